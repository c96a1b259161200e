// The work-order status machine in the rules (docs/design.md §4): every move of the
// client's table (statusMachine.ts TRANSITIONS, imported, so the rules and the client are proven
// to hold the same table) succeeds for the role that may make it, with its history event; from
// each status a move outside the table is refused; editors make only their moves, and only on
// work assigned to them; each gate refuses a move without what it needs; a change and its
// history event go together or not at all; history is append-only.
// The world is in ./fixture.ts, ./assetFixture.ts and ./workFixture.ts.
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS, WORK_STATUSES, canMove, isFieldMove, type WorkStatus } from '../../src/domain/statusMachine';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import {
  change,
  event,
  EXECUTION,
  historyPath,
  numberOf,
  PLAN,
  restore,
  seedWork,
  STORED_VERSION,
  workPath,
} from './workFixture';

setUpRulesEnvironment('work.transitions.rules.test.ts', seedWork);

const dan = meOf('admin');
const bob = meOf('editor');
const NEXT = STORED_VERSION + 1;

/** A document as stored, read with the rules off. */
async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

const MOVES = WORK_STATUSES.flatMap((from) => TRANSITIONS[from].map((to) => [from, to] as const));
const ADMIN_ONLY = MOVES.filter(([from, to]) => !canMove(from, to, 'editor'));
const EDITOR_MOVES = MOVES.filter(([from, to]) => canMove(from, to, 'editor'));

describe('every move of the table', () => {
  it('has moves for both roles (the table is not empty)', () => {
    expect(MOVES.length).toBe(28);
    expect(EDITOR_MOVES).toEqual([
      ['dailySchedule', 'inProgress'],
      ['inProgress', 'workComplete'],
    ]);
  });

  for (const [from, to] of MOVES) {
    const movers = canMove(from, to, 'editor')
      ? (['editor', 'admin', 'owner'] as const)
      : (['admin', 'owner'] as const);
    for (const actor of movers) {
      it(`${from} → ${to}: ${actor} is allowed, and the history event is written`, async () => {
        const me = meOf(actor);
        await expectRule(true, change(signedIn(me.uid), me, from, to));
        expect(await stored(workPath(numberOf(from)))).toMatchObject({ status: to, version: NEXT, updatedBy: me.uid });
        expect(await stored(historyPath(numberOf(from), NEXT))).toMatchObject({ version: NEXT, from, to, by: me.uid });
      });
    }
  }
});

describe('moves outside the table', () => {
  // Every one, not just one per status: with the moves above, the rules' table equals the client's.
  for (const from of WORK_STATUSES) {
    for (const outside of WORK_STATUSES.filter(
      (s) => s !== from && !TRANSITIONS[from].includes(s) && !isFieldMove(from, s),
    )) {
      it(`${from} → ${outside} (not in the table): the admin is refused`, async () => {
        await expectRule(false, change(signedIn('dan'), dan, from, outside));
      });
    }
  }

  it('refuses an unknown status, and a move by two versions', async () => {
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'done' as WorkStatus));
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'inPlanning', { version: NEXT + 1 }));
  });
});

