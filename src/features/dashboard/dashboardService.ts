// The dashboard's reads (docs/design.md §3 "dashboards use aggregation queries"): the
// rollup months (work figures and PM compliance, live, 12 + 12 small documents), the crew
// capacity, and server aggregations (count, sum) for what is "now" — the backlog, overdue PM,
// orders by stage and by age. Nothing here downloads the plant's orders; the admin's rebuild
// reads them page by page from the server, once, on request.
import type * as FirestoreSdk from 'firebase/firestore';
import { addDays } from '../../lib/days';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { type Listener, type LiveList, subscribe } from '../../services/firebase/live';
import { readAllFromServer } from '../../services/firebase/paged';
import { planRefs, type PmComplianceMonth } from '../../services/firebase/plans';
import { emptyCounts, statsRefs, type WorkStatsMonth } from '../../services/firebase/stats';
import { workRefs } from '../../services/firebase/work';
import {
  type DowntimeMonth,
  downtimeMonthFields,
  downtimeMonthsQuery,
  downtimePaths,
  recountDowntimeMonths,
} from '../../services/firebase/downtime';
import { type WeekOutcome, weekOutcomes } from '../../services/firebase/scheduleWeeks';
import { measuredWeeks } from '../../domain/scheduleWeeks';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';
import { OPEN_PM_STATUSES } from '../../domain/compliance';
import {
  BACKLOG_STATUSES,
  OPEN_STATUSES,
  PLANNING_STATUSES,
  READY_STATUSES,
  STAGE_GROUPS,
  type StageGroup,
} from '../../domain/statusMachine';
import { type CraftHours, monthsSpan } from '../../domain/kpis';
import { recountWorkStats, statsDrift } from '../../domain/workStats';
import { schedulePath } from '../../services/firebase/schedule';

export { subscribeSchedule } from '../../services/firebase/schedule';
export type { DowntimeMonth, LiveList, PmComplianceMonth, WorkStatsMonth };

/** The work-figures rollup of the months `first`…`last` ('yyyy-mm'), live. */
export function subscribeStats(
  key: PlantKey,
  first: string,
  last: string,
  listener: Listener<LiveList<WorkStatsMonth>>,
) {
  return subscribe(
    (sdk, db) =>
      sdk.query(statsRefs(sdk, db).workStats(key), sdk.where('month', '>=', first), sdk.where('month', '<=', last)),
    listener,
  );
}

/** The downtime rollup of the same months, live. */
export function subscribeDowntimeMonths(
  key: PlantKey,
  first: string,
  last: string,
  listener: Listener<LiveList<DowntimeMonth>>,
) {
  return subscribe((sdk, db) => downtimeMonthsQuery(sdk, db, key, first, last), listener);
}

/** The PM compliance rollup of the same months, live. */
export function subscribePmMonths(
  key: PlantKey,
  first: string,
  last: string,
  listener: Listener<LiveList<PmComplianceMonth>>,
) {
  return subscribe(
    (sdk, db) =>
      sdk.query(planRefs(sdk, db).pmCompliance(key), sdk.where('month', '>=', first), sdk.where('month', '<=', last)),
    listener,
  );
}

/** Open orders by age since raised: up to a week, a month, a quarter, older. */
export const AGE_BUCKETS = [
  { key: 'week', from: 0, to: 7 },
  { key: 'month', from: 8, to: 30 },
  { key: 'quarter', from: 31, to: 90 },
  { key: 'older', from: 91, to: null },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];

export interface DashboardCounts {
  /** The backlog (planned + ready work, BACKLOG_STATUSES): its orders and estimated hours. */
  backlogOrders: number;
  backlogHours: number;
  /** Backlog orders with no estimate yet (not in the hours). */
  backlogUnestimated: number;
  /** Estimated hours of the ready work in it (READY_STATUSES). */
  readyHours: number;
  /** Per craft with capacity set, the estimated hours of its ready work and of its work in planning. */
  crafts: Record<string, CraftHours>;
  /** Open preventive orders due in the period before today. */
  overduePm: number;
  /** Orders raised in the period, by stage group. */
  byGroup: Record<StageGroup, number>;
  /** Open orders (any time) by age. */
  byAge: Record<AgeBucket, number>;
  /** The period's ended weeks against their frozen schedules (SMRP 5.4.4), and the weeks nobody froze. */
  weeks: WeekOutcome[];
  unfrozenWeeks: string[];
}

