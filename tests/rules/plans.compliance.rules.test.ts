// PM compliance rollup under the rules ("PM compliance"; docs/design.md §3's rollup):
// .../plants/{plant}/pmCompliance/{yyyy-mm} counts, per plan, the preventive orders due that
// month that were completed on time, late, or dropped. A member moves one counter by one in the
// batch that moves the order across an outcome, and the order's own rule requires that tally, so
// no completion, rework or cancellation goes uncounted; on time or late must fit the request
// time in some time zone. An admin may recount a month whole. Members read; nobody deletes.
// The order: the floating plan's, In Progress, version 5, due 01.11.2026 with 3 days' tolerance,
// bob assigned (./planFixture.ts); November's stored tally: 2 on time, 1 late.
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, meOf, signedIn, setUpRulesEnvironment, type Me } from './fixture';
import { addStats, event, historyPath, workPath } from './workFixture';
import type { WorkStatus } from '../../src/domain/statusMachine';
import {
  addTally,
  CALENDAR,
  FLOATING,
  FLOATING_ORDER,
  FLOATING_ORDER_VERSION,
  pmCompliancePath,
  restorePmOrder,
  seedPlans,
  STORED_TALLY,
  type Change,
  type TallyCounter,
} from './planFixture';

setUpRulesEnvironment('plans.compliance.rules.test.ts', seedPlans);

type Doc = Record<string, unknown>;
const dan = meOf('admin');
const bob = meOf('editor');
const NEXT = FLOATING_ORDER_VERSION + 1;
const PM = {
  planId: FLOATING,
  due: '2026-11-01',
  threshold: null,
  toleranceDays: 3,
  signatureRequired: false,
  equipmentIds: ['pump1', 'motor1'],
};

/** The UTC day (yyyy-mm-dd) `hours` from now. */
const dayFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);

interface Move {
  from?: string;
  to: string;
  fields?: Doc;
  tally?: {
    counter: TallyCounter;
    by?: number;
    order?: string;
    version?: number;
    planId?: string;
    month?: string;
    rule?: string;
  };
  change?: Change;
  skipOrder?: boolean;
}

/** The order's move with its history event and, when given, the month's tally, in one batch. */
async function move(db: Firestore, me: Me, m: Move) {
  const batch = writeBatch(db);
  if (!m.skipOrder) {
    batch.update(doc(db, workPath(FLOATING_ORDER)), {
      status: m.to,
      version: NEXT,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
      ...(m.to === 'workComplete' && m.from !== 'workComplete' ? { completedAt: serverTimestamp() } : {}),
      ...m.fields,
    });
    batch.set(doc(db, historyPath(FLOATING_ORDER, NEXT)), event(me, NEXT, m.from ?? 'inProgress', m.to));
    await addStats(batch, db, me, workPath(FLOATING_ORDER), m.to as WorkStatus, NEXT, m.fields);
  }
  if (m.tally) addTally(batch, db, me, { version: NEXT, ...m.tally }, m.change);
  return batch.commit();
}

const complete = (db: Firestore, me: Me, tally?: Move['tally'], change?: Change) =>
  move(db, me, { to: 'workComplete', tally, change });

const stored = async (month = '2026-11') => {
  let data: Doc | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, pmCompliancePath(month)))).data();
  });
  return data;
};

