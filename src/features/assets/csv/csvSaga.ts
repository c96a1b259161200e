// The CSV feature's side effects: reading a chosen file into a checked preview, writing an
// accepted import batch by batch (progress as actions), and the export's download.
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Feature } from '../../../store/featureRegistry';
import type { RootState } from '../../../store/rootReducer';
import { type AppError, toAppError } from '../../../lib/errors';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import type { PlantKey } from '../../../services/firebase/collections';
import { selectIsAdmin, selectPlant, selectPlantEquipment, selectSavedPlant } from '../../plant/plantSlice';
import { failureCodesLive } from '../../../components/failureCodes/failureCodesLive';
import { failureLibrary } from '../../../domain/failureCodes';
import { takeFile } from './chosenFiles';
import { downloadText, exportFileName } from '../../../lib/download';
import { type CsvPreview, equipmentToCsv, importItemsOf, type ImportItem, parseEquipmentCsvFile } from './equipmentCsv';
import { importEquipment, type ImportProgress, readAllEquipment } from './equipmentImportService';
import {
  exportFailed,
  exportFinished,
  exportRequested,
  importFailed,
  importFileChosen,
  importPreviewReady,
  importProgressed,
  importRequested,
  importStarted,
  importSucceeded,
  selectCsv,
} from './csvSlice';

type ImportEvent = { progress: ImportProgress } | { done: number } | { error: AppError };

function* readChosenFile(action: PayloadAction<{ token: string; fileName: string }>) {
  const file = takeFile(action.payload.token);
  if (!file) return;
  const existing = (yield select(selectPlantEquipment)) as EquipmentSummary[];
  // The library's classes, the company's own too (the import page keeps them live).
  const plant = (yield select(selectSavedPlant)) as PlantKey | null;
  const ext = plant
    ? ((yield select((s: RootState) => failureCodesLive.select(s, plant.company))) as ReturnType<
        typeof failureCodesLive.select
      >)
    : undefined;
  const classes = failureLibrary(ext?.value?.item ?? undefined).classes.map((c) => c.code);
  const preview = (yield call(parseEquipmentCsvFile, file, existing, classes)) as CsvPreview;
  yield put(importPreviewReady(preview));
}

function importChannel(plant: PlantKey, uid: string, items: ImportItem[]): EventChannel<ImportEvent> {
  return eventChannel<ImportEvent>((emit) => {
    importEquipment(plant, uid, items, (progress) => emit({ progress })).then(
      (written) => {
        emit({ done: written.length });
        emit(END);
      },
      (error: unknown) => {
        emit({ error: toAppError(error) });
        emit(END);
      },
    );
    return () => undefined;
  }, buffers.expanding<ImportEvent>());
}

function* writeImport() {
  const state = (yield select((s: RootState) => s)) as RootState;
  const { preview, phase } = selectCsv(state);
  const plant = selectSavedPlant(state);
  const uid = state.auth.currentUser?.uid;
  // An invalid preview, an editor or no plant: nothing is written (the page says why).
  const items = preview && phase === 'previewed' ? importItemsOf(preview) : [];
  if (!items.length || !plant || !uid || !selectIsAdmin(state)) return;
  yield put(importStarted({ total: 0, queued: 0, acknowledged: 0 }));
  const channel = (yield call(importChannel, plant, uid, items)) as EventChannel<ImportEvent>;
  try {
    for (;;) {
      const event = (yield take(channel)) as ImportEvent;
      if ('progress' in event) yield put(importProgressed(event.progress));
      else if ('done' in event) yield put(importSucceeded(event.done));
      else yield put(importFailed(event.error));
    }
  } finally {
    channel.close();
  }
}

function* exportCsv() {
  try {
    const plant = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!plant) throw Object.assign(new Error('No plant is selected.'), { code: 'plant/none' });
    const name = ((yield select(selectPlant)) as ReturnType<typeof selectPlant>)?.name ?? plant.plant;
    const items = (yield call(readAllEquipment, plant)) as Awaited<ReturnType<typeof readAllEquipment>>;
    const text = (yield call(equipmentToCsv, items)) as string;
    yield call(downloadText, exportFileName(name), text);
    yield put(exportFinished());
  } catch (error) {
    yield put(exportFailed(toAppError(error)));
  }
}

function* csvSaga() {
  yield takeLatest(importFileChosen.type, readChosenFile);
  yield takeLeading(importRequested.type, writeImport);
  yield takeLeading(exportRequested.type, exportCsv);
}

export const csvFeature: Feature = { key: 'assetsCsv', saga: csvSaga };
