// The demo company's work orders: a few hundred requests and work orders
// in the demo plants, raised over the last 12 months, in every status of the status machine, each
// with its append-only history (v1 … vN, a valid walk through the status table from 'new'), the
// plan, schedule and execution its stage needs, delays and failure causes. Deterministic: the same
// numbers and values for the same day (times count back from the start of the current UTC day),
// so seeding can run again. Also used by `npm run bench` for its 10,000-order plant.
//
// The tables (statuses, moves, reference lists, RIME, search keywords) are the app's own, imported
// from src/domain and src/lib; scripts/workData.test.ts checks that every order passes the client's
// checks.
import {
  ACTIONS,
  DELAY_CODES,
  FAILURE_CAUSES,
  PERMIT_TYPES,
  type ActionCode,
  type FailureCauseCode,
  type WorkTypeCode,
} from '../src/domain/referenceLists';
import { rankAt, rime } from '../src/domain/rime';
import { canMove, TRANSITIONS, WORK_STATUSES, type WorkStatus } from '../src/domain/statusMachine';
import type { Delay, WorkPlan, WorkRequest } from '../src/domain/work';
import { workKeywords } from '../src/lib/workNumber';
import { DEMO_SITES, type SeedItem } from './plantData.ts';
import { between, pick, randomFrom, weighted } from './seedRandom.ts';

/** The demo's crafts (free text in the app; these four name the demo plant's trades). */
export const CRAFTS = ['Mechanical', 'Electrical', 'Instrumentation', 'Lubrication'];

export interface Person {
  uid: string;
  name: string;
}

/** One history event as seeded (times as Dates, written as timestamps). */
export type SeedEvent = {
  version: number;
  from: WorkStatus | null;
  to: WorkStatus;
  by: string;
  at: Date;
  note: string;
};

export interface SeedExecution {
  actualHours: number;
  action: ActionCode | null;
  failureCause: FailureCauseCode | null;
  delays: Delay[];
  startedAt: Date;
}

/**
 * A plain work request's fields as seeded: the stored shape (with its search keywords) and Dates
 * for its times; no preventive, contract or procedure fields. A type, not an interface, so that it
 * reads as the plain record the client's parsers take.
 */
export type SeedWorkData = Omit<
  WorkRequest,
  | 'raisedAt'
  | 'updatedAt'
  | 'completedAt'
  | 'execution'
  | 'pm'
  | 'checklist'
  | 'signature'
  | 'contract'
  | 'requiredProcedures'
  | 'acknowledgements'
  | 'followUpOf'
> & {
  keywords: string[];
  raisedAt: Date;
  /** The ranking key (src/domain/rime.ts rankAt), as the client stores it. */
  rankAt: Date;
  updatedAt: Date;
  execution: SeedExecution | null;
  completedAt: Date | null;
};

export interface SeedOrder<Data = SeedWorkData> {
  site: string;
  plant: string;
  number: string;
  data: Data;
  history: SeedEvent[];
}

/** A plant the orders are raised in, with its equipment and its share of them. */
export interface SeedPlant {
  site: string;
  plant: string;
  equipment: SeedItem[];
  share?: number;
}

const DAY_MS = 86_400_000;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // workNumber.ts: Crockford base 32

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
/** Half-hour steps, as people book hours. */
const hours = (random: () => number, min: number, max: number) =>
  Math.max(0.5, Math.round(between(random, min, max) * 2) / 2);

/** How the demo orders are spread over the statuses (a year of a plant's work: most closed). */
export const STATUS_WEIGHTS: Record<WorkStatus, number> = {
  new: 20,
  awaitingReview: 10,
  rejected: 12,
  cancelled: 14,
  inPlanning: 18,
  reliabilityReview: 8,
  awaitingMaterials: 14,
  readyToSchedule: 16,
  weeklySchedule: 24,
  dailySchedule: 12,
  inProgress: 18,
  workComplete: 14,
  complete: 30,
  closed: 110,
};

/** How old (days) an order in each status is: open work is recent, finished work any age. */
const AGE_DAYS: Record<WorkStatus, [number, number]> = {
  new: [0.05, 10],
  awaitingReview: [1, 30],
  inPlanning: [1, 40],
  reliabilityReview: [4, 60],
  awaitingMaterials: [4, 90],
  readyToSchedule: [3, 45],
  weeklySchedule: [3, 30],
  dailySchedule: [2, 20],
  inProgress: [1, 20],
  workComplete: [1, 25],
  complete: [5, 60],
  closed: [12, 364],
  rejected: [1, 364],
  cancelled: [2, 364],
};

const TYPE_WEIGHTS: Record<WorkTypeCode, number> = {
  BRP: 22,
  'PM-INSP': 20,
  'RPM-INSP': 12,
  CSM: 10,
  RBLD: 8,
  EI: 8,
  QI: 7,
  SI: 7,
  RENV: 6,
};

