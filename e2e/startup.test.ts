// Start-up against the production build: the saved theme is applied before the app appears,
// choices persist across reloads, RTL lays the page out right to left, corrupt storage cannot
// crash start-up, and a chunk that fails to load shows a message with a working retry.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, SCREENSHOTS, setUpBrowser, signIn, withStorage } from './browser';
import { firstRender, RECORD_FIRST_RENDER } from './firstRender';

setUpBrowser();

describe('start-up theme', () => {
  it('uses light.bluenavy on a fresh browser, loaded before the app appears', async () => {
    const { context, page } = await newPage();
    await context.addInitScript(RECORD_FIRST_RENDER);
    await page.goto('/user/login');
    const seen = await firstRender(page);
    expect(seen.theme).toBe('light.bluenavy');
    expect(seen.sheetLoaded).toBe(true);
    expect(seen.sheetHref).toMatch(/^\/static\/css\/theme\.light\.bluenavy\.[0-9a-f]+\.css$/);
    expect(seen.primary).toBe('#00365a');
    expect(seen.background).toBe('rgb(255, 255, 255)');
    await page.screenshot({ path: `${SCREENSHOTS}/login-light-ltr.png` });
    await context.close();
  });

  it('computes a dark theme when the system prefers dark and nothing is saved', async () => {
    const { context, page } = await newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await context.addInitScript(RECORD_FIRST_RENDER);
    await page.goto('/user/login');
    const seen = await firstRender(page);
    expect(seen.theme).toBe('dark.bluenavy');
    expect(seen.sheetLoaded).toBe(true);
    await context.close();
  });

  it('applies a saved dark theme in the very first render', async () => {
    const { context, page } = await newPage();
    await withStorage(context, { __theme_selected_color: 'dark.redruby' });
    await context.addInitScript(RECORD_FIRST_RENDER);
    await page.goto('/user/login');
    const seen = await firstRender(page);
    expect(seen).toMatchObject({ theme: 'dark.redruby', sheetLoaded: true, primary: '#e35d8f' });
    expect(seen.background).toBe('rgb(21, 23, 26)');
    await context.close();
  });

  it('keeps a theme chosen on the page across a reload', async () => {
    const { context, page } = await newPage();
    await page.goto('/user/login');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark.greenlime');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark.greenlime');
    await page.waitForFunction(() => localStorage.getItem('__theme_selected_color') === 'dark.greenlime');
    await context.addInitScript(RECORD_FIRST_RENDER);
    await page.reload();
    const seen = await firstRender(page);
    expect(seen).toMatchObject({ theme: 'dark.greenlime', sheetLoaded: true, primary: '#7cbd3a' });
    expect(await page.locator('link[data-theme-link]').count()).toBe(1);
    await context.close();
  });

  it('starts with defaults when stored settings are corrupt', async () => {
    const { context, page } = await newPage();
    await withStorage(context, {
      __theme_selected_color: 'dark.<img>',
      __theme_radius: 'oval',
      __theme_direction: 'up',
      __current_language: 'klingon',
      __current_data_filter: '{"fromDate": 5',
      __current_user: '{"uid":',
    });
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor()).resolves.toBeUndefined();
    const html = await page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme'),
      dir: document.documentElement.getAttribute('dir'),
      lang: document.documentElement.getAttribute('lang'),
      flat: document.documentElement.classList.contains('radius-flat'),
    }));
    expect(html).toEqual({ theme: 'light.bluenavy', dir: 'ltr', lang: 'en', flat: false });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await context.close();
  });
});

describe('languages and direction', () => {
  it('switches to Spanish and keeps it across a reload', async () => {
    const { context, page } = await newPage();
    await page.goto('/user/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión en Torque' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión en Torque' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });

  it('sets dir="rtl" for English RTL and puts the side menu on the right', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin', '/app/settings/appearance');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('enrtl');
    await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
    expect(menu!.x).toBeGreaterThan(1600 / 2);
    await page.screenshot({ path: `${SCREENSHOTS}/app-light-rtl.png` });
    await context.close();
  });
});

describe('loading failures', () => {
  it('explains a failed main-app chunk and recovers on retry', async () => {
    const { context, page } = await newPage();
    await page.route(/\/static\/js\/MainApp\.[^/]+\.js$/, (route) => route.abort());
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill('admin@demo.torque.test');
    await page.getByLabel('Password').fill('torque-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Loading chunk app failed');
    await page.screenshot({ path: `${SCREENSHOTS}/chunk-error.png` });
    await page.unroute(/\/static\/js\/MainApp\.[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    await context.close();
  });

  it('explains a failed theme sheet at start-up and recovers on retry', async () => {
    const { context, page } = await newPage();
    await page.route(/theme\.light\.bluenavy\.[^/]+\.css$/, (route) => route.abort());
    await page.goto('/user/login');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Loading CSS chunk light.bluenavy failed');
    await page.unroute(/theme\.light\.bluenavy\.[^/]+\.css$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim()),
    ).toBe('#00365a');
    await context.close();
  });
});
