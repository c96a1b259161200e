// The dashboard's side effects (issue 12): while a dashboard page is open, the saved plant's
// rollup months (work figures, PM compliance) and crew capacity, live; the server's "now" counts
// when the page opens, when the plant or the period changes, when the rollup moves (debounced: a
// colleague's completion changes the backlog too), when the browser comes back online, and on
// "Refresh". Offline the counts say they need a connection; the rollup shows the device's copy.
// The admin's rebuild reads the orders from the server and rewrites the months.
import { buffers, channel, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, debounce, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { watchLive, whileSignedIn } from '../../app/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import { dayOf, today } from '../../lib/days';
import { type AppError, toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type { LiveDoc } from '../../services/firebase/live';
import type { ScheduleSettings } from '../../services/firebase/schedule';
import type { QueuedWrite } from '../../services/firebase/writes';
import { plantCleared, plantSelected, selectSavedPlant } from '../assets/plantSlice';
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
  dashboardStarted,
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
import { monthsBetween, trendMonths } from './kpis';

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

function* refreshCounts(key: PlantKey, period: Period) {
  if (isOffline()) {
    yield put(dashboardCountsFailed({ error: { code: 'unavailable', message: 'offline' }, offline: true }));
    return;
  }
  try {
    const counts = (yield call(countDashboard, key, period.from, period.to, today())) as DashboardCounts;
    yield put(dashboardCountsReceived({ counts, at: new Date().toISOString() }));
  } catch (error) {
    const appError = toAppError(error);
    yield put(dashboardCountsFailed({ error: appError, offline: appError.code === 'unavailable' || isOffline() }));
  }
}

function* watchMonths<T extends { month: string }>(
  list: 'stats' | 'pm',
  subscribe: (listener: Parameters<typeof subscribeStats>[3]) => () => void,
  received: (value: { items: T[]; fromCache: boolean; corrupt: string[] }) => { type: string },
) {
  let seen: string | null = null;
  yield* watchLive<LiveList<T>>(
    subscribe as never,
    function* onMonths(value) {
      yield put(
        received({ items: value.items, fromCache: value.fromCache, corrupt: value.corrupt.map((c) => c.message) }),
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

function onlineChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined' || !window.addEventListener) return () => undefined;
    const onOnline = () => emit(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, buffers.sliding(1));
}

function* whenOnline() {
  const online = (yield call(onlineChannel)) as EventChannel<true>;
  try {
    while (true) {
      yield take(online);
      yield put(dashboardRefreshRequested());
    }
  } finally {
    online.close();
  }
}

function* watchPlant(key: PlantKey, period: Period) {
  const { first, last } = monthsOf(period);
  yield put(dashboardStarted({ first, last }));
  yield fork(refreshCounts, key, period);
  yield takeLatest(dashboardRefreshRequested.type, refreshCounts, key, period);
  yield debounce(RECOUNT_AFTER_MS, ROLLUP_CHANGED, function* () {
    yield put(dashboardRefreshRequested());
  });
  yield all([
    call(watchMonths<WorkStatsMonth>, 'stats', (l) => subscribeStats(key, first, last, l), statsReceived),
    call(watchMonths<PmComplianceMonth>, 'pm', (l) => subscribePmMonths(key, first, last, l as never), pmReceived),
    call(
      watchLive<LiveDoc<ScheduleSettings>>,
      (l) => subscribeSchedule(key, l),
      function* onSchedule(value) {
        yield put(capacityReceived(value.item?.capacity ?? null));
      },
      function* onError() {
        yield put(capacityReceived(null));
      },
    ),
    call(whenOnline),
  ]);
}

/** The admin's rebuild of the months the dashboard shows: read from the server, rewritten whole. */
function* rebuild(user: CurrentUser) {
  const key = (yield select(selectSavedPlant)) as PlantKey | null;
  if (!key) return void (yield put(rebuildFailed({ code: 'dashboard/no-plant', message: 'no plant' })));
  const { months } = monthsOf(periodOf((yield select()) as never));
  const progress = channel<{ read: number; total: number | null }>(buffers.sliding(1));
  const relay = (yield fork(function* relayProgress() {
    while (true) yield put(rebuildProgress(yield take(progress)));
  })) as Task;
  try {
    const queued = (yield call(rebuildStats, key, months, user.uid, (read, total) =>
      progress.put({ read, total }),
    )) as QueuedWrite & { orders: number };
    yield call(() => queued.acknowledged);
    yield put(rebuildDone({ orders: queued.orders }));
  } catch (error) {
    yield put(rebuildFailed(toAppError(error)));
  } finally {
    yield cancel(relay);
    progress.close();
  }
}

/** While a dashboard is open: restarted when the plant or the period changes. */
function* whileOpen() {
  while (true) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const period = periodOf((yield select()) as never);
    const task = key ? ((yield fork(watchPlant, key, period)) as Task) : null;
    yield take([plantSelected.type, plantCleared.type, dataFilterChanged.type]);
    if (task) yield cancel(task);
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
