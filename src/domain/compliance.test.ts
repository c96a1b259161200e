import { describe, expect, it } from 'vitest';
import type { PmTally } from '../services/firebase/plans';
import type { WorkRequest } from '../services/firebase/work';
import {
  complianceOf,
  lastTwelveMonths,
  movesTally,
  onTimeDays,
  outcomeOf,
  recountMonths,
  tallyOfMove,
} from './compliance';

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
  it('is late one day past the tolerance; done early, however early, is on time', () => {
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-05')), today)).toBe('late');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-05-28')), today)).toBe('onTime');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-04-01')), today)).toBe('onTime');
  });

  it('follows the company’s rule: the 10% tolerance, the due date, the day after, 20% of the interval (at most 28 days)', () => {
    // A monthly plan: tolerance 3 days. Done 2 days after the due date.
    const twoDaysLate = order('p', '2026-06-01', 3, doneOn('2026-06-03'));
    expect(outcomeOf(twoDaysLate, today, 'tenPercent')).toBe('onTime');
    expect(outcomeOf(twoDaysLate, today, 'dueDate')).toBe('late');
    expect(outcomeOf(twoDaysLate, today, 'dueDatePlusOne')).toBe('late');
    expect(outcomeOf(twoDaysLate, today, 'twentyPercent')).toBe('onTime');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-02')), today, 'dueDatePlusOne')).toBe('onTime');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-07')), today, 'twentyPercent')).toBe('onTime');
    expect(outcomeOf(order('p', '2026-06-01', 3, doneOn('2026-06-08')), today, 'twentyPercent')).toBe('late');
    // A yearly plan (37 days): 20% would be 74, capped at 28.
    expect(onTimeDays({ toleranceDays: 37 }, 'twentyPercent')).toBe(28);
    expect(onTimeDays({ toleranceDays: 37 }, 'tenPercent')).toBe(37);
    // Overdue follows the rule's window too.
    expect(outcomeOf(order('p', '2026-06-14', 3), today, 'dueDate')).toBe('overdue');
    expect(outcomeOf(order('p', '2026-06-14', 3), today, 'tenPercent')).toBe('open');
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

describe('compliance per plan and per month, from the rollup and the open orders', () => {
  const today = '2026-06-15';
  // Plan a: 2026-03 one on time, 2026-04 one late, 2026-05 one cancelled; b: 2026-06 one on
  // time, 2025-07 one on time, 2025-06 one on time (outside the 12 months).
  const orders: Order[] = [
    order('a', '2026-03-01', 3, doneOn('2026-03-02')),
    order('a', '2026-04-01', 3, doneOn('2026-04-10')),
    order('a', '2026-05-01', 3, { status: 'cancelled' }),
    order('b', '2026-06-01', 3, doneOn('2026-06-01')),
    order('b', '2025-07-02', 3, doneOn('2025-07-02')),
    order('b', '2025-06-15', 3, doneOn('2025-06-15')),
  ];
  const rollup = [...recountMonths(orders, ['2025-06', ...lastTwelveMonths(today)])].map(([month, plans]) => ({
    month,
    plans,
    rule: 'tenPercent' as const,
  }));
  const open: Order[] = [
    order('a', '2026-06-01', 3), // overdue: counts as missed in June
    order('a', '2026-06-14', 3, { status: 'inProgress' }), // still within its tolerance: not counted
  ];
  const { byPlan, byMonth, overall } = complianceOf(rollup, open, today);

  it('counts on time of done + missed per plan and flags a plan with an overdue order', () => {
    expect(byPlan.get('a')).toEqual({ onTime: 1, late: 1, missed: 2, counted: 4, percent: 25, overdue: true });
    expect(byPlan.get('b')).toEqual({ onTime: 2, late: 0, missed: 0, counted: 2, percent: 100, overdue: false });
  });

  it('flags an overdue order even when it is older than a year, without counting it', () => {
    expect(complianceOf([], [order('c', '2024-01-01', 30)], today).byPlan.get('c')).toMatchObject({
      overdue: true,
      counted: 0,
    });
  });

  it('gives the 12 months ending this month, months without orders empty', () => {
    expect(byMonth.map((m) => m.month)).toEqual(lastTwelveMonths(today));
    expect(byMonth[0].month).toBe('2025-07');
    expect(byMonth[11].month).toBe('2026-06');
    expect(byMonth.find((m) => m.month === '2026-06')).toMatchObject({ onTime: 1, late: 0, missed: 1, percent: 50 });
    expect(byMonth.find((m) => m.month === '2026-04')).toMatchObject({ onTime: 0, late: 1, missed: 0, percent: 0 });
    expect(byMonth.find((m) => m.month === '2026-01')).toMatchObject({ counted: 0, percent: null });
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
    expect(overall).toEqual({ onTime: 3, late: 1, missed: 2, counted: 6, percent: 50 });
  });

  it('says nothing (null percent) with no data, never NaN', () => {
    expect(complianceOf([], [], today).overall).toEqual({ onTime: 0, late: 0, missed: 0, counted: 0, percent: null });
  });
});

