// The procedures gate: a move to In Progress needs every required procedure
// acknowledged by the person moving it (a colleague's does not count); a revised one is read
// again; admins choose at most 5 before the work starts; an acknowledgement is of a required
// procedure and newer than the person's last.
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from './messages';
import { requirementsOf } from '../../domain/statusMachine';
import { acknowledgementsNeeded, checkAcknowledge, checkRequiredProcedures, moveProblem } from './workValidation';
import type { Acknowledgements } from '../../domain/work';

/** Acknowledgements as stored: `{procedureId: {uid: revision}}` written out in full. */
const acks = (by: Record<string, Record<string, number>>): Acknowledgements =>
  Object.fromEntries(
    Object.entries(by).map(([id, people]) => [
      id,
      Object.fromEntries(
        Object.entries(people).map(([uid, revision]) => [uid, { revision, by: uid, byName: uid, at: null }]),
      ),
    ]),
  );

const start = { from: 'dailySchedule', to: 'inProgress', workType: 'BRP', uid: 'ana' } as const;
const known = [
  { id: 'p1', title: 'Isolate pump P-101', revision: 3 },
  { id: 'p2', title: 'Hot work', revision: 1 },
];

describe('the start gate', () => {
  it('asks for acknowledgements only when the order requires procedures', () => {
    expect(requirementsOf('inProgress', { requiredProcedures: ['p1'] })).toEqual(['acknowledgements']);
    expect(requirementsOf('inProgress', { requiredProcedures: [] })).toEqual([]);
    expect(requirementsOf('inProgress')).toEqual([]);
    expect(requirementsOf('workComplete', { requiredProcedures: ['p1'] })).toEqual(['execution']);
  });

  it('refuses the start while a required procedure is not acknowledged, for editors and admins', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(
        moveProblem({ ...start, role, requiredProcedures: ['p1', 'p2'], acknowledgements: acks({ p1: { ana: 3 } }) }),
      ).toBe(PROBLEMS.acknowledgementRequired);
      expect(
        moveProblem({
          ...start,
          role,
          requiredProcedures: ['p1', 'p2'],
          acknowledgements: acks({ p1: { ana: 3 }, p2: { ana: 1 } }),
        }),
      ).toBeUndefined();
      // A colleague's acknowledgement does not count for Ana.
      expect(
        moveProblem({
          ...start,
          role,
          requiredProcedures: ['p1', 'p2'],
          acknowledgements: acks({ p1: { ana: 3 }, p2: { ben: 1 } }),
        }),
      ).toBe(PROBLEMS.acknowledgementRequired);
    }
    expect(moveProblem({ ...start, role: 'editor' })).toBeUndefined();
  });

  it('lists what is missing and what was revised since it was read, with titles', () => {
    const order = { requiredProcedures: ['p1', 'p2', 'gone'], acknowledgements: acks({ p1: { ana: 2, ben: 3 } }) };
    expect(acknowledgementsNeeded(order, known, 'ana')).toEqual([
      { id: 'p1', title: 'Isolate pump P-101', state: 'stale', acknowledged: 2, current: 3 },
      { id: 'p2', title: 'Hot work', state: 'missing', acknowledged: null, current: 1 },
      { id: 'gone', title: null, state: 'missing', acknowledged: null, current: null },
    ]);
    const done = { requiredProcedures: ['p1', 'p2'], acknowledgements: acks({ p1: { ana: 3 }, p2: { ana: 1 } }) };
    expect(acknowledgementsNeeded(done, known, 'ana')).toEqual([]);
    // Ben, assigned too, has read neither: both are his to acknowledge.
    expect(acknowledgementsNeeded(done, known, 'ben').map((n) => [n.id, n.state])).toEqual([
      ['p1', 'missing'],
      ['p2', 'missing'],
    ]);
    // A procedure not known here (offline, not cached): the person's acknowledgement is enough.
    expect(
      acknowledgementsNeeded({ requiredProcedures: ['x'], acknowledgements: acks({ x: { ana: 1 } }) }, [], 'ana'),
    ).toEqual([]);
  });
});

describe('requiring procedures', () => {
  const order = { status: 'dailySchedule', acknowledgements: {} } as const;

  it('lets an admin require up to five before the work starts', () => {
    expect(checkRequiredProcedures(order, ['a', 'b', 'c', 'd', 'e'], 'admin')).toBeUndefined();
    expect(checkRequiredProcedures({ ...order, status: 'new' }, ['a'], 'admin')).toBeUndefined();
  });

  it('refuses editors, a sixth, a repeat, a late change and dropping an acknowledged one', () => {
    expect(checkRequiredProcedures(order, ['a'], 'editor')).toBe(PROBLEMS.requiredAdminOnly);
    expect(checkRequiredProcedures(order, ['a', 'b', 'c', 'd', 'e', 'f'], 'admin')).toBe(PROBLEMS.requiredTooMany);
    expect(checkRequiredProcedures(order, ['a', 'a'], 'admin')).toBe(PROBLEMS.requiredRepeated);
    expect(checkRequiredProcedures({ ...order, status: 'inProgress' }, ['a'], 'admin')).toBe(PROBLEMS.requiredTooLate);
    expect(checkRequiredProcedures({ ...order, status: 'closed' }, [], 'admin')).toBe(PROBLEMS.requiredTooLate);
    const acked = { ...order, acknowledgements: acks({ a: { ana: 1 } }) };
    expect(checkRequiredProcedures(acked, ['b'], 'admin')).toBe(PROBLEMS.requiredAcknowledged);
    expect(checkRequiredProcedures(acked, ['a', 'b'], 'admin')).toBeUndefined();
  });
});

describe('acknowledging', () => {
  const order = { requiredProcedures: ['p1'], acknowledgements: acks({ p1: { ana: 2 } }) };

  it('takes a required procedure at a newer revision than the person’s own last', () => {
    expect(checkAcknowledge(order, 'p1', 3, 'ana')).toBeUndefined();
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 1, 'ana')).toBeUndefined();
    // Ana's acknowledgement does not stand in for Ben's: he acknowledges revision 2 for himself.
    expect(checkAcknowledge(order, 'p1', 2, 'ben')).toBeUndefined();
  });

  it('refuses one not required, the same or an older revision, and nonsense', () => {
    expect(checkAcknowledge(order, 'p9', 1, 'ana')).toBe(PROBLEMS.acknowledgeNotRequired);
    expect(checkAcknowledge(order, 'p1', 2, 'ana')).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge(order, 'p1', 1, 'ana')).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 0, 'ana')).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 1.5, 'ana')).toBe(PROBLEMS.acknowledgeNotNewer);
  });
});
