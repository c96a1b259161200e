// Parts on a work order and purchasing, in the production build against the emulators: an admin
// plans a breakdown with a stocked part and one the storeroom does not have; the stocked one is
// reserved, the other is short, so the order waits for it (Awaiting Materials, a parts delay code
// in its timeline); a purchase order for what is short is drafted from the order, approved and
// sent; the goods are received on it — on a 375 px phone, in Spanish, more than ordered only with
// a reason — the purchase order names the order waiting for them, and the order's parts card says
// so; reserved and back to planning, the work is scheduled, started, the parts issued (one
// returned), completed, and the order shows its cost, a contractor's invoice added on top (an
// amount with three decimals refused in words).
// Then the reorder list drafts an order for a part under its minimum, which leaves the list, and
// the maintenance cost page rolls the demo's year up (labour, parts, other costs) and downloads it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import es from '../src/i18n/es.json';
import { downloaded, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique, withStorage } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('orderParts.test.ts');

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });
const line = (page: Page, part: string) => page.locator(`[data-part-line="${part}"]`);

async function plan(page: Page, materials: [string, string][]) {
  await page.locator('button[data-move="readyToSchedule"]').click();
  await page.getByLabel('Estimated hours').fill('3');
  await page.getByLabel('Craft', { exact: true }).fill('Mechanical');
  const admin = page.getByRole('checkbox', { name: 'Alex Admin' });
  if (!(await admin.isChecked())) await admin.check();
  for (const [i, [text, quantity]] of materials.entries()) {
    if ((await page.getByLabel(`Material ${i + 1}`, { exact: true }).count()) === 0)
      await page.getByRole('button', { name: 'Add a material' }).click();
    await page.getByLabel(`Material ${i + 1}`, { exact: true }).fill(text);
    await page.getByLabel(`Quantity of material ${i + 1}`).fill(quantity);
    // As a planner would: the line says it is the catalogue's part before the plan is sent.
    await expect
      .poll(() => page.locator('[data-material-part]').nth(i).getAttribute('data-material-part'), {
        timeout: 30_000,
      })
      .not.toBe('');
  }
  await page.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
  await status(page, 'readyToSchedule');
}

