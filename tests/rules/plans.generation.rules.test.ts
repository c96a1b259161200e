// Preventive orders under the rules (generation: generated preventive
// orders, the plan's advance and an admin's planned create): a generated order is created by any
// member only with the deterministic id of its plan's due date or meter threshold, from an
// active plan, copying the plan, with its event v1 and the plan's advance to it in one batch; a
// second generation never overwrites; a floating plan advances when its order is completed;
// admins create planned work (contract visits), editors do not.
// The world is in ./fixture.ts, ./assetFixture.ts, ./workFixture.ts and ./planFixture.ts.
import { doc, getDoc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, without, type Me } from './fixture';
import { MOTOR, SITE, STORED } from './assetFixture';
import { event, historyPath, NEW_NUMBER, PLAN, raise, raisedWork, workPath } from './workFixture';
import { addDays, today } from '../../src/lib/days';
import { completionAdvance, type PlanLike } from '../../src/domain/generation';
import {
  CALENDAR,
  CONTRACT,
  completePmOrder,
  EITHER,
  FLOATING,
  FLOATING_ORDER,
  FLOATING_ORDER_VERSION,
  generate,
  METER,
  orderId,
  PAUSED,
  planPath,
  restoreLastReading,
  restorePlan,
  STORED_PLANS,
  seedPlans,
  type Change,
} from './planFixture';

setUpRulesEnvironment('plans.generation.rules.test.ts', seedPlans);

type Doc = Record<string, unknown>;
const dan = meOf('admin');
const bob = meOf('editor');
const alice = meOf('owner');

