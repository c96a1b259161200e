// Work requests, live (docs/design.md §3, §4, §6): the queues of one plant inside the data filter, the
// order on screen with its timeline, the scheduled work, the counts per stage group, and the
// offline-first writes. Every change is one batch: the order (its version one up) and the history
// event `v{version}` — so the timeline never misses a step, and of two clients changing the same
// version only the first is accepted (firestore.rules).
import type { DataWindow } from '../../lib/dataWindow';
import { today } from '../../lib/days';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type * as FirestoreSdk from 'firebase/firestore';
import { getDb } from '../../services/firebase/firestore';
import {
  type Listener,
  type LiveDoc,
  type LiveList,
  subscribe,
  subscribeAll,
  subscribeByIds,
  windowConstraints,
} from '../../services/firebase/live';
import { planRefs, type PlanProgress } from '../../services/firebase/plans';
import { readCacheFirst } from '../../services/firebase/reads';
import {
  checklistProgress,
  type HistoryEvent,
  type PmOrigin,
  type WorkChanges,
  raisedStamps,
  type WorkRequest,
  workRefs,
} from '../../services/firebase/work';
import { type QueuedWrite, queueBatch } from '../../services/firebase/writes';
import { statsFields, statsOfMove, type StatsOrder } from '../../domain/workStats';
import { DEFAULT_PM_RULE, movesTally, tallyOfMove } from '../../domain/compliance';
import { pmRuleFor } from '../../services/firebase/kpiSettings';
import { advancesOnCompletion, completionAdvance } from '../../domain/generation';
import { inCodeOrder } from '../../domain/referenceLists';
import { rime } from '../../domain/rime';
import { OPEN_STATUSES, STAGE_GROUPS, type StageGroup, type WorkStatus } from '../../domain/statusMachine';
import { type PortalOrigin, portalStage } from '../../domain/portal';
import { newWorkNumber, workKeywords, workNumberLabel } from './workNumber';
import type { QueueId, RaiseInput } from './workSlice';
import type { Author } from '../../domain/author';
import type { TimeEntry, TimeInput } from '../../domain/timeEntries';

export type { HistoryEvent, LiveDoc, LiveList, WorkRequest };

const RAISED_AT = 'raisedAt';

/** One queue inside the data filter's window, newest first; "mine" merges assigned-to-me and raised-by-me. */
export function subscribeQueue(
  key: PlantKey,
  queue: QueueId,
  uid: string,
  window: DataWindow,
  pages: number,
  listener: Listener<LiveList<WorkRequest>>,
): () => void {
  const win = { ...window, field: RAISED_AT };
  if (queue !== 'mine')
    return subscribe(
      (sdk, db) =>
        sdk.query(
          workRefs(sdk, db).workRequests(key),
          ...(queue === 'all' ? [] : [sdk.where('status', 'in', [...STAGE_GROUPS[queue]])]),
          ...windowConstraints(sdk, win, pages, { lookAhead: false }),
        ),
      listener,
    );
  // My open work: two live queries merged by number (Firestore's OR across an array-contains is avoided).
  const mine = (
    [
      ['assignees', 'array-contains'],
      ['raisedBy', '=='],
    ] as const
  ).map(
    ([field, op]) =>
      (part: Listener<LiveList<WorkRequest>>) =>
        subscribe(
          (sdk, db) =>
            sdk.query(
              workRefs(sdk, db).workRequests(key),
              sdk.where(field, op, uid),
              sdk.where('status', 'in', [...OPEN_STATUSES]),
              ...windowConstraints(sdk, win, pages, { lookAhead: false }),
            ),
          part,
        ),
  );
  return subscribeAll(
    mine,
    (parts) => ({
      items: [...new Map(parts.flatMap((p) => p.items).map((i) => [i.number, i])).values()].sort((x, y) =>
        (y.raisedAt ?? '9').localeCompare(x.raisedAt ?? '9'),
      ),
      fromCache: parts.some((p) => p.fromCache),
      hasPendingWrites: parts.some((p) => p.hasPendingWrites),
      corrupt: parts.flatMap((p) => p.corrupt),
    }),
    listener,
  );
}

/** How many orders Awaiting Materials a purchase order's page looks through. */
export const AWAITING_READ = 200;

