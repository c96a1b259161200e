// The demo company's preventive maintenance: maintenance plans of the demo
// plants (calendar fixed and floating, meter, whichever comes first; weekly to yearly; checklists
// with readings), a year of their history — the preventive orders `{planId}_{due}` /
// `{planId}_m{threshold}` with their history events, checklists filled, signatures and
// completion times, a realistic share late or missed and a few open or overdue — the meter
// readings of the equipment, and each plan's progress (nextDue, generateOn, nextThreshold,
// lastOrder) as the client's generation leaves it, so the next generation continues from there.
// The plans themselves are scripts/planCatalogue.ts (and `npm run bench`'s, scripts/benchPlans.mjs).
//
// Deterministic: the same ids and values for the same day. Days are local calendar days
// ('yyyy-mm-dd', as src/lib/days.ts); every time is before `now`.
//
// The history replays the client's behaviour with the client's own generation
// (src/domain/generation.ts; docs/architecture.md, "Preventive maintenance"): each day a member
// opens the app (06:00–07:30) and a generation run makes, for each active plan that is due, one
// order and the plan's advance; readings are taken on rounds and the reader's run generates for a
// meter plan whose threshold the reading crossed; the completion of a floating plan's order moves
// it on (`completionAdvance`). Plans whose generateOn is today are left for the app's first run
// of the day ("due now"), and a few plans (`dueNow`) skipped their last generation, as when nobody
// opened the app. The compliance rollup and the meters' states are the app's recount of the same
// data (src/domain/compliance.ts, forecast.ts).
import { summaryOf } from '../src/domain/assets';
import { recountMonths } from '../src/domain/compliance';
import { sinceFor } from '../src/domain/forecast';
import {
  advancesOnCompletion,
  completionAdvance,
  dueReason,
  type GeneratedOrderFields,
  generatedOrder,
  generationAdvance,
  type PlanLike,
} from '../src/domain/generation';
import { addInterval, intervalDays } from '../src/domain/intervals';
import { DEFAULT_PM_RULE, type PlanStep, type PmTally } from '../src/domain/plans';
import { type ActionCode, DELAY_CODES } from '../src/domain/referenceLists';
import type { WorkStatus } from '../src/domain/statusMachine';
import { rankAt } from '../src/domain/rime';
import type { ChecklistStep, Delay, WorkPlan } from '../src/domain/work';
import { addDays, dateOf, dayOf, daysBetween } from '../src/lib/days';
import { type Assigned, type PlanSpec } from './planCatalogue.ts';
import type { SeedItem } from './plantData.ts';
import { at, between, int, newId, pick, randomFrom } from './seedRandom.ts';
import type { Person, SeedEvent } from './workData.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Half-hour steps, as people book hours. */
const halfHours = (value: number) => Math.max(0.5, Math.round(value * 2) / 2);
const weekday = (day: string) => (dateOf(day).getDay() + 6) % 7; // Monday 0 … Sunday 6

// ---- Simulation ---------------------------------------------------------------------------------
const NOTES = {
  weeklySchedule: ['On the weekly schedule.', ''],
  dailySchedule: ['', 'On today’s schedule.'],
  inProgress: ['', 'Started.'],
  workComplete: ['Done; all steps checked.', 'Done; area cleaned up.', 'Done.'],
  complete: ['Checked.', ''],
  closed: ['Closed.', ''],
};
const CANCEL_REASONS = [
  'Machine ran for an urgent order: skipped this round, done on the next one.',
  'Equipment stopped for the shutdown; checked under the shutdown order.',
  'No crew available this week (breakdowns); skipped.',
];
const MATERIAL_WAITS = ['Waiting for a seal kit.', 'Waiting for the oil delivery.', 'Filter elements out of stock.'];

interface People {
  admin: Person;
  editor: Person;
  assigned: Record<Assigned, string[]>;
}

