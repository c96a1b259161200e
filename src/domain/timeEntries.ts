// Time per person on a work order: each person who works on it logs their own time, from a
// start/stop timer or as hours typed in. An entry is appended (never changed) together with the
// order's actual hours, which move by exactly the entry's hours (firestore.rules newTimeEntry), so
// the order's actual hours are the sum of its entries. Pure rules shared by the form, the saga,
// the service and the tests.

export interface TimeEntry {
  id: string;
  /** Who worked (their uid) and their name when logged. */
  by: string;
  byName: string;
  /** The craft the time counts for (the order's planned craft; '' when it has none). */
  craft: string;
  /** From a timer: when it ran (ISO); typed hours have neither. */
  startedAt: string | null;
  endedAt: string | null;
  hours: number;
  note: string;
  /** When it was logged (the server's time; null while waiting to sync). */
  at: string | null;
}

/** What a person logs: hours typed, or a timer's run (its start and end). */
export interface TimeInput {
  hours: number;
  startedAt: string | null;
  endedAt: string | null;
  note: string;
}

/** The most one entry may hold, and a timer's run that is asked to be corrected before saving. */
export const TIME_LIMITS = { maxHours: 24, timerCheckHours: 12, note: 500 } as const;

export type TimeProblem = 'hoursMissing' | 'hoursNotPositive' | 'hoursTooMany' | 'inFuture' | 'overlaps' | 'longTimer';

/** Hours between two instants, to the hundredth (what an entry stores). */
export const hoursBetween = (startedAt: string, endedAt: string) =>
  Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 36_000) / 100;

/** Hours typed: "1,5" or "1.5"; NaN when it is not a number. */
export function parseTypedHours(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Why an entry cannot be logged, or null. `mine` are the person's entries on the order so far: a
 * timed entry may not overlap one of them. A timer that ran longer than a shift is refused as it
 * stands (`longTimer`): the person corrects its hours first (then it is logged as typed hours).
 */
export function timeProblem(
  entry: { hours: number; startedAt: string | null; endedAt: string | null },
  mine: readonly Pick<TimeEntry, 'startedAt' | 'endedAt'>[],
  now: Date,
): TimeProblem | null {
  if (!Number.isFinite(entry.hours)) return 'hoursMissing';
  if (entry.hours <= 0) return 'hoursNotPositive';
  if (entry.hours > TIME_LIMITS.maxHours) return 'hoursTooMany';
  if (entry.startedAt && entry.endedAt) {
    const start = Date.parse(entry.startedAt);
    const end = Date.parse(entry.endedAt);
    if (!(start < end)) return 'hoursNotPositive';
    if (end > now.getTime() + 60_000) return 'inFuture';
    if (entry.hours > TIME_LIMITS.timerCheckHours) return 'longTimer';
    const overlaps = mine.some(
      (m) => m.startedAt && m.endedAt && start < Date.parse(m.endedAt) && Date.parse(m.startedAt) < end,
    );
    if (overlaps) return 'overlaps';
  }
  return null;
}

/** Hours per craft, and per person, of an order's entries (rounded to the hundredth). */
export function timeTotals(entries: readonly TimeEntry[]) {
  const byCraft = new Map<string, number>();
  const byPerson = new Map<string, { name: string; hours: number }>();
  for (const e of entries) {
    byCraft.set(e.craft, (byCraft.get(e.craft) ?? 0) + e.hours);
    const person = byPerson.get(e.by) ?? { name: e.byName, hours: 0 };
    byPerson.set(e.by, { name: person.name, hours: person.hours + e.hours });
  }
  const round = (h: number) => Math.round(h * 100) / 100;
  return {
    total: round(entries.reduce((sum, e) => sum + e.hours, 0)),
    byCraft: [...byCraft].map(([craft, hours]) => ({ craft, hours: round(hours) })),
    byPerson: [...byPerson].map(([uid, p]) => ({ uid, name: p.name, hours: round(p.hours) })),
  };
}

/** A timer running on this device: which order, since when, for whom. */
export interface RunningTimer {
  plant: string;
  number: string;
  uid: string;
  startedAt: string;
}

/** Where the running timer is kept on the device (it survives a reload and works offline). */
export const TIMER_STORAGE_KEY = '__torque_work_timer';

/** The timer kept on the device, or null when none runs (or what is kept is damaged). */
export function readTimer(raw: string | null): RunningTimer | null {
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Partial<RunningTimer>;
    return typeof t.plant === 'string' &&
      typeof t.number === 'string' &&
      typeof t.uid === 'string' &&
      typeof t.startedAt === 'string' &&
      Number.isFinite(Date.parse(t.startedAt))
      ? { plant: t.plant, number: t.number, uid: t.uid, startedAt: t.startedAt }
      : null;
  } catch {
    return null;
  }
}
