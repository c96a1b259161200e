// The work-order figures rollup of the demo data: per plant and per month the orders
// were raised in (UTC), what their completed work adds up to — `workStats/{yyyy-mm}` as an
// admin's rebuild writes it (order and version null). The seed writes it for every demo plant
// from all the orders it writes there (work orders, preventive orders, contract visits), and the
// bench for its plants, so the dashboard reads real figures.
//
// Plain JavaScript for Node: a copy of src/domain/workStats.ts (completedAtOf,
// statsMonthOf, isEmergency, contributionOf, addCounts, recountWorkStats); scripts/statsData.test.ts
// checks that it makes exactly what the app's recount makes of the same orders.
import { addDays, dateOf, dayOf } from './plansData.mjs';

const DAY_MS = 86_400_000;
const DONE_STATUSES = ['workComplete', 'complete', 'closed'];
const SCALARS = ['done', 'hours', 'plannedHours', 'breakdowns', 'breakdownHours', 'onSchedule'];

/** A seed time (Date, ISO text or a Firestore-like timestamp) as a Date; null when none. */
function toDate(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  if (typeof value.toDate === 'function') return value.toDate();
  if (typeof value.seconds === 'number') return new Date(value.seconds * 1000 + (value.nanoseconds ?? 0) / 1e6);
  return null;
}

/** The Monday of the week holding `day` (src/lib/days.ts mondayOf). */
const mondayOf = (day) => addDays(day, -((dateOf(day).getDay() + 6) % 7));

export const emptyCounts = () => ({
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

/** When a done order was completed: its completedAt, else (orders older than completedAt) its last update. */
function completedAtOf(data) {
  return toDate(data.completedAt ?? (DONE_STATUSES.includes(data.status) ? (data.updatedAt ?? null) : null));
}

/** The rollup month of an order: the UTC month it was raised in. */
const statsMonthOf = (raisedAt) => toDate(raisedAt).toISOString().slice(0, 7);

/** A breakdown whose work started within 24 hours of being raised. */
function isEmergency(data) {
  const started = toDate(data.execution?.startedAt ?? null);
  const raised = toDate(data.raisedAt ?? null);
  if (data.workType !== 'BRP' || !started || !raised) return false;
  return started.getTime() - raised.getTime() < DAY_MS;
}

/** What one completed order counts, completed on the local day `completedDay`. */
function contributionOf(data, completedDay) {
  const counts = emptyCounts();
  const hours = data.execution?.actualHours ?? 0;
  const breakdown = data.workType === 'BRP';
  counts.done = 1;
  counts.hours = hours;
  counts.plannedHours = isEmergency(data) ? 0 : hours;
  counts.breakdowns = breakdown ? 1 : 0;
  counts.breakdownHours = breakdown ? hours : 0;
  counts.onSchedule = data.scheduledFor && mondayOf(data.scheduledFor) === mondayOf(completedDay) ? 1 : 0;
  const cause = data.execution?.failureCause;
  if (cause) counts.causes[cause] = 1;
  for (const delay of data.execution?.delays ?? [])
    counts.delays[delay.code] = (counts.delays[delay.code] ?? 0) + delay.hours;
  if (breakdown) counts.equipment[data.equipmentId] = { n: 1, h: hours };
  return counts;
}

function addCounts(a, b) {
  const sum = { ...a, causes: { ...a.causes }, delays: { ...a.delays }, equipment: { ...a.equipment } };
  for (const field of SCALARS) sum[field] += b[field];
  for (const [k, n] of Object.entries(b.causes)) sum.causes[k] = (sum.causes[k] ?? 0) + n;
  for (const [k, h] of Object.entries(b.delays)) sum.delays[k] = (sum.delays[k] ?? 0) + h;
  for (const [k, e] of Object.entries(b.equipment)) {
    const was = sum.equipment[k] ?? { n: 0, h: 0 };
    sum.equipment[k] = { n: was.n + e.n, h: was.h + e.h };
  }
  return sum;
}

/**
 * The rollup of `orders` ([{ data }], the seed's orders of ONE plant): a Map, in month order, of
 * every month an order was raised in to what its completed orders add up to (a month with none
 * completed counts zeros), as recountWorkStats counts them.
 */
export function workStatsMonths(orders) {
  const raised = orders.filter(({ data }) => data.raisedAt);
  const months = [...new Set(raised.map(({ data }) => statsMonthOf(data.raisedAt)))].sort();
  const result = new Map(months.map((m) => [m, emptyCounts()]));
  for (const { data } of raised) {
    const completedAt = completedAtOf(data);
    if (!completedAt) continue;
    const month = statsMonthOf(data.raisedAt);
    result.set(month, addCounts(result.get(month), contributionOf(data, dayOf(completedAt))));
  }
  return result;
}

/**
 * The rollup documents of `orders` ([{ site, plant, data }], any plants) under company `uid`:
 * [path, data] per plant and month, as an admin's rebuild writes them.
 */
export function workStatsDocuments(uid, orders, now = new Date()) {
  const byPlant = new Map();
  for (const order of orders) {
    const key = `sites/${order.site}/plants/${order.plant}`;
    if (!byPlant.has(key)) byPlant.set(key, []);
    byPlant.get(key).push(order);
  }
  return [...byPlant].flatMap(([key, list]) =>
    [...workStatsMonths(list)].map(([month, counts]) => [
      `users/${uid}/companies/${uid}/${key}/workStats/${month}`,
      { month, ...counts, order: null, version: null, updatedAt: now, updatedBy: uid },
    ]),
  );
}