const TITLES: Record<WorkTypeCode, string[]> = {
  BRP: ['{n} tripped on overload', '{n} stopped, will not restart', 'Noise and vibration from {n}', '{n} leaking'],
  'PM-INSP': ['Monthly inspection: {n}', 'Quarterly PM, {n}', 'Vibration route: {n}', 'Lubrication check, {n}'],
  'RPM-INSP': ['Repair found on inspection: {n}', 'Worn coupling on {n}', 'Replace worn seal, {n}'],
  CSM: ['Clean and paint guard, {n}', 'Tidy cabling around {n}', 'Replace faded label, {n}'],
  RBLD: ['Rebuild {n}', 'Overhaul {n} at shutdown'],
  EI: ['Add a flow meter near {n}', 'Improve access platform, {n}', 'Energy survey: {n}'],
  QI: ['Sheet defects traced to {n}', 'Basis weight swings near {n}', 'Quality: check {n}'],
  SI: ['Missing guard on {n}', 'Trip hazard at {n}', 'Emergency stop test failed, {n}'],
  RENV: ['Oil leak to drain from {n}', 'Steam leak at {n}', 'Dust emission near {n}'],
};
const DESCRIPTIONS = [
  'Reported by the shift operator on the morning round.',
  'Seen during the walk-down; the area is safe to work in with the machine stopped.',
  'Operators report it has been getting worse over the last few shifts.',
  'Found on the condition-monitoring route. Trend attached to the previous order.',
  '',
];
const REJECT_REASONS = [
  'Duplicate of an order already open for this equipment.',
  'Not a maintenance job: operations will adjust the setting.',
  'Equipment is due to be replaced next quarter; no work before then.',
];
const CANCEL_REASONS = [
  'Work no longer needed after the process change.',
  'Done during the shutdown under another order.',
  'Equipment taken out of service.',
  'Requester withdrew the request.',
];
const MATERIALS = [
  'Bearing 22220 E',
  'Mechanical seal kit',
  'V-belt SPB 2360',
  'Grease, 400 g cartridge',
  'Coupling insert',
  'Gasket set',
  'Contactor 3RT2026',
  'Pressure transmitter',
  'Hydraulic hose 1/2"',
  'Fuse 63 A',
];
const NOTES: Partial<Record<WorkStatus, string>> = {
  inPlanning: 'Accepted for planning.',
  awaitingReview: 'Needs a reliability engineer to look at it first.',
  reliabilityReview: 'Repeat failure: root-cause review requested.',
  awaitingMaterials: 'Parts ordered.',
  readyToSchedule: 'Planned; materials in the store.',
  weeklySchedule: 'On the weekly schedule.',
  dailySchedule: 'On today’s schedule.',
  inProgress: 'Started.',
  workComplete: 'Done; area cleaned up.',
  complete: 'Checked on site.',
  closed: 'Closed.',
};
const ACTIONS_TAKEN = ['Replaced', 'Repaired', 'Adjusted and tested', 'Cleaned and lubricated', 'Inspected'];

/** Shortest number of moves from each status to `target` (Infinity when unreachable). */
function distancesTo(target: WorkStatus): Record<WorkStatus, number> {
  const dist = Object.fromEntries(WORK_STATUSES.map((s) => [s, Infinity])) as Record<WorkStatus, number>;
  dist[target] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const s of WORK_STATUSES)
      for (const t of TRANSITIONS[s])
        if (dist[t] + 1 < dist[s]) {
          dist[s] = dist[t] + 1;
          changed = true;
        }
  }
  return dist;
}
const DISTANCES = Object.fromEntries(WORK_STATUSES.map((s) => [s, distancesTo(s)])) as Record<
  WorkStatus,
  Record<WorkStatus, number>
>;

/** Where a rejection or cancellation was decided (any status that may make that move). */
const before = (target: WorkStatus) => WORK_STATUSES.filter((s) => TRANSITIONS[s].includes(target));

/**
 * A valid walk from 'new' to `target`: mostly forward, sometimes a detour the table allows
 * (review, materials, a slipped schedule, rework), never longer than 16 moves.
 */
export function pathTo(target: WorkStatus, random: () => number): WorkStatus[] {
  const via = target === 'rejected' || target === 'cancelled' ? pick(random, before(target)) : null;
  const walk = (from: WorkStatus, to: WorkStatus, path: WorkStatus[]) => {
    const dist = DISTANCES[to];
    let at = from;
    while (at !== to) {
      const next = TRANSITIONS[at].filter((s) => dist[s] < Infinity);
      const forward = next.filter((s) => dist[s] < dist[at]);
      const detour = path.length < 12 && random() < 0.18;
      at = pick(random, detour ? next : forward);
      path.push(at);
    }
    return path;
  };
  const path = walk('new', via ?? target, ['new']);
  if (via) path.push(target);
  return path;
}

