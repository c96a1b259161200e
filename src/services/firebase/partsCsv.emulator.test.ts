// The parts catalogue's CSV import and export against the emulators (strict: every query has its
// index) and the real rules, through the service as the import page calls it: a file checked
// (domain/partsCsv.ts), its numbers looked up, its plan written. New parts move the company's
// `partCount` by exactly their number, a part the file names is changed in place (its id and the
// equipment it fits kept, what the file leaves out kept), a Free company that would pass its limit
// is refused with nothing written, and a catalogue over 500 parts is exported in pages and comes
// back as changes in batches the rules accept.
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { partKeywords } from '../../domain/inventory';
import {
  parsePartsCsv,
  partsCsvNumbers,
  partsPreviewIsValid,
  partsToCsv,
  planPartsImport,
  type PartValues,
} from '../../domain/partsCsv';
import { FREE_LIMITS } from '../../lib/planLimits';
import { adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { withRulesOff } from '../../testing/rulesOff';
import { paths } from './collections';
import { fitsKey, inventoryPaths, queuePart } from './inventory';
import {
  EXPORT_PAGE_SIZE,
  findPartsByNumber,
  importParts,
  type PartsImportProgress,
  readAllParts,
  UPDATES_PER_BATCH,
} from './partsCsv';

emulatorSuite();

/** What the server holds, read past the rules: the record's part count and the catalogue by id. */
async function onServer(company: string) {
  let count: unknown;
  const parts = new Map<string, Record<string, unknown>>();
  await withRulesOff(async (db) => {
    count = (await sdk.getDoc(sdk.doc(db, paths.companyRecord(company)))).get('partCount');
    for (const doc of (await sdk.getDocs(sdk.collection(db, inventoryPaths.parts(company)))).docs)
      parts.set(doc.id, doc.data());
  });
  return { count: (count as number | undefined) ?? 0, parts };
}

/** Reads a file, looks its numbers up and plans it, as the import page does. */
async function planOf(company: string, text: string) {
  const preview = await parsePartsCsv(text);
  expect(preview.problems).toEqual([]);
  expect(partsPreviewIsValid(preview)).toBe(true);
  const found = await findPartsByNumber(company, partsCsvNumbers(preview));
  return { found, plan: planPartsImport(preview, found) };
}

const bearing: PartValues = {
  number: 'Brg-6205',
  description: 'Deep groove ball bearing',
  unit: 'each',
  category: 'Bearings',
  manufacturer: 'SKF',
  manufacturerNumber: '6205-2RSH',
  vendor: '',
  unitCost: 12.5,
  fits: [],
  archived: false,
};

describe('importing parts from CSV', () => {
  it('creates the new parts, counted one by one, and changes a part the file names in place', async () => {
    const { key, user } = await adminInPlant({ prefix: 'parts-csv' });
    const company = key.company;
    const fits = [fitsKey(key.site, key.plant, 'pump1')];
    await (
      await queuePart(company, 'brg', { ...bearing, fits }, user.uid, true)
    ).acknowledged;
    expect((await onServer(company)).count).toBe(1);

    // The file writes the bearing's number in another case and leaves its category out.
    const { found, plan } = await planOf(
      company,
      [
        'number,description,unit,unitCost',
        'BRG-6205,Sealed ball bearing,each,13.75',
        'OIL-46,Hydraulic oil ISO VG 46,litres,"3,20"',
        'V-BELT-A42,V-belt A42,each,',
      ].join('\n'),
    );
    expect(found.map((p) => p.id)).toEqual(['brg']);
    expect(plan.actions).toEqual(['update', 'create', 'create']);

    const progress: PartsImportProgress[] = [];
    const outcome = await importParts(company, user.uid, plan, (p) => progress.push(p));
    if ('refused' in outcome) throw new Error('refused');
    expect(outcome.updated).toEqual(['brg']);
    expect(outcome.created).toHaveLength(2);
    expect(progress[0]).toEqual({ total: 3, queued: 0, acknowledged: 0 });
    expect(progress.at(-1)).toEqual({ total: 3, queued: 3, acknowledged: 3 });

    const { count, parts } = await onServer(company);
    expect(count).toBe(3);
    expect(parts.size).toBe(3);
    expect(parts.get('brg')).toMatchObject({
      number: 'Brg-6205',
      description: 'Sealed ball bearing',
      unit: 'each',
      unitCost: 13.75,
      category: 'Bearings',
      manufacturerNumber: '6205-2RSH',
      fits,
      createdBy: user.uid,
      keywords: partKeywords({ ...bearing, description: 'Sealed ball bearing' }),
    });
    const [oil, belt] = outcome.created.map((id) => parts.get(id));
    expect(oil).toMatchObject({ number: 'OIL-46', unit: 'litre', unitCost: 3.2, fits: [], archived: false });
    expect(belt).toMatchObject({ number: 'V-BELT-A42', unit: 'each', unitCost: 0, category: '' });

    // The file again, its numbers in any case: nothing new, nothing to change.
    const again = await planOf(
      company,
      'number,description,unit,unitCost\nBRG-6205,Sealed ball bearing,each,13.75\noil-46,Hydraulic oil ISO VG 46,litre,3.2\n',
    );
    expect(again.plan).toMatchObject({ creates: [], updates: [], unchanged: 2 });
  });

  it('refuses a Free company whose new parts would pass its limit, before writing anything', async () => {
    const { key, user } = await adminInPlant({ prefix: 'parts-csv-limit' });
    const company = key.company;
    await (
      await queuePart(company, 'brg', bearing, user.uid, true)
    ).acknowledged;
    const rows = Array.from({ length: FREE_LIMITS.parts }, (_, i) => `NEW-${i},New part ${i},each`);
    // One change and as many new parts as the whole plan holds: one too many.
    const { plan } = await planOf(company, ['number,description,unit', 'BRG-6205,Changed,each', ...rows].join('\n'));
    expect(plan.creates).toHaveLength(FREE_LIMITS.parts);
    expect(plan.updates).toHaveLength(1);

    const progress: PartsImportProgress[] = [];
    const outcome = await importParts(company, user.uid, plan, (p) => progress.push(p));
    expect(outcome).toEqual({
      refused: { used: 1, limit: FREE_LIMITS.parts, creating: FREE_LIMITS.parts, room: FREE_LIMITS.parts - 1 },
    });
    expect(progress).toEqual([]);
    const { count, parts } = await onServer(company);
    expect(count).toBe(1);
    expect([...parts.keys()]).toEqual(['brg']);
    expect(parts.get('brg')?.description).toBe(bearing.description);
  });

  it(`exports a catalogue over ${EXPORT_PAGE_SIZE} parts in pages, and takes it back as changes in batches`, async () => {
    const { key, user } = await adminInPlant({ prefix: 'parts-csv-export' });
    const company = key.company;
    const total = UPDATES_PER_BATCH + 170;
    const number = (i: number) => `P-${String(i).padStart(4, '0')}`;
    // A large catalogue, put there past the rules (a Free company could not add it).
    await withRulesOff(async (db) => {
      for (let start = 0; start < total; start += 400) {
        const batch = sdk.writeBatch(db);
        for (let i = start; i < Math.min(total, start + 400); i++) {
          const values = { ...bearing, number: number(i), description: `Part ${i}`, fits: [`s/p/eq${i}`] };
          batch.set(sdk.doc(db, inventoryPaths.part(company, `part${i}`)), {
            ...values,
            keywords: partKeywords(values),
            createdAt: sdk.serverTimestamp(),
            createdBy: user.uid,
            updatedAt: sdk.serverTimestamp(),
            updatedBy: user.uid,
          });
        }
        await batch.commit();
      }
    });

    const pages: number[] = [];
    const exported = await readAllParts(company, (read) => pages.push(read));
    expect(pages).toEqual([EXPORT_PAGE_SIZE, total]);
    expect(exported.map((p) => p.number)).toEqual(Array.from({ length: total }, (_, i) => number(i)));

    // Every cost raised by one in the exported file, which is then imported.
    const text = await partsToCsv(exported.map((p) => ({ ...p, unitCost: p.unitCost + 1 })));
    const { found, plan } = await planOf(company, text);
    expect(found).toHaveLength(total);
    expect(plan).toMatchObject({ creates: [], unchanged: 0 });
    expect(plan.updates).toHaveLength(total);
    const progress: PartsImportProgress[] = [];
    const outcome = await importParts(company, user.uid, plan, (p) => progress.push(p));
    if ('refused' in outcome) throw new Error('refused');
    expect(outcome.created).toEqual([]);
    expect(outcome.updated).toHaveLength(total);
    // Two batches: UPDATES_PER_BATCH parts, then the rest.
    expect(progress.filter((p) => p.acknowledged === 0).map((p) => p.queued)).toEqual([0, UPDATES_PER_BATCH, total]);
    expect(progress.at(-1)).toEqual({ total, queued: total, acknowledged: total });

    const { count, parts } = await onServer(company);
    expect(count).toBe(0);
    expect(parts.size).toBe(total);
    expect(parts.get('part7')).toMatchObject({ number: number(7), unitCost: bearing.unitCost + 1, fits: ['s/p/eq7'] });
    expect([...parts.values()].every((p) => p.unitCost === bearing.unitCost + 1)).toBe(true);
  });
});
