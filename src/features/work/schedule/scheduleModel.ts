// The weekly grid: the scheduled orders grouped by craft and day, each craft's planned hours for
// the week against its crew capacity. Pure, so the page and the tests share it.
import type { WorkRow } from '../workSlice';
import { isDay } from '../../../lib/days';

export interface CraftWeek {
  /** The plan's craft; '' for orders planned without one. */
  craft: string;
  /** Day (yyyy-mm-dd) → the orders on it, highest RIME first. */
  byDay: Record<string, WorkRow[]>;
  /** Orders with no day yet. */
  unscheduled: WorkRow[];
  /** Estimated hours of the orders on this week's days. */
  hours: number;
  /** Weekly crew hours; null when none is set. */
  capacity: number | null;
}

export const hoursOf = (order: WorkRow): number => order.plan?.estimatedHours ?? 0;
export const craftOf = (order: WorkRow): string => order.plan?.craft.trim() ?? '';
const byRime = (a: WorkRow, b: WorkRow) => b.rime - a.rime || a.number.localeCompare(b.number);

/** Round to a tenth of an hour for display (0.1 + 0.2 reads 0.3). */
export const roundHours = (hours: number): number => Math.round(hours * 10) / 10;

export function weekGrid(orders: WorkRow[], days: string[], capacity: Record<string, number>): CraftWeek[] {
  const crafts = new Map<string, CraftWeek>();
  const craftWeek = (craft: string) => {
    let week = crafts.get(craft);
    if (!week) {
      week = { craft, byDay: Object.fromEntries(days.map((d) => [d, []])), unscheduled: [], hours: 0, capacity: null };
      crafts.set(craft, week);
    }
    return week;
  };
  for (const order of orders) {
    const day = order.scheduledFor;
    if (!isDay(day)) craftWeek(craftOf(order)).unscheduled.push(order);
    else if (days.includes(day)) {
      const week = craftWeek(craftOf(order));
      week.byDay[day].push(order);
      week.hours += hoursOf(order);
    }
  }
  // Crafts with a capacity show even in a week without work for them.
  for (const craft of Object.keys(capacity)) craftWeek(craft);
  return [...crafts.values()]
    .map((week) => ({
      ...week,
      hours: roundHours(week.hours),
      capacity: capacity[week.craft] ?? null,
      unscheduled: week.unscheduled.sort(byRime),
      byDay: Object.fromEntries(Object.entries(week.byDay).map(([d, list]) => [d, list.sort(byRime)])),
    }))
    .sort((a, b) => (a.craft === '' ? 1 : b.craft === '' ? -1 : a.craft.localeCompare(b.craft)));
}

/**
 * A member's name from the company record; someone no longer in it (a removed member, or one who
 * deleted their account) is `former` ("a former member"), once the record is known.
 */
export function nameOf(
  users: { id: string; firstName: string; lastName: string; email: string }[] | undefined,
  former: string,
) {
  const names = new Map((users ?? []).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
  return (uid: string) => names.get(uid) ?? (users ? former : uid);
}
