// Applies settings to the page: <html> attributes at once, the theme style sheet when loaded.
// The start-up script (src/boot/startup.js) did the same before the first paint; this reuses it.
import {
  applyDocumentSettings,
  loadThemeStylesheet,
  readStartupSettings,
  THEME_NAMES,
  THEME_SUPERSEDED,
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

/** The theme and direction of the latest change still loading, if any. */
let wanted: { theme: string; direction: string } | null = null;

function currentDocumentSettings(): StartupSettings {
  const html = document.documentElement;
  return {
    theme: html.getAttribute('data-theme') ?? startupSettings().theme,
    radius: html.classList.contains('radius-flat') ? 'flat' : 'rounded',
    direction: html.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
    // Only `lang` shows the language on the page; this keeps it as it is.
    locale: html.getAttribute('lang') === 'es' ? 'es' : 'en',
  };
}

/** The text direction the page is laid out in now. */
export function appliedDirection(): string {
  return currentDocumentSettings().direction;
}

/** The text direction last asked for: the one loading, or else the page's. */
export function requestedDirection(): string {
  return wanted?.direction ?? appliedDirection();
}

export function applyDocument(patch: Partial<StartupSettings>): void {
  applyDocumentSettings(document, { ...currentDocumentSettings(), ...patch });
}

/** The URL of a style sheet by id; without a start-up script (tests), the dev server's. */
export function themeUrl(sheetId: string): string {
  return window.__torque?.themeUrls[sheetId] ?? `/static/css/theme.${sheetId}.css`;
}

/** The theme whose sheet the page shows now (the store and local storage follow it). */
export function appliedTheme(): string {
  return currentDocumentSettings().theme;
}

/**
 * Switches the theme and/or text direction. The page keeps its current sheet and attributes
 * until the new sheet has loaded; then both change in the same frame. The last change asked for
 * wins: a change made while another is loading builds on it (a theme chosen while a mirrored
 * sheet loads comes mirrored) and abandons it, and the abandoned call resolves 'superseded'.
 * If the sheet cannot load, nothing on the page changes and the error is rethrown.
 */
export async function switchAppearance(change: {
  theme?: string;
  direction?: string;
}): Promise<'applied' | 'superseded'> {
  const base = wanted ?? currentDocumentSettings();
  const next = { theme: change.theme ?? base.theme, direction: change.direction ?? base.direction };
  wanted = next;
  const id = themeSheetId(next.theme, next.direction);
  try {
    await loadThemeStylesheet(document, id, themeUrl(id), undefined, () => applyDocument(next));
    return 'applied';
  } catch (error) {
    if ((error as { code?: string }).code === THEME_SUPERSEDED) return 'superseded';
    throw error;
  } finally {
    if (wanted === next) wanted = null;
  }
}

/** switchAppearance for start-up, where nothing can overtake it. */
export async function applyAppearance(change: { theme?: string; direction?: string }): Promise<void> {
  await switchAppearance(change);
}
