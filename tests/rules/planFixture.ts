// Preventive maintenance and service contracts in the rules world (the preventive-maintenance
// contract): valid documents as the client writes them, the client's batches (a generation:
// order + event v1 + plan advance; a reading with the meter's latest value; a contract), and a
// seeded world on top of ./workFixture.ts (one request per status in the press plant).
//
//   .../plants/press/maintenancePlans/
//     planCalendar0000001  calendar, fixed, active, on [pump1, motor1], 2 steps, signature
//                          required, every month, next due 2026-12-01 (generate on 2026-11-24)
//     planMeter0000000001  meter m1 of pump1 every 500 h, fixed, active, next threshold 1500
//     planEither000000001  either (every 3 months or 500 h of m1), fixed, active, 2026-12-15 / 2000
//     planFloating0000001  calendar, floating, active, waiting: its last order
//                          planFloating0000001_2026-11-01 is In Progress (bob assigned)
//     planPaused000000001  like planCalendar0000001, but paused
//   .../plants/press/equipment/pump1/lastReadings/m1   1200 h (reading r0)
//   users/alice/companies/alice/sites/north/serviceContracts/contract1   a crane contract
//   .../plants/press/pmCompliance/2026-11   the floating plan: 2 on time, 1 late (STORED_TALLY)
//   .../plants/press/meters/pump1:m1   1200 h (r0), its rate counted since 1000 h (SINCE)
// The stored documents carry PAST stamps and were made by alice.
import { rankedChange, withRankAt } from './fieldCases';
import { doc, increment, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { titleKeywords } from '../../src/lib/keywords';
import { admin, PAST, type Me } from './fixture';
import { equipmentPath, MOTOR, PLANT, plantPath, PUMP, SITE, sitePath, STORED } from './assetFixture';
import { addStats, asRead, event, historyPath, seedWork, workPath, workStatsPath } from './workFixture';
import { completedAtOf, contributionOf, statsFields, statsMonthOf } from '../../src/domain/workStats';
import { dayOf } from '../../src/lib/days';
import { METER_TOLERANCE_DAYS, toleranceDays } from '../../src/domain/intervals';
import type { Interval } from '../../src/services/firebase/plans';
import { type ChecklistStep, newChecklist } from '../../src/services/firebase/work';

type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

export const CALENDAR = 'planCalendar0000001';
export const METER = 'planMeter0000000001';
export const EITHER = 'planEither000000001';
export const FLOATING = 'planFloating0000001';
export const PAUSED = 'planPaused000000001';
export const NEW_PLAN = 'planNew000000000001';
export const FLOATING_ORDER = `${FLOATING}_2026-11-01`;
export const METER_ID = 'm1';
export const CONTRACT = 'contract1';

export const planPath = (id: string, plant = PLANT) => `${plantPath(plant)}/maintenancePlans/${id}`;
export const readingPath = (id: string, eqid = PUMP) => `${equipmentPath(eqid)}/readings/${id}`;
export const meterStatePath = (id = `${PUMP}:m1`, plant = PLANT) => `${plantPath(plant)}/meters/${id}`;
export const lastReadingPath = (meterId = METER_ID, eqid = PUMP) => `${equipmentPath(eqid)}/lastReadings/${meterId}`;
export const contractPath = (id = CONTRACT, site = SITE) => `${sitePath(site)}/serviceContracts/${id}`;

export const STEPS = [
  { text: 'Check the seal for leaks', reading: null },
  { text: 'Bearing temperature', reading: { unit: '°C', min: 20, max: 80 } },
];

/** What the plan editor writes (PlanInput) for a monthly calendar plan on pump1 and motor1. */
export const planInput = (extra: Doc = {}): Doc => ({
  title: 'Monthly pump inspection',
  equipmentIds: [PUMP, MOTOR],
  steps: STEPS,
  workType: 'PM-INSP',
  estimatedHours: 2,
  craft: 'Mechanical',
  assignees: ['bob'],
  permits: ['CWP'],
  signatureRequired: true,
  trigger: 'calendar',
  interval: { every: 1, unit: 'months' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 7,
  startDate: '2026-11-01',
  active: true,
  ...extra,
});

/** Progress of a plan whose next calendar due date is 2026-12-01. */
const calendarProgress = { nextDue: '2026-12-01', generateOn: '2026-11-24', nextThreshold: null, lastOrder: null };

/** A new plan as an admin creates it. */
export const newPlan = (by: string, extra: Doc = {}): Doc => ({
  ...planInput(),
  nextDue: '2026-11-01',
  generateOn: '2026-10-25',
  nextThreshold: null,
  lastOrder: null,
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});

const stored = (extra: Doc): Doc => ({
  ...planInput(),
  ...calendarProgress,
  createdAt: PAST,
  createdBy: 'alice',
  updatedAt: PAST,
  updatedBy: 'alice',
  ...extra,
});

const meterTrigger = { equipmentId: PUMP, meterId: METER_ID, every: 500 };

export const STORED_PLANS: Record<string, Doc> = {
  [CALENDAR]: stored({}),
  [METER]: stored({
    title: 'Pump service every 500 h',
    trigger: 'meter',
    interval: null,
    meter: meterTrigger,
    signatureRequired: false,
    nextDue: null,
    generateOn: null,
    nextThreshold: 1500,
  }),
  [EITHER]: stored({
    title: 'Quarterly or 500 h',
    trigger: 'either',
    interval: { every: 3, unit: 'months' },
    meter: meterTrigger,
    nextDue: '2026-12-15',
    generateOn: '2026-12-08',
    nextThreshold: 2000,
  }),
  [FLOATING]: stored({
    title: 'Floating lubrication',
    scheduling: 'floating',
    signatureRequired: false,
    nextDue: null,
    generateOn: null,
    lastOrder: FLOATING_ORDER,
  }),
  [PAUSED]: stored({ active: false }),
};

/** The work plan a generated order copies from its plan. */
export const workPlanOf = (plan: Doc) => ({
  estimatedHours: plan.estimatedHours,
  craft: plan.craft,
  assignees: plan.assignees,
  permits: plan.permits,
  materials: [],
});

/** A generated order's checklist fields: the plan's steps whole, nothing ticked or read (as the client writes them). */
export const checklistOf = (plan: Doc) => newChecklist(plan.steps as ChecklistStep[]);

/** The id of the order generated for `planId` at a due date or at a meter threshold. */
export const orderId = (planId: string, due: string, threshold: number | null = null) =>
  threshold === null ? `${planId}_${due}` : `${planId}_m${threshold}`;

/** The order generated from `plan` for `due` (calendar) or `threshold` (meter), as the client writes it. */
export function generatedOrder(me: Me, planId: string, plan: Doc, due: string, threshold: number | null = null): Doc {
  return withRankAt({
    number: orderId(planId, due, threshold),
    title: plan.title,
    keywords: titleKeywords(plan.title as string),
    description: '',
    equipmentId: (plan.equipmentIds as string[])[0],
    equipmentTag: STORED[PUMP].tag,
    equipmentName: STORED[PUMP].name,
    criticality: 7,
    workType: plan.workType,
    rime: 42, // 7 × PM-INSP's 6
    status: 'readyToSchedule',
    version: 1,
    raisedBy: 'plan',
    raisedByName: `${me.uid} Test`,
    raisedAt: Timestamp.now(),
    updatedAt: serverTimestamp(),
    updatedBy: me.uid,
    reason: null,
    plan: workPlanOf(plan),
    scheduledFor: null,
    execution: null,
    assignees: plan.assignees,
    pm: {
      planId,
      due,
      threshold,
      toleranceDays:
        threshold === null && plan.interval ? toleranceDays(plan.interval as Interval, due) : METER_TOLERANCE_DAYS,
      signatureRequired: plan.signatureRequired,
      equipmentIds: plan.equipmentIds,
    },
    ...checklistOf(plan),
    signature: null,
    completedAt: null,
    contract: null,
  });
}

/** The floating plan's stored order: In Progress, bob assigned, executed, nothing ticked yet. */
export const storedPmOrder = (extra: Doc = {}): Doc => ({
  ...generatedOrder({ uid: 'dan', email: '' }, FLOATING, STORED_PLANS[FLOATING], '2026-11-01'),
  raisedAt: PAST,
  updatedAt: PAST,
  status: 'inProgress',
  version: 5,
  scheduledFor: '2026-11-02',
  execution: { actualHours: 2, action: 'service', failureCause: null, delays: [], startedAt: PAST },
  ...extra,
});

export const FLOATING_ORDER_VERSION = 5;

/** A stored contract: a crane service contract for 2026. */
export const contractInput = (extra: Doc = {}): Doc => ({
  vendor: 'Lift & Crane Ltd',
  contact: 'service@liftcrane.example',
  contractNumber: 'LC-2026-17',
  category: 'crane',
  equipment: [`${PLANT}/${PUMP}`],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  value: 12000,
  currency: 'EUR',
  visitsPerYear: 4,
  visits: [{ date: '2026-03-15', plant: PLANT, order: null }],
  notes: 'Quarterly inspection of the overhead crane.',
  renewedFrom: null,
  renewedBy: null,
  ...extra,
});

/** A new contract, as an admin creates it. */
export const newContract = (by: string, extra: Doc = {}): Doc => ({
  ...contractInput(),
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});

export const STORED_CONTRACT: Doc = {
  ...contractInput(),
  createdAt: PAST,
  createdBy: 'alice',
  updatedAt: PAST,
  updatedBy: 'alice',
};

/** Where pump1's m1 counts its daily rate from: 1000 h on 01.12.2025 (1200 h on 01.01.2026). */
export const SINCE = Timestamp.fromDate(new Date('2025-12-01T00:00:00Z'));

/** November 2026's stored tally: the floating plan's earlier orders, two on time and one late. */
export const STORED_TALLY: Doc = {
  month: '2026-11',
  plans: { [FLOATING]: { onTime: 2, late: 1, missed: 0 } },
  order: null,
  version: null,
  updatedAt: PAST,
  updatedBy: 'alice',
};

export async function seedPlans() {
  await seedWork();
  await admin(async (db) => {
    const writes: [string, Doc][] = [
      ...Object.entries(STORED_PLANS).map(([id, data]): [string, Doc] => [planPath(id), data]),
      [workPath(FLOATING_ORDER), storedPmOrder()],
      [lastReadingPath(), { value: 1200, readingId: 'r0', readAt: PAST, by: 'bob' }],
      [
        readingPath('r0'),
        { meterId: METER_ID, value: 1200, reset: false, readAt: PAST, by: 'bob', byName: 'bob Test' },
      ],
      [contractPath(), STORED_CONTRACT],
      [pmCompliancePath('2026-11'), STORED_TALLY],
      [
        meterStatePath(),
        {
          equipmentId: PUMP,
          meterId: METER_ID,
          value: 1200,
          readAt: PAST,
          readingId: 'r0',
          by: 'bob',
          since: { value: 1000, readAt: SINCE },
        },
      ],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Stores a changed copy of a seeded plan (set-up, rules off). */
export const restorePlan = (id: string, extra: Doc) =>
  admin((db) => setDoc(doc(db, planPath(id)), { ...STORED_PLANS[id], ...extra }));

/** Stores pump1's meter m1's latest reading at `value` (set-up, rules off): a meter order needs it reached. */
export const restoreLastReading = (value: number) =>
  admin((db) => setDoc(doc(db, lastReadingPath()), { value, readingId: 'r0', readAt: PAST, by: 'bob' }));

/**
 * Stores a changed copy of the preventive order (set-up, rules off). A done one is also counted
 * in its month's work figures, as its completion would have (so rework has something to take back).
 */
export const restorePmOrder = (extra: Doc) =>
  admin(async (db) => {
    const order = storedPmOrder(extra);
    await setDoc(doc(db, workPath(FLOATING_ORDER)), order);
    const read = asRead(order);
    const completedAt = completedAtOf(read);
    if (!completedAt || !read.raisedAt) return;
    const step = {
      month: statsMonthOf(completedAt),
      by: 1 as const,
      counts: contributionOf(read, dayOf(new Date(completedAt))),
    };
    await setDoc(
      doc(db, workStatsPath(step.month)),
      { ...statsFields(step, increment), order: null, version: null },
      { merge: true },
    );
  });

/** The plan advance after generating: next due date (or threshold), lastOrder the new order. */
export const advanceOf = (me: Me, number: string, progress: Doc): Doc => ({
  ...progress,
  lastOrder: number,
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
});

/**
 * Generation as the client does it, in one batch: the order (`set`), its history event v1
 * (null → Ready to Schedule) and the plan's advance (`update`). Default: the calendar plan's order
 * for its due date 2026-12-01, advancing it to 2027-01-01. `threshold` generates a meter order
 * (due `due`). `order`, `event`, `plan` change one write; `skip` leaves one out; `number`
 * overrides the order's id (and the history path).
 */
export function generate(
  db: Firestore,
  me: Me,
  opts: {
    planId?: string;
    due?: string;
    threshold?: number | null;
    progress?: Doc;
    order?: Change;
    event?: Change;
    plan?: Change;
    skip?: 'plan' | 'event';
    number?: string;
  } = {},
) {
  const { planId = CALENDAR, due = '2026-12-01', threshold = null } = opts;
  const plan = STORED_PLANS[planId] ?? STORED_PLANS[CALENDAR];
  const data = rankedChange(opts.order ?? same)(generatedOrder(me, planId, plan, due, threshold));
  const number = opts.number ?? orderId(planId, due, threshold);
  const progress = opts.progress ?? { nextDue: '2027-01-01', generateOn: '2026-12-25' };
  const batch = writeBatch(db);
  batch.set(doc(db, workPath(number)), data);
  if (opts.skip !== 'event')
    batch.set(doc(db, historyPath(number, 1)), (opts.event ?? same)(event(me, 1, null, 'readyToSchedule')));
  if (opts.skip !== 'plan')
    batch.update(doc(db, planPath(planId)), (opts.plan ?? same)(advanceOf(me, number, progress)));
  return batch.commit();
}

/** A reading of pump1's meter m1, the meter's latest value and the plant's meter state, in one batch (the client's). */
export function recordReading(
  db: Firestore,
  me: Me,
  value: number,
  opts: {
    id?: string;
    reset?: boolean;
    reading?: Change;
    last?: Change;
    skipLast?: boolean;
    eqid?: string;
    /** The plant's meter state: changed, left out, or its `since` (default: this reading). */
    meter?: Change;
    skipMeter?: boolean;
    since?: Doc;
    /** When it was read, the same in all three documents (default: now). */
    readAt?: Timestamp;
    /** Which meter, the same in all three documents (default: m1). */
    meterId?: string;
  } = {},
) {
  const { id = 'r1', reset = false, eqid = PUMP, readAt = Timestamp.now(), meterId = METER_ID } = opts;
  const batch = writeBatch(db);
  batch.set(
    doc(db, readingPath(id, eqid)),
    (opts.reading ?? same)({ meterId, value, reset, readAt, by: me.uid, byName: `${me.uid} Test` }),
  );
  if (!opts.skipLast)
    batch.set(
      doc(db, lastReadingPath(meterId, eqid)),
      (opts.last ?? same)({ value, readingId: id, readAt, by: me.uid }),
    );
  if (!opts.skipMeter)
    batch.set(
      doc(db, meterStatePath(`${eqid}:${meterId}`)),
      (opts.meter ?? same)({
        equipmentId: eqid,
        meterId,
        value,
        readAt,
        readingId: id,
        by: me.uid,
        since: opts.since ?? { value, readAt },
      }),
    );
  return batch.commit();
}

export const pmCompliancePath = (month: string, plant = PLANT) => `${plantPath(plant)}/pmCompliance/${month}`;

export type TallyCounter = 'onTime' | 'late' | 'missed';

/**
 * Adds to `batch` the month's PM compliance tally for a preventive order's move, as the client
 * writes it (work service): one counter of the order's plan moved by `by` with increment(), the
 * others increment(0) so a first write makes all three; `order`/`version` the change it counts.
 */
export function addTally(
  batch: ReturnType<typeof writeBatch>,
  db: Firestore,
  me: Me,
  tally: {
    order?: string;
    version: number;
    counter: TallyCounter;
    by?: number;
    planId?: string;
    month?: string;
    /** The on-time rule the month is counted by (the company's default unless given). */
    rule?: string;
  },
  change: Change = same,
) {
  const counters = { onTime: 0, late: 0, missed: 0, [tally.counter]: tally.by ?? 1 };
  const month = tally.month ?? '2026-11';
  batch.set(
    doc(db, pmCompliancePath(month)),
    change({
      month,
      plans: {
        [tally.planId ?? FLOATING]: {
          onTime: increment(counters.onTime),
          late: increment(counters.late),
          missed: increment(counters.missed),
        },
      },
      rule: tally.rule ?? 'tenPercent',
      order: tally.order ?? FLOATING_ORDER,
      version: tally.version,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
    }),
    { merge: true },
  );
}

/**
 * The floating plan's order moved to Work Complete (due 01.11.2026, so late) with its event and,
 * unless skipped, November's tally; `more` adds to the batch (./plans.generation: the plan's advance).
 */
export async function completePmOrder(
  db: Firestore,
  me: Me,
  opts: {
    skipTally?: boolean;
    skipOrder?: boolean;
    more?: (batch: ReturnType<typeof writeBatch>) => void;
    /** Fields the completion changes besides its move (e.g. the execution record). */
    fields?: Doc;
  } = {},
) {
  const version = FLOATING_ORDER_VERSION + 1;
  const batch = writeBatch(db);
  opts.more?.(batch);
  if (opts.skipOrder) return batch.commit();
  batch.update(doc(db, workPath(FLOATING_ORDER)), {
    ...opts.fields,
    status: 'workComplete',
    version,
    updatedAt: serverTimestamp(),
    updatedBy: me.uid,
    completedAt: serverTimestamp(),
  });
  batch.set(doc(db, historyPath(FLOATING_ORDER, version)), event(me, version, 'inProgress', 'workComplete'));
  await addStats(batch, db, me, workPath(FLOATING_ORDER), 'workComplete', version, opts.fields);
  if (!opts.skipTally) addTally(batch, db, me, { version, counter: 'late' });
  return batch.commit();
}
