// Home, the KPI dashboard, the monthly report and the top-bar search in the production
// build against the emulators, on the seeded demo company: the admin's figures with numbers and
// links to their lists, the backlog in crew-weeks; the dashboard's tiles (a value or "—" with
// why, never NaN), its Chart.js charts drawn, their tables, CSV and PNG downloads, the admin's
// rebuild, a period with no data; the report on paper without the app's chrome; the search
// combobox by keyboard; all of it in a dark theme, right to left and in Spanish, at 1440 and
// 375 px; and a brand-new company's first steps.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { downloaded, inPlant, newPage, SCREENSHOTS, settled, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('dashboard.test.ts');

const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

/** The words a number must never be shown as. */
const BROKEN = /\b(NaN|Infinity|undefined)\b/;
const bodyText = (page: Page) => page.locator('body').innerText();

/** Home for the admin, once the server's figures are counted and the lists are in. */
async function homeReady(page: Page) {
  await page.locator('[data-home="admin"]').waitFor({ timeout: 60_000 });
  const figures = page.locator('section[aria-labelledby="home-admin-figures"] [data-figure]');
  await expect
    .poll(async () => (await figures.evaluateAll((els) => els.map((e) => e.getAttribute('data-figure')))).join(','), {
      timeout: 60_000,
    })
    .toMatch(/^\d+,\d+,\d+,\d+$/);
  await page.locator('[data-backlog-weeks]:not([data-backlog-weeks=""])').waitFor();
  // The lists have loaded (their "Loading…" is gone).
  await expect.poll(() => page.getByText('Loading…').count(), { timeout: 60_000 }).toBe(0);
}

/** The dashboard once the rollup months, the PM months and the server's counts are in. */
async function dashboardReady(page: Page) {
  await page.locator('[data-dashboard="ready"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-counts="ready"]').waitFor({ timeout: 60_000 });
}

/** The charts' canvases that are drawn: a size, and some painted pixels. */
async function drawnCanvases(page: Page): Promise<number> {
  return page.locator('figure canvas[role="img"]').evaluateAll(
    (canvases) =>
      (canvases as HTMLCanvasElement[]).filter((c) => {
        if (c.width === 0 || c.height === 0 || c.clientWidth === 0 || c.clientHeight === 0) return false;
        const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        for (let i = 3; i < pixels.length; i += 4 * 16) if (pixels[i] !== 0) return true;
        return false;
      }).length,
  );
}

/** No horizontal scroll: the page fits the viewport's width. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Text drawn outside the viewport's width, which no scrolling brings back (past the start edge,
 * or past the end edge of a box that does not scroll): a few, as "element: text". What a box
 * clips (a truncated title, a table scrolled in its own box) does not count.
 */
const offscreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const element = node.parentElement!;
      if (!text || element.closest('.torque-sidebar, .torque-skip-link, .visually-hidden, [hidden]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        let [left, right] = [rect.left, rect.right];
        for (let box = element as HTMLElement | null; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        }
        if (right - left > 1 && (left < -1 || right > width + 1)) {
          found.push(`${element.tagName.toLowerCase()}.${element.className}: ${text.slice(0, 40)}`);
          break;
        }
      }
    }
    return found;
  });

/**
 * The dashboard's charts with the demo's data: 5 monthly trends, 4 Paretos (failure causes, delays,
 * equipment, downtime by reason), the backlog by craft, orders by stage and by age, and the coded
 * failures by mode, mechanism and cause category.
 */
const CHARTS = 15;

const EXPLANATIONS = [
  'Needs a connection to count.',
  'No crew capacity is set, so the backlog cannot be put in crew-weeks.',
  'No preventive maintenance was due in this period.',
  'No work was completed in this period.',
  'No breakdown in this period.',
  'No failure stop ended in this period.',
  'No ended week of this period has a frozen schedule.',
  'No stop recorded',
];

