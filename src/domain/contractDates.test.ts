import { describe, expect, it } from 'vitest';
import type { ContractInput } from '../services/firebase/contracts';
import { addYears, planVisits, renewalOf, renewalTerm } from './contractDates';

const contract: ContractInput = {
  vendor: 'FireCo',
  contact: 'Jo, 555-0100',
  contractNumber: 'FC-2026-7',
  category: 'fireSafety',
  equipment: ['pm1/pump1', 'pm2/hyd3'],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  value: 12500.5,
  currency: 'EUR',
  visitsPerYear: 4,
  visits: [
    { date: '2026-01-01', plant: 'pm1', order: 'WR-20260101-AAAA' },
    { date: '2026-04-01', plant: null, order: null },
  ],
  notes: 'Annual inspection of extinguishers and hydrants',
};

describe('renewal dates', () => {
  it('starts the day after the old end and lasts a year', () => {
    expect(renewalTerm('2026-12-31')).toEqual({ startDate: '2027-01-01', endDate: '2027-12-31' });
    expect(renewalTerm('2027-03-14')).toEqual({ startDate: '2027-03-15', endDate: '2028-03-14' });
  });

  it('crosses a leap day: a term ending 28.02.2027 renews to 01.03.2027–29.02.2028', () => {
    expect(renewalTerm('2027-02-28')).toEqual({ startDate: '2027-03-01', endDate: '2028-02-29' });
  });

  it('renews a term ending on a leap day to one ending 28 February', () => {
    expect(renewalTerm('2028-02-29')).toEqual({ startDate: '2028-03-01', endDate: '2029-02-28' });
  });

  it('clamps 29 February to 28 February a year later', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-06-15', 1)).toBe('2027-06-15');
  });

  it('copies vendor, category, equipment, value, currency and visits per year, with fresh visits', () => {
    const next = renewalOf(contract);
    expect(next).toEqual({
      ...contract,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      visits: ['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01'].map((date) => ({
        date,
        plant: null,
        order: null,
      })),
    });
    expect(next.equipment).not.toBe(contract.equipment);
  });
});

describe('planned visits', () => {
  it('puts quarterly visits three months apart from the start', () => {
    expect(planVisits('2026-01-31', '2027-01-30', 4)).toEqual(['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']);
  });

  it('spreads a count that does not divide twelve evenly over the term', () => {
    const visits = planVisits('2026-01-01', '2026-12-31', 5);
    expect(visits).toEqual(['2026-01-01', '2026-03-15', '2026-05-27', '2026-08-08', '2026-10-20']);
  });

  it('plans weekly visits for 52 a year, all within the term', () => {
    const visits = planVisits('2026-01-01', '2026-12-31', 52);
    expect(visits).toHaveLength(52);
    expect(visits[1]).toBe('2026-01-08');
    expect(visits.every((d) => d >= '2026-01-01' && d <= '2026-12-31')).toBe(true);
  });

  it('keeps monthly visits inside a short term (days instead of months when months would overrun)', () => {
    const visits = planVisits('2026-01-01', '2026-03-31', 12);
    expect(visits).toHaveLength(12);
    expect(visits.every((d) => d <= '2026-03-31')).toBe(true);
  });

  it('plans nothing for 0 visits or a term that ends before it starts', () => {
    expect(planVisits('2026-01-01', '2026-12-31', 0)).toEqual([]);
    expect(planVisits('2026-12-31', '2026-01-01', 4)).toEqual([]);
  });
});
