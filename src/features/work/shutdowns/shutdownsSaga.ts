// The shutdowns' writes, offline-first: each checked again here (domain/shutdowns.ts: a problem
// is refused in words, nothing written), then one batch. Orders are planned in or taken out by
// number only, so two planners adding work at once both keep theirs.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../../store/liveSaga';
import type { RootState } from '../../../store/rootReducer';
import type { CurrentUser } from '../../../lib/currentUser';
import { checkShutdown, cleanShutdown, SHUTDOWN_LIMITS } from '../../../domain/shutdowns';
import type { PlantKey } from '../../../services/firebase/collections';
import { queueSaveShutdown, queueShutdownCancelled, queueShutdownOrders } from '../../../services/firebase/shutdowns';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { selectShutdownById, type ShutdownRow } from './shutdownsLive';
import {
  shutdownCancelRequested,
  shutdownOrdersRequested,
  shutdownSaveRequested,
  shutdownsWriteFailed,
} from './shutdownsSlice';

const refused = (code: string, message: string) => shutdownsWriteFailed({ code, message });

type Target = { refusal: ReturnType<typeof shutdownsWriteFailed> } | { key: PlantKey; shutdown: ShutdownRow | null };

/** The saved plant and the shutdown `id` (for a change of one), or why the write cannot be made. */
function* target(id: string | null): Generator<unknown, Target, unknown> {
  const key = (yield select(selectSavedPlant)) as PlantKey | null;
  const admin = (yield select(selectIsAdmin)) as boolean;
  if (!key) return { refusal: refused('shutdown/no-plant', 'Choose a plant first.') };
  if (!admin) return { refusal: refused('shutdown/admins-only', 'Only admins plan shutdowns.') };
  if (id === null) return { key, shutdown: null };
  const shutdown = (yield select((s: RootState) => selectShutdownById(s, id))) as ShutdownRow | undefined;
  if (!shutdown) return { refusal: refused('shutdown/unknown', 'The shutdown is not in the list.') };
  return { key, shutdown };
}

function* writes(user: CurrentUser) {
  yield takeEvery(shutdownSaveRequested.type, function* ({ payload }: ReturnType<typeof shutdownSaveRequested>) {
    const found = yield* target(payload.isNew ? null : payload.id);
    if ('refusal' in found) return void (yield put(found.refusal));
    const input = cleanShutdown(payload.input);
    if (Object.keys(checkShutdown(input)).length > 0)
      return void (yield put(refused('shutdown/invalid', 'The shutdown has a problem to fix.')));
    yield* writeOfflineFirst(
      () => queueSaveShutdown(found.key, payload.id, input, payload.isNew, user.uid),
      shutdownsWriteFailed,
    );
  });
  yield takeEvery(shutdownOrdersRequested.type, function* ({ payload }: ReturnType<typeof shutdownOrdersRequested>) {
    const found = yield* target(payload.id);
    if ('refusal' in found) return void (yield put(found.refusal));
    const shutdown = found.shutdown!;
    const add = payload.add.filter((n) => !shutdown.orders.includes(n));
    const remove = payload.remove.filter((n) => shutdown.orders.includes(n));
    if (add.length === 0 && remove.length === 0) return;
    if (shutdown.orders.length + add.length - remove.length > SHUTDOWN_LIMITS.orders)
      return void (yield put(refused('shutdown/too-many-orders', 'A shutdown holds at most 300 orders.')));
    yield* writeOfflineFirst(
      () => queueShutdownOrders(found.key, shutdown, { add, remove }, user.uid),
      shutdownsWriteFailed,
    );
  });
  yield takeEvery(shutdownCancelRequested.type, function* ({ payload }: ReturnType<typeof shutdownCancelRequested>) {
    const found = yield* target(payload.id);
    if ('refusal' in found) return void (yield put(found.refusal));
    yield* writeOfflineFirst(
      () => queueShutdownCancelled(found.key, found.shutdown!, payload.cancelled, user.uid),
      shutdownsWriteFailed,
    );
  });
}

function* shutdownsSaga() {
  yield call(whileSignedIn, writes);
}

/** Started by the shutdown pages. */
export const shutdownsFeature = { key: 'workShutdowns', saga: shutdownsSaga };
