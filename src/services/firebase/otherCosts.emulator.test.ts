// An order's other costs against the emulators (strict: every query has its index) and the real
// rules, through the service: an admin adds a line to a raised order and the order's listener
// shows it waiting to sync, then synced; the cost report's read finds it by order; a line on an
// order that does not exist is refused by the server and reported, and nothing is stored; an
// admin's removal leaves the list live.
import { describe, expect, it } from 'vitest';
import { toAppError } from '../../lib/errors';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { openOrder, showOrder } from '../../testing/flows';
import { until } from '../../testing/until';
import { workFeature } from '../../features/work/workSaga';
import { raiseRequested, selectWork } from '../../features/work/workSlice';
import type { LiveList } from './live';
import {
  type OtherCost,
  queueOtherCost,
  queueOtherCostRemoval,
  readOtherCosts,
  subscribeOrderOtherCosts,
} from './otherCosts';

emulatorSuite();

describe('other costs of an order', () => {
  it('are added live, read for the report, refused for an order that does not exist, and removed', async () => {
    const started = new Date(Date.now() - 60_000).toISOString();
    const { store, key, user } = await adminInPlant({ prefix: 'costs', features: [workFeature] });
    await addPump(store, key);
    store.dispatch(
      raiseRequested({ title: 'Seal leaking', description: 'Drips', equipmentId: 'pump1', workType: 'BRP' }),
    );
    await until(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-\d{8}-/));
    const number = selectWork(store.getState()).lastRaised!;
    showOrder(store, number);
    await until(() => expect(openOrder(store).item?.pending).toBe(false));

    const seen: { value: LiveList<OtherCost> | null } = { value: null };
    const stop = subscribeOrderOtherCosts(key, number, { next: (v) => (seen.value = v), error: () => undefined });
    await until(() => expect(seen.value?.items).toEqual([]));
    const who = { uid: user.uid, name: user.title };
    const input = { order: number, kind: 'contractor' as const, what: 'Seal fitter, one visit', amount: 420.5 };
    const { acknowledged } = await queueOtherCost(key, 'line1', input, who);
    await acknowledged;
    await until(() =>
      expect(seen.value?.items.map((l) => [l.id, l.what, l.amount, l.byName, l.pending])).toEqual([
        ['line1', 'Seal fitter, one visit', 420.5, user.title, false],
      ]),
    );

    const read = await readOtherCosts(key, started);
    expect(read.get(number)?.map((l) => l.amount)).toEqual([420.5]);

    const refused = await queueOtherCost(key, 'line2', { ...input, order: 'WR-20990101-ZZZZ' }, who);
    const error = await refused.acknowledged.then(
      () => null,
      (e: unknown) => toAppError(e),
    );
    expect(error?.code).toBe('permission-denied');
    expect((await readOtherCosts(key, started)).has('WR-20990101-ZZZZ')).toBe(false);

    await (
      await queueOtherCostRemoval(key, seen.value!.items[0])
    ).acknowledged;
    await until(() => expect(seen.value?.items).toEqual([]));
    stop();
  });
});
