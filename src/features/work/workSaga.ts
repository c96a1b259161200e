// The work feature's side effects (docs/design.md §4, §6): the counts per group and the
// offline-first writes, each checked again before it is queued (workValidation.ts) against the
// order as this client shows it, and refused by the rules if a client skips that. What pages show
// live is on the live-data kit (queuesLive.ts, orderLive.ts).
import { all, call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import type { RootState } from '../../store/rootReducer';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { dataWindow } from '../../lib/dataWindow';
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import { plantSelected, selectEquipmentById, selectPlant, selectSavedPlant } from '../plant/plantSlice';
import { mailRecipientsOf, sendMail } from '../../services/firebase/mail';
import { connectionChanged } from '../sync/syncSlice';
import { freezeWeekIfNeeded } from '../../services/firebase/scheduleWeeks';
import { mondayOf, today } from '../../lib/days';
import { countByGroup, queueChange, queueRaise, queueTimeEntry } from './workService';
import { timeProblem } from '../../domain/timeEntries';
import {
  countsFailed,
  countsReceived,
  countsRequested,
  moveRequested,
  raised,
  raiseRequested,
  timeLogRequested,
  updateRequested,
  type WorkRow,
  workWriteFailed,
} from './workSlice';
import type { WorkChanges } from '../../domain/work';
import { type OpenOrder, selectOpenOrder } from './orderLive';
import { selectListedOrders } from './queuesLive';
import { checkAcknowledge, checkRaise, checkRequiredProcedures, checkSignature, moveProblem } from './workValidation';

const invalid = (message: string): AppError => ({ code: 'work/invalid', message });
const selectFilter = (s: RootState) => s.settings.dataFilter;

// --- Counts ---------------------------------------------------------------------------------

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
  const open = (yield select(selectOpenOrder, number)) as OpenOrder;
  const listed = (yield select(selectListedOrders)) as WorkRow[];
  return [...(open.item ? [open.item] : []), ...listed].find((o) => o.number === number) ?? null;
}

/**
 * A checklist keeps the order's steps (the rules refuse another size): only ticks and readings
 * change, and every reading is a finite number or not read yet.
 */
function changesFit(order: WorkRow, changes: WorkChanges, role: 'admin' | 'editor', uid: string): boolean {
  if (changes.signature && checkSignature(changes.signature.name)) return false;
  if (changes.requiredProcedures && checkRequiredProcedures(order, changes.requiredProcedures, role)) return false;
  if (
    changes.acknowledge &&
    checkAcknowledge(order, changes.acknowledge.procedureId, changes.acknowledge.revision, uid)
  )
    return false;
  const list = changes.checklist;
  if (!list) return true;
  return (
    list.length === order.checklist.length &&
    list.every((c, i) => c.text === order.checklist[i].text && (c.value === null || Number.isFinite(c.value)))
  );
}

