import { describe, expect, it } from 'vitest';
import { contractStatus, matchesStatus } from './contractStatus';

const term = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('a contract’s status on a given day', () => {
  it.each([
    ['2026-06-01', 'active', 213],
    ['2026-10-01', 'active', 91],
    ['2026-10-02', 'expiring90', 90],
    ['2026-11-01', 'expiring60', 60],
    ['2026-11-02', 'expiring60', 59],
    ['2026-12-01', 'expiring30', 30],
    ['2026-12-08', 'expiring30', 23],
    ['2026-12-31', 'expiring30', 0],
    ['2027-01-01', 'expired', -1],
  ])('on %s it is %s (%i days left)', (day, kind, days) => {
    expect(contractStatus(term, day)).toEqual({ kind, days });
  });

  it('counts 90, 60 and 30 days to the last day inclusive at each edge', () => {
    expect(contractStatus(term, '2026-10-02').kind).toBe('expiring90'); // 90 days left
    expect(contractStatus(term, '2026-10-01').kind).toBe('active'); // 91 days left
    expect(contractStatus(term, '2026-11-01').kind).toBe('expiring60'); // 60
    expect(contractStatus(term, '2026-10-31').kind).toBe('expiring90'); // 61
    expect(contractStatus(term, '2026-11-30').kind).toBe('expiring60'); // 31
    expect(contractStatus(term, '2026-12-01').kind).toBe('expiring30'); // 30
  });

  it('says a renewal that has not started yet starts in N days', () => {
    expect(contractStatus({ startDate: '2027-01-01', endDate: '2027-12-31' }, '2026-12-08')).toEqual({
      kind: 'upcoming',
      days: 24,
    });
  });

  it('is not fooled by a daylight-saving change inside the remaining time', () => {
    expect(contractStatus({ startDate: '2026-01-01', endDate: '2026-04-01' }, '2026-03-02').days).toBe(30);
  });

  it('filters: “expiring within 60 days” keeps the 30- and 60-day ones, not the 90-day or expired ones', () => {
    const at = (day: string) => contractStatus(term, day);
    expect(matchesStatus(at('2026-12-08'), 'expiring60')).toBe(true);
    expect(matchesStatus(at('2026-11-02'), 'expiring60')).toBe(true);
    expect(matchesStatus(at('2026-10-05'), 'expiring60')).toBe(false);
    expect(matchesStatus(at('2027-02-01'), 'expiring60')).toBe(false);
    expect(matchesStatus(at('2027-02-01'), 'expired')).toBe(true);
    expect(matchesStatus(at('2026-06-01'), 'all')).toBe(true);
  });
});
