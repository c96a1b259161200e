import { describe, expect, it, vi } from 'vitest';
import { readStartupSettings, STORAGE_KEYS, THEME_NAMES, torqueStartup, loadThemeStylesheet } from './startup.js';

const storageOf = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('readStartupSettings', () => {
  it('knows the 20 themes by the spec names', () => {
    expect(THEME_NAMES).toHaveLength(20);
    expect(THEME_NAMES).toContain('light.bluenavy');
    expect(THEME_NAMES).toContain('dark.greysteel');
    expect(THEME_NAMES).toContain('dark.yellowgranola');
  });

  it('defaults to light.bluenavy, rounded, ltr, English', () => {
    expect(readStartupSettings(storageOf({}), false)).toEqual({
      theme: 'light.bluenavy',
      radius: 'rounded',
      direction: 'ltr',
      locale: 'en',
    });
  });

  it('computes a dark theme when the system prefers dark and nothing is saved', () => {
    expect(readStartupSettings(storageOf({}), true).theme).toBe('dark.bluenavy');
  });

  it('keeps valid saved values', () => {
    const settings = readStartupSettings(
      storageOf({
        [STORAGE_KEYS.theme]: 'dark.redruby',
        [STORAGE_KEYS.radius]: 'flat',
        [STORAGE_KEYS.direction]: 'rtl',
        [STORAGE_KEYS.locale]: 'es',
      }),
      false,
    );
    expect(settings).toEqual({ theme: 'dark.redruby', radius: 'flat', direction: 'rtl', locale: 'es' });
  });

  it('falls back to defaults for unknown or corrupt values', () => {
    const settings = readStartupSettings(
      storageOf({
        [STORAGE_KEYS.theme]: 'dark.hotpink',
        [STORAGE_KEYS.radius]: '{"x":1',
        [STORAGE_KEYS.direction]: 'ttb',
        [STORAGE_KEYS.locale]: 'fr',
      }),
      false,
    );
    expect(settings).toEqual({ theme: 'light.bluenavy', radius: 'rounded', direction: 'ltr', locale: 'en' });
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStartupSettings(throwing, false).theme).toBe('light.bluenavy');
    expect(readStartupSettings(null, true).theme).toBe('dark.bluenavy');
  });
});

describe('torqueStartup', () => {
  const urls = Object.fromEntries(
    THEME_NAMES.flatMap((n) => [n, `${n}.rtl`]).map((id) => [id, `/static/css/theme.${id}.css`]),
  );

  it('requests the left-to-right sheet by default', () => {
    torqueStartup(window, urls);
    const link = document.head.querySelector<HTMLLinkElement>('link[data-theme-link]')!;
    expect(link.getAttribute('href')).toBe('/static/css/theme.light.bluenavy.css');
  });

  it('applies the saved settings to <html> and requests the mirrored sheet for RTL', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark.greenlime');
    localStorage.setItem(STORAGE_KEYS.direction, 'rtl');
    localStorage.setItem(STORAGE_KEYS.locale, 'enrtl');
    localStorage.setItem(STORAGE_KEYS.radius, 'flat');
    const startup = torqueStartup(window, urls);
    const html = document.documentElement;
    expect(html.getAttribute('data-bs-theme')).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark.greenlime');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.classList.contains('radius-flat')).toBe(true);
    const link = document.head.querySelector<HTMLLinkElement>('link[data-theme-link]')!;
    expect(link.getAttribute('href')).toBe('/static/css/theme.dark.greenlime.rtl.css');
    expect(window.__torque).toBe(startup);
  });

  it('resolves once the sheet has loaded and then drops the previous sheet', async () => {
    const first = loadThemeStylesheet(document, 'light.bluenavy', '/a.css');
    document.head.querySelector<HTMLLinkElement>('link[href="/a.css"]')!.dispatchEvent(new Event('load'));
    await first;
    const second = loadThemeStylesheet(document, 'dark.redruby', '/b.css');
    expect(document.head.querySelectorAll('link[data-theme-link]')).toHaveLength(2);
    document.head.querySelector<HTMLLinkElement>('link[href="/b.css"]')!.dispatchEvent(new Event('load'));
    await second;
    const links = [...document.head.querySelectorAll('link[data-theme-link]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/b.css']);
  });

  it('fails with the spec CSS chunk error and removes the broken link', async () => {
    const loading = loadThemeStylesheet(document, 'dark.redruby', '/missing.css');
    document.head.querySelector('link[href="/missing.css"]')!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({
      message: 'Loading CSS chunk dark.redruby failed',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(document.head.querySelector('link[href="/missing.css"]')).toBeNull();
  });

  it('drops a sheet request after 120 seconds', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadThemeStylesheet(document, 'light.redruby', '/slow.css');
      const assertion = expect(loading).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
      vi.advanceTimersByTime(119_999);
      expect(document.head.querySelector('link[href="/slow.css"]')).not.toBeNull();
      vi.advanceTimersByTime(1);
      await assertion;
      expect(document.head.querySelector('link[href="/slow.css"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