/** A document as stored, read with the rules off. */
async function stored(path: string) {
  let data: Doc | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

const set =
  (extra: Doc): Change =>
  (data) => ({ ...data, ...extra });
const setPm =
  (extra: Doc): Change =>
  (data) => ({ ...data, pm: { ...(data.pm as Doc), ...extra } });

describe('generated orders: the good ones', () => {
  it('an editor and an admin each generate a calendar order, with its event, advancing the plan', async () => {
    await expectRule(true, generate(signedIn('bob'), bob));
    const number = orderId(CALENDAR, '2026-12-01');
    expect(await stored(workPath(number))).toMatchObject({
      status: 'readyToSchedule',
      raisedBy: 'plan',
      updatedBy: 'bob',
      pm: { planId: CALENDAR, due: '2026-12-01' },
    });
    expect(await stored(historyPath(number, 1))).toMatchObject({ from: null, to: 'readyToSchedule' });
    expect(await stored(planPath(CALENDAR))).toMatchObject({ nextDue: '2027-01-01', lastOrder: number });
    // The next one, by an admin, for the plan's new due date (its generation day come).
    await restorePlan(CALENDAR, { nextDue: '2027-01-01', generateOn: '2026-11-25', lastOrder: number });
    await expectRule(
      true,
      generate(signedIn('dan'), dan, {
        due: '2027-01-01',
        progress: { nextDue: '2027-02-01', generateOn: '2027-01-25' },
      }),
    );
    expect(await stored(planPath(CALENDAR))).toMatchObject({ lastOrder: orderId(CALENDAR, '2027-01-01') });
  });

  it('a meter order for the plan’s next threshold: {planId}_m{threshold}', async () => {
    await restoreLastReading(1510);
    await expectRule(
      true,
      generate(signedIn('bob'), bob, {
        planId: METER,
        due: '2026-11-23',
        threshold: 1500,
        progress: { nextThreshold: 2000 },
      }),
    );
    expect(await stored(workPath(`${METER}_m1500`))).toMatchObject({ pm: { threshold: 1500, toleranceDays: 7 } });
  });

  it('an either plan: its calendar order, then its meter order, each advancing both', async () => {
    await restorePlan(EITHER, { generateOn: '2026-11-20' });
    await expectRule(
      true,
      generate(signedIn('bob'), bob, {
        planId: EITHER,
        due: '2026-12-15',
        progress: { nextDue: '2027-03-15', generateOn: '2027-03-08', nextThreshold: 2500 },
      }),
    );
    await restorePlan(EITHER, { nextDue: '2027-03-15', nextThreshold: 2000, lastOrder: `${EITHER}_2026-12-15` });
    await restoreLastReading(2000);
    await expectRule(
      true,
      generate(signedIn('bob'), bob, {
        planId: EITHER,
        due: '2026-11-23',
        threshold: 2000,
        // Both move: the calendar one interval on, the meter past the reading.
        progress: { nextDue: '2027-06-15', generateOn: '2027-06-08', nextThreshold: 2500 },
      }),
    );
  });

  it('a floating plan’s generation leaves it waiting (next due null)', async () => {
    await restorePlan(FLOATING, { nextDue: '2026-12-01', generateOn: '2026-11-24', lastOrder: null });
    await expectRule(
      true,
      generate(signedIn('bob'), bob, { planId: FLOATING, progress: { nextDue: null, generateOn: null } }),
    );
  });
});

describe('generated orders: the id', () => {
  it('refuses an id that is not the order’s due date, or names another plan', async () => {
    await expectRule(false, generate(signedIn('bob'), bob, { number: `${CALENDAR}_2026-12-02` }));
    await expectRule(false, generate(signedIn('bob'), bob, { number: `${EITHER}_2026-12-01` }));
    await expectRule(false, generate(signedIn('bob'), bob, { number: NEW_NUMBER }));
  });

  it('refuses a due date that is not the plan’s next due date, before or after', async () => {
    await expectRule(false, generate(signedIn('bob'), bob, { due: '2026-12-02' }));
    await expectRule(false, generate(signedIn('bob'), bob, { due: '2026-11-01' }));
  });

  it('refuses a threshold that is not the plan’s next threshold, and a meter id with a due date', async () => {
    const meter = { planId: METER, due: '2026-11-23', progress: { nextThreshold: 2000 } };
    await restoreLastReading(1510);
    await expectRule(false, generate(signedIn('bob'), bob, { ...meter, threshold: 2000 }));
    await expectRule(false, generate(signedIn('bob'), bob, { ...meter, threshold: 1000 }));
    // A calendar order of a meter-only plan (it has no due date).
    await expectRule(false, generate(signedIn('bob'), bob, { planId: METER, due: '2026-11-23' }));
    // A meter order of a calendar-only plan (it has no threshold).
    await expectRule(false, generate(signedIn('bob'), bob, { threshold: 1500 }));
    // The same batch, right: accepted.
    await expectRule(true, generate(signedIn('bob'), bob, { ...meter, threshold: 1500 }));
  });
});

describe('generated orders: the plan’s progress is pinned', () => {
  const calendarStopped: [string, Doc][] = [
    ['moves the next due date to 2099', { nextDue: '2099-01-01', generateOn: '2098-12-25' }],
    ['moves it two intervals on', { nextDue: '2027-02-01', generateOn: '2027-01-25' }],
    ['clears the next due date of a fixed plan', { nextDue: null, generateOn: null }],
    ['keeps the next due date', { nextDue: '2026-12-01', generateOn: '2026-11-24' }],
    ['puts the generation day after the due date', { nextDue: '2027-01-01', generateOn: '2027-01-02' }],
    ['puts the generation day a year ahead of the lead time', { nextDue: '2027-01-01', generateOn: '2027-12-25' }],
    ['gives a calendar plan a threshold', { nextThreshold: 999_999_999 }],
  ];
  for (const [what, progress] of calendarStopped) {
    it(`refuses a calendar generation that ${what}`, async () => {
      await expectRule(
        false,
        generate(signedIn('bob'), bob, { progress: { nextDue: '2027-01-01', generateOn: '2026-12-25', ...progress } }),
      );
    });
  }

  it('accepts the next date of the grid, a month on, with the generation day the lead time before it', async () => {
    await expectRule(
      true,
      generate(signedIn('bob'), bob, { progress: { nextDue: '2027-01-01', generateOn: '2026-12-25' } }),
    );
  });

  const meterStopped: [string, Doc][] = [
    ['moves the threshold to 999,999,999', { nextThreshold: 999_999_999 }],
    ['moves it two steps past the reading', { nextThreshold: 2500 }],
    ['leaves it below the reading', { nextThreshold: 1500 }],
    ['takes it off the plan’s grid', { nextThreshold: 1990 }],
    ['clears it', { nextThreshold: null }],
    ['gives a meter plan a due date', { nextThreshold: 2000, nextDue: '2027-01-01', generateOn: '2026-12-25' }],
  ];
  for (const [what, progress] of meterStopped) {
    it(`refuses a meter generation that ${what}`, async () => {
      await restoreLastReading(1510);
      await expectRule(
        false,
        generate(signedIn('bob'), bob, { planId: METER, due: '2026-11-23', threshold: 1500, progress }),
      );
    });
  }
});

describe('generated orders: not before their time', () => {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it('refuses a calendar order before the plan’s generation day, on any device’s local day', async () => {
    await restorePlan(CALENDAR, { generateOn: inDays(2) });
    await expectRule(false, generate(signedIn('bob'), bob));
    await restorePlan(CALENDAR, { generateOn: inDays(0) });
    await expectRule(true, generate(signedIn('bob'), bob));
  });

  it('refuses a meter order before the meter’s latest reading has reached the threshold', async () => {
    const meter = { planId: METER, due: '2026-11-23', threshold: 1500, progress: { nextThreshold: 2000 } };
    // The seeded latest reading is 1,200.
    await expectRule(false, generate(signedIn('bob'), bob, meter));
    await restoreLastReading(1499);
    await expectRule(false, generate(signedIn('bob'), bob, meter));
    await restoreLastReading(1500);
    await expectRule(true, generate(signedIn('bob'), bob, meter));
  });
});

describe('generated orders: the plan', () => {
  it('refuses a paused plan (and accepts it again once active)', async () => {
    await expectRule(false, generate(signedIn('bob'), bob, { planId: PAUSED }));
    await restorePlan(PAUSED, { active: true });
    await expectRule(true, generate(signedIn('bob'), bob, { planId: PAUSED }));
  });

  it('refuses a plan that does not exist', async () => {
    await admin(async (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, planPath(CALENDAR)));
      await batch.commit();
    });
    await expectRule(false, generate(signedIn('bob'), bob));
  });

  const notCopied: [string, Change][] = [
    ['title', set({ title: 'Something else' })],
    ['work type (with its RIME)', set({ workType: 'QI', rime: 49 })],
    ['equipment (the second of the plan)', set({ equipmentId: MOTOR, equipmentTag: STORED[MOTOR].tag })],
    ['estimated hours', set({ plan: { ...PLAN, estimatedHours: 3, craft: 'Mechanical', permits: ['CWP'] } })],
    [
      'craft',
      set({ plan: { estimatedHours: 2, craft: 'Electrical', assignees: ['bob'], permits: ['CWP'], materials: [] } }),
    ],
    [
      'permits',
      set({ plan: { estimatedHours: 2, craft: 'Mechanical', assignees: ['bob'], permits: [], materials: [] } }),
    ],
    [
      'materials',
      set({
        plan: { estimatedHours: 2, craft: 'Mechanical', assignees: ['bob'], permits: ['CWP'], materials: ['seal'] },
      }),
    ],
    ['assignees', set({ assignees: ['bob', 'dan'] })],
    [
      'plan assignees',
      set({ plan: { estimatedHours: 2, craft: 'Mechanical', assignees: [], permits: ['CWP'], materials: [] } }),
    ],
    ['signature required', setPm({ signatureRequired: false })],
    // What the order says of its equipment is the register's (pump1: P-101, criticality 7).
    ['criticality (10, with its RIME)', set({ criticality: 10, rime: 60 })],
    ['equipment tag', set({ equipmentTag: 'P-999' })],
    ['equipment name', set({ equipmentName: 'Boiler feed pump' })],
    ['equipment ids', setPm({ equipmentIds: ['pump1'] })],
    ['checklist (one step missing)', (d) => ({ ...d, checklist: (d.checklist as Doc[]).slice(0, 1) })],
    [
      'checklist (a step added)',
      (d) => ({ ...d, checklist: [...(d.checklist as Doc[]), { text: 'x', reading: null }] }),
    ],
    [
      'checklist (a step’s text)',
      (d) => ({
        ...d,
        checklist: [{ ...(d.checklist as Doc[])[0], text: 'Skip the grease' }, (d.checklist as Doc[])[1]],
      }),
    ],
    [
      'checklist (a step’s range)',
      (d) => ({
        ...d,
        checklist: [
          (d.checklist as Doc[])[0],
          { ...(d.checklist as Doc[])[1], reading: { unit: '°C', min: 0, max: 900 } },
        ],
      }),
    ],
    // Nothing is ticked or read when the order is made.
    ['checklist (a step ticked at generation)', set({ checklistDone: [true, false] })],
    ['checklist (a reading at generation)', set({ checklistValues: ['', '42'] })],
    ['checklist (no record of ticks)', (d) => without(d, 'checklistDone')],
    ['checklist (a tick too many)', set({ checklistDone: [false, false, false] })],
  ];
  for (const [what, change] of notCopied) {
    it(`refuses an order whose ${what} is not the plan's`, async () => {
      await expectRule(false, generate(signedIn('bob'), bob, { order: change }));
    });
  }

  const notFresh: [string, Change][] = [
    ['status New', set({ status: 'new' })],
    ['status Weekly Schedule', set({ status: 'weeklySchedule', scheduledFor: '2026-12-01' })],
    ['version 2', set({ version: 2 })],
    ['raised by the writer (not by its plan)', set({ raisedBy: 'bob' })],
    ['raised by another member', set({ raisedBy: 'dan' })],
    ['raised under another member’s name', set({ raisedByName: 'alice Test' })],
    ['raised in the future', set({ raisedAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) })],
    ['raised in 2001 (backdated)', set({ raisedAt: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')) })],
    ['raised 15 days back', set({ raisedAt: Timestamp.fromDate(new Date(Date.now() - 15 * 86_400_000)) })],
    ['ranked as raised (no RIME in its key)', (d) => ({ ...d, rankAt: d.raisedAt })],
    ['a reason', set({ reason: 'Because' })],
    ['a day', set({ scheduledFor: '2026-12-01' })],
    [
      'an execution',
      set({ execution: { actualHours: 1, action: null, failureCause: null, delays: [], startedAt: null } }),
    ],
    ['a signature', set({ signature: { name: 'bob Test', by: 'bob', at: serverTimestamp() } })],
    ['a completion time', set({ completedAt: serverTimestamp() })],
    ['a contract', set({ contract: { site: SITE, id: CONTRACT, vendor: 'Lift & Crane Ltd', visit: '2026-12-01' } })],
    ['a threshold on a calendar order', setPm({ threshold: 1500 })],
    ['a tolerance of -1 day', setPm({ toleranceDays: -1 })],
    ['a tolerance over 10 years', setPm({ toleranceDays: 3654 })],
    // The tolerance is the plan's (10% of a month: 3 days), not the client's.
    ['a tolerance of 10 years (every completion on time)', setPm({ toleranceDays: 3653 })],
    ['a tolerance of 4 days on a monthly plan', setPm({ toleranceDays: 4 })],
    ['a tolerance of 2 days on a monthly plan', setPm({ toleranceDays: 2 })],
    ['a meter order’s tolerance on a calendar order', setPm({ toleranceDays: 7 })],
    ['a due date that is not a day', setPm({ due: '01.12.2026' })],
    ['an extra pm key', setPm({ interval: 30 })],
    ['no pm', set({ pm: null })],
    ['an extra key', set({ priority: 1 })],
    // The title's search words, a list of at most 100.
    ['no search keywords', (d) => without(d, 'keywords')],
    ['search keywords that are not a list', set({ keywords: 'pump' })],
    ['101 search keywords', set({ keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) })],
  ];
  for (const [what, change] of notFresh) {
    it(`refuses a generated order with ${what}`, async () => {
      await expectRule(false, generate(signedIn('bob'), bob, { order: change }));
    });
  }
});