/**
 * How many aggregation requests one count makes per plant (the bench sees them): the backlog's
 * count, its count + sum (one request), the ready work's sum, overdue PM, one per stage group, one
 * per age bucket, and two per craft with capacity (its ready and its planning hours). Schedule
 * compliance adds, per ended week of the period, one read of its frozen schedule and one count +
 * sum per 30 of its orders.
 */
export const aggregationQueries = (crafts: number) =>
  4 + Object.keys(STAGE_GROUPS).length + AGE_BUCKETS.length + 2 * crafts;

/**
 * The "now" figures for the period `from`…`to` (yyyy-mm-dd) on `today`. Server only: offline it
 * rejects (`unavailable`) and the page says which figures need a connection.
 */
export async function countDashboard(key: PlantKey, from: string, to: string, today: string): Promise<DashboardCounts> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const orders = workRefs(sdk, db).workRequests(key);
  const count = async (...constraints: FirestoreSdk.QueryConstraint[]) =>
    (await sdk.getCountFromServer(sdk.query(orders, ...constraints))).data().count;
  const stamp = (day: string, endOfDay = false) =>
    sdk.Timestamp.fromDate(new Date(`${day}T${endOfDay ? '23:59:59.999' : '00:00:00'}`));
  const backlog = sdk.where('status', 'in', [...BACKLOG_STATUSES]);
  const open = sdk.where('status', 'in', [...OPEN_STATUSES]);
  const groups = Object.keys(STAGE_GROUPS) as StageGroup[];
  const hoursOf = async (...constraints: FirestoreSdk.QueryConstraint[]) => {
    const { hours } = (
      await sdk.getAggregateFromServer(sdk.query(orders, ...constraints), { hours: sdk.sum('plan.estimatedHours') })
    ).data();
    // A sum over no document (or no number) is 0; never NaN on screen.
    return Number.isFinite(hours) ? hours : 0;
  };
  // The crafts counted one by one: those of the plant's crew capacity (crafts are the plant's own words).
  const schedule = await sdk.getDocFromServer(sdk.doc(db, schedulePath(key)));
  const capacity = (schedule.get('capacity') ?? {}) as Record<string, unknown>;
  const crafts = Object.keys(capacity).filter((c) => typeof capacity[c] === 'number');
  const craftHours = (craft: string, statuses: readonly string[]) =>
    hoursOf(sdk.where('status', 'in', [...statuses]), sdk.where('plan.craft', '==', craft));
  const [backlogOrders, estimated, readyHours, perCraft, overduePm, byGroup, byAge, weeks] = await Promise.all([
    count(backlog),
    // Several aggregations in one query count only documents holding every field: the orders
    // are counted apart (above), this sum is of the estimated ones.
    sdk.getAggregateFromServer(sdk.query(orders, backlog), { n: sdk.count(), hours: sdk.sum('plan.estimatedHours') }),
    hoursOf(sdk.where('status', 'in', [...READY_STATUSES])),
    Promise.all(
      crafts.map(async (craft): Promise<[string, CraftHours]> => {
        const [ready, planning] = await Promise.all([
          craftHours(craft, READY_STATUSES),
          craftHours(craft, PLANNING_STATUSES),
        ]);
        return [craft, { ready, planning }];
      }),
    ),
    count(
      sdk.where('status', 'in', [...OPEN_PM_STATUSES]),
      sdk.where('pm.due', '>=', from),
      sdk.where('pm.due', '<', to < today ? addDays(to, 1) : today),
    ),
    Promise.all(
      groups.map((g) =>
        count(
          sdk.where('status', 'in', [...STAGE_GROUPS[g]]),
          sdk.where('raisedAt', '>=', stamp(from)),
          sdk.where('raisedAt', '<=', stamp(to, true)),
        ),
      ),
    ),
    Promise.all(
      AGE_BUCKETS.map((b) =>
        count(
          open,
          ...(b.to === null ? [] : [sdk.where('raisedAt', '>=', stamp(addDays(today, -b.to)))]),
          sdk.where('raisedAt', '<', stamp(addDays(today, 1 - b.from))),
        ),
      ),
    ),
    weekOutcomes(key, measuredWeeks(from, to, today)),
  ]);
  const { n, hours } = estimated.data();
  return {
    backlogOrders,
    backlogHours: Number.isFinite(hours) ? hours : 0,
    backlogUnestimated: Math.max(0, backlogOrders - n),
    readyHours,
    crafts: Object.fromEntries(perCraft),
    overduePm,
    byGroup: Object.fromEntries(groups.map((g, i) => [g, byGroup[i]])) as Record<StageGroup, number>,
    byAge: Object.fromEntries(AGE_BUCKETS.map((b, i) => [b.key, byAge[i]])) as Record<AgeBucket, number>,
    weeks: weeks.outcomes,
    unfrozenWeeks: weeks.unfrozen,
  };
}

