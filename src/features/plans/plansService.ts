// Preventive maintenance, live and offline-first (docs/design.md §5): the plant's plans, its
// compliance rollup and open preventive orders, one plan's orders, meter readings, generation, and
// an admin's recount of the rollup. Generation reads only what may be due — the
// calendar plans whose `generateOn` has come and the meter plans — and writes one batch per due
// plan: the order (deterministic id), its history v1 and the plan's advance. firestore.rules
// accepts the order only as a create, so a second client's batch for the same id is refused.
import type * as FirestoreSdk from 'firebase/firestore';
import { newId } from '../../lib/ids';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { outOfBin, queueBin } from '../../services/firebase/bin';
import { getDb } from '../../services/firebase/firestore';
import { type Listener, type LiveList, subscribe } from '../../services/firebase/live';
import { readAllFromServer } from '../../services/firebase/paged';
import {
  type LastReading,
  type MaintenancePlan,
  type MeterReading,
  type MeterState,
  meterStateId,
  type PlanInput,
  type PlanProgress,
  planRefs,
  type PmComplianceMonth,
} from '../../services/firebase/plans';
import { raisedStamps, type WorkRequest, workRefs } from '../../services/firebase/work';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';
import { DEFAULT_PM_RULE, OPEN_PM_STATUSES, type PmOnTimeRule, recountMonths } from '../../domain/compliance';
import type { Generation } from '../../domain/generation';
import { PLAN_ORDERS_SHOWN, type ReadingInput } from './plansSlice';
import type { Author } from '../../domain/author';
import type { JobPlanLink, PlanWorkFromJob } from '../../domain/jobPlans';

export type { LiveList };

export type { Author } from '../../domain/author';

const sdkAndDb = () => Promise.all([import('firebase/firestore'), getDb()]);

/** The sync centre's name for a write to a plan: its title (its id when not known here), and its page. */
const planLabel = (id: string, title = ''): WriteLabel => ({
  what: 'plan',
  record: title.trim() || id,
  link: `/app/plans/${id}`,
});

/** Every plan of the plant (the plans page, the forecast, the equipment pages), those in the bin left out. */
export function subscribePlans(key: PlantKey, listener: Listener<LiveList<MaintenancePlan>>) {
  return subscribe((sdk, db) => sdk.query(planRefs(sdk, db).plans(key), sdk.orderBy('title')), outOfBin(listener));
}

/** The plant's plans that use job plan `jobPlanId`, live (binned ones left out). */
export function subscribePlansUsing(key: PlantKey, jobPlanId: string, listener: Listener<LiveList<MaintenancePlan>>) {
  return subscribe(
    (sdk, db) => sdk.query(planRefs(sdk, db).plans(key), sdk.where('jobPlan.id', '==', jobPlanId)),
    outOfBin(listener),
  );
}

/** The compliance rollup from `fromMonth` ('yyyy-mm') on: 12 documents for a year, whatever the plant's size. */
export function subscribeCompliance(key: PlantKey, fromMonth: string, listener: Listener<LiveList<PmComplianceMonth>>) {
  return subscribe(
    (sdk, db) => sdk.query(planRefs(sdk, db).pmCompliance(key), sdk.where('month', '>=', fromMonth)),
    listener,
  );
}

export { OPEN_PM_STATUSES };
/** The company's PM on-time rule (services/firebase/kpiSettings.ts): live, and an admin's choice. */
export { queuePmOnTimeRule, subscribeKpiSettings } from '../../services/firebase/kpiSettings';

/**
 * The plant's open preventive orders, earliest due first (overdue flags and the forecast's waiting
 * floating plans): a short list, the work in hand, not the year behind it. Composite index:
 * status + pm.due.
 */
export function subscribeOpenPmOrders(key: PlantKey, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('status', 'in', OPEN_PM_STATUSES),
        sdk.orderBy('pm.due'),
      ),
    listener,
  );
}

/** One plan's orders, latest due first (its page). Composite index: pm.planId + pm.due desc. */
export function subscribePlanOrders(key: PlantKey, planId: string, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('pm.planId', '==', planId),
        sdk.orderBy('pm.due', 'desc'),
        sdk.limit(PLAN_ORDERS_SHOWN),
      ),
    listener,
  );
}

