// The service-contract feature's side effects: the admins' offline-first writes, each checked
// again here before it is queued (a refusal becomes `contractsWriteFailed`, said in words by the
// page) and by firestore.rules last. The site's contracts are live through the live-data kit
// (`contractsLive`), which is what `known` reads.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import type { EquipmentSummary } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { selectEquipmentById, selectSavedPlant } from '../plant/plantSlice';
import { renewalOf } from '../../domain/contractDates';
import { queueBinContract, queueRenew, queueSaveContract, queueVisitOrder } from './contractsService';
import {
  contractDeleteRequested,
  contractRenewRequested,
  type ContractRow,
  contractSaveRequested,
  contractsWriteFailed,
  selectContractById,
  visitOrderRequested,
} from './contractsSlice';
import { inputProblem } from './contractValidation';

/** The refusals the page says in words (messages.ts `refused*`). */
export type ContractRefusal = 'admins-only' | 'invalid' | 'unknown' | 'renewed' | 'visit' | 'equipment' | 'no-plant';
const refused = (code: ContractRefusal) => contractsWriteFailed({ code: `contracts/${code}`, message: code });

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
    const contract = key && (yield* known(payload));
    if (!key || !contract) return;
    yield* writeOfflineFirst(() => queueBinContract(key, contract, by), contractsWriteFailed);
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
    yield call(writes, user);
  });
}

/** Started by MainApp (Home lists expiring contracts) and by the contracts pages. */
export const contractsFeature = { key: 'contracts', saga: contractsSaga };
