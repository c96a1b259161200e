// The work-figures rollup under the rules (docs/design.md §3's rollup):
// .../plants/{plant}/workStats/{yyyy-mm} adds up, per month the orders were completed in (UTC), what
// their completed work counts. A member moves it with increment() in the batch that completes an
// order (+ the order's contribution) or sends it back for rework (− it); the step must be exactly
// that order's (figures, month, order, version), and the order's own rule requires it, so no
// completion or rework goes uncounted. An admin may rebuild a month whole. Members read; nobody
// deletes. A refused step is followed by the same write with the right step, accepted, so the
// refusal is about what the case changes.
//
// The world (./workFixture.ts, ./planFixture.ts): one order per status, raised 01.01.2026 00:00
// UTC, BRP on pump1, started when raised (an emergency: no planned hours), 2 h, cause MNT, no
// delays, scheduled for today, bob assigned, version 3; the done ones completed at today's start
// (UTC). This month holds the recount of the three done ones (SEEDED). A completion now is in this
// month, and on schedule.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELAY_CODES } from '../../src/domain/referenceLists';
import { contributionOf, statsFields, statsOfMove, type StatsStep } from '../../src/domain/workStats';
import type { WorkStatus } from '../../src/domain/statusMachine';
import { admin, dbOf, expectRule, FUTURE, meOf, PAST, setUpRulesEnvironment, signedIn, type Me } from './fixture';
import { MOTOR, plantPath, PUMP } from './assetFixture';
import {
  addStats,
  asRead,
  change,
  event,
  EXECUTION,
  historyPath,
  numberOf,
  restore,
  STORED_VERSION,
  TODAY,
  workPath,
  workStatsPath,
} from './workFixture';
import {
  addTally,
  completePmOrder,
  FLOATING_ORDER,
  FLOATING_ORDER_VERSION,
  pmCompliancePath,
  seedPlans,
} from './planFixture';
import { DELETED, describeWritePaths, labeller, MISSING, type WritePath } from './fieldCases';

setUpRulesEnvironment('workStats.rules.test.ts', seedPlans);

type Doc = Record<string, unknown>;
type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

const dan = meOf('admin');
const bob = meOf('editor');
const alice = meOf('owner');
const NEXT = STORED_VERSION + 1;
const MONTH = TODAY.slice(0, 7);
const HOUR = 3_600_000;
const afterRaise = (hours: number) => Timestamp.fromMillis(PAST.toMillis() + hours * HOUR);

const COUNT_KEYS = [
  'done',
  'hours',
  'plannedHours',
  'breakdowns',
  'breakdownHours',
  'onSchedule',
  'causes',
  'delays',
  'equipment',
];
/** This month as seeded: the orders in Work Complete, Complete and Closed (2 h each, emergencies, on schedule). */
const SEEDED = {
  done: 3,
  hours: 6,
  plannedHours: 0,
  breakdowns: 3,
  breakdownHours: 6,
  onSchedule: 3,
  causes: { MNT: 3 },
  delays: {},
  equipment: { [PUMP]: { n: 3, h: 6 } },
};

