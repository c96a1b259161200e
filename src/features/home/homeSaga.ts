// Home's side effects: while a Home page is open, the saved plant's two live lists and
// the server's counts. Counts are read when the page opens, when the plant changes, when one of
// the live lists changes (debounced: a burst of changes is one count), when the browser comes
// back online, and on "Refresh". Offline the count fails at once and says so; the lists show the
// device's copy.
import { all, call, cancel, debounce, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { watchLive, whenBackOnline, whileSignedIn } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { today } from '../../lib/days';
import { type AppError, toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import { plantCleared, plantSelected, selectSavedPlant } from '../plant/plantSlice';
import {
  countHome,
  type HomeCounts,
  type LiveList,
  subscribeMyRequests,
  subscribeToday,
  type WorkRequest,
} from './homeService';
import {
  countsFailed,
  countsReceived,
  countsRefreshRequested,
  homeClosed,
  homeListFailed,
  homeListReceived,
  homeOpened,
  homePlantStarted,
  type HomeState,
  selectHome,
} from './homeSlice';

/** A burst of list changes (a colleague's batch, a sync after reconnecting) is counted once. */
export const RECOUNT_AFTER_MS = 1500;

/** Dispatched by the lists when what they show changed (not on a mere sync acknowledgement). */
const LISTS_CHANGED = 'home/listsChanged';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function* refreshCounts(key: PlantKey, user: CurrentUser) {
  if (isOffline()) {
    yield put(countsFailed({ error: { code: 'unavailable', message: 'offline' }, offline: true }));
    return;
  }
  try {
    const counts = (yield call(countHome, key, user.uid, today(), user.role === UserRole.Admin)) as HomeCounts;
    yield put(countsReceived({ counts, at: new Date().toISOString() }));
  } catch (error) {
    const appError = toAppError(error);
    yield put(countsFailed({ error: appError, offline: appError.code === 'unavailable' || isOffline() }));
  }
}

/** What a list shows, to tell a real change from a pending mark clearing. */
const shownOf = (items: readonly WorkRequest[]) => items.map((i) => `${i.number}:${i.status}:${i.version}`).join();

function* watchList(list: 'myRequests' | 'today', subscribe: Parameters<typeof watchLive<LiveList<WorkRequest>>>[0]) {
  let shown: string | null = null;
  yield* watchLive<LiveList<WorkRequest>>(
    subscribe,
    function* onList(value) {
      yield put(homeListReceived({ list, items: value.items, fromCache: value.fromCache }));
      const next = shownOf(value.items);
      if (shown !== null && next !== shown) yield put({ type: LISTS_CHANGED });
      shown = next;
    },
    function* onError(error: AppError) {
      yield put(homeListFailed({ list, error }));
    },
  );
}

function* watchPlant(key: PlantKey, user: CurrentUser) {
  yield put(homePlantStarted());
  const day = today();
  const assignee = user.role === UserRole.Admin ? null : user.uid;
  yield fork(refreshCounts, key, user);
  yield takeLatest(countsRefreshRequested.type, refreshCounts, key, user);
  yield debounce(RECOUNT_AFTER_MS, LISTS_CHANGED, function* () {
    yield put(countsRefreshRequested());
  });
  yield all([
    call(watchList, 'myRequests', (l) => subscribeMyRequests(key, user.uid, l)),
    call(watchList, 'today', (l) => subscribeToday(key, day, assignee, l)),
    call(whenBackOnline, countsRefreshRequested),
  ]);
}

/** While Home is open: restarted when the plant changes. */
function* whileOpen(user: CurrentUser) {
  while (true) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const task = key ? ((yield fork(watchPlant, key, user)) as Task) : null;
    yield take([plantSelected.type, plantCleared.type]);
    if (task) yield cancel(task);
  }
}

function* homeWhileSignedIn(user: CurrentUser) {
  while (true) {
    if (((yield select(selectHome)) as HomeState).openCount === 0) {
      yield take(homeOpened.type);
      continue;
    }
    const task = (yield fork(whileOpen, user)) as Task;
    while (((yield select(selectHome)) as HomeState).openCount > 0) yield take(homeClosed.type);
    yield cancel(task);
  }
}

function* homeSaga() {
  yield call(whileSignedIn, homeWhileSignedIn);
}

/** Started by Home's route module. */
export const homeFeature = { key: 'home', saga: homeSaga };
