// The work requests' part of the rules world: valid
// documents as the client writes them, the client's batches (a request or a change with its
// history event), and one stored request per status in the press plant of ./assetFixture.ts.
//
//   .../plants/press/workRequests/WR-20261101-00{i}   i = the status's index in WORK_STATUSES,
//     on pump1 (criticality 7), work type BRP (RIME 56), version 3, raised by bob, assigned to
//     bob, planned, executed (2 h, repair, MNT), with a reason: every gate is met, so a move's
//     refusal in a test is about what the test changes.
import { rankedChange, withRankAt } from './fieldCases';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { recountWorkStats, statsFields, statsOfMove, type StatsOrder } from '../../src/domain/workStats';
import { WORK_STATUSES, type WorkStatus } from '../../src/domain/statusMachine';
import { titleKeywords } from '../../src/lib/keywords';
import { admin, PAST, type Me } from './fixture';
import { PLANT, plantPath, PUMP, seedAssets, SITE, STORED } from './assetFixture';

type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

/** A number not yet used, for new requests. */
export const NEW_NUMBER = 'WR-20261123-4F7K';
/** The seeded request in `status`. */
export const numberOf = (status: WorkStatus) =>
  `WR-20261101-00${WORK_STATUSES.indexOf(status).toString().padStart(2, '0')}`;
export const STORED_VERSION = 3;

export const workPath = (number: string, plant = PLANT, site = SITE, uid = 'alice', company = uid) =>
  `${plantPath(plant, site, uid, company)}/workRequests/${number}`;
export const historyPath = (number: string, version: number, plant = PLANT) =>
  `${workPath(number, plant)}/history/v${version}`;

export const PLAN = { estimatedHours: 4, craft: 'Mechanical', assignees: ['bob'], permits: ['CWP'], materials: [] };
export const EXECUTION = { actualHours: 2, action: 'repair', failureCause: 'MNT', delays: [], startedAt: PAST };

/** A new request as any member raises it: on pump1, BRP, RIME 7 × 8. */
export const raisedWork = (me: Me, number = NEW_NUMBER, extra: Doc = {}): Doc =>
  withRankAt({
    number,
    title: 'Pump leaks at the seal',
    keywords: titleKeywords('Pump leaks at the seal'),
    description: 'Drips under the coupling.',
    equipmentId: PUMP,
    equipmentTag: STORED[PUMP].tag,
    equipmentName: STORED[PUMP].name,
    criticality: 7,
    workType: 'BRP',
    rime: 56,
    status: 'new',
    version: 1,
    raisedBy: me.uid,
    raisedByName: `${me.uid} Test`,
    raisedAt: Timestamp.now(),
    updatedAt: serverTimestamp(),
    updatedBy: me.uid,
    reason: null,
    plan: null,
    scheduledFor: null,
    execution: null,
    assignees: [],
    ...extra,
  });

/** Today's UTC day: the stored orders are scheduled for it, so a completion now is on schedule. */
export const TODAY = new Date().toISOString().slice(0, 10);
/** The stored done orders were completed at its start: this month's figures count them. */
export const COMPLETED = Timestamp.fromDate(new Date(`${TODAY}T00:00:00Z`));

/** The request as stored in `status` (see the header). */
export const storedWork = (status: WorkStatus, extra: Doc = {}): Doc =>
  withRankAt({
    ...raisedWork({ uid: 'bob', email: '' }, numberOf(status)),
    raisedAt: PAST,
    updatedAt: PAST,
    updatedBy: 'dan',
    status,
    version: STORED_VERSION,
    reason: 'Checked on site',
    plan: PLAN,
    scheduledFor: TODAY,
    execution: EXECUTION,
    assignees: ['bob'],
    ...(['workComplete', 'complete', 'closed'].includes(status) ? { completedAt: COMPLETED } : {}),
    ...extra,
  });

export const event = (me: Me, version: number, from: string | null, to: string, extra: Doc = {}): Doc => ({
  version,
  from,
  to,
  by: me.uid,
  at: serverTimestamp(),
  note: '',
  ...extra,
});

export async function seedWork() {
  await seedAssets();
  await admin(async (db) => {
    await Promise.all(WORK_STATUSES.map((s) => setDoc(doc(db, workPath(numberOf(s))), storedWork(s))));
    // The month they were completed in counts them (so rework has something to take back).
    const month = TODAY.slice(0, 7);
    const counts = recountWorkStats(
      WORK_STATUSES.map((s) => asRead(storedWork(s))),
      [month],
    ).get(month)!;
    await setDoc(doc(db, workStatsPath(month)), {
      month,
      ...counts,
      order: null,
      version: null,
      updatedAt: PAST,
      updatedBy: 'alice',
    });
  });
}

