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
  it('counts in the UTC month it was completed in', () => {
    expect(statsMonthOf('2026-10-31T23:30:00.000Z')).toBe('2026-10');
    expect(statsMonthOf('2026-11-01T00:00:00.000Z')).toBe('2026-11');
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
  it('a completion adds the order to the month it is completed in; rework takes it back from there', () => {
    // Raised 31 October, completed 5 November: November's work, not October's.
    const step = statsOfMove(order(), 'workComplete', '2026-11-05T12:00:00.000Z')!;
    expect(step).toMatchObject({ month: '2026-11', by: 1 });
    const completed = order({ status: 'workComplete', completedAt: '2026-11-05T12:00:00.000Z' });
    // Sent back in December: taken back from November, as it was counted.
    const back = statsOfMove(completed, 'inProgress', '2026-12-02T08:00:00.000Z')!;
    expect(back).toMatchObject({ month: '2026-11', by: -1 });
    expect(back.counts).toEqual(step.counts);
  });

  it('an offline completion counts in the month the technician completed it, whenever it syncs', () => {
    // Completed offline at 23:50 UTC on 30 November: November, even if it reaches the server in December.
    expect(statsOfMove(order(), 'workComplete', '2026-11-30T23:50:00.000Z')!.month).toBe('2026-11');
  });

  it('other moves change nothing', () => {
    const now = '2026-11-05T10:00:00.000Z';
    expect(statsOfMove(order({ status: 'dailySchedule' }), 'inProgress', now)).toBeNull();
    expect(statsOfMove(order({ status: 'workComplete' }), 'complete', now)).toBeNull();
    expect(statsOfMove(order({ raisedAt: null }), 'workComplete', now)).toBeNull();
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
    const b = order({ number: 'B', workType: 'QI', raisedAt: '2026-10-02T09:00:00.000Z' });
    // A completed in October, sent back, completed again in November; B completed in October.
    let month10 = emptyCounts();
    let month11 = emptyCounts();
    const apply = (step: ReturnType<typeof statsOfMove>) => {
      if (!step) return;
      if (step.month === '2026-10') month10 = addCounts(month10, step.counts, step.by);
      else month11 = addCounts(month11, step.counts, step.by);
    };
    apply(statsOfMove(a, 'workComplete', '2026-10-31T23:55:00Z'));
    apply(
      statsOfMove(
        { ...a, status: 'workComplete', completedAt: '2026-10-31T23:55:00Z' },
        'inProgress',
        '2026-11-06T08:00:00Z',
      ),
    );
    apply(statsOfMove(a, 'workComplete', '2026-11-12T10:00:00Z'));
    apply(statsOfMove(b, 'workComplete', '2026-10-06T10:00:00Z'));
    const recount = recountWorkStats(
      [
        { ...a, status: 'workComplete', completedAt: '2026-11-12T10:00:00Z' },
        { ...b, status: 'closed', completedAt: '2026-10-06T10:00:00Z' },
        order({ number: 'C', status: 'inProgress' }),
      ],
      ['2026-10', '2026-11'],
    );
    // The same figures (rework leaves October's pump1 and MNT at zero, where a recount has no key).
    expect(statsDrift(month10, recount.get('2026-10'))).toEqual([]);
    expect(statsDrift(month11, recount.get('2026-11'))).toEqual([]);
    expect(month10).toMatchObject({ done: 1, breakdowns: 0 }); // B only: A's October completion was taken back
    expect(month11).toMatchObject({ done: 1, breakdowns: 1, onSchedule: 0 }); // A, the week after its scheduled week
  });

  it('counts an order completed before completedAt existed from its last update', () => {
    const old = order({ status: 'closed', completedAt: null, updatedAt: '2026-11-05T10:00:00Z' });
    expect(recountWorkStats([old], ['2026-11']).get('2026-11')).toMatchObject({ done: 1, onSchedule: 1 });
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
