// The bin's writes, while its page is open: a restore (offline-first; confirmed when the server has
// it) and the deletion for good of each record whose time is up, once per record however often the
// list answers again. A refusal is said in words on the page (binSlice.ts).
import { call, fork, put, takeEvery } from 'redux-saga/effects';
import { toAppError } from '../../../lib/errors';
import type { QueuedWrite } from '../../../services/firebase/writes';
import { queuePurge, queueRestore } from '../../../services/firebase/bin';
import { binPurgeDue, binPurged, binRestoreConfirmed, binRestoreRequested, binWriteRefused } from './binSlice';

const settled = (queued: QueuedWrite) => queued.acknowledged;

function* restore({ payload: { plant, record } }: ReturnType<typeof binRestoreRequested>) {
  try {
    const queued = (yield call(queueRestore, plant, record)) as QueuedWrite;
    yield call(settled, queued);
    yield put(binRestoreConfirmed(record));
  } catch (error) {
    yield put(binWriteRefused({ record, step: 'restore', error: toAppError(error) }));
  }
}

function* purgeOne(plant: Parameters<typeof queuePurge>[0], record: Parameters<typeof queuePurge>[1]) {
  try {
    const queued = (yield call(queuePurge, plant, record)) as QueuedWrite;
    yield call(settled, queued);
    yield put(binPurged());
  } catch (error) {
    yield put(binWriteRefused({ record, step: 'purge', error: toAppError(error) }));
  }
}

export function* binSaga() {
  // Each record is purged once while the saga runs (the list answers again as others go).
  const purging = new Set<string>();
  yield takeEvery(binRestoreRequested.type, restore);
  yield takeEvery(binPurgeDue.type, function* ({ payload }: ReturnType<typeof binPurgeDue>) {
    for (const record of payload.records) {
      const id = `${record.kind}/${record.id}`;
      if (purging.has(id)) continue;
      purging.add(id);
      yield fork(purgeOne, payload.plant, record);
    }
  });
}

export const binFeature = { key: 'companyBin', saga: binSaga };
