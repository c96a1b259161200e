// Shutdowns through the store, the sagas and the services, against the emulators (strict profile)
// and the real rules: an admin plans a shutdown and puts two raised orders into it, both confirmed
// by the server; its orders are read by number (more than one query's worth of numbers, those not
// orders simply missing); a colleague's change on another device arrives live; cancelling keeps
// the plan. Who may write is the rules suite's (tests/rules/shutdowns.rules.test.ts).
import { arrayUnion, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../../lib/days';
import { newId } from '../../../lib/ids';
import type { LiveList } from '../../../services/firebase/live';
import { shutdownPath } from '../../../services/firebase/shutdowns';
import type { WorkRequest } from '../../../services/firebase/work';
import { injectFeature } from '../../../store/featureRegistry';
import { liveKitFeature } from '../../../store/liveKit';
import { addPump, adminInPlant, asColleague, emulatorSuite } from '../../../testing/emulatorCompany';
import { until } from '../../../testing/until';
import { workFeature } from '../workSaga';
import { raiseRequested, selectWork } from '../workSlice';
import { subscribeOrdersByNumbers } from '../workService';
import { shutdownsFeature } from './shutdownsSaga';
import { selectShutdowns, shutdownsLive } from './shutdownsLive';
import { shutdownCancelRequested, shutdownOrdersRequested, shutdownSaveRequested } from './shutdownsSlice';

emulatorSuite();

describe('shutdowns against the emulators', () => {
  it('plans a shutdown with its work, reads the work by number, and sees a colleague’s change live', async () => {
    const { store, key, email } = await adminInPlant({ prefix: 'shutdown', features: [workFeature, shutdownsFeature] });
    await addPump(store, key);
    const numbers: string[] = [];
    for (const title of ['Seal leaking', 'Coupling worn']) {
      store.dispatch(raiseRequested({ title, description: '', equipmentId: 'pump1', workType: 'CSM' }));
      const raised = await until(() => {
        const number = selectWork(store.getState()).lastRaised;
        expect(number).toMatch(/^WR-\d{8}-/);
        expect(numbers).not.toContain(number);
        return number!;
      });
      numbers.push(raised);
    }

    injectFeature(store, liveKitFeature);
    store.dispatch(shutdownsLive.opened(key));
    const id = newId();
    const start = addDays(today(), 10);
    store.dispatch(
      shutdownSaveRequested({
        id,
        isNew: true,
        input: { title: 'Pump outage', start, end: addDays(start, 1), equipment: ['pump1'], orders: [], note: '' },
      }),
    );
    const shown = () => selectShutdowns(store.getState()).items.find((s) => s.id === id);
    await until(() => expect(shown()?.pending).toBe(false));

    store.dispatch(shutdownOrdersRequested({ id, add: numbers, remove: [] }));
    await until(() =>
      expect([[...(shown()?.orders ?? [])].sort(), shown()?.pending]).toEqual([[...numbers].sort(), false]),
    );

    // 33 numbers: two queries of at most 30; the 31 that are not orders are simply missing.
    const asked = [...numbers, ...Array.from({ length: 31 }, (_, i) => `WR-20000101-X${String(i).padStart(3, '0')}`)];
    const orders = await new Promise<LiveList<WorkRequest>>((resolve, reject) => {
      const stop = subscribeOrdersByNumbers(key, asked, {
        next: (list) => {
          if (list.fromCache || list.items.length < 2) return;
          stop();
          resolve(list);
        },
        error: reject,
      });
    });
    expect(orders.items.map((o) => o.number).sort()).toEqual([...numbers].sort());

    // The same admin on another device takes one order out: this device's list follows.
    await asColleague(email, async (db, uid) => {
      await updateDoc(doc(db, shutdownPath(key, id)), {
        orders: arrayUnion('WR-20000101-LATE'),
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      });
    });
    await until(() => expect(shown()?.orders).toContain('WR-20000101-LATE'));

    store.dispatch(shutdownCancelRequested({ id, cancelled: true }));
    await until(() => expect([shown()?.cancelled, shown()?.pending]).toEqual([true, false]));
    expect(shown()?.orders).toHaveLength(3);
  });
});
