// RIME priority (docs/design.md §4; eMaint's Ranking Index for Maintenance Expenditures): equipment
// criticality (1–10) × work-type weight (1–10), so 1–100. Stored on the order when it is raised.
import { WORK_TYPES, type WorkTypeCode } from './referenceLists';

export function rime(criticality: number, workType: WorkTypeCode): number {
  if (!Number.isInteger(criticality) || criticality < 1 || criticality > 10) throw new RangeError('criticality 1–10');
  return criticality * WORK_TYPES[workType];
}

const DAY_MS = 86_400_000;
/** A point per full week waiting… */
export const AGEING_POINTS_PER_WEEK = 1;
/** …up to 20 points (about five months): old low-priority work rises, but never above a safety job raised today. */
export const AGEING_MAX_POINTS = 20;

/**
 * The queues' ranking: RIME plus an ageing term, so a CSM job on a grounds item (RIME 1) waiting
 * for months climbs past fresh routine work, while a safety job (RIME ≥ 10 × weight) stays ahead.
 */
export function rankingScore(rimeValue: number, raisedAt: Date | string, now: Date = new Date()): number {
  const weeks = Math.floor(Math.max(0, now.getTime() - new Date(raisedAt).getTime()) / (7 * DAY_MS));
  return rimeValue + Math.min(AGEING_MAX_POINTS, weeks * AGEING_POINTS_PER_WEEK);
}