describe('Home for the admin', () => {
  it('shows the figures with numbers, the backlog in crew-weeks and the lists; a figure opens its list', async () => {
    const { context, page } = await newPage({ width: 1440 });
    await signIn(page, 'admin');
    await inPlant(page);
    await homeReady(page);

    const figures = page.getByRole('region', { name: 'Requests and work orders' });
    for (const label of [
      'Requests waiting for triage',
      'Work orders scheduled for a past day, not done',
      'Preventive orders past their due date',
      'Work waiting for materials',
    ]) {
      const link = figures.getByRole('link', { name: label });
      expect(await link.textContent(), label).toMatch(/^\d[\d,]*\s/);
      expect(await link.textContent(), label).not.toContain('—');
    }
    const triage = Number(await figures.locator('[data-figure]').first().getAttribute('data-figure'));
    expect(triage).toBeGreaterThan(0);

    const backlog = page.getByRole('region', { name: 'Backlog' });
    const backlogText = (await backlog.textContent())!;
    expect(backlogText).toContain('crew-weeks');
    expect(backlogText).toMatch(/\d+\.\d crew-weeks of approved open work/);
    expect(backlogText).toMatch(/Below 2 crew-weeks|Between 2 and 4 crew-weeks: healthy|Above 4 crew-weeks/);
    expect(backlogText).toContain('A healthy backlog is 2 to 4 crew-weeks.');

    // The lists: the requests I raised (the admin raised some of the demo's) and today's schedule.
    const mine = page.getByRole('region', { name: 'Requests I raised' });
    expect(await mine.locator('[data-work-number]').count()).toBeGreaterThan(0);
    const today = page.getByRole('region', { name: 'Today’s schedule' });
    expect(
      (await today.locator('[data-work-number]').count()) > 0 ||
        (await today.getByText('Nothing is scheduled for today.').count()) === 1,
    ).toBe(true);
    await page.getByRole('region', { name: 'Service contracts to renew' }).waitFor();
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/home-admin.png`, fullPage: true });

    // Each figure is a link to the list behind it. Followed by keyboard: Home's cards fill one by
    // one and shift under a pointer, and a click that lands during a shift goes nowhere.
    await figures.getByRole('link', { name: 'Requests waiting for triage' }).press('Enter');
    await page.waitForURL('**/app/work/queues?queue=requests');
    await page
      .getByRole('link', { name: /^Requests/, exact: false })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.goBack();
    await homeReady(page);
    await page.getByRole('region', { name: 'Backlog' }).getByRole('link').press('Enter');
    await page.waitForURL('**/app/work/queues?queue=all');
    await page.goBack();
    await page
      .getByRole('region', { name: 'Requests and work orders' })
      .getByRole('link', { name: 'Preventive orders past their due date' })
      .press('Enter');
    await page.waitForURL('**/app/plans?show=overdue');
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

describe('the KPI dashboard', () => {
  it('tiles, drawn charts, table, CSV and PNG, the rebuild; a period with no data', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage({ width: 1440 });
    await signIn(page, 'admin');
    await inPlant(page);
    await page.goto('/app/dashboard');
    await dashboardReady(page);
    await page.getByRole('heading', { name: 'Maintenance KPIs', level: 1 }).waitFor();

    // Every tile: a number, or "—" and why.
    const tiles = page.locator('[data-kpi]');
    expect(await tiles.count()).toBe(9);
    for (const tile of await tiles.all()) {
      const key = await tile.getAttribute('data-kpi');
      const value = (await tile.locator('[data-kpi-value]').innerText()).trim();
      if (value === '—') {
        const text = await tile.innerText();
        expect(
          EXPLANATIONS.some((e) => text.includes(e)),
          `${key} shows — without why`,
        ).toBe(true);
      } else expect(value, key!).toMatch(/\d/);
    }
    const pm = page.locator('[data-kpi="pm"] [data-kpi-value]');
    expect(await pm.innerText()).toMatch(/^\d+(\.\d)?%$/);
    // The demo's frozen weeks measured by SMRP 5.4.4, and its recorded stops.
    expect(await page.locator('[data-kpi="schedule"] [data-kpi-value]').innerText()).toMatch(/^\d+(\.\d)?%$/);
    expect(await page.locator('[data-kpi="availability"] [data-kpi-value]').innerText()).toMatch(/^\d+(\.\d)?%$/);
    expect(await page.locator('[data-kpi="backlog"] [data-kpi-value]').innerText()).toMatch(/^\d+\.\d crew-weeks$/);
    expect(await bodyText(page)).not.toMatch(BROKEN);

    // The charts are drawn.
    expect(await page.locator('figure canvas[role="img"]').count()).toBe(CHARTS);
    await expect.poll(() => drawnCanvases(page)).toBe(CHARTS);

    // The table of a chart, shown on request.
    const tableId = (await page
      .getByRole('button', { name: 'Show the table of PM compliance by month' })
      .getAttribute('aria-controls'))!;
    const show = page.locator(`button[aria-controls="${tableId}"]`);
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`[id="${tableId}"]`).getAttribute('class')).toBe('visually-hidden');
    await show.click();
    expect(await show.getAttribute('aria-expanded')).toBe('true');
    const table = page.locator(`[id="${tableId}"] table`);
    expect(await table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Month', 'PM compliance']);
    await page.getByRole('button', { name: 'Hide the table of PM compliance by month' }).waitFor();

    // CSV and PNG downloads of that chart.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV of PM compliance by month' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^torque-.+-pm-compliance\.csv$/);
    const csvText = readFileSync(await downloaded(csv), 'utf8').replace(/^\uFEFF/, '');
    expect(csvText.startsWith('Month,PM compliance\r\n')).toBe(true);
    expect(csvText.trim().split('\r\n')).toHaveLength(13);
    expect(csvText).not.toMatch(BROKEN);
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG of PM compliance by month' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    const pngBytes = readFileSync(await downloaded(png));
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngBytes.length).toBeGreaterThan(2000);

    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-admin.png`, fullPage: true });

    // The admin's rebuild: running, then done with the number of orders read.
    const rebuild = page.locator('[data-rebuild]');
    await rebuild.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { rebuildStates: string[] }).rebuildStates = seen;
      new MutationObserver(() => seen.push(el.getAttribute('data-rebuild')!)).observe(el, {
        attributes: true,
        attributeFilter: ['data-rebuild'],
      });
    });
    await page.getByRole('button', { name: 'Rebuild from the orders' }).click();
    await page.locator('[data-rebuild="done"]').waitFor({ timeout: 45_000 });
    expect(await page.evaluate(() => (window as unknown as { rebuildStates: string[] }).rebuildStates)).toEqual([
      'running',
      'done',
    ]);
    const done = (await rebuild.getByRole('status').innerText()).trim();
    expect(done).toMatch(/^Rebuilt from [\d,]+ orders\./);
    expect(Number(done.replace(/\D/g, ''))).toBeGreaterThan(100);
    await page.locator('[data-dashboard="ready"]').waitFor();
    expect(await pm.innerText()).toMatch(/^\d+(\.\d)?%$/);
    expect(await bodyText(page)).not.toMatch(BROKEN);

    // A year far back, set on the data filter page: no data, said in words, and no NaN.
    await page.goto('/app/settings/data-filter');
    await page.getByLabel('From', { exact: true }).fill('01.01.2015');
    await page.getByLabel('To', { exact: true }).fill('31.12.2015');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Saved\. Lists now show 01\.01\.2015 to 31\.12\.2015/).waitFor();
    await page.goto('/app/dashboard');
    await dashboardReady(page);
    await page.locator('[data-no-data]').waitFor();
    expect(await page.locator('[data-no-data]').innerText()).toContain('No data for this period');
    // Said in full view, not left faded (the alert fades in).
    await expect
      .poll(() => page.locator('[data-no-data]').evaluate((e) => getComputedStyle(e).opacity), { timeout: 15_000 })
      .toBe('1');
    expect(await page.getByText('No data for this period.', { exact: true }).count()).toBeGreaterThanOrEqual(6);
    for (const tile of await tiles.all()) {
      const key = (await tile.getAttribute('data-kpi'))!;
      const value = (await tile.locator('[data-kpi-value]').innerText()).trim();
      // The backlog is counted now, not in the period; everything else has no figure.
      if (key !== 'backlog' && key !== 'readyBacklog') expect(value, key).toBe('—');
    }
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-no-data.png`, fullPage: true });
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

describe('the monthly report', () => {
  it('shows the title, the top problems and the charts; on paper without the top bar and sidebar', async () => {
    const { context, page } = await newPage({ width: 1440 });
    await signIn(page, 'admin');
    await inPlant(page);
    await page.goto('/app/dashboard/report');
    await page.locator('[data-report="ready"]').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Monthly maintenance report', level: 1 }).waitFor();
    // Last month: a whole month of the demo's history.
    const month = page.getByLabel('Month', { exact: true });
    const options = await month.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(options).toHaveLength(12);
    await month.selectOption(options[10]);
    await page.waitForURL(`**/app/dashboard/report?month=${options[10]}`);
    await page.getByText(/^Paper machine 1, \w{3} \d{4}/).waitFor();
    const problems = page.getByRole('region', { name: 'Top problems' });
    expect(await problems.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Failure causes (orders)',
      'Equipment with the most breakdown hours',
      'Hours lost to delays',
    ]);
    expect(await problems.locator('li').count()).toBeGreaterThan(3);
    await expect.poll(() => drawnCanvases(page)).toBeGreaterThanOrEqual(6);
    expect(await bodyText(page)).not.toMatch(BROKEN);
    await page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.torque-topnav').isVisible()).toBe(false);
    expect(await page.locator('.torque-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Monthly maintenance report' }).isVisible()).toBe(true);
    expect(await problems.isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-report-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.torque-topnav').isVisible()).toBe(true);
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

describe('the top-bar search', () => {
  it('finds equipment by tag and work orders by a title word; opens one by keyboard; Escape closes', async () => {
    const { context, page } = await newPage({ width: 1440 });
    await signIn(page, 'admin');
    // Home is loaded and has taken the focus after sign-in (pageFocus.ts moves it to the new
    // page's heading when it appears, even away from a box typed into meanwhile).
    await page.getByRole('heading', { name: 'Welcome, Alex Admin', level: 1 }).waitFor();
    await inPlant(page);
    const box = page.getByRole('combobox', { name: 'Search equipment and work orders' });
    const results = page.getByRole('listbox', { name: 'Equipment and work orders found' });

    // A name word and a title word at once: both groups.
    await box.fill('dryer');
    await results.waitFor();
    const equipment = results.getByRole('group', { name: 'Equipment' });
    const work = results.getByRole('group', { name: 'Work orders' });
    await work.waitFor({ timeout: 60_000 });
    expect(await equipment.getByRole('option').count()).toBeGreaterThan(0);
    expect(await work.getByRole('option').count()).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/search-results.png` });
    expect(await violations(page)).toEqual([]);

    // Escape closes and clears.
    await box.press('Escape');
    await results.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // A tag prefix: the equipment first; ArrowDown marks it, Enter opens its page.
    await box.fill('PM1-DRY-00');
    await results.waitFor();
    const first = equipment.getByRole('option').first();
    const tag = (await first.locator('span').first().innerText()).trim();
    expect(tag).toMatch(/^PM1-DRY-00\d/);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL('**/app/assets/equipment/**');
    await page.getByRole('heading', { level: 1, name: new RegExp(tag) }).waitFor();
    expect(await box.inputValue()).toBe('');

    // A title word: End goes to the last option, a work order; Enter opens it.
    await box.fill('dryer');
    await work.waitFor({ timeout: 60_000 });
    const last = work.getByRole('option').last();
    const number = (await last.locator('span').first().innerText()).trim();
    const title = (await last.locator('span').nth(1).innerText()).trim();
    expect(number).toMatch(/^WR-\d{8}-\w{4}$/);
    expect(title.toLowerCase()).toContain('dryer');
    // The seeded safety note on the dryer hoods is found too, in the last group: End marks the
    // very last option (a procedure); going up past the procedures reaches the last work order.
    const procedures = results.getByRole('group', { name: 'Procedures' });
    await procedures.getByRole('option').first().waitFor({ timeout: 60_000 });
    await box.press('ArrowDown');
    await box.press('End');
    expect(await results.getByRole('option').last().getAttribute('aria-selected')).toBe('true');
    for (let i = await procedures.getByRole('option').count(); i > 0; i -= 1) await box.press('ArrowUp');
    expect(await last.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(`**/app/work/${number}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

const VARIANTS = [
  { name: 'dark', storage: { __theme_selected_color: 'dark.bluenavy' } },
  { name: 'rtl', storage: { __current_language: 'enrtl', __theme_direction: 'rtl' } },
  { name: 'es', storage: { __current_language: 'es' } },
] as const;

describe.each(VARIANTS)('Home, the dashboard and the search in $name', ({ name, storage }) => {
  it('has no axe violations, draws every chart, fits 375 px', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage({ width: 1440 });
    await signIn(page, 'admin');
    await inPlant(page);
    // The language, theme or direction as the settings keep them, then a fresh load.
    await page.evaluate((values) => {
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    }, storage);
    await page.goto('/app/dashboard');
    await page.locator('[data-dashboard="ready"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-counts="ready"]').waitFor({ timeout: 60_000 });
    if (name === 'rtl') expect(await page.evaluate(() => document.dir)).toBe('rtl');
    if (name === 'dark') expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    if (name === 'es') expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const charts = page.locator('figure canvas[role="img"]');
    await expect
      .poll(() => charts.count(), { timeout: 60_000 })
      .toBe(CHARTS)
      .catch(async (error: unknown) => {
        await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}-failed.png`, fullPage: true });
        throw error;
      });
    const total = await charts.count();
    await expect.poll(() => drawnCanvases(page)).toBe(total);
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    // Chart.js redraws each chart at its new size when it sees the resize: wait for the page to fit.
    await expect
      .poll(() => overflow(page), { message: 'the dashboard scrolls sideways at 375 px' })
      .toBeLessThanOrEqual(0);
    await settled(page);
    await expect.poll(() => drawnCanvases(page)).toBe(total);
    expect(await offscreen(page), 'the dashboard at 375 px').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}-375.png`, fullPage: true });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/home');
    await page.locator('[data-home="admin"]').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('[data-backlog-weeks]:not([data-backlog-weeks=""])').count(), { timeout: 60_000 })
      .toBe(1);
    await expect.poll(() => page.locator('[data-figure=""]').count(), { timeout: 60_000 }).toBe(0);
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/home-${name}-1440.png`, fullPage: true });

    // The search's results over Home.
    const box = page.getByRole('combobox');
    await box.fill('dryer');
    await page.getByRole('listbox').getByRole('group').nth(1).waitFor({ timeout: 60_000 });
    expect(await violations(page)).toEqual([]);
    expect(await offscreen(page), 'the search results at 1440 px').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/search-${name}-1440.png` });
    await box.press('Escape');

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflow(page), 'Home scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    expect(await offscreen(page), 'Home at 375 px').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/home-${name}-375.png`, fullPage: true });
    // At 375 px the search folds into a button that opens the box over the bar.
    await page.locator('.torque-search button').click();
    await box.fill('dryer');
    await page.getByRole('listbox').getByRole('group').nth(1).waitFor({ timeout: 60_000 });
    expect(await overflow(page), 'the open search scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    // Every result's tag or number and each group's name are on the screen.
    expect(await offscreen(page), 'the search results at 375 px').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/search-${name}-375.png` });
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

describe('a brand-new company', () => {
  it('sees the first steps on Home; the dashboard asks for a plant, without NaN', async () => {
    const { context, page } = await newPage({ width: 1440 });
    await page.goto('/user/register');
    await page.getByLabel('Company name').fill('Fresh Start Foundry');
    await page.getByLabel('Full name').fill('Frida First');
    await page.getByLabel('E-mail').fill(`e2e-first-${unique()}@example.com`);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Welcome, Frida First', level: 1 }).waitFor();

    await page.locator('[data-home="first-run"]').waitFor({ timeout: 60_000 });
    const steps = page.getByRole('region', { name: 'First steps' });
    await steps.waitFor();
    expect(await steps.locator('[data-step]').evaluateAll((s) => s.map((e) => e.getAttribute('data-step')))).toEqual([
      'plant',
      'equipment',
      'invite',
      'request',
    ]);
    expect(await steps.locator('[data-done="true"]').count()).toBe(0);
    await steps.getByRole('link', { name: 'Sites and plants' }).waitFor();
    await steps.getByRole('link', { name: 'Company members' }).waitFor();
    expect(await steps.getByText('Choose a plant in the top bar first.').count()).toBe(2);
    // No empty figures for a company with nothing yet.
    expect(await page.locator('[data-figure]').count()).toBe(0);
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/home-first-steps.png`, fullPage: true });

    await page.goto('/app/dashboard');
    await page.getByRole('heading', { name: 'Maintenance KPIs', level: 1 }).waitFor();
    await page.getByText('Choose a plant in the top bar to see its figures.').waitFor();
    expect(await page.locator('figure canvas').count()).toBe(0);
    expect(await bodyText(page)).not.toMatch(BROKEN);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-new-company.png`, fullPage: true });
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});
