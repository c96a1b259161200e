// The planner's weekly board: who can work how many hours on which day, how much scheduled work
// each person already holds, and whether a move of orders onto a day and a person may be made.
// Pure, so the board, its saga, the seed and the tests share one answer.
//
// Capacity is per person per day: each crew member of the plant has crafts, hours per working
// day and working weekdays (the schedule settings); a day of theirs may carry one exception —
// an absence (holiday, training, sickness) for some or all of its hours, or overtime.
import { addDays, dateOf, mondayOf } from '../lib/days';
import { personHours } from './capacity';
import type { PermitType } from './referenceLists';
import { rankingScore } from './rime';
import type { WorkStatus } from './statusMachine';

export const CREW_LIMITS = {
  /** People with a crew entry in one plant (the settings document's size). */
  people: 200,
  /** Crafts one person works in. */
  crafts: 5,
  /** Hours of one working day, and of overtime on one day. */
  hoursPerDay: 16,
  overtime: 12,
  /** Characters of an exception's note. */
  note: 200,
} as const;

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
export const WORKING_WEEK: readonly Weekday[] = [1, 2, 3, 4, 5];

export const weekdayOf = (day: string): Weekday => (((dateOf(day).getDay() + 6) % 7) + 1) as Weekday;

/** One person of the plant's crew: what they work in and when. */
export interface CrewMember {
  crafts: string[];
  /** Hours on each working day. */
  hours: number;
  /** Their working weekdays. */
  days: Weekday[];
}

