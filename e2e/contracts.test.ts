// Service contracts in the production build against the emulators: an admin adds a
// contract that expires in 23 days, sees it first in the list and on Home, makes a visit's work
// order (it appears planned on the weekly schedule), and renews it for next year; an editor reads
// the list without the admin's controls.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goInApp, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('contracts.test.ts');

const pad = (n: number) => String(n).padStart(2, '0');
/** dd.mm.yyyy `days` from today. */
function dayText(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

describe('service contracts', () => {
  it('an admin adds an expiring contract, orders a visit and renews it; an editor reads', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await inPlant(page);
    const vendor = `Crane Care ${unique()}`;
    await page.goto('/app/contracts/new');
    await page.getByLabel('Vendor').fill(vendor);
    await page.getByLabel('Category').selectOption('crane');
    await page.getByLabel('Start date').fill(dayText(-341));
    await page.getByLabel('End date').fill(dayText(23));
    await page.getByLabel('Yearly value').fill('-5');
    await page.getByLabel('Currency (3-letter code)').fill('EUR');
    await page.getByLabel('Visits per year').fill('4');
    await page.getByRole('button', { name: 'Save the contract' }).click();
    await page.getByText('The value cannot be negative.').waitFor();
    await page.getByLabel('Yearly value').fill('18400.50');
    await page.getByLabel('Find equipment').fill('dryer');
    await page.getByRole('group', { name: 'Covered equipment' }).getByRole('checkbox').first().check();
    await page.screenshot({ path: `${SCREENSHOTS}/contract-editor.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save the contract' }).click();
    await page.waitForURL(/\/app\/contracts\/[A-Za-z0-9]{20}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: vendor }).waitFor();
    await page.getByText('Expires in 23 days').waitFor();

    // The last visit's work order: planned on the weekly schedule for the vendor.
    const create = page.getByRole('button', { name: /^Create the work order for the visit of / });
    await create.last().click();
    await page
      .getByRole('button', { name: /^Create the work order for the visit of / })
      .last()
      .click();
    const order = page.getByRole('link', { name: /^Work order WR-\d{8}-\w{4}$/ });
    await order.first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/contract-page.png`, fullPage: true });
    await order.first().click();
    await page.locator('[data-work-status="weeklySchedule"]').waitFor({ timeout: 60_000 });

    await page.goto('/app/contracts');
    const row = page.locator(`[data-contract-id="${id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Expires in 23 days');
    expect(await row.textContent()).toContain('Cranes and hoists');
    await page.screenshot({ path: `${SCREENSHOTS}/contracts-list.png`, fullPage: true });

    await page.goto('/app/home');
    const card = page.getByRole('region', { name: 'Service contracts to renew' });
    await card.getByRole('link', { name: vendor }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/home-contracts.png`, fullPage: true });

    // By keyboard: Home's lists arrive one by one and move the card under a pointer, and a click
    // that lands as the layout shifts goes nowhere (seen in a full run).
    await card.getByRole('link', { name: vendor }).press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/app/contracts/${id}`));
    await page.getByRole('button', { name: 'Renew for next year' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(id));
    await page.getByRole('link', { name: 'Renews the previous contract' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(vendor);
    await page.goto('/app/home');
    await page.getByText('Service contracts to renew').waitFor();
    await page.locator('[data-expiring-contracts]').waitFor();
    // Live: the renewed contract leaves the card once its renewal is in (Home's own chunk may show
    // the device's copy first).
    await expect
      .poll(
        () =>
          page.getByRole('region', { name: 'Service contracts to renew' }).getByRole('link', { name: vendor }).count(),
        { timeout: 60_000 },
      )
      .toBe(0);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);

    // The editor moves inside the app (as links do): one load, one connection to the server.
    const editor = (await newPage()).page;
    await signIn(editor, 'editor');
    await inPlant(editor);
    await goInApp(editor, `/app/contracts/${id}`);
    await editor.getByRole('heading', { name: vendor }).waitFor();
    expect(await editor.getByRole('button', { name: /Renew|Create|bin/ }).count()).toBe(0);
    await goInApp(editor, '/app/contracts');
    await editor.locator(`[data-contract-id="${id}"]`).waitFor();
    expect(await editor.getByRole('link', { name: 'New contract' }).count()).toBe(0);

    // The admin moves last year's contract to the bin: it leaves the editor's list live, waits in
    // the bin with its days left, and is restored from the keyboard: back in the editor's list.
    await goInApp(page, `/app/contracts/${id}`);
    await page.getByRole('button', { name: 'Move to the bin' }).click();
    await page.getByRole('button', { name: 'Yes, move it to the bin' }).click();
    await page.waitForURL(/\/app\/contracts$/);
    await editor.locator(`[data-contract-id="${id}"]`).waitFor({ state: 'detached', timeout: 60_000 });
    await goInApp(page, '/app/company/bin');
    const binned = page.getByRole('row', { name: new RegExp(vendor) });
    await binned.waitFor({ timeout: 60_000 });
    await expect.poll(() => binned.textContent(), { timeout: 60_000 }).toMatch(/Service contract.*29 more days, until/);
    await page.screenshot({ path: `${SCREENSHOTS}/bin.png`, fullPage: true });
    await page.getByRole('button', { name: `Restore ${vendor}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${vendor} is back where it was.`).waitFor({ timeout: 60_000 });
    await page.getByText('The bin is empty.').waitFor();
    await editor.locator(`[data-contract-id="${id}"]`).waitFor({ timeout: 60_000 });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });
});