describe('generated orders: one batch with the plan advance and the event', () => {
  it('refuses the order without the plan advance, or without its event', async () => {
    await expectRule(false, generate(signedIn('bob'), bob, { skip: 'plan' }));
    await expectRule(false, generate(signedIn('bob'), bob, { skip: 'event' }));
    await expectRule(false, generate(signedIn('bob'), bob, { event: (e) => ({ ...e, to: 'new' }) }));
  });

  it('refuses an advance that names another order, goes back, or changes the plan', async () => {
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ lastOrder: `${CALENDAR}_2026-12-02` }) }));
    await expectRule(
      false,
      generate(signedIn('bob'), bob, { progress: { nextDue: '2026-11-01', generateOn: '2026-10-25' } }),
    );
    await expectRule(
      false,
      generate(signedIn('bob'), bob, { progress: { nextDue: '2026-12-01', generateOn: '2026-11-24' } }),
    );
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ title: 'Mine now' }) }));
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ active: false }) }));
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ updatedAt: PAST }) }));
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ updatedBy: 'dan' }) }));
    await expectRule(false, generate(signedIn('bob'), bob, { plan: set({ nextThreshold: 1.5 }) }));
  });

  it('refuses an advance to an order that already existed', async () => {
    // The floating plan's open order exists: the plan cannot be advanced "to" it again.
    await restorePlan(FLOATING, { nextDue: '2026-11-01', generateOn: '2026-10-25', lastOrder: null });
    const db = signedIn('bob');
    const batch = writeBatch(db);
    batch.update(doc(db, planPath(FLOATING)), {
      lastOrder: FLOATING_ORDER,
      nextDue: null,
      generateOn: null,
      updatedAt: serverTimestamp(),
      updatedBy: 'bob',
    });
    await expectRule(false, batch.commit());
  });
});