/** The two demo people and the assignee lists a plan may name. */
const peopleOf = (people: { admin: Person; editor: Person }): People => ({
  admin: people.admin,
  editor: people.editor,
  assigned: {
    editor: [people.editor.uid],
    both: [people.editor.uid, people.admin.uid],
    admin: [people.admin.uid],
    none: [],
  },
});

/** A value for a reading step: inside its range, now and then just outside. */
function readingValue(random: () => number, r: NonNullable<PlanStep['reading']>): number {
  const { min, max } = r;
  const round = (v: number) => Math.round(v * 100) / 100;
  const out = random() < 0.04;
  if (min !== null && max !== null) {
    const span = max - min;
    if (out)
      return round(random() < 0.5 ? min - span * between(random, 0.05, 0.3) : max + span * between(random, 0.05, 0.3));
    return round(min + span * between(random, 0.1, 0.9));
  }
  if (max !== null) return round(out ? max * between(random, 1.05, 1.3) : Math.abs(max) * between(random, 0.35, 0.92));
  if (min !== null) return round(out ? min * between(random, 0.6, 0.95) : min * between(random, 1.2, 4));
  return round(between(random, 1, 100));
}

/** One meter reading as the simulation takes it. */
interface Reading {
  id: string;
  eqid: string;
  meterId: string;
  value: number;
  at: Date;
  by: string;
  byName: string;
}

/**
 * The meters of `equipment` read on rounds over [from, today]: 'hours' counters (whole hours,
 * rising by the item's running rate) every `everyDays`, or weekly for `weekly` ids; 'vib' levels
 * (mm/s, slowly rising with wear) every four weeks. Returns a Map `${eqid}/${meterId}` → readings,
 * oldest first, all before `now`.
 */
function meterReadings({
  equipment,
  from,
  today,
  now,
  random,
  people,
  weekly,
  everyDays,
  metersOf,
}: {
  equipment: SeedItem[];
  from: string;
  today: string;
  now: Date;
  random: () => number;
  people: People;
  weekly: Set<string>;
  everyDays: number;
  metersOf: (e: SeedItem) => SeedItem['input']['meters'];
}): Map<string, Reading[]> {
  const out = new Map<string, Reading[]>();
  const round = weekday(from); // rounds on the weekday of `from`
  for (const e of equipment) {
    for (const meter of metersOf(e)) {
      const key = `${e.id}/${meter.id}`;
      const hours = meter.id === 'hours';
      const every = hours ? (weekly.has(key) ? 7 : everyDays) : 28;
      const status = e.input.status;
      // Fire and sprinkler pumps run on their tests only; standby machines now and then.
      const rate = /fire|sprinkler/i.test(e.input.name)
        ? between(random, 0.1, 0.3)
        : status === 'standby'
          ? between(random, 2, 7)
          : between(random, 19, 23.5);
      const stopDay = status === 'outOfService' ? int(random, 20, 120) : Infinity; // days before today
      let value = hours ? int(random, 8000, 60000) : Math.round(between(random, 1, 2.5) * 10) / 10;
      const list: Reading[] = [];
      const offset = hours && every !== 7 ? int(random, 0, every - 1) : 0;
      for (let d = round + offset; ; d += every) {
        const day = addDays(from, d - round);
        if (day > today) break;
        const readAt = at(day, 7, int(random, 0, 90));
        if (readAt.getTime() > now.getTime()) break;
        if (list.length > 0) {
          if (hours) {
            const left = daysBetween(day, today);
            value += left < stopDay ? Math.round(rate * every * between(random, 0.85, 1.05)) : 0;
          } else value = Math.round(Math.max(value, value + between(random, -0.05, 0.12)) * 10) / 10;
        }
        const by = random() < 0.8 ? people.editor : people.admin;
        list.push({ id: newId(random), eqid: e.id, meterId: meter.id, value, at: readAt, by: by.uid, byName: by.name });
      }
      if (list.length) out.set(key, list);
    }
  }
  return out;
}

