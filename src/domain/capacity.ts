// Crew capacity per craft: what the client checks before writing (the rules check only the
// map's size, as they cannot loop over it).

export const SCHEDULE_LIMITS = { crafts: 30, hours: 10_000, craftName: 60, rate: 10_000 } as const;

export type CapacityProblem = 'tooManyCrafts' | 'craftName' | 'hours' | 'duplicate' | 'rate';

/** One row of the crafts form: the craft's name, its weekly hours and its hourly rate as typed ('' for none). */
export interface CapacityRow {
  craft: string;
  hours: string;
  rate: string;
}

const typedNumber = (text: string) => Number(text.trim().replace(',', '.'));

/** The problem of each row (by index), and of the whole (too many crafts). */
export function checkCapacity(rows: CapacityRow[]): { rows: Record<number, CapacityProblem>; all?: CapacityProblem } {
  const problems: Record<number, CapacityProblem> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const craft = row.craft.trim();
    const hours = Number(row.hours.trim().replace(',', '.'));
    if (craft.length < 1 || craft.length > SCHEDULE_LIMITS.craftName) problems[i] = 'craftName';
    else if (seen.has(craft.toLowerCase())) problems[i] = 'duplicate';
    else if (row.hours.trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > SCHEDULE_LIMITS.hours)
      problems[i] = 'hours';
    else if (row.rate.trim() !== '') {
      const rate = typedNumber(row.rate);
      if (!Number.isFinite(rate) || rate < 0 || rate > SCHEDULE_LIMITS.rate) problems[i] = 'rate';
    }
    seen.add(craft.toLowerCase());
  });
  return rows.length > SCHEDULE_LIMITS.crafts ? { rows: problems, all: 'tooManyCrafts' } : { rows: problems };
}

/** The map to write (call after checkCapacity found nothing). */
export function capacityOf(rows: CapacityRow[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.craft.trim(), typedNumber(r.hours)]));
}

/** The hourly rates to write: the crafts with one (call after checkCapacity found nothing). */
export function ratesOf(rows: CapacityRow[]): Record<string, number> {
  return Object.fromEntries(rows.filter((r) => r.rate.trim() !== '').map((r) => [r.craft.trim(), typedNumber(r.rate)]));
}

/**
 * An order's labour cost: each craft's hours (its time entries'; or, with none, its actual hours
 * under the planned craft) times that craft's hourly rate. Null when a craft with hours has no
 * rate: a cost that leaves hours out would be wrong, not smaller.
 */
export function labourCost(
  hoursByCraft: readonly { craft: string; hours: number }[],
  rates: Readonly<Record<string, number>>,
): number | null {
  let cost = 0;
  for (const { craft, hours } of hoursByCraft) {
    if (hours <= 0) continue;
    const rate = rates[craft];
    if (rate === undefined) return null;
    cost += hours * rate;
  }
  return Math.round(cost * 100) / 100;
}

/**
 * A person's working day in hours: the daily schedule warns when someone's scheduled work on a
 * day adds up to more (per-person capacity, absences and overtime belong to the planner's board).
 */
export const WORKDAY_HOURS = 8;

/**
 * The crew of a plan: the people named on it (at least one). Its estimate is the crew's labour, so
 * each person's share of the day is the estimate divided by the crew (2 people × 3 h = 6 h).
 */
export const crewOf = (plan: { assignees: readonly string[] } | null): number =>
  Math.max(1, plan?.assignees.length ?? 0);

/** One person's hours on an order: its estimated labour shared by its crew. */
export const personHours = (plan: { estimatedHours: number; assignees: readonly string[] } | null): number =>
  (plan?.estimatedHours ?? 0) / crewOf(plan);
