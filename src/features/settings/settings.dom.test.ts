import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPersistedState, makeStore } from '../../app/store';
import { loadRequestedThemeSheet } from '../../testing/render';
import { defaultDataFilter } from './dataFilter';
import { dataFilterChanged, localeChanged, radiusChanged, themeRequested } from './settingsSlice';

const html = document.documentElement;

describe('settings at start-up', () => {
  it('start from the defaults on a fresh browser', () => {
    const { settings } = loadPersistedState();
    expect(settings).toMatchObject({ theme: 'light.bluenavy', radius: 'rounded', direction: 'ltr', locale: 'en' });
    expect(settings!.dataFilter.dataLimit).toBe(50);
  });

  it('read back what was saved', () => {
    const filter = { ...defaultDataFilter(), dataLimit: 200 };
    localStorage.setItem('__theme_selected_color', 'dark.purplemonster');
    localStorage.setItem('__theme_radius', 'flat');
    localStorage.setItem('__current_language', 'es');
    localStorage.setItem('__current_data_filter', JSON.stringify(filter));
    expect(loadPersistedState().settings).toMatchObject({
      theme: 'dark.purplemonster',
      radius: 'flat',
      locale: 'es',
      dataFilter: filter,
    });
  });

  it('fall back to defaults for corrupt values, without crashing', () => {
    localStorage.setItem('__theme_selected_color', '<script>');
    localStorage.setItem('__theme_radius', 'square');
    localStorage.setItem('__theme_direction', 'sideways');
    localStorage.setItem('__current_language', 'de');
    localStorage.setItem('__current_data_filter', '{"fromDate":');
    localStorage.setItem('__current_user', '{"uid":');
    const state = loadPersistedState();
    expect(state.settings).toMatchObject({
      theme: 'light.bluenavy',
      radius: 'rounded',
      direction: 'ltr',
      locale: 'en',
    });
    expect(state.settings!.dataFilter.dataLimit).toBe(50);
    expect(state.auth!.currentUser).toBeNull();
  });
});

describe('changing settings', () => {
  it('switches the theme once its sheet loads, and saves it', async () => {
    const store = makeStore(loadPersistedState());
    store.dispatch(themeRequested('dark.redruby'));
    expect(store.getState().settings.themePending).toBe('dark.redruby');
    expect(html.getAttribute('data-bs-theme')).not.toBe('dark');
    expect(localStorage.getItem('__theme_selected_color')).toBeNull();
    loadRequestedThemeSheet('dark.redruby');
    await waitFor(() => expect(store.getState().settings.theme).toBe('dark.redruby'));
    expect(html.getAttribute('data-bs-theme')).toBe('dark');
    expect(store.getState().settings.themePending).toBeNull();
    expect(localStorage.getItem('__theme_selected_color')).toBe('dark.redruby');
  });

  it('keeps the old theme when the new sheet cannot load', async () => {
    html.setAttribute('data-theme', 'light.bluenavy');
    html.setAttribute('data-bs-theme', 'light');
    const store = makeStore(loadPersistedState());
    store.dispatch(themeRequested('dark.greysteel'));
    loadRequestedThemeSheet('dark.greysteel', 'error');
    await waitFor(() => expect(store.getState().settings.themeFailed).toBe('dark.greysteel'));
    expect(store.getState().settings.theme).toBe('light.bluenavy');
    expect(html.getAttribute('data-bs-theme')).toBe('light');
    expect(html.getAttribute('data-theme')).toBe('light.bluenavy');
    expect(localStorage.getItem('__theme_selected_color')).toBeNull();
  });

  it('saves and applies the radius', () => {
    const store = makeStore(loadPersistedState());
    store.dispatch(radiusChanged('flat'));
    expect(localStorage.getItem('__theme_radius')).toBe('flat');
    expect(html.classList.contains('radius-flat')).toBe(true);
    store.dispatch(radiusChanged('rounded'));
    expect(html.classList.contains('radius-flat')).toBe(false);
  });

  it('sets right-to-left for English RTL, with the mirrored sheet, and back', async () => {
    const store = makeStore(loadPersistedState());
    store.dispatch(localeChanged('enrtl'));
    expect(store.getState().settings.direction).toBe('rtl');
    expect(document.head.querySelector('link[data-theme-link]')!.getAttribute('href')).toBe(
      '/static/css/theme.light.bluenavy.rtl.css',
    );
    loadRequestedThemeSheet('light.bluenavy.rtl');
    await waitFor(() => expect(html.getAttribute('dir')).toBe('rtl'));
    expect(localStorage.getItem('__theme_direction')).toBe('rtl');
    expect(localStorage.getItem('__current_language')).toBe('enrtl');
    store.dispatch(localeChanged('es'));
    expect(html.getAttribute('lang')).toBe('es');
    loadRequestedThemeSheet('light.bluenavy');
    await waitFor(() => expect(html.getAttribute('dir')).toBe('ltr'));
  });

  it('stores the data filter', () => {
    const store = makeStore(loadPersistedState());
    const filter = { ...defaultDataFilter(), dataLimit: 10 };
    store.dispatch(dataFilterChanged(filter));
    expect(JSON.parse(localStorage.getItem('__current_data_filter')!)).toEqual(filter);
  });
});
