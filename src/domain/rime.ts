// RIME priority (docs/design.md §4; eMaint's Ranking Index for Maintenance Expenditures): equipment
// criticality (1–10) × work-type weight (1–10), so 1–100. Stored on the order when it is raised.
import { WORK_TYPES, type WorkTypeCode } from './referenceLists';

export function rime(criticality: number, workType: WorkTypeCode): number {
  if (!Number.isInteger(criticality) || criticality < 1 || criticality > 10) throw new RangeError('criticality 1–10');
  return criticality * WORK_TYPES[workType];
}

const WEEK_MS = 7 * 86_400_000;
/** A point per week waiting, counted continuously (firestore.rules checks `rankAt` with this). */
export const AGEING_POINTS_PER_WEEK = 1;

/**
 * The queues' ranking: RIME plus a point per week waiting, so a CSM job on a grounds item (RIME 1)
 * left waiting climbs past fresh routine work in time instead of being forgotten. The same order as
 * `rankAt`, earliest first, at any moment.
 */
export function rankingScore(rimeValue: number, raisedAt: Date | string, now: Date = new Date()): number {
  return rimeValue + ((now.getTime() - new Date(raisedAt).getTime()) / WEEK_MS) * AGEING_POINTS_PER_WEEK;
}

/**
 * When an order starts to rank as it does, stored on it as `rankAt`: raised, less a week per RIME
 * point. An order of RIME r raised on a day ranks with an order of RIME 0 raised r weeks before, so
 * ordering by this one field, earliest first, is ordering by `rankingScore`, highest first, whatever
 * the time: the database hands out the ready backlog in ranking order, a page at a time.
 */
export function rankAt(rimeValue: number, raisedAt: Date): Date {
  return new Date(raisedAt.getTime() - (rimeValue * WEEK_MS) / AGEING_POINTS_PER_WEEK);
}
