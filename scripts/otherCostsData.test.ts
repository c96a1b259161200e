// The demo's other costs read back through the app's own converter: each names a completed demo
// order of its plant, is recorded between its raising and its completion, within the limits the
// rules hold; about one completed order in ten has some.
import { describe, expect, it } from 'vitest';
import { parseOtherCost } from '../src/services/firebase/otherCosts';
import { FieldReader } from '../src/services/firebase/schema';
import { otherCostDocuments } from './otherCostsData.ts';

const plain = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? { toDate: () => v } : v]));

describe('demo other costs', () => {
  const now = new Date('2026-11-28T08:00:00Z');
  const orders = Array.from({ length: 400 }, (_, i) => ({
    site: 'north',
    plant: i % 2 ? 'pm1' : 'pm2',
    number: `WR-20260${(i % 9) + 1}01-${String(i).padStart(4, '0')}`,
    data: {
      raisedAt: new Date(now.getTime() - (300 - (i % 250)) * 86_400_000),
      completedAt: i % 4 === 0 ? null : new Date(now.getTime() - (300 - (i % 250) - ((i % 30) + 1)) * 86_400_000),
    },
  }));
  const docs = otherCostDocuments('admin-uid', orders, { uid: 'admin-uid', name: 'Alex Admin' }, now);
  const lines = docs.map(([p, d]) => ({
    path: p,
    line: parseOtherCost(p.split('/').pop()!, new FieldReader(p, plain(d))),
  }));

  it('names completed orders of its plant, recorded between raising and completion', () => {
    expect(lines.length).toBeGreaterThan(15);
    for (const { path, line } of lines) {
      const order = orders.find((o) => o.number === line.order)!;
      expect(order.data.completedAt).not.toBeNull();
      expect(path.startsWith(`users/admin-uid/companies/admin-uid/sites/north/plants/${order.plant}/otherCosts/`)).toBe(
        true,
      );
      const at = new Date(line.at!).getTime();
      expect(at).toBeGreaterThanOrEqual(order.data.raisedAt.getTime());
      expect(at).toBeLessThanOrEqual(order.data.completedAt!.getTime());
      expect(line.amount).toBeGreaterThan(0);
      expect(Math.round(line.amount * 100)).toBeCloseTo(line.amount * 100, 6);
      expect(line.byName).toBe('Alex Admin');
    }
  });

  it('is the same for the same day', () => {
    expect(otherCostDocuments('admin-uid', orders, { uid: 'admin-uid', name: 'Alex Admin' }, now)).toEqual(docs);
  });
});
