// The work-order figures rollup the seed and the bench write (scripts/statsData.ts, the app's own
// recount over the seed's orders) reads the seed's orders as the app does: the same figures as the
// recount of those orders parsed by the app's converter, for every order the seed writes in a demo
// plant (work orders, preventive orders, contract visits), month by month, and the bench's 10,000
// orders; the documents read back with the app's converter, and the figures are not all zeros.
import { describe, expect, it } from 'vitest';
import { recountWorkStats } from '../src/domain/workStats';
import { parseWorkStatsMonth, STATS_SCALARS, type StatsCounts } from '../src/services/firebase/stats';
import { FieldReader } from '../src/services/firebase/schema';
import { parseWorkRequest } from '../src/services/firebase/work';
import { demoContracts } from './contractsData.ts';
import { DEMO_PLANS } from './planCatalogue.ts';
import { planHistory } from './plansData.ts';
import { benchEquipment, DEMO_SITES } from './plantData.ts';
import * as data from './statsData.ts';
import { demoWorkOrders, workOrders } from './workData.ts';

const admin = { uid: 'admin-uid', name: 'Alex Admin' };
const editor = { uid: 'editor-uid', name: 'Eve Editor' };
const people = { admin, editor };

interface Order {
  site: string;
  plant: string;
  number: string;
  data: Record<string, unknown>;
}

/** Every order scripts/seed.ts writes (seedWork, seedPlans, seedContracts), made at `now`. */
function demoOrders(now: Date): Order[] {
  const { plants, orders: work } = demoWorkOrders(people, now);
  const pm = plants.flatMap((p) => planHistory({ plant: p, specs: DEMO_PLANS[p.plant], people, now }).orders);
  const visits = demoContracts({ sites: DEMO_SITES, people, now }).orders;
  return [...work, ...pm, ...visits];
}

const byPlant = (orders: Order[]) => {
  const plants = new Map<string, Order[]>();
  for (const o of orders) plants.set(`${o.site}/${o.plant}`, [...(plants.get(`${o.site}/${o.plant}`) ?? []), o]);
  return plants;
};

/** The seed's months against the app's recount of the same orders parsed as the app reads them. */
function expectRecount(orders: Order[]) {
  const rollup = data.workStatsMonths(orders);
  const parsed = orders.map((o) => parseWorkRequest(o.number, new FieldReader('w', o.data)));
  const months = [...rollup.keys()];
  const recount = recountWorkStats(parsed, months);
  expect(months).toEqual([...months].sort());
  for (const m of months) expect([m, rollup.get(m)]).toEqual([m, recount.get(m)]);
  // Every completed order is in it once.
  const done = [...rollup.values()].reduce((n, c) => n + c.done, 0);
  expect(done).toBe(parsed.filter((o) => ['workComplete', 'complete', 'closed'].includes(o.status)).length);
  return rollup;
}

const total = (months: Iterable<StatsCounts>) => {
  const sum = data.emptyCounts();
  for (const c of months) {
    for (const f of STATS_SCALARS) sum[f] += c[f];
    Object.assign(sum.causes, c.causes);
    Object.assign(sum.delays, c.delays);
    Object.assign(sum.equipment, c.equipment);
  }
  return sum;
};

