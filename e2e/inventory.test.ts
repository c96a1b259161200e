// The storeroom on a 375 px phone, in Spanish: find a part by a word of its number, record an
// issue (a fraction of a whole piece refused in words, nothing written), see the stock move at
// once, then the storerooms page, where the part shown below zero comes first and the bell tells of it; and an admin adds
// a part at 1440 px (a number another part has refused in words). Against the production build
// and the emulators.
import { describe, expect, it } from 'vitest';
import es from '../src/i18n/es.json';
import { inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique, withStorage } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('inventory.test.ts');

const say = (key: keyof typeof es) => es[key];

describe('spare parts', () => {
  it(
    'issues a part on a phone in Spanish; the storerooms list what is below zero first',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage({ width: 375, height: 800 });
      await withStorage(context, { __current_language: 'es' });
      await signIn(page, 'admin');
      await inPlant(page);
      await page.goto('/app/inventory/parts');
      await page.getByLabel(say('inventory.search')).fill('6205');
      await page.locator('[data-part="brg-6205"] a').click();
      await page.locator('[data-part-page="brg-6205"]').waitFor();
      await page.locator('[data-stock-row="main"][data-stock-ready="true"]').waitFor();
      const onHand = page.locator('[data-stock-row="main"] [data-on-hand]');
      const before = Number((await onHand.innerText()).replace(',', '.'));

      await page.getByLabel(say('inventory.moveQuantity')).fill('2,5');
      await page.getByRole('button', { name: say('inventory.moveSubmit') }).click();
      await page.getByText(say('inventory.quantity.notWhole')).waitFor();
      expect(Number((await onHand.innerText()).replace(',', '.'))).toBe(before);

      await page.getByLabel(say('inventory.moveQuantity')).fill('2');
      await page.getByRole('button', { name: say('inventory.moveSubmit') }).click();
      await page.getByText(say('inventory.moved')).waitFor();
      await expect.poll(async () => Number((await onHand.innerText()).replace(',', '.'))).toBe(before - 2);
      await page.locator('[data-movement="issue"]').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/inventory-part-375-es.png`, fullPage: true });

      await page.goto('/app/inventory/storerooms');
      const first = page.locator('[data-storeroom="main"] [data-stock]').first();
      await first.waitFor();
      // What this device has cached shows first (the part just opened); the server's answer
      // completes the list and puts what is below zero on top: the seal (another journey may
      // have taken a part below zero too, so the seal is among the first, not necessarily first).
      const rows = page.locator('[data-storeroom="main"] [data-stock]');
      const states = () =>
        rows.evaluateAll((els) =>
          els.map((el) => [
            el.getAttribute('data-stock'),
            el.querySelector('[data-stock-state]')?.getAttribute('data-stock-state') ?? '',
          ]),
        );
      await expect
        .poll(async () => (await states()).find(([part]) => part === 'seal-ms-50')?.[1], { timeout: 30_000 })
        .toBe('negative');
      const listed = await states();
      const negatives = listed.filter(([, state]) => state === 'negative').length;
      expect(listed.slice(0, negatives).every(([, state]) => state === 'negative')).toBe(true);
      expect(listed.slice(0, negatives).map(([part]) => part)).toContain('seal-ms-50');
      await page.screenshot({ path: `${SCREENSHOTS}/inventory-storeroom-375-es.png`, fullPage: true });

      // The admin's notifications tell of the short seal, in words, and open its page (the bell's
      // panel holds the latest 8: other journeys' news may push the seal below them).
      await page.locator('[data-unread-count]').click();
      await page.screenshot({ path: `${SCREENSHOTS}/inventory-bell-375-es.png` });
      await page.goto('/app/notifications');
      const seal = page.locator('[data-notice^="stock:main/seal-ms-50:"] a');
      await seal.waitFor();
      expect(await seal.innerText()).toContain(say('notifications.about.belowZero').split(' {')[0]);
      await seal.click();
      await page.locator('[data-part-page="seal-ms-50"]').waitFor();
      await context.close();
    },
  );

  it('an admin adds a part; a number another part has is refused in words', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/app/inventory/parts/new');
    await page.getByLabel('Part number', { exact: true }).fill('brg-6205');
    await page.getByLabel('Description').fill('A second bearing');
    await page.getByLabel('Unit', { exact: true }).selectOption('each');
    await page.getByRole('button', { name: 'Save the part' }).click();
    await page.getByText('Another part has this number.').waitFor();
    const number = `BRG-${unique().toUpperCase()}`;
    await page.getByLabel('Part number', { exact: true }).fill(number);
    await page.getByLabel('Unit cost (optional)').fill('12,75');
    await page.getByRole('button', { name: 'Save the part' }).click();
    await page.getByRole('heading', { name: new RegExp(`${number} – A second bearing`) }).waitFor();
    await page.goto('/app/inventory/parts');
    await page.getByLabel('Search parts').fill(number.toLowerCase());
    await expect.poll(() => page.locator('[data-part]').count()).toBe(1);
    await context.close();
  });
});
