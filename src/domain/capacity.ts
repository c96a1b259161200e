// Crew capacity per craft: what the client checks before writing (the rules check only the
// map's size, as they cannot loop over it).

export const SCHEDULE_LIMITS = { crafts: 30, hours: 10_000, craftName: 60 } as const;

export type CapacityProblem = 'tooManyCrafts' | 'craftName' | 'hours' | 'duplicate';

/** One row of the capacity form: the craft's name and the hours as typed. */
export interface CapacityRow {
  craft: string;
  hours: string;
}

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
    seen.add(craft.toLowerCase());
  });
  return rows.length > SCHEDULE_LIMITS.crafts ? { rows: problems, all: 'tooManyCrafts' } : { rows: problems };
}

/** The map to write (call after checkCapacity found nothing). */
export function capacityOf(rows: CapacityRow[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.craft.trim(), Number(r.hours.trim().replace(',', '.'))]));
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
