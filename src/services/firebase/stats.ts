// The work-order figures rollup (docs/design.md §3): per plant and per month the orders were
// completed in, what their work adds up to. The dashboard reads 12 of these instead of
// every order; the batch that completes (or reworks) an order moves them with increment(), and
// firestore.rules ties each move to that order (docs/architecture.md, "KPI rollup").
import type * as FirestoreSdk from 'firebase/firestore';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { type FieldReader } from './schema';

// The rollup's shape is the domain's (domain/workStats.ts); re-exported for the code that reads it.
export {
  emptyCounts,
  STATS_SCALARS,
  type EquipmentBreakdowns,
  type StatsCounts,
  type WorkStatsMonth,
} from '../../domain/workStats';
import { emptyCounts, STATS_SCALARS, type WorkStatsMonth } from '../../domain/workStats';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX = 1e9;
// Increments of fractional hours leave float dust (1e-15) that may dip below zero.
const clamp = (n: number) => (n < 1e-9 ? 0 : n);

function numberMap(r: FieldReader, field: string, whole: boolean): Record<string, number> {
  const raw = r.raw(field);
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) r.fail(field, 'is not a map');
  const map = r.child(field);
  return Object.fromEntries(
    Object.keys(raw).map((k) => [k, clamp(whole ? map.integer(k, 0, MAX) : map.finite(k, -1, MAX))]),
  );
}

export function parseWorkStatsMonth(id: string, r: FieldReader): WorkStatsMonth {
  const month = r.string('month', { max: 7 });
  if (!MONTH.test(month) || month !== id) r.fail('month', 'is not the month of its document');
  const counts = emptyCounts();
  for (const field of STATS_SCALARS)
    counts[field] = clamp(field.endsWith('ours') ? r.finite(field, -1, MAX) : r.integer(field, 0, MAX));
  counts.causes = numberMap(r, 'causes', true);
  counts.delays = numberMap(r, 'delays', false);
  const raw = r.raw('equipment');
  if (raw !== undefined) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) r.fail('equipment', 'is not a map');
    const all = r.child('equipment');
    for (const eqid of Object.keys(raw)) {
      const entry = all.child(eqid);
      counts.equipment[eqid] = { n: entry.integer('n', 0, MAX), h: clamp(entry.finite('h', -1, MAX)) };
    }
  }
  return { month, ...counts };
}

type Sdk = typeof FirestoreSdk;
export const workStatsConverter = converter((r, s) => parseWorkStatsMonth(s.id, r));

export function statsRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    workStats: (k: PlantKey) => sdk.collection(db, paths.workStats(k)).withConverter(workStatsConverter),
    month: (k: PlantKey, month: string) =>
      sdk.doc(db, paths.workStatsMonth(k, month)).withConverter(workStatsConverter),
  };
}