describe('generated orders: never overwritten', () => {
  it('a second generation of the same due date is refused, and the first order stays', async () => {
    await expectRule(true, generate(signedIn('bob'), bob));
    // Another client read the plan before the first batch: same order, same advance.
    await restorePlan(CALENDAR, {});
    await expectRule(false, generate(signedIn('dan'), dan));
    await expectRule(false, generate(signedIn('alice'), alice, { skip: 'plan' }));
    expect(await stored(workPath(orderId(CALENDAR, '2026-12-01')))).toMatchObject({ updatedBy: 'bob', version: 1 });
  });

  it('an order being worked (In Progress) is not overwritten by a new generation', async () => {
    await restorePlan(FLOATING, { nextDue: '2026-11-01', generateOn: '2026-10-25', lastOrder: null });
    await expectRule(
      false,
      generate(signedIn('bob'), bob, {
        planId: FLOATING,
        due: '2026-11-01',
        progress: { nextDue: null, generateOn: null },
      }),
    );
    expect(await stored(workPath(FLOATING_ORDER))).toMatchObject({
      status: 'inProgress',
      version: FLOATING_ORDER_VERSION,
    });
  });

  it('outsiders and visitors generate nothing', async () => {
    for (const uid of ['zed', 'olga', 'erin']) {
      await expectRule(false, generate(signedIn(uid), { uid, email: '' }));
    }
  });
});

