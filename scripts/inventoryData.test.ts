// The demo's spare parts (scripts/inventoryData.ts) as the app reads them: every document read
// back by the app's converters, each stock the sum of its movements' changes and naming the
// last, whole pieces whole, issues on real demo orders, and the states a storekeeper must see:
// some parts under their minimum and exactly one below zero.
import { describe, expect, it } from 'vitest';
import { headroom, isShort, partKeywords, stockState } from '../src/domain/inventory';
import { parseMovement, parsePart, parseStock, parseStoreroom } from '../src/services/firebase/inventory';
import { FieldReader } from '../src/services/firebase/schema';
import { benchParts, DEMO_PARTS, demoFits, inventoryDocuments } from './inventoryData.ts';
import { DEMO_SITES } from './plantData.ts';
import { demoWorkOrders } from './workData.ts';

const people = { admin: { uid: 'admin-uid', name: 'Alex Admin' }, editor: { uid: 'editor-uid', name: 'Eve Editor' } };
const NOW = new Date('2026-11-20T10:00:00Z');
const { orders } = demoWorkOrders(people, NOW);
const sites = DEMO_SITES.map((s) => s.id);
const docs = inventoryDocuments('admin-uid', sites, orders, people.admin, NOW);
const read = <T>(kind: string, parse: (id: string, r: FieldReader) => T) =>
  docs
    .filter(([path]) => path.split('/').at(-2) === kind)
    .map(([path, data]) => ({ path, value: parse(path.split('/').at(-1)!, new FieldReader(path, data)) }));

describe('the demo spare parts', () => {
  it('reads back with the app’s converters', () => {
    expect(read('parts', parsePart)).toHaveLength(DEMO_PARTS.length);
    expect(read('storerooms', parseStoreroom)).toHaveLength(sites.length);
    expect(read('stock', parseStock)).toHaveLength(DEMO_PARTS.length * sites.length);
    expect(read('movements', parseMovement).length).toBeGreaterThan(DEMO_PARTS.length * sites.length * 3);
  });

  it('keeps each stock equal to its movements, naming the last, with whole pieces whole', () => {
    const movements = read('movements', parseMovement);
    const numbers = new Set(orders.map((o) => `${o.plant}/${o.number}`));
    for (const { path, value: stock } of read('stock', parseStock)) {
      const store = path.split('/stock/')[0];
      const own = movements.filter((m) => m.path.startsWith(`${store}/movements/`) && m.value.partId === stock.partId);
      expect(own.reduce((sum, m) => sum + m.value.change, 0)).toBeCloseTo(stock.onHand, 9);
      expect(own.map((m) => m.value.id)).toContain(stock.last);
      const unit = DEMO_PARTS.find((p) => p.id === stock.partId)!.unit;
      for (const m of own) {
        if (['each', 'set', 'box', 'pair', 'roll'].includes(unit))
          expect(Number.isInteger(m.value.quantity)).toBe(true);
        if (m.value.order) expect(numbers.has(m.value.order)).toBe(true);
        // A count may find none left.
        if (m.value.kind === 'count') expect(m.value.quantity).toBeGreaterThanOrEqual(0);
        else expect(m.value.quantity).toBeGreaterThan(0);
      }
    }
  });

  it('shows a storekeeper what to look at: some parts under their minimum, exactly one below zero', () => {
    const states = read('stock', parseStock).map((s) => stockState(s.value));
    expect(states.filter((s) => s === 'negative')).toHaveLength(1);
    expect(states.filter((s) => s === 'belowMin' || s === 'out').length).toBeGreaterThan(0);
    expect(states.filter((s) => s === 'ok').length).toBeGreaterThan(states.length / 2);
    // The short ones are the ones the server finds by headroom (the notification bell's query).
    for (const { value } of read('stock', parseStock)) {
      expect(value.headroom).toBeCloseTo(headroom(value), 9);
      expect(isShort(value)).toBe(['negative', 'belowMin', 'out'].includes(stockState(value)) && value.min !== 0);
    }
  });
});

describe('what the demo parts fit, and the bench catalogue', () => {
  it('ends each part’s stock at the same level whatever day the demo is seeded on', () => {
    const stockOn = (now: Date) => {
      const { orders: dayOrders } = demoWorkOrders(people, now);
      return Object.fromEntries(
        inventoryDocuments('admin-uid', sites, dayOrders, people.admin, now)
          .filter(([path]) => path.split('/').at(-2) === 'stock')
          .map(([path, data]) => [path, (data as { onHand: number }).onHand]),
      );
    };
    const days = ['2026-11-20T10:00:00Z', '2026-11-29T08:00:00Z', '2027-03-02T18:30:00Z'].map((d) =>
      stockOn(new Date(d)),
    );
    expect(days[1]).toEqual(days[0]);
    expect(days[2]).toEqual(days[0]);
    // The bearing the parts journeys plan with: in stock, under its minimum.
    const bearing = read('stock', parseStock).find(({ path }) => path.endsWith('/stock/brg-6205'))!.value;
    expect(bearing.onHand).toBe(3);
    expect(bearing.onHand).toBeLessThan(bearing.min ?? 0);
  });

  it('marks each part as fitting the demo equipment of its classes, and only that', () => {
    const classes = new Map<string, string | null>(
      DEMO_SITES.flatMap((site) =>
        site.plants.flatMap((p) =>
          p.equipment().map((e) => [`${site.id}/${p.id}/${e.id}`, e.input.equipmentClass ?? null] as const),
        ),
      ),
    );
    const fits = demoFits(classes);
    expect(fits['seal-ms-50'].length).toBeGreaterThan(0);
    expect(fits['seal-ms-50'].every((key) => classes.get(key) === 'pump')).toBe(true);
    expect(fits['brg-6205'].every((key) => classes.get(key) === 'motor')).toBe(true);
    expect(Object.values(fits).every((list) => list.length <= 40)).toBe(true);
    // A part for no class fits nothing.
    expect(fits['felt-clean']).toEqual([]);
  });

  it('makes bench parts with unique numbers and the search words the app writes', () => {
    const docs = benchParts('u', 600);
    const numbers = new Set(docs.map(([, d]) => d.number));
    expect(numbers.size).toBe(600);
    for (const [path, d] of docs.slice(0, 20)) {
      expect(path).toMatch(/^users\/u\/companies\/u\/parts\/bench-\d{5}$/);
      expect(d.keywords).toEqual(
        partKeywords(d as { number: string; description: string; manufacturerNumber: string }),
      );
    }
  });
});
