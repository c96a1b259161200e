import { describe, expect, it } from 'vitest';
import type { WorkStatus } from './statusMachine';
import { byMyDay, byPriority, openOnly } from './workOrdering';

const order = (
  number: string,
  rime: number,
  status: WorkStatus = 'readyToSchedule',
  scheduledFor: string | null = null,
) => ({
  number,
  rime,
  status,
  scheduledFor,
  raisedAt: '2026-11-25T08:00:00.000Z',
});
// Thursday 26 November 2026: the week runs Monday 23 to Sunday 29.
const now = new Date(2026, 10, 26, 10);

describe('the work lists’ order', () => {
  it('puts open work before finished work by priority, whatever the RIME of the finished', () => {
    const items = [
      order('closed', 100, 'closed'),
      order('low', 5),
      order('cancelled', 90, 'cancelled'),
      order('high', 60),
    ];
    expect(byPriority(items, now).map((o) => o.number)).toEqual(['high', 'low', 'closed', 'cancelled']);
  });

  it('opens a technician’s day on today’s work, then the rest of this week by day, then priority', () => {
    const items = [
      order('urgent-unscheduled', 100),
      order('friday', 10, 'weeklySchedule', '2026-11-27'),
      order('today', 5, 'dailySchedule', '2026-11-26'),
      order('late-monday', 8, 'weeklySchedule', '2026-11-23'),
      order('next-week', 90, 'weeklySchedule', '2026-12-01'),
      order('today-urgent', 70, 'inProgress', '2026-11-26'),
    ];
    expect(byMyDay(items, now).map((o) => o.number)).toEqual([
      'today-urgent',
      'today',
      'late-monday',
      'friday',
      'urgent-unscheduled',
      'next-week',
    ]);
  });

  it('keeps only open work', () => {
    const items = [
      order('a', 1, 'new'),
      order('b', 1, 'workComplete'),
      order('c', 1, 'rejected'),
      order('d', 1, 'inProgress'),
    ];
    expect(openOnly(items).map((o) => o.number)).toEqual(['a', 'd']);
  });
});
