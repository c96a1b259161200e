// Procedures on work orders: an admin requires procedures to be acknowledged before
// the work starts (at most 5, only before In Progress); each person who works on the order
// acknowledges each one as themself, now, under their own uid; the move to In Progress and any
// write of the execution (logging time) are refused while the writer lacks their own
// acknowledgement (a colleague's does not count); an acknowledgement names the procedure's
// current revision, and one of an earlier revision does not count; acknowledgements are never
// removed, nor a colleague's changed; an order without the new keys starts as before. The seeded order in Daily Schedule is assigned to bob (./workFixture.ts);
// the procedures p1 (at revision 3) and p2–p5 (at revision 1) exist.
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { procedureDoc, procedurePath } from './procedureFixture';
import { change, EXECUTION, numberOf, restore, seedWork, STORED_VERSION, workPath } from './workFixture';

/** The current revision of each procedure an order may require here. */
const CURRENT: Record<string, number> = { p1: 3, p2: 1, p3: 1, p4: 1, p5: 1 };

setUpRulesEnvironment('work.procedures.rules.test.ts', async () => {
  await seedWork();
  await admin(async (db) => {
    await Promise.all(
      Object.entries(CURRENT).map(([id, revision]) =>
        setDoc(doc(db, procedurePath(id)), { ...procedureDoc('dan', revision), createdAt: PAST, updatedAt: PAST }),
      ),
    );
  });
});

const dan = meOf('admin');
const bob = meOf('editor');
const NEXT = STORED_VERSION + 1;

/** An acknowledgement of p1 as the client writes it (the server stamps `at`); p1's current revision by default. */
const ack = (by: string, revision = CURRENT.p1, extra: Record<string, unknown> = {}) => ({
  revision,
  by,
  byName: `${by} Test`,
  at: serverTimestamp(),
  ...extra,
});
/** A procedure's acknowledgements as stored earlier: one person's, under their uid. */
const storedAck = (by: string, revision = 1) => ({ [by]: { revision, by, byName: `${by} Test`, at: PAST } });

/** The change (no move) of the order in `status` that writes `fields`. */
const edit = (as: typeof dan, status: Parameters<typeof numberOf>[0], fields: Record<string, unknown>) =>
  change(signedIn(as.uid), as, status, status, { fields });

const start = (as = bob, fields: Record<string, unknown> = {}) =>
  change(signedIn(as.uid), as, 'dailySchedule', 'inProgress', { fields });

async function stored(status: Parameters<typeof numberOf>[0]) {
  let data: Record<string, unknown> | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, workPath(numberOf(status))))).data();
  });
  return data;
}

describe('requiring procedures', () => {
  it('an admin requires up to five before the work starts', async () => {
    await expectRule(true, edit(dan, 'dailySchedule', { requiredProcedures: ['p1', 'p2', 'p3', 'p4', 'p5'] }));
    expect(await stored('dailySchedule')).toMatchObject({ requiredProcedures: ['p1', 'p2', 'p3', 'p4', 'p5'] });
  });

  it('refuses more than five, a repeated one, and a requirement once the work is in progress', async () => {
    await expectRule(false, edit(dan, 'dailySchedule', { requiredProcedures: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] }));
    await expectRule(false, edit(dan, 'dailySchedule', { requiredProcedures: ['p1', 'p1'] }));
    await expectRule(false, edit(dan, 'dailySchedule', { requiredProcedures: ['p1', 'y'.repeat(640)] }));
    await expectRule(false, edit(dan, 'dailySchedule', { requiredProcedures: 'p1' }));
    await expectRule(false, edit(dan, 'inProgress', { requiredProcedures: ['p1'] }));
  });

  it('refuses an editor setting them, even on work assigned to them', async () => {
    await expectRule(false, edit(bob, 'dailySchedule', { requiredProcedures: ['p1'] }));
    await expectRule(false, edit(bob, 'inProgress', { requiredProcedures: ['p1'] }));
  });

  it('an acknowledged requirement stays; one not yet acknowledged may be dropped', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1', 'p2'], acknowledgements: { p1: storedAck('bob') } });
    await expectRule(false, edit(dan, 'dailySchedule', { requiredProcedures: ['p2'] }));
    await expectRule(true, edit(dan, 'dailySchedule', { requiredProcedures: ['p1'] }));
  });
});

