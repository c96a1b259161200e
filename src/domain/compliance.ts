// PM compliance (docs/design.md §5): a preventive order counts when it is done (on time when
// completed by the end of its on-time window after the due date — early is never late — else late)
// or missed (cancelled or rejected, or not done and past that window). Per plan and per month of
// the due date, the last 12 months. The window follows the company's rule (PM_ON_TIME_RULES).
//
// The figures do not come from a year of orders (10,000 orders of a large plant are ~30 MB): the
// done and dropped orders are counted in the monthly rollup `pmCompliance/{yyyy-mm}` (per plan:
// onTime, late, missed), moved by the batch that completes, reworks or cancels an order
// (`tallyOfMove`), and the overdue ones come from the plant's open preventive orders, a short
// list. `recountMonths` rebuilds the rollup from the orders (an admin's recount). Pure: the plans
// pages, the work service and their tests share it.
import { addDays, dayOf, daysBetween } from '../lib/days';
import { DEFAULT_PM_RULE, type PmComplianceMonth, type PmOnTimeRule, type PmTally } from './plans';
import type { PmOrigin } from './work';

export { DEFAULT_PM_RULE, PM_ON_TIME_RULES, type PmOnTimeRule } from './plans';
import type { WorkRequest } from './work';
import { WORK_STATUSES } from './statusMachine';
import { addInterval } from './intervals';

/** Where a preventive order is neither done (Work Complete, Complete, Closed) nor dropped (cancelled, rejected). */
const CLOSED_PM_STATUSES: readonly string[] = ['workComplete', 'complete', 'closed', 'cancelled', 'rejected'];
export const OPEN_PM_STATUSES = WORK_STATUSES.filter((s) => !CLOSED_PM_STATUSES.includes(s));

/**
 * What became of one preventive order. `overdue` is not done and past its tolerance (it counts as
 * missed); `open` is not done and still within it (it does not count yet).
 */
export type PmOutcome = 'onTime' | 'late' | 'missed' | 'overdue' | 'open';

type PmOrder = Pick<WorkRequest, 'number' | 'status' | 'pm' | 'completedAt'>;

/** The days after the due date a completion is still on time under `rule`. */
export function onTimeDays(pm: Pick<PmOrigin, 'toleranceDays'>, rule: PmOnTimeRule = DEFAULT_PM_RULE): number {
  switch (rule) {
    case 'dueDate':
      return 0;
    case 'dueDatePlusOne':
      return 1;
    case 'twentyPercent':
      return Math.min(28, 2 * pm.toleranceDays);
    default:
      return pm.toleranceDays;
  }
}

/** The local day an ISO date-time falls on. */
const localDay = (iso: string) => dayOf(new Date(iso));

export function outcomeOf(order: PmOrder, today: string, rule: PmOnTimeRule = DEFAULT_PM_RULE): PmOutcome | null {
  const pm = order.pm;
  if (!pm) return null;
  const window = onTimeDays(pm, rule);
  if (order.completedAt) return daysBetween(pm.due, localDay(order.completedAt)) <= window ? 'onTime' : 'late';
  if (order.status === 'cancelled' || order.status === 'rejected') return 'missed';
  return today > addDays(pm.due, window) ? 'overdue' : 'open';
}

export interface Tally {
  onTime: number;
  late: number;
  /** Cancelled, rejected or overdue. */
  missed: number;
  /** onTime + late + missed. */
  counted: number;
  /** Whole percent on time of those counted; null when none counts. */
  percent: number | null;
}

const emptyTally = (): Tally => ({ onTime: 0, late: 0, missed: 0, counted: 0, percent: null });

/** The 12 months ('yyyy-mm') ending with the month of `today`, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => addInterval(first, { every: 1, unit: 'months' }, i - 11).slice(0, 7));
}

export type TallyCounter = keyof PmTally;

/** A move's effect on its due month's rollup: one counter of one plan, up or down by one. */
export interface TallyStep {
  month: string;
  planId: string;
  counter: TallyCounter;
  by: 1 | -1;
}

/** Whether a move changes what a preventive order counts as (firestore.rules pmTallyMoves). */
export function movesTally(from: string, to: string): boolean {
  const dropped = (s: string) => s === 'cancelled' || s === 'rejected';
  return (
    (to === 'workComplete' && from !== 'workComplete') ||
    (from === 'workComplete' && to === 'inProgress') ||
    (dropped(to) && !dropped(from))
  );
}

/**
 * What moving `order` to `to` today does to the rollup, or null for a move that changes nothing
 * (or an order that is not preventive). A completion counts on time or late by today's local day;
 * rework takes back what the completion counted (by its `completedAt`, today when not yet known).
 */
