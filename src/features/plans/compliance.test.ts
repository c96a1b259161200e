import { describe, expect, it } from 'vitest';
import type { WorkRequest } from '../../services/firebase/work';
import { complianceByMonth, complianceByPlan, lastTwelveMonths, outcomeOf, overallCompliance } from './compliance';

type Order = Pick<WorkRequest, 'number' | 'status' | 'pm' | 'completedAt'>;

/** An order of `planId` due `due` with a tolerance of `tol` days. */
function order(planId: string, due: string, tol: number, change: Partial<Order> = {}): Order {
  return {
    number: `${planId}_${due}`,
    status: 'readyToSchedule',
    completedAt: null,
    pm: { planId, due, threshold: null, toleranceDays: tol, signatureRequired: false, equipmentIds: ['e1'] },
    ...change,
  };
}
/** Completed at noon local time on `day`. */
const doneOn = (day: string): Partial<Order> => ({
  status: 'workComplete',
  completedAt: new Date(`${day}T12:00:00`).toISOString(),
});

describe('outcome of one preventive order', () => {
  const today = '2026-06-15';
  it('is on time when completed within the tolerance either side of the due date', () => {
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-04')), today)).toBe('onTime');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-05-29')), today)).toBe('onTime');
  });
  it('is late one day past the tolerance, and early too far is not on time either', () => {
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-05')), today)).toBe('late');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-05-28')), today)).toBe('late');
  });
  it('is missed when cancelled or rejected', () => {
    expect(outcomeOf(order('p', '2026-06-10', 3, { status: 'cancelled' }), today)).toBe('missed');
    expect(outcomeOf(order('p', '2026-06-10', 3, { status: 'rejected' }), today)).toBe('missed');
  });
  it('is overdue when not done after due + tolerance, open until then', () => {
    expect(outcomeOf(order('p', '2026-06-12', 3), today)).toBe('open');
    expect(outcomeOf(order('p', '2026-06-11', 3), today)).toBe('overdue');
    expect(outcomeOf(order('p', '2026-06-11', 3, { status: 'inProgress' }), today)).toBe('overdue');
  });
  it('is nothing for an order that is not preventive', () => {
    expect(outcomeOf({ ...order('p', '2026-06-01', 3), pm: null }, today)).toBeNull();
  });
});

describe('compliance per plan and per month', () => {
  const today = '2026-06-15';
  const orders: Order[] = [
    order('a', '2026-03-01', 3, doneOn('2026-03-02')), // on time
    order('a', '2026-04-01', 3, doneOn('2026-04-10')), // late
    order('a', '2026-05-01', 3, { status: 'cancelled' }), // missed
    order('a', '2026-06-01', 3), // overdue
    order('a', '2026-06-14', 3), // open: not counted
    order('b', '2026-06-01', 3, doneOn('2026-06-01')),
    order('b', '2025-06-15', 3, doneOn('2025-06-15')), // outside the last 12 months
    order('b', '2025-06-16', 3, doneOn('2025-06-16')), // the first day inside
  ];

  it('counts on time of done + missed per plan and flags a plan with an overdue order', () => {
    const byPlan = complianceByPlan(orders, today);
    expect(byPlan.get('a')).toEqual({ onTime: 1, late: 1, missed: 2, counted: 4, percent: 25, overdue: true });
    expect(byPlan.get('b')).toEqual({ onTime: 2, late: 0, missed: 0, counted: 2, percent: 100, overdue: false });
  });

  it('flags an overdue order even when it is older than a year', () => {
    expect(complianceByPlan([order('c', '2024-01-01', 30)], today).get('c')).toMatchObject({
      overdue: true,
      counted: 0,
    });
  });

  it('gives the 12 months ending this month, months without orders empty', () => {
    const months = complianceByMonth(orders, today);
    expect(months.map((m) => m.month)).toEqual(lastTwelveMonths(today));
    expect(months[0].month).toBe('2025-07');
    expect(months[11].month).toBe('2026-06');
    expect(months.find((m) => m.month === '2026-06')).toMatchObject({ onTime: 1, late: 0, missed: 1, percent: 50 });
    expect(months.find((m) => m.month === '2026-04')).toMatchObject({ onTime: 0, late: 1, missed: 0, percent: 0 });
    expect(months.find((m) => m.month === '2026-01')).toMatchObject({ counted: 0, percent: null });
  });

  it('crosses the year end in the month list', () => {
    expect(lastTwelveMonths('2026-01-31')).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('sums the plant over the last 12 months', () => {
    expect(overallCompliance(orders, today)).toEqual({ onTime: 3, late: 1, missed: 2, counted: 6, percent: 50 });
  });
});
