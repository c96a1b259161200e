// The company's export in the production build against the emulators: an admin opens Company ›
// Export data, makes the archive of the demo company with the progress bar moving, downloads the
// zip and opens its spreadsheets (the parts and each plant's equipment in the app's own columns,
// the work orders with their place and fields), and the export joins the audit list, live. The
// zip is made in a worker: the page answers the keyboard while it is made. Then the archive is
// proven whole: `company:import` writes it into an empty project on the same emulators, and every
// document of the company in the demo project — found by listing every collection under it, not
// by the export's own list — is in the archive and in the imported project, field for field.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  GeoPoint,
  getFirestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type { ArchiveValue } from '../src/domain/companyArchive';
import { checkArchive, importArchive } from '../scripts/companyImport';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../src/domain/equipmentCsv';
import { PARTS_CSV_COLUMNS } from '../src/domain/partsCsv';
import { downloaded, newPage, SCREENSHOTS, setUpBrowser, signIn } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
// It counts the demo company's documents: no other journey may change them meanwhile.
aloneOnDemoData('companyExport.test.ts');
// The admin SDK on the emulators looks for no Google credentials.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const header = (csv: string) => csv.split('\r\n')[0];

/** A stored value as the archive writes it. */
function asArchived(value: unknown): ArchiveValue {
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } };
  if (value && typeof value === 'object' && 'path' in value && 'firestore' in value)
    return { $ref: (value as DocumentReference).path };
  if (Buffer.isBuffer(value)) return { $bytes: value.toString('base64') };
  if (Array.isArray(value)) return value.map(asArchived);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asArchived(v)]));
  return value as ArchiveValue;
}

/**
 * Every document of the company in `db`: the record and everything under it (each document's
 * collections listed, whatever they are called; read marks left out, as the export leaves them),
 * and the invitations and portals naming it. By path.
 */
async function everything(db: Firestore, company: string): Promise<Map<string, ArchiveValue>> {
  const found = new Map<string, ArchiveValue>();
  const keep = (snap: DocumentSnapshot) => snap.exists && found.set(snap.ref.path, asArchived(snap.data()));
  let level: DocumentReference[] = [db.doc(`users/${company}`)];
  keep(await level[0].get());
  while (level.length) {
    const next: DocumentReference[] = [];
    // A few at a time: the browser file running alongside shares the emulators.
    for (let i = 0; i < level.length; i += 8)
      await Promise.all(
        level.slice(i, i + 8).map(async (ref) => {
          for (const collection of await ref.listCollections()) {
            if (collection.id === 'notificationState') continue;
            // Every document name, those with no fields too (users/{c}/companies/{c} only holds collections).
            const refs = await collection.listDocuments();
            for (const snap of refs.length ? await db.getAll(...refs) : []) keep(snap);
            next.push(...refs);
          }
        }),
      );
    level = next;
  }
  for (const [collection, field] of [
    ['invites', 'companyUID'],
    ['portals', 'company'],
  ])
    for (const snap of (await db.collection(collection).where(field, '==', company).get()).docs) keep(snap);
  return found;
}

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

    // Whole: every document of the company is in the archive, as stored, and nothing else.
    const company = (JSON.parse(text('manifest.json')) as { company: string }).company;
    const archive = checkArchive(new Uint8Array(readFileSync(file)), company);
    const archived = new Map(archive.documents.map(({ doc }) => [doc.path, doc.data as ArchiveValue]));
    const host = process.env.FIRESTORE_EMULATOR_HOST!;
    const demo = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-torque' }, `demo-${Date.now()}`);
    const stored = await everything(getFirestore(demo), company);
    await deleteApp(demo);
    // (Written since the export by this test: its own audit record.)
    for (const path of stored.keys()) if (path.includes('/exports/') && !archived.has(path)) stored.delete(path);
    expect([...archived.keys()].sort()).toEqual([...stored.keys()].sort());
    for (const [path, data] of stored) expect(archived.get(path), path).toEqual(data);

    // Imported into an empty project, it is the company again, field for field; a second import is refused.
    const project = `demo-torque-import-${Date.now().toString(36)}`;
    expect(await importArchive(archive, { kind: 'emulator', project, host })).toBe(archived.size);
    const copy = initializeApp({ projectId: project }, `copy-${Date.now()}`);
    const copyDb = getFirestore(copy);
    const paths = [...archived.keys()];
    const imported = new Map<string, ArchiveValue>();
    for (let i = 0; i < paths.length; i += 500)
      for (const snap of await copyDb.getAll(...paths.slice(i, i + 500).map((p) => copyDb.doc(p))))
        if (snap.exists) imported.set(snap.ref.path, asArchived(snap.data()));
    await deleteApp(copy);
    expect(imported).toEqual(archived);
    await expect(importArchive(archive, { kind: 'emulator', project, host })).rejects.toThrow(/is not empty/);
  });
});
