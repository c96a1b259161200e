import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { applyAppearance, applyDocument, appliedDirection } from '../../lib/theme';
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
    yield call(applyAppearance, { theme: action.payload });
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

/** A language that changes the direction also brings the theme's mirrored style sheet. */
function* onLocaleChanged() {
  const { locale, direction, theme } = (yield select(selectSettings)) as SettingsState;
  yield call(saveLocale, locale, direction);
  yield call(applyDocument, { locale });
  if (appliedDirection() === direction) return;
  try {
    yield call(applyAppearance, { direction });
  } catch {
    yield put(themeLoadFailed(theme));
  }
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
