import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { applyDocument, applyTheme } from '../../lib/theme';
import type { DataFilter } from './dataFilter';
import {
  dataFilterChanged,
  localeChanged,
  radiusChanged,
  type SettingsState,
  themeApplied,
  themeLoadFailed,
  themeRequested,
} from './settingsSlice';
import { saveDataFilter, saveLocale, saveRadius, saveTheme } from './settingsStorage';

const selectSettings = (state: { settings: SettingsState }) => state.settings;

/** The theme is saved only once its style sheet has loaded; on failure the old one stays. */
function* onThemeRequested(action: PayloadAction<string>) {
  try {
    yield call(applyTheme, action.payload);
    yield call(saveTheme, action.payload);
    yield put(themeApplied(action.payload));
  } catch {
    yield put(themeLoadFailed(action.payload));
  }
}

function* onRadiusChanged(action: PayloadAction<'rounded' | 'flat'>) {
  yield call(saveRadius, action.payload);
  yield call(applyDocument, { radius: action.payload });
}

function* onLocaleChanged() {
  const { locale, direction }: SettingsState = yield select(selectSettings);
  yield call(saveLocale, locale, direction);
  yield call(applyDocument, { locale, direction });
}

function* onDataFilterChanged(action: PayloadAction<DataFilter>) {
  yield call(saveDataFilter, action.payload);
}

export function* settingsSaga() {
  yield takeLatest(themeRequested.type, onThemeRequested);
  yield takeEvery(radiusChanged.type, onRadiusChanged);
  yield takeEvery(localeChanged.type, onLocaleChanged);
  yield takeEvery(dataFilterChanged.type, onDataFilterChanged);
}
