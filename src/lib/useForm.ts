// The one form hook: what the user typed (kept on any error), of any type (text, a choice, a
// tick, a list), the problems found before sending, in words; submitting with problems sends
// nothing and focuses the first field in question; a second press within a moment with the same
// values (a double click) sends nothing more.
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../i18n/defineMessages';

/** A problem with a field: a message, with the values it names if it has placeholders. */
export type Problem = AppMessage & { values?: Record<string, string> };

export type FormProblems<F extends string> = Partial<Record<F, Problem>>;

/** How long a second press with the same values counts as the same press (a double click). */
export const DOUBLE_SUBMIT_MS = 1000;

/**
 * `initial` holds every field (its type is the form's); `validate` returns the problems found.
 * A field is focused by its element's `name` or, failing that, by `fieldIds[field]`.
 */
export function useForm<V extends Record<string, unknown>>(
  initial: V,
  validate: (values: V) => FormProblems<keyof V & string>,
  { fieldIds = {} }: { fieldIds?: Partial<Record<keyof V & string, string>> } = {},
) {
  type F = keyof V & string;
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F>>({});
  const lastSent = useRef<{ at: number; values: string } | null>(null);

  /** Sets one field (any type); its problem stays until the next submit. */
  const set = <K extends F>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));

  /** The field's problem in words, or undefined. */
  const problem = (name: F): string | undefined => {
    const p: Problem | undefined = problems[name];
    if (!p) return undefined;
    return intl.formatMessage(p, p.values);
  };

  /** Props for a TextField or SelectField of a text field (its `name` stays the caller's). */
  const field = (name: F) => ({
    value: String(values[name] ?? ''),
    onValue: (value: string) => set(name, value as V[F]),
    problem: problem(name),
  });

  /** Validates, then calls `send` with the values; with problems, or pressed twice, sends nothing. */
  const handleSubmit = (send: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    const first = Object.keys(found)[0] as F | undefined;
    if (first) {
      const form = event.currentTarget;
      const byName = form.querySelector<HTMLElement>(`[name="${first}"]`);
      const byId = fieldIds[first] ? document.getElementById(fieldIds[first]) : null;
      (byName ?? byId)?.focus();
      return;
    }
    const now = Date.now();
    const sent = JSON.stringify(values);
    if (lastSent.current && lastSent.current.values === sent && now - lastSent.current.at < DOUBLE_SUBMIT_MS) return;
    lastSent.current = { at: now, values: sent };
    send(values);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setProblems({});
  };

  return { intl, values, setValues, set, problems, problem, setProblems, field, handleSubmit, reset };
}
