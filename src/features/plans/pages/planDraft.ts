// The plan editor's draft: what the admin typed, as typed (numbers stay text until saved, so
// nothing typed is lost to a problem), and its conversion to a PlanInput for the checks.
import { dayOf, formatDay, today } from '../../../lib/days';
import { parseDate } from '../../../lib/date';
import type { IntervalUnit, PlanInput, PlanTrigger, Scheduling } from '../../../services/firebase/plans';
import type { PermitType, WorkTypeCode } from '../../../domain/referenceLists';

export interface StepDraft {
  /** A stable key for React while steps move. */
  key: string;
  text: string;
  hasReading: boolean;
  unit: string;
  min: string;
  max: string;
}

export interface PlanDraft {
  title: string;
  equipmentIds: string[];
  steps: StepDraft[];
  workType: WorkTypeCode;
  hours: string;
  craft: string;
  assignees: string[];
  permits: PermitType[];
  signatureRequired: boolean;
  trigger: PlanTrigger;
  every: string;
  unit: IntervalUnit;
  meterEquipment: string;
  meterId: string;
  meterEvery: string;
  scheduling: Scheduling;
  leadDays: string;
  /** dd.mm.yyyy as typed. */
  startDate: string;
  active: boolean;
}

let keys = 0;
export const stepKey = () => `step-${(keys += 1)}`;

export const emptyStep = (): StepDraft => ({ key: stepKey(), text: '', hasReading: false, unit: '', min: '', max: '' });

export function newDraft(): PlanDraft {
  return {
    title: '',
    equipmentIds: [],
    steps: [],
    workType: 'PM-INSP',
    hours: '',
    craft: '',
    assignees: [],
    permits: [],
    signatureRequired: false,
    trigger: 'calendar',
    every: '',
    unit: 'months',
    meterEquipment: '',
    meterId: '',
    meterEvery: '',
    scheduling: 'fixed',
    leadDays: '0',
    startDate: formatDay(today()),
    active: true,
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function draftOf(plan: PlanInput): PlanDraft {
  return {
    title: plan.title,
    equipmentIds: [...plan.equipmentIds],
    steps: plan.steps.map((s) => ({
      key: stepKey(),
      text: s.text,
      hasReading: s.reading !== null,
      unit: s.reading?.unit ?? '',
      min: text(s.reading?.min),
      max: text(s.reading?.max),
    })),
    workType: plan.workType,
    hours: String(plan.estimatedHours),
    craft: plan.craft,
    assignees: [...plan.assignees],
    permits: [...plan.permits],
    signatureRequired: plan.signatureRequired,
    trigger: plan.trigger,
    every: text(plan.interval?.every),
    unit: plan.interval?.unit ?? 'months',
    meterEquipment: plan.meter?.equipmentId ?? '',
    meterId: plan.meter?.meterId ?? '',
    meterEvery: text(plan.meter?.every),
    scheduling: plan.scheduling,
    leadDays: String(plan.leadDays),
    startDate: formatDay(plan.startDate),
    active: plan.active,
  };
}

/** A number as typed (a comma reads as a decimal point); empty or not a number is NaN. */
export const numberOf = (typed: string): number => {
  const t = typed.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
};
const limitOf = (typed: string): number | null => (typed.trim() === '' ? null : numberOf(typed));

export function inputOf(d: PlanDraft): PlanInput {
  const date = parseDate(d.startDate);
  const meterEquipment = d.meterEquipment || d.equipmentIds[0] || '';
  return {
    title: d.title.trim(),
    equipmentIds: d.equipmentIds,
    steps: d.steps.map((s) => ({
      text: s.text.trim(),
      reading: s.hasReading ? { unit: s.unit.trim(), min: limitOf(s.min), max: limitOf(s.max) } : null,
    })),
    workType: d.workType,
    estimatedHours: numberOf(d.hours),
    craft: d.craft.trim(),
    assignees: d.assignees,
    permits: d.permits,
    signatureRequired: d.signatureRequired,
    trigger: d.trigger,
    interval: d.trigger === 'meter' ? null : { every: numberOf(d.every), unit: d.unit },
    // Kept with an empty meter id when none is chosen, so its interval is checked on its own.
    meter:
      d.trigger === 'calendar'
        ? null
        : { equipmentId: meterEquipment, meterId: d.meterId, every: numberOf(d.meterEvery) },
    scheduling: d.scheduling,
    leadDays: numberOf(d.leadDays),
    startDate: date ? dayOf(date) : '',
    active: d.active,
  };
}
