// The sync centre's outbox against the emulators and the real rules: a write is listed while it
// waits and leaves when the server takes it; a stale status move (a colleague moved the order
// first) is refused and listed with the order's status on the server; and the check for writes an
// earlier session left waiting tells a write the server holds from one it does not.
import { describe, expect, it } from 'vitest';
import { paths } from '../../services/firebase/collections';
import { type OutboxEntry, outboxState, subscribeOutbox } from '../../services/firebase/outbox';
import { confirmEarlierWrites } from '../../services/firebase/writes';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { queueChange } from '../work/workService';
import { workFeature } from '../work/workSaga';
import { raiseRequested, selectWork } from '../work/workSlice';
import { openOrder, showOrder } from '../../testing/flows';
import { until } from '../../testing/until';

emulatorSuite();

const entryFor = (record: string) => outboxState().entries.find((e) => e.label.record.startsWith(record));

describe('the outbox against the emulators', () => {
  it('lists a raise while it waits, forgets it once the server has it, and refuses a stale move with what the server holds', async () => {
    const { store, key } = await adminInPlant({ prefix: 'sync', features: [workFeature] });
    await addPump(store, key);
    // Every entry the outbox held, as it held it (the emulator answers within milliseconds).
    const seen: OutboxEntry[] = [];
    const stop = subscribeOutbox(() => seen.push(...structuredClone(outboxState().entries)));
    store.dispatch(
      raiseRequested({ title: 'Seal leaking', description: 'Drips', equipmentId: 'pump1', workType: 'BRP' }),
    );
    await until(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-/));
    const number = selectWork(store.getState()).lastRaised!;
    const queued = seen.find((e) => e.label.record.startsWith(number));
    expect(queued).toMatchObject({
      state: 'pending',
      label: { what: 'workRaise', record: `${number} · Seal leaking`, link: `/app/work/${number}` },
    });
    const raised = queued!;
    expect(raised.ops.map((op) => op.path)).toEqual([
      `${paths.workRequests(key)}/${number}`,
      `${paths.history(key, number)}/v1`,
    ]);
    await until(() => expect(entryFor(number)).toBeUndefined());
    stop();

    // An earlier session's entry for the same raise: the server holds it.
    expect(await confirmEarlierWrites([raised])).toEqual([{ id: raised.id, applied: true }]);
    // One whose history event never reached the server: not applied, with the order's status now.
    const lost: OutboxEntry = {
      ...raised,
      id: 'lost',
      ops: [
        raised.ops[0],
        { path: `${paths.history(key, number)}/v7`, kind: 'set', fields: { version: 7, to: 'inProgress' } },
      ],
    };
    expect(await confirmEarlierWrites([lost])).toEqual([{ id: 'lost', applied: false, serverStatus: 'new' }]);

    // Two moves from version 1: the second is refused by the rules, and listed as refused.
    showOrder(store, number);
    await until(() => expect(openOrder(store).item?.pending).toBe(false));
    const me = store.getState().auth.currentUser!;
    const by = { uid: me.uid, name: me.title };
    const first = await queueChange(key, { number, status: 'new', version: 1 }, 'inPlanning', {}, '', by);
    await first.acknowledged;
    const stale = await queueChange(key, { number, status: 'new', version: 1 }, 'awaitingReview', {}, '', by);
    await expect(stale.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await until(() =>
      expect(entryFor(number)).toMatchObject({
        state: 'refused',
        reason: 'permission-denied',
        serverStatus: 'inPlanning',
        label: { what: 'workMove', values: { to: 'awaitingReview' } },
      }),
    );
  });
});
