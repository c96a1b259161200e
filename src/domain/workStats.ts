// The work-order figures rollup: what one order's completion adds to the month it was
// completed in, a move's step (Work Complete adds it, rework takes it back) and the recount of a set
// of orders. Pure: the work service, the dashboard, the seed's test and the recount share it.
//
// Why the month the order was completed in: SMRP's metrics count work done in the period, and a
// past month then stays as it was when old work closes later. The completion time is the device's
// (`completedAt`, written with the move, even offline), so the client that completes an order
// offline and the rules that check the step when it syncs agree on the month; rework takes back
// from the very month the completion added to (the month of the stored `completedAt`).
import { dayOf, mondayOf } from '../lib/days';
import type { WorkRequest } from './work';

/** Breakdowns of one piece of equipment and their repair hours. */
export interface EquipmentBreakdowns {
  n: number;
  h: number;
}

/** What the completed orders of one month add up to (every figure also a move's step). */
export interface StatsCounts {
  /** Orders that reached Work Complete. */
  done: number;
  /** Their actual hours. */
  hours: number;
  /** Hours of planned work: all but emergency breakdowns (started within 24 h of being raised). */
  plannedHours: number;
  /** Breakdowns (BRP) completed, and their hours. */
  breakdowns: number;
  breakdownHours: number;
  /** Orders completed in the week they were scheduled for. */
  onSchedule: number;
  /** Failure cause code → orders. */
  causes: Record<string, number>;
  /** Delay code → hours lost. */
  delays: Record<string, number>;
  /** Equipment id → breakdowns and their hours. */
  equipment: Record<string, EquipmentBreakdowns>;
}

export interface WorkStatsMonth extends StatsCounts {
  /** 'yyyy-mm' (also the document id): the month the orders were completed in (UTC). */
  month: string;
}

export const STATS_SCALARS = ['done', 'hours', 'plannedHours', 'breakdowns', 'breakdownHours', 'onSchedule'] as const;

export const emptyCounts = (): StatsCounts => ({
  done: 0,
  hours: 0,
  plannedHours: 0,
  breakdowns: 0,
  breakdownHours: 0,
  onSchedule: 0,
  causes: {},
  delays: {},
  equipment: {},
});

export type StatsOrder = Pick<
  WorkRequest,
  'number' | 'status' | 'raisedAt' | 'workType' | 'equipmentId' | 'execution' | 'scheduledFor' | 'completedAt'
> & { updatedAt?: string | null };

const DONE_STATUSES: readonly string[] = ['workComplete', 'complete', 'closed'];

/**
 * When a done order was completed: its `completedAt`; an order completed before that field
 * existed (the first work orders) counts from its last update.
 */
export const completedAtOf = (order: StatsOrder): string | null =>
  order.completedAt ?? (DONE_STATUSES.includes(order.status) ? (order.updatedAt ?? null) : null);

/** The rollup month of a completion at `completedAt` (ISO): its UTC month ('yyyy-mm'). */
export const statsMonthOf = (completedAt: string): string => new Date(completedAt).toISOString().slice(0, 7);

const DAY_MS = 86_400_000;

/** An emergency: a breakdown whose work started within 24 hours of being raised (no time to plan it). */
export function isEmergency(order: Pick<StatsOrder, 'workType' | 'raisedAt' | 'execution'>): boolean {
  const started = order.execution?.startedAt;
  if (order.workType !== 'BRP' || !started || !order.raisedAt) return false;
  return Date.parse(started) - Date.parse(order.raisedAt) < DAY_MS;
}

/** What one completed order counts, completed on the local day `completedDay`. */
export function contributionOf(order: StatsOrder, completedDay: string): StatsCounts {
  const counts = emptyCounts();
  const hours = order.execution?.actualHours ?? 0;
  const breakdown = order.workType === 'BRP';
  counts.done = 1;
  counts.hours = hours;
  counts.plannedHours = isEmergency(order) ? 0 : hours;
  counts.breakdowns = breakdown ? 1 : 0;
  counts.breakdownHours = breakdown ? hours : 0;
  counts.onSchedule = order.scheduledFor && mondayOf(order.scheduledFor) === mondayOf(completedDay) ? 1 : 0;
  const cause = order.execution?.failureCause;
  if (cause) counts.causes[cause] = 1;
  for (const delay of order.execution?.delays ?? [])
    counts.delays[delay.code] = (counts.delays[delay.code] ?? 0) + delay.hours;
  if (breakdown) counts.equipment[order.equipmentId] = { n: 1, h: hours };
  return counts;
}

