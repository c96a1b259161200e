// The demo maintenance plans, their year of preventive orders and the meter readings, as the app
// and the rules will see them: every plan has exactly the contract's keys and passes the client's
// parser and the editor's limits; every order has the id {planId}_{due} / {planId}_m{threshold},
// the work-order keys plus pm, checklist (with checklistDone and checklistValues), signature,
// completedAt, contract, parses, walks the status table with each move made by a role allowed to
// make it, and carries its plan's title, work plan, checklist and tolerance; each plan's progress (nextDue, generateOn, nextThreshold,
// lastOrder) is what the client's generation leaves after that history, so the next generation
// continues from it.
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  intervalDays,
  METER_TOLERANCE_DAYS,
  toleranceDays as clientTolerance,
} from '../src/domain/intervals';
import { PERMIT_TYPES, WORK_TYPES } from '../src/domain/referenceLists';
import { type WorkStatus } from '../src/domain/statusMachine';
import { checkExecution, moveProblem } from '../src/features/work/workValidation';
import { addDays, daysBetween, dayOf } from '../src/lib/days';
import {
  PLAN_LIMITS,
  parseLastReading,
  parsePlan,
  parseReading,
  type MaintenancePlan,
} from '../src/services/firebase/plans';
import { recountMonths } from '../src/domain/compliance';
import { rateOfMeter } from '../src/domain/forecast';
import { FieldReader } from '../src/services/firebase/schema';
import { parseHistoryEvent, parseWorkRequest } from '../src/services/firebase/work';
import { benchEquipment, DEMO_SITES, type SeedItem } from './plantData.ts';
import * as data from './plansData.ts';
import { benchPlanSpecs, DEMO_PLANS, type PlanSpec } from './planCatalogue.ts';
import { CRAFTS } from './workData.ts';

const PLAN_KEYS = [
  'title',
  'equipmentIds',
  'steps',
  'workType',
  'estimatedHours',
  'craft',
  'assignees',
  'permits',
  'signatureRequired',
  'trigger',
  'interval',
  'meter',
  'scheduling',
  'leadDays',
  'startDate',
  'active',
  'nextDue',
  'generateOn',
  'nextThreshold',
  'lastOrder',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
].sort();
const ORDER_KEYS = [
  'number',
  'title',
  'description',
  'equipmentId',
  'equipmentTag',
  'equipmentName',
  'criticality',
  'workType',
  'rime',
  'status',
  'version',
  'raisedBy',
  'raisedByName',
  'raisedAt',
  'rankAt',
  'updatedAt',
  'updatedBy',
  'reason',
  'plan',
  'scheduledFor',
  'execution',
  'assignees',
  'pm',
  'checklist',
  'checklistDone',
  'checklistValues',
  'signature',
  'completedAt',
  'contract',
  'keywords',
].sort();

const admin = { uid: 'admin-uid', name: 'Alex Admin' };
const editor = { uid: 'editor-uid', name: 'Eve Editor' };
const people = { admin, editor };
const roleOf = (uid: string) => (uid === admin.uid ? 'admin' : uid === editor.uid ? 'editor' : null);
const DONE: WorkStatus[] = ['workComplete', 'complete', 'closed'];

type Doc = Record<string, unknown>;
type Order = data.SeedPmOrder;
type History = data.SeedPlanHistory;
const history = (
  plant: { site: string; plant: string; equipment: SeedItem[] },
  specs: PlanSpec[],
  now: Date,
  extra: { seed?: number; allMeters?: boolean; trimOrders?: number } = {},
): History => data.planHistory({ plant, specs, people, now, ...extra });

const demoPlants = DEMO_SITES.flatMap((s) =>
  s.plants.map((p) => ({ site: s.id, plant: p.id, equipment: p.equipment() })),
);

