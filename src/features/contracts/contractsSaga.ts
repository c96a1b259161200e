// The service-contract feature's side effects: the site's contracts, live while a
// screen shows them and restarted when the saved plant's site changes, and the admins'
// offline-first writes, each checked again here before it is queued (a refusal becomes
// `contractsWriteFailed`, said in words by the page) and by firestore.rules last.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import type { EquipmentSummary } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { plantCleared, plantSelected, selectEquipmentById, selectSavedPlant } from '../plant/plantSlice';
import { renewalOf } from '../../domain/contractDates';
import {
  type LiveList,
  queueDeleteContract,
  queueRenew,
  queueSaveContract,
  queueVisitOrder,
  type ServiceContract,
  subscribeContracts,
} from './contractsService';
import {
  contractDeleteRequested,
  contractRenewRequested,
  type ContractRow,
  contractSaveRequested,
  contractsCleared,
  contractsClosed,
  contractsFailed,
  contractsOpened,
  contractsReceived,
  contractsRetried,
  type ContractsState,
  contractsWriteFailed,
  selectContractById,
  selectContracts,
  visitOrderRequested,
} from './contractsSlice';
import { inputProblem } from './contractValidation';

/** The refusals the page says in words (messages.ts `refused*`). */
export type ContractRefusal = 'admins-only' | 'invalid' | 'unknown' | 'renewed' | 'visit' | 'equipment' | 'no-plant';
const refused = (code: ContractRefusal) => contractsWriteFailed({ code: `contracts/${code}`, message: code });

// --- The live list --------------------------------------------------------------------------

function* watchContracts(uid: string, site: string) {
  yield* watchLive<LiveList<ServiceContract>>(
    (listener) => subscribeContracts(uid, site, listener),
    function* onContracts(list) {
      yield put(contractsReceived({ items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }));
    },
    function* onError(error: AppError) {
      yield put(contractsFailed(error));
    },
  );
}

/** One listener while any screen shows contracts; a new site (or a retry) starts it again. */
function* live(user: CurrentUser) {
  let task: Task | null = null;
  let listening: string | null = null;
  let site: string | null = null;
  let retry = false;
  while (true) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const { openCount } = (yield select(selectContracts)) as ContractsState;
    const ours = key && key.uid === user.companyUID ? key : null;
    if (ours?.site !== site && site !== null) yield put(contractsCleared());
    site = ours?.site ?? null;
    const wanted = ours && openCount > 0 ? `${ours.uid}/${ours.site}` : null;
    if (wanted !== listening || retry) {
      if (task) yield cancel(task);
      task = ours && wanted ? ((yield fork(watchContracts, ours.uid, ours.site)) as Task) : null;
      listening = wanted;
    }
    const action = (yield take([
      contractsOpened.type,
      contractsClosed.type,
      contractsRetried.type,
      plantSelected.type,
      plantCleared.type,
    ])) as PayloadAction<unknown>;
    retry = action.type === contractsRetried.type;
  }
}

// --- Writes ---------------------------------------------------------------------------------

function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const admin = user.role === UserRole.Admin;
  /** The saved plant when this admin may write in its site; else the refusal is reported. */
  function* writable() {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!admin) yield put(refused('admins-only'));
    else if (!key || key.uid !== user.companyUID) yield put(refused('no-plant'));
    else return key;
    return null;
  }
  function* known(id: string) {
    const contract = (yield select(selectContractById, id)) as ContractRow | undefined;
    if (!contract) yield put(refused('unknown'));
    return contract ?? null;
  }

  yield takeEvery(contractSaveRequested.type, function* ({ payload }: ReturnType<typeof contractSaveRequested>) {
    const key = yield* writable();
    if (!key) return;
    if (inputProblem(payload.input)) {
      yield put(refused('invalid'));
      return;
    }
    yield* writeOfflineFirst(
      () => queueSaveContract(key.uid, key.site, payload.id, payload.input, payload.isNew, by),
      contractsWriteFailed,
    );
  });
  yield takeEvery(contractDeleteRequested.type, function* ({ payload }: ReturnType<typeof contractDeleteRequested>) {
    const key = yield* writable();
    if (!key) return;
    yield* writeOfflineFirst(() => queueDeleteContract(key.uid, key.site, payload), contractsWriteFailed);
  });
  yield takeEvery(contractRenewRequested.type, function* ({ payload }: ReturnType<typeof contractRenewRequested>) {
    const key = yield* writable();
    const current = key && (yield* known(payload.id));
    if (!key || !current) return;
    if (current.renewedBy) {
      yield put(refused('renewed'));
      return;
    }
    const next = renewalOf(current);
    yield* writeOfflineFirst(
      () => queueRenew(key.uid, key.site, current.id, payload.newId, next, by),
      contractsWriteFailed,
    );
  });
  yield takeEvery(visitOrderRequested.type, function* ({ payload }: ReturnType<typeof visitOrderRequested>) {
    const key = yield* writable();
    const contract = key && (yield* known(payload.contractId));
    if (!key || !contract) return;
    const visit = contract.visits[payload.visit];
    if (!visit || visit.order) {
      yield put(refused('visit'));
      return;
    }
    const equipment = ((yield select(selectEquipmentById)) as Map<string, EquipmentSummary>).get(payload.equipmentId);
    if (!equipment || !contract.equipment.includes(`${key.plant}/${equipment.id}`)) {
      yield put(refused('equipment'));
      return;
    }
    const hours = payload.estimatedHours;
    if (!Number.isFinite(hours) || hours <= 0 || hours > 1000 || !payload.title.trim()) {
      yield put(refused('invalid'));
      return;
    }
    yield* writeOfflineFirst(() => queueVisitOrder(key, contract, payload, equipment, by), contractsWriteFailed);
  });
}

function* contractsSaga() {
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield all([call(live, user), call(writes, user)]);
  });
}

/** Started by MainApp (Home lists expiring contracts) and by the contracts pages. */
export const contractsFeature = { key: 'contracts', saga: contractsSaga };