/** `a` + `by` × `b`, key by key. */
export function addCounts(a: StatsCounts, b: StatsCounts, by = 1): StatsCounts {
  const sum = { ...a, causes: { ...a.causes }, delays: { ...a.delays }, equipment: { ...a.equipment } };
  for (const field of STATS_SCALARS) sum[field] += by * b[field];
  for (const [k, n] of Object.entries(b.causes)) sum.causes[k] = (sum.causes[k] ?? 0) + by * n;
  for (const [k, h] of Object.entries(b.delays)) sum.delays[k] = (sum.delays[k] ?? 0) + by * h;
  for (const [k, e] of Object.entries(b.equipment)) {
    const was = sum.equipment[k] ?? { n: 0, h: 0 };
    sum.equipment[k] = { n: was.n + by * e.n, h: was.h + by * e.h };
  }
  return sum;
}

/** Whether a move changes the rollup (firestore.rules statsMoves): a completion, or rework. */
export const movesStats = (from: string, to: string): boolean =>
  (to === 'workComplete' && from !== 'workComplete') || (from === 'workComplete' && to === 'inProgress');

export interface StatsStep {
  month: string;
  by: 1 | -1;
  /** The order's contribution (added when `by` is 1, taken back when −1). */
  counts: StatsCounts;
}

/**
 * What moving an order to `to` does to the rollup: a completion at `now` (ISO, the `completedAt`
 * the move writes) adds the order as it is after the move (`order` with the move's changes) to
 * the month of `now`; rework takes back what the completion added (the order as stored, completed
 * at its `completedAt`) from that month.
 */
export function statsOfMove(order: StatsOrder, to: string, now: string): StatsStep | null {
  if (!order.raisedAt || !movesStats(order.status, to)) return null;
  if (to === 'workComplete')
    return { month: statsMonthOf(now), by: 1, counts: contributionOf(order, dayOf(new Date(now))) };
  const completedAt = completedAtOf(order) ?? now;
  return { month: statsMonthOf(completedAt), by: -1, counts: contributionOf(order, dayOf(new Date(completedAt))) };
}

/** Per month of `months`, what the orders among `orders` completed in it add up to (the admin's rebuild). */
export function recountWorkStats(orders: readonly StatsOrder[], months: readonly string[]): Map<string, StatsCounts> {
  const result = new Map<string, StatsCounts>(months.map((m) => [m, emptyCounts()]));
  for (const order of orders) {
    const completedAt = completedAtOf(order);
    if (!completedAt || !order.raisedAt) continue;
    const month = statsMonthOf(completedAt);
    const counts = result.get(month);
    if (counts) result.set(month, addCounts(counts, contributionOf(order, dayOf(new Date(completedAt)))));
  }
  return result;
}

/**
 * A step as the fields of a merge (the work service's write; the rules tests use it too): every
 * scalar, and only the map keys that move — an empty map in a merge would replace the stored one.
 * `inc` is Firestore's increment().
 */
export function statsFields(step: StatsStep, inc: (n: number) => unknown): Record<string, unknown> {
  const moved = <T>(entries: Record<string, T>, f: (v: T) => unknown) =>
    Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, f(v)]));
  // `|| 0`: −1 × 0 is −0, which Firestore stores as a double, and an int counter would turn into one.
  const by = (n: number) => inc(step.by * n || 0);
  const { causes, delays, equipment, ...scalars } = step.counts;
  const fields: Record<string, unknown> = { month: step.month, ...moved(scalars, by) };
  if (Object.keys(causes).length) fields.causes = moved(causes, by);
  if (Object.keys(delays).length) fields.delays = moved(delays, by);
  if (Object.keys(equipment).length) fields.equipment = moved(equipment, (e) => ({ n: by(e.n), h: by(e.h) }));
  return fields;
}

const HOURS_TOLERANCE = 1e-9;

/**
 * Where a stored month differs from a recount: the figures that differ, as 'field' or 'map.key'
 * (a key missing on one side counts 0: rework leaves a cause or a delay code at 0 where a recount
 * has none). Counts must be equal, hours within 1e-9 (increments of fractions carry float dust).
 */
export function statsDrift(stored: StatsCounts | undefined, recount: StatsCounts | undefined): string[] {
  if (!stored || !recount) return stored === recount ? [] : ['month'];
  const off = (a: number, b: number, hours: boolean) => (hours ? Math.abs(a - b) > HOURS_TOLERANCE : a !== b);
  const drift: string[] = STATS_SCALARS.filter((f) => off(stored[f], recount[f], f.endsWith('ours')));
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys(stored.causes, recount.causes))
    if (off(stored.causes[k] ?? 0, recount.causes[k] ?? 0, false)) drift.push(`causes.${k}`);
  for (const k of keys(stored.delays, recount.delays))
    if (off(stored.delays[k] ?? 0, recount.delays[k] ?? 0, true)) drift.push(`delays.${k}`);
  for (const k of keys(stored.equipment, recount.equipment)) {
    const [a, b] = [stored.equipment[k] ?? { n: 0, h: 0 }, recount.equipment[k] ?? { n: 0, h: 0 }];
    if (off(a.n, b.n, false) || off(a.h, b.h, true)) drift.push(`equipment.${k}`);
  }
  return drift;
}
