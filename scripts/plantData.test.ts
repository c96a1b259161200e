// The demo asset register as the app will read it: every item passes the equipment form's checks
// against the plant (unique tags, no loops, valid ranks and dates), the parsers accept the plant
// summary, and the hierarchy is 3–4 levels deep with the criticality ladder spread over it.
import { describe, expect, it } from 'vitest';
import { checkEquipment, toDraft } from '../src/features/assets/equipmentValidation';
import { parsePlant } from '../src/services/firebase/assets';
import { FieldReader } from '../src/services/firebase/schema';
import { failureLibrary } from '../src/domain/failureCodes';
import { DEMO_FAILURE_EXTENSIONS } from './failureCodesData.ts';
import { benchEquipment, DEMO_SITES, type SeedItem, summaryOf } from './plantData.ts';

type Item = SeedItem;
/** The demo company's library classes: the built-in ones and its own. */
const classes = failureLibrary(DEMO_FAILURE_EXTENSIONS).classes.map((c) => c.code);
const plants = DEMO_SITES.flatMap((s) => s.plants.map((p) => ({ ...p, items: p.equipment() })));

const depthOf = (items: Item[]) => {
  const byId = new Map(items.map((e) => [e.id, e]));
  const depth = (e: Item): number => (e.input.parent ? 1 + depth(byId.get(e.input.parent)!) : 1);
  return Math.max(...items.map(depth));
};

describe('demo asset register', () => {
  it('has two sites, three plants and a few hundred items', () => {
    expect(DEMO_SITES).toHaveLength(2);
    expect(plants).toHaveLength(3);
    const total = plants.reduce((n, p) => n + p.items.length, 0);
    expect(total).toBeGreaterThan(300);
    expect(total).toBeLessThan(1000);
  });

  it.each(plants.map((p) => [p.id, p.items] as const))('%s: every item passes the form checks', (_id, items) => {
    const summaries = items.map((e) => summaryOf(e.id, e.input));
    const seen = new Set<string>();
    for (const e of items) {
      if (e.input.parent) expect(seen.has(e.input.parent)).toBe(true); // parents are written first
      seen.add(e.id);
      expect(e.id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
      expect(checkEquipment(toDraft(e.input), e.input.meters, { eqid: e.id, summaries, classes })).toEqual({});
    }
    const plant = parsePlant('p', new FieldReader('p', { name: 'P', archived: false, equipments: summaries }));
    expect(plant.corruptItems).toBe(0);
    expect(plant.equipments).toHaveLength(items.length);
    expect([3, 4]).toContain(depthOf(items));
  });

  it('spreads the ladder and the statuses', () => {
    const all = plants.flatMap((p) => p.items.map((e) => e.input));
    expect(new Set(all.map((e) => e.criticality))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(new Set(all.map((e) => e.status))).toEqual(new Set(['inService', 'standby', 'outOfService']));
    expect(all.some((e) => e.installDate === null) && all.some((e) => e.installDate !== null)).toBe(true);
    expect(all.some((e) => e.meters.length > 0)).toBe(true);
  });

  it('makes the bench plant: 5,000 distinct items whose summary fits in one document', () => {
    const items = benchEquipment(5000);
    expect(new Set(items.map((e) => e.id)).size).toBe(5000);
    expect(new Set(items.map((e) => e.input.tag)).size).toBe(5000);
    const bytes = JSON.stringify(items.map((e) => summaryOf(e.id, e.input))).length;
    expect(bytes).toBeLessThan(900_000); // Firestore's limit is 1 MiB per document
  });
});
