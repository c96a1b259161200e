// Preventive maintenance (docs/design.md §5): maintenance plans, meter readings and the
// latest reading of each meter. Types and converters that refuse damaged data; firestore.rules
// checks the same shape. Dates of the plan calendar are local calendar days, 'yyyy-mm-dd'.
import type * as FirestoreSdk from 'firebase/firestore';
import { PERMIT_TYPES, WORK_TYPE_CODES } from '../../domain/referenceLists';
import { ISO_DAY } from './assets';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { type FieldReader, readBinMark } from './schema';

// The shapes are the domain's (domain/plans.ts); re-exported for the code that reads and writes them.
export * from '../../domain/plans';
import {
  INTERVAL_UNITS,
  PLAN_LIMITS,
  PLAN_TRIGGERS,
  SCHEDULINGS,
  type LastReading,
  type MaintenancePlan,
  type MeterReading,
  type MeterState,
  DEFAULT_PM_RULE,
  PM_ON_TIME_RULES,
  type PmComplianceMonth,
  type PmTally,
  type PlanStep,
} from '../../domain/plans';

const finite = (r: FieldReader, field: string, min: number, max: number): number => {
  const v = r.raw(field);
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    r.fail(field, `is not a number from ${min} to ${max}`);
  return v;
};

const nullableFinite = (r: FieldReader, field: string): number | null =>
  r.raw(field) == null ? null : finite(r, field, -1e12, 1e12);

const day = (r: FieldReader, field: string) => r.nullableString(field, { max: 10, pattern: ISO_DAY });

/** A checklist step {text, reading} (a plan's, a job plan's). */
export function parsePlanStep(s: FieldReader): PlanStep {
  const reading = s.raw('reading') == null ? null : s.child('reading');
  return {
    text: s.string('text', { max: PLAN_LIMITS.stepText }),
    reading: reading && {
      unit: reading.string('unit', { optional: true, max: PLAN_LIMITS.unit }),
      min: nullableFinite(reading, 'min'),
      max: nullableFinite(reading, 'max'),
    },
  };
}

export function parsePlan(id: string, r: FieldReader): MaintenancePlan {
  const interval = r.raw('interval') == null ? null : r.child('interval');
  const meter = r.raw('meter') == null ? null : r.child('meter');
  const jobPlan = r.raw('jobPlan') == null ? null : r.child('jobPlan');
  const startDate = day(r, 'startDate');
  if (startDate === null) r.fail('startDate', 'is missing');
  return {
    id,
    title: r.string('title', { max: PLAN_LIMITS.title }),
    equipmentIds: r.textList('equipmentIds', 128),
    steps: r.list('steps', parsePlanStep),
    workType: r.oneOf('workType', WORK_TYPE_CODES),
    estimatedHours: finite(r, 'estimatedHours', 0, PLAN_LIMITS.maxHours),
    craft: r.string('craft', { max: PLAN_LIMITS.craft }),
    assignees: r.textList('assignees'),
    permits: r.codeList('permits', PERMIT_TYPES),
    signatureRequired: r.boolean('signatureRequired', false),
    trigger: r.oneOf('trigger', PLAN_TRIGGERS),
    interval: interval && {
      every: interval.integer('every', 1, PLAN_LIMITS.maxIntervalDays),
      unit: interval.oneOf('unit', INTERVAL_UNITS),
    },
    meter: meter && {
      equipmentId: meter.string('equipmentId', { max: 128 }),
      meterId: meter.string('meterId', { max: 100 }),
      every: meter.integer('every', 1, PLAN_LIMITS.maxMeterEvery),
    },
    scheduling: r.oneOf('scheduling', SCHEDULINGS),
    leadDays: r.integer('leadDays', 0, PLAN_LIMITS.maxIntervalDays),
    jobPlan: jobPlan && {
      id: jobPlan.string('id', { max: 128 }),
      revision: jobPlan.integer('revision', 1, Number.MAX_SAFE_INTEGER),
    },
    startDate,
    active: r.boolean('active', true),
    nextDue: day(r, 'nextDue'),
    generateOn: day(r, 'generateOn'),
    nextThreshold: r.raw('nextThreshold') == null ? null : r.integer('nextThreshold', 0, Number.MAX_SAFE_INTEGER),
    lastOrder: r.nullableString('lastOrder', { max: 200 }),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
    bin: readBinMark(r),
  };
}