/**
 * An admin's recount of the compliance rollup: reads from the server every preventive order due
 * in `months` (in pages, `progress` after each) and rewrites those months whole, in one batch.
 * Online only: it needs the server's orders, not the device's copy.
 */
export async function recountCompliance(
  key: PlantKey,
  months: readonly string[],
  by: Author,
  progress: (read: number, total: number | null) => void,
  rule: PmOnTimeRule = DEFAULT_PM_RULE,
): Promise<QueuedWrite> {
  const [sdk, db] = await sdkAndDb();
  const orders = workRefs(sdk, db).workRequests(key);
  const first = `${months[0]}-01`;
  const end = `${months[months.length - 1]}-32`;
  const inWindow = [sdk.where('pm.due', '>=', first), sdk.where('pm.due', '<', end)];
  const read = await readAllFromServer(sdk, orders, inWindow, 'pm.due', progress);
  const tallies = recountMonths(read, months, rule);
  const label: WriteLabel = {
    what: 'rebuild',
    record: months.length > 1 ? `${months[0]} – ${months[months.length - 1]}` : months.join(''),
    link: '/app/plans',
  };
  return queueBatch((batch, sdkIn, dbIn) => {
    for (const [month, plans] of tallies)
      batch.set(sdkIn.doc(dbIn, paths.pmComplianceMonth(key, month)), {
        month,
        plans,
        rule,
        order: null,
        version: null,
        updatedAt: sdkIn.serverTimestamp(),
        updatedBy: by.uid,
      });
  }, label);
}

/** The latest readings of one piece of equipment, newest first. */
export function subscribeReadings(key: PlantKey, eqid: string, listener: Listener<LiveList<MeterReading>>) {
  return subscribe(
    (sdk, db) => sdk.query(planRefs(sdk, db).readings(key, eqid), sdk.orderBy('readAt', 'desc'), sdk.limit(50)),
    listener,
  );
}

/** The last reading of each meter of one piece of equipment. */
export function subscribeLastReadings(key: PlantKey, eqid: string, listener: Listener<LiveList<LastReading>>) {
  return subscribe((sdk, db) => planRefs(sdk, db).lastReadings(key, eqid), listener);
}

/** The plant's meters: each one's latest reading and where its daily rate counts from (the forecast). */
export function subscribeMeters(key: PlantKey, listener: Listener<LiveList<MeterState>>) {
  return subscribe((sdk, db) => planRefs(sdk, db).meters(key), listener);
}

/** A meter's state in the plant's meters collection (the cache when offline), or null. */
export async function getMeterState(key: PlantKey, eqid: string, meterId: string): Promise<MeterState | null> {
  const [sdk, db] = await sdkAndDb();
  try {
    const snapshot = await sdk.getDoc(sdk.doc(planRefs(sdk, db).meters(key), meterStateId(eqid, meterId)));
    return snapshot.exists() ? snapshot.data() : null;
  } catch {
    return null;
  }
}

/** A meter's last value (the cache when offline), or null when it has none. */
export async function getLastReading(key: PlantKey, eqid: string, meterId: string): Promise<number | null> {
  const [sdk, db] = await sdkAndDb();
  const ref = sdk.doc(planRefs(sdk, db).lastReadings(key, eqid), meterId);
  try {
    const snapshot = await sdk.getDoc(ref);
    return snapshot.exists() ? snapshot.data().value : null;
  } catch {
    return null;
  }
}

/**
 * Creates (id null) or replaces a plan with its progress (admins). The id is made on the device,
 * so the plan's page opens at once, offline too.
 */
export async function queueSavePlan(
  key: PlantKey,
  id: string | null,
  input: PlanInput,
  progress: PlanProgress,
  by: Author,
): Promise<QueuedWrite & { id: string }> {
  const planId = id ?? newId();
  const label = planLabel(planId, input.title);
  const queued = await queueBatch((batch, sdk, db) => {
    const ref = sdk.doc(db, paths.maintenancePlan(key, planId));
    const data = { ...input, ...progress, updatedAt: sdk.serverTimestamp(), updatedBy: by.uid };
    if (id) batch.update(ref, data);
    else batch.set(ref, { ...data, createdAt: sdk.serverTimestamp(), createdBy: by.uid });
  }, label);
  return { ...queued, id: planId };
}

/** Pauses or resumes a plan (admins). */
export function queueSetActive(key: PlantKey, id: string, active: boolean, by: Author): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(sdk.doc(db, paths.maintenancePlan(key, id)), {
        active,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
      }),
    planLabel(id),
  );
}