export function tallyOfMove(
  order: PmOrder,
  to: string,
  today: string,
  rule: PmOnTimeRule = DEFAULT_PM_RULE,
): TallyStep | null {
  const pm = order.pm;
  if (!pm || !movesTally(order.status, to)) return null;
  const base = { month: pm.due.slice(0, 7), planId: pm.planId };
  const within = (day: string) => daysBetween(pm.due, day) <= onTimeDays(pm, rule);
  if (to === 'workComplete') return { ...base, counter: within(today) ? 'onTime' : 'late', by: 1 };
  if (to === 'inProgress') {
    const day = order.completedAt ? localDay(order.completedAt) : today;
    return { ...base, counter: within(day) ? 'onTime' : 'late', by: -1 };
  }
  return { ...base, counter: 'missed', by: 1 };
}

/** Per month ('yyyy-mm') of `months`, per plan: the tallies of the done and dropped orders among `orders`. */
export function recountMonths(
  orders: readonly PmOrder[],
  months: readonly string[],
  rule: PmOnTimeRule = DEFAULT_PM_RULE,
): Map<string, Record<string, PmTally>> {
  const result = new Map<string, Record<string, PmTally>>(months.map((m) => [m, {}]));
  for (const order of orders) {
    const pm = order.pm;
    const month = pm && result.get(pm.due.slice(0, 7));
    if (!pm || !month) continue;
    // Not done: only a cancelled or rejected order counts (as missed); overdue ones are not in the rollup.
    const outcome = order.completedAt
      ? outcomeOf(order, pm.due, rule)
      : order.status === 'cancelled' || order.status === 'rejected'
        ? 'missed'
        : null;
    if (!outcome || outcome === 'open' || outcome === 'overdue') continue;
    const tally = (month[pm.planId] ??= { onTime: 0, late: 0, missed: 0 });
    tally[outcome] += 1;
  }
  return result;
}

export interface PlanCompliance extends Tally {
  /** An open order of the plan is past its due date + tolerance (any age). */
  overdue: boolean;
}

export interface MonthCompliance extends Tally {
  /** 'yyyy-mm' */
  month: string;
}

export interface Compliance {
  /** Per plan id, over the last 12 months. */
  byPlan: Map<string, PlanCompliance>;
  /** The last 12 months by the month of the due date, oldest first (months without orders included). */
  byMonth: MonthCompliance[];
  /** The whole plant over the last 12 months. */
  overall: Tally;
}

function addCounts(tally: Tally, onTime: number, late: number, missed: number) {
  tally.onTime += onTime;
  tally.late += late;
  tally.missed += missed;
  tally.counted += onTime + late + missed;
  tally.percent = tally.counted ? Math.round((100 * tally.onTime) / tally.counted) : null;
}

/**
 * The plant's compliance of the last 12 months: the rollup's done and dropped orders, plus the
 * open orders past their due date + tolerance, which count as missed (and flag their plan).
 */
export function complianceOf(
  rollup: readonly PmComplianceMonth[],
  openOrders: readonly PmOrder[],
  today: string,
  rule: PmOnTimeRule = DEFAULT_PM_RULE,
): Compliance {
  const months = lastTwelveMonths(today);
  const byMonth = new Map(months.map((month) => [month, { month, ...emptyTally() }]));
  const byPlan = new Map<string, PlanCompliance>();
  const planEntry = (planId: string) => {
    let entry = byPlan.get(planId);
    if (!entry) byPlan.set(planId, (entry = { ...emptyTally(), overdue: false }));
    return entry;
  };
  const overall = emptyTally();
  for (const { month, plans } of rollup) {
    const monthEntry = byMonth.get(month);
    if (!monthEntry) continue;
    for (const [planId, { onTime, late, missed }] of Object.entries(plans)) {
      addCounts(monthEntry, onTime, late, missed);
      addCounts(planEntry(planId), onTime, late, missed);
      addCounts(overall, onTime, late, missed);
    }
  }
  for (const order of openOrders) {
    if (!order.pm || order.completedAt || outcomeOf(order, today, rule) !== 'overdue') continue;
    const entry = planEntry(order.pm.planId);
    entry.overdue = true;
    const monthEntry = byMonth.get(order.pm.due.slice(0, 7));
    if (!monthEntry) continue;
    addCounts(monthEntry, 0, 0, 1);
    addCounts(entry, 0, 0, 1);
    addCounts(overall, 0, 0, 1);
  }
  return { byPlan, byMonth: months.map((m) => byMonth.get(m)!), overall };
}
