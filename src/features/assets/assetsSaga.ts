// The asset register's side effects (docs/design.md §3, docs/product.md §4 "Plant"): the saved
// plant's document as the plant slice's state (it arrives through the live-data kit, plantLive.ts:
// a colleague's change appears without a reload; a plant deleted or of another company is set
// aside) and the offline-first writes of admins. (The sites and plants for the picker and the
// open equipment document are on the kit too: features/plant/registerLive.ts, equipmentLive.ts.)
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { type KitValue, refusalsOf, valuesOf } from '../../store/liveKit';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import type { PlantKey } from '../../services/firebase/collections';
import {
  type LiveDoc,
  type Plant,
  queueCreatePlant,
  queueCreateSite,
  queueBinEquipment,
  queueSaveEquipment,
  queueUpdatePlant,
  queueUpdateSite,
} from './assetsService';
import { isOwnPlant, savedPlantLive } from './plantLive';
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

/** What the saved plant's listener brings, as the plant slice's state (only for the plant saved now). */
function* savedPlant(user: CurrentUser) {
  /** Whether an entry is the saved plant's (an answer for a plant left since is not). */
  function* isSaved(key: string) {
    const saved = (yield select(selectSavedPlant)) as PlantKey | null;
    return saved !== null && savedPlantLive.keyOf(saved) === key;
  }
  /** The plant as it arrived, into the slice. */
  function* apply({ item, fromCache, hasPendingWrites }: LiveDoc<Plant>) {
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
  }
  /** A plant chosen: another company's is set aside; the one already listened to is shown again. */
  function* onSelected() {
    const saved = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!saved) return;
    if (!isOwnPlant(saved, user.companyUID)) return void (yield put(plantCleared('otherCompany')));
    const entry = (yield select(savedPlantLive.select, saved)) as ReturnType<typeof savedPlantLive.select>;
    if (entry?.value) yield* apply(entry.value);
  }
  yield* onSelected();
  yield takeEvery(plantSelected.type, onSelected);
  yield takeEvery(valuesOf(savedPlantLive), function* onPlant({ payload }: KitValue<LiveDoc<Plant>>) {
    if ((yield* isSaved(payload.key)) && payload.value) yield* apply(payload.value);
  });
  yield takeEvery(refusalsOf(savedPlantLive), function* onError({ payload }: KitValue<never>) {
    if (!(yield* isSaved(payload.key)) || !payload.error) return;
    // Spec §8: plant loading fails → rethrown as a generic 'error' (shown translated).
    yield put(plantLoadFailed({ code: 'error', message: payload.error.code }));
  });
  yield takeEvery(plantRetryRequested.type, function* () {
    const saved = (yield select(selectSavedPlant)) as PlantKey | null;
    if (saved) yield put(savedPlantLive.retried(saved));
  });
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
      () => queueBinEquipment(payload.savedPlantDetails, payload.eqid, previous, payload.uid),
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
      yield all([call(savedPlant, user), call(writes, user)]);
    }),
  ]);
}

/** Runs on every page of /app (the top bar's picker needs it): started by MainApp. */
export const assetsFeature = { key: 'assets', saga: assetsSaga };