describe('the work figures rollup of the demo plants', () => {
  const now = new Date('2026-11-23T16:00:00Z');
  const orders = demoOrders(now);
  const plants = byPlant(orders);

  it('is what the app’s recount makes of all the orders the seed writes in each plant', () => {
    expect([...plants.keys()].sort()).toEqual(DEMO_SITES.flatMap((s) => s.plants.map((p) => `${s.id}/${p.id}`)).sort());
    // All three sources are in it.
    expect(orders.some((o) => o.data.pm)).toBe(true);
    expect(orders.some((o) => o.data.contract)).toBe(true);
    expect(orders.some((o) => !('pm' in o.data))).toBe(true);
    for (const list of plants.values()) expectRecount(list);
  });

  it('has figures in every month of the main plant’s year, and in every plant', () => {
    for (const [plant, list] of plants) {
      const rollup = data.workStatsMonths(list);
      const sum = total(rollup.values());
      expect(sum.done, plant).toBeGreaterThan(20);
      expect(sum.hours, plant).toBeGreaterThan(0);
      expect(sum.breakdowns, plant).toBeGreaterThan(0);
      expect(sum.onSchedule, plant).toBeGreaterThan(0);
      expect(Object.keys(sum.causes).length, plant).toBeGreaterThan(0);
      expect(Object.keys(sum.delays).length, plant).toBeGreaterThan(0);
      expect(Object.keys(sum.equipment).length, plant).toBeGreaterThan(0);
    }
    const pm1 = data.workStatsMonths(plants.get('northfield/pm1')!);
    expect(pm1.size).toBeGreaterThanOrEqual(12);
    const withWork = [...pm1.values()].filter((c) => c.done > 0 && c.hours > 0);
    expect(withWork.length).toBeGreaterThanOrEqual(12);
    // Some breakdowns were emergencies (no planned hours), most work was planned.
    const sum = total(pm1.values());
    expect(sum.plannedHours).toBeLessThan(sum.hours);
    expect(sum.plannedHours).toBeGreaterThan(sum.hours / 2);
  });

  it('is written per plant and month as an admin’s rebuild, and read back by the app’s converter', () => {
    const docs = data.workStatsDocuments('u', orders, now);
    const paths = docs.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [plant, list] of plants) {
      const [site, id] = plant.split('/');
      const rollup = data.workStatsMonths(list);
      const mine = docs.filter(([path]) =>
        path.startsWith(`users/u/companies/u/sites/${site}/plants/${id}/workStats/`),
      );
      expect(mine.map(([path]) => path.split('/').at(-1))).toEqual([...rollup.keys()]);
      for (const [path, doc] of mine) {
        const month = path.split('/').at(-1)!;
        expect(Object.keys(doc).sort()).toEqual(
          [
            ...STATS_SCALARS,
            'month',
            'causes',
            'delays',
            'equipment',
            'order',
            'version',
            'updatedAt',
            'updatedBy',
          ].sort(),
        );
        expect(doc).toMatchObject({ month, order: null, version: null, updatedAt: now, updatedBy: 'u' });
        expect(Number.isInteger(doc.done) && Number.isInteger(doc.breakdowns) && Number.isInteger(doc.onSchedule)).toBe(
          true,
        );
        expect(parseWorkStatsMonth(month, new FieldReader(path, doc))).toEqual({ month, ...rollup.get(month) });
      }
    }
    expect(docs).toHaveLength([...plants.values()].reduce((n, list) => n + data.workStatsMonths(list).size, 0));
  });

  it('agrees with the recount on other days too (a month’s first hour, a leap day)', () => {
    for (const when of [new Date('2027-03-01T00:30:00Z'), new Date(2028, 1, 29, 5, 30)])
      for (const list of byPlant(demoOrders(when)).values()) expectRecount(list);
  });
});

describe('the work figures rollup of the bench plant', () => {
  it('is what the app’s recount makes of its 10,000 orders', () => {
    const equipment = benchEquipment(500);
    const orders = workOrders({
      plants: [{ site: 'bench', plant: 'benchwork', equipment }],
      count: 10_000,
      people,
      now: new Date('2026-11-23T16:00:00Z'),
      seed: 99,
    });
    const rollup = expectRecount(orders);
    expect(rollup.size).toBeGreaterThanOrEqual(12);
    expect(total(rollup.values()).done).toBeGreaterThan(4000);
    const docs = data.workStatsDocuments('u', orders);
    expect(docs.map(([path]) => path)).toEqual(
      [...rollup.keys()].map((m) => `users/u/companies/u/sites/bench/plants/benchwork/workStats/${m}`),
    );
  }, 60_000);
});
