// The demo's downtime (scripts/downtimeData.ts) as the app reads it: a failure stop for each
// completed breakdown, inside the order's own times and recorded on it; open stops only for
// breakdowns still in progress; one equipment's stops never overlap; every document read back by
// the app's converters; each run state names its equipment's last stop; and the rollup months are
// the app's recount of the stops, with figures that are not all zeros.
import { describe, expect, it } from 'vitest';
import { operatingUnits } from '../src/domain/assets';
import { recountDowntime, type Stop } from '../src/domain/downtime';
import { codingProblems, failureLibrary } from '../src/domain/failureCodes';
import { parseDowntimeMonth, parseRunState, parseStop } from '../src/services/firebase/downtime';
import { FieldReader } from '../src/services/firebase/schema';
import { demoStops, downtimeDocuments } from './downtimeData.ts';
import { DEMO_FAILURE_EXTENSIONS } from './failureCodesData.ts';
import { summaryOf } from './plantData.ts';
import { demoWorkOrders } from './workData.ts';

const people = { admin: { uid: 'admin-uid', name: 'Alex Admin' }, editor: { uid: 'editor-uid', name: 'Eve Editor' } };
const NOW = new Date('2026-11-20T10:00:00Z');
const { plants, orders } = demoWorkOrders(people, NOW);
const units = Object.fromEntries(
  plants.map((p) => [
    `${p.site}/${p.plant}`,
    operatingUnits(p.equipment.map((e) => summaryOf(e.id, e.input))).map((e) => e.id),
  ]),
);
const classes = new Map(
  plants.flatMap((p) => p.equipment.map((e) => [`${p.site}/${p.plant}/${e.id}`, e.input.equipmentClass])),
);
const stops = demoStops(orders, units, people.admin, NOW, (plant, eqid) => classes.get(`${plant}/${eqid}`) ?? null);
const docs = downtimeDocuments('admin-uid', stops, NOW);
const read = <T>(kind: string, parse: (id: string, r: FieldReader) => T) =>
  docs
    .filter(([path]) => path.split('/').at(-2) === kind)
    .map(([path, data]) => parse(path.split('/').at(-1)!, new FieldReader(path, data)));

describe('the demo downtime', () => {
  it('has a failure stop for each completed breakdown, inside the order’s times, and open ones only for work in progress', () => {
    const breakdowns = orders.filter((o) => o.data.workType === 'BRP' && o.data.completedAt);
    const failures = stops.filter((s) => s.reason === 'failure');
    expect(failures.length).toBeGreaterThan(10);
    for (const stop of failures) {
      const order = orders.find((o) => o.number === stop.order)!;
      expect(order.data.workType).toBe('BRP');
      expect(stop.equipmentId).toBe(order.data.equipmentId);
      expect(Date.parse(stop.stoppedAt)).toBeGreaterThanOrEqual(order.data.raisedAt.getTime() - 60_000);
      if (stop.backAt) expect(Date.parse(stop.backAt)).toBeLessThanOrEqual(order.data.completedAt!.getTime());
      else expect(order.data.status).toBe('inProgress');
    }
    // Most completed breakdowns have theirs (one that would overlap an earlier stop is left out).
    expect(failures.filter((s) => s.backAt).length).toBeGreaterThan(breakdowns.length * 0.6);
    expect(new Set(stops.map((s) => s.reason)).size).toBeGreaterThan(4);
  });

  it('never overlaps on one equipment, and each run state names its last stop', () => {
    const byEquipment = new Map<string, Stop[]>();
    for (const s of stops)
      byEquipment.set(`${s.plant}/${s.equipmentId}`, [...(byEquipment.get(`${s.plant}/${s.equipmentId}`) ?? []), s]);
    for (const list of byEquipment.values())
      for (let i = 1; i < list.length; i++) expect(list[i].stoppedAt >= list[i - 1].backAt!).toBe(true);
    const states = read('runStates', parseRunState);
    expect(states.length).toBe(byEquipment.size);
    for (const state of states) {
      const own = stops.filter((s) => s.equipmentId === state.equipmentId);
      const last = own.at(-1)!;
      expect(state.stop).toBe(last.backAt ? null : last.id);
      expect(state.lastBackAt).toBe(own.filter((s) => s.backAt).at(-1)?.backAt ?? null);
    }
  });

  it('reads back with the app’s converters, and the rollup is the recount of the stops', () => {
    expect(read('stops', parseStop)).toHaveLength(stops.length);
    const months = read('downtimeStats', parseDowntimeMonth);
    const recount = new Map<string, ReturnType<typeof recountDowntime>>();
    for (const s of stops) recount.set(s.plant, recountDowntime(stops.filter((t) => t.plant === s.plant)));
    expect(months.length).toBe([...recount.values()].reduce((n, m) => n + m.size, 0));
    const pm1 = recount.get('pm1')!;
    const stored = docs.filter(([p]) => p.includes('/plants/pm1/downtimeStats/'));
    for (const [path, data] of stored) {
      const month = parseDowntimeMonth(path.split('/').at(-1)!, new FieldReader(path, data));
      expect(month).toMatchObject(pm1.get(month.month)!);
    }
    expect(months.reduce((n, m) => n + m.failures, 0)).toBeGreaterThan(10);
  });

  it('codes most closed failures of classified equipment by the demo library, and the months hold their codes', () => {
    const library = failureLibrary(DEMO_FAILURE_EXTENSIONS);
    const closed = stops.filter((s) => s.reason === 'failure' && s.backAt);
    const coded = closed.filter((s) => s.failure);
    const classified = closed.filter((s) => classes.get(`${s.site}/${s.plant}/${s.equipmentId}`));
    expect(coded.length).toBeGreaterThan(10);
    expect(coded.length / classified.length).toBeGreaterThan(0.7);
    for (const stop of closed) {
      const equipmentClass = classes.get(`${stop.site}/${stop.plant}/${stop.equipmentId}`) ?? null;
      if (!stop.failure) continue;
      expect(stop.failure.equipmentClass).toBe(equipmentClass);
      const f = stop.failure;
      expect(codingProblems({ ...f, mechanism: f.mechanism ?? '', cause: f.cause ?? '' }, library)).toEqual({});
    }
    expect(stops.filter((s) => s.reason !== 'failure' || !s.backAt).every((s) => s.failure === null)).toBe(true);
    expect(new Set(coded.map((s) => s.failure!.equipmentClass)).size).toBeGreaterThan(3);
    const months = read('downtimeStats', parseDowntimeMonth);
    const total = months.reduce((n, m) => n + Object.values(m.codes).reduce((k, c) => k + c.n, 0), 0);
    expect(total).toBe(coded.length);
  });
});