/** All the checks of one plant's plans and history at `now`. */
function checkPlant(plant: (typeof demoPlants)[number], h: History, now: Date) {
  const today = dayOf(now);
  const byId = new Map(plant.equipment.map((e) => [e.id, e]));
  const readingsOf = new Map<string, { value: number; at: Date; id: string }[]>();
  for (const r of h.readings) {
    const key = `${r.eqid}/${r.data.meterId}`;
    readingsOf.set(key, [...(readingsOf.get(key) ?? []), { value: r.data.value, at: r.data.readAt, id: r.id }]);
  }

  // Readings: append-only counters, the last one in lastReadings, all before now.
  for (const r of h.readings) {
    expect(Object.keys(r.data).sort()).toEqual(['by', 'byName', 'meterId', 'readAt', 'reset', 'value']);
    const parsed = parseReading(r.id, new FieldReader('r', r.data));
    expect(parsed.reset).toBe(false);
    expect(r.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(byId.get(r.eqid)!.input.meters.map((m) => m.id)).toContain(parsed.meterId);
    expect(r.data.readAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(roleOf(parsed.by)).not.toBeNull();
  }
  for (const [, list] of readingsOf)
    for (let i = 1; i < list.length; i++) {
      expect(list[i].value).toBeGreaterThanOrEqual(list[i - 1].value);
      expect(list[i].at.getTime()).toBeGreaterThan(list[i - 1].at.getTime());
    }
  expect(h.lastReadings).toHaveLength(readingsOf.size);
  for (const l of h.lastReadings) {
    expect(Object.keys(l.data).sort()).toEqual(['by', 'readAt', 'readingId', 'value']);
    const last = readingsOf.get(`${l.eqid}/${l.meterId}`)!.at(-1)!;
    expect(parseLastReading(l.meterId, new FieldReader('l', l.data))).toMatchObject({
      value: last.value,
      readingId: last.id,
      readAt: last.at.toISOString(),
    });
  }
  const readingAt = (key: string, time: Date) =>
    readingsOf
      .get(key)!
      .filter((r) => r.at.getTime() <= time.getTime())
      .at(-1)!.value;

  const ordersOf = new Map<string, Order[]>();
  for (const o of h.orders) ordersOf.set(o.data.pm.planId, [...(ordersOf.get(o.data.pm.planId) ?? []), o]);
  expect(new Set(h.orders.map((o) => o.number)).size).toBe(h.orders.length);

  for (const { id, data: doc } of h.plans) {
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Object.keys(doc).sort()).toEqual(PLAN_KEYS);
    const plan: MaintenancePlan = parsePlan(id, new FieldReader('p', doc));
    // The editor's limits (contract: "Data model").
    expect(plan.title.length).toBeGreaterThan(0);
    expect(plan.equipmentIds.length).toBeGreaterThanOrEqual(1);
    expect(plan.equipmentIds.length).toBeLessThanOrEqual(PLAN_LIMITS.equipment);
    for (const e of plan.equipmentIds) expect(byId.has(e)).toBe(true);
    expect(plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.steps.length).toBeLessThanOrEqual(8);
    expect(CRAFTS).toContain(plan.craft);
    for (const permit of plan.permits) expect(PERMIT_TYPES).toContain(permit);
    expect(plan.estimatedHours).toBeGreaterThan(0);
    for (const uid of plan.assignees) expect(roleOf(uid)).not.toBeNull();
    expect(plan.interval === null).toBe(plan.trigger === 'meter');
    expect(plan.meter === null).toBe(plan.trigger === 'calendar');
    if (plan.interval) {
      expect(plan.interval.every).toBeGreaterThanOrEqual(1);
      expect(plan.interval.every).toBeLessThanOrEqual(PLAN_LIMITS.maxEvery[plan.interval.unit]);
      expect(plan.leadDays).toBeLessThanOrEqual(intervalDays(plan.interval));
    }
    if (plan.meter) {
      expect(plan.equipmentIds).toContain(plan.meter.equipmentId);
      expect(byId.get(plan.meter.equipmentId)!.input.meters.map((m) => m.id)).toContain(plan.meter.meterId);
      expect(Number.isInteger(plan.meter.every)).toBe(true);
    }
    expect(doc.createdBy).toBe(admin.uid);
    expect(doc.updatedAt.getTime()).toBeGreaterThanOrEqual(doc.createdAt.getTime());
    expect(doc.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());

    // Its orders.
    const orders = (ordersOf.get(id) ?? []).sort((a, b) => a.data.raisedAt.getTime() - b.data.raisedAt.getTime());
    const equipment = byId.get(plan.equipmentIds[0])!;
    for (const o of orders) checkOrder(o, plan, doc, equipment, now);
    const calendarOrders = orders.filter((o) => o.data.pm.threshold === null);
    const meterOrders = orders.filter((o) => o.data.pm.threshold !== null);
    const completion = (o: Order) => o.data.completedAt ?? null;

    // Progress: what the client's generation (and, floating, completion) leaves after this history.
    expect(plan.lastOrder).toBe(orders.at(-1)?.number ?? null);
    if (orders.length) expect(orders[0].data.raisedAt.getTime()).toBeGreaterThan(doc.createdAt.getTime());
    const meterKey = plan.meter && `${plan.meter.equipmentId}/${plan.meter.meterId}`;
    if (plan.scheduling === 'fixed') {
      if (plan.interval) {
        // Due dates: startDate, + interval, … without a gap; the next one after the last order.
        const dues = calendarOrders.map((o) => o.data.pm.due);
        dues.forEach((due, i) => expect(due).toBe(addInterval(plan.startDate, plan.interval!, i)));
        expect(plan.nextDue).toBe(addInterval(plan.startDate, plan.interval, dues.length));
        expect(plan.generateOn).toBe(addDays(plan.nextDue!, -plan.leadDays));
        for (const o of calendarOrders) expect(dayOf(o.data.raisedAt)).toBe(addDays(o.data.pm.due, -plan.leadDays));
        // Every generation up to yesterday happened, but for plans whose last one was skipped.
        if (plan.active) expect(plan.generateOn! >= addDays(today, -3)).toBe(true);
      }
      if (plan.meter) {
        const thresholds = meterOrders.map((o) => o.data.pm.threshold!);
        for (let i = 1; i < thresholds.length; i++) expect(thresholds[i]).toBeGreaterThan(thresholds[i - 1]);
        // Each order came from the reading that crossed its threshold (the one before had not).
        for (const o of meterOrders) {
          const list = readingsOf.get(meterKey!)!;
          const i = list.findIndex((r) => r.value >= o.data.pm.threshold!);
          expect(i).toBeGreaterThan(0);
          expect(dayOf(list[i].at)).toBe(o.data.pm.due);
          expect(o.number).toBe(`${id}_m${o.data.pm.threshold}`);
        }
        expect(plan.nextThreshold).toBeGreaterThan(readingsOf.get(meterKey!)!.at(-1)!.value);
        expect(Number.isInteger(plan.nextThreshold)).toBe(true);
      }
    } else {
      // Floating: one order at a time; the next counts from the completion of the previous.
      const last = orders.at(-1);
      const waiting = last && completion(last) === null;
      for (let i = 0; i < orders.length - 1; i++) expect(completion(orders[i])).not.toBeNull();
      if (waiting) {
        expect([plan.nextDue, plan.generateOn, plan.nextThreshold]).toEqual([null, null, null]);
      } else {
        const done = last ? dayOf(completion(last)!) : null;
        if (plan.interval) {
          expect(plan.nextDue).toBe(done ? addInterval(done, plan.interval) : plan.startDate);
          expect(plan.generateOn).toBe(addDays(plan.nextDue!, -plan.leadDays));
          if (plan.active) expect(plan.generateOn! >= today).toBe(true);
        }
        if (plan.meter && last)
          expect(plan.nextThreshold).toBe(readingAt(meterKey!, completion(last)!) + plan.meter.every);
      }
      for (let i = 1; i < orders.length; i++) {
        const previous = dayOf(completion(orders[i - 1])!);
        const pm = orders[i].data.pm;
        if (pm.threshold === null) expect(pm.due).toBe(addInterval(previous, plan.interval!));
        else expect(pm.threshold).toBe(readingAt(meterKey!, completion(orders[i - 1])!) + plan.meter!.every);
      }
      if (calendarOrders[0] === orders[0] && orders.length) expect(orders[0].data.pm.due).toBe(plan.startDate);
    }
    if (plan.meter && plan.nextThreshold !== null)
      expect(plan.nextThreshold).toBeGreaterThan(readingsOf.get(meterKey!)!.at(-1)!.value);
    // Due now: the client's query (active, generateOn <= today) finds exactly these.
    expect(h.due.includes(id)).toBe(plan.active && plan.generateOn !== null && plan.generateOn <= today);
  }
}

function checkOrder(o: Order, plan: MaintenancePlan, doc: Doc, equipment: SeedItem, now: Date) {
  const d = o.data;
  expect(Object.keys(d).sort()).toEqual(ORDER_KEYS);
  const request = parseWorkRequest(o.number, new FieldReader('w', d));
  const pm = request.pm!;
  // The id, and what the generating batch copies from the plan.
  expect(o.number).toBe(pm.threshold === null ? `${plan.id}_${pm.due}` : `${plan.id}_m${pm.threshold}`);
  expect(pm).toEqual({
    planId: plan.id,
    due: pm.due,
    threshold: pm.threshold,
    toleranceDays: pm.threshold === null ? clientTolerance(plan.interval!) : METER_TOLERANCE_DAYS,
    signatureRequired: plan.signatureRequired,
    equipmentIds: plan.equipmentIds,
  });
  expect(request).toMatchObject({
    title: plan.title,
    workType: plan.workType,
    equipmentId: equipment.id,
    equipmentTag: equipment.input.tag,
    equipmentName: equipment.input.name,
    criticality: equipment.input.criticality,
    rime: equipment.input.criticality * WORK_TYPES[plan.workType],
    plan: {
      estimatedHours: plan.estimatedHours,
      craft: plan.craft,
      assignees: plan.assignees,
      permits: plan.permits,
      materials: [],
    },
    assignees: plan.assignees,
    contract: null,
  });
  expect(request.checklist.map((c) => ({ text: c.text, reading: c.reading }))).toEqual(plan.steps);
  // Raised by its plan; the member whose device generated it is its first event's author.
  expect(request.raisedBy).toBe('plan');
  const generator = o.history[0].by === admin.uid ? admin : editor;
  expect([admin.uid, editor.uid]).toContain(o.history[0].by);
  expect(request.raisedByName).toBe(generator.name);
  expect(Date.parse(request.raisedAt!)).toBeGreaterThan((doc.createdAt as Date).getTime());

  // History: v1 null → readyToSchedule by the generating member, then moves of the table.
  const events = o.history.map((e) => parseHistoryEvent(new FieldReader('h', e)));
  expect(o.history.map((e) => Object.keys(e).sort())).toEqual(
    o.history.map(() => ['at', 'by', 'from', 'note', 'to', 'version']),
  );
  expect(events[0]).toMatchObject({
    version: 1,
    from: null,
    to: 'readyToSchedule',
    by: generator.uid,
    at: request.raisedAt,
  });
  expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
  expect(request.version).toBe(events.length);
  expect(events.at(-1)).toMatchObject({ to: request.status, at: request.updatedAt, by: request.updatedBy });
  for (let i = 1; i < events.length; i++) {
    const e = events[i];
    expect(e.from).toBe(events[i - 1].to);
    expect(Date.parse(e.at!)).toBeGreaterThan(Date.parse(events[i - 1].at!));
    const role = roleOf(e.by)!;
    if (role === 'editor') expect(request.assignees).toContain(editor.uid);
    expect(
      moveProblem({
        from: e.from!,
        to: e.to,
        role,
        workType: request.workType,
        reason: e.note,
        plan: request.plan,
        execution: request.execution,
      }),
    ).toBeUndefined();
  }
  expect(Date.parse(events.at(-1)!.at!)).toBeLessThanOrEqual(now.getTime());

  // Execution, checklist, signature and completion agree with the status reached.
  const visited = new Set(events.map((e) => e.to));
  const done = DONE.some((s) => visited.has(s));
  expect(request.completedAt).toBe(done ? events.find((e) => e.to === 'workComplete')!.at : null);
  expect(request.execution !== null).toBe(visited.has('inProgress'));
  if (request.execution) expect(checkExecution(request.execution, request.workType, done)).toEqual({});
  if (done) expect(request.checklist.every((c) => c.done && (c.reading === null) === (c.value === null))).toBe(true);
  else if (!visited.has('inProgress')) expect(request.checklist.every((c) => !c.done && c.value === null)).toBe(true);
  if (plan.signatureRequired && done)
    expect(request.signature).toEqual({
      name: editor.uid === events.find((e) => e.to === 'workComplete')!.by ? editor.name : admin.name,
      by: events.find((e) => e.to === 'workComplete')!.by,
      at: request.completedAt,
    });
  else expect(request.signature).toBeNull();
  expect(request.reason !== null).toBe(request.status === 'cancelled');
  if (request.status === 'cancelled') expect(plan.scheduling).toBe('fixed');
  expect(request.scheduledFor !== null).toBe(visited.has('weeklySchedule'));
}

const now = new Date('2026-11-23T16:00:00Z');
const demo = demoPlants.map((plant) => ({
  plant,
  h: history(plant, DEMO_PLANS[plant.plant], now),
}));

describe('demo maintenance plans', () => {
  it('are about 40 in paper machine 1 and a few in the other plants, of every kind', () => {
    const counts = Object.fromEntries(demo.map(({ plant, h }) => [plant.plant, h.plans.length]));
    expect(counts.pm1).toBeGreaterThanOrEqual(38);
    expect(counts.pm1).toBeLessThanOrEqual(45);
    expect(counts.pm2).toBeGreaterThan(0);
    expect(counts.conv).toBeGreaterThan(0);
    const plans = demo.flatMap(({ h }) => h.plans.map((p) => parsePlan(p.id, new FieldReader('p', p.data))));
    const kinds = new Set(plans.map((p) => `${p.trigger}/${p.scheduling}`));
    for (const kind of ['calendar/fixed', 'calendar/floating', 'meter/fixed', 'meter/floating', 'either/floating'])
      expect(kinds).toContain(kind);
    const days = plans.filter((p) => p.interval).map((p) => intervalDays(p.interval!));
    expect(Math.min(...days)).toBe(7);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(365);
    expect(plans.some((p) => p.signatureRequired) && plans.some((p) => !p.signatureRequired)).toBe(true);
    expect(plans.some((p) => p.permits.length > 0)).toBe(true);
    expect(plans.some((p) => !p.active)).toBe(true);
    expect(new Set(plans.map((p) => p.craft))).toEqual(new Set(CRAFTS));
    expect(plans.every((p) => p.steps.some((s) => s.reading !== null))).toBe(true);
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
  });

  it.each(demo.map(({ plant, h }) => [plant.plant, plant, h] as const))(
    '%s: plans, orders, readings and progress agree with the client',
    (_id, plant, h) => checkPlant(plant, h, now),
  );

  it('have a year of history with a realistic compliance, a few open or overdue, and some due now', () => {
    const today = dayOf(now);
    const orders = demo.flatMap(({ h }) => h.orders);
    const dues = orders.map((o) => o.data.pm.due).sort();
    expect(daysBetween(dues[0], today)).toBeGreaterThan(330);
    expect(daysBetween(dues[0], today)).toBeLessThanOrEqual(400);
    let onTime = 0;
    let late = 0;
    let missed = 0;
    let overdue = 0;
    let open = 0;
    for (const o of orders) {
      const pm = o.data.pm;
      const completed = o.data.completedAt;
      if (completed) {
        if (Math.abs(daysBetween(pm.due, dayOf(completed))) <= pm.toleranceDays) onTime++;
        else late++;
      } else if (o.data.status === 'cancelled') missed++;
      else {
        open++;
        if (today > addDays(pm.due, pm.toleranceDays)) overdue++;
      }
    }
    const share = onTime / (onTime + late + missed);
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.92);
    expect(late).toBeGreaterThan(10);
    expect(missed).toBeGreaterThan(5);
    expect(open).toBeGreaterThanOrEqual(5);
    expect(overdue).toBeGreaterThanOrEqual(2);
    expect(demo.find(({ plant }) => plant.plant === 'pm1')!.h.due.length).toBeGreaterThanOrEqual(2);
    // Every hours and vibration meter of the demo equipment has readings.
    for (const { plant, h } of demo) {
      const meters = plant.equipment.flatMap((e) => e.input.meters.map((m) => `${e.id}/${m.id}`));
      expect(new Set(h.lastReadings.map((l) => `${l.eqid}/${l.meterId}`))).toEqual(new Set(meters));
    }
  });

  it('are the same on every run of the same day, and consistent on any day', () => {
    const pm1 = demoPlants[0];
    const again = history(pm1, DEMO_PLANS.pm1, new Date(now.getTime() + 3_600_000 * 3));
    const first = demo[0].h;
    expect(again.plans.map((p) => [p.id, p.data.nextDue, p.data.lastOrder])).toEqual(
      first.plans.map((p) => [p.id, p.data.nextDue, p.data.lastOrder]),
    );
    expect(again.orders.map((o) => o.number)).toEqual(first.orders.map((o) => o.number));
    // A leap day, a month end, early in the morning.
    for (const when of [new Date(2028, 1, 29, 5, 30), new Date(2027, 0, 31, 23, 10)])
      checkPlant(pm1, history(pm1, DEMO_PLANS.pm1, when), when);
  });
});

