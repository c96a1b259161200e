// Shutdowns (outages): days on which a part of the plant is stopped so that work which needs it
// stopped can be done. A shutdown has its days, a scope of equipment and the work orders planned
// into it; its plan says, day by day, whose hours that work takes against the crew's hours, and
// groups the work packets by area and day for printing. Pure, so the pages, the board, the seed
// and the tests share one answer.
import { addDays, daysBetween, isDay } from '../lib/days';
import { areasOf } from './assets';
import { type CrewDay, type CrewMember, crewDayId, dayCapacity, sameCraft } from './board';
import { crewHoursOn, type CraftHours } from './planningCalendar';
import { OPEN_STATUSES, type WorkStatus } from './statusMachine';

export const SHUTDOWN_LIMITS = {
  title: 120,
  note: 1000,
  /** Days from the first to the last, both counted. */
  days: 60,
  /** Equipment items in its scope. */
  equipment: 500,
  /** Work orders planned into it. */
  orders: 300,
} as const;

/** What the admin says of a shutdown. */
export interface ShutdownInput {
  title: string;
  /** yyyy-mm-dd, the first and the last day (both in the shutdown). */
  start: string;
  end: string;
  /** The equipment stopped (ids of the plant's register). */
  equipment: string[];
  /** The work orders planned into it (numbers). */
  orders: string[];
  note: string;
}

export interface Shutdown extends ShutdownInput {
  id: string;
  /** A cancelled shutdown keeps its plan and can be planned again. */
  cancelled: boolean;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}

export type ShutdownProblem =
  | 'titleRequired'
  | 'titleTooLong'
  | 'startInvalid'
  | 'endInvalid'
  | 'endBeforeStart'
  | 'tooLong'
  | 'equipmentRequired'
  | 'tooMuchEquipment'
  | 'tooManyOrders'
  | 'noteTooLong';

export type ShutdownProblems = Partial<Record<keyof ShutdownInput, ShutdownProblem>>;

/** Every problem of `input`, by field; empty when it may be saved. */
export function checkShutdown(input: ShutdownInput): ShutdownProblems {
  const problems: ShutdownProblems = {};
  const title = input.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if (title.length > SHUTDOWN_LIMITS.title) problems.title = 'titleTooLong';
  if (!isDay(input.start)) problems.start = 'startInvalid';
  if (!isDay(input.end)) problems.end = 'endInvalid';
  else if (isDay(input.start)) {
    if (input.end < input.start) problems.end = 'endBeforeStart';
    else if (daysBetween(input.start, input.end) + 1 > SHUTDOWN_LIMITS.days) problems.end = 'tooLong';
  }
  if (input.equipment.length === 0) problems.equipment = 'equipmentRequired';
  else if (input.equipment.length > SHUTDOWN_LIMITS.equipment) problems.equipment = 'tooMuchEquipment';
  if (input.orders.length > SHUTDOWN_LIMITS.orders) problems.orders = 'tooManyOrders';
  if (input.note.trim().length > SHUTDOWN_LIMITS.note) problems.note = 'noteTooLong';
  return problems;
}

/** The stored form: trimmed, lists without repeats, sorted. */
export function cleanShutdown(input: ShutdownInput): ShutdownInput {
  return {
    title: input.title.trim(),
    start: input.start,
    end: input.end,
    equipment: [...new Set(input.equipment)].sort(),
    orders: [...new Set(input.orders)].sort(),
    note: input.note.trim(),
  };
}

/** Its days, first to last. */
export function shutdownDays(s: Pick<ShutdownInput, 'start' | 'end'>): string[] {
  const n = Math.min(SHUTDOWN_LIMITS.days, daysBetween(s.start, s.end) + 1);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(s.start, i));
}

export type ShutdownPhase = 'planned' | 'running' | 'over' | 'cancelled';

export function shutdownPhase(s: Pick<Shutdown, 'start' | 'end' | 'cancelled'>, day: string): ShutdownPhase {
  if (s.cancelled) return 'cancelled';
  if (day < s.start) return 'planned';
  return day > s.end ? 'over' : 'running';
}