/** A plan document as seeded (times as Dates). */
export type SeedPlanData = Omit<PlanLike, 'id'> & {
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
};

/** A preventive order's fields as seeded: what generation made, then what happened to it. */
export type SeedPmData = Omit<
  GeneratedOrderFields,
  'status' | 'version' | 'reason' | 'scheduledFor' | 'execution' | 'signature' | 'completedAt'
> & {
  status: WorkStatus;
  version: number;
  raisedAt: Date;
  rankAt: Date;
  updatedAt: Date;
  updatedBy: string;
  reason: string | null;
  scheduledFor: string | null;
  execution: {
    actualHours: number;
    action: ActionCode | null;
    failureCause: null;
    delays: Delay[];
    startedAt: Date;
  } | null;
  signature: { name: string; by: string; at: Date } | null;
  completedAt: Date | null;
};

export interface SeedPmOrder {
  site: string;
  plant: string;
  number: string;
  planIndex: number;
  data: SeedPmData;
  history: SeedEvent[];
}

export interface SeedPlanHistory {
  plans: { id: string; data: SeedPlanData }[];
  orders: SeedPmOrder[];
  readings: {
    eqid: string;
    id: string;
    data: { meterId: string; value: number; reset: boolean; readAt: Date; by: string; byName: string };
  }[];
  lastReadings: {
    eqid: string;
    meterId: string;
    data: { value: number; readingId: string; readAt: Date; by: string };
  }[];
  /** Ids of the active plans whose generateOn is today or earlier. */
  due: string[];
}

/**
 * The plans of one plant (`specs`, from the catalogue or benchPlanSpecs) with a year of history,
 * timestamps as Dates, and `due`: the ids of the plans whose generateOn is today or earlier (due
 * now).
 */
