// Downtime (domain/downtime.ts): each plant's stops, each equipment's run state and the monthly
// downtime rollup. Converters that refuse damaged data, the live lists the equipment page, the
// order page and the dashboard show, and the offline-first writes: recording a stop (open, or
// closed at once) and putting the equipment back in service, each one batch with the run state
// and, when a stop ends, its month of the rollup. firestore.rules checks each batch whole
// (docs/architecture.md, "Downtime").
import type * as FirestoreSdk from 'firebase/firestore';
import {
  addDowntime,
  DOWNTIME_REASONS,
  type DowntimeCounts,
  downtimeMonthOf,
  downtimeOfStop,
  type DowntimeMonth,
  emptyDowntime,
  recodeStep,
  recountDowntime,
  type RunState,
  type Stop,
  stopSeconds,
} from '../../domain/downtime';
import { CODE_PATTERNS, type FailureCoding, parseCodeKey } from '../../domain/failureCodes';
import { monthsSpan } from '../../domain/kpis';
import { readAllFromServer } from './paged';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import { newId } from '../../lib/ids';
import { type Listener, type LiveDoc, type LiveList, subscribe } from './live';
import { type FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

export type { DowntimeMonth, RunState, Stop } from '../../domain/downtime';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX = 1e12;
/** How many of an equipment's stops its page lists (newest first). */
export const STOPS_SHOWN = 100;

export const downtimePaths = {
  stops: (k: PlantKey) => `${paths.plant(k)}/stops`,
  stop: (k: PlantKey, id: string) => `${paths.plant(k)}/stops/${id}`,
  runStates: (k: PlantKey) => `${paths.plant(k)}/runStates`,
  runState: (k: PlantKey, eqid: string) => `${paths.plant(k)}/runStates/${eqid}`,
  months: (k: PlantKey) => `${paths.plant(k)}/downtimeStats`,
  month: (k: PlantKey, month: string) => `${paths.plant(k)}/downtimeStats/${month}`,
};

/** A stored failure coding (null when absent). */
export function parseFailureCoding(r: FieldReader, field: string): FailureCoding | null {
  if (r.raw(field) == null) return null;
  const f = r.child(field);
  return {
    equipmentClass:
      f.nullableString('equipmentClass', { max: 24, pattern: CODE_PATTERNS.equipmentClass }) ??
      f.fail('equipmentClass', 'is missing'),
    mode: f.nullableString('mode', { max: 8, pattern: CODE_PATTERNS.mode }) ?? f.fail('mode', 'is missing'),
    mechanism: f.nullableString('mechanism', { max: 3, pattern: CODE_PATTERNS.mechanism }),
    cause: f.nullableString('cause', { max: 35, pattern: CODE_PATTERNS.cause }),
    by: f.string('by', { max: 128 }),
  };
}

export function parseStop(id: string, r: FieldReader): Stop {
  const backAt = r.timestamp('backAt', { optional: true });
  const seconds = r.raw('seconds') == null ? null : r.integer('seconds', 0, MAX);
  if ((backAt === null) !== (seconds === null)) r.fail('seconds', 'does not match backAt');
  return {
    failure: parseFailureCoding(r, 'failure'),
    id,
    equipmentId: r.string('equipmentId', { max: 128 }),
    stoppedAt: r.timestamp('stoppedAt')!,
    backAt,
    reason: r.oneOf('reason', DOWNTIME_REASONS),
    order: r.nullableString('order', { max: 200 }),
    note: r.string('note', { max: 500 }),
    by: r.string('by', { max: 128 }),
    byName: r.string('byName', { max: 200 }),
    closedBy: r.nullableString('closedBy', { max: 128 }),
    seconds,
  };
}

export function parseRunState(id: string, r: FieldReader): RunState {
  const reason = r.raw('reason') == null ? null : r.oneOf('reason', DOWNTIME_REASONS);
  return {
    equipmentId: id,
    stop: r.nullableString('stop', { max: 128 }),
    stoppedAt: r.timestamp('stoppedAt', { optional: true }),
    reason,
    lastBackAt: r.timestamp('lastBackAt', { optional: true }),
  };
}

export function parseDowntimeMonth(id: string, r: FieldReader): DowntimeMonth {
  const month = r.string('month', { max: 7 });
  if (!MONTH.test(month) || month !== id) r.fail('month', 'is not the month of its document');
  const mapOf = (field: string) => {
    const raw = r.raw(field);
    if (raw === undefined) return {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) r.fail(field, 'is not a map');
    return raw as Record<string, unknown>;
  };
  const reasons: DowntimeMonth['reasons'] = {};
  const reasonReader = r.child('reasons');
  for (const key of Object.keys(mapOf('reasons'))) {
    if (!(DOWNTIME_REASONS as readonly string[]).includes(key)) r.fail(`reasons.${key}`, 'is not a downtime reason');
    reasons[key as keyof DowntimeMonth['reasons']] = reasonReader.integer(key, 0, MAX);
  }
  const equipment: DowntimeMonth['equipment'] = {};
  const all = r.child('equipment');
  for (const eqid of Object.keys(mapOf('equipment'))) {
    const e = all.child(eqid);
    equipment[eqid] = { s: e.integer('s', 0, MAX), f: e.integer('f', 0, MAX), fs: e.integer('fs', 0, MAX) };
  }
  const codes: DowntimeMonth['codes'] = {};
  const allCodes = r.child('codes');
  for (const key of Object.keys(mapOf('codes'))) {
    if (!parseCodeKey(key)) r.fail(`codes.${key}`, 'is not a failure code');
    const c = allCodes.child(key);
    codes[key] = { n: c.integer('n', 0, MAX), s: c.integer('s', 0, MAX) };
  }
  return {
    month,
    codes,
    stops: r.integer('stops', 0, MAX),
    seconds: r.integer('seconds', 0, MAX),
    failures: r.integer('failures', 0, MAX),
    failureSeconds: r.integer('failureSeconds', 0, MAX),
    reasons,
    equipment,
  };
}

type Sdk = typeof FirestoreSdk;
const converters = {
  stop: converter((r, s) => parseStop(s.id, r)),
  runState: converter((r, s) => parseRunState(s.id, r)),
  month: converter((r, s) => parseDowntimeMonth(s.id, r)),
};

export function downtimeRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    stops: (k: PlantKey) => sdk.collection(db, downtimePaths.stops(k)).withConverter(converters.stop),
    runState: (k: PlantKey, eqid: string) =>
      sdk.doc(db, downtimePaths.runState(k, eqid)).withConverter(converters.runState),
    runStates: (k: PlantKey) => sdk.collection(db, downtimePaths.runStates(k)).withConverter(converters.runState),
    months: (k: PlantKey) => sdk.collection(db, downtimePaths.months(k)).withConverter(converters.month),
  };
}

