import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Common {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A translated problem with the value; marks the field invalid and is read out with it. */
  problem?: string;
  /** A line under the field saying what it is for (read out with it). */
  hint?: string;
  className?: string;
}

const describedBy = (id: string, problem?: string, hint?: string) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;

function Problem({ id, problem }: { id: string; problem?: string }) {
  return problem ? (
    <div id={`${id}-problem`} className="invalid-feedback">
      {problem}
    </div>
  ) : null;
}

/** A labelled select with its problem under it (the TextField of choices). */
export function SelectField({
  id,
  label,
  value,
  onValue,
  problem,
  hint,
  className = '',
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${problem ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, hint)}
        onChange={(e) => onValue(e.target.value)}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      <Problem id={id} problem={problem} />
    </div>
  );
}

/** A labelled multi-line text field with its problem under it. */
export function TextAreaField({
  id,
  label,
  value,
  onValue,
  problem,
  className = '',
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
        onChange={(e) => onValue(e.target.value)}
        {...area}
      />
      <Problem id={id} problem={problem} />
    </div>
  );
}