/** Completing the floating plan's order (inProgress → workComplete) and advancing the plan. */
/** The floating order's completion with, unless `plan` is null, a plan's advance in the same batch. */
/** The floating plan's progress when its order is completed today (generation.ts completionAdvance). */
const FLOATING_NEXT = () => completionAdvance(STORED_PLANS[FLOATING] as unknown as PlanLike, today(), null)!;

function complete(
  db: ReturnType<typeof signedIn>,
  me: Me,
  opts: { plan?: string | null; planChange?: Change; skipOrder?: boolean } = {},
) {
  const planId = opts.plan === undefined ? FLOATING : opts.plan;
  return completePmOrder(db, me, {
    skipOrder: opts.skipOrder,
    more: (batch) => {
      if (planId)
        batch.update(
          doc(db, planPath(planId)),
          (opts.planChange ?? ((d) => d))({
            ...FLOATING_NEXT(),
            updatedAt: serverTimestamp(),
            updatedBy: me.uid,
          }),
        );
    },
  });
}

describe('floating plans advance when their order is completed', () => {
  it('the assigned editor completes the order and advances the plan, in one batch', async () => {
    await expectRule(true, complete(signedIn('bob'), bob));
    expect(await stored(planPath(FLOATING))).toMatchObject({
      nextDue: FLOATING_NEXT().nextDue,
      lastOrder: FLOATING_ORDER,
    });
  });

  const stopped: [string, Change][] = [
    ['moves the next due date to 2099', (d) => ({ ...d, nextDue: '2099-01-01', generateOn: '2098-12-25' })],
    [
      'moves it 10 days past one interval',
      (d) => ({ ...d, nextDue: addDays(d.nextDue as string, 10), generateOn: addDays(d.generateOn as string, 10) }),
    ],
    ['clears the next due date', (d) => ({ ...d, nextDue: null, generateOn: null })],
    ['puts the generation day after the due date', (d) => ({ ...d, generateOn: addDays(d.nextDue as string, 1) })],
    ['gives it a threshold it has no meter for', (d) => ({ ...d, nextThreshold: 999_999_999 })],
  ];
  for (const [what, change] of stopped) {
    it(`refuses a completion that ${what}`, async () => {
      await expectRule(false, complete(signedIn('bob'), bob, { planChange: change }));
    });
  }

  it('refuses a member’s advance without the completion, or with another last order', async () => {
    await expectRule(false, complete(signedIn('bob'), bob, { skipOrder: true }));
    await expectRule(false, complete(signedIn('bob'), bob, { planChange: (d) => ({ ...d, lastOrder: null }) }));
  });

  it('refuses it for a fixed plan whose last order is completed', async () => {
    await restorePlan(CALENDAR, { lastOrder: FLOATING_ORDER });
    await expectRule(false, complete(signedIn('bob'), bob, { plan: CALENDAR }));
    await expectRule(true, complete(signedIn('bob'), bob, { plan: null })); // the completion alone is fine
  });

  it('refuses it when the order was already complete', async () => {
    await expectRule(true, complete(signedIn('bob'), bob, { plan: null }));
    await expectRule(false, complete(signedIn('bob'), bob, { skipOrder: true }));
  });
});

