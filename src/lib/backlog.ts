// The backlog in crew-weeks: the estimated hours of approved, open work divided by the
// crew's hours per week. A healthy backlog is 2 to 4 crew-weeks: less and the crew will run out of
// planned work, more and work waits too long.

export const HEALTHY_BACKLOG_WEEKS = { min: 2, max: 4 } as const;

export type BacklogBand = 'low' | 'healthy' | 'high';

/** Weekly crew capacity: the sum of the hours per craft (the schedule settings). */
export const weeklyCapacity = (capacity: Record<string, number>): number =>
  Object.values(capacity).reduce((sum, hours) => sum + (Number.isFinite(hours) && hours > 0 ? hours : 0), 0);

/** Crew-weeks of backlog, or null when no capacity is set (a division by zero is not a figure). */
export function crewWeeks(backlogHours: number, capacityPerWeek: number): number | null {
  if (!(capacityPerWeek > 0) || !Number.isFinite(backlogHours)) return null;
  return Math.max(0, backlogHours) / capacityPerWeek;
}

export function backlogBand(weeks: number): BacklogBand {
  if (weeks < HEALTHY_BACKLOG_WEEKS.min) return 'low';
  return weeks > HEALTHY_BACKLOG_WEEKS.max ? 'high' : 'healthy';
}
