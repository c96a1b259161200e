// What a maintenance plan needs before it is saved: every problem in words,
// keyed by the editor's field, before anything is written. Pure, shared by the editor and its
// tests; firestore.rules checks the shape again.
import type { AppMessage } from '../../i18n/defineMessages';
import type { Meter } from '../../services/firebase/assets';
import { PLAN_LIMITS, type PlanInput } from '../../services/firebase/plans';
import { isDay } from '../../lib/days';
import { intervalDays } from '../../domain/intervals';
import { PROBLEMS } from './messages';
import { PERMIT_TYPES, WORK_TYPE_CODES } from '../../domain/referenceLists';

/** The editor's fields; a step's are `step.{i}.text`, `step.{i}.unit` and `step.{i}.range`. */
export type PlanField =
  | 'title'
  | 'equipmentIds'
  | 'steps'
  | 'workType'
  | 'estimatedHours'
  | 'craft'
  | 'assignees'
  | 'permits'
  | 'intervalEvery'
  | 'meterId'
  | 'meterEvery'
  | 'leadDays'
  | 'startDate'
  | 'jobPlanId'
  | `step.${number}.${'text' | 'unit' | 'range'}`;

export interface PlanProblem {
  message: AppMessage;
  values?: Record<string, string | number>;
}

export type PlanProblems = Partial<Record<PlanField, PlanProblem>>;

export interface PlanContext {
  /** The meters of a piece of equipment of the plant; undefined while its details are not loaded. */
  metersOf: (eqid: string) => readonly Meter[] | undefined;
  /** Whether an equipment id is in the plant (the summary); every id is taken as known when absent. */
  inPlant?: (eqid: string) => boolean;
}

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

export function checkPlan(input: PlanInput, context: PlanContext): PlanProblems {
  const p: PlanProblems = {};
  const say = (field: PlanField, message: AppMessage, values?: PlanProblem['values']) => {
    p[field] ??= { message, values };
  };

  const title = input.title.trim();
  if (!title) say('title', PROBLEMS.titleMissing);
  else if (title.length > PLAN_LIMITS.title) say('title', PROBLEMS.titleTooLong);

  if (input.equipmentIds.length === 0) say('equipmentIds', PROBLEMS.equipmentMissing);
  else if (input.equipmentIds.length > PLAN_LIMITS.equipment) say('equipmentIds', PROBLEMS.equipmentTooMany);
  else if (context.inPlant && !input.equipmentIds.every(context.inPlant))
    say('equipmentIds', PROBLEMS.equipmentUnknown);

  if (input.steps.length > PLAN_LIMITS.steps) say('steps', PROBLEMS.stepsTooMany);
  input.steps.forEach((step, i) => {
    const text = step.text.trim();
    if (!text || text.length > PLAN_LIMITS.stepText) say(`step.${i}.text`, PROBLEMS.stepText);
    const reading = step.reading;
    if (!reading) return;
    if (reading.unit.trim().length > PLAN_LIMITS.unit) say(`step.${i}.unit`, PROBLEMS.stepUnit);
    const { min, max } = reading;
    if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max)))
      say(`step.${i}.range`, PROBLEMS.stepNumber);
    else if (min !== null && max !== null && min > max) say(`step.${i}.range`, PROBLEMS.stepRange);
  });

  if (!WORK_TYPE_CODES.includes(input.workType)) say('workType', PROBLEMS.workType);
  if (!(input.estimatedHours > 0 && input.estimatedHours <= PLAN_LIMITS.maxHours))
    say('estimatedHours', PROBLEMS.hours);
  const craft = input.craft.trim();
  if (!craft || craft.length > PLAN_LIMITS.craft) say('craft', PROBLEMS.craft);
  if (input.assignees.length > PLAN_LIMITS.assignees) say('assignees', PROBLEMS.assignees);
  if (input.permits.length > PLAN_LIMITS.permits || !input.permits.every((c) => PERMIT_TYPES.includes(c)))
    say('permits', PROBLEMS.permits);

  // The calendar interval (calendar and whichever first).
  let days: number | null = null;
  if (input.trigger !== 'meter') {
    const interval = input.interval;
    if (!interval || !whole(interval.every, 1, Number.MAX_SAFE_INTEGER)) say('intervalEvery', PROBLEMS.intervalNumber);
    else if (interval.every > PLAN_LIMITS.maxEvery[interval.unit]) say('intervalEvery', PROBLEMS.intervalTooLong);
    else days = intervalDays(interval, isDay(input.startDate) ? input.startDate : undefined);
  }

  // The meter (meter and whichever first): one of the plan's equipment, and a meter it has.
  if (input.trigger !== 'calendar') {
    const meter = input.meter;
    if (!meter || !meter.meterId) say('meterId', PROBLEMS.meterMissing);
    else if (!input.equipmentIds.includes(meter.equipmentId)) say('meterId', PROBLEMS.meterEquipmentNotInPlan);
    else {
      const meters = context.metersOf(meter.equipmentId);
      if (!meters) say('meterId', PROBLEMS.metersUnknown);
      else if (!meters.some((m) => m.id === meter.meterId)) say('meterId', PROBLEMS.meterNotOnEquipment);
    }
    if (!meter || !whole(meter.every, 1, PLAN_LIMITS.maxMeterEvery)) say('meterEvery', PROBLEMS.meterEvery);
  }

  if (!whole(input.leadDays, 0, PLAN_LIMITS.maxIntervalDays)) say('leadDays', PROBLEMS.leadDays);
  else if (days !== null && input.leadDays > days) say('leadDays', PROBLEMS.leadLongerThanInterval, { days });

  if (!isDay(input.startDate)) say('startDate', PROBLEMS.startDate);
  return p;
}