/** A document as stored, read with the rules off. */
async function stored(path: string) {
  let data: Doc | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

/** The month's figures as stored (the count keys only). */
const storedCounts = async (month = MONTH) => {
  const data = await stored(workStatsPath(month));
  return data && Object.fromEntries(COUNT_KEYS.filter((k) => k in data).map((k) => [k, data[k]]));
};

/** Sets the maps of a step (replacing the ones statsFields made). */
const withMaps =
  (maps: Doc): Change =>
  (d) => ({ ...d, ...maps });

interface Move {
  from: WorkStatus;
  to: WorkStatus;
  fields?: Doc;
  /** Leaves the order's move (and its event) out: only the rollup is written. */
  skipOrder?: boolean;
  /** The step written instead of the move's own (statsOfMove; a move that counts nothing has none). */
  step?: StatsStep;
  /** Writes the step to this month's document (path and `month` field). */
  month?: string;
  /** Also writes a copy of the step to this month's document (path and field). */
  copyTo?: string;
  stats?: Change;
}

/**
 * A change of the seeded order in `from`, as ./workFixture.ts change() writes it, with a step of
 * the test's making: the move's step unless `step` is given, in its month unless `month` is.
 */
async function move(db: Firestore, me: Me, m: Move) {
  const number = numberOf(m.from);
  const batch = writeBatch(db);
  if (!m.skipOrder) {
    batch.update(doc(db, workPath(number)), {
      status: m.to,
      version: NEXT,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
      ...(m.to === 'workComplete' && m.from !== 'workComplete' ? { completedAt: serverTimestamp() } : {}),
      ...(m.from === 'workComplete' && m.to === 'inProgress' ? { completedAt: null } : {}),
      ...m.fields,
    });
    batch.set(doc(db, historyPath(number, NEXT)), event(me, NEXT, m.from, m.to));
  }
  const order = (await stored(workPath(number)))!;
  const completing = m.to === 'workComplete' ? { ...order, ...m.fields } : null;
  const at = completing?.completedAt instanceof Timestamp ? completing.completedAt.toDate() : new Date();
  const step = m.step ?? statsOfMove(asRead(completing ?? order), m.to, at.toISOString())!;
  const write = (month: string) =>
    batch.set(
      doc(db, workStatsPath(month)),
      (m.stats ?? same)({
        ...statsFields({ ...step, month }, increment),
        order: number,
        version: NEXT,
        updatedAt: serverTimestamp(),
        updatedBy: me.uid,
      }),
      { merge: true },
    );
  write(m.month ?? step.month);
  if (m.copyTo) write(m.copyTo);
  return batch.commit();
}

/** The seeded In Progress order completed by `me` (bob is assigned), its step changed by `stats`. */
const complete = (me: Me, stats?: Change) =>
  change(signedIn(me.uid), me, 'inProgress', 'workComplete', stats ? { stats } : {});

/** The seeded Work Complete order sent back by dan, its step changed by `stats`. */
const rework = (stats?: Change, opts: { skipStats?: boolean } = {}) =>
  change(signedIn('dan'), dan, 'workComplete', 'inProgress', { stats, ...opts });

describe('a completion moves its month by the order’s contribution', () => {
  it('the seed: January 2026 counts the three done orders', async () => {
    expect(await storedCounts()).toEqual(SEEDED);
  });

  it('the assigned editor completes with the step; the month is the seed + the order', async () => {
    await expectRule(true, complete(bob));
    expect(await storedCounts()).toEqual({
      done: 4,
      hours: 8,
      plannedHours: 0,
      breakdowns: 4,
      breakdownHours: 8,
      onSchedule: 4,
      causes: { MNT: 4 },
      delays: {},
      equipment: { [PUMP]: { n: 4, h: 8 } },
    });
    expect(await stored(workStatsPath(MONTH))).toMatchObject({
      month: MONTH,
      order: numberOf('inProgress'),
      version: NEXT,
      updatedBy: 'bob',
    });
  });

  it('an admin completes with the step', async () => {
    await expectRule(true, complete(dan));
    expect(await storedCounts()).toMatchObject({ done: 4, hours: 8, onSchedule: 4 });
  });

  it('planned work (QI) with a delay: planned hours, no breakdown, the delay’s code', async () => {
    const execution = { ...EXECUTION, actualHours: 3, delays: [{ code: '1A', hours: 0.5, note: '' }] };
    await restore('inProgress', { workType: 'QI', rime: 49, execution });
    await expectRule(true, complete(bob));
    expect(await storedCounts()).toEqual({
      ...SEEDED,
      done: 4,
      hours: 9,
      plannedHours: 3,
      onSchedule: 4,
      causes: { MNT: 4 },
      delays: { '1A': 0.5 },
    });
  });

  it('five delays, each code once: each code moves by its hours; rework takes each back', async () => {
    const delays = ['1A', '2B', '4D', '5A', '7D'].map((code, i) => ({ code, hours: 0.5 * (i + 1), note: 'n' }));
    await restore('inProgress', { execution: { ...EXECUTION, delays } });
    await expectRule(true, complete(bob));
    const moved = Object.fromEntries(delays.map((d) => [d.code, d.hours]));
    expect((await storedCounts())?.delays).toEqual(moved);
    await restore('workComplete', { execution: { ...EXECUTION, delays } });
    await admin((db) => setDoc(doc(db, workStatsPath(MONTH)), { delays: moved }, { merge: true }));
    await expectRule(false, rework(withMaps({ delays: { [delays[3].code]: increment(-100) } })));
    await expectRule(true, rework());
    expect(Object.values((await storedCounts())?.delays as Record<string, number>).every((h) => h === 0)).toBe(true);
  });

  it('six delays (stored by a modified client): no step proves them, so the completion is refused', async () => {
    const delays = DELAY_CODES.slice(0, 6).map((code) => ({ code, hours: 1, note: '' }));
    await restore('inProgress', { execution: { ...EXECUTION, delays } });
    await expectRule(false, complete(bob));
    expect(await storedCounts()).toEqual(SEEDED);
  });

  it('delays out of the order of their codes are refused (the order keeps them sorted)', async () => {
    await restore('inProgress', { execution: { ...EXECUTION, delays: [...THREE_DELAYS].reverse() } });
    await expectRule(false, complete(bob));
    await restore('inProgress', { execution: { ...EXECUTION, delays: THREE_DELAYS } });
    await expectRule(true, complete(bob));
  });

  it('an order whose lines repeat a code is refused, with its hours summed or with another code beside', async () => {
    const delays = [
      { code: '1A', hours: 1, note: '' },
      { code: '1A', hours: 1, note: '' },
    ];
    await restore('inProgress', { execution: { ...EXECUTION, delays } });
    // The client's sum: 1A +2. Proving it would need a loop, so a repeated code is refused.
    await expectRule(false, complete(bob));
    // Each line "proven" by a one-hour move of 1A, with 2B inflated beside: refused.
    await expectRule(false, complete(bob, withMaps({ delays: { '1A': increment(1), '2B': increment(1e9) } })));
    expect(await storedCounts()).toEqual(SEEDED);
  });

  it('a completion without its step is refused (editor and admin)', async () => {
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'workComplete', { skipStats: true }));
    await expectRule(false, change(signedIn('dan'), dan, 'inProgress', 'workComplete', { skipStats: true }));
    expect(await storedCounts()).toEqual(SEEDED);
  });

  it('a completion with a rebuild of its month (order null) instead of the step is refused', async () => {
    const rebuilt = (d: Doc) => ({ ...d, order: null, version: null });
    await expectRule(false, complete(dan, rebuilt));
    await expectRule(true, complete(dan));
  });
});