/** The plant's orders Awaiting Materials, whatever their age: a receipt may let them go. */
export function subscribeAwaitingMaterials(key: PlantKey, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('status', '==', 'awaitingMaterials'),
        sdk.limit(AWAITING_READ),
      ),
    listener,
  );
}

/** The scheduled work (Weekly and Daily Work Schedule), whatever its age: the schedule views. */
export function subscribeScheduled(key: PlantKey, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('status', 'in', [...STAGE_GROUPS.scheduled]),
        sdk.limit(500),
      ),
    listener,
  );
}

/** A plant's ready backlog (Ready to Schedule), for the planner's board; ranked on the client. */
export function subscribeReady(key: PlantKey, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(workRefs(sdk, db).workRequests(key), sdk.where('status', '==', 'readyToSchedule'), sdk.limit(1000)),
    listener,
  );
}

/**
 * A plant's ready backlog in ranking order (RIME and age: `rankAt`, earliest first), the first
 * `limit` orders and one more to tell whether there are more: what the planner's board shows,
 * read a window at a time instead of all of it.
 */
export function subscribeReadyRanked(key: PlantKey, limit: number, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('status', '==', 'readyToSchedule'),
        sdk.orderBy('rankAt', 'asc'),
        sdk.limit(limit + 1),
      ),
    listener,
  );
}

/** The ready backlog's size from the server: its orders, their estimated hours, and the hours of each craft asked. */
export interface ReadyTotals {
  orders: number;
  hours: number;
  /** By the craft as asked (exactly as stored: a craft's spelling is the plant's own). */
  byCraft: Record<string, number>;
}

/** At most this many crafts are counted one by one (one aggregation each). */
const READY_CRAFTS_COUNTED = 20;

/**
 * Counts the ready backlog on the server (aggregations: no document is downloaded): its orders, its
 * hours, and the hours of each of `crafts`. Server only: offline it rejects (`unavailable`).
 */
export async function countReady(key: PlantKey, crafts: readonly string[]): Promise<ReadyTotals> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const orders = workRefs(sdk, db).workRequests(key);
  const ready = sdk.where('status', '==', 'readyToSchedule');
  const hoursOf = async (...constraints: FirestoreSdk.QueryConstraint[]) => {
    const { hours } = (
      await sdk.getAggregateFromServer(sdk.query(orders, ready, ...constraints), {
        hours: sdk.sum('plan.estimatedHours'),
      })
    ).data();
    // A sum over no document is 0; never NaN on screen.
    return Number.isFinite(hours) ? hours : 0;
  };
  const asked = [...new Set(crafts)].slice(0, READY_CRAFTS_COUNTED);
  const [count, hours, perCraft] = await Promise.all([
    sdk.getCountFromServer(sdk.query(orders, ready)),
    hoursOf(),
    Promise.all(asked.map(async (craft) => [craft, await hoursOf(sdk.where('plan.craft', '==', craft))] as const)),
  ]);
  return { orders: count.data().count, hours, byCraft: Object.fromEntries(perCraft) };
}

/** Chosen orders of a plant by number (a shutdown's work), live; numbers that are not orders are missing. */
export function subscribeOrdersByNumbers(
  key: PlantKey,
  numbers: readonly string[],
  listener: Listener<LiveList<WorkRequest>>,
) {
  return subscribeByIds((sdk, db) => workRefs(sdk, db).workRequests(key), numbers, listener);
}

/** The latest work orders on one piece of equipment, newest first (its page's recent history). */
export function subscribeEquipmentWork(key: PlantKey, eqid: string, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('equipmentId', '==', eqid),
        sdk.orderBy(RAISED_AT, 'desc'),
        sdk.limit(10),
      ),
    listener,
  );
}

export function subscribeWorkRequest(key: PlantKey, number: string, listener: Listener<LiveDoc<WorkRequest>>) {
  return subscribe((sdk, db) => workRefs(sdk, db).workRequest(key, number), listener);
}

export function subscribeHistory(key: PlantKey, number: string, listener: Listener<LiveList<HistoryEvent>>) {
  return subscribe(
    (sdk, db) => sdk.query(workRefs(sdk, db).history(key, number), sdk.orderBy('version', 'asc')),
    listener,
  );
}

