// Home's side effects: the server's counts for the lists Home shows (homeLive.ts). While the
// requests-I-raised list is open for a plant, its counts are read: when it opens, when one of
// Home's lists changes (debounced: a burst of changes is one count), when the browser comes back
// online, and on "Refresh". Offline the count fails at once and says so; the lists show the
// device's copy. A new plant is a new list, so its counts start again.
import { isOffline } from '../../lib/useOnline';
import { call, debounce, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { type KitValue, valuesOf, whileOpen } from '../../store/liveKit';
import { whenBackOnline, whileSignedIn } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { today } from '../../lib/days';
import { toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type { LiveList } from '../../services/firebase/live';
import { countHome, type HomeCounts, type WorkRequest } from './homeService';
import { countsFailed, countsReceived, countsRefreshRequested, homePlantStarted } from './homeSlice';
import { myRequestsLive, type MyRequestsOf, todayLive } from './homeLive';

/** A burst of list changes (a colleague's batch, a sync after reconnecting) is counted once. */
export const RECOUNT_AFTER_MS = 1500;

/** Dispatched when what a list shows changed (not on a mere sync acknowledgement). */
const LISTS_CHANGED = 'home/listsChanged';

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

/** The counts of one plant while its lists are open. */
function* countsFor(key: PlantKey, user: CurrentUser) {
  yield put(homePlantStarted());
  yield fork(refreshCounts, key, user);
  yield takeLatest(countsRefreshRequested.type, refreshCounts, key, user);
  yield debounce(RECOUNT_AFTER_MS, LISTS_CHANGED, function* () {
    yield put(countsRefreshRequested());
  });
  const shown = new Map<string, string>();
  yield takeEvery(valuesOf(myRequestsLive, todayLive), function* onList({ payload }: KitValue<LiveList<WorkRequest>>) {
    if (!payload.value) return;
    const next = shownOf(payload.value.items);
    const before = shown.get(payload.kit);
    shown.set(payload.kit, next);
    if (before !== undefined && before !== next) yield put({ type: LISTS_CHANGED });
  });
  yield call(whenBackOnline, countsRefreshRequested);
}

function* homeSaga() {
  // Counts follow Home's requests list: counted while it is open, for its plant.
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield* whileOpen(myRequestsLive, (list: MyRequestsOf) => countsFor(list.plant, user));
  });
}

/** Started by Home's route module. */
export const homeFeature = { key: 'home', saga: homeSaga };