describe('what a move does to the rollup', () => {
  const due = '2026-06-10';
  it('a completion within the tolerance counts on time, outside it late', () => {
    expect(tallyOfMove(order('a', due, 3, { status: 'inProgress' }), 'workComplete', '2026-06-13')).toEqual({
      month: '2026-06',
      planId: 'a',
      counter: 'onTime',
      by: 1,
    });
    expect(tallyOfMove(order('a', due, 3, { status: 'inProgress' }), 'workComplete', '2026-06-14')).toMatchObject({
      counter: 'late',
      by: 1,
    });
    // Early is on time.
    expect(tallyOfMove(order('a', due, 3, { status: 'inProgress' }), 'workComplete', '2026-06-01')).toMatchObject({
      counter: 'onTime',
    });
    // By the due date: the day after is late.
    expect(
      tallyOfMove(order('a', due, 3, { status: 'inProgress' }), 'workComplete', '2026-06-11', 'dueDate'),
    ).toMatchObject({ counter: 'late' });
  });

  it('counts in the month of the due date, not of the completion', () => {
    expect(
      tallyOfMove(order('a', '2026-05-31', 3, { status: 'inProgress' }), 'workComplete', '2026-06-02'),
    ).toMatchObject({ month: '2026-05', counter: 'onTime' });
  });

  it('rework takes back what its completion counted', () => {
    const completed = order('a', due, 3, doneOn('2026-06-20'));
    expect(tallyOfMove(completed, 'inProgress', '2026-06-21')).toMatchObject({ counter: 'late', by: -1 });
    expect(tallyOfMove(order('a', due, 3, doneOn('2026-06-11')), 'inProgress', '2026-06-30')).toMatchObject({
      counter: 'onTime',
      by: -1,
    });
  });

  it('a cancellation or rejection counts as missed; other moves change nothing', () => {
    expect(tallyOfMove(order('a', due, 3), 'cancelled', '2026-06-01')).toMatchObject({ counter: 'missed', by: 1 });
    expect(tallyOfMove(order('a', due, 3, { status: 'new' }), 'rejected', '2026-06-01')).toMatchObject({
      counter: 'missed',
    });
    expect(tallyOfMove(order('a', due, 3), 'weeklySchedule', '2026-06-01')).toBeNull();
    expect(tallyOfMove(order('a', due, 3, doneOn('2026-06-10')), 'complete', '2026-06-11')).toBeNull();
    expect(tallyOfMove({ ...order('a', due, 3), pm: null }, 'cancelled', '2026-06-01')).toBeNull();
  });

  it('movesTally agrees with the rules’ list of outcome moves', () => {
    expect(movesTally('inProgress', 'workComplete')).toBe(true);
    expect(movesTally('workComplete', 'inProgress')).toBe(true);
    expect(movesTally('readyToSchedule', 'cancelled')).toBe(true);
    expect(movesTally('workComplete', 'complete')).toBe(false);
    expect(movesTally('complete', 'closed')).toBe(false);
    expect(movesTally('dailySchedule', 'inProgress')).toBe(false);
  });

  it('a year of moves applied one by one gives what a recount of the orders gives', () => {
    // Orders go through completion, rework and completion again, or cancellation; the tallies
    // applied move by move must equal a recount of where the orders ended.
    const months = ['2026-04', '2026-05', '2026-06'];
    const applied = new Map<string, Record<string, PmTally>>(months.map((m) => [m, {}]));
    const apply = (o: Order, to: string, day: string) => {
      const step = tallyOfMove(o, to, day);
      if (step) {
        const tally = (applied.get(step.month)![step.planId] ??= { onTime: 0, late: 0, missed: 0 });
        tally[step.counter] += step.by;
      }
      const done = to === 'workComplete' ? { completedAt: new Date(`${day}T12:00:00`).toISOString() } : {};
      const reworked = to === 'inProgress' ? { completedAt: null } : {};
      return { ...o, status: to as Order['status'], ...done, ...reworked };
    };
    const ended: Order[] = [];
    let k = 0;
    for (const month of months)
      for (const day of ['01', '10', '20'])
        for (const plan of ['a', 'b']) {
          k += 1;
          let o = order(plan, `${month}-${day}`, 3, { status: 'inProgress' });
          const due = o.pm!.due;
          if (k % 4 === 0) o = apply(o, 'workComplete', due);
          else if (k % 4 === 1) {
            o = apply(o, 'workComplete', due);
            o = apply(o, 'inProgress', due);
            o = apply(o, 'workComplete', `${month}-28`);
          } else if (k % 4 === 2) o = apply({ ...o, status: 'readyToSchedule' }, 'cancelled', due);
          else o = apply(o, 'workComplete', `${month}-${day === '20' ? '28' : '15'}`);
          ended.push(o);
        }
    expect(applied).toEqual(recountMonths(ended, months));
  });
});
