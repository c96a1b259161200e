import { describe, expect, it } from 'vitest';
import { dataFilterProblems, defaultDataFilter, parseDataFilter } from './dataFilter';

const now = new Date(2026, 10, 23, 9, 30);

describe('defaultDataFilter', () => {
  it('covers one month back to the end of today, 50 records', () => {
    const filter = defaultDataFilter(now);
    expect(new Date(filter.fromDate)).toEqual(new Date(2026, 9, 23, 0, 0, 0, 0));
    expect(new Date(filter.toDate)).toEqual(new Date(2026, 10, 23, 23, 59, 59, 999));
    expect(filter.dataLimit).toBe(50);
  });
});

describe('dataFilterProblems', () => {
  const good = defaultDataFilter(now);

  it('accepts a sensible filter', () => {
    expect(dataFilterProblems(good)).toEqual({});
  });

  it('names each bad field', () => {
    expect(dataFilterProblems({ ...good, fromDate: 'x' })).toEqual({ fromDate: 'fromDateInvalid' });
    expect(dataFilterProblems({ ...good, toDate: null })).toEqual({ toDate: 'toDateInvalid' });
    expect(dataFilterProblems({ ...good, fromDate: good.toDate, toDate: good.fromDate })).toEqual({
      toDate: 'rangeReversed',
    });
  });

  it('takes only whole-number limits from 1 to 1000', () => {
    for (const dataLimit of [0, -5, 1001, 2.5, Number.NaN, '50']) {
      expect(dataFilterProblems({ ...good, dataLimit })).toEqual({ dataLimit: 'limitOutOfRange' });
    }
    expect(dataFilterProblems({ ...good, dataLimit: 1 })).toEqual({});
    expect(dataFilterProblems({ ...good, dataLimit: 1000 })).toEqual({});
  });
});

describe('parseDataFilter', () => {
  it('reads a stored filter back', () => {
    const stored: unknown = JSON.parse(JSON.stringify(defaultDataFilter(now)));
    expect(parseDataFilter(stored)).toEqual(defaultDataFilter(now));
  });

  it('refuses corrupt or partial values', () => {
    expect(parseDataFilter(null)).toBeNull();
    expect(parseDataFilter('50')).toBeNull();
    expect(parseDataFilter({ fromDate: '2026-01-01' })).toBeNull();
    expect(parseDataFilter({ ...defaultDataFilter(now), dataLimit: 5000 })).toBeNull();
  });
});
