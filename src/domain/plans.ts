// Preventive maintenance shapes (docs/design.md §5): plans, their triggers and progress, meter
// readings and the PM compliance rollup; services/firebase/plans.ts reads and writes them.
import type { BinMark } from './bin';
import type { PermitType, WorkTypeCode } from './referenceLists';

export type IntervalUnit = 'days' | 'weeks' | 'months' | 'years';
export const INTERVAL_UNITS: readonly IntervalUnit[] = ['days', 'weeks', 'months', 'years'];

export type PlanTrigger = 'calendar' | 'meter' | 'either';
export const PLAN_TRIGGERS: readonly PlanTrigger[] = ['calendar', 'meter', 'either'];

/** Fixed: the next due date counts from the last due date; floating: from the last completion. */
export type Scheduling = 'fixed' | 'floating';
export const SCHEDULINGS: readonly Scheduling[] = ['fixed', 'floating'];

/** Limits shared by the plan editor, the converters and firestore.rules. */
export const PLAN_LIMITS = {
  title: 200,
  equipment: 20,
  steps: 50,
  stepText: 500,
  unit: 20,
  /** An interval is at most 10 years in any unit. */
  maxIntervalDays: 3653,
  maxEvery: { days: 3653, weeks: 521, months: 120, years: 10 } as Record<IntervalUnit, number>,
  maxMeterEvery: 10_000_000,
  maxHours: 1000,
  craft: 60,
  assignees: 10,
  permits: 10,
} as const;

export interface Interval {
  every: number;
  unit: IntervalUnit;
}

/** A checklist step; `reading` when the step asks for a measured value. */
export interface PlanStep {
  text: string;
  reading: { unit: string; min: number | null; max: number | null } | null;
}

/** A meter trigger: due every `every` units of `meterId` on `equipmentId` (one of the plan's). */
export interface MeterTrigger {
  equipmentId: string;
  meterId: string;
  /** A whole number of the meter's unit, at least 1. */
  every: number;
}

/** A maintenance plan's link to the job plan it takes its work from, at the revision it copies. */
export interface JobPlanLink {
  id: string;
  revision: number;
}

/** What the plan editor says (admins write it). */
export interface PlanInput {
  title: string;
  /** One or more pieces of equipment of this plant; the first is the order's equipment. */
  equipmentIds: string[];
  steps: PlanStep[];
  workType: WorkTypeCode;
  estimatedHours: number;
  craft: string;
  /** Members (uids) the generated orders are assigned to; may be empty. */
  assignees: string[];
  permits: PermitType[];
  signatureRequired: boolean;
  trigger: PlanTrigger;
  /** Required when the trigger is calendar or either; null for a meter plan. */
  interval: Interval | null;
  /** Required when the trigger is meter or either; null for a calendar plan. */
  meter: MeterTrigger | null;
  scheduling: Scheduling;
  /** Days before the due date the order appears; not longer than the interval. */
  leadDays: number;
  /** yyyy-mm-dd: the first due date of a calendar plan. */
  startDate: string;
  active: boolean;
  /**
   * The job plan whose steps, craft, labour and permits this plan copies (domain/jobPlans.ts
   * planWorkFrom), at its revision; null or absent: the plan's own.
   */
  jobPlan?: JobPlanLink | null;
}

/**
 * Where the plan stands, advanced by generation (any member, in the batch that creates the
 * order) and, for floating plans, by the completion of its order.
 */
export interface PlanProgress {
  /** yyyy-mm-dd of the next calendar due date; null while a floating plan waits for completion or for a meter-only plan. */
  nextDue: string | null;
  /** nextDue − leadDays: generation queries `generateOn <= today`. */
  generateOn: string | null;
  /** The meter value at which the next order is due; null while a floating plan waits, or for a calendar-only plan. */
  nextThreshold: number | null;
  /** The id of the last order generated from this plan. */
  lastOrder: string | null;
}

export interface MaintenancePlan extends PlanInput, PlanProgress {
  id: string;
  /** In the bin since (domain/bin.ts); absent or null when not. */
  bin?: BinMark | null;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}

/** One reading of an equipment meter: append-only, attributed to its writer. */
export interface MeterReading {
  id: string;
  meterId: string;
  value: number;
  /** A meter that was replaced or rolled over: the value may be lower than the last one. */
  reset: boolean;
  /** ISO date-time (device time when written, so offline readings keep their order). */
  readAt: string | null;
  by: string;
  byName: string;
}

/** lastReadings/{meterId}: the latest reading, written in the batch of each reading. */
export interface LastReading {
  meterId: string;
  value: number;
  readingId: string;
  readAt: string | null;
  by: string;
}

/**
 * A meter of the plant in one collection (`.../plants/{plant}/meters/{eqid}:{meterId}`): its latest
 * reading and the reading its daily rate counts from (`since`: its first reading or last reset,
 * moved on after about a year). Written with every reading; the forecast reads these, not each
 * metered piece of equipment's readings.
 */
export interface MeterState {
  equipmentId: string;
  meterId: string;
  value: number;
  readAt: string | null;
  readingId: string;
  since: { value: number; readAt: string | null };
}

export const meterStateId = (equipmentId: string, meterId: string) => `${equipmentId}:${meterId}`;

/** One plan's preventive orders due in a month: completed on time, late, and dropped (cancelled or rejected). */
export interface PmTally {
  onTime: number;
  late: number;
  missed: number;
}

/**
 * The PM compliance rollup of one month of due dates (`.../pmCompliance/{yyyy-mm}`): per plan,
 * what became of its orders; moved by the batch that completes, reworks or cancels an order.
 */
/**
 * When a PM is on time (SMRP 5.4.14 lets a company choose): `tenPercent`, within 10% of its
 * interval after the due date (Stangier and Smith's rule, the default; the order's
 * `toleranceDays`); `dueDate`, by the required date; `dueDatePlusOne`, by the day after it;
 * `twentyPercent`, within 20% of the interval after it (twice the 10% tolerance), at most 28 days.
 * Under every rule a PM done early is on time.
 */
export const PM_ON_TIME_RULES = ['tenPercent', 'dueDate', 'dueDatePlusOne', 'twentyPercent'] as const;
export type PmOnTimeRule = (typeof PM_ON_TIME_RULES)[number];
export const DEFAULT_PM_RULE: PmOnTimeRule = 'tenPercent';

export interface PmComplianceMonth {
  /** 'yyyy-mm' (also the document id). */
  month: string;
  plans: Record<string, PmTally>;
  /** The on-time rule the month is counted by (every tally of the month uses it). */
  rule: PmOnTimeRule;
}
