// The demo work orders (scripts/workData.ts, seeded by `npm start`) against the rules: stored as
// the seed stores them, every one of them can be moved on by the role the status machine names,
// with its history event, as the client writes a move. So the demo data is not only shaped like
// the contract (scripts/workData.test.ts) but is data the rules accept to work with.
// The world is in ./fixture.ts and ./assetFixture.ts (company alice: admin dan, editor bob).
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { EquipmentInput } from '../../src/services/firebase/assets';
import { inCodeOrder } from '../../src/domain/referenceLists';
import { WORK_STATUSES, type WorkStatus } from '../../src/domain/statusMachine';
import { workOrders, type SeedOrder } from '../../scripts/workData.ts';
import { admin, expectRule, meOf, setUpRulesEnvironment, signedIn } from './fixture';
import { addStats } from './workFixture';
import { MOTOR, PLANT, plantPath, PUMP, seedAssets, SITE, STORED } from './assetFixture';

setUpRulesEnvironment('work.seed.rules.test.ts', seedAssets);

const dan = meOf('admin');
const bob = meOf('editor');
const equipment = [PUMP, MOTOR].map((id) => ({ id, input: STORED[id] as unknown as EquipmentInput }));
const orders = workOrders({
  plants: [{ site: SITE, plant: PLANT, equipment }],
  count: 120,
  people: { admin: { uid: dan.uid, name: 'dan Test' }, editor: { uid: bob.uid, name: 'bob Test' } },
});

/** The move each status makes next in the test (one the table allows; terminal ones have none). */
const NEXT: Partial<Record<WorkStatus, WorkStatus>> = {
  new: 'inPlanning',
  awaitingReview: 'rejected',
  inPlanning: 'reliabilityReview',
  reliabilityReview: 'inPlanning',
  awaitingMaterials: 'readyToSchedule',
  readyToSchedule: 'weeklySchedule',
  weeklySchedule: 'dailySchedule',
  dailySchedule: 'inProgress',
  inProgress: 'workComplete',
  workComplete: 'complete',
  complete: 'closed',
};

const path = (o: SeedOrder) => `${plantPath(o.plant, o.site)}/workRequests/${o.number}`;

async function store(o: SeedOrder) {
  await admin(async (db) => {
    await setDoc(doc(db, path(o)), o.data);
    for (const e of o.history) await setDoc(doc(db, `${path(o)}/history/v${e.version}`), e);
  });
}

const cases = WORK_STATUSES.filter((s) => NEXT[s]).flatMap((s) =>
  orders
    .filter((o) => o.data.status === s)
    .slice(0, 2)
    .map((o) => [s, NEXT[s]!, o] as const),
);

describe('demo work orders under the rules', () => {
  it('cover every status that has a move', () => {
    expect(new Set(cases.map(([s]) => s)).size).toBe(Object.keys(NEXT).length);
  });

  it.each(cases.map(([from, to, o]) => [o.number, from, to, o] as const))(
    '%s: %s → %s is accepted',
    async (_n, from, to, o) => {
      await store(o);
      const byEditor = (to === 'inProgress' || to === 'workComplete') && o.data.assignees.includes(bob.uid);
      const me = byEditor ? bob : dan;
      const db = signedIn(me.uid);
      const version = o.data.version + 1;
      const fields: Record<string, unknown> = {};
      if (to === 'rejected') fields.reason = 'Duplicate of another order.';
      if (to === 'readyToSchedule' && !o.data.plan)
        fields.plan = { estimatedHours: 2, craft: 'Mechanical', assignees: [bob.uid], permits: [], materials: [] };
      if (to === 'readyToSchedule' && !o.data.plan) fields.assignees = [bob.uid];
      // Since preventive maintenance, the move to Work Complete stamps completedAt with the server time.
      if (to === 'workComplete') fields.completedAt = serverTimestamp();
      if (to === 'workComplete')
        fields.execution = {
          ...(o.data.execution as object),
          // as workService writes them
          delays: inCodeOrder((o.data.execution as { delays: { code: string }[] }).delays),
          actualHours: 3,
          action: 'repair',
          failureCause: 'MNT',
        };
      const batch = writeBatch(db);
      batch.update(doc(db, path(o)), {
        status: to,
        version,
        updatedAt: serverTimestamp(),
        updatedBy: me.uid,
        ...fields,
      });
      batch.set(doc(db, `${path(o)}/history/v${version}`), {
        version,
        from,
        to,
        by: me.uid,
        at: serverTimestamp(),
        note: typeof fields.reason === 'string' ? fields.reason : '',
      });
      await addStats(batch, db, me, path(o), to, version, fields);
      await expectRule(true, batch.commit());
    },
  );

  it('refuses a move outside the table on a demo order (the check above can fail)', async () => {
    const o = orders.find((x) => x.data.status === 'new')!;
    await store(o);
    const db = signedIn(dan.uid);
    const batch = writeBatch(db);
    batch.update(doc(db, path(o)), { status: 'closed', version: 2, updatedAt: serverTimestamp(), updatedBy: dan.uid });
    batch.set(doc(db, `${path(o)}/history/v2`), {
      version: 2,
      from: 'new',
      to: 'closed',
      by: dan.uid,
      at: serverTimestamp(),
      note: '',
    });
    await expectRule(false, batch.commit());
  });
});