/** Moves a paused plan to the bin (an admin can restore it there for 30 days; it comes back paused). */
export function queueBinPlan(
  key: PlantKey,
  plan: Pick<MaintenancePlan, 'id' | 'title'>,
  by: Author,
): Promise<QueuedWrite> {
  return queueBin(key, { kind: 'plan', id: plan.id, label: planLabel(plan.id, plan.title).record }, by.uid);
}

/**
 * A meter reading, the meter's last reading and its state in the plant's meters collection, in
 * one batch (the rules require all three); with a reset recorded by an admin, the meter plans'
 * rebased thresholds too. `since`: where the meter's rate counts from (forecast.ts sinceFor).
 */
export async function queueReading(
  key: PlantKey,
  input: ReadingInput,
  by: Author,
  rebased: { planId: string; nextThreshold: number }[] = [],
  since: 'here' | 'keep' | { value: number; readAt: string } = 'here',
): Promise<QueuedWrite & { id: string }> {
  const id = newId();
  const label: WriteLabel = { what: 'equipment', record: input.eqid, link: `/app/assets/equipment/${input.eqid}` };
  const queued = await queueBatch((batch, sdk, db) => {
    // The device's time: offline readings keep their order, and the cache can sort on it.
    const readAt = sdk.Timestamp.now();
    batch.set(sdk.doc(db, `${paths.readings(key, input.eqid)}/${id}`), {
      meterId: input.meterId,
      value: input.value,
      reset: input.reset,
      readAt,
      by: by.uid,
      byName: by.name,
    });
    batch.set(sdk.doc(db, `${paths.lastReadings(key, input.eqid)}/${input.meterId}`), {
      value: input.value,
      readingId: id,
      readAt,
      by: by.uid,
    });
    // 'keep' leaves the stored `since` as it is (a merge without it).
    batch.set(
      sdk.doc(db, `${paths.meters(key)}/${meterStateId(input.eqid, input.meterId)}`),
      {
        equipmentId: input.eqid,
        meterId: input.meterId,
        value: input.value,
        readAt,
        readingId: id,
        by: by.uid,
        ...(since === 'keep'
          ? {}
          : {
              since:
                since === 'here'
                  ? { value: input.value, readAt }
                  : { value: since.value, readAt: sdk.Timestamp.fromDate(new Date(since.readAt)) },
            }),
      },
      { merge: true },
    );
    for (const { planId, nextThreshold } of rebased)
      batch.update(sdk.doc(db, paths.maintenancePlan(key, planId)), {
        nextThreshold,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
      });
  }, label);
  return { ...queued, id };
}

/** The plans of one plant that use job plan `jobPlanId` (any revision), binned ones left out. */
export async function findPlansUsing(key: PlantKey, jobPlanId: string): Promise<MaintenancePlan[]> {
  const [sdk, db] = await sdkAndDb();
  const snapshot = await sdk.getDocs(sdk.query(planRefs(sdk, db).plans(key), sdk.where('jobPlan.id', '==', jobPlanId)));
  return snapshot.docs.flatMap((doc) => {
    try {
      const plan = doc.data();
      return plan.bin ? [] : [plan];
    } catch {
      return [];
    }
  });
}

/**
 * A plan takes its job plan's new revision: the revision's steps, craft, labour and permits, and
 * the link's revision (an admin's write the rules compare with that published revision).
 */
export function queueFollowJobPlan(
  key: PlantKey,
  plan: Pick<MaintenancePlan, 'id' | 'title'>,
  work: PlanWorkFromJob,
  link: JobPlanLink,
  by: Author,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(sdk.doc(db, paths.maintenancePlan(key, plan.id)), {
        ...work,
        jobPlan: link,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
      }),
    planLabel(plan.id, plan.title),
  );
}

/** The active plans counting on a meter (trigger meter or either) of one piece of equipment. */
export async function findMeterPlans(key: PlantKey, eqid: string, meterId: string): Promise<MaintenancePlan[]> {
  const [sdk, db] = await sdkAndDb();
  const snapshot = await sdk.getDocs(
    sdk.query(
      planRefs(sdk, db).plans(key),
      sdk.where('active', '==', true),
      sdk.where('trigger', 'in', ['meter', 'either']),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    try {
      const plan = doc.data();
      return plan.meter?.equipmentId === eqid && plan.meter.meterId === meterId ? [plan] : [];
    } catch {
      return [];
    }
  });
}

