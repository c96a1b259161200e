// The work-order rules that need no server: the status machine of docs/design.md §4, RIME with its
// ageing term, the reference lists of docs/product.md §9 and the readable request numbers.
import { describe, expect, it } from 'vitest';
import { DELAY_CODES, FAILURE_CAUSES, PERMIT_TYPES, WORK_TYPE_CODES, WORK_TYPES } from '../../domain/referenceLists';
import { rankAt, rankingScore, rime } from '../../domain/rime';
import {
  BACKLOG_STATUSES,
  PLANNING_STATUSES,
  READY_STATUSES,
  OPEN_STATUSES,
  TRIAGE_STATUSES,
  canMove,
  groupOf,
  needsFailureCause,
  nextStatuses,
  requirementsOf,
  STAGE_GROUPS,
  TRANSITIONS,
  WORK_STATUSES,
} from '../../domain/statusMachine';
import { newWorkNumber, WORK_NUMBER } from './workNumber';

describe('status machine', () => {
  it('allows exactly the moves of the design table', () => {
    expect(nextStatuses('new', 'admin')).toEqual(['inPlanning', 'awaitingReview', 'rejected', 'cancelled']);
    expect(nextStatuses('readyToSchedule', 'admin')).toEqual(['weeklySchedule', 'awaitingMaterials', 'cancelled']);
    expect(nextStatuses('workComplete', 'admin')).toEqual(['complete', 'inProgress']);
    expect(nextStatuses('closed', 'admin')).toEqual([]);
    expect(canMove('new', 'inProgress', 'admin')).toBe(false);
    expect(canMove('inProgress', 'closed', 'admin')).toBe(false);
    expect(canMove('complete', 'inProgress', 'admin')).toBe(false);
  });

  it('adds the field moves only for an order that allows them: the emergency path, on hold and back', () => {
    const breakdown = { workType: 'BRP' as const, raisedByMe: true, started: false };
    expect(nextStatuses('new', 'editor', breakdown)).toEqual(['inProgress']);
    expect(canMove('new', 'inProgress', 'editor', { ...breakdown, workType: 'SI' })).toBe(true);
    expect(canMove('new', 'inProgress', 'editor', { ...breakdown, workType: 'QI' })).toBe(false);
    expect(canMove('new', 'inProgress', 'editor', { ...breakdown, raisedByMe: false })).toBe(false);
    expect(canMove('new', 'inProgress', 'admin', { ...breakdown, raisedByMe: false })).toBe(true);
    expect(nextStatuses('inProgress', 'editor', { ...breakdown, started: true })).toEqual([
      'workComplete',
      'awaitingMaterials',
    ]);
    expect(canMove('awaitingMaterials', 'inProgress', 'admin', { ...breakdown, started: true })).toBe(true);
    expect(canMove('awaitingMaterials', 'inProgress', 'admin', breakdown)).toBe(false);
    // Never a move the planned table lacks beyond these three.
    expect(canMove('new', 'workComplete', 'admin', breakdown)).toBe(false);
  });

  it('lets editors start and finish work, and nothing else', () => {
    const editorMoves = WORK_STATUSES.flatMap((from) => nextStatuses(from, 'editor').map((to) => `${from}>${to}`));
    expect(editorMoves).toEqual(['dailySchedule>inProgress', 'inProgress>workComplete']);
  });

  it('leads from New to Closed, and every status is reachable and grouped once', () => {
    const reached = new Set(['new']);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of reached)
        for (const to of TRANSITIONS[from as keyof typeof TRANSITIONS])
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
    }
    expect([...reached].sort()).toEqual([...WORK_STATUSES].sort());
    const grouped = Object.values(STAGE_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...WORK_STATUSES].sort());
    expect(groupOf('awaitingMaterials')).toBe('onHold');
    expect(groupOf('dailySchedule')).toBe('scheduled');
  });

  it('asks each gate for what it needs', () => {
    expect(requirementsOf('rejected')).toEqual(['reason']);
    expect(requirementsOf('cancelled')).toEqual(['reason']);
    expect(requirementsOf('readyToSchedule')).toEqual(['plan']);
    expect(requirementsOf('workComplete')).toEqual(['execution']);
    expect(requirementsOf('inPlanning')).toEqual([]);
    // A preventive order whose plan asks for a signature; others as before.
    expect(requirementsOf('workComplete', { pm: { signatureRequired: true } })).toEqual(['execution', 'signature']);
    expect(requirementsOf('workComplete', { pm: { signatureRequired: false } })).toEqual(['execution']);
    expect(requirementsOf('workComplete', { pm: null })).toEqual(['execution']);
    expect(requirementsOf('complete', { pm: { signatureRequired: true } })).toEqual([]);
    expect(needsFailureCause('BRP')).toBe(true);
    expect(needsFailureCause('RPM-INSP')).toBe(true);
    expect(needsFailureCause('PM-INSP')).toBe(false);
  });
});

