// Procedures on work orders: an admin requires procedures to be acknowledged before
// the work starts (at most 5, only before In Progress); the assigned technician acknowledges each
// one as themself, now; the move to In Progress is refused while a required one lacks its
// acknowledgement; acknowledgements are never removed; an order without the new keys starts as
// before. The seeded order in Daily Schedule is assigned to bob (./workFixture.ts).
import { doc, getDoc, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { change, numberOf, restore, seedWork, STORED_VERSION, workPath } from './workFixture';

setUpRulesEnvironment('work.procedures.rules.test.ts', seedWork);

const dan = meOf('admin');
const bob = meOf('editor');
const NEXT = STORED_VERSION + 1;

/** An acknowledgement as the client writes it (the server stamps `at`). */
const ack = (by: string, revision = 1, extra: Record<string, unknown> = {}) => ({
  revision,
  by,
  byName: `${by} Test`,
  at: serverTimestamp(),
  ...extra,
});
/** As stored earlier. */
const storedAck = (by: string, revision = 1) => ({ revision, by, byName: `${by} Test`, at: PAST });

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
    await expectRule(true, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 2) }));
    expect(await stored('dailySchedule')).toMatchObject({
      version: NEXT,
      acknowledgements: { p1: { revision: 2, by: 'bob', byName: 'bob Test' } },
    });
  });

  it('refuses an acknowledgement written for someone else, or with a time of the client', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('dan') }));
    await expectRule(false, edit(dan, 'dailySchedule', { 'acknowledgements.p1': ack('bob') }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 1, { at: PAST }) }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 0) }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 1, { extra: 1 }) }));
  });

  it('refuses an acknowledgement of a procedure that is not required', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p9': ack('bob') }));
  });

  it('refuses an editor not assigned to the order', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'], assignees: ['dan'] });
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob') }));
  });

  it('an editor acknowledging changes nothing else without a move', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(
      false,
      edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob'), execution: { ...storedAck('x') } }),
    );
  });

  it('refuses removing an acknowledgement; a later revision replaces it, the same does not', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'], acknowledgements: { p1: storedAck('bob', 2) } });
    await expectRule(false, edit(dan, 'dailySchedule', { acknowledgements: {} }));
    await expectRule(false, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 2) }));
    await expectRule(true, edit(bob, 'dailySchedule', { 'acknowledgements.p1': ack('bob', 3) }));
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
        p1: storedAck('bob'),
        p2: storedAck('bob'),
        p3: storedAck('dan'),
        p4: storedAck('bob'),
        p5: storedAck('bob'),
      },
    });
    await expectRule(true, start(bob));
    expect(await stored('dailySchedule')).toMatchObject({ status: 'inProgress', version: NEXT });
  });

  it('is allowed with the last acknowledgement in the same write', async () => {
    await restore('dailySchedule', { requiredProcedures: ['p1'] });
    await expectRule(true, start(bob, { 'acknowledgements.p1': ack('bob') }));
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