describe('parts on a work order', () => {
  it(
    'plan with a stocked and a missing part → waits for it → received → back to planning → issued → cost',
    { timeout: 240_000 },
    async () => {
      const { page } = await newPage({ width: 1440, height: 900 });
      await signIn(page, 'admin');
      await inPlant(page);

      // A part the storeroom has never had.
      const number = `FLT-${unique().toUpperCase()}`;
      await page.goto('/app/inventory/parts/new');
      await page.getByLabel('Part number', { exact: true }).fill(number);
      await page.getByLabel('Description').fill('Hydraulic return filter');
      await page.getByLabel('Unit', { exact: true }).selectOption('each');
      await page.getByLabel('Unit cost (optional)').fill('40');
      await page.getByRole('button', { name: 'Save the part' }).click();
      await page.getByRole('heading', { name: new RegExp(`${number} – Hydraulic return filter`) }).waitFor();
      const filter = new URL(page.url()).pathname.split('/').pop()!;

      // A breakdown, planned with one bearing (in stock) and two filters (none in stock).
      await page.goto('/app/work/new');
      await page.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
      await page.getByRole('radio').first().check();
      await page.getByLabel('Work type').selectOption('BRP');
      await page.getByLabel('Title').fill(`Hydraulic leak ${unique()}`);
      await page.getByRole('button', { name: 'Raise the request' }).click();
      await page.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
      const orderUrl = new URL(page.url()).pathname;
      await page.locator('button[data-move="inPlanning"]').click();
      await page.getByRole('button', { name: 'Move it' }).click();
      await status(page, 'inPlanning');
      await plan(page, [
        ['BRG-6205 – Deep groove ball bearing 6205-2RS', '1'],
        [`${number} – Hydraulic return filter`, '2'],
      ]);

      const card = page.locator('[data-order-parts]');
      await line(page, 'brg-6205').waitFor();
      expect(await line(page, filter).locator('[data-short]').getAttribute('data-short')).toBe('2');
      await page.getByRole('button', { name: 'Reserve 1 of BRG-6205' }).click();
      await expect.poll(() => line(page, 'brg-6205').locator('td').nth(1).innerText()).toBe('1');
      await card.getByRole('button', { name: 'Wait for the parts (Awaiting Materials)' }).click();
      await page.getByLabel('Why (delay code)').selectOption('4D');
      await page.getByRole('button', { name: 'Put on hold' }).click();
      await status(page, 'awaitingMaterials');
      await page.getByText(`4D Waiting for a delivery. Short: 2 each ${number}.`).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/order-parts-waiting.png`, fullPage: true });

      // A purchase order for what is short, drafted from the order's card: approved, sent.
      await card.getByRole('link', { name: 'Draft a purchase order for what is short' }).click();
      await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
      expect(await page.getByLabel('Part of line 1').inputValue()).toBe(`${number} – Hydraulic return filter`);
      expect(await page.getByLabel('Quantity of line 1').inputValue()).toBe('2');
      expect(await page.getByLabel('Price each of line 1').inputValue()).toBe('40');
      // No vendor chosen: refused in words, nothing lost.
      await page.getByRole('button', { name: 'Save the draft' }).click();
      await page.getByText('Choose the vendor.').waitFor();
      await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Hydraulic Centre' });
      await page.getByRole('button', { name: 'Save the draft' }).click();
      await page.waitForURL(/\/app\/inventory\/purchase-orders\/PO-\d{8}-\w{4}$/);
      const po = new URL(page.url()).pathname.split('/').pop()!;
      await page.locator('[data-po-status="draft"]').waitFor();
      await page.locator('button[data-po-move="approved"]').click();
      await page.locator('[data-po-status="approved"]').waitFor();
      await page.locator('button[data-po-move="ordered"]').click();
      await page.locator('[data-po-status="ordered"]').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/purchase-order-ordered.png`, fullPage: true });

      // The filters arrive: received on the order in the storeroom, on a phone, in Spanish. Three
      // came for two ordered: refused without a reason, recorded with one.
      const phone = await newPage({ width: 375, height: 800 });
      await withStorage(phone.context, { __current_language: 'es' });
      await signIn(phone.page, 'admin');
      await inPlant(phone.page);
      await phone.page.goto(`/app/inventory/purchase-orders/${po}`);
      await phone.page.locator('[data-po-status="ordered"]').waitFor();
      await phone.page.getByLabel(es['purchasing.receiveQuantity']).fill('3');
      await phone.page.getByRole('button', { name: es['purchasing.receive'] }).click();
      await phone.page.getByText(es['purchasing.receipt.overNeedsReason']).waitFor();
      expect(await phone.page.locator('[data-received]').first().getAttribute('data-received')).toBe('0');
      await phone.page.getByLabel(es['purchasing.receiveReason']).fill('Caja de tres');
      await phone.page.getByRole('button', { name: es['purchasing.receive'] }).click();
      await phone.page.locator('[data-po-status="received"]').waitFor();
      // The page names the work waiting for these parts, with a way to it.
      const orderNumber = orderUrl.split('/').pop()!;
      await phone.page.locator(`[data-po-waiting-order="${orderNumber}"] a`).waitFor();
      await phone.page.screenshot({ path: `${SCREENSHOTS}/purchase-order-received-375-es.png`, fullPage: true });
      // The receipt is on the server before the phone goes away (its context, and what it has not
      // sent yet, is gone when closed): nothing waits in its sync centre.
      await phone.page
        .locator('button[aria-controls="torque-sync-centre"][data-waiting="0"]')
        .waitFor({ state: 'attached', timeout: 120_000 });
      await phone.context.close();
      await page.goto(orderUrl);
      await status(page, 'awaitingMaterials');

      // The order's card knows at once; reserved, and back to planning.
      await page.locator('[data-parts-arrived]').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Reserve them and go back to planning' }).click();
      await status(page, 'inPlanning');
      await expect.poll(() => line(page, filter).locator('td').nth(1).innerText()).toBe('2');
      expect(await card.locator('[data-short]').count()).toBe(0);

      await page.locator('button[data-move="readyToSchedule"]').click();
      await page.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
      await status(page, 'readyToSchedule');
      for (const to of ['weeklySchedule', 'dailySchedule']) {
        await page.locator(`button[data-move="${to}"]`).click();
        await page.getByRole('button', { name: 'Move it' }).click();
        await status(page, to);
      }
      await page.getByRole('button', { name: 'Start the work' }).click();
      await status(page, 'inProgress');

      // Issued: the reservations released by what the issues cover; a return of more than was
      // issued is refused in words.
      const form = page.locator('[data-parts-issue]');
      await form.getByLabel('Part', { exact: true }).selectOption(filter);
      await form.getByLabel('Quantity').fill('2');
      await form.getByRole('button', { name: 'Issue' }).click();
      await expect.poll(() => line(page, filter).locator('td').nth(2).innerText()).toBe('2');
      expect(await line(page, filter).locator('td').nth(1).innerText()).toBe('0');
      await form.getByLabel('Quantity').fill('3');
      await form.getByRole('button', { name: 'Return' }).click();
      await page.getByText('Only 2 of this part was issued to the order: return at most that.').waitFor();
      await form.getByLabel('Quantity').fill('1');
      await form.getByRole('button', { name: 'Return' }).click();
      await expect.poll(() => line(page, filter).locator('td').nth(2).innerText()).toBe('1');
      await form.getByLabel('Part', { exact: true }).selectOption('brg-6205');
      await form.getByLabel('Quantity').fill('1');
      await form.getByRole('button', { name: 'Issue' }).click();
      await expect.poll(() => line(page, 'brg-6205').locator('td').nth(2).innerText()).toBe('1');
      // One filter at 40 and one bearing at its cost.
      const parts = Number(await page.locator('[data-parts-cost]').getAttribute('data-parts-cost'));
      expect(parts).toBeGreaterThan(40);

      // Complete: the order's cost is its labour (2 h of Mechanical at the demo's 58 an hour)
      // and its parts.
      await page.getByLabel('Actual hours').fill('2');
      await page.getByLabel('Action taken').selectOption({ label: 'Replace' });
      await page.getByLabel(/Failure cause/).selectOption('MNT');
      await page.getByRole('button', { name: 'Mark Work Complete' }).click();
      await status(page, 'workComplete');
      const cost = page.locator('[data-order-cost]');
      await expect.poll(() => cost.getAttribute('data-order-cost')).toBe(String(Math.round((116 + parts) * 100) / 100));
      // And a contractor's invoice on top: an amount that is not one is refused in words.
      await cost.getByRole('button', { name: 'Add a cost' }).click();
      const other = cost.locator('[data-other-cost-form]');
      await other.getByLabel('What for').fill('Hose crimping by the supplier');
      await other.getByLabel('Amount').fill('85,505');
      await other.getByRole('button', { name: 'Add the cost' }).click();
      await other.getByText('At most two decimals (cents).').waitFor();
      await other.getByLabel('Amount').fill('85.50');
      await other.getByRole('button', { name: 'Add the cost' }).click();
      await expect
        .poll(() => cost.getAttribute('data-order-cost'))
        .toBe(String(Math.round((116 + parts + 85.5) * 100) / 100));
      await cost.locator('[data-other-cost]').getByText('Hose crimping by the supplier').waitFor();
      await cost.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/order-parts-cost.png` });
      // Done work reserves nothing more (what was not used may still be returned).
      expect(await page.getByRole('button', { name: /^Reserve/ }).count()).toBe(0);
    },
  );

  it('the reorder list drafts a purchase order for parts under their minimum', { timeout: 120_000 }, async () => {
    const { page } = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await inPlant(page);
    await page.goto('/app/inventory/reorder');
    const bearing = page.locator('[data-reorder="main"] [data-reorder-line="brg-6205"]');
    await bearing.waitFor();
    const suggested = await bearing.locator('[data-suggested]').getAttribute('data-suggested');
    await page.screenshot({ path: `${SCREENSHOTS}/reorder-list.png`, fullPage: true });
    // Only the bearing: every other line unticked.
    for (const box of await page.locator('[data-reorder="main"] [data-reorder-line] input[type=checkbox]').all())
      if ((await box.getAttribute('aria-label')) !== 'Order BRG-6205') await box.uncheck();
    await page
      .locator('[data-reorder="main"]')
      .getByRole('button', { name: /Draft a purchase order/ })
      .click();
    await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
    expect(await page.getByLabel('Part of line 1').inputValue()).toBe('BRG-6205 – Deep groove ball bearing 6205-2RS');
    expect(await page.getByLabel('Quantity of line 1').inputValue()).toBe(suggested);
    // The part's preferred vendor is chosen for it.
    expect(await page.getByLabel('Vendor', { exact: true }).locator('option:checked').innerText()).toBe(
      'Nordic Bearings',
    );
    await page.getByRole('button', { name: 'Save the draft' }).click();
    await page.locator('[data-po-status="draft"]').waitFor();
    // Now on order: the reorder list no longer asks for it.
    await page.goto('/app/inventory/reorder');
    await page.locator('[data-reorder="main"]').waitFor();
    await expect.poll(() => bearing.count()).toBe(0);
  });

  it(
    'the maintenance cost page adds labour, parts and other costs per month and equipment, as CSV',
    { timeout: 120_000 },
    async () => {
      const { page } = await newPage({ width: 1440, height: 900 });
      await signIn(page, 'admin');
      await inPlant(page);
      await page.goto('/app/work/costs');
      const costs = page.locator('[data-costs]');
      await costs.waitFor({ timeout: 60_000 });
      // The demo has a year of completed orders, some with parts issued and other costs.
      expect(Number(await costs.getAttribute('data-costs'))).toBeGreaterThan(10);
      expect(Number(await costs.getAttribute('data-cost-other'))).toBeGreaterThan(0);
      await page.locator('[data-chart="bar"] [data-bar]').first().waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the orders as CSV' }).click();
      const csv = readFileSync(await downloaded(await download), 'utf8');
      expect(csv.split('\r\n')[0]).toContain('Other costs');
      expect(csv.split('\r\n').length).toBeGreaterThan(10);
    },
  );
});
