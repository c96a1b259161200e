// Downtime: when a piece of equipment stopped and when it was back in service, why, and what the
// stops add up to. Pure: the downtime service, the equipment and order pages, the dashboard, the
// seed and the tests share it; firestore.rules checks the same shapes and steps.
//
// A stop is recorded once it has begun (open: no back-in-service time yet) or after the fact
// (closed at once). One piece of equipment stops once at a time: its run state holds the open
// stop, if any, and when the last one ended, and a new stop may not begin before that — so stops
// never overlap, even when two devices record them offline (the second is refused on sync).
// Times are whole minutes (what people read off a clock), so every duration is a whole number of
// seconds that the client and the rules work out alike.
import { codeKey, type CodeTally, type FailureCoding } from './failureCodes';

/** Why the equipment stopped. `failure` is what MTTR and MTBF count (SMRP 3.5.1, 3.5.2). */
export const DOWNTIME_REASONS = [
  'failure',
  'preventive',
  'operational',
  'changeover',
  'utilities',
  'safety',
  'other',
] as const;
export type DowntimeReason = (typeof DOWNTIME_REASONS)[number];
export const FAILURE_REASON: DowntimeReason = 'failure';
export const isDowntimeReason = (value: string): value is DowntimeReason =>
  (DOWNTIME_REASONS as readonly string[]).includes(value);

export const DOWNTIME_LIMITS = {
  note: 500,
  /** How far back a stop may be recorded (the rules' window for a time set on a device). */
  daysBack: 14,
  /** How far ahead of the server's clock a device's time may be. */
  minutesAhead: 10,
} as const;

/** One stop of one piece of equipment. */
export interface Stop {
  id: string;
  equipmentId: string;
  /** ISO time, whole minutes. */
  stoppedAt: string;
  /** ISO time, whole minutes; null while the equipment is still stopped. */
  backAt: string | null;
  reason: DowntimeReason;
  /** The work order (its number) the stop is recorded on, if any. */
  order: string | null;
  note: string;
  /** Who recorded the stop, and who recorded the return to service. */
  by: string;
  byName: string;
  closedBy: string | null;
  /** backAt − stoppedAt in seconds; null while open. */
  seconds: number | null;
  /** A closed failure's coding (domain/failureCodes.ts); null until someone codes it. */
  failure: FailureCoding | null;
}

/** One piece of equipment's run state: its open stop, and when its last stop ended. */
export interface RunState {
  equipmentId: string;
  stop: string | null;
  stoppedAt: string | null;
  reason: DowntimeReason | null;
  lastBackAt: string | null;
}

/** A stop's length in seconds (whole, from whole-minute times); never below zero. */
export const stopSeconds = (stoppedAt: string, backAt: string): number =>
  Math.max(0, Math.round((Date.parse(backAt) - Date.parse(stoppedAt)) / 1000));

/** The UTC month a closed stop counts in: the month the equipment was back in service. */
export const downtimeMonthOf = (backAt: string): string => new Date(backAt).toISOString().slice(0, 7);

/** A time cut to the whole minute (ISO, UTC). */
export const toMinute = (iso: string): string => {
  const ms = Date.parse(iso);
  return new Date(ms - (((ms % 60_000) + 60_000) % 60_000)).toISOString();
};

export type StopProblem =
  | 'stoppedMissing'
  | 'stoppedAhead'
  | 'stoppedTooOld'
  | 'backMissing'
  | 'backAhead'
  | 'backBeforeStopped'
  | 'beforeLastStop'
  | 'alreadyStopped'
  | 'alreadyBack'
  | 'reasonMissing'
  | 'noteTooLong';

export interface StopInput {
  stoppedAt: string | null;
  /** null: still stopped. */
  backAt: string | null;
  reason: string;
  note: string;
}

/**
 * What is wrong with a stop about to be recorded, given the equipment's run state and the time
 * now (ISO); empty when it may be written. Mirrors the rules.
 */
