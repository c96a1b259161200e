// The schedule settings' side effects: the saved plant's capacity document, live while someone
// is signed in (restarted when the plant changes), and the offline-first capacity writes.
import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../../store/liveSaga';
import type { CurrentUser } from '../../../lib/currentUser';
import type { AppError } from '../../../lib/errors';
import type { PlantKey } from '../../../services/firebase/collections';
import { plantCleared, plantSelected, selectSavedPlant } from '../../plant/plantSlice';
import { type LiveDoc, queueCapacity, type ScheduleSettings, subscribeSchedule } from './scheduleService';
import {
  capacitySaveRequested,
  scheduleFailed,
  scheduleReceived,
  scheduleWatchStarted,
  scheduleWriteFailed,
} from './scheduleSlice';

function* watchSettings(key: PlantKey) {
  yield put(scheduleWatchStarted());
  yield* watchLive<LiveDoc<ScheduleSettings>>(
    (listener) => subscribeSchedule(key, listener),
    function* onSettings({ item }) {
      yield put(scheduleReceived({ capacity: item?.capacity ?? {}, pending: item?.pending ?? false }));
    },
    function* onError(error: AppError) {
      yield put(scheduleFailed(error));
    },
  );
}

function* settings() {
  while (true) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const task = key ? ((yield fork(watchSettings, key)) as Task) : null;
    yield take([plantSelected.type, plantCleared.type]);
    if (task) yield cancel(task);
  }
}

function* writes(user: CurrentUser) {
  yield takeEvery(capacitySaveRequested.type, function* ({ payload }: ReturnType<typeof capacitySaveRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!key) {
      yield put(scheduleWriteFailed({ code: 'work/invalid', message: 'No plant is open.' }));
      return;
    }
    yield* writeOfflineFirst(() => queueCapacity(key, payload, user.uid), scheduleWriteFailed);
  });
}

function* scheduleSaga() {
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield all([call(settings), call(writes, user)]);
  });
}

/** Started by the app (MainApp) and the schedule pages: the forecast needs the capacity too. */
export const scheduleFeature = { key: 'workSchedule', saga: scheduleSaga };