/** One equipment's stops, newest first (the last STOPS_SHOWN). */
export function subscribeEquipmentStops(k: PlantKey, eqid: string, listener: Listener<LiveList<Stop>>): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        downtimeRefs(sdk, db).stops(k),
        sdk.where('equipmentId', '==', eqid),
        sdk.orderBy('stoppedAt', 'desc'),
        sdk.limit(STOPS_SHOWN),
      ),
    listener,
  );
}

/** The stops recorded on one work order (a handful), in any order. */
export function subscribeOrderStops(k: PlantKey, order: string, listener: Listener<LiveList<Stop>>): () => void {
  return subscribe((sdk, db) => sdk.query(downtimeRefs(sdk, db).stops(k), sdk.where('order', '==', order)), listener);
}

/** One equipment's run state (null item: it has never stopped). */
export function subscribeRunState(k: PlantKey, eqid: string, listener: Listener<LiveDoc<RunState>>): () => void {
  return subscribe((sdk, db) => downtimeRefs(sdk, db).runState(k, eqid), listener);
}

/** The plant's equipment stopped now. */
export function subscribeStoppedNow(k: PlantKey, listener: Listener<LiveList<RunState>>): () => void {
  return subscribe((sdk, db) => sdk.query(downtimeRefs(sdk, db).runStates(k), sdk.where('stop', '!=', null)), listener);
}

/** The rollup months from `first` to `last` ('yyyy-mm'). */
export function downtimeMonthsQuery(sdk: Sdk, db: FirestoreSdk.Firestore, k: PlantKey, first: string, last: string) {
  return sdk.query(downtimeRefs(sdk, db).months(k), sdk.where('month', '>=', first), sdk.where('month', '<=', last));
}

/** Who writes, as the rules check it: their uid and their name as their membership has it. */
export interface Writer {
  uid: string;
  name: string;
}

export interface NewStop {
  equipmentId: string;
  /** ISO, whole minutes. */
  stoppedAt: string;
  /** ISO, whole minutes; null: still stopped. */
  backAt: string | null;
  reason: Stop['reason'];
  order: string | null;
  note: string;
}

type Batch = Pick<FirestoreSdk.WriteBatch, 'set' | 'update'>;

