import { describe, expect, it } from 'vitest';
import { emptyCounts } from '../services/firebase/stats';
import {
  addCounts,
  contributionOf,
  isEmergency,
  recountWorkStats,
  statsDrift,
  statsFields,
  statsMonthOf,
  statsOfMove,
  type StatsOrder,
} from './workStats';

const order = (extra: Partial<StatsOrder> = {}): StatsOrder => ({
  number: 'WR-1',
  status: 'inProgress',
  raisedAt: '2026-10-31T23:30:00.000Z',
  workType: 'BRP',
  equipmentId: 'pump1',
  scheduledFor: '2026-11-04',
  completedAt: null,
  execution: {
    actualHours: 3.5,
    action: 'repair',
    failureCause: 'MNT',
    delays: [
      { code: '4A', hours: 2, note: '' },
      { code: '4A', hours: 0.5, note: '' },
      { code: '1C', hours: 1, note: '' },
    ],
    startedAt: '2026-11-03T08:00:00.000Z',
  },
  ...extra,
});

describe('one order’s contribution', () => {
  it('counts in the UTC month it was raised in', () => {
    expect(statsMonthOf('2026-10-31T23:30:00.000Z')).toBe('2026-10');
  });

  it('a planned breakdown: hours, cause, delays per code, equipment, on schedule in its week', () => {
    // Scheduled Wednesday 4 Nov, completed Sunday 8 Nov: the same Monday-based week.
    expect(contributionOf(order(), '2026-11-08')).toEqual({
      done: 1,
      hours: 3.5,
      plannedHours: 3.5,
      breakdowns: 1,
      breakdownHours: 3.5,
      onSchedule: 1,
      causes: { MNT: 1 },
      delays: { '4A': 2.5, '1C': 1 },
      equipment: { pump1: { n: 1, h: 3.5 } },
    });
    expect(contributionOf(order(), '2026-11-09').onSchedule).toBe(0);
  });

  it('an emergency breakdown (started within 24 h) is not planned work; other work is', () => {
    const emergency = order({ execution: { ...order().execution!, startedAt: '2026-11-01T10:00:00.000Z' } });
    expect(isEmergency(emergency)).toBe(true);
    expect(contributionOf(emergency, '2026-11-01').plannedHours).toBe(0);
    const inspection = order({ workType: 'PM-INSP', execution: { ...emergency.execution!, failureCause: null } });
    expect(isEmergency(inspection)).toBe(false);
    expect(contributionOf(inspection, '2026-11-01')).toMatchObject({
      plannedHours: 3.5,
      breakdowns: 0,
      causes: {},
      equipment: {},
    });
  });
});

describe('moves', () => {
  it('a completion adds the order; rework takes back what its completion added', () => {
    const step = statsOfMove(order(), 'workComplete', '2026-11-05')!;
    expect(step).toMatchObject({ month: '2026-10', by: 1 });
    const completed = order({ status: 'workComplete', completedAt: '2026-11-05T12:00:00.000Z' });
    const back = statsOfMove(completed, 'inProgress', '2026-11-20')!;
    expect(back.by).toBe(-1);
    expect(back.counts).toEqual(step.counts);
  });

  it('other moves change nothing', () => {
    expect(statsOfMove(order({ status: 'dailySchedule' }), 'inProgress', '2026-11-05')).toBeNull();
    expect(statsOfMove(order({ status: 'workComplete' }), 'complete', '2026-11-05')).toBeNull();
    expect(statsOfMove(order({ raisedAt: null }), 'workComplete', '2026-11-05')).toBeNull();
  });

  it('writes every scalar, only the map keys that move, and never −0', () => {
    const inc = (n: number) => ({ inc: n });
    const fields = statsFields({ month: '2026-10', by: -1, counts: { ...emptyCounts(), done: 1 } }, inc);
    expect(fields).toEqual({
      month: '2026-10',
      done: { inc: -1 },
      hours: { inc: 0 },
      plannedHours: { inc: 0 },
      breakdowns: { inc: 0 },
      breakdownHours: { inc: 0 },
      onSchedule: { inc: 0 },
    });
    expect(Object.is((fields.hours as { inc: number }).inc, 0)).toBe(true);
  });
});

describe('recount', () => {
  it('equals the steps of a history applied one by one', () => {
    const a = order({ number: 'A' });
    const b = order({ number: 'B', workType: 'QI', raisedAt: '2026-11-02T09:00:00.000Z' });
    // A completed, sent back, completed again; B completed.
    let month10 = emptyCounts();
    let month11 = emptyCounts();
    const apply = (step: ReturnType<typeof statsOfMove>) => {
      if (!step) return;
      if (step.month === '2026-10') month10 = addCounts(month10, step.counts, step.by);
      else month11 = addCounts(month11, step.counts, step.by);
    };
    apply(statsOfMove(a, 'workComplete', '2026-11-05'));
    apply(
      statsOfMove({ ...a, status: 'workComplete', completedAt: '2026-11-05T10:00:00Z' }, 'inProgress', '2026-11-06'),
    );
    apply(statsOfMove(a, 'workComplete', '2026-11-12'));
    apply(statsOfMove(b, 'workComplete', '2026-11-06'));
    const recount = recountWorkStats(
      [
        { ...a, status: 'workComplete', completedAt: '2026-11-12T10:00:00Z' },
        { ...b, status: 'closed', completedAt: '2026-11-06T10:00:00Z' },
        order({ number: 'C', status: 'inProgress' }),
      ],
      ['2026-10', '2026-11'],
    );
    expect(recount.get('2026-10')).toEqual(month10);
    expect(recount.get('2026-11')).toEqual(month11);
    expect(month10.onSchedule).toBe(0); // completed the week after its scheduled week
  });

  it('counts an order completed before completedAt existed from its last update', () => {
    const old = order({ status: 'closed', completedAt: null, updatedAt: '2026-11-05T10:00:00Z' });
    expect(recountWorkStats([old], ['2026-10']).get('2026-10')).toMatchObject({ done: 1, onSchedule: 1 });
  });
});

describe('drift', () => {
  it('names what a stored month has that a recount does not, zero keys and float dust aside', () => {
    const recount = { ...emptyCounts(), done: 2, hours: 0.3, causes: { MNT: 1 } };
    const stored = { ...recount, hours: 0.1 + 0.2, causes: { MNT: 1, EF: 0 }, delays: { '4A': 0 } };
    expect(statsDrift(stored, recount)).toEqual([]);
    expect(statsDrift({ ...stored, done: 3, causes: { MNT: 2 } }, recount)).toEqual(['done', 'causes.MNT']);
    expect(
      statsDrift({ ...stored, equipment: { p1: { n: 1, h: 2 } } }, { ...recount, equipment: { p1: { n: 1, h: 3 } } }),
    ).toEqual(['equipment.p1']);
    expect(statsDrift(undefined, recount)).toEqual(['month']);
  });
});
