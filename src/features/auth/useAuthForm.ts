import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type FormProblems, useForm } from '../../lib/useForm';
import { authErrorMessage } from './authErrors';
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

  const onSubmit = form.handleSubmit((values) => dispatch(send(values, { push: (to) => void navigate(to) })));
  const errorText = error
    ? form.intl.formatMessage(authErrorMessage(error).message, authErrorMessage(error).values)
    : null;

  return { intl: form.intl, values: form.values, field: form.field, onSubmit, loading, errorText };
}
