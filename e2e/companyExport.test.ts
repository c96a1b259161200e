// The company's export in the production build against the emulators: an admin opens Company ›
// Export data, makes the archive of the demo company with the progress bar moving, downloads the
// zip and opens its spreadsheets (the parts and each plant's equipment in the app's own columns,
// the work orders with their place and fields), and the export joins the audit list, live. The
// zip is made in a worker: the page answers the keyboard while it is made.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../src/domain/equipmentCsv';
import { PARTS_CSV_COLUMNS } from '../src/domain/partsCsv';
import { downloaded, newPage, SCREENSHOTS, setUpBrowser, signIn } from './browser';

setUpBrowser();

const header = (csv: string) => csv.split('\r\n')[0];

describe('the company export', () => {
  it('an admin exports the demo company with a progress bar and opens the CSVs', { timeout: 240_000 }, async () => {
    const { page } = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin', '/app/company/export');
    await page.getByRole('heading', { name: 'Export the company’s data' }).waitFor();
    const before = await page.locator('[data-export]').count();

    const download = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Make the archive' }).click();
    const bar = page.getByRole('progressbar', { name: 'Export progress' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/export-progress-1440.png` });
    // While it is made, the page still answers: the Stop button takes focus from the keyboard.
    await page.getByRole('button', { name: 'Stop' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stop');

    const file = await downloaded(await download);
    await page.locator('[data-export-ready]').waitFor();
    expect(await page.locator('[data-export-ready]').innerText()).toMatch(/The archive is ready: [\d,]+ records/);
    await page.screenshot({ path: `${SCREENSHOTS}/export-ready-1440.png`, fullPage: true });

    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const text = (name: string) => strFromU8(files[name]);
    const manifest = JSON.parse(text('manifest.json')) as { counts: Record<string, number>; madeBy: { name: string } };
    expect(manifest.madeBy.name).toBe('Alex Admin');
    expect(manifest.counts.workOrders).toBeGreaterThan(100);
    expect(manifest.counts.workHistory).toBeGreaterThan(manifest.counts.workOrders);
    expect(header(text('csv/parts.csv'))).toBe(PARTS_CSV_COLUMNS.join(','));
    const plants = Object.keys(files).filter((n) => n.startsWith('csv/equipment-'));
    expect(plants.length).toBeGreaterThan(1);
    for (const name of plants) expect(header(text(name))).toBe(CSV_COLUMNS.join(','));
    const orders = text('csv/workOrders.csv').split('\r\n');
    expect(orders[0].split(',').slice(0, 3)).toEqual(['site', 'plant', 'id']);
    expect(orders[0]).toContain('status');
    expect(orders.length - 2).toBe(manifest.counts.workOrders);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['attachments.csv', 'json/workOrders.jsonl']));

    // The export joins the audit list, live.
    await expect.poll(() => page.locator('[data-export]').count(), { timeout: 30_000 }).toBe(before + 1);
  });
});
