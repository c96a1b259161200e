// Shutdowns in the production build against the emulators: an admin opens the demo shutdown (its
// work, what each order still needs, the crew's load as a chart), prints its plan by area and day,
// finds it as a block on the planner's board two weeks ahead, then plans a shutdown of their own
// by keyboard — told what is missing first, nothing written — adds work on its equipment, and
// cancels it. It writes a shutdown into the demo company, so it runs alone on the demo data (the
// export's journey compares every document of it).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goInApp, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { violations } from './axe';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('shutdowns.test.ts');

const pad = (n: number) => String(n).padStart(2, '0');
function inDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}
const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

describe('shutdowns', () => {
  it('shows the demo shutdown, its printed plan and its block on the board; plans and cancels one by keyboard', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await inPlant(page);

    await goInApp(page, '/app/work/shutdowns');
    const demo = page.locator('[data-shutdown-id="demo-wet-end-outage"]');
    await demo.waitFor();
    expect(await demo.textContent()).toContain('Coming');
    await demo.getByRole('link', { name: 'Wet end outage' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Wet end outage' }).waitFor();
    const work = page.getByRole('region', { name: 'Work planned into it' });
    // The server's list: the device's copy may hold only the orders other pages cached.
    await page.locator('[data-work-source="server"]').waitFor();
    const orders = await work.locator('[data-shutdown-order]').count();
    expect(orders).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Crew load, day by day' }).getByRole('img').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/shutdown-page.png`, fullPage: true });

    // The printable plan: by area and day, then every order's packet.
    await page.getByRole('link', { name: 'Printable plan' }).press('Enter');
    await page
      .getByRole('heading', { level: 2, name: /^Area: / })
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(orders);
    await page.screenshot({ path: `${SCREENSHOTS}/shutdown-print.png`, fullPage: true });

    // The board two weeks ahead shows it as a block over its days.
    await goInApp(page, '/app/work/schedule/board');
    await page.getByRole('button', { name: 'Next week' }).press('Enter');
    await page.getByRole('link', { name: 'Shutdown: Wet end outage' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/shutdown-board.png`, fullPage: true });

    // A shutdown of their own: what is missing is said first, nothing written.
    await goInApp(page, '/app/work/shutdowns/new');
    await page.getByRole('heading', { level: 1, name: 'New shutdown' }).waitFor();
    await page.getByRole('button', { name: 'Save the shutdown' }).press('Enter');
    await page.getByText('Give the shutdown a name.').waitFor();
    await page.getByText('Choose the equipment the shutdown stops.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('shutdown-title');
    expect(new URL(page.url()).pathname).toBe('/app/work/shutdowns/new');

    const title = `Stock prep outage ${unique()}`;
    await page.keyboard.type(title);
    await page.getByLabel('First day').fill(inDays(40));
    await page.getByLabel('Last day').fill(inDays(38));
    await page.getByLabel('Find equipment').fill('PM1-STP');
    await page.getByRole('checkbox', { name: /^PM1-STP – / }).check();
    await page.getByRole('button', { name: 'Save the shutdown' }).press('Enter');
    await page.getByText('The last day cannot be before the first day.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/work/shutdowns/new');
    await page.getByLabel('Last day').fill(inDays(41));
    await page.getByRole('button', { name: /^Add the \d+ items? under those chosen$/ }).press('Enter');
    await page.getByRole('button', { name: 'Save the shutdown' }).press('Enter');
    await page.waitForURL(/\/app\/work\/shutdowns\/[A-Za-z0-9]{20}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Work on its equipment, added by keyboard.
    const add = page.getByRole('region', { name: 'Work on its equipment to add' });
    const first = add.getByRole('checkbox').first();
    await first.waitFor();
    const label = (await first.getAttribute('aria-label'))!.replace(/^Select /, '');
    // By its name: the list may grow and reorder as the backlog and the schedule arrive.
    await add.getByRole('checkbox', { name: `Select ${label}` }).press('Space');
    await add.getByRole('button', { name: 'Add 1 order to the shutdown' }).press('Enter');
    await page.locator(`[data-shutdown-order="${label}"]`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shutdown-new.png`, fullPage: true });

    await page.getByRole('button', { name: 'Cancel the shutdown' }).press('Enter');
    await page.getByRole('button', { name: 'Plan it again' }).waitFor();
    await page.getByRole('link', { name: 'All shutdowns' }).press('Enter');
    const row = page.locator('[data-shutdown-id]', { hasText: title });
    await row.getByText('Cancelled').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
