import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { UnknownAction } from 'redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authErrorMessage } from './authErrors';
import { preloadAuth } from './authService';
import { feedbackCleared, type History } from './authSlice';
import messages from './messages';
import type { FieldProblem, Problems } from './validation';

/**
 * State shared by the sign-in forms: what the user typed (kept on any error), the problems
 * found before sending, and the service error, all translated. Submitting with problems sends
 * nothing and moves the focus to the first field in question.
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Problems<F>,
  /** The action that sends the form. */
  send: (values: Record<F, string>, history: History) => UnknownAction,
) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loading, error } = useAppSelector((s) => s.auth);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});

  // The previous page's error or success message is not this form's.
  useEffect(() => {
    dispatch(feedbackCleared());
    return () => {
      dispatch(feedbackCleared());
    };
  }, [dispatch]);

  const field = (name: F) => {
    const problem: FieldProblem | undefined = problems[name];
    return {
      value: values[name],
      onValue: (value: string) => {
        // The Auth SDK is not part of these pages' first load: it comes while the user types.
        preloadAuth();
        setValues((v) => ({ ...v, [name]: value }));
      },
      problem: problem && intl.formatMessage(messages[problem]),
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    preloadAuth();
    const found = validate(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    dispatch(send(values, { push: (to) => void navigate(to) }));
  };

  const errorText = error ? intl.formatMessage(authErrorMessage(error).message, authErrorMessage(error).values) : null;

  return { intl, values, field, onSubmit, loading, errorText };
}
