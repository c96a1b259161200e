import { type FormEvent, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UnknownAction } from 'redux';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type FormProblems, useForm } from '../../lib/useForm';
import { authErrorText } from './authErrors';
import { preloadAuth } from './authService';
import { feedbackCleared, type History } from './authSlice';
import messages from './messages';
import type { Problems } from './validation';

/**
 * The sign-in forms on the shared form hook: the problems found before sending, and the
 * service error, all translated; what the user typed stays on any error.
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Problems<F>,
  /** The action that sends the form. */
  send: (values: Record<F, string>, history: History) => UnknownAction,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loading, error } = useAppSelector((s) => s.auth);
  const form = useForm(initial, (values) => {
    const found = validate(values);
    return Object.fromEntries(
      Object.entries(found).map(([name, problem]) => [name, messages[problem as keyof typeof messages]]),
    ) as FormProblems<F>;
  });

  // The previous page's error or success message is not this form's.
  useEffect(() => {
    dispatch(feedbackCleared());
    return () => {
      dispatch(feedbackCleared());
    };
  }, [dispatch]);

  // The Auth SDK is not part of these pages' first load: it comes while the user types, or on
  // sending.
  const field = (name: F) => {
    const props = form.field(name);
    return {
      ...props,
      onValue: (value: string) => {
        preloadAuth();
        props.onValue(value);
      },
    };
  };
  const submit = form.handleSubmit((values) => dispatch(send(values, { push: (to) => void navigate(to) })));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    preloadAuth();
    submit(event);
  };
  const errorText = authErrorText(form.intl, error);

  return { intl: form.intl, values: form.values, field, onSubmit, loading, errorText };
}