export interface DuePlans {
  /** Active plans that may be due: calendar plans whose `generateOn` has come, and every meter plan. */
  plans: MaintenancePlan[];
  /** The last value of each meter the meter plans use, by `${equipmentId}/${meterId}`. */
  lastReadings: Record<string, number>;
  /** Plan documents the two queries returned (the meters' last readings come on top, one per meter). */
  read: number;
  /** Whether any of it came from the offline cache. */
  fromCache: boolean;
}

export const meterKey = (equipmentId: string, meterId: string) => `${equipmentId}/${meterId}`;

/**
 * What generation needs, and no more: `active == true && generateOn <= today` (never every plan;
 * composite index active + generateOn) and the meter plans (`trigger in [meter, either]`) with
 * the last reading of their meters.
 */
export async function findDuePlans(key: PlantKey, today: string): Promise<DuePlans> {
  const [sdk, db] = await sdkAndDb();
  const refs = planRefs(sdk, db);
  const [calendar, meter] = await Promise.all([
    sdk.getDocs(sdk.query(refs.plans(key), sdk.where('active', '==', true), sdk.where('generateOn', '<=', today))),
    sdk.getDocs(
      sdk.query(refs.plans(key), sdk.where('active', '==', true), sdk.where('trigger', 'in', ['meter', 'either'])),
    ),
  ]);
  const byId = new Map<string, MaintenancePlan>();
  const read = (snapshot: FirestoreSdk.QuerySnapshot<MaintenancePlan>) => {
    for (const doc of snapshot.docs) {
      try {
        byId.set(doc.id, doc.data());
      } catch {
        // A damaged plan is left out here; the plans page names it.
      }
    }
  };
  read(calendar);
  read(meter);
  const meters = new Map<string, [string, string]>();
  for (const plan of byId.values())
    if (plan.meter && plan.trigger !== 'calendar')
      meters.set(meterKey(plan.meter.equipmentId, plan.meter.meterId), [plan.meter.equipmentId, plan.meter.meterId]);
  const lastReadings: Record<string, number> = {};
  let fromCache = calendar.metadata.fromCache || meter.metadata.fromCache;
  await Promise.all(
    [...meters].map(async ([k, [eqid, meterId]]) => {
      try {
        const snapshot = await sdk.getDoc(sdk.doc(refs.lastReadings(key, eqid), meterId));
        fromCache ||= snapshot.metadata.fromCache;
        if (snapshot.exists()) lastReadings[k] = snapshot.data().value;
      } catch {
        // No reading to compare with: the plan waits.
      }
    }),
  );
  return { plans: [...byId.values()], lastReadings, read: calendar.size + meter.size, fromCache };
}

/** One due plan's batch: the order, its history v1 (null → Ready to Schedule) and the plan's advance. */
export function queueGenerate(key: PlantKey, generation: Generation, by: Author): Promise<QueuedWrite> {
  const { order, advance } = generation;
  const label: WriteLabel = {
    what: 'pmGenerate',
    record: `${order.equipmentTag} · ${order.title}`,
    link: `/app/work/${generation.orderId}`,
    madeOnce: true,
  };
  return queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, `${paths.workRequests(key)}/${generation.orderId}`), {
      ...order,
      ...raisedStamps(sdk, order.rime),
      updatedAt: sdk.serverTimestamp(),
      updatedBy: by.uid,
    });
    batch.set(sdk.doc(db, `${paths.history(key, generation.orderId)}/v1`), {
      version: 1,
      from: null,
      to: 'readyToSchedule',
      by: by.uid,
      at: sdk.serverTimestamp(),
      note: '',
    });
    batch.update(sdk.doc(db, paths.maintenancePlan(key, order.pm.planId)), {
      ...advance,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: by.uid,
    });
  }, label);
}

/** Whether the server has the order (a refused generation whose order exists was made by another client). */
export async function orderExists(key: PlantKey, orderId: string): Promise<boolean> {
  const [sdk, db] = await sdkAndDb();
  try {
    return (await sdk.getDocFromServer(sdk.doc(db, `${paths.workRequests(key)}/${orderId}`))).exists();
  } catch {
    return false;
  }
}
