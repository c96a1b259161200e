// Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) of the main screens, in a
// light theme left to right and a dark theme right to left (English RTL): every control named,
// contrast, structure.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { inPlant, newPage, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

/** Each sitting's theme; the dark one is also right to left (the pages are the same, the layout mirrored). */
const THEMES = ['light.bluenavy', 'dark.yellowgranola'];
const storageOf = (theme: string): Record<string, string> =>
  theme.startsWith('dark')
    ? { __theme_selected_color: theme, __current_language: 'enrtl', __theme_direction: 'rtl' }
    : { __theme_selected_color: theme };

/**
 * Preventive maintenance and service contracts, each page once its data is drawn: the
 * plans list, the editor (also with its problems shown), the forecast, a plan, the contracts list
 * and a contract. Returns the violations by page.
 */
async function planAndContractPages(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = async (name: string) => {
    found[name] = await violations(page);
  };
  await inPlant(page);
  await page.goto('/app/plans');
  await page.locator('[data-generation="done"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-plan-id]').first().waitFor();
  await check('/app/plans');
  const plan = (await page.locator('[data-plan-id] a').first().getAttribute('href'))!;

  await page.goto('/app/plans/new');
  await page.getByRole('heading', { name: 'New maintenance plan', level: 1 }).waitFor();
  await check('/app/plans/new');
  // With a reading step and every problem said.
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByLabel('Step 1 asks for a reading').check();
  await page.getByLabel('Every', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save the plan' }).click();
  await page.getByText(/fields need attention/).waitFor();
  await check('/app/plans/new (problems)');

  await page.goto('/app/plans/forecast');
  await page.locator('[data-forecast-ready="true"]').waitFor({ timeout: 60_000 });
  await check('/app/plans/forecast');
  await page.getByRole('button', { name: 'Show the numbers as a table' }).click();
  await check('/app/plans/forecast (table)');

  await page.goto(plan);
  await page.getByRole('region', { name: 'Preventive orders' }).locator('[data-work-number]').first().waitFor();
  await check(plan);

  await page.goto('/app/contracts');
  await page.locator('[data-contract-id]').first().waitFor({ timeout: 60_000 });
  await check('/app/contracts');
  const contract = (await page.locator('[data-contract-id] a').first().getAttribute('href'))!;
  await page.goto(contract);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Visits' }).waitFor();
  await check(contract);
  return found;
}

/** The help home and the FAQ, once their text has arrived. */
async function helpPages(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of ['/app/help', '/app/help/faq#rime']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    found[path] = await violations(page);
  }
  return found;
}

/**
 * The procedures library, each page once its data is drawn: the library, the seeded
 * LOTO procedure with its rendered body, its history (with a comparison), its open proposal (with
 * the difference) and the new-procedure form. Returns the violations by page.
 */
async function procedurePages(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = async (name: string) => {
    found[name] = await violations(page);
  };
  const loto = '/app/procedures/loto-pm1-stock-pump-1';
  await inPlant(page);
  await page.goto('/app/procedures');
  await page.locator('[data-procedure="loto-pm1-stock-pump-1"]').waitFor({ timeout: 60_000 });
  await check('/app/procedures');
  await page.goto(loto);
  await page.locator('.markdown-body h1').waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: /PM1-STP-006 – Stock pump 1/ }).waitFor();
  await check(loto);
  await page.goto(`${loto}/history`);
  await page.locator('[data-revision-entry="3"]').waitFor({ timeout: 60_000 });
  await page.locator('ins', { hasText: /tag/ }).first().waitFor();
  await check(`${loto}/history`);
  await page.goto(`${loto}/proposals/loto-remove-locks`);
  await page.getByRole('button', { name: 'Accept and publish' }).waitFor({ timeout: 60_000 });
  await page.locator('ins', { hasText: 'Removing the locks' }).first().waitFor();
  await check(`${loto}/proposals/loto-remove-locks`);
  await page.goto('/app/procedures/new');
  await page.getByRole('heading', { name: 'New procedure', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Give the procedure a title.').waitFor();
  await check('/app/procedures/new (problems)');
  return found;
}

describe.each(THEMES)('accessibility in %s', (theme) => {
  it('signed-out pages', async () => {
    const { context, page } = await newPage();
    await withStorage(context, storageOf(theme));
    for (const path of ['/user/login', '/user/register', '/user/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('signed-in pages', async () => {
    const { context, page } = await newPage();
    await withStorage(context, storageOf(theme));
    await signIn(page, 'admin');
    if (theme.startsWith('dark')) expect(await page.evaluate(() => document.dir)).toBe('rtl');
    for (const [path, ready] of [
      ['/app/home', 'Welcome, Alex Admin'],
      ['/app/company/members', 'Members'],
      ['/app/company/plan', 'Plan and prices'],
      ['/app/company/profile', 'My profile'],
      ['/app/company/bin', 'Bin'],
      ['/app/settings/data-filter', 'Data filter'],
      ['/app/assets/failure-codes', 'Failure codes (ISO 14224)'],
      ['/app/inventory/parts', 'Spare parts'],
      ['/app/inventory/parts/brg-6205', 'BRG-6205 – Deep groove ball bearing 6205-2RS'],
      ['/app/demo/todo', 'Todo list'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
      if (path === '/app/demo/todo') await page.getByRole('list', { name: 'Todo list' }).waitFor({ timeout: 60_000 });
      if (path === '/app/company/members') await page.getByRole('cell', { name: 'editor@demo.torque.test' }).waitFor();
      if (path === '/app/company/plan') await page.getByText(/is on the Paid plan/).waitFor();
      if (path === '/app/inventory/parts') await page.locator('[data-part="brg-6205"]').waitFor();
      if (path === '/app/assets/failure-codes')
        await page.getByText('Paper machine roll (roll)').waitFor({ state: 'attached' });
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('the procedures library', async () => {
    const { context, page } = await newPage();
    await withStorage(context, storageOf(theme));
    await signIn(page, 'admin');
    const found = await procedurePages(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });

  it('preventive maintenance and service contracts', async () => {
    const { context, page } = await newPage();
    await withStorage(context, storageOf(theme));
    await signIn(page, 'admin');
    const found = await planAndContractPages(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });
});

describe.each(THEMES)('help and FAQ accessibility in %s', (theme) => {
  it('help and FAQ', async () => {
    const { context, page } = await newPage();
    await withStorage(context, storageOf(theme));
    await signIn(page, 'editor');
    expect(await helpPages(page)).toEqual({ '/app/help': [], '/app/help/faq#rime': [] });
    await context.close();
  });
});
