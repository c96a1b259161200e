// Plan intervals on the calendar: month ends, leap years, lengths in days and the compliance tolerance.
import { describe, expect, it } from 'vitest';
import { addInterval, intervalDays, METER_TOLERANCE_DAYS, toleranceDays } from './intervals';

describe('addInterval', () => {
  it('adds days and weeks across month and year ends', () => {
    expect(addInterval('2026-12-30', { every: 3, unit: 'days' })).toBe('2027-01-02');
    expect(addInterval('2026-02-26', { every: 1, unit: 'weeks' })).toBe('2026-03-05');
    expect(addInterval('2028-02-26', { every: 1, unit: 'weeks' })).toBe('2028-03-04');
    expect(addInterval('2026-01-01', { every: 10, unit: 'days' }, 3)).toBe('2026-01-31');
  });

  it('clamps months to the month’s end and keeps the day where the month has it', () => {
    const monthly = { every: 1, unit: 'months' } as const;
    expect(addInterval('2026-01-31', monthly)).toBe('2026-02-28');
    expect(addInterval('2028-01-31', monthly)).toBe('2028-02-29');
    expect(addInterval('2026-03-31', monthly)).toBe('2026-04-30');
    // Counted from the same start, the 31st comes back.
    expect(addInterval('2026-01-31', monthly, 2)).toBe('2026-03-31');
    expect(addInterval('2026-01-31', monthly, 3)).toBe('2026-04-30');
    expect(addInterval('2026-11-15', { every: 3, unit: 'months' })).toBe('2027-02-15');
    expect(addInterval('2026-12-31', { every: 14, unit: 'months' })).toBe('2028-02-29');
  });

  it('moves 29 February to 28 February in common years and back in leap years', () => {
    const yearly = { every: 1, unit: 'years' } as const;
    expect(addInterval('2028-02-29', yearly)).toBe('2029-02-28');
    expect(addInterval('2028-02-29', yearly, 4)).toBe('2032-02-29');
    expect(addInterval('2096-02-29', yearly, 4)).toBe('2100-02-28'); // 2100 is not a leap year
    expect(addInterval('1996-02-29', yearly, 4)).toBe('2000-02-29'); // 2000 is
    expect(addInterval('2026-06-30', { every: 10, unit: 'years' })).toBe('2036-06-30');
  });
});

describe('intervalDays and toleranceDays', () => {
  it('measures an interval from a date (months and years vary)', () => {
    expect(intervalDays({ every: 30, unit: 'days' })).toBe(30);
    expect(intervalDays({ every: 2, unit: 'weeks' })).toBe(14);
    expect(intervalDays({ every: 1, unit: 'months' }, '2026-02-01')).toBe(28);
    expect(intervalDays({ every: 1, unit: 'months' }, '2028-02-01')).toBe(29);
    expect(intervalDays({ every: 1, unit: 'years' }, '2028-01-01')).toBe(366);
    expect(intervalDays({ every: 1, unit: 'years' }, '2026-01-01')).toBe(365);
  });

  it('allows 10% of the interval, at least one day', () => {
    expect(toleranceDays({ every: 30, unit: 'days' })).toBe(3);
    expect(toleranceDays({ every: 1, unit: 'days' })).toBe(1);
    expect(toleranceDays({ every: 1, unit: 'weeks' })).toBe(1);
    expect(toleranceDays({ every: 1, unit: 'years' }, '2026-01-01')).toBe(37);
    expect(toleranceDays({ every: 10, unit: 'years' }, '2026-01-01')).toBe(365);
    expect(METER_TOLERANCE_DAYS).toBe(7);
  });
});
