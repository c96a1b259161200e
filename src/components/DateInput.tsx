// A date field that shows and accepts dd.mm.yyyy, the format dates are shown in everywhere
// (src/lib/date.ts). A browser's <input type="date"> shows the browser's own format instead.
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { addDays, addMonths, formatDate, parseDate } from '../lib/date';
import messages from './messages';

interface Props {
  id: string;
  label: string;
  /** The text as typed; a valid date is rewritten as dd.mm.yyyy when the field is left. */
  value: string;
  onValue: (value: string) => void;
  /** A translated problem found by the form (missing, out of range); shown before the field's own. */
  problem?: string;
  className?: string;
}

/** The problem with a typed date, if any: text that is not a dd.mm.yyyy date. Empty text is the form's to judge. */
export function dateTextProblem(text: string): 'dateInvalid' | undefined {
  return text.trim() !== '' && parseDate(text) === null ? 'dateInvalid' : undefined;
}

export function DateInput({ id, label, value, onValue, problem, className = '' }: Props) {
  const intl = useIntl();
  const [left, setLeft] = useState(false);
  const own =
    left && dateTextProblem(value) ? intl.formatMessage(messages.dateInvalid, { example: '20.11.2026' }) : undefined;
  const shown = problem ?? own;
  const described = [shown && `${id}-problem`, `${id}-hint`].filter(Boolean).join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, (d: Date) => Date> = {
      ArrowUp: (d) => addDays(d, 1),
      ArrowDown: (d) => addDays(d, -1),
      PageUp: (d) => addMonths(d, 1),
      PageDown: (d) => addMonths(d, -1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const current = parseDate(value);
    onValue(formatDate(current ? step(current) : new Date()));
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage(messages.dateFormat)}
        className={`form-control${shown ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setLeft(true);
          const date = parseDate(value);
          if (date && formatDate(date) !== value) onValue(formatDate(date));
        }}
      />
      {shown && (
        <div id={`${id}-problem`} className="invalid-feedback">
          {shown}
        </div>
      )}
      <div id={`${id}-hint`} className="form-text">
        {intl.formatMessage(messages.dateHint)}
      </div>
    </div>
  );
}