// One case per figure: the step as the client writes it for the order, one figure changed.
interface Wrong {
  name: string;
  /** The In Progress order as stored for the case. */
  order?: Doc;
  stats: Change;
}

const QI = { workType: 'QI', rime: 49 };
const THREE_DELAYS = [
  { code: '1A', hours: 1, note: 'Waiting for the permit' },
  { code: '4B', hours: 0.5, note: '' },
  { code: '7D', hours: 2.5, note: 'Crane busy' },
];
const WRONG: Wrong[] = [
  { name: 'done +2', stats: (d) => ({ ...d, done: increment(2) }) },
  { name: 'done +0', stats: (d) => ({ ...d, done: increment(0) }) },
  { name: 'hours off by one (3 for 2 h)', stats: (d) => ({ ...d, hours: increment(3) }) },
  { name: 'hours off by one (1 for 2 h)', stats: (d) => ({ ...d, hours: increment(1) }) },
  {
    name: 'planned hours counted for an emergency breakdown (started when raised)',
    stats: (d) => ({ ...d, plannedHours: increment(2) }),
  },
  {
    name: 'planned hours counted for a breakdown started 23 h after it was raised (still an emergency)',
    order: { execution: { ...EXECUTION, startedAt: afterRaise(23) } },
    stats: (d) => ({ ...d, plannedHours: increment(2) }),
  },
  {
    name: 'planned hours not counted for planned work (QI)',
    order: QI,
    stats: (d) => ({ ...d, plannedHours: increment(0) }),
  },
  {
    name: 'planned hours not counted for a breakdown started 25 h after it was raised',
    order: { execution: { ...EXECUTION, startedAt: afterRaise(25) } },
    stats: (d) => ({ ...d, plannedHours: increment(0) }),
  },
  { name: 'a breakdown counted for planned work (QI)', order: QI, stats: (d) => ({ ...d, breakdowns: increment(1) }) },
  { name: 'a breakdown not counted (BRP)', stats: (d) => ({ ...d, breakdowns: increment(0) }) },
  { name: 'breakdowns +2', stats: (d) => ({ ...d, breakdowns: increment(2) }) },
  { name: 'breakdown hours 1 for 2 h', stats: (d) => ({ ...d, breakdownHours: increment(1) }) },
  {
    name: 'breakdown hours for planned work (QI)',
    order: QI,
    stats: (d) => ({ ...d, breakdownHours: increment(2) }),
  },
  {
    name: 'on schedule +1 with no scheduled week',
    order: { scheduledFor: null },
    stats: (d) => ({ ...d, onSchedule: increment(1) }),
  },
  { name: 'on schedule +2', stats: (d) => ({ ...d, onSchedule: increment(2) }) },
  // Done now, so not in the week it was scheduled for: schedule compliance would be inflated.
  {
    name: 'on schedule +1 for work scheduled in January',
    order: { scheduledFor: '2026-01-14' },
    stats: (d) => ({ ...d, onSchedule: increment(1) }),
  },
  {
    name: 'on schedule +1 for work scheduled a year before',
    order: { scheduledFor: '2025-06-04' },
    stats: (d) => ({ ...d, onSchedule: increment(1) }),
  },
  { name: 'a failure cause other than the order’s', stats: withMaps({ causes: { OPR: increment(1) } }) },
  {
    name: 'a second cause key',
    stats: withMaps({ causes: { MNT: increment(1), OPR: increment(1) } }),
  },
  { name: 'the cause +2', stats: withMaps({ causes: { MNT: increment(2) } }) },
  { name: 'the cause not counted', stats: (d) => ({ ...d, causes: undefined }) },
  {
    name: 'a cause for an order without one (QI, no cause)',
    order: { ...QI, execution: { ...EXECUTION, failureCause: null } },
    stats: withMaps({ causes: { MNT: increment(1) } }),
  },
  {
    name: 'the breakdown on equipment of another id',
    stats: withMaps({ equipment: { [MOTOR]: { n: increment(1), h: increment(2) } } }),
  },
  {
    name: 'the equipment’s n +2',
    stats: withMaps({ equipment: { [PUMP]: { n: increment(2), h: increment(2) } } }),
  },
  {
    name: 'the equipment’s hours 3 for 2 h',
    stats: withMaps({ equipment: { [PUMP]: { n: increment(1), h: increment(3) } } }),
  },
  {
    name: 'a second equipment key',
    stats: withMaps({
      equipment: { [PUMP]: { n: increment(1), h: increment(2) }, [MOTOR]: { n: increment(1), h: increment(2) } },
    }),
  },
  {
    name: 'an extra key in the equipment’s entry',
    stats: withMaps({ equipment: { [PUMP]: { n: increment(1), h: increment(2), late: 1 } } }),
  },
  { name: 'the breakdown’s equipment not counted', stats: (d) => ({ ...d, equipment: undefined }) },
  {
    name: 'equipment counted for planned work (QI)',
    order: QI,
    stats: withMaps({ equipment: { [PUMP]: { n: increment(1), h: increment(2) } } }),
  },
  { name: 'a delay code for an order without delays', stats: withMaps({ delays: { '1A': increment(1) } }) },
  {
    name: 'two delay codes for an order with one delay',
    order: { execution: { ...EXECUTION, delays: [{ code: '1A', hours: 1, note: '' }] } },
    stats: withMaps({ delays: { '1A': increment(1), '2B': increment(1) } }),
  },
  // Delay hours are the order's, line by line: not 1e9 for a one-hour delay.
  {
    name: 'delay hours +1e9 for a one-hour delay',
    order: { execution: { ...EXECUTION, delays: [{ code: '1A', hours: 1, note: '' }] } },
    stats: withMaps({ delays: { '1A': increment(1e9) } }),
  },
  {
    name: 'delay hours 0.5 for a one-hour delay',
    order: { execution: { ...EXECUTION, delays: [{ code: '1A', hours: 1, note: '' }] } },
    stats: withMaps({ delays: { '1A': increment(0.5) } }),
  },
  {
    name: 'a one-hour delay counted under another code',
    order: { execution: { ...EXECUTION, delays: [{ code: '1A', hours: 1, note: '' }] } },
    stats: withMaps({ delays: { '2B': increment(1) } }),
  },
  {
    name: 'the second of three delays inflated',
    order: { execution: { ...EXECUTION, delays: THREE_DELAYS } },
    stats: withMaps({ delays: { '1A': increment(1), '4B': increment(1000), '7D': increment(2.5) } }),
  },
  {
    name: 'one of three delays not counted',
    order: { execution: { ...EXECUTION, delays: THREE_DELAYS } },
    stats: withMaps({ delays: { '1A': increment(1), '7D': increment(2.5) } }),
  },
];

