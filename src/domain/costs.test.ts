import { describe, expect, it } from 'vitest';
import {
  costByEquipment,
  costByMonth,
  type CostOrder,
  orderCosts,
  otherCostProblems,
  otherCostsTotal,
  typedAmount,
} from './costs';

const order = (number: string, extra: Partial<CostOrder> = {}): CostOrder => ({
  number,
  title: `Order ${number}`,
  equipmentId: 'pump1',
  equipmentTag: 'P-101',
  equipmentName: 'Feed pump',
  completedAt: '2026-10-12T09:00:00.000Z',
  craft: 'Mechanical',
  actualHours: 2,
  ...extra,
});

describe('maintenance cost', () => {
  const rates = { Mechanical: 58, Electrical: 64 };
  const movements = new Map([
    [
      'A',
      [
        { kind: 'issue' as const, quantity: 2, unitCost: 12.5 },
        { kind: 'return' as const, quantity: 1, unitCost: 12.5 },
      ],
    ],
    ['C', [{ kind: 'issue' as const, quantity: 1, unitCost: 40 }]],
  ]);

  it('prices each order: hours × its craft’s rate, parts issued less returned', () => {
    const rows = orderCosts(
      [order('A'), order('B', { craft: 'Electrical ', actualHours: 1.5 }), order('C', { craft: 'Welding' })],
      rates,
      movements,
    );
    expect(rows.map((r) => [r.number, r.labour, r.parts, r.total])).toEqual([
      ['A', 116, 12.5, 128.5],
      ['B', 96, 0, 96],
      // No rate for the craft: labour unknown, the parts still count.
      ['C', null, 40, 40],
    ]);
  });

  it('rolls up per month of completion and per equipment, counting what could not be priced', () => {
    const rows = orderCosts(
      [
        order('A'),
        order('B', {
          completedAt: '2026-11-01T00:30:00.000Z',
          equipmentId: 'mot1',
          equipmentTag: 'M-1',
          equipmentName: 'Motor',
        }),
        order('C', { craft: 'Welding', completedAt: '2026-10-31T23:59:00.000Z' }),
      ],
      rates,
      movements,
    );
    expect(costByMonth(rows)).toEqual([
      {
        key: '2026-10',
        label: '2026-10',
        orders: 2,
        hours: 4,
        labour: 116,
        parts: 52.5,
        other: 0,
        total: 168.5,
        unpriced: 1,
      },
      {
        key: '2026-11',
        label: '2026-11',
        orders: 1,
        hours: 2,
        labour: 116,
        parts: 0,
        other: 0,
        total: 116,
        unpriced: 0,
      },
    ]);
    expect(costByEquipment(rows).map((g) => [g.label, g.total])).toEqual([
      ['P-101 – Feed pump', 168.5],
      ['M-1 – Motor', 116],
    ]);
  });

  it('adds to the cent', () => {
    const many = Array.from({ length: 10 }, (_, i) => order(`X${i}`, { actualHours: 0.1 }));
    expect(costByMonth(orderCosts(many, { Mechanical: 0.3 }, new Map()))[0].labour).toBe(0.3);
  });
});

describe('other costs', () => {
  it('add each order’s lines to its total and to the roll-ups, to the cent', () => {
    const others = new Map([
      ['A', [{ amount: 420.5 }, { amount: 0.1 }, { amount: 0.2 }]],
      ['C', [{ amount: 99.99 }]],
    ]);
    const rows = orderCosts([order('A'), order('C', { craft: 'Welding' })], { Mechanical: 58 }, new Map(), others);
    expect(rows.map((r) => [r.number, r.other, r.total])).toEqual([
      ['A', 420.8, 536.8],
      // Labour unknown: the other costs still count.
      ['C', 99.99, 99.99],
    ]);
    expect(costByMonth(rows)[0]).toMatchObject({ other: 520.79, total: 636.79, unpriced: 1 });
    expect(otherCostsTotal([])).toBe(0);
  });

  it('refuse a line in words, field by field, and read a good one', () => {
    const ok = { kind: 'contractor', what: 'Fitter, one visit', amount: '420,50' };
    expect(otherCostProblems(ok)).toEqual({});
    expect(typedAmount(ok.amount)).toBe(420.5);
    expect(otherCostProblems({ kind: 'bribe', what: ' ', amount: '' })).toEqual({
      kind: 'kind',
      what: 'whatMissing',
      amount: 'amountMissing',
    });
    const amount = (typed: string) => otherCostProblems({ ...ok, amount: typed }).amount;
    expect(amount('12e3')).toBe('amountNotANumber');
    expect(amount('abc')).toBe('amountNotANumber');
    expect(amount('0')).toBe('amountNotPositive');
    expect(amount('-4')).toBe('amountNotPositive');
    expect(amount('1000000.01')).toBe('amountTooLarge');
    expect(amount('1.005')).toBe('amountCents');
    expect(amount('1000000')).toBeUndefined();
    expect(otherCostProblems({ ...ok, what: 'x'.repeat(201) }).what).toBe('whatTooLong');
  });
});
