// The planning calendar: a month of scheduled work and preventive work coming due, per craft, and
// the crew's hours on the same days; and the weeks ahead with the same sums per week. All figures
// are hours of labour (an order's estimate is its crew's labour), so load and capacity are on one
// scale. A person who works in two crafts counts in both (as the board's backlog does): a craft's
// capacity is what its people could give it. Pure, so the page and its tests share one answer.
import { addDays, mondayOf, weekDays } from '../lib/days';
import { type CrewDay, crewDayId, type CrewMember, dayCapacity, sameCraft } from './board';

/** yyyy-mm of a day. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The month `n` months after `month` (yyyy-mm). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Is `month` a real yyyy-mm? */
export const isMonth = (month: string | null | undefined): month is string =>
  typeof month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

/** The Monday-based weeks that hold the days of `month`, seven days each (the first and last spill over). */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** What the calendar needs of a scheduled order. */
export interface CalendarOrder {
  number: string;
  title: string;
  scheduledFor: string | null;
  plan: { estimatedHours: number; craft: string } | null;
}

/** What the calendar needs of preventive work coming due (a forecast item). */
export interface CalendarDue {
  planId: string;
  title: string;
  due: string;
  craft: string;
  hours: number;
}

/** Hours per craft: the craft as first written, and its hours. */
export type CraftHours = Map<string, { craft: string; hours: number }>;

const keyOf = (craft: string) => craft.trim().toLowerCase();
const round1 = (h: number) => Math.round(h * 10) / 10;

function add(to: CraftHours, craft: string, hours: number) {
  const key = keyOf(craft);
  const entry = to.get(key) ?? { craft: craft.trim(), hours: 0 };
  entry.hours = round1(entry.hours + hours);
  to.set(key, entry);
}

/** The crew's hours per craft on one day, absences and overtime counted. */
export function crewHoursOn(
  day: string,
  crew: Readonly<Record<string, CrewMember>>,
  exceptions: ReadonlyMap<string, CrewDay>,
): CraftHours {
  const out: CraftHours = new Map();
  for (const [uid, member] of Object.entries(crew)) {
    const hours = dayCapacity(member, day, exceptions.get(crewDayId(uid, day)));
    if (hours <= 0) continue;
    for (const craft of member.crafts) add(out, craft, hours);
  }
  return out;
}

/** The crew's hours on one day in all, each person once (only those in `craft`, when given). */
export function crewTotalOn(
  day: string,
  crew: Readonly<Record<string, CrewMember>>,
  exceptions: ReadonlyMap<string, CrewDay>,
  craft?: string,
): number {
  let total = 0;
  for (const [uid, member] of Object.entries(crew))
    if (!craft?.trim() || member.crafts.some((c) => sameCraft(c, craft)))
      total += dayCapacity(member, day, exceptions.get(crewDayId(uid, day)));
  return round1(total);
}

export interface CalendarDay {
  day: string;
  /** In the month shown (false: a spill-over day of the first or last week). */
  inMonth: boolean;
  scheduled: CalendarOrder[];
  due: CalendarDue[];
  /** Scheduled and due hours per craft. */
  load: CraftHours;
  /** The crew's hours per craft. */
  capacity: CraftHours;
  /** The crew's hours in all (of the craft, when one is chosen), each person once. */
  crewHours: number;
}

export interface CalendarInput {
  month: string;
  scheduled: readonly CalendarOrder[];
  due: readonly CalendarDue[];
  crew: Readonly<Record<string, CrewMember>>;
  exceptions: ReadonlyMap<string, CrewDay>;
  /** Only this craft ('' or absent: every craft). */
  craft?: string;
}

const inCraft = (craft: string | undefined, of: string) => !craft?.trim() || sameCraft(craft, of);

/** The month as weeks of days, each with its work and the crew's hours (of one craft, when chosen). */
export function calendarMonth({ month, scheduled, due, crew, exceptions, craft }: CalendarInput): CalendarDay[][] {
  const byDay = new Map<string, CalendarDay>();
  const weeks = monthWeeks(month).map((days) =>
    days.map((day) => {
      const capacity = crewHoursOn(day, crew, exceptions);
      if (craft?.trim()) for (const key of [...capacity.keys()]) if (key !== keyOf(craft)) capacity.delete(key);
      const entry: CalendarDay = {
        day,
        inMonth: monthOfDay(day) === month,
        scheduled: [],
        due: [],
        load: new Map(),
        capacity,
        crewHours: crewTotalOn(day, crew, exceptions, craft),
      };
      byDay.set(day, entry);
      return entry;
    }),
  );
  for (const order of scheduled) {
    const entry = order.scheduledFor ? byDay.get(order.scheduledFor) : undefined;
    if (!entry || !inCraft(craft, order.plan?.craft ?? '')) continue;
    entry.scheduled.push(order);
    add(entry.load, order.plan?.craft ?? '', order.plan?.estimatedHours ?? 0);
  }
  for (const item of due) {
    const entry = byDay.get(item.due);
    if (!entry || !inCraft(craft, item.craft)) continue;
    entry.due.push(item);
    add(entry.load, item.craft, item.hours);
  }
  for (const entry of byDay.values()) {
    entry.scheduled.sort((a, b) => a.number.localeCompare(b.number));
    entry.due.sort((a, b) => a.title.localeCompare(b.title));
  }
  return weeks;
}

/** The sum of a day's hours (every craft). */
export const totalOf = (hours: CraftHours): number => round1([...hours.values()].reduce((s, e) => s + e.hours, 0));

/** The crew's hours in a week: per craft (craft as first written → hours), and in all (each person once). */
export interface CrewWeek {
  byCraft: Record<string, number>;
  total: number;
}

/** The crew's hours in each week starting on `mondays`, absences and overtime counted. */
export function crewWeeks(
  mondays: readonly string[],
  crew: Readonly<Record<string, CrewMember>>,
  exceptions: ReadonlyMap<string, CrewDay>,
): CrewWeek[] {
  return mondays.map((monday) => {
    const week: CraftHours = new Map();
    let total = 0;
    for (const day of weekDays(monday)) {
      for (const { craft, hours } of crewHoursOn(day, crew, exceptions).values()) add(week, craft, hours);
      total += crewTotalOn(day, crew, exceptions);
    }
    return {
      byCraft: Object.fromEntries([...week.values()].map(({ craft, hours }) => [craft, hours])),
      total: round1(total),
    };
  });
}

/** The crew has anyone in it (else capacity comes from the weekly schedule's figures). */
export const hasCrew = (crew: Readonly<Record<string, CrewMember>>): boolean => Object.keys(crew).length > 0;