/** The history event of `version` (from → to by the writer, stamped by the server), in `batch`. */
function addEvent(
  batch: FirestoreSdk.WriteBatch,
  sdk: typeof FirestoreSdk,
  db: FirestoreSdk.Firestore,
  history: string,
  event: { version: number; from: WorkStatus | null; to: WorkStatus; by: Author; note: string },
) {
  batch.set(sdk.doc(db, `${history}/v${event.version}`), {
    version: event.version,
    from: event.from,
    to: event.to,
    by: event.by.uid,
    at: sdk.serverTimestamp(),
    note: event.note.slice(0, 1000),
  });
}

/** An order's time entries, oldest first (at most 500: a work order's time, not a ledger of years). */
export function subscribeTimeEntries(key: PlantKey, number: string, listener: Listener<LiveList<TimeEntry>>) {
  return subscribe(
    (sdk, db) => sdk.query(workRefs(sdk, db).timeEntries(key, number), sdk.orderBy('at', 'asc'), sdk.limit(500)),
    listener,
  );
}

/**
 * Logs the writer's time on an order in progress: the entry (appended, never changed), the
 * order's actual hours up by exactly its hours, version one up, and the history event of that
 * version, in one batch (firestore.rules newTimeEntry checks the order moved by the entry).
 */
export function queueTimeEntry(
  key: PlantKey,
  current: Pick<WorkRequest, 'number' | 'status' | 'version' | 'execution' | 'plan'>,
  input: TimeInput,
  by: Author,
): Promise<QueuedWrite> {
  const version = current.version + 1;
  const total = Math.round(((current.execution?.actualHours ?? 0) + input.hours) * 100) / 100;
  return queueBatch(
    (batch, sdk, db) => {
      const stamp = (iso: string | null) => (iso ? sdk.Timestamp.fromDate(new Date(iso)) : null);
      batch.set(sdk.doc(sdk.collection(db, paths.timeEntries(key, current.number))), {
        by: by.uid,
        byName: by.name,
        craft: current.plan?.craft.trim().slice(0, 60) ?? '',
        startedAt: stamp(input.startedAt),
        endedAt: stamp(input.endedAt),
        hours: input.hours,
        note: input.note.trim(),
        at: sdk.serverTimestamp(),
      });
      batch.update(sdk.doc(db, `${paths.workRequests(key)}/${current.number}`), {
        'execution.actualHours': total,
        version,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
      });
      addEvent(batch, sdk, db, paths.history(key, current.number), {
        version,
        from: current.status,
        to: current.status,
        by,
        note: `${input.hours} h${input.note.trim() ? `: ${input.note.trim()}` : ''}`,
      });
    },
    {
      what: 'workTime',
      values: { hours: String(input.hours) },
      record: workNumberLabel(current.number),
      link: `/app/work/${current.number}`,
    },
  );
}

/** How many orders of each stage group were raised inside the window (aggregation: cost does not grow with the data). */
export async function countByGroup(key: PlantKey, window: DataWindow): Promise<Record<StageGroup, number>> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const from = sdk.Timestamp.fromDate(window.from);
  const to = sdk.Timestamp.fromDate(window.to);
  const groups = Object.keys(STAGE_GROUPS) as StageGroup[];
  const counts = await Promise.all(
    groups.map((g) =>
      sdk.getCountFromServer(
        sdk.query(
          sdk.collection(db, paths.workRequests(key)),
          sdk.where('status', 'in', [...STAGE_GROUPS[g]]),
          sdk.where(RAISED_AT, '>=', from),
          sdk.where(RAISED_AT, '<=', to),
        ),
      ),
    ),
  );
  return Object.fromEntries(groups.map((g, i) => [g, counts[i].data().count])) as Record<StageGroup, number>;
}

export type { Author } from '../../domain/author';

