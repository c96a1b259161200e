// The work-order search's side effects: after a 200 ms pause in typing, one search of
// the saved plant; a newer text (or the box emptied, or another plant) cancels the one running,
// so the latest text always wins and no older answer overwrites it.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { Feature } from '../../store/featureRegistry';
import { toAppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import { plantCleared, plantSelected } from '../plant/plantSlice';
import {
  type PartHit,
  type ProcedureSearch,
  searchParts,
  searchProcedures,
  searchWorkOrders,
  type WorkSearch,
} from './searchService';
import {
  partResultsReceived,
  partSearchFailed,
  procedureResultsReceived,
  procedureSearchFailed,
  searchCleared,
  searchTextChanged,
  selectSavedPlant,
  workResultsReceived,
  workSearchFailed,
} from './searchSlice';
import { isSearchable } from './searchText';

export const SEARCH_PAUSE_MS = 200;

function* searchWork(key: PlantKey, text: string) {
  try {
    const found = (yield call(searchWorkOrders, key, text)) as WorkSearch;
    yield put(workResultsReceived({ text, ...found }));
  } catch (error) {
    yield put(workSearchFailed({ text, error: toAppError(error) }));
  }
}

/** The company's procedures: searched with or without a plant. */
function* searchLibrary(company: string, text: string) {
  try {
    const found = (yield call(searchProcedures, company, text)) as ProcedureSearch;
    yield put(procedureResultsReceived({ text, items: found.items }));
  } catch (error) {
    yield put(procedureSearchFailed({ text, error: toAppError(error) }));
  }
}

/** The company's parts catalogue: searched with or without a plant. */
function* searchCatalogue(company: string, text: string) {
  try {
    const found = (yield call(searchParts, company, text)) as { items: PartHit[] };
    yield put(partResultsReceived({ text, items: found.items }));
  } catch {
    yield put(partSearchFailed({ text }));
  }
}

function* search(action: PayloadAction<{ text: string }> | PayloadAction<unknown>) {
  if (action.type !== searchTextChanged.type) return;
  const { text } = (action as PayloadAction<{ text: string }>).payload;
  const key = (yield select(selectSavedPlant)) as PlantKey | null;
  const company = (yield select(
    (s: { auth: { currentUser: { companyUID: string } | null } }) => s.auth.currentUser?.companyUID ?? '',
  )) as string;
  if (!isSearchable(text) || (!key && !company)) return;
  yield delay(SEARCH_PAUSE_MS);
  yield all([
    ...(key ? [call(searchWork, key, text)] : []),
    ...(company ? [call(searchLibrary, company, text), call(searchCatalogue, company, text)] : []),
  ]);
}

function* searchSaga() {
  yield takeLatest([searchTextChanged.type, searchCleared.type, plantSelected.type, plantCleared.type], search);
}

export const searchFeature: Feature = { key: 'search', saga: searchSaga };
