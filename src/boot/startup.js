// @ts-check
// Start-up settings. This file is inlined into index.html's <head> by the themes plugin
// (vite.config.ts), so the saved theme, direction and language are applied before the first
// paint, and the theme style sheet is requested before any app code downloads. The app imports
// the same functions, so there is one source for keys, names and validation.
// Plain ES2017, no imports: it runs as a classic inline script.

/** Local storage keys (docs/product.md §9). */
export var STORAGE_KEYS = {
  theme: '__theme_selected_color',
  radius: '__theme_radius',
  direction: '__theme_direction',
  locale: '__current_language',
  dataFilter: '__current_data_filter',
  currentUser: '__current_user',
  plant: '__theme_selected_plant',
};

export var THEME_COLORS = [
  'bluenavy',
  'blueyale',
  'blueolympic',
  'greenmoss',
  'greenlime',
  'purplemonster',
  'orangecarrot',
  'redruby',
  'yellowgranola',
  'greysteel',
];
export var THEME_MODES = ['light', 'dark'];
/** All 20 theme names, `mode.colour`. */
export var THEME_NAMES = THEME_MODES.reduce(function (names, mode) {
  return names.concat(
    THEME_COLORS.map(function (colour) {
      return mode + '.' + colour;
    }),
  );
}, /** @type {string[]} */ ([]));
export var DEFAULT_THEME = 'light.bluenavy';
export var LOCALE_IDS = ['en', 'es', 'enrtl'];
export var DEFAULT_LOCALE = 'en';
export var DIRECTIONS = ['ltr', 'rtl'];
export var DEFAULT_DIRECTION = 'ltr';
export var RADII = ['rounded', 'flat'];
export var DEFAULT_RADIUS = 'rounded';
/** A code or style chunk request is dropped after this long (docs/product.md §7). */
export var CHUNK_TIMEOUT_MS = 120000;
export var THEME_LINK_ID = 'torque-theme';

/**
 * @typedef {{ theme: string, radius: string, direction: string, locale: string }} StartupSettings
 * @typedef {{ getItem(key: string): string | null }} ReadableStorage
 */

/**
 * Reads a stored value; storage that is missing or throws (privacy modes) reads as nothing.
 * @param {ReadableStorage | null | undefined} storage
 * @param {string} key
 * @returns {string | null}
 */
export function readStored(storage, key) {
  try {
    return storage ? storage.getItem(key) : null;
  } catch (e) {
    return null;
  }
}

/**
 * @param {string | null} value
 * @param {string[]} allowed
 * @param {string} fallback
 */
function oneOf(value, allowed, fallback) {
  return value !== null && allowed.indexOf(value) >= 0 ? value : fallback;
}

/**
 * The theme used when none is saved: the default colour in the mode the system prefers.
 * @param {boolean} prefersDark
 */
export function computeTheme(prefersDark) {
  return (prefersDark ? 'dark' : 'light') + DEFAULT_THEME.slice(DEFAULT_THEME.indexOf('.'));
}

/**
 * Validated start-up settings: anything unknown or corrupt falls back to its default.
 * @param {ReadableStorage | null | undefined} storage
 * @param {boolean} prefersDark
 * @returns {StartupSettings}
 */
export function readStartupSettings(storage, prefersDark) {
  return {
    theme: oneOf(readStored(storage, STORAGE_KEYS.theme), THEME_NAMES, computeTheme(prefersDark)),
    radius: oneOf(readStored(storage, STORAGE_KEYS.radius), RADII, DEFAULT_RADIUS),
    direction: oneOf(readStored(storage, STORAGE_KEYS.direction), DIRECTIONS, DEFAULT_DIRECTION),
    locale: oneOf(readStored(storage, STORAGE_KEYS.locale), LOCALE_IDS, DEFAULT_LOCALE),
  };
}

/** @param {string} theme */
export function themeMode(theme) {
  return theme.slice(0, theme.indexOf('.'));
}

/**
 * Puts the settings on <html>: Bootstrap colour mode, text direction, language, radius.
 * @param {Document} doc
 * @param {StartupSettings} settings
 */
export function applyDocumentSettings(doc, settings) {
  var html = doc.documentElement;
  html.setAttribute('data-bs-theme', themeMode(settings.theme));
  html.setAttribute('data-theme', settings.theme);
  html.setAttribute('dir', settings.direction);
  html.setAttribute('lang', settings.locale === 'es' ? 'es' : 'en');
  if (settings.radius === 'flat') html.classList.add('radius-flat');
  else html.classList.remove('radius-flat');
}

/**
 * The error a style chunk fails with (docs/product.md §8).
 * @param {string} id
 * @param {string} href
 */
export function cssChunkError(id, href) {
  var error = /** @type {Error & { code: string, request: string }} */ (
    new Error('Loading CSS chunk ' + id + ' failed')
  );
  error.code = 'CSS_CHUNK_LOAD_FAILED';
  error.request = href;
  return error;
}

/** The code a theme load rejects with when a later theme load replaced it before it loaded. */
export var THEME_SUPERSEDED = 'THEME_SUPERSEDED';
var SUPERSEDE_EVENT = 'torque-theme-superseded';