/** Planned work (a service contract's visit), as an admin creates it. */
const visitOrder = (me: Me, extra: Doc = {}): Doc => ({
  ...raisedWork(me),
  status: 'readyToSchedule',
  plan: { ...PLAN, assignees: [] },
  pm: null,
  checklist: [],
  signature: null,
  completedAt: null,
  contract: { site: SITE, id: CONTRACT, vendor: 'Lift & Crane Ltd', visit: '2026-12-10' },
  ...extra,
});

function createPlanned(
  db: ReturnType<typeof signedIn>,
  me: Me,
  opts: { order?: Change; event?: Change; skipEvent?: boolean; number?: string } = {},
) {
  const number = opts.number ?? NEW_NUMBER;
  const data = (opts.order ?? ((d) => d))(visitOrder(me, { number }));
  const batch = writeBatch(db);
  batch.set(doc(db, workPath(number)), data);
  if (!opts.skipEvent)
    batch.set(doc(db, historyPath(number, 1)), (opts.event ?? ((d) => d))(event(me, 1, null, data.status as string)));
  return batch.commit();
}

describe('planned work: admins create it directly (contract visits)', () => {
  it('an admin and the owner create it Ready to Schedule, or in a week’s schedule on a day', async () => {
    await expectRule(true, createPlanned(signedIn('dan'), dan));
    await expectRule(
      true,
      createPlanned(signedIn('alice'), alice, {
        number: 'WR-20261123-4F7M',
        order: set({ status: 'weeklySchedule', scheduledFor: '2026-12-10' }),
      }),
    );
    await expectRule(
      true,
      createPlanned(signedIn('dan'), dan, { number: 'WR-20261123-4F7N', order: set({ contract: null }) }),
    );
    // Without the preventive maintenance keys at all (a plain planned order).
    await expectRule(
      true,
      createPlanned(signedIn('dan'), dan, {
        number: 'WR-20261123-4F7P',
        order: (d) =>
          ['pm', 'checklist', 'checklistDone', 'checklistValues', 'signature', 'completedAt', 'contract'].reduce(
            without,
            d,
          ),
      }),
    );
  });

  it('editors and outsiders are refused', async () => {
    await expectRule(false, createPlanned(signedIn('bob'), bob));
    await expectRule(false, createPlanned(signedIn('zed'), meOf('outsiderAdmin')));
  });

  const bad: [string, Change][] = [
    ['In Progress', set({ status: 'inProgress' })],
    ['in a week’s schedule without a day', set({ status: 'weeklySchedule', scheduledFor: null })],
    ['without a plan', set({ plan: null })],
    [
      'with an execution',
      set({ execution: { actualHours: 1, action: null, failureCause: null, delays: [], startedAt: null } }),
    ],
    ['with a reason', set({ reason: 'Because' })],
    ['version 2', set({ version: 2 })],
    [
      'preventive',
      set({
        pm: {
          planId: CALENDAR,
          due: '2026-12-01',
          threshold: null,
          toleranceDays: 3,
          signatureRequired: false,
          equipmentIds: ['pump1'],
        },
      }),
    ],
    ['with a checklist', set({ checklist: [{ text: 'x', reading: null }] })],
    ['with a checklist record (ticks)', set({ checklistDone: [false] })],
    ['with a checklist record (readings)', set({ checklistValues: [''] })],
    ['signed', set({ signature: { name: 'dan Test', by: 'dan', at: serverTimestamp() } })],
    ['completed', set({ completedAt: serverTimestamp() })],
    [
      'a contract with an extra key',
      set({ contract: { site: SITE, id: CONTRACT, vendor: 'V', visit: '2026-12-10', plant: 'press' } }),
    ],
    [
      'a contract visit that is not a day',
      set({ contract: { site: SITE, id: CONTRACT, vendor: 'V', visit: '10.12.2026' } }),
    ],
    ['a contract without a vendor', set({ contract: { site: SITE, id: CONTRACT, vendor: '', visit: '2026-12-10' } })],
    ['raised by someone else', set({ raisedBy: 'alice' })],
    ['without search keywords', (d) => without(d, 'keywords')],
    ['with search keywords that are not a list', set({ keywords: { pump: true } })],
  ];
  for (const [what, change] of bad) {
    it(`refuses planned work ${what}`, async () => {
      await expectRule(false, createPlanned(signedIn('dan'), dan, { order: change }));
    });
  }

  it('refuses it without its event v1, or with an event that says New', async () => {
    await expectRule(false, createPlanned(signedIn('dan'), dan, { skipEvent: true }));
    await expectRule(false, createPlanned(signedIn('dan'), dan, { event: (e) => ({ ...e, to: 'new' }) }));
  });

  it('a plain request stays plain: raising one with a contract, pm or signature is refused', async () => {
    await expectRule(false, raise(signedIn('bob'), bob, { work: set({ contract: visitOrder(bob).contract }) }));
    await expectRule(false, raise(signedIn('dan'), dan, { work: set({ checklist: [{ text: 'x' }] }) }));
    await expectRule(false, raise(signedIn('bob'), bob, { work: set({ completedAt: serverTimestamp() }) }));
    await expectRule(
      true,
      raise(signedIn('bob'), bob, {
        work: set({ pm: null, checklist: [], signature: null, completedAt: null, contract: null }),
      }),
    );
  });
});