export function stopProblems(
  input: StopInput,
  state: Pick<RunState, 'stop' | 'lastBackAt'> | null,
  now: string,
): Partial<Record<'stoppedAt' | 'backAt' | 'reason' | 'note', StopProblem>> {
  const found: Partial<Record<'stoppedAt' | 'backAt' | 'reason' | 'note', StopProblem>> = {};
  const nowMs = Date.parse(now);
  const ahead = nowMs + DOWNTIME_LIMITS.minutesAhead * 60_000;
  const oldest = nowMs - DOWNTIME_LIMITS.daysBack * 86_400_000;
  const stopped = input.stoppedAt ? Date.parse(input.stoppedAt) : Number.NaN;
  if (Number.isNaN(stopped)) found.stoppedAt = 'stoppedMissing';
  else if (stopped > ahead) found.stoppedAt = 'stoppedAhead';
  else if (stopped < oldest) found.stoppedAt = 'stoppedTooOld';
  else if (state?.stop) found.stoppedAt = 'alreadyStopped';
  else if (state?.lastBackAt && stopped < Date.parse(state.lastBackAt)) found.stoppedAt = 'beforeLastStop';
  if (input.backAt !== null) {
    const back = Date.parse(input.backAt);
    if (Number.isNaN(back)) found.backAt = 'backMissing';
    else if (back > ahead) found.backAt = 'backAhead';
    else if (!Number.isNaN(stopped) && back < stopped) found.backAt = 'backBeforeStopped';
  }
  if (!isDowntimeReason(input.reason)) found.reason = 'reasonMissing';
  if (input.note.length > DOWNTIME_LIMITS.note) found.note = 'noteTooLong';
  return found;
}

/** What is wrong with closing `stop` at `backAt` (ISO) now; null when it may be written. */
export function closeProblem(
  stop: Pick<Stop, 'stoppedAt' | 'backAt'>,
  backAt: string | null,
  now: string,
): StopProblem | null {
  if (stop.backAt !== null) return 'alreadyBack';
  const back = backAt ? Date.parse(backAt) : Number.NaN;
  if (Number.isNaN(back)) return 'backMissing';
  if (back > Date.parse(now) + DOWNTIME_LIMITS.minutesAhead * 60_000) return 'backAhead';
  if (back < Date.parse(now) - DOWNTIME_LIMITS.daysBack * 86_400_000) return 'stoppedTooOld';
  if (back < Date.parse(stop.stoppedAt)) return 'backBeforeStopped';
  return null;
}

/** One piece of equipment's downtime in a month: seconds stopped, failures and their seconds. */
export interface EquipmentDowntime {
  s: number;
  f: number;
  fs: number;
}

/** What the stops that ended in one month add up to (every figure also a closing's step). */
export interface DowntimeCounts {
  stops: number;
  seconds: number;
  failures: number;
  failureSeconds: number;
  /** Reason → seconds. */
  reasons: Partial<Record<DowntimeReason, number>>;
  /** Equipment id → its downtime. */
  equipment: Record<string, EquipmentDowntime>;
  /** Coded failures: codeKey → how many and their seconds (uncoded failures are not in it). */
  codes: Record<string, CodeTally>;
}

export interface DowntimeMonth extends DowntimeCounts {
  /** 'yyyy-mm' (also the document id). */
  month: string;
}

export const emptyDowntime = (): DowntimeCounts => ({
  stops: 0,
  seconds: 0,
  failures: 0,
  failureSeconds: 0,
  reasons: {},
  equipment: {},
  codes: {},
});

/** What one closed stop adds to its month. */
export function downtimeOfStop(
  stop: Pick<Stop, 'equipmentId' | 'reason' | 'seconds'> & { failure?: Stop['failure'] },
): DowntimeCounts {
  const s = stop.seconds ?? 0;
  const failed = stop.reason === FAILURE_REASON;
  return {
    codes: failed && stop.failure ? { [codeKey(stop.failure)]: { n: 1, s } } : {},
    stops: 1,
    seconds: s,
    failures: failed ? 1 : 0,
    failureSeconds: failed ? s : 0,
    reasons: { [stop.reason]: s },
    equipment: { [stop.equipmentId]: { s, f: failed ? 1 : 0, fs: failed ? s : 0 } },
  };
}

export function addDowntime(a: DowntimeCounts, b: DowntimeCounts): DowntimeCounts {
  const reasons = { ...a.reasons };
  for (const [k, v] of Object.entries(b.reasons) as [DowntimeReason, number][]) reasons[k] = (reasons[k] ?? 0) + v;
  const equipment = { ...a.equipment };
  for (const [k, v] of Object.entries(b.equipment)) {
    const was = equipment[k] ?? { s: 0, f: 0, fs: 0 };
    equipment[k] = { s: was.s + v.s, f: was.f + v.f, fs: was.fs + v.fs };
  }
  const codes = { ...a.codes };
  for (const [k, v] of Object.entries(b.codes)) {
    const was = codes[k] ?? { n: 0, s: 0 };
    codes[k] = { n: was.n + v.n, s: was.s + v.s };
  }
  return {
    codes,
    stops: a.stops + b.stops,
    seconds: a.seconds + b.seconds,
    failures: a.failures + b.failures,
    failureSeconds: a.failureSeconds + b.failureSeconds,
    reasons,
    equipment,
  };
}

