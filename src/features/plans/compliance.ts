// PM compliance (issue 11, DESIGN.md §5): a preventive order counts when it is done (on time when
// completed within its tolerance of the due date, else late) or missed (cancelled or rejected, or
// not done and past due + tolerance). Per plan and per month of the due date, the last 12 months.
// Pure: the plans pages and their tests share it.
import { addDays, dayOf, daysBetween } from '../../lib/days';
import type { WorkRequest } from '../../services/firebase/work';
import { addInterval } from './intervals';

/**
 * What became of one preventive order. `overdue` is not done and past its tolerance (it counts as
 * missed); `open` is not done and still within it (it does not count yet).
 */
export type PmOutcome = 'onTime' | 'late' | 'missed' | 'overdue' | 'open';

type PmOrder = Pick<WorkRequest, 'number' | 'status' | 'pm' | 'completedAt'>;

/** The local day an ISO date-time falls on. */
const localDay = (iso: string) => dayOf(new Date(iso));

export function outcomeOf(order: PmOrder, today: string): PmOutcome | null {
  const pm = order.pm;
  if (!pm) return null;
  if (order.completedAt) {
    return Math.abs(daysBetween(pm.due, localDay(order.completedAt))) <= pm.toleranceDays ? 'onTime' : 'late';
  }
  if (order.status === 'cancelled' || order.status === 'rejected') return 'missed';
  return today > addDays(pm.due, pm.toleranceDays) ? 'overdue' : 'open';
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

export const emptyTally = (): Tally => ({ onTime: 0, late: 0, missed: 0, counted: 0, percent: null });

function add(tally: Tally, outcome: PmOutcome) {
  if (outcome === 'open') return;
  if (outcome === 'onTime') tally.onTime += 1;
  else if (outcome === 'late') tally.late += 1;
  else tally.missed += 1;
  tally.counted += 1;
  tally.percent = Math.round((100 * tally.onTime) / tally.counted);
}

/** The first due day inside "the last 12 months" ending `today` (the same day a year back, plus one). */
export const windowStart = (today: string): string => addDays(addInterval(today, { every: 12, unit: 'months' }, -1), 1);

/** The 12 months ('yyyy-mm') ending with the month of `today`, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => addInterval(first, { every: 1, unit: 'months' }, i - 11).slice(0, 7));
}

export interface PlanCompliance extends Tally {
  /** An order of the plan is not done and past its due date + tolerance (any age). */
  overdue: boolean;
}

/** Per plan id: the tally of its orders due in the last 12 months, and whether one is overdue. */
export function complianceByPlan(orders: readonly PmOrder[], today: string): Map<string, PlanCompliance> {
  const from = windowStart(today);
  const result = new Map<string, PlanCompliance>();
  for (const order of orders) {
    const outcome = outcomeOf(order, today);
    if (!order.pm || !outcome) continue;
    let entry = result.get(order.pm.planId);
    if (!entry) {
      entry = { ...emptyTally(), overdue: false };
      result.set(order.pm.planId, entry);
    }
    if (outcome === 'overdue') entry.overdue = true;
    if (order.pm.due >= from && order.pm.due <= today) add(entry, outcome);
  }
  return result;
}

export interface MonthCompliance extends Tally {
  /** 'yyyy-mm' */
  month: string;
}

/** The last 12 months by the month of the due date, oldest first (months without orders included). */
export function complianceByMonth(orders: readonly PmOrder[], today: string): MonthCompliance[] {
  const months = lastTwelveMonths(today);
  const byMonth = new Map(months.map((month) => [month, { month, ...emptyTally() }]));
  for (const order of orders) {
    const outcome = outcomeOf(order, today);
    if (!order.pm || !outcome || order.pm.due > today) continue;
    const entry = byMonth.get(order.pm.due.slice(0, 7));
    if (entry) add(entry, outcome);
  }
  return months.map((m) => byMonth.get(m)!);
}

/** The whole plant's tally over the last 12 months. */
export function overallCompliance(orders: readonly PmOrder[], today: string): Tally {
  const from = windowStart(today);
  const tally = emptyTally();
  for (const order of orders) {
    const outcome = outcomeOf(order, today);
    if (order.pm && outcome && order.pm.due >= from && order.pm.due <= today) add(tally, outcome);
  }
  return tally;
}
