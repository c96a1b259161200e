// The dashboard's side effects: the server's "now" counts for the figures on screen
// (dashboardLive.ts) and the admin's rebuild. While the rollup months of a scope are open, its
// counts are read: when they open, when the rollup moves (debounced: a colleague's completion
// changes the backlog too), when the browser comes back online, and on "Refresh". Offline the
// counts say they need a connection; the rollup shows the device's copy. A new plant, scope or
// period is a new rollup, so its counts start again. The rebuild reads the orders from the server
// and rewrites the months.
import { isOffline } from '../../lib/useOnline';
import { buffers, channel, type Task } from 'redux-saga';
import { all, call, cancel, debounce, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { type KitValue, valuesOf, whileOpen } from '../../store/liveKit';
import { whenBackOnline, whileSignedIn } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import { today } from '../../lib/days';
import { toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type { QueuedWrite } from '../../services/firebase/writes';
import { countDashboard, type DashboardCounts, rebuildStats } from './dashboardService';
import {
  dashboardCountsFailed,
  dashboardCountsReceived,
  dashboardCountsStarted,
  dashboardRefreshRequested,
  rebuildDone,
  rebuildFailed,
  rebuildProgress,
  rebuildRequested,
} from './dashboardSlice';
import { monthsOf, type Period, pmMonthsLive, type ScopeOf, selectScope, statsLive } from './dashboardLive';

/** A burst of rollup changes (a sync after reconnecting) is counted once. */
export const RECOUNT_AFTER_MS = 1500;
const ROLLUP_CHANGED = 'dashboard/rollupChanged';

/** Several plants' counts as one. */
export function sumCounts(all: readonly DashboardCounts[]): DashboardCounts {
  const add = <K extends string>(a: Record<K, number>, b: Record<K, number>) =>
    Object.fromEntries(Object.keys(a).map((k) => [k, a[k as K] + b[k as K]])) as Record<K, number>;
  return all.reduce((sum, c) => ({
    backlogOrders: sum.backlogOrders + c.backlogOrders,
    backlogHours: sum.backlogHours + c.backlogHours,
    backlogUnestimated: sum.backlogUnestimated + c.backlogUnestimated,
    readyHours: sum.readyHours + c.readyHours,
    // A craft of several plants (the same name) is one craft.
    crafts: Object.fromEntries(
      [...new Set([...Object.keys(sum.crafts), ...Object.keys(c.crafts)])].map((craft) => {
        const [a, b] = [sum.crafts[craft] ?? { ready: 0, planning: 0 }, c.crafts[craft] ?? { ready: 0, planning: 0 }];
        return [craft, { ready: a.ready + b.ready, planning: a.planning + b.planning }];
      }),
    ),
    overduePm: sum.overduePm + c.overduePm,
    byGroup: add(sum.byGroup, c.byGroup),
    byAge: add(sum.byAge, c.byAge),
    // Weeks of several plants: each plant's frozen week counted, the same Monday added up.
    weeks: [...sum.weeks, ...c.weeks],
    unfrozenWeeks: [...sum.unfrozenWeeks, ...c.unfrozenWeeks],
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

/** The counts of one scope and period while its rollup is open. */
function* countsFor(keys: PlantKey[], period: Period) {
  yield put(dashboardCountsStarted());
  yield fork(refreshCounts, keys, period);
  yield takeLatest(dashboardRefreshRequested.type, refreshCounts, keys, period);
  yield debounce(RECOUNT_AFTER_MS, ROLLUP_CHANGED, function* () {
    yield put(dashboardRefreshRequested());
  });
  const shown = new Map<string, string>();
  yield takeEvery(valuesOf(statsLive, pmMonthsLive), function* onMonths({ payload }: KitValue<{ byPlant: unknown }>) {
    if (!payload.value) return;
    const next = JSON.stringify(payload.value.byPlant);
    const before = shown.get(payload.kit);
    shown.set(payload.kit, next);
    if (before !== undefined && before !== next) yield put({ type: ROLLUP_CHANGED });
  });
  yield call(whenBackOnline, dashboardRefreshRequested);
}

/** The admin's rebuild of the months the dashboard shows: read from the server, rewritten whole. */
function* rebuild(user: CurrentUser) {
  const scope = (yield select(selectScope)) as ScopeOf | null;
  if (!scope) return void (yield put(rebuildFailed({ code: 'dashboard/no-plant', message: 'no plant' })));
  const keys = scope.plants;
  const { months } = monthsOf(scope);
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

function* dashboardWhileSignedIn(user: CurrentUser) {
  yield takeLatest(rebuildRequested.type, rebuild, user);
  // Counts follow the rollup on screen: counted while it is open, for its plants and period.
  yield* whileOpen(statsLive, ({ plants, from, to }: ScopeOf) => countsFor(plants, { from, to }));
}

function* dashboardSaga() {
  yield call(whileSignedIn, dashboardWhileSignedIn);
}

/** Started by the dashboard's route module. */
export const dashboardFeature = { key: 'dashboard', saga: dashboardSaga };