/**
 * The month of the rollup a closing moves, as a merge: every figure by the stop's, only the map
 * keys that move (an empty map in a merge would replace the stored one).
 */
function monthFields(sdk: Sdk, stop: Pick<Stop, 'id' | 'equipmentId' | 'reason' | 'seconds'>, by: string) {
  const step = downtimeOfStop(stop);
  const inc = sdk.increment;
  const eq = step.equipment[stop.equipmentId];
  return {
    month: '',
    stops: inc(step.stops),
    seconds: inc(step.seconds),
    failures: inc(step.failures),
    failureSeconds: inc(step.failureSeconds),
    reasons: { [stop.reason]: inc(step.seconds) },
    equipment: { [stop.equipmentId]: { s: inc(eq.s), f: inc(eq.f), fs: inc(eq.fs) } },
    last: stop.id,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: by,
  };
}

/**
 * The writes of a new stop (open, or closed at once), given the equipment's run state as last
 * seen: the stop, the run state and, when closed, its month. Exported for the rules tests, which
 * check the app's own batch.
 */
export function writeNewStop(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: PlantKey,
  id: string,
  input: NewStop,
  lastBackAt: string | null,
  who: Writer,
): void {
  const at = (iso: string) => sdk.Timestamp.fromDate(new Date(iso));
  const seconds = input.backAt ? stopSeconds(input.stoppedAt, input.backAt) : null;
  batch.set(sdk.doc(db, downtimePaths.stop(k, id)), {
    equipmentId: input.equipmentId,
    stoppedAt: at(input.stoppedAt),
    backAt: input.backAt ? at(input.backAt) : null,
    reason: input.reason,
    order: input.order,
    note: input.note,
    by: who.uid,
    byName: who.name,
    closedBy: input.backAt ? who.uid : null,
    seconds,
  });
  batch.set(sdk.doc(db, downtimePaths.runState(k, input.equipmentId)), {
    equipmentId: input.equipmentId,
    stop: input.backAt ? null : id,
    stoppedAt: input.backAt ? null : at(input.stoppedAt),
    reason: input.backAt ? null : input.reason,
    lastBackAt: input.backAt ? at(input.backAt) : lastBackAt ? at(lastBackAt) : null,
    last: id,
    by: who.uid,
  });
  if (input.backAt) {
    const month = downtimeMonthOf(input.backAt);
    batch.set(
      sdk.doc(db, downtimePaths.month(k, month)),
      { ...monthFields(sdk, { id, equipmentId: input.equipmentId, reason: input.reason, seconds }, who.uid), month },
      { merge: true },
    );
  }
}

/** The writes that put the equipment of an open stop back in service at `backAt` (ISO, whole minutes). */
export function writeBackInService(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: PlantKey,
  stop: Pick<Stop, 'id' | 'equipmentId' | 'stoppedAt' | 'reason'>,
  backAt: string,
  who: Writer,
): void {
  const at = sdk.Timestamp.fromDate(new Date(backAt));
  const seconds = stopSeconds(stop.stoppedAt, backAt);
  batch.update(sdk.doc(db, downtimePaths.stop(k, stop.id)), { backAt: at, closedBy: who.uid, seconds });
  batch.set(sdk.doc(db, downtimePaths.runState(k, stop.equipmentId)), {
    equipmentId: stop.equipmentId,
    stop: null,
    stoppedAt: null,
    reason: null,
    lastBackAt: at,
    last: stop.id,
    by: who.uid,
  });
  const month = downtimeMonthOf(backAt);
  batch.set(
    sdk.doc(db, downtimePaths.month(k, month)),
    { ...monthFields(sdk, { ...stop, seconds }, who.uid), month },
    { merge: true },
  );
}

/**
 * The writes that code (or code again) a closed failure: the stop's coding, and its month's
 * `codes` map moved from the old key to the new one (recodeStep). Exported for the rules tests.
 */
export function writeFailureCoding(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: PlantKey,
  stop: Pick<Stop, 'id' | 'backAt' | 'seconds' | 'failure'>,
  coding: Omit<FailureCoding, 'by'>,
  uid: string,
): void {
  if (!stop.backAt) throw new Error('Only a closed stop is coded.');
  const failure: FailureCoding = { ...coding, by: uid };
  const step = recodeStep(stop, stop.failure, failure);
  batch.update(sdk.doc(db, downtimePaths.stop(k, stop.id)), { failure });
  batch.set(
    sdk.doc(db, downtimePaths.month(k, downtimeMonthOf(stop.backAt))),
    {
      codes: Object.fromEntries(
        Object.entries(step).map(([key, t]) => [key, { n: sdk.increment(t.n), s: sdk.increment(t.s) }]),
      ),
      last: stop.id,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: uid,
    },
    { merge: true },
  );
}

