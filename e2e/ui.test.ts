// What a new user met, checked in the production build: theme switches that race,
// primary and danger buttons told apart in every theme, visible keyboard focus on the side
// menu, the skip link, focus and tab title after navigation, and the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/boot/startup.js';
import { newPage, SCREENSHOTS, settled, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

const THEMES = THEME_NAMES;

type RGB = [number, number, number];
const rgb = (css: string): RGB => {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`Not a colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: RGB) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: RGB, b: RGB) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** CIE76 colour difference: above about 25, two colours are told apart at a glance. */
function deltaE(a: RGB, b: RGB) {
  const lab = (c: RGB) => {
    const [r, g, bl] = c.map(linear);
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

describe('switching themes quickly', () => {
  it('lets the last choice win on the page, in the control and in local storage, with no half-themed frame', async () => {
    const { context, page } = await newPage();
    // The first sheet asked for answers slowly, so the second one loads first.
    // It is held until the second choice is on the page, then let through.
    let delayed = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = () => {};
    const slowAnswered = new Promise<void>((resolve) => (answered = resolve));
    await page.route('**/static/css/theme.dark.redruby.*.css', async (route) => {
      delayed = true;
      await held;
      await route.continue().catch(() => undefined);
      answered();
    });
    await page.goto('/user/login');
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    // Every change of the page's colour mode is recorded with whether its sheet had loaded.
    await page.evaluate(() => {
      const seen: { theme: string | null; sheetLoaded: boolean }[] = [];
      (window as unknown as { __themeChanges: typeof seen }).__themeChanges = seen;
      new MutationObserver(() => {
        const theme = document.documentElement.getAttribute('data-theme');
        const link = document.querySelector<HTMLLinkElement>(`link[data-theme-link="${theme}"]`);
        seen.push({ theme, sheetLoaded: Boolean(link?.sheet) });
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-bs-theme'] });
    });
    await themeSelect(page).selectOption('dark.redruby');
    await themeSelect(page).selectOption('light.greenlime');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light.greenlime');
    await expect.poll(() => delayed).toBe(true);
    release();
    await slowAnswered; // past the slow sheet's answer
    await settled(page);
    const state = await page.evaluate(() => ({
      page: document.documentElement.getAttribute('data-theme'),
      mode: document.documentElement.getAttribute('data-bs-theme'),
      saved: localStorage.getItem('__theme_selected_color'),
      sheets: [...document.querySelectorAll('link[data-theme-link]')].map((l) => l.getAttribute('data-theme-link')),
      changes: (window as unknown as { __themeChanges: unknown[] }).__themeChanges,
    }));
    expect(state).toMatchObject({
      page: 'light.greenlime',
      mode: 'light',
      saved: 'light.greenlime',
      sheets: ['light.greenlime'],
    });
    expect(await themeSelect(page).inputValue()).toBe('light.greenlime');
    expect(state.changes.length).toBeGreaterThan(0);
    expect(state.changes).toEqual(state.changes.map(() => ({ theme: 'light.greenlime', sheetLoaded: true })));
    await context.close();
  });

  it('goes light to dark without a frame of the dark mode on the light sheet', async () => {
    const { context, page } = await newPage();
    await page.goto('/user/login');
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { __darkOnSheet: boolean[] }).__darkOnSheet = seen;
      new MutationObserver(() => {
        const theme = document.documentElement.getAttribute('data-theme');
        seen.push(Boolean(document.querySelector<HTMLLinkElement>(`link[data-theme-link="${theme}"]`)?.sheet));
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    });
    await themeSelect(page).selectOption('dark.bluenavy');
    await page.waitForFunction(() => localStorage.getItem('__theme_selected_color') === 'dark.bluenavy');
    expect(await page.evaluate(() => (window as unknown as { __darkOnSheet: boolean[] }).__darkOnSheet)).toEqual([
      true,
    ]);
    await context.close();
  });
});

describe('themes', () => {
  it('tell the primary button from a danger button in every theme, each readable (WCAG AA)', async () => {
    const { context, page } = await newPage({ width: 800, height: 600 });
    const problems: string[] = [];
    for (const theme of THEMES) {
      await context.clearCookies();
      await page.goto('/user/login');
      await page.evaluate((t) => {
        localStorage.setItem('__theme_selected_color', t);
      }, theme);
      await page.reload();
      await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
      const colours = await page.evaluate(() => {
        const danger = document.createElement('button');
        danger.className = 'btn btn-danger';
        danger.textContent = 'Remove';
        document.querySelector('form')!.appendChild(danger);
        const primary = document.querySelector('form .btn-primary')!;
        const style = (el: Element) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color });
        return {
          theme: document.documentElement.getAttribute('data-theme'),
          primary: style(primary),
          danger: style(danger),
        };
      });
      expect(colours.theme).toBe(theme);
      const difference = deltaE(rgb(colours.primary.bg), rgb(colours.danger.bg));
      if (difference < 25)
        problems.push(`${theme}: primary ${colours.primary.bg} looks like danger ${colours.danger.bg}`);
      for (const kind of ['primary', 'danger'] as const) {
        const ratio = contrast(rgb(colours[kind].bg), rgb(colours[kind].fg));
        if (ratio < 4.5) problems.push(`${theme}: ${kind} button text contrast ${ratio.toFixed(2)}`);
      }
      if (theme === 'dark.redruby') await page.screenshot({ path: `${SCREENSHOTS}/buttons-dark-redruby.png` });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('keyboard focus', () => {
  it('is clearly visible on the side menu in every theme (3:1 against the menu)', async () => {
    const { context, page } = await newPage({ width: 1600 });
    await signIn(page, 'admin', '/app/settings/appearance');
    await page.getByRole('heading', { name: 'Appearance', level: 1 }).waitFor();
    const problems: string[] = [];
    for (const theme of THEMES) {
      await themeSelect(page).selectOption(theme);
      await page.waitForFunction((t) => localStorage.getItem('__theme_selected_color') === t, theme);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).focus();
      // Focus from the keyboard: Tab forward and back onto the link.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const ring = await page.evaluate(async () => {
        // Colours are read once their transitions (Bootstrap's nav-link fades) have finished.
        await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
        const el = document.activeElement!;
        const style = getComputedStyle(el);
        const menu = getComputedStyle(document.querySelector('.torque-main-menu')!);
        return {
          text: el.textContent,
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
          outline: style.outlineColor,
          itemBg: style.backgroundColor,
          menuBg: menu.backgroundColor,
        };
      });
      if (ring.text !== 'Home') problems.push(`${theme}: focus is on ${ring.text}`);
      if (ring.outlineStyle === 'none' || ring.outlineWidth < 2) problems.push(`${theme}: no focus ring`);
      const against = [ring.itemBg, ring.menuBg].filter((c) => !c.startsWith('rgba(0, 0, 0, 0)'));
      for (const bg of against) {
        const ratio = contrast(rgb(ring.outline), rgb(bg));
        if (ratio < 3) problems.push(`${theme}: focus ring contrast ${ratio.toFixed(2)} against ${bg}`);
      }
      if (theme === 'dark.greysteel')
        await page.screenshot({ path: `${SCREENSHOTS}/focus-side-menu-dark-greysteel.png` });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches "Skip to content" first, and it takes focus to the page', async () => {
    const { context, page } = await newPage({ width: 1300 });
    await signIn(page, 'admin', '/app/settings/data-filter');
    await page.getByRole('heading', { name: 'Data filter', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.width > 0).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/skip-link.png` });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    // The next stop is in the page (the first date field), not in the top bar or the menu.
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
    await context.close();
  });

  it('moves focus to the page heading and names the tab after navigation', async () => {
    const { context, page } = await newPage({ width: 1600 });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Alex Admin' }).waitFor();
    expect(await page.title()).toBe('Home · Torque');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Company' }).click();
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Members' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Members');
    expect(await page.title()).toBe('Members · Torque');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.waitForFunction(() => document.title === 'Miembros · Torque');
    await context.close();
  });
});

