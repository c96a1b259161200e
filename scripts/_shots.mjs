// Temporary: screenshots of the plans pages as a user sees them (not committed).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { buildForEmulators, signIn } from './benchAssets.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { seed } from './seed.mjs';

const out = '/tmp/shots/dist';
if (!process.env.NOBUILD) buildForEmulators(out);
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', out, '--port', '4912', '--strictPort'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const base = 'http://127.0.0.1:4912';
try {
  const accounts = await seed();
  const admin = accounts.find((a) => a.role === 'admin');
  const plant = { uid: admin.uid, company: admin.uid, site: 'northfield', plant: 'pm1' };
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const combos = [
    { name: 'en-1440', width: 1440, locale: 'en', theme: 'light.bluenavy', dir: 'ltr' },
    { name: 'es-375-dark', width: 375, locale: 'es', theme: 'dark.greenmoss', dir: 'ltr' },
    { name: 'rtl-1440-dark', width: 1440, locale: 'enrtl', theme: 'dark.bluenavy', dir: 'rtl' },
  ];
  for (const c of combos) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: c.width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.evaluate(({ plant, c }) => {
      localStorage.setItem('__theme_selected_plant', JSON.stringify(plant));
      localStorage.setItem('__current_language', c.locale);
      localStorage.setItem('__theme_selected_color', c.theme);
      localStorage.setItem('__theme_direction', c.dir);
    }, { plant, c });
    await page.goto('/app/plans');
    await page.locator('[data-generation="done"]').waitFor({ timeout: 30000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/plans-${c.name}.png`, fullPage: true });
    if (c.name === 'en-1440') {
      await page.getByRole('button', { name: 'Recount from the orders' }).click();
      await page.locator('[data-recount="done"]').waitFor({ timeout: 30000 });
      await page.locator('[data-recount]').screenshot({ path: `/tmp/shots/recount-done.png` });
    }
    await page.goto('/app/plans/forecast');
    await page.locator('[data-forecast-meters="true"]').waitFor({ timeout: 30000 });
    await page.screenshot({ path: `/tmp/shots/forecast-${c.name}.png`, fullPage: true });
    const first = await page.locator('[data-plan-id] a, a[href^="/app/plans/"]').first();
    await context.close();
  }
  // Offline: the emulators' ports blocked after the app has loaded once.
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.evaluate((plant) => localStorage.setItem('__theme_selected_plant', JSON.stringify(plant)), plant);
  await page.goto('/app/plans');
  await page.locator('[data-generation="done"]').waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000);
  await page.goto('/app/plans/forecast');
  await page.locator('[data-forecast-meters="true"]').waitFor({ timeout: 30000 });
  await context.route(/:(8080|9099|9199)\//, (route) => route.abort());
  await page.goto('/app/plans');
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `/tmp/shots/plans-offline.png`, fullPage: true });
  await page.getByRole('button', { name: 'Recount from the orders' }).click();
  await page.waitForTimeout(4000);
  await page.locator('[data-recount]').screenshot({ path: `/tmp/shots/recount-offline.png` });
  await browser.close();
} finally {
  server.kill();
}