/** Drops the keys set to undefined (a figure left out of the merge). */
const defined = (d: Doc): Doc => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined));

describe('a step with wrong figures is refused, one figure at a time', () => {
  for (const wrong of WRONG) {
    it(`${wrong.name}: refused; the order’s own step: accepted`, async () => {
      if (wrong.order) await restore('inProgress', wrong.order);
      await expectRule(
        false,
        complete(bob, (d) => defined(wrong.stats(d))),
      );
      expect(await storedCounts()).toEqual(SEEDED);
      await expectRule(true, complete(bob));
    });
  }
});

describe('the step names the order’s month, the order and its new version', () => {
  it('in another month than the completion month (document and field): refused', async () => {
    await expectRule(false, move(signedIn('bob'), bob, { from: 'inProgress', to: 'workComplete', month: '2026-02' }));
    await expectRule(true, move(signedIn('bob'), bob, { from: 'inProgress', to: 'workComplete' }));
  });

  it('a copy of the right step in another month, next to it: refused', async () => {
    // The month it was raised in (January 2026): no longer where a completion counts.
    await expectRule(false, move(signedIn('bob'), bob, { from: 'inProgress', to: 'workComplete', copyTo: '2026-01' }));
    await expectRule(false, move(signedIn('dan'), dan, { from: 'inProgress', to: 'workComplete', copyTo: '2025-12' }));
    await expectRule(true, move(signedIn('dan'), dan, { from: 'inProgress', to: 'workComplete' }));
  });

  it('the completion month’s document with another month in its field: refused', async () => {
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, month: '2026-02' })),
    );
  });

  it('naming another order, or another version: refused', async () => {
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, order: numberOf('workComplete') })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, order: numberOf('workComplete'), version: NEXT })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, version: NEXT + 1 })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, version: STORED_VERSION })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, version: String(NEXT) })),
    );
    await expectRule(true, complete(bob));
  });

  it('stamped by its writer now', async () => {
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, updatedBy: 'dan' })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, updatedAt: PAST })),
    );
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, extra: 1 })),
    );
    await expectRule(true, complete(bob));
  });

  it('a step with no move of its order in the batch (only the rollup): refused, even for the owner', async () => {
    for (const me of [bob, dan, alice])
      await expectRule(false, move(signedIn(me.uid), me, { from: 'inProgress', to: 'workComplete', skipOrder: true }));
    expect(await storedCounts()).toEqual(SEEDED);
  });

  // Neither adding the order nor taking it back (as rework would): the move does not count.
  const UNCOUNTED: [from: WorkStatus, to: WorkStatus, me: Me, fields?: Doc][] = [
    ['workComplete', 'complete', dan],
    ['complete', 'closed', dan],
    ['inProgress', 'inProgress', bob, { execution: { ...EXECUTION, actualHours: 3 } }],
  ];
  for (const [from, to, me, fields] of UNCOUNTED)
    it(`${from} → ${to} counts nothing: a step adding or taking back the order is refused`, async () => {
      const order = asRead((await stored(workPath(numberOf(from))))!); // as stored: what rework would take back
      // Completed (or taken back) on the seed's day, so on schedule neither way.
      const counts = contributionOf(order, '2026-01-01');
      for (const by of [1, -1] as const)
        await expectRule(false, move(signedIn(me.uid), me, { from, to, fields, step: { month: MONTH, by, counts } }));
      await expectRule(true, change(signedIn(me.uid), me, from, to, { fields }));
      expect(await storedCounts()).toEqual(SEEDED);
    });
});

