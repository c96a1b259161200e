import { describe, expect, it } from 'vitest';
import { chunks, frozenWeekOf, measuredWeeks, scheduleCompliance } from './scheduleWeeks';

const order = (number: string, scheduledFor: string | null, hours: number | null, status = 'weeklySchedule') => ({
  number,
  status,
  scheduledFor,
  plan: hours === null ? null : { estimatedHours: hours },
});

describe('a frozen week', () => {
  it('holds every order scheduled for a day of the week, done or not, with its estimate; not cancelled ones', () => {
    const week = frozenWeekOf(
      [
        order('WR-3', '2026-11-16', 4),
        order('WR-1', '2026-11-22', 2.5, 'workComplete'),
        order('WR-2', '2026-11-18', null, 'inProgress'),
        order('WR-4', '2026-11-23', 8), // next Monday
        order('WR-5', '2026-11-15', 8), // the Sunday before
        order('WR-6', '2026-11-17', 3, 'cancelled'),
        order('WR-7', null, 3, 'readyToSchedule'),
      ],
      '2026-11-16',
    );
    expect(week).toEqual({ monday: '2026-11-16', orders: { 'WR-1': 2.5, 'WR-2': 0, 'WR-3': 4 }, count: 3, hours: 6.5 });
  });
});

describe('schedule compliance by SMRP 5.4.4', () => {
  it('divides what was done of the frozen weeks by all they held, by orders and by hours', () => {
    // The case: scheduled work never done lowers it (by hours more than by orders).
    const c = scheduleCompliance([
      { monday: '2026-11-02', count: 10, hours: 50, doneCount: 8, doneHours: 30 },
      { monday: '2026-11-09', count: 10, hours: 50, doneCount: 5, doneHours: 18 },
    ]);
    expect(c).toMatchObject({ weeks: 2, count: 20, doneCount: 13, byOrders: 0.65, byHours: 0.48 });
  });

  it('says nothing rather than divide by zero', () => {
    expect(scheduleCompliance([])).toMatchObject({ byOrders: null, byHours: null });
    expect(scheduleCompliance([{ monday: 'm', count: 2, hours: 0, doneCount: 1, doneHours: 0 }])).toMatchObject({
      byOrders: 0.5,
      byHours: null,
    });
  });

  it('measures the ended weeks whose Monday is in the period', () => {
    // Wednesday 2026-11-25: the week of the 23rd has not ended.
    expect(measuredWeeks('2026-11-01', '2026-11-30', '2026-11-25')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    // A period starting on a Monday counts that week; one starting mid-week, from the next Monday.
    expect(measuredWeeks('2026-11-02', '2026-11-10', '2026-12-31')).toEqual(['2026-11-02', '2026-11-09']);
    expect(measuredWeeks('2026-11-03', '2026-11-10', '2026-12-31')).toEqual(['2026-11-09']);
    expect(measuredWeeks('2026-11-16', '2026-11-22', '2026-11-23')).toEqual(['2026-11-16']);
    expect(measuredWeeks('2026-11-16', '2026-11-22', '2026-11-22')).toEqual([]);
  });

  it('groups numbers 30 at a time for the queries', () => {
    expect(chunks(Array.from({ length: 61 }, (_, i) => i)).map((c) => c.length)).toEqual([30, 30, 1]);
    expect(chunks([])).toEqual([]);
  });
});