describe('the compliance rollup of the demo plants', () => {
  it('is what the app’s recount makes of the same orders', () => {
    for (const { h } of demo) {
      const rollup = data.pmComplianceMonths(h.orders);
      const orders = h.orders.map((o) => parseWorkRequest(o.number, new FieldReader('w', o.data)));
      expect(rollup).toEqual(recountMonths(orders, [...rollup.keys()]));
      expect(rollup.size).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('the plant’s meters of the demo plants', () => {
  it('hold each meter’s latest reading and count its rate as the app would', () => {
    for (const { h } of demo) {
      const states = new Map(data.meterStates(h.readings));
      expect(states.size).toBe(h.lastReadings.length);
      for (const last of h.lastReadings) {
        const state = states.get(`${last.eqid}:${last.meterId}`)!;
        expect(state).toMatchObject({
          value: last.data.value,
          readingId: last.data.readingId,
          readAt: last.data.readAt,
        });
        const rate = rateOfMeter({
          value: state.value,
          readAt: state.readAt.toISOString(),
          since: { value: state.since.value, readAt: state.since.readAt.toISOString() },
        });
        // A year of readings: every seeded meter's rate is known to the forecast.
        expect(rate.perDay).not.toBeNull();
        expect(rate.perDay).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('the bench plans', () => {
  it('are 1,000 plans with exactly 10,000 past orders, 5–10% of them due now', () => {
    const equipment = benchEquipment(500);
    const plant = { site: 'bench', plant: 'benchplans', equipment };
    const specs = benchPlanSpecs(equipment);
    const h = history(plant, specs, now, { seed: 77, allMeters: false, trimOrders: 10_000 });
    expect(h.plans).toHaveLength(1000);
    expect(h.orders).toHaveLength(10_000);
    expect(h.due.length).toBeGreaterThanOrEqual(50);
    expect(h.due.length).toBeLessThanOrEqual(100);
    expect(new Set(h.orders.map((o) => o.number)).size).toBe(10_000);
    const docs = data.planDocuments('u', plant, h);
    expect(docs.some(([path]) => path.endsWith(`/maintenancePlans/${h.plans[0].id}`))).toBe(true);
    // The compliance rollup: a month per due month, and as many counted as done + dropped orders.
    const rollup = docs.filter(([path]) => path.includes('/pmCompliance/'));
    expect(rollup.length).toBeGreaterThanOrEqual(12);
    const counted = rollup
      .flatMap(([, d]) =>
        Object.values((d as { plans: Record<string, { onTime: number; late: number; missed: number }> }).plans),
      )
      .reduce((n, t) => n + t.onTime + t.late + t.missed, 0);
    const doneOrDropped = h.orders.filter(
      (o) => o.data.completedAt || o.data.status === 'cancelled' || o.data.status === 'rejected',
    ).length;
    expect(counted).toBe(doneOrDropped);
    expect(docs.some(([path]) => path.endsWith('/history/v1'))).toBe(true);
    // The full checks on a sample of 150 plans (all 10,000 orders take too long here).
    const sample = new Set(h.plans.slice(0, 150).map((p) => p.id));
    const part = { ...h, plans: h.plans.filter((p) => sample.has(p.id)) };
    part.orders = h.orders.filter((o) => sample.has(o.data.pm.planId));
    checkPlant(plant, part, now);
  }, 60_000);
});
