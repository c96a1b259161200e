// The asset register in the production build against the emulators: an admin sets up a site and
// a plant, picks it in the top bar, adds a class of the company's own to the failure-code library,
// adds equipment of that class, attaches files (a small one, and a large one
// paused and resumed), reloads and still sees them, and prints the label; a colleague's screen
// follows the admin's change without a reload.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleOf, inPlant, onServer, stateOf, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('assets.test.ts');

/** What the page showed and believed, and what the device still holds for the server. */
async function whyNotReady(page: Page) {
  const shown = (await page.locator('main').innerText()).slice(0, 3000);
  const state = await stateOf(page, ['equipment']);
  const plant = JSON.parse((await page.evaluate(() => localStorage.getItem('__theme_selected_plant'))) ?? '{}') as {
    [k: string]: string;
  };
  const eqid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const path = `users/${plant.uid}/companies/${plant.company}/sites/${plant.site}/plants/${plant.plant}/equipment/${eqid}`;
  const server = await onServer(path);
  await page.locator('button[aria-controls="torque-sync-centre"]').click();
  await page.locator('#torque-sync-centre').waitFor();
  const outbox = await page.locator('#torque-sync-centre').innerText();
  return `Page:\n${shown}\nState: ${state}\nOn the server, ${path}: ${server}\nSync centre:\n${outbox}\nConsole:\n${consoleOf(page)}`;
}

async function setUpPlant(page: Page, site: string, plant: string) {
  await page.goto('/app/assets/sites');
  await page.getByLabel('New site').fill(site);
  await page.getByRole('button', { name: 'Add the site' }).click();
  const siteCard = page.getByRole('region', { name: site });
  await siteCard.getByLabel(`New plant in ${site}`).fill(plant);
  await siteCard.getByRole('button', { name: 'Add the plant' }).click();
  // The top bar's picker: site → plant.
  await inPlant(page, plant);
}