/** Codes a closed failure (offline-first); `record` names the equipment for the sync centre. */
export function queueFailureCoding(
  k: PlantKey,
  stop: Pick<Stop, 'id' | 'backAt' | 'seconds' | 'failure'>,
  coding: Omit<FailureCoding, 'by'>,
  uid: string,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeFailureCoding(batch, sdk, db, k, stop, coding, uid), {
    what: 'downtime',
    values: { step: 'coded' },
    ...label,
  });
}

/** Records a stop (offline-first); `record` names the equipment for the sync centre. */
export function queueStop(
  k: PlantKey,
  input: NewStop,
  lastBackAt: string | null,
  who: Writer,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  const id = newId();
  return queueBatch((batch, sdk, db) => writeNewStop(batch, sdk, db, k, id, input, lastBackAt, who), {
    what: 'downtime',
    values: { step: input.backAt ? 'closed' : 'open' },
    ...label,
  });
}

/** Puts an open stop's equipment back in service (offline-first). */
export function queueBackInService(
  k: PlantKey,
  stop: Pick<Stop, 'id' | 'equipmentId' | 'stoppedAt' | 'reason'>,
  backAt: string,
  who: Writer,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeBackInService(batch, sdk, db, k, stop, backAt, who), {
    what: 'downtime',
    values: { step: 'back' },
    ...label,
  });
}

/** Where a stored month differs from a recount of its stops (figures or map entries), by name. */
export function downtimeDrift(stored: DowntimeCounts, recount: DowntimeCounts): string[] {
  const drift: string[] = (['stops', 'seconds', 'failures', 'failureSeconds'] as const).filter(
    (f) => stored[f] !== recount[f],
  );
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys(stored.reasons, recount.reasons) as (keyof DowntimeCounts['reasons'])[])
    if ((stored.reasons[k] ?? 0) !== (recount.reasons[k] ?? 0)) drift.push(`reasons.${k}`);
  for (const k of keys(stored.codes, recount.codes)) {
    const [a, b] = [stored.codes[k] ?? { n: 0, s: 0 }, recount.codes[k] ?? { n: 0, s: 0 }];
    if (a.n !== b.n || a.s !== b.s) drift.push(`codes.${k}`);
  }
  for (const k of keys(stored.equipment, recount.equipment)) {
    const [a, b] = [stored.equipment[k] ?? { s: 0, f: 0, fs: 0 }, recount.equipment[k] ?? { s: 0, f: 0, fs: 0 }];
    if (a.s !== b.s || a.f !== b.f || a.fs !== b.fs) drift.push(`equipment.${k}`);
  }
  return drift;
}

/**
 * The downtime rollup of `months` recounted from the plant's stops that ended in them (read from
 * the server, page by page), and which stored months had drifted from it. The rebuild writes
 * every month of `months` whole with `downtimeMonthFields` (admins only, by the rules).
 */
export async function recountDowntimeMonths(
  key: PlantKey,
  months: readonly string[],
): Promise<{ months: Map<string, DowntimeCounts>; drifted: string[]; stops: number }> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const stored = await sdk.getDocsFromServer(downtimeMonthsQuery(sdk, db, key, months[0], months[months.length - 1]));
  const before = new Map(stored.docs.map((d) => [d.id, d.data()]));
  const { start: first, end } = monthsSpan(months);
  const stops = await readAllFromServer(
    sdk,
    downtimeRefs(sdk, db).stops(key),
    [sdk.where('backAt', '>=', sdk.Timestamp.fromDate(first)), sdk.where('backAt', '<', sdk.Timestamp.fromDate(end))],
    'backAt',
    () => undefined,
  );
  const counted = recountDowntime(stops);
  const recount = new Map(
    months.map((month) => [month, addDowntime(emptyDowntime(), counted.get(month) ?? emptyDowntime())]),
  );
  const drifted = [...recount]
    .filter(([month, counts]) => downtimeDrift(before.get(month) ?? emptyDowntime(), counts).length)
    .map(([month]) => month);
  return { months: recount, drifted, stops: stops.length };
}

/** A month of the downtime rollup written whole by the rebuild. */
export function downtimeMonthFields(sdk: Sdk, month: string, counts: DowntimeCounts, uid: string) {
  return { month, ...counts, last: null, updatedAt: sdk.serverTimestamp(), updatedBy: uid };
}
