// Preventive-order generation (docs/design.md §5), without a server: pure decisions the
// plans saga turns into one batch per due plan (the order `{planId}_{due}` or `{planId}_m{threshold}`,
// its history v1 and the plan's advance). The deterministic id makes two clients generating at
// once produce one order: firestore.rules refuses the second create. Days are local 'yyyy-mm-dd'
// text (lib/days), so the arithmetic does not depend on the time zone.
import { addDays } from '../lib/days';
import { workKeywords } from '../lib/workNumber';
import type { EquipmentSummary } from './assets';
import type { Interval, MaintenancePlan, PlanInput, PlanProgress } from './plans';
import { type ChecklistStep, newChecklist, type PmOrigin, type WorkPlan } from './work';
import { rime } from './rime';
import { addInterval, METER_TOLERANCE_DAYS, toleranceDays } from './intervals';

/** The plan as generation needs it (a stored plan, or one being saved). */
export type PlanLike = Pick<
  MaintenancePlan,
  | 'id'
  | 'title'
  | 'equipmentIds'
  | 'steps'
  | 'workType'
  | 'estimatedHours'
  | 'craft'
  | 'assignees'
  | 'permits'
  | 'signatureRequired'
  | 'trigger'
  | 'interval'
  | 'meter'
  | 'scheduling'
  | 'leadDays'
  | 'startDate'
  | 'active'
> &
  PlanProgress;

/** The progress fields generation and completion move (what a member may change on a plan). */
export type PlanAdvance = PlanProgress;

export const usesCalendar = (p: Pick<PlanInput, 'trigger'>) => p.trigger !== 'meter';
export const usesMeter = (p: Pick<PlanInput, 'trigger'>) => p.trigger !== 'calendar';

/** The order id of a calendar due date, and of a meter threshold. */
export const calendarOrderId = (planId: string, due: string) => `${planId}_${due}`;
export const meterOrderId = (planId: string, threshold: number) => `${planId}_m${threshold}`;

/** The due day a calendar order id names (null for a meter order or another id). */
export function dueOfOrderId(planId: string, orderId: string | null): string | null {
  const prefix = `${planId}_`;
  if (!orderId?.startsWith(prefix)) return null;
  const rest = orderId.slice(prefix.length);
  return /^\d{4}-\d{2}-\d{2}$/.test(rest) ? rest : null;
}

/** The first date of the plan's grid (startDate + k intervals, k ≥ 0) strictly after `after`. */
export function nextOnGrid(start: string, interval: Interval, after: string): string {
  if (start > after) return start;
  // Estimate k from the mean length of the unit, then walk: counting from the start keeps a
  // plan on the 31st in the months that have one (31 Jan → 28 Feb → 31 Mar).
  const unitDays = { days: 1, weeks: 7, months: 30.436875, years: 365.2425 }[interval.unit];
  const span = (Date.UTC(...ymd(after)) - Date.UTC(...ymd(start))) / 86_400_000;
  let k = Math.max(1, Math.floor(span / (unitDays * interval.every)) - 1);
  while (k > 1 && addInterval(start, interval, k - 1) > after) k -= 1;
  while (addInterval(start, interval, k) <= after) k += 1;
  return addInterval(start, interval, k);
}

function ymd(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m - 1, d];
}

/** The meter's next threshold after `threshold` that is above `reading` (fixed meter plans). */
export function nextThresholdAbove(threshold: number, every: number, reading: number): number {
  if (reading < threshold) return threshold + every;
  return threshold + every * (Math.floor((reading - threshold) / every) + 1);
}

/**
 * A meter plan's next threshold after the meter was reset (replaced or rolled over) from
 * `lastValue` to `resetValue`: what was left to run is kept (1,210 of 1,500 → reset to 40 → due at
 * 330). Null when the plan does not count on that meter's value. firestore.rules lets only admins
 * change it outside generation, so the saga rebases when an admin records the reset.
 */
export function rebasedThreshold(plan: PlanLike, lastValue: number, resetValue: number): number | null {
  if (!usesMeter(plan) || !plan.meter || plan.nextThreshold === null) return null;
  return Math.ceil(resetValue + Math.max(0, plan.nextThreshold - lastValue));
}

/** A new plan's progress: due first on its start date; a meter plan counts from the meter's last reading. */
export function initialProgress(input: PlanInput, lastReading: number | null): PlanProgress {
  const calendar = usesCalendar(input) && input.interval !== null;
  return {
    nextDue: calendar ? input.startDate : null,
    generateOn: calendar ? addDays(input.startDate, -input.leadDays) : null,
    nextThreshold: usesMeter(input) && input.meter ? Math.ceil((lastReading ?? 0) + input.meter.every) : null,
    lastOrder: null,
  };
}

