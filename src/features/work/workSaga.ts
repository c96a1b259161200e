// The work feature's side effects (docs/design.md §4, §6): the queues pages open, the scheduled work,
// the open order and its timeline, the counts per group, and the offline-first writes, each
// checked again before it is queued (workValidation.ts) and refused by the rules if a client skips that.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import type { RootState } from '../../store/rootReducer';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { dataWindow } from '../../lib/dataWindow';
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import { plantCleared, plantSelected, selectEquipmentById, selectSavedPlant } from '../plant/plantSlice';
import { dataFilterChanged } from '../settings/settingsSlice';
import {
  countByGroup,
  type LiveList,
  queueChange,
  queueRaise,
  subscribeQueue,
  subscribeScheduled,
  type WorkRequest,
} from './workService';
import {
  countsFailed,
  countsReceived,
  countsRequested,
  moveRequested,
  queueClosed,
  queueFailed,
  type QueueId,
  queueMoreRequested,
  queueOpened,
  queueReceived,
  raised,
  raiseRequested,
  scheduledClosed,
  scheduledFailed,
  scheduledOpened,
  scheduledReceived,
  selectWork,
  updateRequested,
  type WorkChanges,
  type WorkRow,
  type WorkState,
  workWriteFailed,
} from './workSlice';
import { type OpenOrder, selectOpenOrder } from './orderLive';
import { checkAcknowledge, checkRaise, checkRequiredProcedures, checkSignature, moveProblem } from './workValidation';

const invalid = (message: string): AppError => ({ code: 'work/invalid', message });
const selectFilter = (s: RootState) => s.settings.dataFilter;

// --- Queues ---------------------------------------------------------------------------------

function* watchQueue(key: PlantKey, queue: QueueId, user: CurrentUser) {
  const filter = (yield select(selectFilter)) as RootState['settings']['dataFilter'];
  const window = dataWindow(filter, 'raisedAt');
  const pages = ((yield select(selectWork)) as WorkState).queues[queue]?.pages ?? 1;
  const shown = window.limit * pages;
  yield* watchLive<LiveList<WorkRequest>>(
    (listener) => subscribeQueue(key, queue, user.uid, window, pages, listener),
    function* onQueue(list) {
      yield put(
        queueReceived({
          queue,
          value: {
            items: list.items.slice(0, shown),
            fromCache: list.fromCache,
            // Exactly a page is read (no look-ahead): a full page may have more behind it.
            hasMore: list.items.length >= shown,
            corrupt: list.corrupt,
          },
        }),
      );
    },
    function* onError(error: AppError) {
      yield put(queueFailed({ queue, error }));
    },
  );
}

/** Runs one listener per open queue; all restart when the plant or the data filter changes. */
function* queues(user: CurrentUser) {
  const tasks = new Map<QueueId, Task>();
  const start = function* (queue: QueueId) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (key) tasks.set(queue, (yield fork(watchQueue, key, queue, user)) as Task);
  };
  const stop = function* (queue: QueueId) {
    const task = tasks.get(queue);
    if (task) yield cancel(task);
    tasks.delete(queue);
  };
  for (const queue of Object.keys(((yield select(selectWork)) as WorkState).queues) as QueueId[]) yield* start(queue);
  while (true) {
    const action = (yield take([
      queueOpened.type,
      queueClosed.type,
      queueMoreRequested.type,
      dataFilterChanged.type,
      plantSelected.type,
      plantCleared.type,
    ])) as PayloadAction<unknown>;
    if (action.type === queueOpened.type || action.type === queueMoreRequested.type) {
      const queue = action.payload as QueueId;
      yield* stop(queue);
      yield* start(queue);
    } else if (action.type === queueClosed.type) {
      yield* stop(action.payload as QueueId);
    } else {
      const open = [...tasks.keys()];
      for (const queue of open) yield* stop(queue);
      for (const queue of open) yield* start(queue);
    }
  }
}

function* scheduled() {
  while (true) {
    yield take(scheduledOpened.type);
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!key) continue;
    const task = (yield fork(
      watchLive<LiveList<WorkRequest>>,
      (listener) => subscribeScheduled(key, listener),
      function* onScheduled(list) {
        yield put(
          scheduledReceived({ items: list.items, fromCache: list.fromCache, hasMore: false, corrupt: list.corrupt }),
        );
      },
      function* onError(error: AppError) {
        yield put(scheduledFailed(error));
      },
    )) as Task;
    yield take([scheduledClosed.type, plantSelected.type, plantCleared.type]);
    yield cancel(task);
  }
}

function* counts() {
  yield takeLatest(countsRequested.type, function* () {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!key) return;
    const filter = (yield select(selectFilter)) as RootState['settings']['dataFilter'];
    try {
      const byGroup = (yield call(countByGroup, key, dataWindow(filter, 'raisedAt'))) as Record<string, number>;
      yield put(countsReceived(byGroup));
    } catch {
      // Offline, the server cannot count: the lists still show what the cache has.
      yield put(countsFailed());
    }
  });
}

