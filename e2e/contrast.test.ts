// WCAG AA colour contrast (axe's color-contrast rule) on pages full of the demo data, in a light
// theme in Spanish and a dark one right-to-left: the weekly schedule (its small buttons, badges and
// over-capacity text), the sites page (its buttons and badges) and the equipment tree (its tags).
// A page seen empty would hide what only real data draws.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { inPlant, newPage, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

// Two sittings cover the four looks: a light theme in Spanish, and a dark one right-to-left.
const VARIANTS: [name: string, storage: Record<string, string>][] = [
  ['light, Spanish', { __current_language: 'es' }],
  ['dark, RTL', { __theme_selected_color: 'dark.bluenavy', __theme_direction: 'rtl' }],
];

/** Each page and what shows that its data has arrived. */
const PAGES: [path: string, loaded: string][] = [
  ['/app/work/schedule/weekly', 'li[data-work-number] .badge'],
  ['/app/assets/sites', 'section[aria-label="Northfield mill"] .badge'],
  ['/app/assets/tree', 'a[aria-posinset="1"]'],
];

async function goInApp(page: Page, path: string, loaded: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(loaded).first().waitFor();
}

describe('contrast on the demo data', () => {
  it('meets WCAG AA on the schedule, the sites and the tree: light in Spanish, dark right-to-left', async () => {
    const found: string[] = [];
    for (const [name, storage] of VARIANTS) {
      const { context, page } = await newPage({ width: 1440, height: 900 });
      await withStorage(context, storage);
      await signIn(page, 'admin');
      await inPlant(page);
      for (const [path, loaded] of PAGES) {
        await goInApp(page, path, loaded);
        for (const v of await violations(page, ['color-contrast'])) found.push(`${name} ${path}: ${v}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