describe('completing a preventive order counts it in its due month', () => {
  it('late: due 01.11.2026, completed now (over 3 days later)', async () => {
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'late' }));
    expect((await stored())?.plans).toEqual({ [FLOATING]: { onTime: 2, late: 2, missed: 0 } });
  });

  it('not as on time, nor as missed, nor by two, nor both', async () => {
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'onTime' }));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'missed' }));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', by: 2 }));
    await expectRule(
      false,
      complete(signedIn('bob'), bob, { counter: 'late' }, (d) => ({
        ...d,
        plans: { [FLOATING]: { ...(d.plans as Record<string, Doc>)[FLOATING], onTime: 3 } },
      })),
    );
  });

  it('on time when due today, and then not as late', async () => {
    const due = dayFromNow(0);
    await restorePmOrder({ pm: { ...PM, due } });
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', month: due.slice(0, 7) }));
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'onTime', month: due.slice(0, 7) }));
    const month = await stored(due.slice(0, 7));
    // One more on time than the month held (November 2026 is seeded with 2 on time and 1 late).
    const before = due.startsWith('2026-11') ? { onTime: 2, late: 1 } : { onTime: 0, late: 0 };
    expect((month?.plans as Record<string, Doc>)[FLOATING]).toEqual({
      ...before,
      onTime: before.onTime + 1,
      missed: 0,
    });
  });

  it('done early, however early, is on time, never late (under every rule)', async () => {
    const due = dayFromNow(86);
    await restorePmOrder({ pm: { ...PM, due } });
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', month: due.slice(0, 7) }));
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'onTime', month: due.slice(0, 7) }));
  });

  // Its midnight (UTC) was 83–107 h ago: the window (3 days) ends 82–108 h after it, depending on
  // the completing device's time zone, so either outcome may be chosen.
  for (const counter of ['onTime', 'late'] as const)
    it(`near the window’s end either may be chosen (time zones): ${counter}, due 83–107 h ago`, async () => {
      const due = dayFromNow(-83);
      await restorePmOrder({ pm: { ...PM, due } });
      await expectRule(true, complete(signedIn('bob'), bob, { counter, month: due.slice(0, 7) }));
    });

  it('a completion without its tally is refused', async () => {
    await expectRule(false, complete(signedIn('bob'), bob));
    await expectRule(false, complete(signedIn('dan'), dan));
  });

  it('the tally must name this order and this version, in the due month, for the order’s plan', async () => {
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', version: NEXT + 1 }));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', month: '2026-12' }));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', planId: CALENDAR }));
    await expectRule(
      false,
      complete(signedIn('bob'), bob, { counter: 'late' }, (d) => ({ ...d, month: '2026-12' })),
    );
    await expectRule(
      false,
      complete(signedIn('bob'), bob, { counter: 'late' }, (d) => ({ ...d, extra: 1 })),
    );
    await expectRule(
      false,
      complete(signedIn('bob'), bob, { counter: 'late' }, (d) => ({ ...d, updatedBy: 'dan' })),
    );
  });

  it('a tally with no move of its order is refused (nobody counts by hand)', async () => {
    await expectRule(
      false,
      move(signedIn('bob'), bob, { to: 'workComplete', skipOrder: true, tally: { counter: 'late' } }),
    );
    await expectRule(
      false,
      move(signedIn('dan'), dan, { to: 'workComplete', skipOrder: true, tally: { counter: 'late' } }),
    );
  });
});

describe('rework and cancellation', () => {
  /** Work Complete → In Progress (the completion and signature cleared), with `tally` if given. */
  const rework = (tally?: Move['tally']) =>
    move(signedIn('dan'), dan, {
      from: 'workComplete',
      to: 'inProgress',
      fields: { completedAt: null, signature: null },
      tally,
    });

  it('rework takes the completion back out', async () => {
    await restorePmOrder({ status: 'workComplete', completedAt: Timestamp.now() });
    await expectRule(false, rework());
    await expectRule(false, rework({ counter: 'late' }));
    await expectRule(true, rework({ counter: 'late', by: -1 }));
    expect((await stored())?.plans).toEqual({ [FLOATING]: { onTime: 2, late: 0, missed: 0 } });
  });

  it('never below zero', async () => {
    await restorePmOrder({ status: 'workComplete', completedAt: Timestamp.now() });
    await admin((db) => setDoc(doc(db, pmCompliancePath('2026-11')), { ...STORED_TALLY, plans: {} }));
    await expectRule(false, rework({ counter: 'late', by: -1 }));
  });

  it('an admin’s cancellation counts as missed, and needs the tally', async () => {
    await restorePmOrder({ status: 'readyToSchedule' });
    const cancel = { from: 'readyToSchedule', to: 'cancelled', fields: { reason: 'Line down for the month' } };
    await expectRule(false, move(signedIn('dan'), dan, cancel));
    await expectRule(false, move(signedIn('dan'), dan, { ...cancel, tally: { counter: 'late' } }));
    await expectRule(true, move(signedIn('dan'), dan, { ...cancel, tally: { counter: 'missed' } }));
    expect((await stored())?.plans).toEqual({ [FLOATING]: { onTime: 2, late: 1, missed: 1 } });
  });

  it('moves that do not change the outcome need no tally, and may not carry one', async () => {
    await restorePmOrder({ status: 'workComplete', completedAt: Timestamp.now() });
    await expectRule(
      false,
      move(signedIn('dan'), dan, { from: 'workComplete', to: 'complete', tally: { counter: 'late' } }),
    );
    await expectRule(true, move(signedIn('dan'), dan, { from: 'workComplete', to: 'complete' }));
  });
});

const recount =
  (plans: Doc, extra: Doc = {}) =>
  (db: Firestore, me: Me) =>
    setDoc(doc(db, pmCompliancePath('2026-10')), {
      month: '2026-10',
      plans,
      rule: 'tenPercent',
      order: null,
      version: null,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
      ...extra,
    });

const KPI_SETTINGS = 'users/alice/companies/alice/settings/kpis';
const chooseRule = (db: Firestore, me: Me, rule: string, extra: Doc = {}) =>
  setDoc(doc(db, KPI_SETTINGS), { pmOnTimeRule: rule, updatedAt: serverTimestamp(), updatedBy: me.uid, ...extra });