export function parseReading(id: string, r: FieldReader): MeterReading {
  return {
    id,
    meterId: r.string('meterId', { max: 100 }),
    value: finite(r, 'value', -1e12, 1e12),
    reset: r.boolean('reset', false),
    readAt: r.timestamp('readAt', { optional: true }),
    by: r.string('by'),
    byName: r.string('byName', { optional: true, max: 200 }),
  };
}

export function parseLastReading(meterId: string, r: FieldReader): LastReading {
  return {
    meterId,
    value: finite(r, 'value', -1e12, 1e12),
    readingId: r.string('readingId', { max: 128 }),
    readAt: r.timestamp('readAt', { optional: true }),
    by: r.string('by'),
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parsePmComplianceMonth(id: string, r: FieldReader): PmComplianceMonth {
  const month = r.string('month', { max: 7 });
  if (!MONTH.test(month) || month !== id) r.fail('month', 'is not the month of its document');
  const raw = r.raw('plans');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) r.fail('plans', 'is not a map');
  const plans: Record<string, PmTally> = {};
  const all = r.child('plans');
  for (const planId of Object.keys(raw)) {
    const entry = all.child(planId);
    plans[planId] = {
      onTime: entry.integer('onTime', 0, 1_000_000),
      late: entry.integer('late', 0, 1_000_000),
      missed: entry.integer('missed', 0, 1_000_000),
    };
  }
  // Months counted before the rule was chosen were counted by the default.
  const rule = r.raw('rule') == null ? DEFAULT_PM_RULE : r.oneOf('rule', PM_ON_TIME_RULES);
  return { month, plans, rule };
}

export function parseMeterState(r: FieldReader): MeterState {
  const since = r.child('since');
  if (typeof r.raw('since') !== 'object' || r.raw('since') === null) r.fail('since', 'is not a map');
  return {
    equipmentId: r.string('equipmentId', { max: 128 }),
    meterId: r.string('meterId', { max: 100 }),
    value: finite(r, 'value', -1e12, 1e12),
    readAt: r.timestamp('readAt', { optional: true }),
    readingId: r.string('readingId', { max: 128 }),
    since: { value: finite(since, 'value', -1e12, 1e12), readAt: since.timestamp('readAt', { optional: true }) },
  };
}

type Sdk = typeof FirestoreSdk;

export const planConverters = {
  plan: converter((r, s) => parsePlan(s.id, r)),
  reading: converter((r, s) => parseReading(s.id, r)),
  lastReading: converter((r, s) => parseLastReading(s.id, r)),
  pmCompliance: converter((r, s) => parsePmComplianceMonth(s.id, r)),
  meterState: converter((r) => parseMeterState(r)),
};

export function planRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    plans: (k: PlantKey) => sdk.collection(db, paths.maintenancePlans(k)).withConverter(planConverters.plan),
    plan: (k: PlantKey, id: string) => sdk.doc(db, paths.maintenancePlan(k, id)).withConverter(planConverters.plan),
    readings: (k: PlantKey, eqid: string) =>
      sdk.collection(db, paths.readings(k, eqid)).withConverter(planConverters.reading),
    lastReadings: (k: PlantKey, eqid: string) =>
      sdk.collection(db, paths.lastReadings(k, eqid)).withConverter(planConverters.lastReading),
    pmCompliance: (k: PlantKey) => sdk.collection(db, paths.pmCompliance(k)).withConverter(planConverters.pmCompliance),
    pmComplianceMonth: (k: PlantKey, month: string) =>
      sdk.doc(db, paths.pmComplianceMonth(k, month)).withConverter(planConverters.pmCompliance),
    meters: (k: PlantKey) => sdk.collection(db, paths.meters(k)).withConverter(planConverters.meterState),
  };
}
