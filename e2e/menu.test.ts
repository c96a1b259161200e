// The side menu in a real browser: the four-state cycle, the breakpoints and the mobile menu,
// checked by what a user sees (which columns are on screen), not only by class names.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOTS, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

const classes = (page: Page) => page.evaluate(() => document.getElementById('app-container')!.className);

/** Whether each column is visible on screen once its transition has finished. */
async function columns(page: Page) {
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const shown = (selector: string) => {
      const el = document.querySelector(selector)!;
      const box = el.getBoundingClientRect();
      return (
        getComputedStyle(el).visibility === 'visible' &&
        !el.hasAttribute('hidden') &&
        box.right > 0 &&
        box.left < innerWidth
      );
    };
    return { main: shown('.torque-main-menu'), sub: shown('.torque-sub-menu') };
  });
}

async function openApp(width: number, path = '/app/settings/appearance') {
  const { context, page } = await newPage({ width });
  await signIn(page, 'admin', path);
  await page.getByRole('heading', { name: 'Appearance' }).waitFor();
  return { context, page };
}

describe('side menu', () => {
  it('cycles four states with the menu button on a wide screen', async () => {
    const { context, page } = await openApp(1600);
    expect(await classes(page)).toBe('menu-default');
    expect(await columns(page)).toEqual({ main: true, sub: true });
    await page.screenshot({ path: `${SCREENSHOTS}/app-light-ltr.png` });
    const button = page.locator('[data-menu-button="desktop"]');
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await button.click();
      seen.push({ classes: await classes(page), ...(await columns(page)) });
    }
    expect(seen).toEqual([
      { classes: 'menu-default sub-hidden', main: true, sub: false },
      { classes: 'menu-default main-hidden sub-hidden', main: false, sub: false },
      { classes: 'menu-default sub-hidden', main: true, sub: false },
      { classes: 'menu-default', main: true, sub: true },
    ]);
    await context.close();
  });

  it('hides the sub-menu below 1440 and shows it over the page on demand', async () => {
    const { context, page } = await openApp(1200);
    expect(await classes(page)).toBe('menu-default menu-sub-hidden');
    expect(await columns(page)).toEqual({ main: true, sub: false });
    await page.getByRole('link', { name: 'Settings' }).click();
    expect(await classes(page)).toContain('sub-show-temporary');
    expect(await columns(page)).toEqual({ main: true, sub: true });
    await page.keyboard.press('Escape');
    expect(await columns(page)).toEqual({ main: true, sub: false });
    await context.close();
  });

  it('becomes a mobile menu below 768', async () => {
    const { context, page } = await openApp(600);
    expect(await classes(page)).toContain('menu-mobile');
    expect(await columns(page)).toEqual({ main: false, sub: false });
    await page.locator('[data-menu-button="mobile"]').click();
    expect(await columns(page)).toEqual({ main: true, sub: true });
    await page.screenshot({ path: `${SCREENSHOTS}/app-mobile-menu.png` });
    await page.getByRole('link', { name: 'Data filter' }).click();
    await page.getByRole('heading', { name: 'Data filter' }).waitFor();
    expect(await columns(page)).toEqual({ main: false, sub: false });
    await context.close();
  });

  it('follows the window across the breakpoints', async () => {
    const { context, page } = await openApp(1600);
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.waitForFunction(() => document.getElementById('app-container')!.classList.contains('menu-sub-hidden'));
    await page.setViewportSize({ width: 700, height: 900 });
    await page.waitForFunction(() => document.getElementById('app-container')!.classList.contains('menu-mobile'));
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.waitForFunction(() => document.getElementById('app-container')!.className === 'menu-default');
    await context.close();
  });

  it('can be used from the keyboard', async () => {
    const { context, page } = await openApp(1600, '/app/settings/appearance');
    await page.locator('[data-menu-button="desktop"]').focus();
    await page.keyboard.press('Enter');
    expect(await classes(page)).toBe('menu-default sub-hidden');
    await page.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    await context.close();
  });

  it('looks right in a dark theme', async () => {
    const { context, page } = await newPage({ width: 1600 });
    await withStorage(context, { __theme_selected_color: 'dark.blueolympic' });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/app-dark-ltr.png` });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(21, 23, 26)');
    await context.close();
  });
});
