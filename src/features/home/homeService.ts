// Home: the figures the signed-in person must act on, counted by the server with
// aggregation queries (count, sum) so their cost does not grow with the plant's work orders, and
// two short live lists (the requests I raised, today's schedule) that the device's cache can show
// offline. Composite indexes these queries need are listed in docs/architecture.md ("Home").
import type * as FirestoreSdk from 'firebase/firestore';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { type Listener, type LiveList, subscribe } from '../../services/firebase/live';
import { type WorkRequest, workRefs } from '../../services/firebase/work';
import { BACKLOG_STATUSES, OPEN_STATUSES, TRIAGE_STATUSES } from '../../domain/statusMachine';

export type { LiveList, WorkRequest };

/** What the server counted for one person in one plant; the admin figures are null for editors. */
export interface HomeCounts {
  /** Open work assigned to me. */
  myOpen: number;
  /** Whether the plant has any work request at all (first run). */
  anyWork: boolean;
  admin: {
    /** Requests waiting for triage (New, Awaiting Further Review). */
    triage: number;
    /** Open work scheduled for a day before today. */
    overdueWork: number;
    /** Open preventive orders whose due date has passed. */
    overduePm: number;
    awaitingMaterials: number;
    /** Approved open work (the backlog statuses): how many orders and their estimated hours. */
    backlogOrders: number;
    backlogHours: number;
    /** Backlog orders with no plan (no estimate yet): not in the hours. */
    backlogUnestimated: number;
  } | null;
}

/** Today's work is on the schedule or under way. */
export const TODAY_STATUSES = ['weeklySchedule', 'dailySchedule', 'inProgress'] as const;

/** How many of my requests and of today's orders Home lists (the links lead to the rest). */
export const MY_REQUESTS_SHOWN = 5;
export const TODAY_SHOWN = 10;

type Sdk = typeof FirestoreSdk;

/**
 * Counts Home's figures for `uid` in the plant on `day` (yyyy-mm-dd, the device's today). Server
 * only: offline it rejects (code `unavailable`) and the page says the figures need a connection.
 */
export async function countHome(key: PlantKey, uid: string, day: string, admin: boolean): Promise<HomeCounts> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const orders = sdk.collection(db, paths.workRequests(key));
  const count = async (...constraints: FirestoreSdk.QueryConstraint[]) =>
    (await sdk.getCountFromServer(sdk.query(orders, ...constraints))).data().count;
  const open = sdk.where('status', 'in', [...OPEN_STATUSES]);
  const [myOpen, anyWork, adminCounts] = await Promise.all([
    count(sdk.where('assignees', 'array-contains', uid), open),
    count(sdk.limit(1)),
    admin ? countAdmin(sdk, orders, day) : Promise.resolve(null),
  ]);
  return { myOpen, anyWork: anyWork > 0, admin: adminCounts };
}

async function countAdmin(
  sdk: Sdk,
  orders: FirestoreSdk.CollectionReference,
  day: string,
): Promise<NonNullable<HomeCounts['admin']>> {
  const count = async (...constraints: FirestoreSdk.QueryConstraint[]) =>
    (await sdk.getCountFromServer(sdk.query(orders, ...constraints))).data().count;
  const open = sdk.where('status', 'in', [...OPEN_STATUSES]);
  const backlogStatuses = sdk.where('status', 'in', [...BACKLOG_STATUSES]);
  const [triage, overdueWork, overduePm, awaitingMaterials, backlogOrders, estimated] = await Promise.all([
    count(sdk.where('status', 'in', [...TRIAGE_STATUSES])),
    // A string range only matches strings: orders with no day (null) are left out.
    count(open, sdk.where('scheduledFor', '<', day)),
    count(open, sdk.where('pm.due', '<', day)),
    count(sdk.where('status', '==', 'awaitingMaterials')),
    count(backlogStatuses),
    // Several aggregations in one query count only the documents holding every aggregated field:
    // this count is of the orders with an estimate, so the backlog's orders are counted apart.
    sdk.getAggregateFromServer(sdk.query(orders, backlogStatuses), {
      orders: sdk.count(),
      hours: sdk.sum('plan.estimatedHours'),
    }),
  ]);
  const { orders: withEstimate, hours } = estimated.data();
  return {
    triage,
    overdueWork,
    overduePm,
    awaitingMaterials,
    backlogOrders,
    backlogUnestimated: Math.max(0, backlogOrders - withEstimate),
    // A sum over no document (or no number) is 0; never NaN on screen.
    backlogHours: Number.isFinite(hours) ? hours : 0,
  };
}

/** The requests I raised, newest first, with their status (composite index: raisedBy + raisedAt desc). */
export function subscribeMyRequests(key: PlantKey, uid: string, listener: Listener<LiveList<WorkRequest>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('raisedBy', '==', uid),
        sdk.orderBy('raisedAt', 'desc'),
        sdk.limit(MY_REQUESTS_SHOWN),
      ),
    listener,
  );
}

/**
 * Today's schedule: the orders scheduled for `day` on the weekly or daily schedule or in
 * progress; only those assigned to `assignee` when given (an editor's own day).
 */
export function subscribeToday(
  key: PlantKey,
  day: string,
  assignee: string | null,
  listener: Listener<LiveList<WorkRequest>>,
) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('scheduledFor', '==', day),
        sdk.where('status', 'in', [...TODAY_STATUSES]),
        ...(assignee ? [sdk.where('assignees', 'array-contains', assignee)] : []),
        sdk.limit(TODAY_SHOWN),
      ),
    listener,
  );
}
