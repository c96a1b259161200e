// Frozen weekly schedules (domain/scheduleWeeks.ts): `…/plants/{plant}/scheduleWeeks/{monday}`,
// written once per week by the first device of the plant online in it, and what the dashboard
// counts against them (SMRP 5.4.4): of each ended week's frozen orders, those completed before the
// week's end, by orders and by their estimated hours — server aggregations, `in` groups of 30
// numbers, so no order is downloaded. firestore.rules checks the frozen document's shape, its
// week and that it is never changed.
import type * as FirestoreSdk from 'firebase/firestore';
import { addDays, dateOf } from '../../lib/days';
import { chunks, type FrozenWeek, frozenWeekOf, type WeekOutcome } from '../../domain/scheduleWeeks';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import { type Listener, type LiveDoc, subscribe } from './live';
import { FieldReader } from './schema';
import { parseWorkRequest } from './work';
import { type QueuedWrite, queueBatch } from './writes';

export type { FrozenWeek, WeekOutcome };

export const scheduleWeekPath = (k: PlantKey, monday: string) => `${paths.plant(k)}/scheduleWeeks/${monday}`;

export function parseFrozenWeek(id: string, r: FieldReader): FrozenWeek {
  const monday = r.string('monday', { max: 10 });
  if (monday !== id) r.fail('monday', 'is not the Monday of its document');
  const raw = r.raw('orders');
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) r.fail('orders', 'is not a map');
  const reader = r.child('orders');
  const orders = Object.fromEntries(Object.keys(raw).map((n) => [n, reader.finite(n, 0, 10_000)]));
  return { monday, orders, count: r.integer('count', 0, 500), hours: r.finite('hours', 0, 1_000_000) };
}

const weekConverter = converter((r, s) => parseFrozenWeek(s.id, r));
/** The start of a local day as a Firestore time. */
const startOf = (sdk: typeof FirestoreSdk, day: string) => {
  const d = dateOf(day);
  d.setHours(0, 0, 0, 0);
  return sdk.Timestamp.fromDate(d);
};

/** The frozen schedule of the week starting `monday` (none while the week is not frozen). */
export function subscribeFrozenWeek(key: PlantKey, monday: string, listener: Listener<LiveDoc<FrozenWeek>>) {
  return subscribe((sdk, db) => sdk.doc(db, scheduleWeekPath(key, monday)).withConverter(weekConverter), listener);
}

/**
 * Freezes the week starting `monday` when nobody has: from the server (offline it rejects, and a
 * later try does it), the orders scheduled for its days now, written once. A second device that
 * froze it first wins; this write then settles quietly (`madeOnce`). Resolves whether it wrote.
 */
export async function freezeWeekIfNeeded(key: PlantKey, monday: string, uid: string): Promise<QueuedWrite | null> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const ref = sdk.doc(db, scheduleWeekPath(key, monday)).withConverter(weekConverter);
  if ((await sdk.getDocFromServer(ref)).exists()) return null;
  const scheduled = await sdk.getDocsFromServer(
    sdk.query(
      sdk.collection(db, paths.workRequests(key)),
      sdk.where('scheduledFor', '>=', monday),
      sdk.where('scheduledFor', '<=', addDays(monday, 6)),
    ),
  );
  const orders = scheduled.docs.flatMap((d) => {
    try {
      return [parseWorkRequest(d.id, new FieldReader(d.ref.path, d.data()))];
    } catch {
      return []; // a damaged order is named where it is listed; it cannot be frozen
    }
  });
  const week = frozenWeekOf(orders, monday);
  return queueBatch(
    (batch, sdkIn, dbIn) =>
      batch.set(sdkIn.doc(dbIn, scheduleWeekPath(key, monday)), {
        ...week,
        frozenAt: sdkIn.serverTimestamp(),
        frozenBy: uid,
      }),
    { what: 'scheduleFreeze', record: monday, link: '/app/work/schedule/weekly', madeOnce: true },
  );
}

/**
 * Of each week in `mondays` (ended weeks), its frozen schedule and how much of it was completed
 * before the week's end; a week nobody froze is in `unfrozen`. Server only.
 */
export async function weekOutcomes(
  key: PlantKey,
  mondays: readonly string[],
): Promise<{ outcomes: WeekOutcome[]; unfrozen: string[] }> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const orders = sdk.collection(db, paths.workRequests(key));
  const outcomes: WeekOutcome[] = [];
  const unfrozen: string[] = [];
  for (const monday of mondays) {
    const stored = await sdk.getDocFromServer(sdk.doc(db, scheduleWeekPath(key, monday)).withConverter(weekConverter));
    const week = stored.exists() ? stored.data() : null;
    if (!week) {
      unfrozen.push(monday);
      continue;
    }
    const end = startOf(sdk, addDays(monday, 7));
    // Count and sum in one request count the orders holding an estimate: every scheduled order
    // has one (Ready-to-Schedule requires it).
    let doneCount = 0;
    let doneHours = 0;
    for (const group of chunks(Object.keys(week.orders).sort())) {
      const { n, h } = (
        await sdk.getAggregateFromServer(
          sdk.query(
            orders,
            sdk.where(sdk.documentId(), 'in', group),
            // A key filter beside a range on another field must range on the key too (Firestore).
            sdk.where(sdk.documentId(), '>=', group[0]),
            sdk.where('completedAt', '<', end),
          ),
          { n: sdk.count(), h: sdk.sum('plan.estimatedHours') },
        )
      ).data();
      doneCount += n;
      doneHours += Number.isFinite(h) ? h : 0;
    }
    outcomes.push({ monday, count: week.count, hours: week.hours, doneCount, doneHours });
  }
  return { outcomes, unfrozen };
}