/** The order's acknowledgements with the one this change writes (the writer's own). */
const acknowledgedWith = (order: WorkRow, changes: WorkChanges, by: { uid: string; name: string }) =>
  changes.acknowledge
    ? {
        ...order.acknowledgements,
        [changes.acknowledge.procedureId]: {
          ...order.acknowledgements[changes.acknowledge.procedureId],
          [by.uid]: { revision: changes.acknowledge.revision, by: by.uid, byName: by.name, at: null },
        },
      }
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
    const plantName = ((yield select(selectPlant)) as ReturnType<typeof selectPlant>)?.name ?? '';
    let number: string | null = null;
    yield* writeOfflineFirst(async () => {
      const queued = await queueRaise(key, payload, item, by);
      number = queued.number;
      // A safety or breakdown request: e-mail to the admins who chose it (after the request's batch).
      if (payload.workType === 'SI' || payload.workType === 'BRP')
        void mailRecipientsOf(key.company, 'urgent').then((to) =>
          sendMail(
            'urgent',
            to.filter((uid) => uid !== user.uid),
            { ...key, plantName },
            { number: queued.number, title: payload.title.trim(), equipmentName: item.name },
          ),
        );
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
        acknowledgements: acknowledgedWith(order, payload.changes, by),
        uid: user.uid,
        raisedByMe: order.raisedBy === user.uid,
        delaysBefore: order.execution?.delays.length ?? 0,
      });
    if (!key || !order || problem || !changesFit(order, payload.changes, role, user.uid)) {
      yield put(workWriteFailed(invalid(problem?.id ?? 'work/unknown-order')));
      return;
    }
    // The rules let an editor start and finish work only when assigned: the plan's people are the order's.
    const changes = payload.changes.plan
      ? { assignees: payload.changes.plan.assignees, ...payload.changes }
      : payload.changes;
    // People assigned by this change (not before): e-mail to those who chose it, after the change's batch.
    const added = (changes.assignees ?? []).filter((uid) => uid !== user.uid && !order.assignees.includes(uid));
    const plantName = ((yield select(selectPlant)) as ReturnType<typeof selectPlant>)?.name ?? '';
    yield* writeOfflineFirst(async () => {
      const queued = await queueChange(
        key,
        order,
        payload.to,
        { ...changes, ...signed(payload.changes) },
        payload.note,
        by,
      );
      if (added.length)
        void mailRecipientsOf(key.company, 'assigned', added).then((to) =>
          sendMail(
            'assigned',
            to,
            { ...key, plantName },
            { number: order.number, title: changes.title ?? order.title, equipmentName: order.equipmentName },
          ),
        );
      return queued;
    }, workWriteFailed);
  });
  yield takeEvery(timeLogRequested.type, function* ({ payload }: ReturnType<typeof timeLogRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const order = yield* findOrder(payload.number);
    // As the rules: work in progress, the writer on it (or an admin), the procedures read by them,
    // and an entry that makes sense (the page said why in words; this refuses a skipped form).
    const mayLog = order?.status === 'inProgress' && (role === 'admin' || order.assignees.includes(user.uid));
    const unread = order?.requiredProcedures.some((id) => !order.acknowledgements[id]?.[user.uid]) ?? true;
    if (!key || !order || !mayLog || unread || timeProblem(payload.input, [], new Date())) {
      yield put(workWriteFailed(invalid(order ? 'work/time' : 'work/unknown-order')));
      return;
    }
    yield* writeOfflineFirst(() => queueTimeEntry(key, order, payload.input, by), workWriteFailed);
  });
  yield takeEvery(updateRequested.type, function* ({ payload }: ReturnType<typeof updateRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const order = yield* findOrder(payload.number);
    if (!key || !order || !changesFit(order, payload.changes, role, user.uid)) {
      yield put(workWriteFailed(invalid(order ? 'work/checklist' : 'work/unknown-order')));
      return;
    }
    yield* writeOfflineFirst(
      () => queueChange(key, order, order.status, { ...payload.changes, ...signed(payload.changes) }, payload.note, by),
      workWriteFailed,
    );
  });
}

// --- The week's schedule, frozen when the week begins (SMRP 5.4.4's baseline) ---------------

/** How often a device that stays open looks whether a new week needs freezing. */
const FREEZE_CHECK_MS = 60 * 60_000;
/**
 * How long the first look waits after the app opens: the first device of a week reads every order
 * scheduled for it (hundreds in a large plant, 1,467 in the work bench's), which must not compete
 * with the first page for the network and the processor.
 */
const FREEZE_SETTLE_MS = 15_000;

/**
 * Freezes this week's schedule of the saved plant if no device has (domain/scheduleWeeks.ts):
 * once the app has settled after opening, when another plant is chosen, when the device comes back online, and
 * hourly (a new week may begin while the app is open). Offline, the server read rejects and the
 * next occasion tries again.
 */
function* freezing(user: CurrentUser) {
  yield delay(FREEZE_SETTLE_MS);
  while (true) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (key)
      try {
        yield call(freezeWeekIfNeeded, key, mondayOf(today()), user.uid);
      } catch {
        // Not reachable now: tried again below.
      }
    yield race({
      plant: take(plantSelected.type),
      online: take((a: { type: string; payload?: unknown }) => a.type === connectionChanged.type && a.payload === true),
      later: delay(FREEZE_CHECK_MS),
    });
  }
}

function* workSaga() {
  yield all([call(counts), call(whileSignedIn, writes), call(whileSignedIn, freezing)]);
}

/** Started by MainApp: the equipment pages show their work orders too. */
export const workFeature = { key: 'work', saga: workSaga };
