import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { applyDocument, appliedTheme, requestedDirection, switchAppearance } from '../../lib/theme';
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

/** The page has a new sheet: the store and local storage take the theme the page shows. */
function* onAppearanceApplied() {
  const theme = appliedTheme();
  yield call(saveTheme, theme);
  yield put(themeApplied(theme));
}

/**
 * The theme is saved only once its style sheet has loaded; on failure the old one stays. The
 * last choice wins: an earlier request is cancelled (takeLatest) and its sheet abandoned, and a
 * request overtaken by a language's mirrored sheet is finished by that one.
 */
function* onThemeRequested(action: PayloadAction<string>) {
  try {
    const outcome = (yield call(switchAppearance, { theme: action.payload })) as 'applied' | 'superseded';
    if (outcome === 'applied') yield call(onAppearanceApplied);
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
  const { locale, direction, theme, themePending } = (yield select(selectSettings)) as SettingsState;
  yield call(saveLocale, locale, direction);
  yield call(applyDocument, { locale });
  if (requestedDirection() === direction) return;
  try {
    const outcome = (yield call(switchAppearance, { direction })) as 'applied' | 'superseded';
    if (outcome === 'applied') yield call(onAppearanceApplied);
  } catch {
    yield put(themeLoadFailed(themePending ?? theme));
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