/** Raises a request (status New, history v1); its number is known at once, offline too. */
export async function queueRaise(
  key: PlantKey,
  input: RaiseInput,
  equipment: EquipmentSummary,
  by: Author,
): Promise<QueuedWrite & { number: string }> {
  const number = input.followUp?.number ?? newWorkNumber();
  const queued = await queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, `${paths.workRequests(key)}/${number}`);
      batch.set(ref, {
        number,
        title: input.title.trim(),
        // The title's search words: a search asks array-contains one of them.
        keywords: workKeywords(input.title, number),
        description: input.description.trim(),
        equipmentId: equipment.id,
        equipmentTag: equipment.tag,
        equipmentName: equipment.name,
        criticality: equipment.criticality,
        workType: input.workType,
        rime: rime(equipment.criticality, input.workType),
        ...raisedStamps(sdk, rime(equipment.criticality, input.workType)),
        status: 'new',
        version: 1,
        raisedBy: by.uid,
        raisedByName: by.name,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
        reason: null,
        plan: null,
        scheduledFor: null,
        execution: null,
        assignees: [],
        ...(input.followUp ? { followUpOf: { ...input.followUp.of } } : {}),
      });
      addEvent(batch, sdk, db, paths.history(key, number), { version: 1, from: null, to: 'new', by, note: '' });
    },
    {
      what: 'workRaise',
      record: `${number} · ${input.title.trim()}`,
      link: `/app/work/${number}`,
      // Refused, it no longer exists: "edit and retry" opens the form again with what was typed.
      retry: '/app/work/new',
      draft: {
        title: input.title,
        description: input.description,
        equipmentId: input.equipmentId,
        workType: input.workType,
      },
      ...(input.replaces ? { replaces: input.replaces } : {}),
      // A reading's follow-up already raised on another device is the same document: the rules
      // refuse the second as an overwrite, and the reading has its follow-up, so nothing is said.
      ...(input.followUp ? { madeOnce: true } : {}),
    },
  );
  return { ...queued, number };
}

/**
 * A status move (`to` ≠ the current status) or an update (`to` = it): the order with its version
 * one up and what changed, and the history event of that version, in one batch. A move to Work
 * Complete stamps `completedAt` (the device's time: the work was done when the technician said so,
 * even if it syncs later; the rules bound it) and, for a floating plan's latest order,
 * advances the plan in the same batch; rework (Work Complete → In Progress) clears
 * `completedAt` and the signature. A signature is stamped with the signer's uid and the server's time.
 * A preventive order's completion, rework or cancellation moves its due month's compliance
 * rollup (`pmCompliance/{yyyy-mm}`) in the same batch. A move of a request sent through the request
 * portal moves what its sender sees (`portalStatus/{status}`: the stage of the new status) in the
 * same batch too (firestore.rules portalStatusStep).
 */
