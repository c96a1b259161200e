import { describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '../services/firebase/plans';
import { forecast, rateKey, rateOfMeter, RATE_WINDOW_DAYS, sinceFor } from './forecast';

const base: MaintenancePlan = {
  id: 'p1',
  title: 'Lubricate',
  equipmentIds: ['e1'],
  steps: [],
  workType: 'PM-INSP',
  estimatedHours: 2,
  craft: 'Mechanical',
  assignees: [],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 1, unit: 'weeks' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 0,
  startDate: '2026-01-05',
  active: true,
  nextDue: '2026-06-17',
  generateOn: '2026-06-17',
  nextThreshold: null,
  lastOrder: null,
  createdAt: null,
  createdBy: 'u',
  updatedAt: null,
  updatedBy: 'u',
};
const plan = (change: Partial<MaintenancePlan>): MaintenancePlan => ({ ...base, ...change });
const today = '2026-06-15'; // a Monday
const none = new Map();

describe('the 12-week forecast', () => {
  it('repeats a fixed calendar plan from its next due date, one order a week, by Monday-based week', () => {
    const f = forecast({ plans: [base], rates: none, capacity: {}, today });
    expect(f.weeks).toHaveLength(12);
    expect(f.weeks[0].monday).toBe('2026-06-15');
    expect(f.weeks[11].monday).toBe('2026-08-31');
    expect(f.weeks.map((w) => w.items.map((i) => i.due))).toEqual(
      Array.from({ length: 12 }, (_, k) => [new Date(Date.UTC(2026, 5, 17 + 7 * k)).toISOString().slice(0, 10)]),
    );
    expect(f.weeks[0].hours).toEqual({ Mechanical: 2 });
  });

  it('keeps a monthly plan on the 31st where the month has one', () => {
    const p = plan({ interval: { every: 1, unit: 'months' }, nextDue: '2026-05-31' });
    const f = forecast({ plans: [p], rates: none, capacity: {}, today: '2026-05-31' });
    expect(f.weeks.flatMap((w) => w.items.map((i) => i.due))).toEqual(['2026-05-31', '2026-06-30', '2026-07-31']);
  });

  it('leaves out paused plans and due dates before this week', () => {
    const f = forecast({
      plans: [
        plan({ active: false }),
        plan({ id: 'p2', nextDue: '2026-06-01', interval: { every: 30, unit: 'days' } }),
      ],
      rates: none,
      capacity: {},
      today,
    });
    expect(f.weeks.flatMap((w) => w.items.map((i) => `${i.planId} ${i.due}`))).toEqual([
      'p2 2026-07-01',
      'p2 2026-07-31',
      'p2 2026-08-30',
    ]);
  });

  it('counts a waiting floating plan from its last order’s due date (in its id) plus the interval', () => {
    const p = plan({
      scheduling: 'floating',
      nextDue: null,
      generateOn: null,
      interval: { every: 4, unit: 'weeks' },
      lastOrder: 'p1_2026-06-10',
    });
    const f = forecast({ plans: [p], rates: none, capacity: {}, today });
    expect(f.weeks.flatMap((w) => w.items.map((i) => i.due))).toEqual(['2026-07-08', '2026-08-05', '2026-09-02']);
    // Without a last order of its own it is not projected.
    expect(
      forecast({ plans: [{ ...p, lastOrder: 'other_2026-06-10' }], rates: none, capacity: {}, today }).weeks.flatMap(
        (w) => w.items,
      ),
    ).toEqual([]);
  });

  it('projects a meter plan with its meter’s daily rate, and lists it when the rate is unknown', () => {
    const p = plan({
      trigger: 'meter',
      interval: null,
      nextDue: null,
      meter: { equipmentId: 'e1', meterId: 'hours', every: 500 },
      nextThreshold: 1500,
    });
    const rates = new Map([[rateKey('e1', 'hours'), { value: 1000, perDay: 20 }]]);
    const f = forecast({ plans: [p], rates, capacity: {}, today });
    // 500 h at 20 h a day: every 25 days from today.
    expect(f.weeks.flatMap((w) => w.items.map((i) => `${i.due} ${i.by}`))).toEqual([
      '2026-07-10 meter',
      '2026-08-04 meter',
      '2026-08-29 meter',
    ]);
    expect(forecast({ plans: [p], rates: none, capacity: {}, today }).unknownRate).toEqual(['p1']);
    // Counted from the day of the last reading, never before today.
    const dated = new Map([[rateKey('e1', 'hours'), { value: 1000, perDay: 20, day: '2026-06-05' }]]);
    expect(forecast({ plans: [p], rates: dated, capacity: {}, today }).weeks[0].items[0]?.due).toBeUndefined();
    const f2 = forecast({ plans: [p], rates: dated, capacity: {}, today });
    expect(f2.weeks.flatMap((w) => w.items.map((i) => i.due))[0]).toBe('2026-06-30');
    const behind = new Map([[rateKey('e1', 'hours'), { value: 1000, perDay: 20, day: '2026-04-01' }]]);
    expect(forecast({ plans: [p], rates: behind, capacity: {}, today }).weeks[0].items[0]?.due).toBe(today);
  });

  it('counts a waiting floating meter plan from its last order’s threshold (in its id) plus the interval', () => {
    const p = plan({
      trigger: 'meter',
      scheduling: 'floating',
      interval: null,
      nextDue: null,
      meter: { equipmentId: 'e1', meterId: 'hours', every: 500 },
      nextThreshold: null,
      lastOrder: 'p1_m1000',
    });
    const rates = new Map([[rateKey('e1', 'hours'), { value: 1100, perDay: 20, day: today }]]);
    const f = forecast({ plans: [p], rates, capacity: {}, today });
    // 1,500 h at 20 h a day from 1,100 today: 20 days, then every 25.
    expect(f.weeks.flatMap((w) => w.items.map((i) => i.due))).toEqual(['2026-07-05', '2026-07-30', '2026-08-24']);
  });

  it('takes whichever comes first, each order moving both on', () => {
    const p = plan({
      trigger: 'either',
      interval: { every: 30, unit: 'days' },
      nextDue: '2026-06-20',
      meter: { equipmentId: 'e1', meterId: 'hours', every: 100 },
      nextThreshold: 1100,
    });
    const rates = new Map([[rateKey('e1', 'hours'), { value: 1000, perDay: 10 }]]);
    const f = forecast({ plans: [p], rates, capacity: {}, today });
    const due = f.weeks.flatMap((w) => w.items.map((i) => `${i.due} ${i.by}`));
    expect(due[0]).toBe('2026-06-20 calendar'); // calendar 20 June before meter 25 June
    expect(due[1]).toBe('2026-07-05 meter'); // meter 5 July before calendar 20 July
  });

  it('marks weeks where a craft’s hours exceed its capacity', () => {
    const plans = [
      plan({ estimatedHours: 30 }),
      plan({ id: 'p2', estimatedHours: 15 }),
      plan({ id: 'p3', craft: 'Electrical', estimatedHours: 50 }),
    ];
    const f = forecast({ plans, rates: none, capacity: { Mechanical: 40, Civil: 10 }, today });
    expect(f.weeks[0].hours).toEqual({ Mechanical: 45, Electrical: 50 });
    expect(f.weeks[0].overloaded).toEqual(['Mechanical']); // Electrical has no capacity set
    expect(f.crafts).toEqual(['Civil', 'Electrical', 'Mechanical']);
  });
});

describe('a meter’s daily rate, from the plant’s meters collection', () => {
  const at = (day: string) => `${day}T08:00:00.000Z`;
  const state = (value: number, day: string, since: [number, string]) => ({
    value,
    readAt: at(day),
    since: { value: since[0], readAt: at(since[1]) },
  });

  it('averages the rise since the reading it counts from', () => {
    expect(rateOfMeter(state(1300, '2026-06-11', [1000, '2026-06-01']))).toEqual({
      value: 1300,
      perDay: 30,
      day: '2026-06-11',
    });
  });

  it('is unknown under a day, or going back', () => {
    expect(rateOfMeter(state(5, '2026-06-01', [5, '2026-06-01']))).toMatchObject({ perDay: null });
    expect(rateOfMeter(state(5, '2026-06-11', [50, '2026-06-01']))).toMatchObject({ perDay: null });
  });

  it('counts from the first reading or a reset; keeps counting from it for a year, then from the latest', () => {
    const now = new Date(at('2026-06-11'));
    expect(sinceFor(null, false, now)).toBe('here');
    expect(sinceFor(state(1300, '2026-06-10', [1000, '2026-01-01']), true, now)).toBe('here');
    expect(sinceFor(state(1300, '2026-06-10', [1000, '2026-01-01']), false, now)).toBe('keep');
    expect(sinceFor(state(1300, '2026-06-10', [1000, '2025-06-11']), false, now)).toBe('keep'); // 365 days
    expect(RATE_WINDOW_DAYS).toBe(365);
    expect(sinceFor(state(1300, '2026-06-10', [1000, '2025-06-10']), false, now)).toEqual({
      value: 1300,
      readAt: at('2026-06-10'),
    });
  });
});
