// A technician's phone: every signed-in page fits 320, 375 and 414 px wide with no sideways
// scrolling, every control of the top bar is on screen, and the account menu's "Log out" works.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goInApp, newPage, SCREENSHOTS, settled, setUpBrowser, signIn } from './browser';

setUpBrowser();

const WIDTHS = [320, 375, 414];
const PAGES = [
  '/app/home',
  '/app/dashboard',
  '/app/work/queues',
  '/app/work/new',
  '/app/work/schedule/weekly',
  '/app/work/schedule/daily',
  '/app/plans',
  '/app/plans/forecast',
  '/app/plans/new',
  '/app/contracts',
  '/app/procedures',
  '/app/assets/list',
  '/app/assets/tree',
  '/app/assets/sites',
  '/app/assets/import',
  '/app/assets/failure-codes',
  '/app/inventory/parts',
  '/app/inventory/storerooms',
  '/app/company/members',
  '/app/company/profile',
  '/app/company/plan',
  '/app/help',
  '/app/settings/appearance',
  '/app/settings/data-filter',
];

/** Moves to `path` inside the running app (no reload), as a link would, and waits for its heading. */
async function goAndWait(page: Page, path: string) {
  const before = await page.locator('main h1').first().textContent();
  await goInApp(page, path);
  await page.waitForFunction((old) => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && h1.textContent !== old;
  }, before);
}

/** What sticks out: the page's sideways overflow and the top-bar controls not wholly on screen. */
function outOfView(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - innerWidth;
    const header = document.querySelector('header.torque-topnav')!;
    const controls = [...header.querySelectorAll<HTMLElement>('button, a, input')].filter(
      (el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden',
    );
    const off = controls
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > innerWidth + 1;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    return { overflow: Math.max(0, overflow), off };
  });
}

describe('on a phone', () => {
  it('every page fits 320, 375 and 414 px, with the whole top bar on screen, and "Log out" works', async () => {
    const { page } = await newPage({ width: 375, height: 740 });
    await signIn(page, 'admin');
    await page.locator('main h1').first().waitFor();
    const problems: string[] = [];
    for (const path of PAGES) {
      if (path !== '/app/home') await goAndWait(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await settled(page);
        const { overflow, off } = await outOfView(page);
        if (overflow > 0) problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
        if (off.length) problems.push(`${path} at ${width} px: off screen: ${off.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: `${SCREENSHOTS}/phone-320-top-bar.png` });
    // The sync centre's panel fits the phone, its close button on screen.
    await page.locator('button[aria-controls="torque-sync-centre"]').click();
    const panel = page.locator('#torque-sync-centre');
    await panel.getByRole('heading', { level: 2 }).waitFor();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(320);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Account menu/ }).click();
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    const box = (await logOut.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await logOut.click();
    await page.getByRole('heading', { name: /Sign in|Log in/ }).waitFor();
  }, 120_000);
});