/** Stores a changed copy of a seeded request (set-up, rules off). */
export const restore = (status: WorkStatus, extra: Doc) =>
  admin((db) => setDoc(doc(db, workPath(numberOf(status))), storedWork(status, extra)));

/** Raising a request: the request and its history event v1, in one batch. */
export function raise(
  db: Firestore,
  me: Me,
  change: { work?: Change; event?: Change; skipEvent?: boolean; number?: string } = {},
) {
  const { work = same, number = NEW_NUMBER } = change;
  const batch = writeBatch(db);
  batch.set(doc(db, workPath(number)), rankedChange(work)(raisedWork(me, number)));
  if (!change.skipEvent) batch.set(doc(db, historyPath(number, 1)), (change.event ?? same)(event(me, 1, null, 'new')));
  return batch.commit();
}

/**
 * A change of the seeded request in `from` (a move when `to` differs), as the client writes it:
 * update of the request (status, next version, stamps, and `fields`) and the history event of
 * the new version, in one batch. `skipWork` / `skipEvent` leave one of the two out.
 * A move to Work Complete stamps `completedAt` with the time of the write (the client stamps the
 * device's time, which the server's is; `fields` may override it).
 */
export const workStatsPath = (month: string, plant = PLANT) => `${plantPath(plant)}/workStats/${month}`;

/** The seeded request as the work service reads it (timestamps as ISO text). */
export function asRead(data: Doc): StatsOrder {
  const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : (v as string | null));
  const execution = data.execution as Doc | null;
  return {
    ...(data as unknown as StatsOrder),
    raisedAt: iso(data.raisedAt),
    completedAt: iso(data.completedAt ?? null),
    updatedAt: iso(data.updatedAt ?? null),
    execution: execution && ({ ...execution, startedAt: iso(execution.startedAt) } as StatsOrder['execution']),
  };
}

/**
 * Adds the work-figures step of the order at `path` (read as stored, rules off) moving to `to`
 * with `fields`, as the work service writes it; `change` edits the written fields. Nothing when
 * the move does not count.
 */
export async function addStats(
  batch: ReturnType<typeof writeBatch>,
  db: Firestore,
  me: Me,
  path: string,
  to: WorkStatus,
  version: number,
  fields: Doc = {},
  change: Change = same,
) {
  let stored: Doc | undefined;
  await admin(async (a) => {
    stored = (await getDoc(doc(a, path))).data();
  });
  if (!stored) return;
  const order = to === 'workComplete' ? { ...stored, ...fields } : stored;
  // A completion counts in the month of its completedAt: the device's time the move writes, now
  // when it writes the server's.
  const at = fields.completedAt instanceof Timestamp ? fields.completedAt.toDate() : new Date();
  const step = statsOfMove(asRead(order), to, at.toISOString());
  if (!step) return;
  batch.set(
    doc(db, path.replace(/workRequests\/[^/]+$/, `workStats/${step.month}`)),
    change({
      ...statsFields(step, increment),
      order: stored.number,
      version,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
    }),
    { merge: true },
  );
}

export async function change(
  db: Firestore,
  me: Me,
  from: WorkStatus,
  to: WorkStatus,
  opts: {
    fields?: Doc;
    event?: Change;
    skipWork?: boolean;
    skipEvent?: boolean;
    version?: number;
    skipStats?: boolean;
    stats?: Change;
  } = {},
) {
  const number = numberOf(from);
  const version = opts.version ?? STORED_VERSION + 1;
  const batch = writeBatch(db);
  if (!opts.skipWork) {
    batch.update(doc(db, workPath(number)), {
      status: to,
      version,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
      ...(to === 'workComplete' && from !== 'workComplete' ? { completedAt: serverTimestamp() } : {}),
      // Rework clears the completion, as the client does.
      ...(from === 'workComplete' && to === 'inProgress' ? { completedAt: null } : {}),
      ...opts.fields,
    });
  }
  if (!opts.skipEvent) {
    batch.set(doc(db, historyPath(number, version)), (opts.event ?? same)(event(me, version, from, to)));
  }
  if (!opts.skipStats) await addStats(batch, db, me, workPath(number), to, version, opts.fields, opts.stats);
  return batch.commit();
}
