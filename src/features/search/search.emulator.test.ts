// Work-order search against the emulators and the real rules: orders raised through
// the real queueRaise are found by a number prefix and by the first letters of their title's
// words (accents and case folded, every typed word required); a title edit rewrites the keywords
// in the same write, so the search follows it; and the box's saga brings the results to the store.
import { describe, expect, it } from 'vitest';
import type { PlantKey } from '../../services/firebase/collections';
import { addPump, adminInPlant, emulatorSuite, PUMP } from '../../testing/emulatorCompany';
import type { Store } from '../../testing/flows';
import { queueChange, queueRaise } from '../work/workService';
import { searchFeature } from './searchSaga';
import { searchParts, searchWorkOrders } from './searchService';
import { queuePart } from '../../services/firebase/inventory';
import { searchTextChanged, selectSearch } from './searchSlice';
import { until } from '../../testing/until';

emulatorSuite();

async function adminWithPump(): Promise<{ store: Store; key: PlantKey }> {
  const { store, key } = await adminInPlant({ prefix: 'search', features: [searchFeature] });
  await addPump(store, key);
  return { store, key };
}

async function raise(store: Store, key: PlantKey, title: string) {
  const me = store.getState().auth.currentUser!;
  const { number, acknowledged } = await queueRaise(
    key,
    { title, description: '', equipmentId: PUMP.id, workType: 'BRP' },
    PUMP,
    { uid: me.uid, name: me.title },
  );
  await acknowledged;
  return number;
}

const numbers = async (key: PlantKey, text: string) => (await searchWorkOrders(key, text)).items.map((o) => o.number);

describe('work-order search against the emulators', () => {
  it('finds an order by a number prefix and by its title’s word prefixes, from the server', async () => {
    const { store, key } = await adminWithPump();
    const leak = await raise(store, key, 'Válvula del sello: fuga');
    const motor = await raise(store, key, 'Pump motor runs hot');

    const byNumber = await searchWorkOrders(key, leak.slice(0, 11).toLowerCase());
    expect(byNumber.fromCache).toBe(false);
    expect(byNumber.items.map((o) => o.number).sort()).toEqual([leak, motor].sort());
    expect(await numbers(key, leak)).toEqual([leak]);
    expect(await numbers(key, leak.slice(3, 11))).toHaveLength(2); // the date part alone
    // Any part of a number: its code alone (the end), in any case, as the "EXH9".
    expect(await numbers(key, leak.slice(-4))).toEqual([leak]);
    expect(await numbers(key, leak.slice(-4).toLowerCase())).toEqual([leak]);
    expect(await numbers(key, `pump ${motor.slice(-4)}`)).toEqual([motor]);

    expect(await numbers(key, 'valv')).toEqual([leak]);
    expect(await numbers(key, 'SELLO fu')).toEqual([leak]);
    expect(await numbers(key, 'pump mot')).toEqual([motor]);
    expect(await numbers(key, 'pump cold')).toEqual([]);
    expect((await searchWorkOrders(key, 'motor')).items[0]).toMatchObject({
      number: motor,
      title: 'Pump motor runs hot',
      equipmentTag: 'P-101',
      status: 'new',
    });
  });

  it('follows a title edit: the keywords are rewritten in the same write', async () => {
    const { store, key } = await adminWithPump();
    const number = await raise(store, key, 'Seal leaking');
    expect(await numbers(key, 'seal')).toEqual([number]);

    const me = store.getState().auth.currentUser!;
    const edit = await queueChange(key, { number, status: 'new', version: 1 }, 'new', { title: 'Gearbox noise' }, '', {
      uid: me.uid,
      name: me.title,
    });
    await edit.acknowledged;
    expect(await numbers(key, 'gear noi')).toEqual([number]);
    expect(await numbers(key, 'seal')).toEqual([]);
  });

  it('brings the results to the store after the pause, the latest text winning', async () => {
    const { store, key } = await adminWithPump();
    const number = await raise(store, key, 'Coupling guard missing');
    store.dispatch(searchTextChanged({ text: 'zzz', hasPlant: true }));
    store.dispatch(searchTextChanged({ text: 'coupl', hasPlant: true }));
    await until(() => expect(selectSearch(store.getState()).status).toBe('ready'));
    expect(selectSearch(store.getState())).toMatchObject({
      text: 'coupl',
      fromCache: false,
      work: [{ number, title: 'Coupling guard missing' }],
    });
  });

  it('finds parts of the catalogue by their number’s and description’s words, archived ones left out', async () => {
    const { store, key } = await adminInPlant({ prefix: 'partsearch', features: [searchFeature] });
    const me = store.getState().auth.currentUser!;
    const part = (number: string, description: string, archived = false) => ({
      number,
      description,
      unit: 'each' as const,
      category: '',
      manufacturer: 'SKF',
      manufacturerNumber: `${number}-M`,
      vendor: '',
      unitCost: 1,
      fits: [],
      archived,
    });
    for (const [id, p] of [
      ['b1', part('BRG-6205', 'Deep groove ball bearing')],
      ['b2', part('BRG-6310', 'Deep groove ball bearing, large')],
      ['b3', part('BRG-6206', 'Old bearing', true)],
      ['s1', part('SEAL-50', 'Mechanical seal')],
    ] as const)
      await (
        await queuePart(key.company, id, p, me.uid, true)
      ).acknowledged;
    const found = async (text: string) => (await searchParts(key.company, text)).items.map((p) => p.number);
    expect(await found('bearing')).toEqual(['BRG-6205', 'BRG-6310']);
    expect(await found('62 groove')).toEqual(['BRG-6205']);
    expect(await found('6310-m')).toEqual(['BRG-6310']);
    expect(await found('seal')).toEqual(['SEAL-50']);
    expect(await found('pump')).toEqual([]);
    // And the box's saga brings them to the store, with no plant needed.
    store.dispatch(searchTextChanged({ text: 'mech seal', hasPlant: false }));
    await until(() => expect(selectSearch(store.getState()).partStatus).toBe('ready'));
    expect(selectSearch(store.getState()).parts).toEqual([
      { id: 's1', number: 'SEAL-50', description: 'Mechanical seal' },
    ]);
  });
});
