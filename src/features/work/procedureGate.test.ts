// The procedures gate: a move to In Progress needs every required procedure
// acknowledged; a revised one is read again; admins choose at most 5 before the work starts; an
// acknowledgement is of a required procedure and newer than the last.
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from './messages';
import { requirementsOf } from '../../domain/statusMachine';
import { acknowledgementsNeeded, checkAcknowledge, checkRequiredProcedures, moveProblem } from './workValidation';

const start = { from: 'dailySchedule', to: 'inProgress', workType: 'BRP' } as const;
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
        moveProblem({ ...start, role, requiredProcedures: ['p1', 'p2'], acknowledgements: { p1: { revision: 3 } } }),
      ).toBe(PROBLEMS.acknowledgementRequired);
      expect(
        moveProblem({
          ...start,
          role,
          requiredProcedures: ['p1', 'p2'],
          acknowledgements: { p1: { revision: 3 }, p2: { revision: 1 } },
        }),
      ).toBeUndefined();
    }
    expect(moveProblem({ ...start, role: 'editor' })).toBeUndefined();
  });

  it('lists what is missing and what was revised since it was read, with titles', () => {
    const order = { requiredProcedures: ['p1', 'p2', 'gone'], acknowledgements: { p1: { revision: 2 } } };
    expect(acknowledgementsNeeded(order, known)).toEqual([
      { id: 'p1', title: 'Isolate pump P-101', state: 'stale', acknowledged: 2, current: 3 },
      { id: 'p2', title: 'Hot work', state: 'missing', acknowledged: null, current: 1 },
      { id: 'gone', title: null, state: 'missing', acknowledged: null, current: null },
    ]);
    const done = { requiredProcedures: ['p1', 'p2'], acknowledgements: { p1: { revision: 3 }, p2: { revision: 1 } } };
    expect(acknowledgementsNeeded(done, known)).toEqual([]);
    // A procedure not known here (offline, not cached): its acknowledgement is enough.
    expect(acknowledgementsNeeded({ requiredProcedures: ['x'], acknowledgements: { x: { revision: 1 } } }, [])).toEqual(
      [],
    );
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
    const acked = { ...order, acknowledgements: { a: { revision: 1 } } };
    expect(checkRequiredProcedures(acked, ['b'], 'admin')).toBe(PROBLEMS.requiredAcknowledged);
    expect(checkRequiredProcedures(acked, ['a', 'b'], 'admin')).toBeUndefined();
  });
});

describe('acknowledging', () => {
  const order = { requiredProcedures: ['p1'], acknowledgements: { p1: { revision: 2 } } };

  it('takes a required procedure at a newer revision', () => {
    expect(checkAcknowledge(order, 'p1', 3)).toBeUndefined();
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 1)).toBeUndefined();
  });

  it('refuses one not required, the same or an older revision, and nonsense', () => {
    expect(checkAcknowledge(order, 'p9', 1)).toBe(PROBLEMS.acknowledgeNotRequired);
    expect(checkAcknowledge(order, 'p1', 2)).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge(order, 'p1', 1)).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 0)).toBe(PROBLEMS.acknowledgeNotNewer);
    expect(checkAcknowledge({ ...order, acknowledgements: {} }, 'p1', 1.5)).toBe(PROBLEMS.acknowledgeNotNewer);
  });
});