// --- Writes ---------------------------------------------------------------------------------

/** The order as this client last saw it: on its page, in a queue, or in the schedule. */
function* findOrder(number: string) {
  const work = (yield select(selectWork)) as WorkState;
  const open = (yield select(selectOpenOrder, number)) as OpenOrder;
  const lists = [
    open.item ? [open.item] : [],
    work.scheduled.items,
    ...Object.values(work.queues).map((q) => q?.items ?? []),
  ];
  return lists.flat().find((o) => o.number === number) ?? null;
}

/**
 * A checklist keeps the order's steps (the rules refuse another size): only ticks and readings
 * change, and every reading is a finite number or not read yet.
 */
function changesFit(order: WorkRow, changes: WorkChanges, role: 'admin' | 'editor'): boolean {
  if (changes.signature && checkSignature(changes.signature.name)) return false;
  if (changes.requiredProcedures && checkRequiredProcedures(order, changes.requiredProcedures, role)) return false;
  if (changes.acknowledge && checkAcknowledge(order, changes.acknowledge.procedureId, changes.acknowledge.revision))
    return false;
  const list = changes.checklist;
  if (!list) return true;
  return (
    list.length === order.checklist.length &&
    list.every((c, i) => c.text === order.checklist[i].text && (c.value === null || Number.isFinite(c.value)))
  );
}

/** The order's acknowledgements with the one this change writes. */
const acknowledgedWith = (order: WorkRow, changes: WorkChanges) =>
  changes.acknowledge
    ? { ...order.acknowledgements, [changes.acknowledge.procedureId]: { revision: changes.acknowledge.revision } }
    : order.acknowledgements;

/** A signature is the name as typed, trimmed (the service adds the signer's uid and the server's time). */
const signed = (changes: WorkChanges): WorkChanges =>
  changes.signature ? { signature: { name: changes.signature.name.trim() } } : {};

function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const role = user.role === UserRole.Admin ? 'admin' : 'editor';
  yield takeEvery(raiseRequested.type, function* ({ payload }: ReturnType<typeof raiseRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const equipment = (yield select(selectEquipmentById)) as ReturnType<typeof selectEquipmentById>;
    const item = equipment.get(payload.equipmentId);
    if (!key || !item || Object.keys(checkRaise(payload, equipment)).length) {
      yield put(workWriteFailed(invalid('The request is incomplete.')));
      return;
    }
    let number: string | null = null;
    yield* writeOfflineFirst(async () => {
      const queued = await queueRaise(key, payload, item, by);
      number = queued.number;
      return queued;
    }, workWriteFailed);
    if (number) yield put(raised(number));
  });
  yield takeEvery(moveRequested.type, function* ({ payload }: ReturnType<typeof moveRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const order = yield* findOrder(payload.number);
    const problem =
      order &&
      moveProblem({
        from: order.status,
        to: payload.to,
        role,
        workType: order.workType,
        reason: payload.changes.reason ?? order.reason,
        plan: payload.changes.plan ?? order.plan,
        execution: payload.changes.execution ?? order.execution,
        pm: order.pm,
        signature: payload.changes.signature !== undefined ? payload.changes.signature : order.signature,
        requiredProcedures: payload.changes.requiredProcedures ?? order.requiredProcedures,
        acknowledgements: acknowledgedWith(order, payload.changes),
      });
    if (!key || !order || problem || !changesFit(order, payload.changes, role)) {
      yield put(workWriteFailed(invalid(problem?.id ?? 'work/unknown-order')));
      return;
    }
    // The rules let an editor start and finish work only when assigned: the plan's people are the order's.
    const changes = payload.changes.plan
      ? { assignees: payload.changes.plan.assignees, ...payload.changes }
      : payload.changes;
    yield* writeOfflineFirst(
      () => queueChange(key, order, payload.to, { ...changes, ...signed(payload.changes) }, payload.note, by),
      workWriteFailed,
    );
  });
  yield takeEvery(updateRequested.type, function* ({ payload }: ReturnType<typeof updateRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const order = yield* findOrder(payload.number);
    if (!key || !order || !changesFit(order, payload.changes, role)) {
      yield put(workWriteFailed(invalid(order ? 'work/checklist' : 'work/unknown-order')));
      return;
    }
    yield* writeOfflineFirst(
      () => queueChange(key, order, order.status, { ...payload.changes, ...signed(payload.changes) }, payload.note, by),
      workWriteFailed,
    );
  });
}

function* workSaga() {
  yield all([
    call(scheduled),
    call(counts),
    call(whileSignedIn, function* signedIn(user: CurrentUser) {
      yield all([call(queues, user), call(writes, user)]);
    }),
  ]);
}

/** Started by MainApp: the equipment pages show their work orders too. */
export const workFeature = { key: 'work', saga: workSaga };