describe('rework takes the order back out', () => {
  it('Work Complete → In Progress with the step (s = −1): accepted; the month is the seed − the order', async () => {
    await expectRule(true, rework());
    expect(await storedCounts()).toEqual({
      done: 2,
      hours: 4,
      plannedHours: 0,
      breakdowns: 2,
      breakdownHours: 4,
      onSchedule: 2,
      causes: { MNT: 2 },
      delays: {},
      equipment: { [PUMP]: { n: 2, h: 4 } },
    });
    expect(await stored(workStatsPath(MONTH))).toMatchObject({ order: numberOf('workComplete'), version: NEXT });
  });

  it('rework without its step: refused', async () => {
    await expectRule(false, rework(undefined, { skipStats: true }));
    expect(await storedCounts()).toEqual(SEEDED);
  });

  it('rework that adds instead of taking back, or leaves a figure: refused', async () => {
    await expectRule(
      false,
      rework((d) => ({ ...d, done: increment(1) })),
    );
    await expectRule(
      false,
      rework((d) => ({ ...d, done: increment(0) })),
    );
    await expectRule(
      false,
      rework((d) => ({ ...d, hours: increment(0) })),
    );
    await expectRule(
      false,
      rework((d) => ({ ...d, breakdowns: increment(0) })),
    );
    await expectRule(
      false,
      rework((d) => ({ ...d, breakdownHours: increment(-1) })),
    );
    await expectRule(false, rework(withMaps({ causes: { MNT: increment(1) } })));
    await expectRule(false, rework(withMaps({ equipment: { [PUMP]: { n: increment(1), h: increment(2) } } })));
    await expectRule(
      false,
      rework((d) => ({ ...d, onSchedule: increment(0) })),
    );
    await expectRule(true, rework());
  });

  it('rework of an order its month does not count (done would go below zero): refused', async () => {
    await restore('workComplete', {
      raisedAt: Timestamp.fromDate(new Date('2025-12-15T08:00:00Z')),
      completedAt: Timestamp.fromDate(new Date('2025-12-20T08:00:00Z')),
    });
    // December 2025 does not exist: the step would make it with done −1.
    await expectRule(false, rework());
    // December 2025 rebuilt empty: the same.
    const empty = {
      ...SEEDED,
      done: 0,
      hours: 0,
      breakdowns: 0,
      breakdownHours: 0,
      onSchedule: 0,
      causes: {},
      equipment: {},
    };
    await admin((db) =>
      setDoc(doc(db, workStatsPath('2025-12')), {
        month: '2025-12',
        ...empty,
        order: null,
        version: null,
        updatedAt: PAST,
        updatedBy: 'dan',
      }),
    );
    await expectRule(false, rework());
    // Rebuilt with the order counted: rework takes it back to zero.
    await admin((db) =>
      setDoc(doc(db, workStatsPath('2025-12')), {
        month: '2025-12',
        ...SEEDED,
        done: 1,
        hours: 2,
        plannedHours: 2, // started 17 days after it was raised: planned
        breakdowns: 1,
        onSchedule: 0, // completed in December, scheduled for today
        breakdownHours: 2,
        causes: { MNT: 1 },
        equipment: { [PUMP]: { n: 1, h: 2 } },
        order: null,
        version: null,
        updatedAt: PAST,
        updatedBy: 'dan',
      }),
    );
    await expectRule(true, rework());
    expect(await storedCounts('2025-12')).toEqual({
      ...empty,
      causes: { MNT: 0 },
      equipment: { [PUMP]: { n: 0, h: 0 } },
    });
    expect(await storedCounts()).toEqual(SEEDED);
  });
});

