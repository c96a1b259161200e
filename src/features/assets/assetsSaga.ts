// The asset register's side effects (docs/design.md §3, docs/product.md §4 "Plant"): the saved
// plant's document (live: a colleague's change appears without a reload) and the offline-first
// writes of admins. (The sites and plants for the picker and the open equipment document are on
// the live-data kit: features/plant/registerLive.ts, equipmentLive.ts.)
import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import {
  type LiveDoc,
  type Plant,
  queueCreatePlant,
  queueCreateSite,
  queueDeleteEquipment,
  queueSaveEquipment,
  queueUpdatePlant,
  queueUpdateSite,
  subscribePlant,
} from './assetsService';
import {
  equipmentDeleteRequested,
  equipmentSaveRequested,
  plantCleared,
  plantLoaded,
  plantLoadFailed,
  plantRetryRequested,
  plantSelected,
  plantWriteFailed,
  selectPlant,
  selectSavedPlant,
} from '../plant/plantSlice';
import {
  plantCreateRequested,
  plantUpdateRequested,
  registerWriteFailed,
  siteCreateRequested,
  siteUpdateRequested,
} from '../plant/registerSlice';
import { clearSavedPlant, writeSavedPlant } from '../../services/savedPlant';

// --- The saved plant ------------------------------------------------------------------------

function* watchOnePlant(key: PlantKey) {
  yield* watchLive<LiveDoc<Plant>>(
    (listener) => subscribePlant(key, listener),
    function* onPlant({ item, fromCache, hasPendingWrites }) {
      // Missing from the offline cache is not "deleted": wait for the server before saying so.
      if (!item) {
        if (!fromCache) yield put(plantCleared('plantGone'));
        return;
      }
      const plant: Plant = {
        id: item.id,
        name: item.name,
        archived: item.archived,
        createdAt: item.createdAt,
        createdBy: item.createdBy,
        equipments: item.equipments,
        corruptItems: item.corruptItems,
      };
      yield put(plantLoaded({ plant, fromCache, hasPendingWrites }));
    },
    function* onError(error: AppError) {
      // Spec §8: plant loading fails → rethrown as a generic 'error' (shown translated).
      yield put(plantLoadFailed({ code: 'error', message: error.code }));
    },
  );
}

function* plantWorker(user: CurrentUser) {
  while (true) {
    const saved = (yield select(selectSavedPlant)) as PlantKey | null;
    let task: Task | null = null;
    if (saved && (saved.uid !== user.companyUID || saved.company !== saved.uid)) {
      yield put(plantCleared('otherCompany'));
    } else if (saved) {
      task = (yield fork(watchOnePlant, saved)) as Task;
    }
    yield take([plantSelected.type, plantCleared.type, plantRetryRequested.type]);
    if (task) yield cancel(task);
  }
}

// --- Writes ---------------------------------------------------------------------------------

/** Every summary entry the plant has for an id (an offline edit may have left two). */
function* previousEntries(eqid: string) {
  const plant = (yield select(selectPlant)) as Plant | null;
  return plant?.equipments.filter((e) => e.id === eqid) ?? [];
}

function* writes(user: CurrentUser) {
  const uid = user.companyUID;
  yield takeEvery(siteCreateRequested.type, function* ({ payload }: ReturnType<typeof siteCreateRequested>) {
    yield* writeOfflineFirst(() => queueCreateSite(uid, payload.name, user.uid), registerWriteFailed);
  });
  yield takeEvery(siteUpdateRequested.type, function* ({ payload }: ReturnType<typeof siteUpdateRequested>) {
    const { site, ...change } = payload;
    yield* writeOfflineFirst(() => queueUpdateSite(uid, site, change), registerWriteFailed);
  });
  yield takeEvery(plantCreateRequested.type, function* ({ payload }: ReturnType<typeof plantCreateRequested>) {
    yield* writeOfflineFirst(() => queueCreatePlant(uid, payload.site, payload.name, user.uid), registerWriteFailed);
  });
  yield takeEvery(plantUpdateRequested.type, function* ({ payload }: ReturnType<typeof plantUpdateRequested>) {
    const { site, plant, ...change } = payload;
    yield* writeOfflineFirst(() => queueUpdatePlant({ uid, company: uid, site, plant }, change), registerWriteFailed);
  });
  yield takeEvery(equipmentSaveRequested.type, function* ({ payload }: ReturnType<typeof equipmentSaveRequested>) {
    const previous = yield* previousEntries(payload.eqid);
    yield* writeOfflineFirst(() => queueSaveEquipment({ ...payload, previous }), plantWriteFailed);
  });
  yield takeEvery(equipmentDeleteRequested.type, function* ({ payload }: ReturnType<typeof equipmentDeleteRequested>) {
    const previous = yield* previousEntries(payload.eqid);
    yield* writeOfflineFirst(
      () => queueDeleteEquipment(payload.savedPlantDetails, payload.eqid, previous),
      plantWriteFailed,
    );
  });
}

// --- Local storage (docs/product.md §9 `__theme_selected_plant`) ---------------------------------------

function* rememberPlant() {
  yield takeEvery(plantSelected.type, ({ payload }: ReturnType<typeof plantSelected>) => writeSavedPlant(payload));
  yield takeEvery(plantCleared.type, () => clearSavedPlant());
}

function* assetsSaga() {
  yield all([
    call(rememberPlant),
    call(whileSignedIn, function* signedIn(user: CurrentUser) {
      yield all([call(plantWorker, user), call(writes, user)]);
    }),
  ]);
}

/** Runs on every page of /app (the top bar's picker needs it): started by MainApp. */
export const assetsFeature = { key: 'assets', saga: assetsSaga };
