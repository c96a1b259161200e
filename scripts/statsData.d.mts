// Types of statsData.mjs for the TypeScript tests that import it.
import type { StatsCounts } from '../src/services/firebase/stats';

export function emptyCounts(): StatsCounts;
export function workStatsMonths(orders: { data: Record<string, unknown> }[]): Map<string, StatsCounts>;
export function workStatsDocuments(
  uid: string,
  orders: { site: string; plant: string; data: Record<string, unknown> }[],
  now?: Date,
): [string, Record<string, unknown>][];
