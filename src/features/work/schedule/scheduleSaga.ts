// The schedule settings' side effects: the offline-first capacity writes (the settings on
// screen are on the live-data kit: scheduleLive.ts).
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../../store/liveSaga';
import type { CurrentUser } from '../../../lib/currentUser';
import type { PlantKey } from '../../../services/firebase/collections';
import { selectSavedPlant } from '../../plant/plantSlice';
import { queueCapacity } from './scheduleService';
import { capacitySaveRequested, scheduleWriteFailed } from './scheduleSlice';

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
  yield call(whileSignedIn, writes);
}

/** Started by the schedule pages. */
export const scheduleFeature = { key: 'workSchedule', saga: scheduleSaga };
