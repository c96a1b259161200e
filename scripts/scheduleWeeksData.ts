// The demo's frozen weekly schedules (domain/scheduleWeeks.ts): for each demo plant and each week
// of the last quarter up to this one, the orders scheduled for its days, as the first device
// online that week would have frozen them (the seed's orders keep the day they were scheduled
// for, done or not), so the dashboard's schedule compliance (SMRP 5.4.4) has weeks to measure.
import { frozenWeekOf, type SchedulableOrder } from '../src/domain/scheduleWeeks';
import { addDays, dayOf, mondayOf } from '../src/lib/days';

/** How many weeks back from this one the demo freezes. */
export const FROZEN_WEEKS = 13;

export function frozenWeekDocuments(
  uid: string,
  orders: readonly { site: string; plant: string; data: object }[],
  now: Date,
): [string, Record<string, unknown>][] {
  const thisMonday = mondayOf(dayOf(now));
  const byPlant = new Map<string, SchedulableOrder[]>();
  for (const { site, plant, data } of orders) {
    const key = `users/${uid}/companies/${uid}/sites/${site}/plants/${plant}`;
    byPlant.set(key, [...(byPlant.get(key) ?? []), data as SchedulableOrder]);
  }
  return [...byPlant].flatMap(([plantPath, list]) =>
    Array.from({ length: FROZEN_WEEKS + 1 }, (_, i) => addDays(thisMonday, -7 * i)).flatMap(
      (monday): [string, Record<string, unknown>][] => {
        const week = frozenWeekOf(list, monday);
        return week.count ? [[`${plantPath}/scheduleWeeks/${monday}`, { ...week, frozenAt: now, frozenBy: uid }]] : [];
      },
    ),
  );
}
