// Checklist steps as the steps editor holds them (text as typed, so nothing typed is lost to a
// problem) and their conversion to and from the stored steps {text, reading}: a maintenance
// plan's and a job plan's.
import type { PlanStep } from '../../domain/plans';

export interface StepDraft {
  /** A stable key for React while steps move. */
  key: string;
  text: string;
  hasReading: boolean;
  unit: string;
  min: string;
  max: string;
}

let keys = 0;
export const stepKey = () => `step-${(keys += 1)}`;

export const emptyStep = (): StepDraft => ({ key: stepKey(), text: '', hasReading: false, unit: '', min: '', max: '' });

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A number as typed (a comma reads as a decimal point); empty or not a number is NaN. */
export const numberOf = (typed: string): number => {
  const t = typed.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
};
const limitOf = (typed: string): number | null => (typed.trim() === '' ? null : numberOf(typed));

/** Stored steps as the steps editor holds them. */
export const stepDraftsOf = (steps: readonly PlanStep[]): StepDraft[] =>
  steps.map((s) => ({
    key: stepKey(),
    text: s.text,
    hasReading: s.reading !== null,
    unit: s.reading?.unit ?? '',
    min: text(s.reading?.min),
    max: text(s.reading?.max),
  }));

/** The steps as typed, as stored (a limit left empty is none). */
export const stepsOf = (steps: readonly StepDraft[]): PlanStep[] =>
  steps.map((s) => ({
    text: s.text.trim(),
    reading: s.hasReading ? { unit: s.unit.trim(), min: limitOf(s.min), max: limitOf(s.max) } : null,
  }));
