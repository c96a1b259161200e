import { describe, expect, it } from 'vitest';
import { backlogBand, crewWeeks, weeklyCapacity } from './backlog';

describe('backlog in crew-weeks', () => {
  it('divides the backlog hours by the weekly capacity of every craft', () => {
    expect(weeklyCapacity({ mechanical: 80, electrical: 40 })).toBe(120);
    expect(crewWeeks(360, 120)).toBe(3);
  });

  it('has no figure without a capacity, and ignores damaged capacities', () => {
    expect(crewWeeks(360, 0)).toBeNull();
    expect(weeklyCapacity({ a: -5, b: Number.NaN, c: 10 })).toBe(10);
    expect(crewWeeks(Number.NaN, 40)).toBeNull();
  });

  it('bands the backlog against the healthy 2–4 weeks', () => {
    expect(backlogBand(1.9)).toBe('low');
    expect(backlogBand(2)).toBe('healthy');
    expect(backlogBand(4)).toBe('healthy');
    expect(backlogBand(4.1)).toBe('high');
  });
});
