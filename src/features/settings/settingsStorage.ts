// Reading and writing the settings in local storage under the spec's keys (docs/product.md §9).
import { STORAGE_KEYS } from '../../boot/startup.js';
import { readJson, writeJson, writeString } from '../../lib/storage';
import { startupSettings } from '../../lib/theme';
import { type DataFilter, defaultDataFilter, parseDataFilter } from './dataFilter';
import { initialSettings, type SettingsState } from './settingsSlice';

export function loadSettings(): SettingsState {
  const startup = startupSettings();
  return initialSettings({
    theme: startup.theme,
    radius: startup.radius === 'flat' ? 'flat' : 'rounded',
    direction: startup.direction === 'rtl' ? 'rtl' : 'ltr',
    locale: startup.locale === 'es' || startup.locale === 'enrtl' ? startup.locale : 'en',
    dataFilter: readJson(STORAGE_KEYS.dataFilter, parseDataFilter) ?? defaultDataFilter(),
  });
}

export const saveTheme = (theme: string) => writeString(STORAGE_KEYS.theme, theme);
export const saveRadius = (radius: string) => writeString(STORAGE_KEYS.radius, radius);
export function saveLocale(locale: string, direction: string): void {
  writeString(STORAGE_KEYS.locale, locale);
  writeString(STORAGE_KEYS.direction, direction);
}
export const saveDataFilter = (filter: DataFilter) => writeJson(STORAGE_KEYS.dataFilter, filter);
