// Applies settings to the page: <html> attributes at once, the theme style sheet when loaded.
// The start-up script (src/boot/startup.js) did the same before the first paint; this reuses it.
import {
  applyDocumentSettings,
  loadThemeStylesheet,
  readStartupSettings,
  THEME_NAMES,
  themeSheetId,
  type StartupSettings,
} from '../boot/startup.js';
import { readString } from './storage';

export { THEME_NAMES };

function prefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** The settings start-up chose (validated), or the same choice made now when there was no start-up script. */
export function startupSettings(): StartupSettings {
  return window.__torque?.settings ?? readStartupSettings({ getItem: (key: string) => readString(key) }, prefersDark());
}

function currentDocumentSettings(): StartupSettings {
  const html = document.documentElement;
  return {
    theme: html.getAttribute('data-theme') ?? startupSettings().theme,
    radius: html.classList.contains('radius-flat') ? 'flat' : 'rounded',
    direction: html.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
    locale: startupSettings().locale,
  };
}

/** The text direction the page is laid out in now. */
export function appliedDirection(): string {
  return currentDocumentSettings().direction;
}

export function applyDocument(patch: Partial<StartupSettings>): void {
  applyDocumentSettings(document, { ...currentDocumentSettings(), ...patch });
}

/** The URL of a style sheet by id; without a start-up script (tests), the dev server's. */
export function themeUrl(sheetId: string): string {
  return window.__torque?.themeUrls[sheetId] ?? `/static/css/theme.${sheetId}.css`;
}

/**
 * Switches the theme and/or text direction: <html> attributes at once, the matching style sheet
 * as soon as it has loaded (the old one stays until then). If it cannot load, the previous
 * theme and direction are put back and the error rethrown.
 */
export async function applyAppearance(change: { theme?: string; direction?: string }): Promise<void> {
  const previous = currentDocumentSettings();
  const next = { ...previous, ...change };
  applyDocument(next);
  try {
    const id = themeSheetId(next.theme, next.direction);
    await loadThemeStylesheet(document, id, themeUrl(id));
  } catch (error) {
    applyDocument(previous);
    throw error;
  }
}