export function planHistory({
  plant,
  specs,
  people,
  now = new Date(),
  seed = 11,
  historyDays = 365,
  allMeters = true,
  trimOrders = Infinity,
}: {
  plant: { site: string; plant: string; equipment: SeedItem[] };
  specs: PlanSpec[];
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
  historyDays?: number;
  allMeters?: boolean;
  trimOrders?: number;
}): SeedPlanHistory {
  // Each plant its own ids (the same seed in another plant gives other plans).
  const random = randomFrom(
    seed ^ [...`${plant.site}/${plant.plant}`].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7),
  );
  const who = peopleOf(people);
  const today = dayOf(now);
  const from = addDays(today, -historyDays);
  const byId = new Map(plant.equipment.map((e) => [e.id, e]));
  const ids = specs.map(() => newId(random));

  // Readings: every meter of the plant (or only the meter plans' meters): weekly for the meter plans, else monthly.
  const weekly = new Set(specs.flatMap((s) => (s.meter ? [`${s.meter.equipmentId}/${s.meter.meterId}`] : [])));
  const readings = meterReadings({
    equipment: plant.equipment,
    from: addDays(from, -30),
    today,
    now,
    random: randomFrom(seed + 1),
    people: who,
    weekly,
    everyDays: 28,
    metersOf: (e) =>
      e.input.meters.filter((m) => (allMeters ? m.id === 'hours' || m.id === 'vib' : weekly.has(`${e.id}/${m.id}`))),
  });

  // Plan start days (fixed per spec, so trimming a bench plan's first order keeps the rest).
  const starts = specs.map((s, i) => {
    const r = randomFrom(seed * 7919 + i);
    const interval = s.interval;
    const span = interval ? Math.min(intervalDays(interval), 60) : 60;
    const clamp = (day: string) =>
      interval && (interval.unit === 'months' || interval.unit === 'years')
        ? `${day.slice(0, 8)}${pad(Math.min(28, Number(day.slice(8))))}`
        : day;
    let start = clamp(addDays(from, int(r, 0, span - 1)));
    // Due now: a generation day 1–3 days ago (that nobody's app made, see `dueNow` below).
    if (s.dueNow && interval) {
      const recent = (day: string) => {
        for (let k = 0; ; k++) {
          const g = addDays(addInterval(day, interval, k), -s.leadDays);
          if (g >= today) return false;
          if (g >= addDays(today, -3)) return true;
        }
      };
      for (let k = 0; k < span && !recent(start); k++) start = clamp(addDays(from, (int(r, 0, span - 1) + k) % span));
    }
    return start;
  });
  let skip = specs.map(() => 0);
  let result = simulateAll();
  // The bench: exactly `trimOrders` orders, by starting fixed calendar plans later (one interval each).
  if (result.orders.length > trimOrders) {
    const fixed = specs
      .map((_, i) => i)
      .filter((i) => specs[i].trigger === 'calendar' && specs[i].scheduling === 'fixed');
    let excess = result.orders.length - trimOrders;
    const counts = new Map<number, number>();
    for (const o of result.orders) counts.set(o.planIndex, (counts.get(o.planIndex) ?? 0) + 1);
    skip = specs.map(() => 0);
    for (let k = 0; excess > 0 && k < 100; k++)
      for (let j = fixed.length - 1; j >= 0 && excess > 0; j--) {
        const i = fixed[j];
        if ((counts.get(i) ?? 0) - skip[i] > 1) {
          skip[i] += 1;
          excess -= 1;
        }
      }
    result = simulateAll();
  }
  return result;

  function simulateAll(): SeedPlanHistory {
    const plans: SeedPlanHistory['plans'] = [];
    const orders: SeedPmOrder[] = [];
    const due: string[] = [];
    specs.forEach((spec, i) => {
      const r = simulate(spec, i);
      plans.push({ id: ids[i], data: r.plan });
      orders.push(...r.orders);
      if (r.plan.active && r.plan.generateOn !== null && r.plan.generateOn <= today) due.push(ids[i]);
    });
    const readingDocs: SeedPlanHistory['readings'] = [];
    const lastReadings: SeedPlanHistory['lastReadings'] = [];
    for (const list of readings.values()) {
      for (const x of list)
        readingDocs.push({
          eqid: x.eqid,
          id: x.id,
          data: { meterId: x.meterId, value: x.value, reset: false, readAt: x.at, by: x.by, byName: x.byName },
        });
      const last = list[list.length - 1];
      lastReadings.push({
        eqid: last.eqid,
        meterId: last.meterId,
        data: { value: last.value, readingId: last.id, readAt: last.at, by: last.by },
      });
    }
    return { plans, orders, readings: readingDocs, lastReadings, due };
  }

  /** One plan's life from its creation to now. */
  function simulate(spec: PlanSpec, index: number): { plan: SeedPlanData; orders: SeedPmOrder[] } {
    const r = randomFrom(seed * 104729 + index);
    const interval = spec.interval;
    const lead = spec.leadDays;
    const meterKey = spec.meter && `${spec.meter.equipmentId}/${spec.meter.meterId}`;
    const meterList = meterKey ? (readings.get(meterKey) ?? []) : [];
    const lastReadingAt = (time: Date) => {
      let v: number | null = null;
      for (const x of meterList) if (x.at.getTime() <= time.getTime()) v = x.value;
      return v;
    };
    let startDate = starts[index];
    if (interval && skip[index]) startDate = addInterval(startDate, interval, skip[index]);
    const createdDay = addDays(interval ? addDays(startDate, -lead) : startDate, -int(r, 3, 20));
    const createdAt = at(createdDay, 10, int(r, 0, 59));
    const pausedFrom = spec.active ? null : addDays(today, -int(r, 40, 80));
    const assignees = who.assigned[spec.assignees];
    // The plan as the client's generation reads it (active while it runs: a paused plan's
    // history stops on the day it was paused).
    const plan: PlanLike = {
      id: ids[index],
      title: spec.title,
      equipmentIds: [...spec.equipmentIds],
      steps: spec.steps.map((s) => ({ text: s.text, reading: s.reading && { ...s.reading } })),
      workType: spec.workType,
      estimatedHours: spec.estimatedHours,
      craft: spec.craft,
      assignees: [...assignees],
      permits: [...spec.permits],
      signatureRequired: spec.signatureRequired,
      trigger: spec.trigger,
      interval: interval && { ...interval },
      meter: spec.meter && { ...spec.meter },
      scheduling: spec.scheduling,
      leadDays: lead,
      startDate,
      active: true,
      nextDue: interval ? startDate : null,
      generateOn: interval ? addDays(startDate, -lead) : null,
      nextThreshold: spec.meter ? (lastReadingAt(createdAt) ?? 0) + spec.meter.every : null,
      lastOrder: null,
    };
    let updatedAt = createdAt;
    let updatedBy = who.admin.uid;
    const snapshots: { plan: PlanLike; updatedAt: Date; updatedBy: string }[] = []; // before each generation (dueNow)
    const orders: Made[] = [];
    const completions: Made[] = []; // the floating plan's completed orders, in order
    const equipment = byId.get(spec.equipmentIds[0])!;
    const summary = summaryOf(equipment.id, equipment.input);
    const doer = assignees.includes(who.editor.uid) ? who.editor : who.admin;

    /** A generation run on day `d` with the meter's reading at `time`: one order when due. */
    const run = (d: string, time: Date, by: Person) => {
      const reading = lastReadingAt(time);
      const reason = dueReason(plan, d, reading);
      if (!reason) return;
      snapshots.push({ plan: { ...plan }, updatedAt, updatedBy });
      const { orderId, order } = generatedOrder(plan, reason, d, summary, by);
      const made = makeOrder(r, { spec, order, time, by, doer, now, today, who });
      orders.push(made);
      Object.assign(plan, generationAdvance(plan, reason, reading, orderId));
      updatedAt = time;
      updatedBy = by.uid;
      if (spec.scheduling === 'floating' && made.completedAt) completions.push(made);
    };
    /** A floating plan's order completed: the plan moves on from that day. */
    const complete = (made: Made) => {
      if (!advancesOnCompletion(plan, made.number)) return;
      const time = made.completedAt!;
      Object.assign(plan, completionAdvance(plan, dayOf(time), lastReadingAt(time)));
      updatedAt = time;
      updatedBy = made.completedBy.uid;
    };

    for (let d = createdDay; d <= today; d = addDays(d, 1)) {
      if (pausedFrom && d >= pausedFrom) break;
      // Floating: a completion before this day's first run sets the next due date.
      while (completions.length && dayOf(completions[0].completedAt!) < d) complete(completions.shift()!);
      // The day's first app open (before today: today's is the app's own, after seeding).
      // Who opened it and when are drawn only when a plan is due (the draws are the data's seed).
      if (d < today && d > createdDay && dueReason(plan, d, lastReadingAt(at(d, 6))) !== null) {
        const by = r() < 0.6 ? who.editor : who.admin;
        run(d, at(d, 6, int(r, 0, 90)), by);
      }
      // Meter rounds: the reader's run, right after the reading.
      if (spec.meter)
        for (const x of meterList) {
          if (dayOf(x.at) !== d || x.at.getTime() <= createdAt.getTime()) continue;
          run(d, new Date(x.at.getTime() + 60_000), x.by === who.editor.uid ? who.editor : who.admin);
        }
    }
    // A floating plan whose last order was completed today (before now) counts from today.
    if (!pausedFrom) for (const made of completions) if (made.completedAt!.getTime() <= now.getTime()) complete(made);
    // Nobody opened the app since: the last generation did not happen (fixed calendar plans).
    if (
      spec.dueNow &&
      spec.trigger === 'calendar' &&
      spec.scheduling === 'fixed' &&
      orders.length > 1 &&
      dayOf(orders[orders.length - 1].data.raisedAt) >= addDays(today, -3)
    ) {
      orders.pop();
      const before = snapshots.pop()!;
      Object.assign(plan, before.plan);
      updatedAt = before.updatedAt;
      updatedBy = before.updatedBy;
    }

    return {
      plan: { ...stored(plan), active: spec.active, createdAt, createdBy: who.admin.uid, updatedAt, updatedBy },
      orders: orders.map(({ data, history, number }) => ({
        site: plant.site,
        plant: plant.plant,
        number,
        planIndex: index,
        data,
        history,
      })),
    };
  }
}