describe('a month stays readable and true to its orders', () => {
  it('the rules’ delay codes are the client’s (referenceLists.ts DELAY_CODES)', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const pattern = new RegExp(/function isDelay\(d\) \{[^}]*?d\.code\.matches\('([^']+)'\)/.exec(rules)![1]);
    const every = [...'0123456789'].flatMap((n) => [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((l) => n + l));
    expect(every.filter((c) => pattern.test(c))).toEqual([...DELAY_CODES]);
  });

  it('a delay code outside 1A–7D is refused, even with the right number of codes', async () => {
    const delays = [{ code: '1A', hours: 1, note: '' }];
    await restore('inProgress', { execution: { ...EXECUTION, delays } });
    await expectRule(
      false,
      complete(bob, (d) => ({ ...d, delays: { ZZ: increment(-5) } })),
    );
    await expectRule(true, complete(bob));
  });

  it('rework of an order counted under no cause (or no equipment) cannot push a counter below zero', async () => {
    // The month counts the order's done and hours, but not under OPR: rework would leave OPR at −1.
    await restore('workComplete', { execution: { ...EXECUTION, failureCause: 'OPR' } });
    await expectRule(false, rework());
    // Nor a breakdown on the motor, which January does not count.
    await restore('workComplete', { equipmentId: MOTOR });
    await expectRule(false, rework());
  });

  it('a done order’s execution and scheduled day stay as counted (even for an admin)', async () => {
    for (const status of ['workComplete', 'complete', 'closed'] as const) {
      await expectRule(
        false,
        change(signedIn('dan'), dan, status, status, { fields: { execution: { ...EXECUTION, actualHours: 40 } } }),
      );
      await expectRule(false, change(signedIn('dan'), dan, status, status, { fields: { scheduledFor: '2026-06-01' } }));
    }
    // In progress, the work is still being recorded.
    await expectRule(
      true,
      change(signedIn('dan'), dan, 'inProgress', 'inProgress', {
        fields: { execution: { ...EXECUTION, actualHours: 3 } },
      }),
    );
  });
});

