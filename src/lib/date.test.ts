import { describe, expect, it } from 'vitest';
import { addDays, addMonths, endOfDay, formatDate, parseDate, startOfDay } from './date';

describe('formatDate', () => {
  it('shows dates as dd.mm.yyyy with leading zeros', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 10, 23, 23, 59))).toBe('23.11.2026');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const d = new Date(2024, 1, 29, 12);
    expect(formatDate(d.toISOString())).toBe('29.02.2024');
    expect(formatDate(d.getTime())).toBe('29.02.2024');
  });

  it('formats missing or invalid dates as an empty string', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('day and month arithmetic', () => {
  it('spans a whole day', () => {
    const at = new Date(2026, 5, 15, 13, 30);
    expect(startOfDay(at)).toEqual(new Date(2026, 5, 15, 0, 0, 0, 0));
    expect(endOfDay(at)).toEqual(new Date(2026, 5, 15, 23, 59, 59, 999));
  });

  it('goes back a month, clamping to shorter months', () => {
    expect(addMonths(new Date(2026, 10, 23), -1)).toEqual(new Date(2026, 9, 23));
    expect(addMonths(new Date(2026, 2, 31), -1)).toEqual(new Date(2026, 1, 28));
    expect(addMonths(new Date(2026, 0, 15), -1)).toEqual(new Date(2025, 11, 15));
  });
});

describe('parseDate (dd.mm.yyyy, as shown)', () => {
  it('reads what formatDate writes, as a local date', () => {
    expect(parseDate('20.11.2026')).toEqual(new Date(2026, 10, 20));
    expect(parseDate(formatDate(new Date(2024, 1, 29)))).toEqual(new Date(2024, 1, 29));
  });

  it('accepts one-digit days and months, and / or - between the parts', () => {
    expect(parseDate('5.1.2026')).toEqual(new Date(2026, 0, 5));
    expect(parseDate(' 05/01/2026 ')).toEqual(new Date(2026, 0, 5));
    expect(parseDate('05-01-2026')).toEqual(new Date(2026, 0, 5));
  });

  it('refuses other formats and days that do not exist', () => {
    for (const text of ['', '2026-11-20', '11/20/2026', '31.04.2026', '29.02.2025', '20.11.26', '20.11.2026x']) {
      expect(parseDate(text), text).toBeNull();
    }
  });

  it('moves by whole days across month ends', () => {
    expect(formatDate(addDays(new Date(2026, 0, 31), 1))).toBe('01.02.2026');
    expect(formatDate(addDays(new Date(2026, 2, 1), -1))).toBe('28.02.2026');
  });
});