describe('RIME', () => {
  it('is criticality × work-type weight with the design defaults', () => {
    expect(rime(10, 'SI')).toBe(100);
    expect(rime(7, 'BRP')).toBe(56);
    expect(rime(1, 'CSM')).toBe(1);
    expect(() => rime(11, 'SI')).toThrow(RangeError);
    expect(() => rime(0, 'SI')).toThrow(RangeError);
  });

  it('lets old low-priority work rise a point a week, counted continuously', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const WEEK = 7 * 86_400_000;
    expect(rankingScore(1, now.toISOString(), now)).toBe(1);
    expect(rankingScore(1, new Date(now.getTime() - 4 * WEEK).toISOString(), now)).toBe(5);
    expect(rankingScore(1, new Date(now.getTime() - 3.5 * 86_400_000).toISOString(), now)).toBe(1.5);
    // No ceiling: work left for a year and a half ranks above anything raised today.
    expect(rankingScore(1, new Date(now.getTime() - 80 * WEEK).toISOString(), now)).toBe(81);
  });

  it('stores the ranking as one date: ordered by rankAt, earliest first, is ordered by score', () => {
    const raised = new Date('2026-11-02T08:00:00Z');
    expect(rankAt(10, raised).toISOString()).toBe('2026-08-24T08:00:00.000Z');
    const orders = [
      { rime: 1, raisedAt: '2026-03-02T08:00:00Z' },
      { rime: 56, raisedAt: '2026-11-20T10:00:00Z' },
      { rime: 20, raisedAt: '2026-08-01T00:00:00Z' },
      { rime: 100, raisedAt: '2026-11-23T11:00:00Z' },
      { rime: 40, raisedAt: '2026-10-30T00:00:00Z' },
    ];
    const byKey = [...orders].sort(
      (a, b) => rankAt(a.rime, new Date(a.raisedAt)).getTime() - rankAt(b.rime, new Date(b.raisedAt)).getTime(),
    );
    for (const now of [new Date('2026-11-23T12:00:00Z'), new Date('2027-06-01T00:00:00Z')]) {
      const byScore = [...orders].sort(
        (a, b) => rankingScore(b.rime, b.raisedAt, now) - rankingScore(a.rime, a.raisedAt, now),
      );
      expect(byKey).toEqual(byScore);
    }
  });
});

describe('reference lists (docs/product.md §9)', () => {
  it('hold every code of the specification', () => {
    expect(WORK_TYPE_CODES).toHaveLength(9);
    expect(Object.keys(WORK_TYPES).sort()).toEqual([...WORK_TYPE_CODES].sort());
    expect(FAILURE_CAUSES).toHaveLength(13);
    expect(PERMIT_TYPES).toHaveLength(10);
    expect(DELAY_CODES).toHaveLength(6 + 4 + 5 + 5 + 4 + 4 + 4);
    expect(DELAY_CODES.slice(0, 7)).toEqual(['1A', '1B', '1C', '1D', '1E', '1F', '2A']);
    expect(DELAY_CODES.at(-1)).toBe('7D');
  });
});

describe('work request numbers', () => {
  it('read as WR-date-code, without letters that look like digits', () => {
    const number = newWorkNumber(new Date(2026, 10, 23), () => new Uint8Array([0, 8, 18, 31]));
    expect(number).toBe('WR-20261123-08JZ');
    for (let i = 0; i < 200; i += 1) expect(newWorkNumber()).toMatch(WORK_NUMBER);
  });
});

describe('names of the vocabulary', () => {
  it('name every code, so no code shows raw on screen', async () => {
    const names = await import('./messages');
    const { ACTIONS } = await import('../../domain/referenceLists');
    expect(Object.keys(names.STATUS_NAMES).sort()).toEqual([...WORK_STATUSES].sort());
    expect(Object.keys(names.WORK_TYPE_NAMES).sort()).toEqual([...WORK_TYPE_CODES].sort());
    expect(Object.keys(names.ACTION_NAMES).sort()).toEqual([...ACTIONS].sort());
    const { FAILURE_CAUSE_NAMES } = await import('../../components/failureCodes/messages');
    expect(Object.keys(FAILURE_CAUSE_NAMES).sort()).toEqual([...FAILURE_CAUSES].sort());
    expect(Object.keys(names.DELAY_GROUP_NAMES)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});

describe('the lists Home and the dashboard count', () => {
  it('backlog: approved work not started, in planning or ready; open: not done nor dropped; triage: New and Awaiting Review', () => {
    expect(PLANNING_STATUSES).toEqual(['inPlanning', 'reliabilityReview', 'awaitingMaterials']);
    expect(READY_STATUSES).toEqual(['readyToSchedule', 'weeklySchedule', 'dailySchedule']);
    expect(BACKLOG_STATUSES).toEqual([...PLANNING_STATUSES, ...READY_STATUSES]);
    // In Progress is being done, not waiting: open, not backlog.
    expect(OPEN_STATUSES).toEqual(['new', 'awaitingReview', ...BACKLOG_STATUSES, 'inProgress']);
    expect(TRIAGE_STATUSES).toEqual(['new', 'awaitingReview']);
  });
});
