// The company archive against the emulators (strict) and the real rules, as an admin makes it: a
// company with a site, a plant, a pump, a part, a storeroom and a receipt is read whole from the
// server (no list refused: every collection of the tree is one an admin may read), and the zip
// holds the manifest (who, when, how many of each kind), every document exactly as JSON lines
// (times tagged), the CSVs (the parts and the plant's equipment in the app's own columns, the
// stock with its place and fields), and the attachments' index; the export is recorded in the
// audit list, live. A company is never read from another company's admin.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT, type ArchiveDocument } from '../../../domain/companyArchive';
import { CSV_COLUMNS } from '../../../domain/equipmentCsv';
import { PARTS_CSV_COLUMNS } from '../../../domain/partsCsv';
import {
  type ExportRecord,
  queueExportRecord,
  readCompany,
  subscribeExports,
} from '../../../services/firebase/companyArchive';
import { queueMovement, queuePart, queueStoreroom } from '../../../services/firebase/inventory';
import type { LiveList } from '../../../services/firebase/live';
import { addPump, adminInPlant, emulatorSuite } from '../../../testing/emulatorCompany';
import { until } from '../../../testing/until';
import { ATTACHMENT_COLUMNS, buildArchive, type ArchivePhase } from './buildArchive';

emulatorSuite();

const header = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[0];

describe('the company archive', () => {
  it('holds every document of the company, exactly and as spreadsheets, and is recorded', async () => {
    const { store, key, user } = await adminInPlant({ prefix: 'archive' });
    await addPump(store, key);
    const k = { company: key.company, site: key.site, store: 'main' };
    const part = {
      number: 'BRG-6205',
      description: 'Deep groove ball bearing',
      unit: 'each' as const,
      category: 'Bearings',
      manufacturer: 'SKF',
      manufacturerNumber: '6205-2RSH',
      vendor: '',
      unitCost: 12.5,
      fits: [],
      archived: false,
    };
    await (
      await queuePart(key.company, 'brg', part, user.uid, true)
    ).acknowledged;
    await (
      await queueStoreroom(k, { name: 'Main stores', archived: false }, user.uid, true)
    ).acknowledged;
    const receipt = {
      partId: 'brg',
      kind: 'receipt' as const,
      quantity: 4,
      unitCost: 12.5,
      order: null,
      reason: '',
      at: new Date().toISOString(),
    };
    await (
      await queueMovement(k, receipt, 0, { uid: user.uid, name: user.title }, { record: 'BRG-6205', link: '' })
    ).acknowledged;

    const phases: ArchivePhase[] = [];
    const { blob, manifest } = await buildArchive({
      company: key.company,
      companyName: 'Archive test',
      madeBy: { uid: user.uid, name: user.title },
      withFiles: true,
      onPhase: (p) => phases.push(p),
    });
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name]);

    // The manifest: what, by whom, how many of each kind.
    expect(JSON.parse(text('manifest.json'))).toEqual(manifest);
    expect(manifest).toMatchObject({
      format: ARCHIVE_FORMAT,
      company: key.company,
      madeBy: { uid: user.uid },
      files: 0,
    });
    expect(manifest.counts).toMatchObject({
      company: 1,
      members: 1,
      sites: 1,
      plants: 1,
      equipment: 1,
      parts: 1,
      storerooms: 1,
      stock: 1,
      movements: 1,
    });
    // Progress was told along the way, ending with the packing.
    expect(phases.some((p) => p.step === 'reading' && p.documents > 0)).toBe(true);
    expect(phases.at(-1)).toEqual({ step: 'packing' });

    // Exact JSON: the part as stored, times tagged.
    const lines = (kind: string) =>
      text(`json/${kind}.jsonl`)
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as ArchiveDocument);
    const [stored] = lines('parts');
    expect(stored.path).toBe(`users/${key.company}/companies/${key.company}/parts/brg`);
    expect(stored.data).toMatchObject({ ...part, createdBy: user.uid });
    const created = stored.data.createdAt as { $timestamp: { seconds: number; nanoseconds: number } };
    expect(Object.keys(created)).toEqual(['$timestamp']);
    expect(Math.abs(created.$timestamp.seconds * 1000 - Date.now())).toBeLessThan(600_000);
    const stock = lines('stock')[0].data;
    expect(stock).toMatchObject({ onHand: 4, headroom: 4 });
    expect(typeof stock.last).toBe('string');

    // The spreadsheets: the app's own columns where it has an export, place then fields elsewhere.
    expect(header(text('csv/parts.csv'))).toBe(PARTS_CSV_COLUMNS.join(','));
    expect(text('csv/parts.csv')).toContain('BRG-6205,Deep groove ball bearing,each');
    const equipmentCsv = Object.keys(files).find((n) => n.startsWith('csv/equipment-'))!;
    expect(header(text(equipmentCsv))).toBe(CSV_COLUMNS.join(','));
    expect(text(equipmentCsv)).toContain('P-101,Feed pump');
    expect(header(text('csv/stock.csv')).split(',').slice(0, 3)).toEqual(['site', 'storeroom', 'id']);
    expect(header(text('csv/stock.csv'))).toContain('headroom');
    expect(header(text('attachments.csv'))).toBe(ATTACHMENT_COLUMNS.join(','));

    // Recorded in the audit list, live.
    const seen: { value: LiveList<ExportRecord> | null } = { value: null };
    const stop = subscribeExports(key.company, { next: (v) => (seen.value = v), error: () => undefined });
    await (
      await queueExportRecord(key.company, { uid: user.uid, name: user.title }, { documents: 12, files: 0 })
    ).acknowledged;
    await until(() =>
      expect(seen.value?.items.map((e) => [e.byName, e.documents, e.pending])).toEqual([[user.title, 12, false]]),
    );
    stop();
  });

  it('another company’s admin cannot read this company', async () => {
    const owner = await adminInPlant({ prefix: 'archive-owner' });
    // Signed in now as another company's admin: refused at once.
    await adminInPlant({ prefix: 'archive-stranger' });
    await expect(readCompany(owner.key.company, { onDocument: () => undefined })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