describe('editors', () => {
  for (const [from, to] of ADMIN_ONLY) {
    it(`${from} → ${to} (admins only): the editor is refused`, async () => {
      await expectRule(false, change(signedIn('bob'), bob, from, to));
    });
  }

  it('are refused their own moves on work not assigned to them; admins are not', async () => {
    await restore('dailySchedule', { assignees: ['dan'] });
    await restore('inProgress', { assignees: [] });
    await expectRule(false, change(signedIn('bob'), bob, 'dailySchedule', 'inProgress'));
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'workComplete'));
    await expectRule(true, change(signedIn('alice'), meOf('owner'), 'dailySchedule', 'inProgress'));
    await expectRule(true, change(signedIn('dan'), dan, 'inProgress', 'workComplete'));
  });

  it('record execution without a move only while the work is in progress', async () => {
    const execution = { ...EXECUTION, actualHours: 3, delays: [{ code: '1A', hours: 1, note: '' }] };
    await expectRule(true, change(signedIn('bob'), bob, 'inProgress', 'inProgress', { fields: { execution } }));
    await expectRule(false, change(signedIn('bob'), bob, 'dailySchedule', 'dailySchedule', { fields: { execution } }));
    await expectRule(false, change(signedIn('bob'), bob, 'workComplete', 'workComplete', { fields: { execution } }));
  });

  it('record execution (or comment) only on work assigned to them', async () => {
    const execution = { ...EXECUTION, actualHours: 3 };
    await restore('inProgress', { assignees: ['dan'] });
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'inProgress', { fields: { execution } }));
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'inProgress'));
    await expectRule(true, change(signedIn('dan'), dan, 'inProgress', 'inProgress', { fields: { execution } }));
  });

  it('change nothing else: not the title, the plan or the assignees', async () => {
    for (const fields of [
      { title: 'Mine now' },
      { plan: { ...PLAN, craft: 'Electrical' } },
      { assignees: ['bob', 'dan'] },
    ]) {
      await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'inProgress', { fields }));
      await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'workComplete', { fields }));
    }
    await expectRule(true, change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields: { title: 'Seal kit' } }));
  });
});

describe('gates: what each move needs', () => {
  it('a rejection or a cancellation needs a reason', async () => {
    await restore('new', { reason: null });
    await restore('inPlanning', { reason: null });
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'rejected'));
    await expectRule(false, change(signedIn('dan'), dan, 'inPlanning', 'cancelled'));
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'rejected', { fields: { reason: '' } }));
    await expectRule(
      true,
      change(signedIn('dan'), dan, 'inPlanning', 'cancelled', { fields: { reason: 'Duplicate' } }),
    );
  });

  it('Ready-to-Schedule needs a plan with assignees and estimated hours', async () => {
    await restore('inPlanning', { plan: null });
    await expectRule(false, change(signedIn('dan'), dan, 'inPlanning', 'readyToSchedule'));
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'inPlanning', 'readyToSchedule', { fields: { plan: { ...PLAN, assignees: [] } } }),
    );
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'inPlanning', 'readyToSchedule', {
        fields: { plan: { ...PLAN, estimatedHours: 0 } },
      }),
    );
    await expectRule(true, change(signedIn('dan'), dan, 'inPlanning', 'readyToSchedule', { fields: { plan: PLAN } }));
  });

  it('Work Complete needs actual hours, the action and (BRP, RPM-INSP) the failure cause', async () => {
    await restore('inProgress', { execution: null });
    const to = (execution: unknown) =>
      change(signedIn('bob'), bob, 'inProgress', 'workComplete', { fields: { execution } });
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'workComplete'));
    await expectRule(false, to({ ...EXECUTION, actualHours: 0 }));
    await expectRule(false, to({ ...EXECUTION, action: null }));
    await expectRule(false, to({ ...EXECUTION, failureCause: null })); // BRP
    await restore('inProgress', { workType: 'RPM-INSP', rime: 35, execution: null });
    await expectRule(false, to({ ...EXECUTION, failureCause: null }));
    await restore('inProgress', { workType: 'QI', rime: 49, execution: null });
    await expectRule(true, to({ ...EXECUTION, failureCause: null }));
  });
});

