// The work-order figures rollup of the demo data: per plant and per month the orders were
// completed in (UTC), what their completed work adds up to — `workStats/{yyyy-mm}` as an admin's rebuild
// writes it (order and version null). The seed writes it for every demo plant from all the orders
// it writes there (work orders, preventive orders, contract visits), and the bench for its
// plants, so the dashboard reads real figures. The figures are the app's own recount
// (src/domain/workStats.ts) of the seed's orders, their times read as the app stores them.
import {
  emptyCounts,
  completedAtOf,
  recountWorkStats,
  type StatsCounts,
  statsMonthOf,
  type StatsOrder,
} from '../src/domain/workStats';

export { emptyCounts };

/** A seed time (Date, ISO text or a Firestore-like timestamp) as ISO text; null when none. */
function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') return new Date(value).toISOString();
  const t = value as { toDate?: () => Date; seconds?: number; nanoseconds?: number };
  if (typeof t.toDate === 'function') return t.toDate().toISOString();
  if (typeof t.seconds === 'number') return new Date(t.seconds * 1000 + (t.nanoseconds ?? 0) / 1e6).toISOString();
  return null;
}

/** A seed order's data as the recount reads an order. */
function statsOrder(order: object): StatsOrder {
  const data = order as Record<string, unknown>;
  const execution = data.execution as (Record<string, unknown> & { startedAt?: unknown }) | null | undefined;
  return {
    ...data,
    raisedAt: iso(data.raisedAt),
    completedAt: iso(data.completedAt),
    updatedAt: iso(data.updatedAt),
    execution: execution ? { ...execution, startedAt: iso(execution.startedAt) } : null,
  } as StatsOrder;
}

/**
 * The rollup of `orders` (the seed's orders of ONE plant): a Map, in month order, of every month
 * an order was completed in to what the orders completed in it add up to.
 */
export function workStatsMonths(orders: readonly { data: object }[]): Map<string, StatsCounts> {
  const read = orders.map(({ data }) => statsOrder(data)).filter((o) => o.raisedAt);
  const done = read.flatMap((o) => completedAtOf(o) ?? []);
  const months = [...new Set(done.map(statsMonthOf))].sort();
  return recountWorkStats(read, months);
}

/**
 * The rollup documents of `orders` (any plants) under company `uid`: [path, data] per plant and
 * month, as an admin's rebuild writes them.
 */
export function workStatsDocuments(
  uid: string,
  orders: readonly { site: string; plant: string; data: object }[],
  now = new Date(),
): [string, Record<string, unknown>][] {
  const byPlant = new Map<string, { data: object }[]>();
  for (const order of orders) {
    const key = `sites/${order.site}/plants/${order.plant}`;
    byPlant.set(key, [...(byPlant.get(key) ?? []), order]);
  }
  return [...byPlant].flatMap(([key, list]) =>
    [...workStatsMonths(list)].map(([month, counts]): [string, Record<string, unknown>] => [
      `users/${uid}/companies/${uid}/${key}/workStats/${month}`,
      { month, ...counts, order: null, version: null, updatedAt: now, updatedBy: uid },
    ]),
  );
}
