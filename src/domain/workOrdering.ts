// The orders of the work lists: what comes first when a planner or a technician opens them.
import { addDays, dayOf, mondayOf } from '../lib/days';
import { rankingScore } from './rime';
import { OPEN_STATUSES, type WorkStatus } from './statusMachine';

type Ranked = { status: WorkStatus; rime: number; raisedAt: string | null; scheduledFor: string | null };

const isOpen = (status: WorkStatus) => (OPEN_STATUSES as readonly WorkStatus[]).includes(status);

/**
 * Priority: open work before finished work (done, closed, rejected or cancelled), each by RIME
 * and age (`rankingScore`), so the most urgent open job is on top.
 */
export function byPriority<T extends Ranked>(items: readonly T[], now = new Date()): T[] {
  const score = (item: T) => rankingScore(item.rime, item.raisedAt ?? now, now);
  return [...items].sort((a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)) || score(b) - score(a));
}

/**
 * A technician's day: work scheduled for today first, then for the rest of this week (by day),
 * then everything else by priority. Only open work has a place here (`openOnly`).
 */
export function byMyDay<T extends Ranked>(items: readonly T[], now = new Date()): T[] {
  const today = dayOf(now);
  const weekEnd = addDays(mondayOf(today), 6);
  const band = (item: T) =>
    item.scheduledFor === today ? 0 : item.scheduledFor && item.scheduledFor <= weekEnd ? 1 : 2;
  const ranked = byPriority(items, now);
  const rank = new Map(ranked.map((item, i) => [item, i]));
  return ranked.sort(
    (a, b) =>
      band(a) - band(b) ||
      (band(a) === 1 ? a.scheduledFor!.localeCompare(b.scheduledFor!) : 0) ||
      rank.get(a)! - rank.get(b)!,
  );
}

/** The open orders among `items` (not done, closed, rejected or cancelled). */
export const openOnly = <T extends { status: WorkStatus }>(items: readonly T[]): T[] =>
  items.filter((item) => isOpen(item.status));