describe('asset register', () => {
  it(
    'select a plant → add equipment → upload files → see them after a reload → print the label',
    { timeout: 300_000 },
    async () => {
      const { page } = await newPage({ width: 1440, height: 900 });
      await signIn(page, 'admin');
      const u = unique();
      await setUpPlant(page, `Site ${u}`, `Plant ${u}`);
      // The saved plant details (docs/product.md §3): {uid, company, site, plant}.
      const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('__theme_selected_plant')))!) as object;
      expect(Object.keys(saved).sort()).toEqual(['company', 'plant', 'site', 'uid']);

      // The company's own equipment class, added to the failure-code library (a bad code first).
      await page.goto('/app/assets/failure-codes');
      const addClass = page.getByRole('form', { name: 'Add an equipment class' });
      await addClass.getByLabel('Code').fill('Mixer!');
      await addClass.getByLabel('Name').fill(`Mixer ${u}`);
      await addClass.getByRole('button', { name: 'Add' }).click();
      await addClass.getByText('Write the code as the hint under it says.').waitFor();
      await addClass.getByLabel('Code').fill(`mixer-${u}`);
      await addClass.getByRole('button', { name: 'Add' }).click();
      await page
        .getByLabel('Class', { exact: true })
        .locator(`option[value="mixer-${u}"]`)
        .waitFor({ state: 'attached' });
      const addMode = page.getByRole('form', { name: `Add a failure mode to Mixer ${u}` });
      await addMode.getByLabel('Code').fill('BLD');
      await addMode.getByLabel('Name').fill('Blade broken');
      await addMode.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('cell', { name: /^Blade broken/ }).waitFor();

      // Bad input first: nothing is written and what was typed stays.
      await page.goto('/app/assets/equipment/new');
      await page.getByLabel('Tag').fill('P-101');
      await page.getByLabel('Name', { exact: true }).fill('x'.repeat(10_000));
      await page.getByRole('button', { name: 'Add the equipment' }).click();
      await page.getByText('A name has at most 200 characters.').waitFor();
      await page.getByText('Choose a criticality rank from 10').waitFor();
      expect(page.url()).toContain('/app/assets/equipment/new');

      await page.getByLabel('Name', { exact: true }).fill('Stock feed pump');
      await page.getByLabel('Criticality rank').selectOption({ label: '7 – Process single line' });
      await page.getByLabel('Manufacturer').fill('KSB');
      await page.getByLabel('Equipment class').selectOption({ label: `Mixer ${u}` });
      await page.getByRole('button', { name: 'Add the equipment' }).click();
      await page.getByRole('heading', { name: 'P-101 – Stock feed pump' }).waitFor();
      await page.getByText(`Mixer ${u}`, { exact: true }).waitFor();
      const equipmentUrl = page.url();

      // A small file (one request) and a large one (resumable: paused, then resumed).
      const input = page.getByLabel('Add files');
      // Files are taken once the new equipment has reached the server (Storage's rules check it exists).
      await page
        .locator('input[type="file"]:not([disabled])')
        // Above the SDK's longest reconnection backoff (a minute), which a busy machine can cause.
        .waitFor({ timeout: 150_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: `${SCREENSHOTS}/assets-not-synced-FAILED.png`, fullPage: true });
          throw new Error(`The new equipment's page did not become ready.\n${await whyNotReady(page)}`, {
            cause: error,
          });
        });
      await input
        .setInputFiles({ name: 'pump-manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 manual') })
        .catch(async (error: unknown) => {
          throw new Error(`The files card went away.\n${await whyNotReady(page)}`, { cause: error });
        });
      await page.getByRole('link', { name: 'Download pump-manual.pdf' }).waitFor();
      const big = Buffer.alloc(6 * 1024 * 1024, 7);
      // The upload's data requests are held until it is paused: on localhost 6 MB can otherwise
      // finish before the Pause button is pressed.
      const held: Route[] = [];
      const holdData = (route: Route) => void held.push(route);
      await page.route(/[?&]upload_id=/, holdData);
      await input.setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: big });
      await page.getByRole('button', { name: 'Pause the upload of drawing.png' }).click();
      await page.getByText(/^Paused:/).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/equipment-upload-paused.png`, fullPage: true });
      await page.unroute(/[?&]upload_id=/, holdData);
      // Pausing cancelled the request in flight; what is let through now goes nowhere.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
      await page.getByRole('button', { name: 'Resume the upload of drawing.png' }).click();
      await page.getByRole('link', { name: 'Download drawing.png' }).waitFor({ timeout: 60_000 });

      await page.reload();
      await page.getByRole('heading', { name: 'P-101 – Stock feed pump' }).waitFor();
      await page.getByRole('link', { name: 'Download pump-manual.pdf' }).waitFor();
      await page.getByRole('link', { name: 'Download drawing.png' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/equipment-page.png`, fullPage: true });

      // The label: a QR code that opens this equipment in this plant; printing is offered.
      await page.getByRole('link', { name: 'Print its label' }).click();
      const qr = page.getByRole('img', { name: /^QR code for P-101: opens / });
      await qr.waitFor();
      expect(await qr.getAttribute('alt')).toContain(new URL(equipmentUrl).pathname);
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void ((window as unknown as { printed: number }).printed += 1);
      });
      await page.getByRole('button', { name: 'Print labels' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.torque-topnav').isVisible()).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}/labels-print.png`, fullPage: true });
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
    },
  );

  it('a colleague sees the admin’s change to the equipment without reloading', { timeout: 300_000 }, async () => {
    const admin = await newPage();
    await signIn(admin.page, 'admin');
    const u = unique();
    await setUpPlant(admin.page, `Site ${u}`, `Plant ${u}`);
    await admin.page.goto('/app/assets/equipment/new');
    await admin.page.getByLabel('Tag').fill('F-7');
    await admin.page.getByLabel('Name', { exact: true }).fill('Hood fan');
    await admin.page.getByLabel('Criticality rank').selectOption('8');
    await admin.page.getByRole('button', { name: 'Add the equipment' }).click();
    await admin.page.getByRole('heading', { name: 'F-7 – Hood fan' }).waitFor();

    // The editor opens the same page from its link (a QR code names the plant, so it switches).
    const editor = await newPage();
    await signIn(editor.page, 'editor');
    const url = new URL(admin.page.url());
    const saved = JSON.parse((await admin.page.evaluate(() => localStorage.getItem('__theme_selected_plant')))!) as {
      site: string;
      plant: string;
    };
    await editor.page.goto(`${url.pathname}?site=${saved.site}&plant=${saved.plant}`);
    await editor.page.getByRole('heading', { name: 'F-7 – Hood fan' }).waitFor();
    expect(await editor.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    // Edit is offered once the admin's own write is confirmed: above the SDK's reconnection backoff.
    await admin.page
      .getByRole('link', { name: 'Edit' })
      .click({ timeout: 150_000 })
      .catch(async (error: unknown) => {
        throw new Error(`The admin was not offered Edit.\n${await whyNotReady(admin.page)}`, { cause: error });
      });
    await admin.page.getByLabel('Name', { exact: true }).fill('Hood exhaust fan');
    await admin.page.getByRole('button', { name: 'Save the changes' }).click();
    await editor.page.getByRole('heading', { name: 'F-7 – Hood exhaust fan' }).waitFor();
  });

  it(
    'a demo equipment page shows its recent work orders, its procedures and the upload allowance',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage({ width: 1440, height: 900 });
      await signIn(page, 'editor', '/app/assets/list');
      await inPlant(page);
      // The calender: the demo's work data raises orders on it (scripts/workData.ts).
      await page
        .getByRole('link', { name: /PM1-CAL\b/ })
        .first()
        .click();
      const history = page.locator('section[aria-labelledby="history-title"]');
      await history.getByRole('link', { name: /^WR-/ }).first().waitFor();
      expect(await history.getByRole('link', { name: /^WR-/ }).count()).toBeGreaterThan(0);
      await page
        .locator('[data-linked-procedures]')
        .getByText(/No procedures are linked here|Procedures library/)
        .first()
        .waitFor();
      await page.locator('[data-allowance]').waitFor();
      await context.close();
    },
  );
});