export const ABSENCE_KINDS = ['holiday', 'training', 'sickness'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export type CrewDayKind = AbsenceKind | 'overtime';
export const CREW_DAY_KINDS: readonly CrewDayKind[] = [...ABSENCE_KINDS, 'overtime'];

/** A day that differs from a person's usual: away for `hours` (an absence) or `hours` more (overtime). */
export interface CrewDay {
  uid: string;
  /** yyyy-mm-dd */
  day: string;
  kind: CrewDayKind;
  hours: number;
  note: string;
}

/** One exception per person and day: its document id. */
export const crewDayId = (uid: string, day: string) => `${uid}_${day}`;

/** A person's hours on a day: their usual hours on a working day, less an absence, plus overtime. */
export function dayCapacity(member: CrewMember | undefined, day: string, exception: CrewDay | undefined): number {
  const usual = member && member.days.includes(weekdayOf(day)) ? member.hours : 0;
  if (!exception) return usual;
  if (exception.kind === 'overtime') return usual + exception.hours;
  return Math.max(0, usual - exception.hours);
}

/** What the board needs of an order. */
export interface BoardOrder {
  number: string;
  equipmentId: string;
  status: WorkStatus;
  rime: number;
  raisedAt: string | null;
  workType: string;
  equipmentTag: string;
  equipmentName: string;
  scheduledFor: string | null;
  plan: { estimatedHours: number; craft: string; assignees: string[]; permits: PermitType[] } | null;
}

/** Hours per person per day of the scheduled orders (each person's share of an order's estimate). */
export function loadOf(orders: readonly Pick<BoardOrder, 'scheduledFor' | 'plan'>[]): Map<string, Map<string, number>> {
  const load = new Map<string, Map<string, number>>();
  for (const order of orders) {
    if (!order.scheduledFor || !order.plan) continue;
    const share = personHours(order.plan);
    for (const uid of order.plan.assignees) {
      const days = load.get(uid) ?? new Map<string, number>();
      days.set(order.scheduledFor, (days.get(order.scheduledFor) ?? 0) + share);
      load.set(uid, days);
    }
  }
  return load;
}

export const sameCraft = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Which weekdays each permit type may be worked on (a type not named: every day). */
export type PermitDays = Partial<Record<PermitType, Weekday[]>>;

/** Where orders go: a day and a person, or back to the backlog (Ready to Schedule). */
export type BoardTarget = { day: string; uid: string | null } | 'backlog';

/** Why a move is refused outright. */
export type DropRefusal =
  'pastDay' | 'craft' | 'permitDay' | 'notPlanned' | 'notMovable' | 'dailyToBacklog' | 'notCrew' | 'noPerson';

/** Someone who would be over their hours on a day after the move. */
export interface Overload {
  uid: string;
  day: string;
  hours: number;
  capacity: number;
}

export interface DropCheck {
  /** The first refusal and the order it concerns; nothing is written. */
  refusal: { reason: DropRefusal; number: string; permit?: PermitType } | null;
  /** The move lands in a frozen week: the planner gives a reason (a break-in, or taking work out). */
  needsReason: boolean;
  /** People over their hours after the move: the planner is warned before it is saved. */
  overloads: Overload[];
}

export interface BoardContext {
  today: string;
  crew: Readonly<Record<string, CrewMember>>;
  exceptions: ReadonlyMap<string, CrewDay>;
  permitDays: PermitDays;
  /** Mondays (yyyy-mm-dd) of the weeks whose schedule is frozen. */
  frozen: ReadonlySet<string>;
  /** Every scheduled order the board holds (for the load). */
  scheduled: readonly BoardOrder[];
}

/**
 * The people an order has after a move to `uid`: that person replaces `from` (a move between
 * people), or — from the backlog — takes the first planned place, so the planned crew size
 * stays; someone already on it changes nothing; a move to no one in particular (`uid` null:
 * another day) keeps them.
 */
export function assigneesAfter(plan: { assignees: string[] }, from: string | null, uid: string | null): string[] {
  if (uid === null || plan.assignees.includes(uid)) return plan.assignees;
  if (from !== null && plan.assignees.includes(from)) return plan.assignees.map((a) => (a === from ? uid : a));
  if (plan.assignees.length === 0) return [uid];
  return [uid, ...plan.assignees.slice(1)];
}

/** A move the planner made that the lists may not show yet: the order's version when it was made. */
export interface PlacedMove {
  number: string;
  from: string | null;
  target: BoardTarget;
  version: number;
}

/**
 * The backlog and the scheduled work as they will be once `placed` moves are written: the board
 * draws a drop at once, before the database's own copy has taken the write (a local write and the
 * listeners' update take a few hundred milliseconds). A move whose order has moved on since (a
 * version past the one it was made on) or is in neither list is left out: the lists show it.
 * Each moved order is marked pending, as a write waiting to sync is.
 */
export function withPlacedMoves<T extends BoardOrder & { version: number; assignees: string[]; pending?: boolean }>(
  ready: readonly T[],
  scheduled: readonly T[],
  placed: readonly PlacedMove[],
): { ready: T[]; scheduled: T[] } {
  if (placed.length === 0) return { ready: [...ready], scheduled: [...scheduled] };
  const byNumber = new Map<string, T>();
  for (const o of [...ready, ...scheduled]) byNumber.set(o.number, o);
  const moved = new Map<string, T>();
  for (const move of placed) {
    const order = byNumber.get(move.number);
    if (!order || order.version !== move.version || !order.plan) continue;
    if (move.target === 'backlog') {
      moved.set(order.number, { ...order, status: 'readyToSchedule', scheduledFor: null, pending: true });
      continue;
    }
    const assignees = assigneesAfter(order.plan, move.from, move.target.uid);
    moved.set(order.number, {
      ...order,
      status: order.status === 'readyToSchedule' ? 'weeklySchedule' : order.status,
      scheduledFor: move.target.day,
      assignees,
      plan: { ...order.plan, assignees },
      pending: true,
    });
  }
  if (moved.size === 0) return { ready: [...ready], scheduled: [...scheduled] };
  const toBacklog = [...moved.values()].filter((o) => o.status === 'readyToSchedule');
  const toWeek = [...moved.values()].filter((o) => o.status !== 'readyToSchedule');
  return {
    ready: [...ready.filter((o) => !moved.has(o.number)), ...toBacklog],
    scheduled: [...scheduled.filter((o) => !moved.has(o.number)), ...toWeek],
  };
}

/**
 * Checks moving `orders` (each from the person it was dragged from, or null) to `target`:
 * refusals first (a past day, a person without the craft, a permit not allowed that weekday, an
 * order not planned), then whether a frozen week asks for a reason, then who would be overloaded.
 */
export function checkDrop(
  moves: readonly { order: BoardOrder; from: string | null }[],
  target: BoardTarget,
  ctx: BoardContext,
): DropCheck {
  const refuse = (reason: DropRefusal, number: string, permit?: PermitType): DropCheck => ({
    refusal: { reason, number, ...(permit ? { permit } : {}) },
    needsReason: false,
    overloads: [],
  });
  const frozenDay = (day: string | null) => !!day && ctx.frozen.has(mondayOf(day));
  if (target === 'backlog') {
    for (const { order } of moves) {
      if (order.status === 'dailySchedule') return refuse('dailyToBacklog', order.number);
      if (order.status !== 'weeklySchedule') return refuse('notMovable', order.number);
    }
    return { refusal: null, needsReason: moves.some(({ order }) => frozenDay(order.scheduledFor)), overloads: [] };
  }
  const { day, uid } = target;
  if (day < ctx.today) return refuse('pastDay', moves[0]?.order.number ?? '');
  const member = uid === null ? undefined : ctx.crew[uid];
  for (const { order, from } of moves) {
    if (!['readyToSchedule', 'weeklySchedule', 'dailySchedule'].includes(order.status))
      return refuse('notMovable', order.number);
    if (!order.plan) return refuse('notPlanned', order.number);
    if (uid !== null && !member) return refuse('notCrew', order.number);
    if (member && order.plan.craft.trim() && !member.crafts.some((c) => sameCraft(c, order.plan!.craft)))
      return refuse('craft', order.number);
    const weekday = weekdayOf(day);
    const permit = order.plan.permits.find((p) => ctx.permitDays[p] && !ctx.permitDays[p].includes(weekday));
    if (permit) return refuse('permitDay', order.number, permit);
    if (assigneesAfter(order.plan, from, uid).length === 0) return refuse('noPerson', order.number);
  }
  const needsReason = frozenDay(day) || moves.some(({ order }) => frozenDay(order.scheduledFor));
  // The load after the move: the moved orders as they would be, the rest as they are.
  const moved = new Set(moves.map((m) => m.order.number));
  const after: BoardOrder[] = [
    ...ctx.scheduled.filter((o) => !moved.has(o.number)),
    ...moves.map(({ order, from }) => ({
      ...order,
      scheduledFor: day,
      plan: order.plan && { ...order.plan, assignees: assigneesAfter(order.plan, from, uid) },
    })),
  ];
  const load = loadOf(after);
  const touched = new Set<string>();
  for (const { order, from } of moves)
    for (const person of order.plan ? assigneesAfter(order.plan, from, uid) : []) touched.add(person);
  const overloads: Overload[] = [];
  for (const person of touched) {
    const hours = load.get(person)?.get(day) ?? 0;
    const capacity = dayCapacity(ctx.crew[person], day, ctx.exceptions.get(crewDayId(person, day)));
    if (hours > capacity + 1e-9) overloads.push({ uid: person, day, hours: round1(hours), capacity });
  }
  return { refusal: null, needsReason, overloads };
}

const round1 = (h: number) => Math.round(h * 10) / 10;

/**
 * The backlog's filter: craft ('' = any), work type ('' = any), area (the id of the top of the
 * equipment's branch, domain/assets.ts areasOf; '' = any), and text in the equipment's tag or name.
 */
export interface BacklogFilter {
  craft: string;
  workType: string;
  area: string;
  equipment: string;
}

/**
 * Ready-to-Schedule work as the board lists it: filtered, highest ranking (RIME and age) first.
 * `areas` gives each equipment id its area (an order whose equipment has none is in no area).
 */
export function backlogOf<T extends BoardOrder>(
  orders: readonly T[],
  filter: BacklogFilter,
  now: Date,
  areas: ReadonlyMap<string, string> = new Map(),
): T[] {
  const text = filter.equipment.trim().toLowerCase();
  const score = (o: T) => rankingScore(o.rime, o.raisedAt ?? now, now);
  return orders
    .filter(
      (o) =>
        o.status === 'readyToSchedule' &&
        (!filter.craft || sameCraft(o.plan?.craft ?? '', filter.craft)) &&
        (!filter.workType || o.workType === filter.workType) &&
        (!filter.area || areas.get(o.equipmentId) === filter.area) &&
        (!text || o.equipmentTag.toLowerCase().includes(text) || o.equipmentName.toLowerCase().includes(text)),
    )
    .sort(
      (a, b) =>
        score(b) - score(a) || (a.raisedAt ?? '').localeCompare(b.raisedAt ?? '') || a.number.localeCompare(b.number),
    );
}

/** A craft's ready hours in crew-weeks: its hours over the week's hours of the crew in that craft. */
export interface CraftWeeks {
  /** '' : no craft, or (from server totals) every craft not counted one by one. */
  craft: string;
  hours: number;
  weekHours: number;
  weeks: number | null;
}

/**
 * Each craft's hours in crew-weeks (SMRP 5.4.9): over the week's hours of the crew members who
 * work in that craft (a person in two crafts counts in both; '' : the whole crew), by craft.
 */
function crewWeeksOf(
  hours: Iterable<{ craft: string; hours: number }>,
  crew: Readonly<Record<string, CrewMember>>,
): CraftWeeks[] {
  return [...hours]
    .map(({ craft, hours: h }) => {
      const weekHours = Object.values(crew)
        .filter((m) => craft === '' || m.crafts.some((c) => sameCraft(c, craft)))
        .reduce((sum, m) => sum + m.hours * m.days.length, 0);
      return { craft, hours: round1(h), weekHours, weeks: weekHours > 0 ? round1(h / weekHours) : null };
    })
    .sort((a, b) => a.craft.localeCompare(b.craft));
}

/**
 * The ready backlog per craft in crew-weeks, from the server's totals: the hours of each craft
 * counted (spellings that differ only in case are one craft, named as first given), and what the
 * whole backlog holds beyond them as '' (other crafts, or none).
 */
export function totalsCrewWeeks(
  totals: { hours: number; byCraft: Readonly<Record<string, number>> },
  crew: Readonly<Record<string, CrewMember>>,
): CraftWeeks[] {
  const hours = new Map<string, { craft: string; hours: number }>();
  for (const [craft, h] of Object.entries(totals.byCraft)) {
    const key = craft.trim().toLowerCase();
    if (!key || h <= 0) continue;
    const entry = hours.get(key) ?? { craft: craft.trim(), hours: 0 };
    entry.hours += h;
    hours.set(key, entry);
  }
  const counted = [...hours.values()].reduce((sum, e) => sum + e.hours, 0);
  const rest = totals.hours - counted;
  const rows = crewWeeksOf(hours.values(), crew);
  // Less than a tenth of an hour left over is the sums' rounding, not work.
  return rest >= 0.05 ? [...rows, ...crewWeeksOf([{ craft: '', hours: rest }], crew)] : rows;
}

/** The seven days of the week starting `monday`. */
export const boardDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** A crew row as typed: crafts separated by commas, hours per working day, the weekdays worked. */
export interface CrewRowInput {
  crafts: string;
  hours: string;
  days: Weekday[];
}

export type CrewRowProblem = 'crafts' | 'tooManyCrafts' | 'craftName' | 'hours' | 'days';

const typed = (text: string) => Number(text.trim().replace(',', '.'));

export const craftsOf = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((c) => c.trim())
    .filter(Boolean);

/** What is wrong with a crew row, if anything. */
export function checkCrewRow(row: CrewRowInput): CrewRowProblem | null {
  const crafts = craftsOf(row.crafts);
  if (crafts.length === 0) return 'crafts';
  if (crafts.length > CREW_LIMITS.crafts) return 'tooManyCrafts';
  if (crafts.some((c) => c.length > 60)) return 'craftName';
  const hours = typed(row.hours);
  if (row.hours.trim() === '' || !Number.isFinite(hours) || hours <= 0 || hours > CREW_LIMITS.hoursPerDay)
    return 'hours';
  if (row.days.length === 0) return 'days';
  return null;
}

/** The member to store from a checked row. */
export const crewMemberOf = (row: CrewRowInput): CrewMember => ({
  crafts: craftsOf(row.crafts),
  hours: typed(row.hours),
  days: [...row.days].sort(),
});

/** A person's day as typed. */
export interface CrewDayInput {
  uid: string;
  day: string;
  kind: CrewDayKind;
  hours: string;
  note: string;
}

export type CrewDayProblem = 'person' | 'day' | 'hours' | 'note';

/** What is wrong with a person's day, if anything (hours: more than 0, up to 16 away or 12 overtime). */
export function checkCrewDay(input: CrewDayInput): CrewDayProblem | null {
  if (!input.uid) return 'person';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.day)) return 'day';
  const hours = typed(input.hours);
  const max = input.kind === 'overtime' ? CREW_LIMITS.overtime : CREW_LIMITS.hoursPerDay;
  if (input.hours.trim() === '' || !Number.isFinite(hours) || hours <= 0 || hours > max) return 'hours';
  if (input.note.length > CREW_LIMITS.note) return 'note';
  return null;
}

export const crewDayOf = (input: CrewDayInput): CrewDay => ({
  uid: input.uid,
  day: input.day,
  kind: input.kind,
  hours: typed(input.hours),
  note: input.note.trim(),
});