/**
 * The admin's rebuild: reads from the server every order completed in `months` (in pages,
 * `progress` after each) and every stop that ended in them, and rewrites those months of the
 * work-figures and the downtime rollups whole, in one batch (the rules let only admins; order and
 * version, or last, null). Says which months had drifted.
 */
export async function rebuildStats(
  key: PlantKey,
  months: readonly string[],
  uid: string,
  progress: (read: number, total: number | null) => void,
): Promise<QueuedWrite & { orders: number; drifted: string[] }> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  // What the months said before: the rebuild reports which had drifted from the orders.
  const stored = await sdk.getDocsFromServer(
    sdk.query(
      statsRefs(sdk, db).workStats(key),
      sdk.where('month', '>=', months[0]),
      sdk.where('month', '<=', months[months.length - 1]),
    ),
  );
  const before = new Map(stored.docs.map((d) => [d.id, d.data()]));
  const { start: first, end } = monthsSpan(months);
  const orders = await readAllFromServer(
    sdk,
    workRefs(sdk, db).workRequests(key),
    [
      sdk.where('completedAt', '>=', sdk.Timestamp.fromDate(first)),
      sdk.where('completedAt', '<', sdk.Timestamp.fromDate(end)),
    ],
    'completedAt',
    progress,
  );
  const recount = recountWorkStats(orders, months);
  // The downtime months too, from the stops that ended in them.
  const downtime = await recountDowntimeMonths(key, months);
  const drifted = [
    ...new Set([
      ...[...recount]
        .filter(([month, counts]) => statsDrift(before.get(month) ?? emptyCounts(), counts).length)
        .map(([month]) => month),
      ...downtime.drifted,
    ]),
  ].sort();
  const label: WriteLabel = {
    what: 'rebuild',
    record: months.length > 1 ? `${months[0]} – ${months[months.length - 1]}` : months.join(''),
    link: '/app/dashboard',
  };
  const queued = await queueBatch((batch, sdkIn, dbIn) => {
    for (const [month, counts] of recount)
      batch.set(sdkIn.doc(dbIn, paths.workStatsMonth(key, month)), {
        month,
        ...counts,
        order: null,
        version: null,
        updatedAt: sdkIn.serverTimestamp(),
        updatedBy: uid,
      });
    for (const [month, counts] of downtime.months)
      batch.set(sdkIn.doc(dbIn, downtimePaths.month(key, month)), downtimeMonthFields(sdkIn, month, counts, uid));
  }, label);
  return { ...queued, orders: orders.length, drifted };
}