/** A plan's fields as its document holds them (the id is the document's). */
const stored = ({ id: _id, ...fields }: PlanLike): Omit<PlanLike, 'id'> => fields;

/** A generated order with what happened to it, and who completed it (a floating plan's advance). */
interface Made {
  number: string;
  completedAt: Date | null;
  completedBy: Person;
  data: SeedPmData;
  history: SeedEvent[];
}

/**
 * One generated order (`order`, as the client's generation made it at `time`) and what happened to
 * it until `now`: scheduled for a work day near its due date (on time within the tolerance, now
 * and then late — after waiting for materials or not — or, for fixed plans, cancelled as missed),
 * executed with its checklist filled, signed when the plan asks for it, verified and closed.
 * Events after `now` have not happened: the order is still open in the status it reached.
 */
function makeOrder(
  r: () => number,
  {
    spec,
    order,
    time,
    by,
    doer,
    now,
    today,
    who,
  }: {
    spec: PlanSpec;
    order: GeneratedOrderFields;
    time: Date;
    by: Person;
    doer: Person;
    now: Date;
    today: string;
    who: People;
  },
): Made {
  const pm = order.pm;
  const tolerance = pm.toleranceDays;
  const assignees = order.assignees;
  const genDay = dayOf(time);
  const fixed = spec.scheduling === 'fixed';
  const roll = r();
  let waitDays = 0;
  let offset = 0;
  let cancel = false;
  // A few plans (`overdue`) have their latest past-due order still open: rescheduled after today.
  const stuck =
    spec.overdue && addDays(pm.due, tolerance) < today && daysBetween(pm.due, today) <= 30 && assignees.length > 0;
  if (stuck) {
    offset = daysBetween(pm.due, today) + int(r, 2, 6);
    if (r() < 0.5) waitDays = int(r, 2, 5);
  } else if (fixed && roll < 0.05) cancel = true;
  else if (roll < 0.15) {
    offset = tolerance + int(r, 1, Math.max(3, tolerance)); // late
    if (r() < 0.5 && assignees.length > 0) waitDays = int(r, 2, 10); // back to Ready-to-Schedule needs assignees
  } else {
    const early = pm.threshold === null ? Math.min(tolerance, spec.leadDays) : 0;
    offset = int(r, -early, tolerance);
  }
  const events: { to: WorkStatus; at: Date; by: Person; note: string }[] = [
    { to: 'readyToSchedule', at: time, by, note: '' },
  ];
  const push = (to: WorkStatus, when: Date, person: Person, note = '') => {
    const last = events[events.length - 1].at.getTime();
    events.push({ to, at: new Date(Math.max(when.getTime(), last + int(r, 10, 50) * 60_000)), by: person, note });
  };
  let workDay: string | null = null;
  let reason: string | null = null;
  if (cancel) {
    push('cancelled', at(addDays(pm.due, tolerance + int(r, 1, 4)), 10, int(r, 0, 59)), who.admin);
    reason = pick(r, CANCEL_REASONS);
    events[events.length - 1].note = reason;
  } else {
    workDay = addDays(pm.due, offset);
    if (workDay < genDay) workDay = genDay;
    if (waitDays) {
      push('awaitingMaterials', at(addDays(genDay, 1), 10, int(r, 0, 59)), who.admin, pick(r, MATERIAL_WAITS));
      const back = addDays(genDay, 1 + waitDays);
      push('readyToSchedule', at(back, 9, int(r, 0, 59)), who.admin, 'Parts in the store.');
      if (workDay <= back) workDay = addDays(back, 1);
    }
    const weekly = addDays(workDay, -int(r, 3, 6));
    push('weeklySchedule', at(weekly, 14, int(r, 0, 59)), who.admin, pick(r, NOTES.weeklySchedule));
    push('dailySchedule', at(addDays(workDay, -1), 15, int(r, 0, 59)), who.admin, pick(r, NOTES.dailySchedule));
    const start = at(workDay, 8, int(r, 0, 90));
    push('inProgress', start, doer, pick(r, NOTES.inProgress));
    const actual = halfHours(spec.estimatedHours * between(r, 0.6, 1.5));
    push('workComplete', new Date(start.getTime() + actual * 3_600_000), doer, pick(r, NOTES.workComplete));
    const verified = at(addDays(workDay, int(r, 1, 3)), 9, int(r, 0, 120));
    push('complete', verified, who.admin, pick(r, NOTES.complete));
    push('closed', at(addDays(dayOf(verified), int(r, 1, 6)), 11, int(r, 0, 120)), who.admin, pick(r, NOTES.closed));
  }
  // Only what happened before now.
  const happened = events.filter((e) => e.at.getTime() <= now.getTime());
  const status = happened[happened.length - 1].to;
  const reached = (s: WorkStatus) => happened.some((e) => e.to === s);
  const eventAt = (s: WorkStatus) => happened.find((e) => e.to === s)?.at ?? null;

  const started = eventAt('inProgress');
  const completedAt = eventAt('workComplete');
  // What was recorded on each step (as work.ts checklistProgress stores it).
  const steps: ChecklistStep[] = order.checklist;
  const checklistDone = steps.map(
    (_, i) => completedAt !== null || (started !== null && i < Math.floor(steps.length / 2)),
  );
  const checklistValues = steps.map((s, i) =>
    checklistDone[i] && s.reading ? String(readingValue(r, s.reading)) : '',
  );
  let execution: SeedPmData['execution'] = null;
  if (started) {
    const delays: Delay[] = [];
    if (waitDays)
      delays.push({ code: pick(r, DELAY_CODES), hours: halfHours(between(r, 1, 4)), note: 'Parts not in the store' });
    execution = {
      actualHours: completedAt ? halfHours((completedAt.getTime() - started.getTime()) / 3_600_000) : 0,
      action: completedAt ? spec.action : null,
      failureCause: null,
      delays,
      startedAt: started,
    };
  }
  const history = happened.map((e, i): SeedEvent => ({
    version: i + 1,
    from: i === 0 ? null : happened[i - 1].to,
    to: e.to,
    by: e.by.uid,
    at: e.at,
    note: e.note,
  }));
  const last = history[history.length - 1];
  const plan: WorkPlan = order.plan;
  return {
    number: order.number,
    completedAt,
    completedBy: doer,
    data: {
      ...order,
      plan,
      status,
      version: history.length,
      raisedAt: time,
      rankAt: rankAt(order.rime, time),
      updatedAt: last.at,
      updatedBy: last.by,
      reason: status === 'cancelled' ? reason : null,
      scheduledFor: reached('weeklySchedule') ? workDay : null,
      execution,
      checklistDone,
      checklistValues,
      signature: spec.signatureRequired && completedAt ? { name: doer.name, by: doer.uid, at: completedAt } : null,
      completedAt,
    },
    history,
  };
}

