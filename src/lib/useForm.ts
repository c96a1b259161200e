// The one form hook: what the user typed (kept on any error), the problems found before
// sending, translated; submitting with problems sends nothing and focuses the first field
// in question.
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../i18n/defineMessages';

export type FormProblems<F extends string> = Partial<Record<F, AppMessage>>;

export function useForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FormProblems<F>,
) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F>>({});

  /** Props for a TextField (its `name` stays the caller's, so focusing finds it). */
  const field = (name: F) => {
    const problem: AppMessage | undefined = problems[name];
    return {
      value: values[name],
      onValue: (value: string) => setValues((v) => ({ ...v, [name]: value })),
      problem: problem ? intl.formatMessage(problem) : undefined,
    };
  };

  /** Validates, then calls `send` with the values; with problems, sends nothing. */
  const handleSubmit = (send: (values: Record<F, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send(values);
  };

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setProblems({});
  };

  return { intl, values, setValues, problems, setProblems, field, handleSubmit, reset };
}
