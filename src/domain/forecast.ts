// The 12-week PM forecast (docs/design.md §5): the orders active plans will bring, by the
// Monday-based week of their due day, with estimated hours per week per craft against the crew
// capacity. Calendar plans repeat from their next due date; a floating plan waiting for its last
// order counts from that order's due date (in its id); a meter plan is projected with the average daily rate
// of its meter (the plant's meters collection: latest reading and where its rate counts from), when known. Pure: the forecast page and its tests share it.
import { addDays, dayOf, daysBetween, mondayOf } from '../lib/days';
import type { MaintenancePlan, MeterState } from './plans';
import { addInterval } from './intervals';

export const FORECAST_WEEKS = 12;

type Plan = Pick<
  MaintenancePlan,
  | 'id'
  | 'title'
  | 'active'
  | 'trigger'
  | 'interval'
  | 'meter'
  | 'scheduling'
  | 'nextDue'
  | 'nextThreshold'
  | 'estimatedHours'
  | 'craft'
  | 'lastOrder'
>;

/** A meter's state for projection: its latest value and its average rise per day (null when unknown). */
export interface MeterRate {
  value: number;
  perDay: number | null;
  /** yyyy-mm-dd of the reading `value` comes from (projection counts from it); today when unknown. */
  day?: string;
}

export interface ForecastItem {
  planId: string;
  title: string;
  /** yyyy-mm-dd */
  due: string;
  craft: string;
  hours: number;
  /** What brings it: the calendar or the meter. */
  by: 'calendar' | 'meter';
}

export interface ForecastWeek {
  /** yyyy-mm-dd of its Monday. */
  monday: string;
  items: ForecastItem[];
  /** Craft → estimated hours (a tenth of an hour). */
  hours: Record<string, number>;
  /** Crafts whose hours exceed their weekly capacity. */
  overloaded: string[];
  /** Craft → the crew's hours that week. */
  capacity: Readonly<Record<string, number>>;
}

export interface Forecast {
  weeks: ForecastWeek[];
  /** Every craft with hours or a capacity, sorted. */
  crafts: string[];
  /** Active meter plans whose meter rate is not known (not projected). */
  unknownRate: string[];
}

const round = (h: number) => Math.round(h * 10) / 10;

/** How long a meter's rate keeps counting from the same reading before it starts again from a later one. */
export const RATE_WINDOW_DAYS = 365;

/** A meter's state as the plant's meters collection keeps it (services/firebase/plans.ts MeterState). */
type MeterStateLike = Pick<MeterState, 'value' | 'readAt' | 'since'>;

/** The average daily rise of a meter from where its rate counts to its latest reading (null under a day apart or going back). */
export function rateOfMeter(state: MeterStateLike): MeterRate {
  const days =
    state.readAt && state.since.readAt ? (Date.parse(state.readAt) - Date.parse(state.since.readAt)) / 86_400_000 : 0;
  const perDay = days >= 1 && state.value >= state.since.value ? (state.value - state.since.value) / days : null;
  return { value: state.value, perDay, day: state.readAt ? dayOf(new Date(state.readAt)) : undefined };
}

/**
 * Where a new reading's rate counts from (firestore.rules meterState): the reading itself for a
 * meter's first reading or a reset; otherwise the same reading as before, until that is over
 * RATE_WINDOW_DAYS old, then the latest reading before this one.
 */
export function sinceFor(
  state: MeterStateLike | null,
  reset: boolean,
  now: Date,
): 'here' | 'keep' | { value: number; readAt: string } {
  if (!state || reset || !state.readAt || !state.since.readAt) return 'here';
  if ((now.getTime() - Date.parse(state.since.readAt)) / 86_400_000 <= RATE_WINDOW_DAYS) return 'keep';
  return { value: state.value, readAt: state.readAt };
}

/** The calendar due days of a plan from `first` on, up to `end`. */
function calendarDays(plan: Plan, first: string, end: string): string[] {
  if (!plan.interval) return [];
  const days: string[] = [];
  for (let k = 0; k < 1000; k += 1) {
    const day = addInterval(first, plan.interval, k);
    if (day > end) break;
    days.push(day);
  }
  return days;
}

/** A generated order's due day or meter threshold, read from its id ({planId}_{due}, {planId}_m{threshold}). */
function lastOrderPoint(plan: Plan): { due: string } | { threshold: number } | null {
  const id = plan.lastOrder;
  if (!id?.startsWith(`${plan.id}_`)) return null;
  const rest = id.slice(plan.id.length + 1);
  if (/^\d{4}-\d{2}-\d{2}$/.test(rest)) return { due: rest };
  const m = /^m(\d+)$/.exec(rest);
  return m ? { threshold: Number(m[1]) } : null;
}

/**
 * Where a calendar (or either) plan counts from: its next due date, or for a floating plan waiting
 * on its last order, that order's due date + the interval (its id carries the date, so the
 * forecast needs no orders).
 */