/**
 * Loads a theme style sheet. The last load asked for wins: starting a load abandons any theme
 * sheet still loading (its promise rejects with code THEME_SUPERSEDED, its timer is cleared).
 * Once the sheet has loaded, `onLoaded` runs (the page's theme attributes change there), then
 * the earlier theme sheets are removed, so the page never shows a frame without, or with half,
 * a theme. Rejects (and drops the request) on error or after the chunk timeout.
 * @param {Document} doc
 * @param {string} theme the sheet's id, named in errors
 * @param {string} href
 * @param {number} [timeoutMs]
 * @param {() => void} [onLoaded]
 * @returns {Promise<void>}
 */
export function loadThemeStylesheet(doc, theme, href, timeoutMs, onLoaded) {
  return new Promise(function (resolve, reject) {
    var pending = doc.querySelectorAll('link[data-theme-pending]');
    for (var p = 0; p < pending.length; p++) pending[p].dispatchEvent(new Event(SUPERSEDE_EVENT));
    var link = doc.createElement('link');
    var timer = setTimeout(function () {
      fail(cssChunkError(theme, href));
    }, timeoutMs || CHUNK_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      link.onload = link.onerror = null;
      link.removeEventListener(SUPERSEDE_EVENT, superseded);
      link.removeAttribute('data-theme-pending');
    }
    /** @param {Error} error */
    function fail(error) {
      done();
      if (link.parentNode) link.parentNode.removeChild(link);
      reject(error);
    }
    function superseded() {
      var error = /** @type {Error & { code: string }} */ (new Error('Theme ' + theme + ' was replaced'));
      error.code = THEME_SUPERSEDED;
      fail(error);
    }
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-theme-link', theme);
    link.setAttribute('data-theme-pending', '');
    link.addEventListener(SUPERSEDE_EVENT, superseded);
    link.onload = function () {
      done();
      if (onLoaded) onLoaded();
      var old = doc.querySelectorAll('link[data-theme-link]');
      for (var i = 0; i < old.length; i++) {
        var parent = old[i].parentNode;
        if (old[i] !== link && parent) parent.removeChild(old[i]);
      }
      link.id = THEME_LINK_ID;
      resolve();
    };
    link.onerror = function () {
      fail(cssChunkError(theme, href));
    };
    doc.head.appendChild(link);
  });
}

/**
 * The style sheet of a theme for a text direction: right-to-left pages use the theme's mirrored
 * sheet (`<theme>.rtl`).
 * @param {string} theme
 * @param {string} direction
 */
export function themeSheetId(theme, direction) {
  return direction === 'rtl' ? theme + '.rtl' : theme;
}

/** The message catalogue of each language (src/i18n/locales.ts loads the same ones). */
export var LOCALE_CATALOGUES = { en: 'en', es: 'es', enrtl: 'en' };

/**
 * Starts downloading the saved language's messages (a code chunk) together with the app's own
 * code, so they are in when the app asks for them instead of being requested after it.
 * @param {Document} doc
 * @param {string} locale
 * @param {Record<string, string> | undefined} messageUrls catalogue name -> URL (empty in dev)
 */
export function preloadMessages(doc, locale, messageUrls) {
  var href = messageUrls && messageUrls[/** @type {Record<string, string>} */ (LOCALE_CATALOGUES)[locale]];
  if (!href) return;
  var link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.appendChild(link);
}

/**
 * @typedef {{
 *   settings: StartupSettings,
 *   themeUrls: Record<string, string>,
 *   loadTheme: (theme: string, direction: string) => Promise<void>,
 *   themeReady: Promise<void>,
 * }} TorqueStartup
 */

/**
 * Runs in <head>: validates the saved settings, applies them and requests the theme (and the
 * language's messages).
 * @param {Window} win
 * @param {Record<string, string>} themeUrls sheet id (theme name, or name + '.rtl') -> URL
 * @param {Record<string, string>} [messageUrls] message catalogue name -> URL of its chunk
 * @returns {TorqueStartup}
 */
export function torqueStartup(win, themeUrls, messageUrls) {
  /** @type {ReadableStorage | null} */
  var storage = null;
  try {
    storage = win.localStorage;
  } catch (e) {
    storage = null;
  }
  var prefersDark = false;
  try {
    prefersDark = !!(win.matchMedia && win.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (e) {
    prefersDark = false;
  }
  var settings = readStartupSettings(storage, prefersDark);
  applyDocumentSettings(win.document, settings);
  // The request portal (portal.html) loads only its own messages, never the app's catalogue.
  if (win.document.documentElement.getAttribute('data-page') !== 'portal') {
    preloadMessages(win.document, settings.locale, messageUrls);
  }
  /**
   * @param {string} theme
   * @param {string} direction
   */
  function loadTheme(theme, direction) {
    var id = themeSheetId(theme, direction);
    return loadThemeStylesheet(win.document, id, themeUrls[id], CHUNK_TIMEOUT_MS);
  }
  var themeReady = loadTheme(settings.theme, settings.direction);
  themeReady['catch'](function () {
    // Reported by the app once it starts; this keeps the browser from logging it twice.
  });
  var startup = {
    settings: settings,
    themeUrls: themeUrls,
    loadTheme: loadTheme,
    themeReady: themeReady,
  };
  /** @type {any} */ (win).__torque = startup;
  return startup;
}
