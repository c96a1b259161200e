import { describe, expect, it } from 'vitest';
import { costByEquipment, costByMonth, type CostOrder, orderCosts } from './costs';

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
      { key: '2026-10', label: '2026-10', orders: 2, hours: 4, labour: 116, parts: 52.5, total: 168.5, unpriced: 1 },
      { key: '2026-11', label: '2026-11', orders: 1, hours: 2, labour: 116, parts: 0, total: 116, unpriced: 0 },
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