export async function queueChange(
  key: PlantKey,
  current: Pick<WorkRequest, 'number' | 'status' | 'version'> &
    Partial<StatsOrder> & {
      pm?: PmOrigin | null;
      completedAt?: string | null;
      portal?: PortalOrigin | null;
    },
  to: WorkStatus,
  changes: WorkChanges,
  note: string,
  by: Author,
): Promise<QueuedWrite> {
  const version = current.version + 1;
  const completing = to === 'workComplete' && current.status !== 'workComplete';
  const rework = current.status === 'workComplete' && to === 'inProgress';
  const advance = completing && current.pm ? await floatingAdvance(key, current.number, current.pm) : null;
  // Counted by its due month's on-time rule (the month's own, or the company's for a new month).
  const pmRule =
    current.pm && to !== current.status && movesTally(current.status, to)
      ? await pmRuleFor(key, current.pm.due.slice(0, 7))
      : DEFAULT_PM_RULE;
  const tally =
    current.pm && to !== current.status
      ? tallyOfMove({ ...current, pm: current.pm, completedAt: current.completedAt ?? null }, to, today(), pmRule)
      : null;
  const completedAt = new Date().toISOString();
  // A completion counts the order as it will be (with this move's execution) in the month it is
  // completed in; rework takes back what was counted.
  const stats = current.raisedAt
    ? statsOfMove({ ...(current as StatsOrder), ...(completing ? changes : {}) }, to, completedAt)
    : null;
  return queueBatch(
    (batch, sdk, db) => {
      const { signature, acknowledge, checklist, ...rest } = changes;
      // State keeps dates as ISO text; the document keeps a timestamp.
      const execution = changes.execution && {
        ...changes.execution,
        // In the order of their codes (firestore.rules isDelays: ascending codes are distinct).
        delays: inCodeOrder(changes.execution.delays),
        startedAt: changes.execution.startedAt ? sdk.Timestamp.fromDate(new Date(changes.execution.startedAt)) : null,
      };
      batch.update(sdk.doc(db, `${paths.workRequests(key)}/${current.number}`), {
        ...rest,
        // A new title rewrites its search words in the same write (firestore.rules requires them).
        ...(changes.title !== undefined ? { keywords: workKeywords(changes.title, current.number) } : {}),
        ...(changes.execution !== undefined ? { execution } : {}),
        // What was recorded, step by step; the steps themselves never change.
        ...(checklist !== undefined ? checklistProgress(checklist) : {}),
        ...(signature !== undefined
          ? { signature: signature && { name: signature.name, by: by.uid, at: sdk.serverTimestamp() } }
          : {}),
        // The writer's own acknowledgement (under their uid), stamped by the server (firestore.rules).
        ...(acknowledge
          ? {
              [`acknowledgements.${acknowledge.procedureId}.${by.uid}`]: {
                revision: acknowledge.revision,
                by: by.uid,
                byName: by.name,
                at: sdk.serverTimestamp(),
              },
            }
          : {}),
        ...(completing ? { completedAt: sdk.Timestamp.fromDate(new Date(completedAt)) } : {}),
        ...(rework ? { completedAt: null, signature: null } : {}),
        status: to,
        version,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: by.uid,
      });
      addEvent(batch, sdk, db, paths.history(key, current.number), {
        version,
        from: current.status,
        to,
        by,
        note: note.trim(),
      });
      if (tally) {
        // One counter moves; increment(0) makes the other two on a month's first tally.
        const step = (counter: string) => sdk.increment(counter === tally.counter ? tally.by : 0);
        batch.set(
          sdk.doc(db, paths.pmComplianceMonth(key, tally.month)),
          {
            month: tally.month,
            plans: { [tally.planId]: { onTime: step('onTime'), late: step('late'), missed: step('missed') } },
            rule: pmRule,
            order: current.number,
            version,
            updatedAt: sdk.serverTimestamp(),
            updatedBy: by.uid,
          },
          { merge: true },
        );
      }
      if (stats)
        batch.set(
          sdk.doc(db, paths.workStatsMonth(key, stats.month)),
          {
            ...statsFields(stats, sdk.increment),
            order: current.number,
            version,
            updatedAt: sdk.serverTimestamp(),
            updatedBy: by.uid,
          },
          { merge: true },
        );
      if (current.portal && to !== current.status)
        batch.update(sdk.doc(db, paths.portalStatus(current.portal.status)), {
          stage: portalStage(to),
          updatedAt: sdk.serverTimestamp(),
        });
      if (advance)
        batch.update(sdk.doc(db, paths.maintenancePlan(key, advance.planId)), {
          nextDue: advance.nextDue,
          generateOn: advance.generateOn,
          nextThreshold: advance.nextThreshold,
          updatedAt: sdk.serverTimestamp(),
          updatedBy: by.uid,
        });
    },
    {
      what: to === current.status ? 'workUpdate' : 'workMove',
      values: { to },
      record: workNumberLabel(current.number),
      link: `/app/work/${current.number}`,
    },
  );
}

// --- Floating plans: the next due date counts from the completion (docs/design.md §5) -------------

/** The plan advance to write with a PM order's completion, or null when its plan does not float from it. */
async function floatingAdvance(
  key: PlantKey,
  number: string,
  pm: PmOrigin,
): Promise<(Pick<PlanProgress, 'nextDue' | 'generateOn' | 'nextThreshold'> & { planId: string }) | null> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const refs = planRefs(sdk, db);
  // A cached fixed plan is believed (scheduling seldom changes); a cached floating one must name this order.
  const plan = await readCacheFirst(
    sdk,
    refs.plan(key, pm.planId),
    (p) => p.scheduling === 'fixed' || advancesOnCompletion(p, number),
  );
  if (!plan || !advancesOnCompletion(plan, number)) return null;
  const last =
    plan.trigger !== 'calendar' && plan.meter
      ? await readCacheFirst(sdk, sdk.doc(refs.lastReadings(key, plan.meter.equipmentId), plan.meter.meterId))
      : null;
  const advance = completionAdvance(plan, today(), last?.value ?? pm.threshold ?? null);
  return advance && { planId: plan.id, ...advance };
}
