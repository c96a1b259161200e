// The demo's purchasing documents read back through the app's own converters, and agree with the
// catalogue: every part's preferred vendor is a vendor; every order's lines are catalogue parts
// at their cost; an order's number is one the rules accept; nothing is received yet.
import { describe, expect, it } from 'vitest';
import { parsePurchaseOrder, parseVendor } from '../src/services/firebase/purchasing';
import { FieldReader } from '../src/services/firebase/schema';
import { DEMO_PARTS } from './inventoryData.ts';
import { purchasingDocuments } from './purchasingData.ts';

const plain = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? { toDate: () => v } : v]));

describe('demo purchasing', () => {
  const docs = purchasingDocuments(
    'admin-uid',
    'north',
    { uid: 'admin-uid', name: 'Alex Admin' },
    new Date('2026-11-28T08:00:00Z'),
  );
  const vendors = docs
    .filter(([p]) => p.includes('/vendors/'))
    .map(([p, d]) => parseVendor(p.split('/').pop()!, new FieldReader(p, plain(d))));
  const orders = docs
    .filter(([p]) => p.includes('/purchaseOrders/'))
    .map(([p, d]) => parsePurchaseOrder(p.split('/').pop()!, new FieldReader(p, plain(d))));

  it('has a vendor for every part’s preferred vendor', () => {
    const names = new Set(vendors.map((v) => v.name));
    expect(DEMO_PARTS.filter((p) => !names.has(p.vendor))).toEqual([]);
    expect(vendors.every((v) => /@/.test(v.email) && v.leadTimeDays !== null)).toBe(true);
  });

  it('orders catalogue parts at their cost, numbered as the rules accept, none received', () => {
    expect(orders.map((o) => o.status).sort()).toEqual(['approved', 'cancelled', 'draft', 'ordered']);
    for (const o of orders) {
      expect(o.number).toMatch(/^PO-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(o.open).toBe(o.lines.length);
      expect(vendors.some((v) => v.id === o.vendorId && v.name === o.vendorName)).toBe(true);
      for (const l of o.lines) {
        const part = DEMO_PARTS.find((p) => p.id === l.partId)!;
        expect(l).toMatchObject({ number: part.number, unitCost: part.unitCost, unit: part.unit, received: 0 });
      }
    }
  });
});
