// The plan editor's draft: what the admin typed, as typed (numbers stay text until saved, so
// nothing typed is lost to a problem), and its conversion to a PlanInput for the checks.
import { dayOf, formatDay, today } from '../../../lib/days';
import { parseDate } from '../../../lib/date';
import type { IntervalUnit, PlanInput, PlanTrigger, Scheduling } from '../../../services/firebase/plans';
import { numberOf, type StepDraft, stepDraftsOf, stepsOf } from '../../../components/planning/stepDrafts';

export { emptyStep, numberOf, stepKey, type StepDraft } from '../../../components/planning/stepDrafts';
import type { PermitType, WorkTypeCode } from '../../../domain/referenceLists';

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
  /** The job plan the work comes from ('' for the plan's own). */
  jobPlanId: string;
}

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
    jobPlanId: '',
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function draftOf(plan: PlanInput): PlanDraft {
  return {
    title: plan.title,
    equipmentIds: [...plan.equipmentIds],
    steps: stepDraftsOf(plan.steps),
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
    jobPlanId: plan.jobPlan?.id ?? '',
  };
}

export function inputOf(d: PlanDraft): PlanInput {
  const date = parseDate(d.startDate);
  const meterEquipment = d.meterEquipment || d.equipmentIds[0] || '';
  return {
    title: d.title.trim(),
    equipmentIds: d.equipmentIds,
    steps: stepsOf(d.steps),
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
