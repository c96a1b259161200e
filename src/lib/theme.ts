// Applies settings to the page: <html> attributes at once, the theme style sheet when loaded.
// The start-up script (src/boot/startup.js) did the same before the first paint; this reuses it.
import {
  applyDocumentSettings,
  loadThemeStylesheet,
  readStartupSettings,
  THEME_NAMES,
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
  return (
    window.__torque?.settings ??
    readStartupSettings({ getItem: (key: string) => readString(key) }, prefersDark())
  );
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

export function applyDocument(patch: Partial<StartupSettings>): void {
  applyDocumentSettings(document, { ...currentDocumentSettings(), ...patch });
}

/** The URL of a theme's style sheet; without a start-up script (tests), the dev server's. */
export function themeUrl(theme: string): string {
  return window.__torque?.themeUrls[theme] ?? `/static/css/theme.${theme}.css`;
}

/**
 * Switches to `theme`: colour mode at once, style sheet as soon as it has loaded (the old one
 * stays until then). If it cannot load, the previous theme is put back and the error rethrown.
 */
export async function applyTheme(theme: string): Promise<void> {
  const previous = currentDocumentSettings().theme;
  applyDocument({ theme });
  try {
    await loadThemeStylesheet(document, theme, themeUrl(theme));
  } catch (error) {
    applyDocument({ theme: previous });
    throw error;
  }
}