/**
 * `count` orders over `plants` ([{ site, plant, equipment: [{ id, input }], share }]), raised by
 * `people.admin` / `people.editor` ({ uid, name }). Returns [{ site, plant, number, data, history }]
 * with `data` the work request's fields (keywords and completedAt) and `history`
 * its events, timestamps as Dates.
 */
export function workOrders({
  plants,
  count,
  people,
  now = new Date(),
  seed = 10,
  statusWeights = STATUS_WEIGHTS,
  maxAgeDays = 364,
}: {
  plants: SeedPlant[];
  count: number;
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
  statusWeights?: Record<WorkStatus, number>;
  maxAgeDays?: number;
}): SeedOrder[] {
  const random = randomFrom(seed);
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS; // start of today (UTC)
  const monday = anchor - ((new Date(anchor).getUTCDay() + 6) % 7) * DAY_MS;
  const { admin, editor } = people;
  const used = new Set<string>();
  const shares = Object.fromEntries(plants.map((p, i) => [i, p.share ?? 1]));
  const out: SeedOrder[] = [];

  for (let n = 0; n < count; n++) {
    const plant = plants[Number(weighted(random, shares))];
    // Guaranteed coverage: the first orders take each status once.
    const status = n < WORK_STATUSES.length ? WORK_STATUSES[n] : weighted(random, statusWeights);
    const equipment = pick(random, plant.equipment);
    const workType = weighted(random, TYPE_WEIGHTS);
    const criticality = equipment.input.criticality;
    const [minAge, maxAge] = AGE_DAYS[status];
    const raisedAt = new Date(anchor - between(random, minAge, Math.min(maxAge, maxAgeDays)) * DAY_MS);
    raisedAt.setUTCMilliseconds(0);
    const raiser = random() < 0.6 ? editor : admin;

    let number: string;
    do {
      const code = Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * 32)]).join('');
      number = `WR-${day(raisedAt).replaceAll('-', '')}-${code}`;
    } while (used.has(number));
    used.add(number);

    const path = pathTo(status, random);
    // Event times: v1 when raised, the rest spread after it, all before the start of today.
    const finished = ['closed', 'rejected', 'cancelled', 'complete'].includes(status);
    const room = anchor - raisedAt.getTime();
    const span = finished ? Math.min(room * 0.9, between(random, 2, 40) * DAY_MS) : room * between(random, 0.4, 0.95);
    const fractions = path
      .slice(1)
      .map(() => random())
      .sort((a, b) => a - b);
    const times = [raisedAt.getTime(), ...fractions.map((f, i) => raisedAt.getTime() + (i + 1) * 60_000 + f * span)];
    // Emergencies (the dashboard's unplanned work): about two in three breakdowns that went
    // straight from 'new' to work were started within hours of being raised. The coin is the
    // number's last character, so the random sequence, and every other order, stays as it was.
    const start = path.indexOf('inProgress');
    if (workType === 'BRP' && start === 5 && ALPHABET.indexOf(number.slice(-1)) % 3 !== 0)
      for (let i = 1; i <= start; i++) times[i] = raisedAt.getTime() + i * 30 * 60_000;
    for (let i = 1; i < times.length; i++) times[i] = Math.max(times[i], times[i - 1] + 60_000);
    const stamp = (i: number) => {
      const d = new Date(Math.min(times[i], anchor - (times.length - i) * 1000));
      d.setUTCMilliseconds(0);
      return d;
    };

    const title = pick(random, TITLES[workType]).replace('{n}', equipment.input.name).slice(0, 200);
    const description = pick(random, DESCRIPTIONS);
    const reached = (s: WorkStatus) => path.includes(s);

    let plan: WorkPlan | null = null;
    if (reached('readyToSchedule')) {
      const who = random();
      const assignees = who < 0.5 ? [editor.uid] : who < 0.8 ? [editor.uid, admin.uid] : [admin.uid];
      const permits = PERMIT_TYPES.filter(() => random() < 0.12).slice(0, 3);
      const materials = MATERIALS.filter(() => random() < 0.15)
        .slice(0, 4)
        .map((text) => ({ text, quantity: 1 + Math.floor(random() * 4) }));
      plan = { estimatedHours: hours(random, 1, 16), craft: pick(random, CRAFTS), assignees, permits, materials };
    }

    let scheduledFor: string | null = null;
    if (status === 'weeklySchedule') scheduledFor = day(new Date(monday + Math.floor(random() * 12) * DAY_MS));
    else if (status === 'dailySchedule') scheduledFor = day(new Date(anchor));
    else if (reached('weeklySchedule')) {
      const i = path.lastIndexOf(reached('dailySchedule') ? 'dailySchedule' : 'weeklySchedule');
      scheduledFor = day(stamp(i));
    }

    let execution: SeedExecution | null = null;
    if (reached('inProgress')) {
      // Sent back for rework: the record was whole when the work was first marked complete.
      const complete = status !== 'inProgress' || reached('workComplete');
      const startedAt = stamp(path.indexOf('inProgress'));
      const delays: Delay[] = [];
      if (random() < 0.35)
        for (let d = 1 + Math.floor(random() * 3); d > 0; d--) {
          const delay = {
            code: pick(random, DELAY_CODES),
            hours: hours(random, 0.5, 6),
            note: random() < 0.7 ? pick(random, ['Waiting for the permit', 'Part not in store', 'Crane busy']) : '',
          };
          // Each code once (the app's rule): a repeated code adds its hours to the first line.
          const same = delays.find((x) => x.code === delay.code);
          if (same) same.hours += delay.hours;
          else delays.push(delay);
        }
      // In the order of their codes, as the app stores them.
      delays.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      const needsCause = workType === 'BRP' || workType === 'RPM-INSP';
      execution = {
        actualHours: complete ? hours(random, 0.5, 20) : random() < 0.5 ? 0 : hours(random, 0.5, 6),
        action: complete || random() < 0.4 ? pick(random, ACTIONS) : null,
        failureCause: (complete && needsCause) || random() < 0.3 ? pick(random, FAILURE_CAUSES) : null,
        delays,
        startedAt,
      };
    }

    const reason =
      status === 'rejected'
        ? pick(random, REJECT_REASONS)
        : status === 'cancelled'
          ? pick(random, CANCEL_REASONS)
          : null;

    const history = path.map((to, i): SeedEvent => {
      const from = i === 0 ? null : path[i - 1];
      let by = i === 0 ? raiser.uid : admin.uid;
      if (from && canMove(from, to, 'editor') && plan?.assignees.includes(editor.uid)) by = editor.uid;
      let note = '';
      if (to === 'rejected' || to === 'cancelled') note = reason ?? '';
      else if (from === 'workComplete' && to === 'inProgress') note = 'Sent back: the leak is still there.';
      else if (i > 0 && random() < 0.5) note = NOTES[to] ?? '';
      else if (to === 'workComplete' && execution) note = `${pick(random, ACTIONS_TAKEN)}.`;
      return { version: i + 1, from, to, by, at: stamp(i), note };
    });
    const last = history[history.length - 1];
    // Work Complete stamps completedAt; rework clears it, the next completion stamps it again.
    const completedAt = ['workComplete', 'complete', 'closed'].includes(status)
      ? history.findLast((e) => e.to === 'workComplete')!.at
      : null;

    out.push({
      site: plant.site,
      plant: plant.plant,
      number,
      data: {
        number,
        title,
        keywords: workKeywords(title, number),
        description,
        equipmentId: equipment.id,
        equipmentTag: equipment.input.tag,
        equipmentName: equipment.input.name,
        criticality,
        workType,
        rime: rime(criticality, workType),
        status,
        version: history.length,
        raisedBy: raiser.uid,
        raisedByName: raiser.name,
        raisedAt,
        rankAt: rankAt(rime(criticality, workType), raisedAt),
        updatedAt: last.at,
        updatedBy: last.by,
        reason,
        plan,
        scheduledFor,
        execution,
        assignees: plan ? [...plan.assignees] : [],
        completedAt,
      },
      history,
    });
  }
  return out;
}

/**
 * The documents to write for `orders` under company `uid`: [path, data] for every work request
 * and every history event (`v1` … `vN`).
 */
export function workDocuments(uid: string, orders: readonly SeedOrder<object>[]): [string, object][] {
  return orders.flatMap(({ site, plant, number, data, history }) => {
    const base = `users/${uid}/companies/${uid}/sites/${site}/plants/${plant}/workRequests/${number}`;
    return [[base, data], ...history.map((e): [string, object] => [`${base}/history/v${e.version}`, e])];
  });
}

/** The demo's work: how many orders, and each plant's share of them (most in paper machine 1). */
export const DEMO_WORK: { count: number; shares: Record<string, number> } = {
  count: 320,
  shares: { pm1: 70, pm2: 15, conv: 15 },
};

/** The demo plants with their equipment and share, and the demo's orders raised by `people` up to `now`. */
export function demoWorkOrders(people: { admin: Person; editor: Person }, now: Date) {
  const plants = DEMO_SITES.flatMap((site) =>
    site.plants.map((p) => ({ site: site.id, plant: p.id, equipment: p.equipment(), share: DEMO_WORK.shares[p.id] })),
  );
  return { plants, orders: workOrders({ plants, count: DEMO_WORK.count, people, now }) };
}