/**
 * The PM compliance rollup of `orders` (firestore.rules pmCompliance): per month of the due date,
 * per plan, the orders completed on time, late, and dropped — the app's recount of the same orders
 * (src/domain/compliance.ts `recountMonths`), months with none left out.
 */
export function pmComplianceMonths(orders: readonly { data: SeedPmData }[]): Map<string, Record<string, PmTally>> {
  const pmOrders = orders.map(({ data }) => ({
    number: data.number,
    status: data.status,
    pm: data.pm,
    completedAt: data.completedAt && data.completedAt.toISOString(),
  }));
  const months = [...new Set(pmOrders.map((o) => o.pm.due.slice(0, 7)))].sort();
  return new Map([...recountMonths(pmOrders, months)].filter(([, plans]) => Object.keys(plans).length > 0));
}

/** A meter's state as the plant's meters collection keeps it (times as Dates). */
interface SeedMeterState {
  equipmentId: string;
  meterId: string;
  value: number;
  readAt: Date;
  readingId: string;
  by: string;
  since: { value: number; readAt: Date };
}

/**
 * The plant's meters collection for `readings` (any order): per meter its latest reading and
 * where its rate counts from, as the app leaves them reading after reading (forecast.ts
 * `sinceFor`: the first reading or a reset; kept for a year, then the latest before).
 */
