// The one form hook: what the user typed (kept on any error), of any type (text, a choice, a
// tick, a list), the problems found before sending, in words; submitting with problems sends
// nothing and focuses the first field in question; a second press within a moment with the same
// values (a double click) sends nothing more.
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../i18n/defineMessages';

/** A problem with a field: a message, with the values it names if it has placeholders. */
export type Problem = AppMessage & { values?: Record<string, string | number> };

export type FormProblems<F extends string> = Partial<Record<F, Problem>>;

/** A way to send other than the form's submit: its name (the double-press guard tells them apart) and its checks. */
export interface SendWay<V, F extends string> {
  way?: string;
  check?: (values: V) => FormProblems<F>;
}

/** How long a second press with the same values counts as the same press (a double click). */
export const DOUBLE_SUBMIT_MS = 1000;

/**
 * `initial` holds every field (its type is the form's); `validate` returns the problems found.
 * A field is focused by its element's `name` or, failing that, by the id `fieldIds` gives it. Problems may
 * name more than the fields (`F`): an item of a list field, e.g. `reading-2`, named like its input.
 */
export function useForm<V extends object, F extends string = keyof V & string>(
  initial: V,
  validate: (values: V) => FormProblems<F>,
  { fieldIds = {} }: { fieldIds?: Partial<Record<F, string>> | ((field: F) => string) } = {},
) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F>>({});
  const lastSent = useRef<{ at: number; values: string; way: string } | null>(null);

  /** Sets one field (any type); its problem stays until the next submit. */
  const set = <K extends keyof V & string>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));

  /** The field's problem in words, or undefined. */
  const problem = (name: F): string | undefined => {
    const p: Problem | undefined = problems[name];
    if (!p) return undefined;
    return intl.formatMessage(p, p.values);
  };

  /** Props for a TextField or SelectField of a text field (its `name` stays the caller's). */
  const field = (name: keyof V & F) => ({
    value: String(values[name] ?? ''),
    onValue: (value: string) => set(name, value as V[typeof name]),
    problem: problem(name),
  });

  /**
   * Validates, then calls `send` with the values; with problems, or pressed twice, sends nothing.
   * A second way to send (e.g. "Complete" beside "Save") names itself and may check otherwise.
   * The event is the form's submit or a button's click inside the form.
   */
  const handleSubmit =
    (send: (values: V) => void, { way = 'submit', check = validate }: SendWay<V, F> = {}) =>
    (event: FormEvent<HTMLElement> | { preventDefault(): void; currentTarget: HTMLElement }) => {
      event.preventDefault();
      const found = check(values);
      setProblems(found);
      const first = Object.keys(found)[0] as F | undefined;
      if (first) {
        const form = event.currentTarget.closest('form') ?? event.currentTarget;
        const byName = form.querySelector<HTMLElement>(`[name="${first}"]`);
        const elementId = typeof fieldIds === 'function' ? fieldIds(first) : fieldIds[first];
        const byId = elementId ? document.getElementById(elementId) : null;
        (byName ?? byId)?.focus();
        return;
      }
      const now = Date.now();
      const sent = JSON.stringify(values);
      const last = lastSent.current;
      if (last && last.way === way && last.values === sent && now - last.at < DOUBLE_SUBMIT_MS) return;
      lastSent.current = { at: now, values: sent, way };
      send(values);
    };

  const reset = (next: V = initial) => {
    setValues(next);
    setProblems({});
  };

  return { intl, values, setValues, set, problems, problem, setProblems, field, handleSubmit, reset };
}