describe('the company’s on-time rule', () => {
  it('admins choose it (one of the four, stamped); editors and outsiders may not; members read it', async () => {
    await expectRule(false, chooseRule(signedIn('bob'), bob, 'dueDate'));
    await expectRule(false, chooseRule(signedIn('zed'), meOf('outsiderAdmin'), 'dueDate'));
    await expectRule(false, chooseRule(signedIn('dan'), dan, 'whenever'));
    await expectRule(false, chooseRule(signedIn('dan'), dan, 'dueDate', { extra: 1 }));
    await expectRule(false, chooseRule(signedIn('dan'), dan, 'dueDate', { updatedBy: 'bob' }));
    await expectRule(true, chooseRule(signedIn('dan'), dan, 'dueDate'));
    await expectRule(true, getDoc(doc(signedIn('bob'), KPI_SETTINGS)));
    await expectRule(false, getDoc(doc(signedIn('zed'), KPI_SETTINGS)));
    await expectRule(false, deleteDoc(doc(signedIn('dan'), KPI_SETTINGS)));
  });

  it('a new month is counted by the company’s rule', async () => {
    await admin((db) => chooseRule(db, dan, 'dueDate'));
    // Due (and done) today: on time under any rule, in a month not yet counted.
    const due = dayFromNow(0);
    const month = due.slice(0, 7);
    await admin((db) => deleteDoc(doc(db, pmCompliancePath(month))));
    await restorePmOrder({ pm: { ...PM, due } });
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'onTime', month, rule: 'tenPercent' }));
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'onTime', month, rule: 'dueDate' }));
    expect((await stored(month))?.rule).toBe('dueDate');
  });

  it('a month counted before any rule was chosen (none stored) takes the company’s', async () => {
    await admin((db) => chooseRule(db, dan, 'dueDate'));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', rule: 'tenPercent' }));
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'late', rule: 'dueDate' }));
  });

  it('a month keeps the rule it started with when the company changes its rule', async () => {
    await admin((db) => setDoc(doc(db, pmCompliancePath('2026-11')), { ...STORED_TALLY, rule: 'dueDate' }));
    await admin((db) => chooseRule(db, dan, 'twentyPercent'));
    await expectRule(false, complete(signedIn('bob'), bob, { counter: 'late', rule: 'twentyPercent' }));
    await expectRule(true, complete(signedIn('bob'), bob, { counter: 'late', rule: 'dueDate' }));
  });

  // Due 50 h ago: 2 or 3 local days after the due day, depending on the time zone.
  for (const [rule, counter, wrong] of [
    ['dueDate', 'late', 'onTime'],
    ['tenPercent', 'onTime', 'late'],
  ] as const)
    it(`the window follows the month’s rule: done 2–3 days after the due date under ${rule} is ${counter}`, async () => {
      const due = dayFromNow(-50);
      const month = due.slice(0, 7);
      await admin((db) => setDoc(doc(db, pmCompliancePath(month)), { ...STORED_TALLY, month, rule }));
      await restorePmOrder({ pm: { ...PM, due } });
      await expectRule(false, complete(signedIn('bob'), bob, { counter: wrong, month, rule }));
      await expectRule(true, complete(signedIn('bob'), bob, { counter, month, rule }));
    });
});

describe('the recount, reads and deletes', () => {
  const plans = { [FLOATING]: { onTime: 3, late: 0, missed: 1 } };

  it('an admin and the owner rewrite a month whole', async () => {
    await expectRule(true, recount(plans)(signedIn('dan'), dan));
    await expectRule(true, recount({})(signedIn('alice'), meOf('owner')));
  });

  it('an editor, an outsider admin and a visitor may not', async () => {
    await expectRule(false, recount(plans)(signedIn('bob'), bob));
    await expectRule(false, recount(plans)(signedIn('zed'), meOf('outsiderAdmin')));
  });

  it('a recount is the whole document: right month, stamped, nothing else', async () => {
    await expectRule(false, recount(plans, { month: '2026-09' })(signedIn('dan'), dan));
    await expectRule(false, recount(plans, { extra: true })(signedIn('dan'), dan));
    await expectRule(false, recount(plans, { updatedBy: 'bob' })(signedIn('dan'), dan));
    await expectRule(false, recount('many' as unknown as Doc)(signedIn('dan'), dan));
    await expectRule(
      false,
      setDoc(doc(signedIn('dan'), pmCompliancePath('2026-13')), {
        month: '2026-13',
        plans,
        order: null,
        version: null,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
  });

  it('members read; outsiders do not; nobody deletes', async () => {
    await expectRule(true, getDoc(doc(signedIn('bob'), pmCompliancePath('2026-11'))));
    await expectRule(false, getDoc(doc(signedIn('olga'), pmCompliancePath('2026-11'))));
    await expectRule(false, deleteDoc(doc(signedIn('dan'), pmCompliancePath('2026-11'))));
  });
});