export function meterStates(readings: SeedPlanHistory['readings']): [string, SeedMeterState][] {
  const byMeter = new Map<string, SeedPlanHistory['readings']>();
  for (const r of readings) {
    const key = `${r.eqid}:${r.data.meterId}`;
    byMeter.set(key, [...(byMeter.get(key) ?? []), r]);
  }
  return [...byMeter].map(([key, list]) => {
    list.sort((a, b) => a.data.readAt.getTime() - b.data.readAt.getTime());
    let state: SeedMeterState | null = null;
    for (const { eqid, id, data } of list) {
      const seen = state && {
        value: state.value,
        readAt: state.readAt.toISOString(),
        since: { value: state.since.value, readAt: state.since.readAt.toISOString() },
      };
      const since = sinceFor(seen, data.reset, data.readAt);
      state = {
        equipmentId: eqid,
        meterId: data.meterId,
        value: data.value,
        readAt: data.readAt,
        readingId: id,
        by: data.by,
        since:
          since === 'here'
            ? { value: data.value, readAt: data.readAt }
            : since === 'keep'
              ? state!.since
              : { value: since.value, readAt: new Date(since.readAt) },
      };
    }
    return [key, state!];
  });
}

/**
 * The documents to write for one plant's `history` (planHistory's result) under company `uid`:
 * [path, data] for every plan, order, history event, reading and last reading, the months of the
 * compliance rollup (as an admin's recount writes them) and the plant's meters.
 */
