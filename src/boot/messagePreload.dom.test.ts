// The start-up script requests the saved language's messages with the app's own code.
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  inlineStartupScript,
  messageChunkUrls,
  minifyInlineScript,
  startupUrlsElement,
} from '../../scripts/vitePluginThemes';
import type { LocaleId } from '../i18n/locales';
import en from '../i18n/en.json?compiled&part=core';
import es from '../i18n/es.json?compiled&part=core';
import { LOCALES } from '../i18n/locales';
import { LOCALE_CATALOGUES, LOCALE_IDS, preloadMessages, STORAGE_KEYS, torqueStartup } from './startup.js';

const URLS = { en: '/static/js/en.abc.chunk.js', es: '/static/js/es.def.chunk.js' };
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('message preload', () => {
  it.each([
    ['en', URLS.en],
    ['es', URLS.es],
    ['enrtl', URLS.en],
  ])('requests the %s messages at start-up', (locale, url) => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    localStorage.setItem(STORAGE_KEYS.locale, locale);
    torqueStartup(window, {}, URLS);
    expect(preloaded()).toEqual([url]);
  });

  it('requests nothing without chunk URLs (the dev server)', () => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    preloadMessages(document, 'es', {});
    preloadMessages(document, 'es', undefined);
    expect(preloaded()).toEqual([]);
  });

  it('preloads the catalogue the app then loads, for every language', async () => {
    const compiled: Record<string, unknown> = { en, es };
    for (const id of LOCALE_IDS as LocaleId[]) {
      expect(await LOCALES[id].messagesOf(), id).toEqual(compiled[(LOCALE_CATALOGUES as Record<string, string>)[id]]);
    }
  });

  it('finds the catalogues’ chunks in a build', () => {
    const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });
    const bundle = {
      a: chunk('static/js/index.1.js', '/r/src/main.tsx'),
      b: chunk('static/js/en.2.chunk.js', '\0torque-messages:/r/src/i18n/en.json?compiled&part=core'),
      c: chunk('static/js/es.3.chunk.js', '\0torque-messages:/r/src/i18n/es.json?compiled&part=core'),
      // The app's part comes with the app, never preloaded on the first page.
      e: chunk('static/js/en.4.chunk.js', '\0torque-messages:/r/src/i18n/en.json?compiled&part=app'),
      d: { type: 'asset', fileName: 'static/css/theme.x.css' },
    };
    expect(messageChunkUrls(bundle as never, '/base')).toEqual({
      en: '/base/static/js/en.2.chunk.js',
      es: '/base/static/js/es.3.chunk.js',
    });
  });

  it('survives the minified inline script of a build', () => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    localStorage.setItem(STORAGE_KEYS.locale, 'es');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark.redruby');
    const root = path.resolve(__dirname, '../..');
    document.head.insertAdjacentHTML(
      'beforeend',
      startupUrlsElement({ 'dark.redruby': '/t.css' }, JSON.stringify(URLS)),
    );
    const full = inlineStartupScript(root);
    const script = minifyInlineScript(full);
    expect(script.length).toBeLessThan(full.length / 2);
    runInNewContext(script, { window, setTimeout, clearTimeout });
    expect(preloaded()).toEqual([URLS.es]);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark.redruby');
    expect(document.head.querySelector('link[data-theme-link]')!.getAttribute('href')).toBe('/t.css');
  });
});