describe('a preventive order’s completion needs both rollups', () => {
  /** The floating plan's order completed with its PM tally, and its work figures unless `skipStats`. */
  async function completePm(db: Firestore, me: Me, skipStats: boolean) {
    const version = FLOATING_ORDER_VERSION + 1;
    const batch = writeBatch(db);
    batch.update(doc(db, workPath(FLOATING_ORDER)), {
      status: 'workComplete',
      version,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
      completedAt: serverTimestamp(),
    });
    batch.set(doc(db, historyPath(FLOATING_ORDER, version)), event(me, version, 'inProgress', 'workComplete'));
    if (!skipStats) await addStats(batch, db, me, workPath(FLOATING_ORDER), 'workComplete', version);
    addTally(batch, db, me, { version, counter: 'late' });
    return batch.commit();
  }

  it('with the PM tally but without the work figures: refused (editor and admin)', async () => {
    await expectRule(false, completePm(signedIn('bob'), bob, true));
    await expectRule(false, completePm(signedIn('dan'), dan, true));
    expect(await stored(pmCompliancePath('2026-11'))).toMatchObject({ order: null });
  });

  it('with both: accepted, and January counts it as planned work', async () => {
    await expectRule(true, completePm(signedIn('bob'), bob, false));
    expect(await storedCounts()).toEqual({ ...SEEDED, done: 4, hours: 8, plannedHours: 2 });
  });

  it('with the work figures but without the PM tally: refused (planFixture completePmOrder)', async () => {
    await expectRule(false, completePmOrder(signedIn('bob'), bob, { skipTally: true }));
    await expectRule(true, completePmOrder(signedIn('bob'), bob));
  });
});

/** An admin's rebuild of `month`: the whole document, order and version null. */
const rebuild = (me: Me, month = '2026-10', extra: Doc = {}): Doc => ({
  month,
  done: 2,
  hours: 5.5,
  plannedHours: 3.5,
  breakdowns: 1,
  breakdownHours: 2,
  onSchedule: 1,
  causes: { MNT: 1 },
  delays: { '1A': 0.5 },
  equipment: { [PUMP]: { n: 1, h: 2 } },
  order: null,
  version: null,
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
  ...extra,
});
const writeRebuild = (me: Me, month = '2026-10', extra: Doc = {}) =>
  setDoc(doc(signedIn(me.uid), workStatsPath(month)), rebuild(me, month, extra));

describe('the rebuild', () => {
  it('an admin and the owner write a month whole (new, and over January)', async () => {
    await expectRule(true, writeRebuild(dan));
    await expectRule(true, writeRebuild(alice));
    await expectRule(true, writeRebuild(dan, MONTH));
    expect(await storedCounts()).toEqual({
      ...rebuild(dan),
      month: undefined,
      order: undefined,
      version: undefined,
      updatedAt: undefined,
      updatedBy: undefined,
    });
    await expectRule(true, writeRebuild(alice, MONTH, { causes: {}, delays: {}, equipment: {} }));
  });

  it('an editor may not, nor an outsider admin', async () => {
    await expectRule(false, writeRebuild(bob));
    await expectRule(false, writeRebuild(bob, MONTH));
    await expectRule(false, writeRebuild(meOf('outsiderAdmin')));
  });

  it('a rebuild is the whole document: no extra key, nothing below zero, the right month', async () => {
    await expectRule(false, writeRebuild(dan, '2026-10', { extra: true }));
    await expectRule(false, writeRebuild(dan, '2026-10', { done: -1 }));
    await expectRule(false, writeRebuild(dan, '2026-10', { month: '2026-09' }));
    await expectRule(false, writeRebuild(dan, '2026-13'));
    await expectRule(false, writeRebuild(dan, '2026-10', { updatedBy: 'alice' }));
    await expectRule(false, writeRebuild(dan, '2026-10', { version: 3 }));
    await expectRule(true, writeRebuild(dan));
  });
});

