// The dashboard's side effects: while a dashboard page is open, the saved plant's
// rollup months (work figures, PM compliance) and crew capacity, live; the server's "now" counts
// when the page opens, when the plant or the period changes, when the rollup moves (debounced: a
// colleague's completion changes the backlog too), when the browser comes back online, and on
// "Refresh". Offline the counts say they need a connection; the rollup shows the device's copy.
// The admin's rebuild reads the orders from the server and rewrites the months.
import { buffers, channel, type Task } from 'redux-saga';
import { all, call, cancel, debounce, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { watchLive, whenBackOnline, whileSignedIn } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import { dayOf, today } from '../../lib/days';
import { type AppError, toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type { Listener, LiveDoc } from '../../services/firebase/live';
import type { ScheduleSettings } from '../../services/firebase/schedule';
import type { QueuedWrite } from '../../services/firebase/writes';
import { plantCleared, plantSelected, selectSavedPlant } from '../plant/plantSlice';
import { selectPickable } from '../plant/registerSlice';
import { dataFilterChanged } from '../settings/settingsSlice';
import {
  countDashboard,
  type DashboardCounts,
  type LiveList,
  type PmComplianceMonth,
  rebuildStats,
  subscribePmMonths,
  subscribeSchedule,
  subscribeStats,
  type WorkStatsMonth,
} from './dashboardService';
import {
  capacityReceived,
  dashboardClosed,
  dashboardCountsFailed,
  dashboardCountsReceived,
  dashboardOpened,
  dashboardRefreshRequested,
  dashboardScopeChanged,
  dashboardStarted,
  type DashboardScope,
  type DashboardState,
  monthsFailed,
  pmReceived,
  rebuildDone,
  rebuildFailed,
  rebuildProgress,
  rebuildRequested,
  selectDashboard,
  statsReceived,
} from './dashboardSlice';
import { monthsBetween, trendMonths } from '../../domain/kpis';

/** A burst of rollup changes (a sync after reconnecting) is counted once. */
export const RECOUNT_AFTER_MS = 1500;
const ROLLUP_CHANGED = 'dashboard/rollupChanged';

interface Period {
  from: string;
  to: string;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The months the dashboard reads: the period's, and the 12 months of trends ending with it. */
export function monthsOf(period: Period): { first: string; last: string; months: string[] } {
  const months = [...new Set([...trendMonths(period.to), ...monthsBetween(period.from, period.to)])].sort();
  return { first: months[0], last: months[months.length - 1], months };
}

const periodOf = (s: { settings: { dataFilter: { fromDate: string; toDate: string } } }): Period => ({
  from: dayOf(new Date(s.settings.dataFilter.fromDate)),
  to: dayOf(new Date(s.settings.dataFilter.toDate)),
});

/** The plants a scope sums: the saved plant, its site's plants, or every plant of the company. */
export function scopeKeys(
  saved: PlantKey,
  sites: readonly { site: { id: string }; plants: readonly { id: string }[] }[],
  scope: DashboardScope,
): PlantKey[] {
  if (scope === 'plant') return [saved];
  const keys = sites
    .filter(({ site }) => scope === 'company' || site.id === saved.site)
    .flatMap(({ site, plants }) => plants.map((p) => ({ ...saved, site: site.id, plant: p.id })));
  // The saved plant always counts (the register may not have answered yet).
  return keys.some((k) => k.site === saved.site && k.plant === saved.plant) ? keys : [saved, ...keys];
}

/** Several plants' counts as one. */
export function sumCounts(all: readonly DashboardCounts[]): DashboardCounts {
  const add = <K extends string>(a: Record<K, number>, b: Record<K, number>) =>
    Object.fromEntries(Object.keys(a).map((k) => [k, a[k as K] + b[k as K]])) as Record<K, number>;
  return all.reduce((sum, c) => ({
    backlogOrders: sum.backlogOrders + c.backlogOrders,
    backlogHours: sum.backlogHours + c.backlogHours,
    backlogUnestimated: sum.backlogUnestimated + c.backlogUnestimated,
    overduePm: sum.overduePm + c.overduePm,
    byGroup: add(sum.byGroup, c.byGroup),
    byAge: add(sum.byAge, c.byAge),
  }));
}

function* refreshCounts(keys: PlantKey[], period: Period) {
  if (isOffline()) {
    yield put(dashboardCountsFailed({ error: { code: 'unavailable', message: 'offline' }, offline: true }));
    return;
  }
  try {
    const counts = (yield all(
      keys.map((key) => call(countDashboard, key, period.from, period.to, today())),
    )) as DashboardCounts[];
    yield put(dashboardCountsReceived({ counts: sumCounts(counts), at: new Date().toISOString() }));
  } catch (error) {
    const appError = toAppError(error);
    yield put(dashboardCountsFailed({ error: appError, offline: appError.code === 'unavailable' || isOffline() }));
  }
}

function* watchMonths<T extends { month: string }>(
  list: 'stats' | 'pm',
  plant: string,
  subscribe: (listener: Listener<LiveList<T>>) => () => void,
  received: (value: { plant: string; items: T[]; fromCache: boolean; corrupt: string[] }) => { type: string },
) {
  let seen: string | null = null;
  yield* watchLive<LiveList<T>>(
    subscribe,
    function* onMonths(value) {
      yield put(
        received({
          plant,
          items: value.items,
          fromCache: value.fromCache,
          corrupt: value.corrupt.map((c) => c.message),
        }),
      );
      const next = JSON.stringify(value.items);
      if (seen !== null && next !== seen) yield put({ type: ROLLUP_CHANGED });
      seen = next;
    },
    function* onError(error: AppError) {
      yield put(monthsFailed({ list, error }));
    },
  );
}

function* watchScope(keys: PlantKey[], period: Period) {
  const { first, last } = monthsOf(period);
  yield put(dashboardStarted({ first, last, plants: keys.map((k) => k.plant) }));
  yield fork(refreshCounts, keys, period);
  yield takeLatest(dashboardRefreshRequested.type, refreshCounts, keys, period);
  yield debounce(RECOUNT_AFTER_MS, ROLLUP_CHANGED, function* () {
    yield put(dashboardRefreshRequested());
  });
  yield all([
    ...keys.flatMap((key) => [
      call(watchMonths<WorkStatsMonth>, 'stats', key.plant, (l) => subscribeStats(key, first, last, l), statsReceived),
      call(watchMonths<PmComplianceMonth>, 'pm', key.plant, (l) => subscribePmMonths(key, first, last, l), pmReceived),
      call(
        watchLive<LiveDoc<ScheduleSettings>>,
        (l) => subscribeSchedule(key, l),
        function* onSchedule(value) {
          yield put(capacityReceived({ plant: key.plant, capacity: value.item?.capacity ?? null }));
        },
        function* onError() {
          yield put(capacityReceived({ plant: key.plant, capacity: null }));
        },
      ),
    ]),
    call(whenBackOnline, dashboardRefreshRequested),
  ]);
}

/** The plants of the open dashboard's scope. */
function* keysInScope() {
  const saved = (yield select(selectSavedPlant)) as PlantKey | null;
  if (!saved) return [] as PlantKey[];
  const scope = ((yield select(selectDashboard)) as DashboardState).scope;
  return scopeKeys(saved, (yield select(selectPickable)) as ReturnType<typeof selectPickable>, scope);
}

/** The admin's rebuild of the months the dashboard shows: read from the server, rewritten whole. */
function* rebuild(user: CurrentUser) {
  const keys = yield* keysInScope();
  if (!keys.length) return void (yield put(rebuildFailed({ code: 'dashboard/no-plant', message: 'no plant' })));
  const { months } = monthsOf(periodOf((yield select()) as never));
  const progress = channel<{ read: number; total: number | null }>(buffers.sliding(1));
  const relay = (yield fork(function* relayProgress() {
    while (true) yield put(rebuildProgress(yield take(progress)));
  })) as Task;
  try {
    // Plant after plant; the progress counts on from the plants done.
    let done = 0;
    const drifted: string[] = [];
    for (const key of keys) {
      const before = done;
      const queued = (yield call(rebuildStats, key, months, user.uid, (read, total) =>
        progress.put({ read: before + read, total: total === null ? null : before + total }),
      )) as QueuedWrite & { orders: number; drifted: string[] };
      yield call(() => queued.acknowledged);
      done += queued.orders;
      drifted.push(...queued.drifted);
    }
    yield put(rebuildDone({ orders: done, drifted: [...new Set(drifted)].sort() }));
  } catch (error) {
    yield put(rebuildFailed(toAppError(error)));
  } finally {
    yield cancel(relay);
    progress.close();
  }
}

const RESTARTS: readonly string[] = [
  plantSelected.type,
  plantCleared.type,
  dataFilterChanged.type,
  dashboardScopeChanged.type,
];

/** While a dashboard is open: restarted when the plant, the scope, the period or the plants in scope change. */
function* whileOpen() {
  let task: Task | null = null;
  let shown = '';
  while (true) {
    const keys = yield* keysInScope();
    const period = periodOf((yield select()) as never);
    const next = JSON.stringify([keys, period]);
    if (next !== shown) {
      if (task) yield cancel(task);
      task = keys.length ? ((yield fork(watchScope, keys, period)) as Task) : null;
      shown = next;
    }
    yield take((action: { type: string }) => RESTARTS.includes(action.type) || action.type.startsWith('register/'));
  }
}

function* dashboardWhileSignedIn(user: CurrentUser) {
  yield takeLatest(rebuildRequested.type, rebuild, user);
  while (true) {
    if (((yield select(selectDashboard)) as DashboardState).openCount === 0) {
      yield take(dashboardOpened.type);
      continue;
    }
    const task = (yield fork(whileOpen)) as Task;
    while (((yield select(selectDashboard)) as DashboardState).openCount > 0) yield take(dashboardClosed.type);
    yield cancel(task);
  }
}

function* dashboardSaga() {
  yield call(whileSignedIn, dashboardWhileSignedIn);
}

/** Started by the dashboard's route module. */
export const dashboardFeature = { key: 'dashboard', saga: dashboardSaga };
