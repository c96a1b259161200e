// Stock against the emulators (strict: every query has its index) and the real rules, through
// the inventory service: an admin adds a part and a storeroom and receives one unit; two devices
// that both saw that one unit issue it at the same moment; both movements survive, the stock —
// live on the first device without a reload — shows -1, and the storekeeper's state says so; the
// short-stock query (the bell's) finds it by its stored headroom, through a minimum and a receipt.
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { stockState } from '../../domain/inventory';
import {
  inventoryPaths,
  type Movement,
  queueMovement,
  queuePart,
  queueStockLevels,
  queueStoreroom,
  type InStore,
  type Stock,
  subscribePartMovements,
  subscribeShortStock,
  subscribeStock,
  writeMovement,
} from './inventory';
import type { LiveList } from './live';
import { adminInPlant, asColleague, emulatorSuite } from '../../testing/emulatorCompany';
import { until } from '../../testing/until';

emulatorSuite();

function watch<V>(listen: (l: { next: (v: V) => void; error: (e: unknown) => void }) => () => void) {
  const seen: { value: V | null; error: unknown; stop: () => void } = { value: null, error: null, stop: () => {} };
  seen.stop = listen({ next: (value) => (seen.value = value), error: (error) => (seen.error = error) });
  return seen;
}

describe('stock', () => {
  it('two devices issue the last unit at once: both movements land and the stock shows -1', async () => {
    const { key, email, user } = await adminInPlant({ prefix: 'stock' });
    const k = { company: key.company, site: key.site, store: 'main' };
    const who = { uid: user.uid, name: user.title };
    const label = { record: 'BRG-6205', link: '/app/inventory/parts/brg' };
    await (
      await queuePart(
        key.company,
        'brg',
        {
          number: 'BRG-6205',
          description: 'Deep groove ball bearing',
          unit: 'each',
          category: 'Bearings',
          manufacturer: 'SKF',
          manufacturerNumber: '6205-2RSH',
          vendor: '',
          unitCost: 12.5,
          fits: [],
          archived: false,
        },
        user.uid,
        true,
      )
    ).acknowledged;
    await (
      await queueStoreroom(k, { name: 'Main stores', archived: false }, user.uid, true)
    ).acknowledged;
    const stock = watch<LiveList<Stock>>((l) => subscribeStock(k, l));
    const movements = watch<LiveList<Movement>>((l) => subscribePartMovements(k, 'brg', l));
    const at = new Date().toISOString();
    const receipt = {
      partId: 'brg',
      kind: 'receipt' as const,
      quantity: 1,
      unitCost: 12.5,
      order: null,
      reason: '',
      at,
    };
    await (
      await queueMovement(k, receipt, 0, who, label)
    ).acknowledged;
    await until(() => expect(stock.value?.items.map((s) => [s.onHand, s.pending])).toEqual([[1, false]]));
    const short = watch<LiveList<InStore<Stock>>>((l) => subscribeShortStock([k], l));
    await until(() => expect(short.value?.items).toEqual([]));

    // Both devices saw one on hand, and issue it at the same moment.
    const issue = { ...receipt, kind: 'issue' as const };
    const here = queueMovement(k, issue, 1, who, label);
    const there = asColleague(email, async (db) => {
      const batch = sdk.writeBatch(db);
      writeMovement(batch, sdk, db, k, 'other-device', issue, 1, who);
      await batch.commit();
    });
    await Promise.all([(await here).acknowledged, there]);
    await until(() => expect(stock.value?.items.map((s) => [s.onHand, s.pending])).toEqual([[-1, false]]));
    expect(stockState(stock.value!.items[0])).toBe('negative');
    // Short, whichever increment landed last.
    await until(() =>
      expect(short.value?.items.map((s) => [s.store, s.partId, s.headroom])).toEqual([['main', 'brg', -1]]),
    );
    await until(() =>
      expect(movements.value?.items.map((m) => [m.kind, m.change]).sort()).toEqual([
        ['issue', -1],
        ['issue', -1],
        ['receipt', 1],
      ]),
    );
    expect(movements.value?.items.some((m) => m.id === 'other-device')).toBe(true);
    // A minimum of 2 makes it shorter; a receipt of 3 takes it to its minimum: no longer short.
    await (
      await queueStockLevels(k, 'brg', { min: 2, max: 6, bin: 'A-01' }, null, user.uid, label)
    ).acknowledged;
    await until(() => expect(short.value?.items.map((s) => [s.headroom, s.min, s.pending])).toEqual([[-3, 2, false]]));
    await (
      await queueMovement(k, { ...receipt, quantity: 3 }, -1, who, label)
    ).acknowledged;
    await until(() => expect(short.value?.items).toEqual([]));
    // The path the pages read is the one the rules guard.
    expect(inventoryPaths.stockOf(k, 'brg')).toContain(`/sites/${key.site}/storerooms/main/stock/brg`);
    for (const listener of [stock, movements, short]) {
      expect(listener.error).toBeNull();
      listener.stop();
    }
  });
});