export function planDocuments(
  uid: string,
  { site, plant }: { site: string; plant: string },
  history: SeedPlanHistory,
  now = new Date(),
): [string, object][] {
  const base = `users/${uid}/companies/${uid}/sites/${site}/plants/${plant}`;
  return [
    ...[...pmComplianceMonths(history.orders)].map(([month, plans]): [string, object] => [
      `${base}/pmCompliance/${month}`,
      { month, plans, rule: DEFAULT_PM_RULE, order: null, version: null, updatedAt: now, updatedBy: uid },
    ]),
    ...history.plans.map(({ id, data }): [string, object] => [`${base}/maintenancePlans/${id}`, data]),
    ...history.orders.flatMap(({ number, data, history: events }): [string, object][] => [
      [`${base}/workRequests/${number}`, data],
      ...events.map((e): [string, object] => [`${base}/workRequests/${number}/history/v${e.version}`, e]),
    ]),
    ...history.readings.map(({ eqid, id, data }): [string, object] => [
      `${base}/equipment/${eqid}/readings/${id}`,
      data,
    ]),
    ...history.lastReadings.map(({ eqid, meterId, data }): [string, object] => [
      `${base}/equipment/${eqid}/lastReadings/${meterId}`,
      data,
    ]),
    ...meterStates(history.readings).map(([key, state]): [string, object] => [`${base}/meters/${key}`, state]),
  ];
}
