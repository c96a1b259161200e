// The theme-switch race: the last choice wins on the page, in the store and in local
// storage; an overtaken sheet is abandoned at once (no timer left behind); the page's theme
// attributes change only in the frame the new sheet has loaded.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPersistedState, makeStore } from '../app/store';
import { loadThemeStylesheet, THEME_SUPERSEDED } from '../boot/startup.js';
import { localeChanged, themeRequested } from '../features/settings/settingsSlice';
import { loadRequestedThemeSheet } from '../testing/render';

const html = document.documentElement;
const sheets = () =>
  [...document.head.querySelectorAll('link[data-theme-link]')].map((l) => l.getAttribute('data-theme-link'));

function startOn(theme: string) {
  html.setAttribute('data-theme', theme);
  html.setAttribute('data-bs-theme', theme.split('.')[0]);
  html.setAttribute('dir', 'ltr');
  localStorage.setItem('__theme_selected_color', theme);
  const link = document.createElement('link');
  link.setAttribute('data-theme-link', theme);
  document.head.appendChild(link);
  return makeStore(loadPersistedState());
}

/** Page, store and local storage, side by side. */
function themeEverywhere(store: ReturnType<typeof makeStore>) {
  return {
    page: html.getAttribute('data-theme'),
    mode: html.getAttribute('data-bs-theme'),
    store: store.getState().settings.theme,
    saved: localStorage.getItem('__theme_selected_color'),
  };
}

describe('loadThemeStylesheet', () => {
  it('abandons a sheet still loading when another is asked for, leaving no timer behind', async () => {
    vi.useFakeTimers();
    try {
      const first = loadThemeStylesheet(document, 'dark.redruby', '/first.css');
      const firstOutcome = first.catch((e: { code?: string }) => e.code);
      expect(vi.getTimerCount()).toBe(1);
      const second = loadThemeStylesheet(document, 'light.greenlime', '/second.css');
      expect(await firstOutcome).toBe(THEME_SUPERSEDED);
      expect(document.head.querySelector('link[href="/first.css"]')).toBeNull();
      expect(vi.getTimerCount()).toBe(1);
      document.head.querySelector('link[href="/second.css"]')!.dispatchEvent(new Event('load'));
      await second;
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(200_000);
      expect(sheets()).toEqual(['light.greenlime']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs onLoaded before the old sheet goes, never before the new sheet has loaded', async () => {
    const old = document.createElement('link');
    old.setAttribute('data-theme-link', 'light.bluenavy');
    document.head.appendChild(old);
    const seen: (string | null)[][] = [];
    const loading = loadThemeStylesheet(document, 'dark.bluenavy', '/dark.css', undefined, () => seen.push(sheets()));
    expect(seen).toEqual([]);
    document.head.querySelector('link[href="/dark.css"]')!.dispatchEvent(new Event('load'));
    await loading;
    expect(seen).toEqual([['light.bluenavy', 'dark.bluenavy']]);
    expect(sheets()).toEqual(['dark.bluenavy']);
  });
});

describe('switching themes quickly', () => {
  it('keeps the page as it is until the new sheet has loaded (no half-themed frame)', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(themeRequested('dark.bluenavy'));
    expect(themeEverywhere(store)).toEqual({
      page: 'light.bluenavy',
      mode: 'light',
      store: 'light.bluenavy',
      saved: 'light.bluenavy',
    });
    loadRequestedThemeSheet('dark.bluenavy');
    await waitFor(() => expect(store.getState().settings.theme).toBe('dark.bluenavy'));
    expect(themeEverywhere(store)).toEqual({
      page: 'dark.bluenavy',
      mode: 'dark',
      store: 'dark.bluenavy',
      saved: 'dark.bluenavy',
    });
  });

  it('lets the last choice win when the second sheet loads first', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(themeRequested('dark.redruby'));
    store.dispatch(themeRequested('light.greenlime'));
    expect(sheets()).toEqual(['light.bluenavy', 'light.greenlime']);
    loadRequestedThemeSheet('light.greenlime');
    await waitFor(() => expect(store.getState().settings.themePending).toBeNull());
    expect(themeEverywhere(store)).toEqual({
      page: 'light.greenlime',
      mode: 'light',
      store: 'light.greenlime',
      saved: 'light.greenlime',
    });
    expect(sheets()).toEqual(['light.greenlime']);
  });

  it('lets the last choice win when switching back and forth', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(themeRequested('dark.bluenavy'));
    store.dispatch(themeRequested('light.bluenavy'));
    store.dispatch(themeRequested('dark.greysteel'));
    expect(sheets()).toEqual(['light.bluenavy', 'dark.greysteel']);
    loadRequestedThemeSheet('dark.greysteel');
    await waitFor(() => expect(store.getState().settings.themePending).toBeNull());
    expect(themeEverywhere(store)).toEqual({
      page: 'dark.greysteel',
      mode: 'dark',
      store: 'dark.greysteel',
      saved: 'dark.greysteel',
    });
  });

  it('keeps the theme the page shows when the last choice fails, everywhere', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(themeRequested('dark.redruby'));
    store.dispatch(themeRequested('light.greenlime'));
    loadRequestedThemeSheet('light.greenlime', 'error');
    await waitFor(() => expect(store.getState().settings.themeFailed).toBe('light.greenlime'));
    expect(themeEverywhere(store)).toEqual({
      page: 'light.bluenavy',
      mode: 'light',
      store: 'light.bluenavy',
      saved: 'light.bluenavy',
    });
    expect(sheets()).toEqual(['light.bluenavy']);
  });

  it('brings a theme chosen while the language changes direction, mirrored', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(themeRequested('dark.purplemonster'));
    store.dispatch(localeChanged('enrtl'));
    expect(sheets()).toEqual(['light.bluenavy', 'dark.purplemonster.rtl']);
    loadRequestedThemeSheet('dark.purplemonster.rtl');
    await waitFor(() => expect(store.getState().settings.themePending).toBeNull());
    expect(themeEverywhere(store)).toEqual({
      page: 'dark.purplemonster',
      mode: 'dark',
      store: 'dark.purplemonster',
      saved: 'dark.purplemonster',
    });
    expect(html.getAttribute('dir')).toBe('rtl');
  });

  it('keeps the mirrored sheet coming when a theme is chosen while it loads', async () => {
    const store = startOn('light.bluenavy');
    store.dispatch(localeChanged('enrtl'));
    store.dispatch(themeRequested('dark.greenmoss'));
    expect(sheets()).toEqual(['light.bluenavy', 'dark.greenmoss.rtl']);
    loadRequestedThemeSheet('dark.greenmoss.rtl');
    await waitFor(() => expect(store.getState().settings.theme).toBe('dark.greenmoss'));
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('__theme_selected_color')).toBe('dark.greenmoss');
  });
});