/** The months of `months` summed. */
export function sumDowntime(stored: readonly DowntimeMonth[], months: readonly string[]): DowntimeCounts {
  const wanted = new Set(months);
  return stored.filter((m) => wanted.has(m.month)).reduce((sum, m) => addDowntime(sum, m), emptyDowntime());
}

/** The rollup of a set of closed stops by month (the recount, the seed). */
export function recountDowntime(stops: readonly Stop[]): Map<string, DowntimeCounts> {
  const months = new Map<string, DowntimeCounts>();
  for (const stop of stops) {
    if (!stop.backAt || stop.seconds === null) continue;
    const month = downtimeMonthOf(stop.backAt);
    months.set(month, addDowntime(months.get(month) ?? emptyDowntime(), downtimeOfStop(stop)));
  }
  return months;
}

const HOUR = 3600;

/** Downtime figures of one piece of equipment (or a plant's unit-hours), in hours. */
export interface DowntimeFigures {
  /** Hours of the period that have passed (× units for more than one). */
  periodHours: number;
  downtimeHours: number;
  failures: number;
  /** 1 − downtime ÷ period: operational availability; null for an empty period or no stop recorded. */
  availability: number | null;
  /** SMRP 3.5.2: failure downtime ÷ failures (stop to back in service); null without failures. */
  mttr: number | null;
  /** SMRP 3.5.1: (period − downtime) ÷ failures; null without failures. */
  mtbf: number | null;
}

export function downtimeFigures(
  counts: Pick<DowntimeCounts, 'stops' | 'seconds' | 'failures' | 'failureSeconds'>,
  periodHours: number,
): DowntimeFigures {
  const downtimeHours = counts.seconds / HOUR;
  // Availability only from recorded stops: none recorded says nothing (not 100 %).
  const recorded = counts.stops > 0 || counts.seconds > 0;
  return {
    periodHours,
    downtimeHours,
    failures: counts.failures,
    availability: periodHours > 0 && recorded ? Math.max(0, 1 - downtimeHours / periodHours) : null,
    mttr: counts.failures > 0 ? counts.failureSeconds / HOUR / counts.failures : null,
    mtbf: counts.failures > 0 ? Math.max(0, periodHours - downtimeHours) / counts.failures : null,
  };
}

/**
 * One piece of equipment's stops in the window [from, now] (ISO): the stopped time inside the
 * window (a stop still open runs until now) for availability, and, as the rollup counts them, the
 * stops and failures that ended in it with their whole length for MTTR and MTBF.
 */
export function stopsInWindow(stops: readonly Stop[], from: string, now: string): DowntimeCounts {
  const a = Date.parse(from);
  const b = Date.parse(now);
  let sum = emptyDowntime();
  for (const stop of stops) {
    const end = stop.backAt ? Date.parse(stop.backAt) : b;
    const seconds = Math.max(0, Math.round((Math.min(end, b) - Math.max(Date.parse(stop.stoppedAt), a)) / 1000));
    const ended = stop.backAt !== null && end >= a && end <= b;
    if (!seconds && !ended) continue;
    const failed = ended && stop.reason === FAILURE_REASON;
    sum = addDowntime(sum, {
      stops: ended ? 1 : 0,
      seconds,
      failures: failed ? 1 : 0,
      failureSeconds: failed ? (stop.seconds ?? 0) : 0,
      reasons: { [stop.reason]: seconds },
      equipment: {},
      codes: {},
    });
  }
  return sum;
}

/** The start of the 365 days up to `now` (ISO), the equipment page's window. */
export const yearBefore = (now: string): string => new Date(Date.parse(now) - 365 * 86_400_000).toISOString();

/**
 * How a month's `codes` map moves when a closed failure is coded or coded again: the old key
 * (if any) gives back the stop, the new one takes it. Empty when the coding does not change.
 */
export function recodeStep(
  stop: Pick<Stop, 'seconds'>,
  before: FailureCoding | null,
  after: FailureCoding,
): Record<string, CodeTally> {
  const s = stop.seconds ?? 0;
  const [from, to] = [before ? codeKey(before) : null, codeKey(after)];
  if (from === to) return {};
  return { ...(from ? { [from]: { n: -1, s: -s } } : {}), [to]: { n: 1, s } };
}