/** Shutdowns as lists show them: running first, then coming (soonest first), then over, then cancelled. */
export function sortShutdowns<T extends Shutdown>(items: readonly T[], day: string): T[] {
  const rank: Record<ShutdownPhase, number> = { running: 0, planned: 1, over: 2, cancelled: 3 };
  return [...items].sort((a, b) => {
    const pa = shutdownPhase(a, day);
    const pb = shutdownPhase(b, day);
    if (pa !== pb) return rank[pa] - rank[pb];
    return pa === 'over' || pa === 'cancelled' ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start);
  });
}

/** The shutdowns (not cancelled) with a day between `from` and `to`, by first day. */
export function shutdownsBetween<T extends Shutdown>(items: readonly T[], from: string, to: string): T[] {
  return items
    .filter((s) => !s.cancelled && s.start <= to && s.end >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

/** Which (not cancelled) shutdown each order number is planned into (the first by start, if several). */
export function shutdownOfOrders<T extends Shutdown>(items: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const s of [...items].sort((a, b) => a.start.localeCompare(b.start)))
    if (!s.cancelled) for (const n of s.orders) if (!out.has(n)) out.set(n, s);
  return out;
}

/** What a shutdown needs of a work order. */
export interface ShutdownOrder {
  number: string;
  title: string;
  status: WorkStatus;
  equipmentId: string;
  equipmentTag: string;
  equipmentName: string;
  scheduledFor: string | null;
  plan: { estimatedHours: number; craft: string; assignees: string[] } | null;
}

/** Why an order of a shutdown's list needs the planner's eye. */
export type ShutdownWorkNote = 'notPlanned' | 'notScheduled' | 'outsideDays' | 'outOfScope' | 'finished';

export interface ShutdownWorkItem<T extends ShutdownOrder = ShutdownOrder> {
  order: T;
  notes: ShutdownWorkNote[];
}

const isOpen = (status: WorkStatus) => (OPEN_STATUSES as readonly WorkStatus[]).includes(status);

/**
 * The shutdown's work list: each planned order (those not found are in `missing`), with what
 * needs the planner's eye, by day (unscheduled first), then by number.
 */
export function shutdownWork<T extends ShutdownOrder>(
  s: Pick<Shutdown, 'start' | 'end' | 'equipment' | 'orders'>,
  orders: readonly T[],
): { items: ShutdownWorkItem<T>[]; missing: string[] } {
  const byNumber = new Map(orders.map((o) => [o.number, o]));
  const scope = new Set(s.equipment);
  const items: ShutdownWorkItem<T>[] = [];
  const missing: string[] = [];
  for (const number of s.orders) {
    const order = byNumber.get(number);
    if (!order) {
      missing.push(number);
      continue;
    }
    const notes: ShutdownWorkNote[] = [];
    if (!isOpen(order.status)) notes.push('finished');
    else {
      if (!order.plan) notes.push('notPlanned');
      if (!order.scheduledFor) notes.push('notScheduled');
      else if (order.scheduledFor < s.start || order.scheduledFor > s.end) notes.push('outsideDays');
    }
    if (!scope.has(order.equipmentId)) notes.push('outOfScope');
    items.push({ order, notes });
  }
  items.sort(
    (a, b) =>
      (a.order.scheduledFor ?? '').localeCompare(b.order.scheduledFor ?? '') ||
      a.order.number.localeCompare(b.order.number),
  );
  return { items, missing };
}

/**
 * The orders that could be planned into the shutdown: open, on equipment of its scope, not in
 * it already nor in another shutdown (`taken`); by equipment tag, then number.
 */
export function shutdownCandidates<T extends ShutdownOrder>(
  s: Pick<Shutdown, 'equipment' | 'orders'>,
  orders: readonly T[],
  taken: ReadonlySet<string> = new Set(),
): T[] {
  const scope = new Set(s.equipment);
  const inIt = new Set(s.orders);
  return orders
    .filter((o) => isOpen(o.status) && scope.has(o.equipmentId) && !inIt.has(o.number) && !taken.has(o.number))
    .sort((a, b) => a.equipmentTag.localeCompare(b.equipmentTag) || a.number.localeCompare(b.number));
}

export interface ShutdownDayLoad {
  day: string;
  /** Hours of the shutdown's work scheduled that day, per craft (labour: the whole crew's). */
  load: CraftHours;
  /** The crew's hours per craft that day (a person counts in each of their crafts). */
  capacity: CraftHours;
  /** The same in all: planned labour, and the crew's hours with each person once. */
  loadTotal: number;
  capacityTotal: number;
  /** People planned for more than their hours that day: uid → [planned, hours]. */
  over: Map<string, { planned: number; hours: number }>;
}

const round1 = (h: number) => Math.round(h * 10) / 10;

/**
 * The shutdown's crew load, day by day: the labour of its scheduled work per craft against the
 * crew's hours (absences and overtime counted), and who is planned beyond their own hours.
 * `dayLoad` is every person's planned hours that day across all work, not only the shutdown's
 * (a person's day is one day, whatever the work).
 */
export function shutdownLoad(
  s: Pick<Shutdown, 'start' | 'end'>,
  items: readonly ShutdownWorkItem[],
  crew: Readonly<Record<string, CrewMember>>,
  exceptions: ReadonlyMap<string, CrewDay>,
  dayLoad: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(),
): ShutdownDayLoad[] {
  return shutdownDays(s).map((day) => {
    const load: CraftHours = new Map();
    let loadTotal = 0;
    for (const { order } of items) {
      if (order.scheduledFor !== day || !order.plan || !isOpen(order.status)) continue;
      const craft = order.plan.craft.trim();
      const key = craft.toLowerCase();
      const entry = load.get(key) ?? { craft, hours: 0 };
      entry.hours = round1(entry.hours + order.plan.estimatedHours);
      load.set(key, entry);
      loadTotal = round1(loadTotal + order.plan.estimatedHours);
    }
    const capacity = crewHoursOn(day, crew, exceptions);
    let capacityTotal = 0;
    const over = new Map<string, { planned: number; hours: number }>();
    for (const [uid, member] of Object.entries(crew)) {
      const hours = dayCapacity(member, day, exceptions.get(crewDayId(uid, day)));
      capacityTotal = round1(capacityTotal + hours);
      const planned = round1(dayLoad.get(uid)?.get(day) ?? 0);
      if (planned > hours + 1e-9) over.set(uid, { planned, hours });
    }
    return { day, load, capacity, loadTotal, capacityTotal, over };
  });
}

/** A craft's planned labour against the crew's hours in it, on one day. */
export function craftLine(day: ShutdownDayLoad, craft: string): { planned: number; hours: number } {
  const planned = [...day.load.values()].filter((e) => sameCraft(e.craft, craft)).reduce((t, e) => t + e.hours, 0);
  const hours = [...day.capacity.values()].filter((e) => sameCraft(e.craft, craft)).reduce((t, e) => t + e.hours, 0);
  return { planned: round1(planned), hours: round1(hours) };
}

/** One area of the printed plan: its top equipment item and its days, each with its work. */
export interface PlanArea<T extends ShutdownOrder> {
  /** The top of the branch (an equipment id), or null for work on equipment not in the register. */
  area: string | null;
  days: { day: string | null; orders: T[] }[];
}

/**
 * The printable shutdown plan: the work packets grouped by area (the top of each equipment's
 * branch in the plant's tree) and, inside each, by day (unscheduled work last). Areas follow the
 * order of `equipment` (the register's, usually by tag); orders in a day, by number.
 */
export function shutdownPlan<T extends ShutdownOrder>(
  items: readonly ShutdownWorkItem<T>[],
  equipment: readonly { id: string; parent: string | null }[],
): PlanArea<T>[] {
  const areas = areasOf(equipment);
  const rank = new Map(equipment.map((e, i) => [e.id, i]));
  const byArea = new Map<string | null, Map<string | null, T[]>>();
  for (const { order } of items) {
    const area = areas.get(order.equipmentId) ?? null;
    const days = byArea.get(area) ?? new Map<string | null, T[]>();
    const list = days.get(order.scheduledFor) ?? [];
    list.push(order);
    days.set(order.scheduledFor, list);
    byArea.set(area, days);
  }
  const areaRank = (a: string | null) =>
    a === null ? Number.MAX_SAFE_INTEGER : (rank.get(a) ?? Number.MAX_SAFE_INTEGER - 1);
  return [...byArea.entries()]
    .sort(([a], [b]) => areaRank(a) - areaRank(b))
    .map(([area, days]) => ({
      area,
      days: [...days.entries()]
        .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
        .map(([day, orders]) => ({ day, orders: orders.sort((x, y) => x.number.localeCompare(y.number)) })),
    }));
}
