// The schedule's pure parts: Monday-start weeks over yyyy-mm-dd days, the capacity form's checks,
// and the settings document's reader refusing damaged capacity.
import { describe, expect, it } from 'vitest';
import { CorruptDocumentError, FieldReader } from '../../../services/firebase/schema';
import { addDays, formatDay, isDay, mondayOf, weekDays } from '../../../lib/days';
import { parseScheduleSettings } from './scheduleService';
import { capacityOf, checkCapacity, labourCost, ratesOf } from '../../../domain/capacity';

describe('days', () => {
  it('starts weeks on Monday, across months, years and daylight-saving changes', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
  });

  it('knows a real day from text that only looks like one', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-02-01')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('capacity form', () => {
  it('accepts names of 1..60 characters and hours 0..10,000, and makes the map', () => {
    const rows = [
      { craft: ' Mechanical ', hours: '120', rate: '' },
      { craft: 'Electrical', hours: '0', rate: '' },
      { craft: 'x'.repeat(60), hours: '10000', rate: '' },
    ];
    expect(checkCapacity(rows)).toEqual({ rows: {} });
    expect(capacityOf(rows)).toEqual({ Mechanical: 120, Electrical: 0, ['x'.repeat(60)]: 10000 });
  });

  it('takes an hourly rate per craft, or none, and refuses a rate that is not one', () => {
    const rows = [
      { craft: 'Mechanical', hours: '120', rate: '45,5' },
      { craft: 'Electrical', hours: '80', rate: '' },
      { craft: 'Civil', hours: '10', rate: '-3' },
      { craft: 'Paint', hours: '10', rate: 'cheap' },
    ];
    expect(checkCapacity(rows).rows).toEqual({ 2: 'rate', 3: 'rate' });
    expect(ratesOf(rows.slice(0, 2))).toEqual({ Mechanical: 45.5 });
  });

  it('costs an order’s labour as hours × rate per craft, and not at all when a craft has no rate', () => {
    const rates = { Mechanical: 45.5, Electrical: 60 };
    expect(
      labourCost(
        [
          { craft: 'Mechanical', hours: 2 },
          { craft: 'Electrical', hours: 1.25 },
        ],
        rates,
      ),
    ).toBe(166);
    expect(
      labourCost(
        [
          { craft: 'Mechanical', hours: 2 },
          { craft: 'Civil', hours: 1 },
        ],
        rates,
      ),
    ).toBeNull();
    expect(labourCost([{ craft: 'Civil', hours: 0 }], rates)).toBe(0);
  });

  it('names the problem of each row, and too many crafts', () => {
    const check = checkCapacity([
      { craft: '', hours: '10', rate: '' },
      { craft: 'y'.repeat(61), hours: '10', rate: '' },
      { craft: 'Civil', hours: '-1', rate: '' },
      { craft: 'civil', hours: '5', rate: '' },
      { craft: 'Paint', hours: '10001', rate: '' },
      { craft: 'Lube', hours: 'lots', rate: '' },
      { craft: 'Crane', hours: '', rate: '' },
    ]);
    expect(check.rows).toEqual({
      0: 'craftName',
      1: 'craftName',
      2: 'hours',
      3: 'duplicate',
      4: 'hours',
      5: 'hours',
      6: 'hours',
    });
    const many = Array.from({ length: 31 }, (_, i) => ({ craft: `C${i}`, hours: '1', rate: '' }));
    expect(checkCapacity(many).all).toBe('tooManyCrafts');
  });
});

describe('schedule settings document', () => {
  const read = (data: Record<string, unknown>) => parseScheduleSettings(new FieldReader('settings/schedule', data));

  it('reads a good document', () => {
    expect(read({ capacity: { Mechanical: 40 }, updatedAt: null, updatedBy: 'u1' })).toEqual({
      capacity: { Mechanical: 40 },
      rates: {},
      updatedAt: null,
      updatedBy: 'u1',
    });
  });

  it('refuses damaged capacity rather than guessing', () => {
    expect(() => read({ capacity: { Mechanical: '40' }, updatedBy: 'u1' })).toThrow(CorruptDocumentError);
    expect(() => read({ capacity: { Mechanical: -1 }, updatedBy: 'u1' })).toThrow(CorruptDocumentError);
    expect(() => read({ capacity: [40], updatedBy: 'u1' })).toThrow(CorruptDocumentError);
    expect(() => read({ updatedBy: 'u1' })).toThrow(CorruptDocumentError);
    expect(() => read({ capacity: {}, rates: { Mechanical: '45' }, updatedBy: 'u1' })).toThrow(CorruptDocumentError);
    expect(read({ capacity: {}, rates: { Mechanical: 45 }, updatedBy: 'u1' }).rates).toEqual({ Mechanical: 45 });
  });
});