describe('reads and deletes', () => {
  const months = `${plantPath()}/workStats`;
  for (const actor of ['editor', 'admin', 'owner'] as const)
    it(`${actor} gets and lists the months`, async () => {
      await expectRule(true, getDoc(doc(dbOf(actor), workStatsPath(MONTH))));
      await expectRule(true, getDocs(collection(dbOf(actor), months)));
      await expectRule(true, getDocs(query(collection(dbOf(actor), months), where('month', '>=', '2025-12'))));
    });

  for (const actor of ['anonymous', 'outsiderEditor', 'outsiderAdmin'] as const)
    it(`${actor} may not read`, async () => {
      await expectRule(false, getDoc(doc(dbOf(actor), workStatsPath(MONTH))));
      await expectRule(false, getDocs(collection(dbOf(actor), months)));
    });

  it('nobody deletes a month, not even the owner', async () => {
    for (const actor of ['editor', 'admin', 'owner'] as const)
      await expectRule(false, deleteDoc(doc(dbOf(actor), workStatsPath(MONTH))));
  });
});

// ---- Field cases (./fieldCases.ts): one bad value per field of each write ------------------

/** increment(n), named so in the test's title. */
const increments: [unknown, string][] = [];
const inc = (n: number) => {
  const value = increment(n);
  increments.push([value, `increment(${n})`]);
  return value;
};
const manyKeys = (n: number, value: unknown) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));

const PATHS: Record<string, WritePath> = {
  'the rebuild of October 2026 (an admin’s whole month)': {
    write: (c) => setDoc(doc(signedIn('dan'), workStatsPath('2026-10')), c(rebuild(dan))),
    fields: {
      month: [MISSING, '2026-09', '2026-1', 202610, null],
      done: [MISSING, -1, 1.5, '2', null],
      hours: [MISSING, -2, '5.5', null, 2e9],
      plannedHours: [MISSING, -2, '3.5', null],
      breakdowns: [MISSING, -1, 0.5, '1', null],
      breakdownHours: [MISSING, -2, '2', null],
      onSchedule: [MISSING, -1, 0.5, true, null],
      causes: ['MNT', ['MNT'], 3, manyKeys(51, 1)],
      delays: ['1A', [0.5], manyKeys(101, 1)],
      equipment: [PUMP, [{ n: 1, h: 2 }]],
      order: [MISSING, numberOf('inProgress')],
      version: [MISSING, 4, '4'],
      updatedAt: [MISSING, PAST, FUTURE, null],
      updatedBy: [MISSING, 'bob', null],
    },
    extra: { extra: 1, note: 'rebuilt', plans: {} },
  },
  'the step with the In Progress order’s completion (bob, merge)': {
    write: (c) => complete(bob, c),
    fields: {
      month: [DELETED, '2026-02', null],
      done: [DELETED, inc(-1), 'one'],
      hours: [DELETED, inc(-2), 'two'],
      plannedHours: [DELETED, inc(-2)],
      breakdowns: [DELETED, inc(0.5)],
      breakdownHours: [DELETED, inc(-2)],
      onSchedule: [DELETED, inc(-1)],
      causes: [DELETED, 'MNT'],
      equipment: [DELETED, PUMP],
      order: [DELETED, null, numberOf('complete')],
      version: [DELETED, null, NEXT + 1],
      updatedAt: [DELETED, PAST, FUTURE],
      updatedBy: [DELETED, 'dan'],
    },
    extra: { extra: 1, plans: {} },
  },
};

const label = labeller([[PAST, 'a past time'], [FUTURE, 'a device time a day ahead'], ...increments]);

describeWritePaths(PATHS, label);