describe('a change and its history event, in one batch', () => {
  it('refuses a move without its history event, or with an event that says otherwise', async () => {
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'inPlanning', { skipEvent: true }));
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'new', 'inPlanning', { event: (e) => ({ ...e, from: 'awaitingReview' }) }),
    );
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'new', 'inPlanning', { event: (e) => ({ ...e, to: 'awaitingReview' }) }),
    );
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'new', 'new', { fields: { title: 'Seal kit' }, skipEvent: true }),
    );
  });

  it('refuses a history event without the change of its request', async () => {
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'inPlanning', { skipWork: true }));
    await expectRule(false, change(signedIn('dan'), dan, 'new', 'new', { skipWork: true }));
    const v1 = event(dan, 1, null, 'new');
    await expectRule(false, setDoc(doc(signedIn('dan'), historyPath(numberOf('new'), 1)), v1));
  });

  it('refuses an event stamped for someone else, at another time, or with a long note', async () => {
    const bad = [{ by: 'alice' }, { at: PAST }, { note: 'n'.repeat(1001) }, { extra: 1 }];
    for (const extra of bad) {
      await expectRule(
        false,
        change(signedIn('dan'), dan, 'new', 'inPlanning', { event: (e) => ({ ...e, ...extra }) }),
      );
    }
    const note = 'Planned with the crew.';
    await expectRule(true, change(signedIn('dan'), dan, 'new', 'inPlanning', { event: (e) => ({ ...e, note }) }));
  });

  it('keeps history append-only: no update, no delete, no rewrite', async () => {
    await expectRule(true, change(signedIn('dan'), dan, 'new', 'inPlanning'));
    const path = historyPath(numberOf('new'), NEXT);
    for (const db of [signedIn('dan'), signedIn('alice'), signedIn('bob')]) {
      await expectRule(false, updateDoc(doc(db, path), { note: 'Edited' }));
      await expectRule(false, setDoc(doc(db, path), event(dan, NEXT, 'new', 'inPlanning')));
      await expectRule(false, deleteDoc(doc(db, path)));
    }
    expect(await stored(path)).toMatchObject({ note: '', by: 'dan' });
  });

  it('refuses a deleted request, by anyone', async () => {
    for (const uid of ['alice', 'dan', 'bob']) {
      await expectRule(false, deleteDoc(doc(signedIn(uid), workPath(numberOf('closed')))));
    }
  });
});

describe('field moves: the emergency path, on hold for parts and back', () => {
  const started = { actualHours: 0, action: null, failureCause: null, delays: [], startedAt: PAST };
  const start = (me: typeof bob, fields: Record<string, unknown> = {}) =>
    change(signedIn(me.uid), me, 'new', 'inProgress', {
      fields: { execution: started, assignees: [me.uid], ...fields },
    });

  it('lets whoever raised a breakdown start it at once, taking the work; planning follows', async () => {
    await restore('new', { workType: 'BRP', raisedBy: 'bob', plan: null, execution: null, assignees: [] });
    await expectRule(true, start(bob));
  });

  it('lets an admin start any breakdown or safety request at once; a safety request too', async () => {
    await restore('new', { workType: 'SI', rime: 70, raisedBy: 'erin', plan: null, execution: null, assignees: [] });
    await expectRule(true, start(dan));
  });

  const refused: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['of another type (quality)', { workType: 'QI', rime: 49 }, {}],
    ['raised by someone else', { raisedBy: 'erin' }, {}],
    ['without taking the work', {}, { assignees: [] }],
    ['without recording its start', {}, { execution: null }],
    ['with a plan written by the editor', {}, { plan: { ...PLAN } }],
  ];
  for (const [what, stored, fields] of refused)
    it(`refuses an editor's emergency start ${what}`, async () => {
      await restore('new', { workType: 'BRP', raisedBy: 'bob', plan: null, execution: null, assignees: [], ...stored });
      await expectRule(false, start(bob, fields));
    });

  it('puts work in progress on hold for parts only with a delay added, by whoever executes it', async () => {
    const parts = { ...EXECUTION, delays: [{ code: '4A', hours: 2, note: 'Seal kit ordered' }] };
    const hold = () =>
      change(signedIn('bob'), bob, 'inProgress', 'awaitingMaterials', { fields: { execution: parts } });
    await restore('inProgress', { execution: { ...EXECUTION, delays: [] }, assignees: ['dan'] });
    await expectRule(false, hold()); // not bob's work
    await restore('inProgress', { execution: { ...EXECUTION, delays: [] }, assignees: ['bob'] });
    await expectRule(false, change(signedIn('bob'), bob, 'inProgress', 'awaitingMaterials')); // no delay added
    await expectRule(true, hold());
  });

  it('resumes work on hold that had started, and only that', async () => {
    await restore('awaitingMaterials', { execution: EXECUTION, assignees: ['bob'] });
    await expectRule(true, change(signedIn('bob'), bob, 'awaitingMaterials', 'inProgress'));
    await restore('awaitingMaterials', { execution: null, assignees: ['bob'] });
    await expectRule(false, change(signedIn('dan'), dan, 'awaitingMaterials', 'inProgress'));
  });
});