describe('acknowledging', () => {
  it('the assigned editor acknowledges a required procedure as themself, now', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(true, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob') }));
    expect(await stored('dailySchedule')).toMatchObject({
      version: NEXT,
      acknowledgements: { p1: { bob: { revision: 3, by: 'bob', byName: 'bob Test' } } },
    });
  });

  it('refuses an acknowledgement of any revision but the current one (999999, an earlier one)', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 999999) }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 2) }));
    await expectRule(true, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 3) }));
  });

  it('refuses an acknowledgement of a required procedure that does not exist', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1', 'ghost'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.ghost.bob': ack('bob', 1) }));
  });

  it('refuses an acknowledgement written for someone else, or with a time of the client', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.dan': ack('dan') }));
    await expectRule(false, edit(dan, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob') }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('dan') }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 1, { at: PAST }) }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 0) }));
    // Under another member's name ("LOTO acknowledged by Alice"): the name is the writer's own.
    await expectRule(
      false,
      edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 3, { byName: 'alice Test' }) }),
    );
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 1, { extra: 1 }) }));
  });

  it('refuses an acknowledgement of a procedure that is not required', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p9.bob': ack('bob') }));
  });

  it('refuses an editor not assigned to the order', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'], assignees: ['dan'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob') }));
  });

  it('an editor acknowledging changes nothing else without a move', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(
      false,
      edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob'), execution: { ...storedAck('x') } }),
    );
  });

  it('refuses removing an acknowledgement; a later revision replaces it, the same does not', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'], acknowledgements: { p1: storedAck('bob', 2) } });
    await expectRule(false, edit(dan, 'dailySchedule', { acknowledgements: {} }));
    await expectRule(false, edit(dan, 'dailySchedule', { 'acknowledgements.p1': {} }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 2) }));
    await expectRule(true, edit(bob, 'dailySchedule', { 'acknowledgements.p1.bob': ack('bob', 3) }));
  });
});

describe('starting the work', () => {
  it('is refused while a required procedure lacks its acknowledgement', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1', 'p2', 'p3', 'p4', 'p5'],
      acknowledgements: { p1: storedAck('bob'), p2: storedAck('bob'), p3: storedAck('bob'), p4: storedAck('bob') },
    });
    await expectRule(false, start(bob));
    await expectRule(false, start(dan));
  });

  it('is allowed once every required one is acknowledged', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1', 'p2', 'p3', 'p4', 'p5'],
      acknowledgements: {
        p1: storedAck('bob', 3),
        p2: storedAck('bob'),
        p3: storedAck('bob'),
        p4: storedAck('bob'),
        p5: storedAck('bob'),
      },
    });
    await expectRule(true, start(bob));
    expect(await stored('dailySchedule')).toMatchObject({ status: 'inProgress', version: NEXT });
  });

  it('is refused while an acknowledgement is of an earlier revision than the current one', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1', 'p2'],
      acknowledgements: { p1: storedAck('bob', 2), p2: storedAck('bob') },
    });
    await expectRule(false, start(bob));
    await expectRule(false, start(dan));
    await expectRule(true, start(bob, { 'acknowledgements.p1.bob': ack('bob', 3) }));
  });

  it('is allowed with the last acknowledgement in the same write', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(true, start(bob, { 'acknowledgements.p1.bob': ack('bob') }));
  });

  it('an order without the new keys starts as before', async () => {
    expect(await stored('dailySchedule')).not.toHaveProperty('requiredProcedures');
    await expectRule(true, start(bob));
  });

  it('so does one with none required', async () => {
    await restore('dailySchedule', { requiredProcedures: [], acknowledgements: {} });
    await expectRule(true, start(bob));
  });
});

describe('each person acknowledges for themself', () => {
  it('a second person adds their own; the first one’s stays as it was', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1'],
      assignees: ['bob', 'dan'],
      acknowledgements: { p1: storedAck('bob', 3) },
    });
    await expectRule(true, edit(dan, 'dailySchedule', { 'acknowledgements.p1.dan': ack('dan') }));
    expect(await stored('dailySchedule')).toMatchObject({
      acknowledgements: { p1: { bob: { revision: 3, by: 'bob' }, dan: { revision: 3, by: 'dan' } } },
    });
  });

  it('a colleague’s acknowledgement does not let anyone else start the work', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1'],
      assignees: ['bob', 'dan'],
      acknowledgements: { p1: storedAck('bob', 3) },
    });
    await expectRule(false, start(dan));
    await expectRule(true, start(dan, { 'acknowledgements.p1.dan': ack('dan') }));
  });

  const twoOnIt = () =>
    restore('inProgress', {
      requiredProcedures: ['p1'],
      assignees: ['bob', 'dan'],
      acknowledgements: { p1: storedAck('dan', 3) },
    });
  const execution = { ...EXECUTION, actualHours: 3 };

  it('logging time on work in progress needs the writer’s own acknowledgement', async () => {
    await twoOnIt();
    await expectRule(false, edit(bob, 'inProgress', { execution }));
    await expectRule(true, edit(dan, 'inProgress', { execution }));
  });

  it('logging time with one’s own acknowledgement in the same write is allowed', async () => {
    await twoOnIt();
    await expectRule(true, edit(bob, 'inProgress', { execution, 'acknowledgements.p1.bob': ack('bob') }));
  });

  it('an acknowledgement stored before they were per person counts for nobody; its reader acknowledges again', async () => {
    await restore('dailySchedule', {
      requiredProcedures: ['p1'],
      acknowledgements: { p1: { revision: 3, by: 'bob', byName: 'bob Test', at: PAST } },
    });
    await expectRule(false, start(bob));
    await expectRule(true, start(bob, { 'acknowledgements.p1.bob': ack('bob') }));
  });
});
