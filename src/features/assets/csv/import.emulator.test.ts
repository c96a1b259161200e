// The CSV import through the store, the saga and the service, against the emulators and the
// real rules: a refused file writes nothing; an accepted one of 600 rows is written in two
// batches, with the plant's summary; the export reads it all back in pages.
import {
  doc,
  getCountFromServer,
  getDoc,
  increment,
  serverTimestamp,
  setLogLevel,
  writeBatch,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectFeature } from '../../../store/featureRegistry';
import { assetRefs } from '../../../services/firebase/assets';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import { getDb } from '../../../services/firebase/firestore';
import { endStores, newStore, register, type Store, unique } from '../../../testing/flows';
import { plantLoaded, plantSelected } from '../../plant/plantSlice';
import { holdFile } from './chosenFiles';
import { csvFeature } from './csvSaga';
import { importFileChosen, importRequested, selectCsv } from './csvSlice';
import { CSV_COLUMNS, equipmentToCsv, parseEquipmentCsv } from './equipmentCsv';
import { readAllEquipment } from './equipmentImportService';
import { until } from '../../../testing/until';

beforeAll(() => setLogLevel('silent'));
afterEach(endStores);

/** An admin with a site and an empty plant, selected in the store as the top bar would. */
async function adminWithPlant(): Promise<{ store: Store; key: PlantKey }> {
  const store = newStore();
  injectFeature(store, csvFeature);
  await register(store, 'Ada Admin', `csv-${unique()}@example.com`);
  const uid = store.getState().auth.currentUser!.uid;
  const key: PlantKey = { uid, company: uid, site: `site${unique()}`, plant: `plant${unique()}` };
  const db = await getDb();
  const batch = writeBatch(db);
  batch.set(doc(db, paths.site(uid, uid, key.site)), {
    name: 'North site',
    archived: false,
    createdAt: serverTimestamp(),
    createdBy: uid,
  });
  batch.set(doc(db, paths.plant(key)), {
    name: 'Mill',
    archived: false,
    createdAt: serverTimestamp(),
    createdBy: uid,
    equipments: [],
  });
  // The company's counters, in the same batch (the rules refuse a site or plant without them).
  batch.update(doc(db, paths.companyRecord(uid)), {
    siteCount: increment(1),
    plantCount: increment(1),
    counted: { site: key.site, plant: key.plant },
  });
  await batch.commit();
  store.dispatch(plantSelected(key));
  const plant = (await getDoc(assetRefs(await import('firebase/firestore'), db).plant(key))).data()!;
  store.dispatch(plantLoaded({ plant, fromCache: false, hasPendingWrites: false }));
  return { store, key };
}

/** The plant's summary, and how many equipment documents the server holds (counted there, not downloaded). */
async function plantState(key: PlantKey) {
  const sdk = await import('firebase/firestore');
  const refs = assetRefs(sdk, await getDb());
  const plant = (await getDoc(refs.plant(key))).data()!;
  const equipment = await getCountFromServer(refs.equipmentList(key));
  return { summary: plant.equipments, documents: equipment.data().count };
}

async function preview(store: Store, text: string) {
  store.dispatch(importFileChosen({ token: holdFile(new Blob([text])), fileName: 'equipment.csv' }));
  await until(() => expect(selectCsv(store.getState()).phase).toBe('previewed'));
  return selectCsv(store.getState());
}

const row = (tag: string, name: string, parent = '', criticality = 5) =>
  [tag, name, '', criticality, parent, 'ACME', '', '', '2024-03-31', '', 'inService', 'Hours:h'].join(',');

describe('CSV import', () => {
  it('writes nothing for a refused file', async () => {
    const { store, key } = await adminWithPlant();
    const text = [
      CSV_COLUMNS.filter((c) => c !== 'equipmentClass').join(','),
      row('P-1', 'Pump'),
      row('P-1', 'Pump again'),
      row('M-1', 'Motor', 'NOPE'),
    ];
    const state = await preview(store, text.join('\n'));
    expect(state.preview!.fileProblems.length + state.preview!.rowProblems.length).toBeGreaterThan(0);

    store.dispatch(importRequested());
    // The saga refuses at once: the import never starts.
    expect(selectCsv(store.getState())).toMatchObject({ phase: 'previewed', progress: null });
    expect(await plantState(key)).toEqual({ summary: [], documents: 0 });
  });

  it('writes 600 rows in two batches, parents mapped to ids, and exports them back', async () => {
    const { store, key } = await adminWithPlant();
    const areas = Array.from({ length: 10 }, (_, i) => row(`AREA-${i}`, `Area ${i}`, '', 8));
    // Children listed before their parents: the import puts parents first.
    const items = Array.from({ length: 590 }, (_, i) => row(`EQ-${i}`, `Item ${i}`, `AREA-${i % 10}`, (i % 10) + 1));
    const state = await preview(
      store,
      [CSV_COLUMNS.filter((c) => c !== 'equipmentClass').join(','), ...items, ...areas].join('\n'),
    );
    expect(state.preview!.rowProblems).toEqual([]);
    expect(state.preview!.fileProblems).toEqual([]);

    store.dispatch(importRequested());
    // Two batches of writes the rules check one by one: seconds on an idle machine, many times
    // that on a busy one. Waited for as a state, bounded only as a hang (testing/until.ts).
    await until(() => expect(selectCsv(store.getState()).phase).toBe('done'));
    expect(selectCsv(store.getState())).toMatchObject({
      imported: 600,
      progress: { total: 2, queued: 2, acknowledged: 2 },
    });

    const { summary, documents } = await plantState(key);
    expect(documents).toBe(600);
    expect(summary).toHaveLength(600);
    const all = await readAllEquipment(key);
    expect(all).toHaveLength(600);
    const byTag = new Map(all.map((e) => [e.tag, e]));
    expect(byTag.get('EQ-13')).toMatchObject({
      name: 'Item 13',
      criticality: 4,
      parent: byTag.get('AREA-3')!.id,
      installDate: '2024-03-31',
      meters: [{ id: 'm1', name: 'Hours', unit: 'h' }],
      createdBy: key.uid,
    });
    expect(summary.find((s) => s.tag === 'EQ-13')).toEqual({
      id: byTag.get('EQ-13')!.id,
      tag: 'EQ-13',
      name: 'Item 13',
      criticality: 4,
      parent: byTag.get('AREA-3')!.id,
      status: 'inService',
    });
    const raw = await getDoc(doc(await getDb(), `${paths.equipment(key)}/${byTag.get('EQ-13')!.id}`));
    expect(Object.keys(raw.data()!).sort()).toEqual(
      [
        'tag',
        'name',
        'description',
        'criticality',
        'parent',
        'manufacturer',
        'model',
        'serial',
        'installDate',
        'location',
        'status',
        'meters',
        'equipmentClass',
        'createdAt',
        'createdBy',
        'updatedAt',
        'updatedBy',
      ].sort(),
    );

    // The export's text imports again: the same tags already exist, so every row is refused.
    const again = await parseEquipmentCsv(await equipmentToCsv(all), summary);
    expect(again.dataRows).toBe(600);
    expect(again.rowProblems.filter((p) => p.column === 'tag')).toHaveLength(600);
  });
});
