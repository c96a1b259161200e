import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A translated problem with the value; marks the field invalid and is read out with it. */
  problem?: string;
  hint?: string;
}

/** A labelled input with its problem shown under it (Bootstrap markup, no component library). */
export function TextField({ id, label, value, onValue, problem, hint, className = '', ...input }: Props) {
  const described = [problem && `${id}-problem`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback">
          {problem}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
