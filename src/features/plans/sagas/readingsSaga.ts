// The meter readings of the equipment on screen, live.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { watchLive } from '../../../store/liveSaga';
import type { PlantKey } from '../../../services/firebase/collections';
import type { LastReading, MeterReading } from '../../../services/firebase/plans';
import { plantCleared, plantSelected, selectSavedPlant } from '../../plant/plantSlice';
import { type LiveList, subscribeLastReadings, subscribeReadings } from '../plansService';
import {
  readingsClosed,
  readingsFailed,
  readingsOpened,
  readingsReceived,
  selectPlans,
  type PlansState,
} from '../plansSlice';

// --- Readings of the equipment on screen -----------------------------------------------------

function* watchReadings(key: PlantKey, eqid: string) {
  yield all([
    call(
      watchLive<LiveList<MeterReading>>,
      (listener) => subscribeReadings(key, eqid, listener),
      function* onReadings(list) {
        yield put(readingsReceived({ eqid, history: list.items }));
      },
      function* onError() {
        yield put(readingsFailed(eqid));
      },
    ),
    call(
      watchLive<LiveList<LastReading>>,
      (listener) => subscribeLastReadings(key, eqid, listener),
      function* onLast(list) {
        yield put(readingsReceived({ eqid, last: Object.fromEntries(list.items.map((r) => [r.meterId, r])) }));
      },
      function* onError() {
        yield put(readingsFailed(eqid));
      },
    ),
  ]);
}

export function* readings() {
  const tasks = new Map<string, Task>();
  const start = function* (eqid: string) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (key) tasks.set(eqid, (yield fork(watchReadings, key, eqid)) as Task);
  };
  const stop = function* (eqid: string) {
    const task = tasks.get(eqid);
    if (task) yield cancel(task);
    tasks.delete(eqid);
  };
  for (const eqid of Object.keys(((yield select(selectPlans)) as PlansState).readings)) yield* start(eqid);
  while (true) {
    const action = (yield take([
      readingsOpened.type,
      readingsClosed.type,
      plantSelected.type,
      plantCleared.type,
    ])) as PayloadAction<string>;
    if (action.type === readingsOpened.type) {
      if (!tasks.has(action.payload)) yield* start(action.payload);
    } else if (action.type === readingsClosed.type) {
      yield* stop(action.payload);
    } else {
      const open = [...tasks.keys()];
      for (const eqid of open) yield* stop(eqid);
      if (action.type === plantSelected.type) for (const eqid of open) yield* start(eqid);
    }
  }
}