function calendarStart(plan: Plan): string | null {
  if (plan.nextDue) return plan.nextDue;
  if (plan.scheduling !== 'floating' || !plan.interval) return null;
  const point = lastOrderPoint(plan);
  return point && 'due' in point ? addInterval(point.due, plan.interval) : null;
}

/**
 * The first threshold to project: the plan's next one, or for a floating plan waiting on its last
 * order, that order's threshold plus the interval (completion sets it from the reading then).
 */
function meterStart(plan: Plan): number | null {
  if (plan.nextThreshold !== null) return plan.nextThreshold;
  if (plan.scheduling !== 'floating' || !plan.meter) return null;
  const point = lastOrderPoint(plan);
  return point && 'threshold' in point ? point.threshold + plan.meter.every : null;
}

/** The days a meter plan's thresholds are projected to be crossed, from `today` up to `end`. */
function meterDays(plan: Plan, first: number | null, rate: MeterRate, today: string, end: string): string[] {
  if (!plan.meter || first === null || !rate.perDay) return [];
  const days: string[] = [];
  for (let threshold = first; days.length < 1000; threshold += plan.meter.every) {
    const projected = addDays(rate.day ?? today, Math.max(0, Math.ceil((threshold - rate.value) / rate.perDay)));
    const day = projected < today ? today : projected;
    if (day > end) break;
    days.push(day);
  }
  return days;
}

export interface ForecastInput {
  plans: readonly Plan[];
  /** Meter state by `${equipmentId}/${meterId}`. */
  rates: ReadonlyMap<string, MeterRate>;
  /** Craft → the crew's hours in a week. */
  capacity: Readonly<Record<string, number>>;
  /** The crew's hours week by week, when known (absences and overtime make weeks differ); else `capacity` each week. */
  weekly?: readonly Readonly<Record<string, number>>[];
  today: string;
  weeks?: number;
}

export const rateKey = (equipmentId: string, meterId: string) => `${equipmentId}/${meterId}`;

export function forecast({ plans, rates, capacity, weekly, today, weeks = FORECAST_WEEKS }: ForecastInput): Forecast {
  const first = mondayOf(today);
  const end = addDays(first, 7 * weeks - 1);
  const result: ForecastWeek[] = Array.from({ length: weeks }, (_, i) => ({
    monday: addDays(first, 7 * i),
    items: [],
    hours: {},
    overloaded: [],
    capacity: weekly?.[i] ?? capacity,
  }));
  const unknownRate: string[] = [];
  const crafts = new Set(result.flatMap((week) => Object.keys(week.capacity)));

  for (const plan of plans) {
    if (!plan.active) continue;
    const usesCalendar = plan.trigger !== 'meter' && plan.interval !== null;
    const usesMeter = plan.trigger !== 'calendar' && plan.meter !== null;
    const start = usesCalendar ? calendarStart(plan) : null;
    const cal = start ? calendarDays(plan, start, end) : [];
    let meter: string[] = [];
    if (usesMeter && plan.meter) {
      const rate = rates.get(rateKey(plan.meter.equipmentId, plan.meter.meterId));
      if (!rate?.perDay) unknownRate.push(plan.id);
      else meter = meterDays(plan, meterStart(plan), rate, today, end);
    }
    const due: { day: string; by: ForecastItem['by'] }[] =
      plan.trigger === 'either'
        ? whicheverFirst(cal, meter)
        : [
            ...cal.map((day) => ({ day, by: 'calendar' as const })),
            ...meter.map((day) => ({ day, by: 'meter' as const })),
          ];
    for (const { day, by } of due) {
      if (day < first || day > end) continue;
      const week = result[Math.floor(daysBetween(first, day) / 7)];
      const craft = plan.craft.trim();
      week.items.push({ planId: plan.id, title: plan.title, due: day, craft, hours: plan.estimatedHours, by });
      week.hours[craft] = round((week.hours[craft] ?? 0) + plan.estimatedHours);
      crafts.add(craft);
    }
  }

  for (const week of result) {
    week.items.sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title));
    week.overloaded = Object.keys(week.hours)
      .filter((craft) => week.capacity[craft] !== undefined && week.hours[craft] > week.capacity[craft])
      .sort();
  }
  return { weeks: result, crafts: [...crafts].sort(), unknownRate };
}

/**
 * Whichever comes first: each order moves both the calendar and the meter on by one step, so
 * the next order is the earlier of the next calendar day and the next meter day, and the other
 * sequence loses its head too.
 */
function whicheverFirst(cal: string[], meter: string[]) {
  const out: { day: string; by: ForecastItem['by'] }[] = [];
  let i = 0;
  let j = 0;
  while (i < cal.length || j < meter.length) {
    const c = cal[i];
    const m = meter[j];
    if (m === undefined || (c !== undefined && c <= m)) out.push({ day: c, by: 'calendar' });
    else out.push({ day: m, by: 'meter' });
    i += 1;
    j += 1;
  }
  return out;
}
