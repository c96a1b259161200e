import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type DataFilter, defaultDataFilter } from './dataFilter';

export type ThemeName = string;
export type Radius = 'rounded' | 'flat';
export type Direction = 'ltr' | 'rtl';
import type { LocaleId } from '../../i18n/locales';

export type { LocaleId };

export interface SettingsState {
  theme: ThemeName;
  radius: Radius;
  locale: LocaleId;
  direction: Direction;
  dataFilter: DataFilter;
  /** A theme whose style sheet is loading; `theme` changes once it has loaded. */
  themePending: ThemeName | null;
  /** The theme whose style sheet failed to load on the last switch, if any. */
  themeFailed: ThemeName | null;
}

export function initialSettings(partial: Partial<SettingsState> = {}): SettingsState {
  return {
    theme: 'light.bluenavy',
    radius: 'rounded',
    locale: 'en',
    direction: 'ltr',
    dataFilter: defaultDataFilter(),
    themePending: null,
    themeFailed: null,
    ...partial,
  };
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    themeRequested(state, action: PayloadAction<ThemeName>) {
      state.themePending = action.payload;
      state.themeFailed = null;
    },
    themeApplied(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
      state.themePending = null;
    },
    themeLoadFailed(state, action: PayloadAction<ThemeName>) {
      state.themeFailed = action.payload;
      state.themePending = null;
    },
    radiusChanged(state, action: PayloadAction<Radius>) {
      state.radius = action.payload;
    },
    /** A language brings its own direction: English RTL is right-to-left. */
    localeChanged(state, action: PayloadAction<LocaleId>) {
      state.locale = action.payload;
      state.direction = action.payload === 'enrtl' ? 'rtl' : 'ltr';
    },
    dataFilterChanged(state, action: PayloadAction<DataFilter>) {
      state.dataFilter = action.payload;
    },
  },
});

export const { themeRequested, themeApplied, themeLoadFailed, radiusChanged, localeChanged, dataFilterChanged } =
  settingsSlice.actions;
declare module '../../store/rootReducer' {
  export interface StaticSlices {
    settings: SettingsState;
  }
}

export default settingsSlice.reducer;
