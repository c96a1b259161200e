// Schedule compliance by SMRP 5.4.4: the work a week's schedule held when the week began, and how
// much of it was done by the week's end — by orders and by hours. Pure: the freezing saga, the
// dashboard's count, the seed and the tests share it.
//
// A week's schedule is frozen once, by the first device of the plant that is online in that week
// (there is no server of ours to do it at midnight): every order scheduled for a day of the week
// then, whatever its status (an order done on Monday keeps its scheduled day), with its estimated
// hours. Work moved into the week later is a break-in, not in the baseline; work moved out before
// the freeze is missed by it (the cost of freezing late, said in the help).
import { addDays, mondayOf } from '../lib/days';

/** At most this many orders in one week's frozen schedule (a document's sensible size). */
export const FROZEN_WEEK_LIMIT = 500;

/** Statuses whose orders are not scheduled work (it ended without being done). */
const NOT_WORK = new Set(['workRequestRejected', 'cancelled']);

/** A week's schedule as it stood when frozen. */
export interface FrozenWeek {
  /** The week's Monday, yyyy-mm-dd (also the document id). */
  monday: string;
  /** Order number → its estimated hours when frozen (0 without an estimate). */
  orders: Record<string, number>;
  /** Their number and their hours. */
  count: number;
  hours: number;
}

export interface SchedulableOrder {
  number: string;
  status: string;
  scheduledFor: string | null;
  plan: { estimatedHours: number } | null;
}

/** The frozen schedule of the week starting `monday` from the orders scheduled now. */
export function frozenWeekOf(orders: readonly SchedulableOrder[], monday: string): FrozenWeek {
  const sunday = addDays(monday, 6);
  const held = orders
    .filter((o) => o.scheduledFor && o.scheduledFor >= monday && o.scheduledFor <= sunday && !NOT_WORK.has(o.status))
    .sort((a, b) => a.number.localeCompare(b.number))
    .slice(0, FROZEN_WEEK_LIMIT);
  const entries = held.map((o) => [o.number, o.plan?.estimatedHours ?? 0] as const);
  return {
    monday,
    orders: Object.fromEntries(entries),
    count: entries.length,
    hours: entries.reduce((sum, [, h]) => sum + h, 0),
  };
}

/** What was done of one frozen week by its end: orders and their frozen hours. */
export interface WeekOutcome {
  monday: string;
  count: number;
  hours: number;
  doneCount: number;
  doneHours: number;
}

export interface ScheduleCompliance {
  weeks: number;
  count: number;
  hours: number;
  doneCount: number;
  doneHours: number;
  /** Done ÷ frozen, by orders and by hours; null when nothing was frozen. */
  byOrders: number | null;
  byHours: number | null;
}

export function scheduleCompliance(weeks: readonly WeekOutcome[]): ScheduleCompliance {
  const sum = weeks.reduce(
    (s, w) => ({
      count: s.count + w.count,
      hours: s.hours + w.hours,
      doneCount: s.doneCount + w.doneCount,
      doneHours: s.doneHours + w.doneHours,
    }),
    { count: 0, hours: 0, doneCount: 0, doneHours: 0 },
  );
  return {
    weeks: weeks.length,
    ...sum,
    byOrders: sum.count > 0 ? sum.doneCount / sum.count : null,
    byHours: sum.hours > 0 ? sum.doneHours / sum.hours : null,
  };
}

/**
 * The weeks a period measures: those whose Monday falls in `from`…`to` (yyyy-mm-dd) and that
 * have ended by `today` (a week in progress would read low until its Sunday).
 */
export function measuredWeeks(from: string, to: string, today: string): string[] {
  const weeks: string[] = [];
  const first = mondayOf(from) < from ? addDays(mondayOf(from), 7) : mondayOf(from);
  for (let monday = first; monday <= to && addDays(monday, 7) <= today; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Groups of at most `size` (a query's `in` takes 30 values). */
export const chunks = <T>(items: readonly T[], size = 30): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
