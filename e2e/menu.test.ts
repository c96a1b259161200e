// The side menu in a real browser: the four-state cycle, the breakpoints and the mobile menu,
// checked by what a user sees (which columns are on screen), not only by class names.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOTS, settled, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

const classes = (page: Page) => page.evaluate(() => document.getElementById('app-container')!.className);

/**
 * What is on screen once the transitions have finished: each column hidden, docked (the page
 * starts after it) or over the page (the page starts under it).
 */
async function columns(page: Page) {
  await settled(page);
  return page.evaluate(() => {
    const content = document.getElementById('main-content')!.getBoundingClientRect().left;
    const view = (selector: string) => {
      const el = document.querySelector(selector)!;
      const box = el.getBoundingClientRect();
      const shown =
        getComputedStyle(el).visibility === 'visible' &&
        !el.hasAttribute('hidden') &&
        box.width > 0 &&
        box.right > 0 &&
        box.left < innerWidth;
      if (!shown) return 'hidden';
      return box.right <= content + 1 ? 'docked' : 'over';
    };
    return { main: view('.torque-main-menu'), sub: view('.torque-sub-menu') };
  });
}

async function openApp(width: number, path = '/app/settings/appearance') {
  const { context, page } = await newPage({ width });
  await signIn(page, 'admin', path);
  await page.getByRole('heading', { name: 'Appearance' }).waitFor();
  return { context, page };
}

describe('side menu', () => {
  it('cycles four different states with the menu button at 1440 px', async () => {
    const { context, page } = await openApp(1440);
    expect(await classes(page)).toBe('menu-default');
    expect(await columns(page)).toEqual({ main: 'docked', sub: 'docked' });
    await page.screenshot({ path: `${SCREENSHOTS}/app-light-ltr.png` });
    const button = page.locator('[data-menu-button="desktop"]');
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await button.click();
      seen.push(await columns(page));
    }
    expect(seen).toEqual([
      { main: 'docked', sub: 'hidden' },
      { main: 'hidden', sub: 'hidden' },
      { main: 'over', sub: 'over' },
      { main: 'docked', sub: 'docked' },
    ]);
    await context.close();
  });

  it('cycles four different states with the menu button at 1300 px', async () => {
    const { context, page } = await openApp(1300);
    expect(await classes(page)).toBe('menu-default menu-sub-hidden');
    expect(await columns(page)).toEqual({ main: 'docked', sub: 'hidden' });
    await page.screenshot({ path: `${SCREENSHOTS}/menu-1300-0.png` });
    const button = page.locator('[data-menu-button="desktop"]');
    const seen = [];
    for (let i = 1; i <= 4; i++) {
      await button.click();
      seen.push(await columns(page));
      await page.screenshot({ path: `${SCREENSHOTS}/menu-1300-${i}.png` });
    }
    expect(seen).toEqual([
      { main: 'hidden', sub: 'hidden' },
      { main: 'over', sub: 'over' },
      { main: 'docked', sub: 'over' },
      { main: 'docked', sub: 'hidden' },
    ]);
    await context.close();
  });

  it('changes what is visible at every click on a page without a sub-menu', async () => {
    const { context, page } = await newPage({ width: 1300 });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    const button = page.locator('[data-menu-button="desktop"]');
    let before = await columns(page);
    for (let i = 0; i < 5; i++) {
      await button.click();
      const after = await columns(page);
      expect(after).not.toEqual(before);
      before = after;
    }
    await context.close();
  });

  it('hides the sub-menu below 1440 and shows it over the page on demand', async () => {
    const { context, page } = await openApp(1200);
    expect(await classes(page)).toBe('menu-default menu-sub-hidden');
    expect(await columns(page)).toEqual({ main: 'docked', sub: 'hidden' });
    await page.getByRole('link', { name: 'Settings' }).click();
    expect(await classes(page)).toContain('sub-show-temporary');
    expect(await columns(page)).toEqual({ main: 'docked', sub: 'over' });
    await page.keyboard.press('Escape');
    expect(await columns(page)).toEqual({ main: 'docked', sub: 'hidden' });
    await context.close();
  });

  it('reaches every sub-menu on a phone just after sign-in', async () => {
    const { context, page } = await newPage({ width: 375, height: 740 });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    const menuButton = page.locator('[data-menu-button="mobile"]');
    const targets: [string, string, string][] = [
      ['Company', 'Members', 'Members'],
      ['Company', 'My profile', 'My profile'],
      ['Settings', 'Appearance', 'Appearance'],
      ['Settings', 'Data filter', 'Data filter'],
      ['Demo apps', 'Todo list', 'Todo list'],
    ];
    for (const [main, sub, heading] of targets) {
      await menuButton.click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: main }).click();
      expect(await columns(page)).toEqual({ main: 'over', sub: 'over' });
      if (main === 'Company' && sub === 'Members')
        await page.screenshot({ path: `${SCREENSHOTS}/phone-menu-after-sign-in.png` });
      await page.getByRole('navigation', { name: main }).getByRole('link', { name: sub }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await columns(page)).toEqual({ main: 'hidden', sub: 'hidden' });
    }
    await context.close();
  });

  it('becomes a mobile menu below 768', async () => {
    const { context, page } = await openApp(600);
    expect(await classes(page)).toContain('menu-mobile');
    expect(await columns(page)).toEqual({ main: 'hidden', sub: 'hidden' });
    await page.locator('[data-menu-button="mobile"]').click();
    expect(await columns(page)).toEqual({ main: 'over', sub: 'over' });
    await page.screenshot({ path: `${SCREENSHOTS}/app-mobile-menu.png` });
    await page.getByRole('link', { name: 'Data filter' }).click();
    await page.getByRole('heading', { name: 'Data filter' }).waitFor();
    expect(await columns(page)).toEqual({ main: 'hidden', sub: 'hidden' });
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