describe('not-found page', () => {
  it('has the app look outside the app: themed card, heading, link home, tab title', async () => {
    const { context, page } = await newPage({ width: 1000, height: 700 });
    await withStorage(context, { __theme_selected_color: 'dark.blueolympic' });
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    const look = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const card = document.querySelector('.card');
      return {
        mainBg: getComputedStyle(main).backgroundColor,
        cardBg: card && getComputedStyle(card).backgroundColor,
        minHeight: main.getBoundingClientRect().height,
      };
    });
    expect(look.mainBg).toBe('rgb(30, 33, 37)'); // the dark tertiary background
    expect(look.cardBg).toBe('rgb(21, 23, 26)'); // the dark body background
    expect(look.minHeight).toBeGreaterThanOrEqual(700);
    expect(await page.title()).toBe('Page not found · Torque');
    await page.screenshot({ path: `${SCREENSHOTS}/not-found.png` });
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    expect(await page.title()).toBe('Sign in · Torque');
    await context.close();
  });
});

describe('dates', () => {
  it('shows the data filter dates as dd.mm.yyyy in the fields and in the text, and saves a typed one', async () => {
    const { context, page } = await newPage({ width: 1300 });
    await signIn(page, 'admin', '/app/settings/data-filter');
    await page.getByRole('heading', { name: 'Data filter', level: 1 }).waitFor();
    const from = page.getByRole('textbox', { name: 'From' });
    expect(await from.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await page.getByRole('textbox', { name: 'To' }).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await from.fill('20.11.2026');
    await page.getByRole('textbox', { name: 'To' }).fill('31.12.2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Lists now show 20.11.2026 to 31.12.2026').waitFor();
    await from.focus();
    await page.keyboard.press('ArrowUp');
    expect(await from.inputValue()).toBe('21.11.2026');
    await page.screenshot({ path: `${SCREENSHOTS}/data-filter-dates.png` });
    await context.close();
  });
});