const SCHEDULE_KEYS = ['trigger', 'interval', 'meter', 'scheduling', 'leadDays', 'startDate'] as const;

/** Whether an edit changes when the plan is due (then its progress starts again). */
export function scheduleChanged(before: PlanInput, after: PlanInput): boolean {
  return SCHEDULE_KEYS.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/**
 * The progress an admin's edit writes: unchanged when the schedule is the same; otherwise counted
 * again from the start date (and the meter's last reading), but never back onto a due date this
 * plan already generated (that order exists, so its create would be refused forever).
 */
export function editedProgress(before: PlanLike, input: PlanInput, lastReading: number | null): PlanProgress {
  if (!scheduleChanged(before, input))
    return {
      nextDue: before.nextDue,
      generateOn: before.generateOn,
      nextThreshold: before.nextThreshold,
      lastOrder: before.lastOrder,
    };
  const fresh = initialProgress(input, lastReading);
  const lastDue = dueOfOrderId(before.id, before.lastOrder);
  if (fresh.nextDue && input.interval && lastDue && fresh.nextDue <= lastDue) {
    fresh.nextDue = nextOnGrid(input.startDate, input.interval, lastDue);
    fresh.generateOn = addDays(fresh.nextDue, -input.leadDays);
  }
  return { ...fresh, lastOrder: before.lastOrder };
}

/** Why a plan is due now. */
export type DueReason = { kind: 'calendar'; due: string } | { kind: 'meter'; threshold: number };

/**
 * Whether the plan is due on `today` with the meter's last reading: calendar when `generateOn`
 * has come (the lead time before `nextDue`), meter when the reading reached `nextThreshold`.
 * Both at once: the calendar date (one order per plan per run; the advance moves both).
 */
export function dueReason(plan: PlanLike, today: string, lastReading: number | null): DueReason | null {
  if (!plan.active) return null;
  if (usesCalendar(plan) && plan.nextDue && plan.generateOn && plan.generateOn <= today)
    return { kind: 'calendar', due: plan.nextDue };
  if (usesMeter(plan) && plan.nextThreshold !== null && lastReading !== null && lastReading >= plan.nextThreshold)
    return { kind: 'meter', threshold: plan.nextThreshold };
  return null;
}

/**
 * The plan's progress after generating the order for `reason`. Fixed calendar: the next date of
 * the start date's grid after the due date (one step: a run behind by several intervals catches
 * up one order per run). Fixed meter: the threshold moves past the current reading (several
 * thresholds crossed at once give one order). Either: both move. Floating: all null until the
 * order is completed (`completionAdvance`).
 */
export function generationAdvance(
  plan: PlanLike,
  reason: DueReason,
  lastReading: number | null,
  orderId: string,
): PlanAdvance {
  if (plan.scheduling === 'floating')
    return { nextDue: null, generateOn: null, nextThreshold: null, lastOrder: orderId };
  let { nextDue, generateOn, nextThreshold } = plan;
  if (usesCalendar(plan) && plan.interval && nextDue) {
    nextDue = nextOnGrid(plan.startDate, plan.interval, nextDue);
    generateOn = addDays(nextDue, -plan.leadDays);
  }
  if (usesMeter(plan) && plan.meter && nextThreshold !== null) {
    const reading = lastReading ?? (reason.kind === 'meter' ? reason.threshold : null);
    if (reading !== null) nextThreshold = nextThresholdAbove(nextThreshold, plan.meter.every, reading);
    else if (reason.kind === 'meter') nextThreshold += plan.meter.every;
  }
  return { nextDue, generateOn, nextThreshold, lastOrder: orderId };
}

/**
 * A floating plan's progress when its last order reaches Work Complete on `completedDay`: the
 * next due date counts from the completion, the next threshold from the meter's last reading.
 * The completing client writes it in the same batch as the move (firestore.rules: only when the
 * completed order is the plan's `lastOrder`; see `advancesOnCompletion`). Null for a fixed plan.
 */
export function completionAdvance(
  plan: PlanLike,
  completedDay: string,
  lastReading: number | null,
): Omit<PlanAdvance, 'lastOrder'> | null {
  if (plan.scheduling !== 'floating') return null;
  const calendar = usesCalendar(plan) && plan.interval !== null;
  const nextDue = calendar ? addInterval(completedDay, plan.interval!) : null;
  return {
    nextDue,
    generateOn: nextDue && addDays(nextDue, -plan.leadDays),
    nextThreshold: usesMeter(plan) && plan.meter ? Math.ceil((lastReading ?? 0) + plan.meter.every) : null,
  };
}

/** Whether completing `orderNumber` moves the plan on (a floating plan waiting for that order). */
export const advancesOnCompletion = (plan: PlanLike, orderNumber: string) =>
  plan.scheduling === 'floating' && plan.lastOrder === orderNumber;

/**
 * Who raised a generated order: its plan, not the member whose device generated it (their uid is
 * the order's `updatedBy` and its first history event's `by`). So "Requests I raised" and "My
 * work" hold only what a person raised, and the order page says it was generated by its plan.
 */
export const PLAN_RAISER = 'plan';

/** Whether an order was generated by its maintenance plan. */
export const isGenerated = (order: { raisedBy: string }) => order.raisedBy === PLAN_RAISER;

/** The order's fields as plain data (the service adds the stamps: raisedAt, updatedAt, updatedBy). */
export interface GeneratedOrderFields {
  number: string;
  title: string;
  /** The title's search words (lib/keywords.ts). */
  keywords: string[];
  description: string;
  equipmentId: string;
  equipmentTag: string;
  equipmentName: string;
  criticality: number;
  workType: PlanInput['workType'];
  rime: number;
  status: 'readyToSchedule';
  version: 1;
  raisedBy: typeof PLAN_RAISER;
  raisedByName: string;
  reason: null;
  plan: WorkPlan;
  scheduledFor: null;
  execution: null;
  assignees: string[];
  pm: PmOrigin;
  /** The plan's steps, whole, with nothing ticked or read (newChecklist). */
  checklist: ChecklistStep[];
  checklistDone: boolean[];
  checklistValues: string[];
  signature: null;
  completedAt: null;
  contract: null;
}

export interface Generation {
  reason: DueReason;
  orderId: string;
  order: GeneratedOrderFields;
  advance: PlanAdvance;
}

/**
 * The order a run on `today` generates for `reason`: its id and fields. `equipment` is the plan's
 * first equipment.
 */
export function generatedOrder(
  plan: PlanLike,
  reason: DueReason,
  today: string,
  equipment: EquipmentSummary,
  by: { uid: string; name: string },
): { orderId: string; order: GeneratedOrderFields } {
  const orderId =
    reason.kind === 'calendar' ? calendarOrderId(plan.id, reason.due) : meterOrderId(plan.id, reason.threshold);
  const due = reason.kind === 'calendar' ? reason.due : today;
  const order: GeneratedOrderFields = {
    number: orderId,
    title: plan.title,
    keywords: workKeywords(plan.title, orderId),
    description: '',
    equipmentId: equipment.id,
    equipmentTag: equipment.tag,
    equipmentName: equipment.name,
    criticality: equipment.criticality,
    workType: plan.workType,
    rime: rime(equipment.criticality, plan.workType),
    status: 'readyToSchedule',
    version: 1,
    raisedBy: PLAN_RAISER,
    raisedByName: by.name,
    reason: null,
    plan: {
      estimatedHours: plan.estimatedHours,
      craft: plan.craft,
      assignees: [...plan.assignees],
      permits: [...plan.permits],
      materials: [],
    },
    scheduledFor: null,
    execution: null,
    assignees: [...plan.assignees],
    pm: {
      planId: plan.id,
      due,
      threshold: reason.kind === 'meter' ? reason.threshold : null,
      toleranceDays:
        reason.kind === 'meter' || !plan.interval ? METER_TOLERANCE_DAYS : toleranceDays(plan.interval, due),
      signatureRequired: plan.signatureRequired,
      equipmentIds: [...plan.equipmentIds],
    },
    ...newChecklist(plan.steps),
    signature: null,
    completedAt: null,
    contract: null,
  };
  return { orderId, order };
}

/**
 * What to write for a plan on `today`, or null when it is not due (or its first equipment is not
 * in the plant's summary). `equipment` is the plan's first equipment.
 */
export function planGeneration(
  plan: PlanLike,
  today: string,
  lastReading: number | null,
  equipment: EquipmentSummary | undefined,
  by: { uid: string; name: string },
): Generation | null {
  const reason = dueReason(plan, today, lastReading);
  if (!reason || !equipment || equipment.id !== plan.equipmentIds[0]) return null;
  const { orderId, order } = generatedOrder(plan, reason, today, equipment, by);
  return { reason, orderId, order, advance: generationAdvance(plan, reason, lastReading, orderId) };
}
