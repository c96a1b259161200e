// Work requests through the store, the sagas and the services, against the emulators and the
// real rules: raising a request on real equipment, moves along the status machine with their
// history, a gate the client would refuse, a concurrent change refused by the rules, and a queue
// seeing another client's move live.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setLogLevel,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../app/featureRegistry';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { emulatorHosts, firebaseOptions } from '../../services/firebase/config';
import { endStores, newStore, PASSWORD, register, type Store, unique } from '../../testing/flows';
import { assetsFeature } from '../assets/assetsSaga';
import { equipmentSaveRequested, plantSelected, selectPlantEquipment, selectPlantState } from '../assets/plantSlice';
import { plantCreateRequested, selectRegister, siteCreateRequested } from '../assets/registerSlice';
import { workFeature } from './workSaga';
import { queueChange } from './workService';
import {
  moveRequested,
  orderOpened,
  queueOpened,
  raiseRequested,
  selectOpenOrder,
  selectQueue,
  selectWork,
} from './workSlice';

const saved = new Map<string, string>();
beforeAll(() => {
  setLogLevel('silent');
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
      removeItem: (k: string) => void saved.delete(k),
    },
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(async () => {
  saved.clear();
  await endStores();
});

/** An admin in a plant with one pump (criticality 7). */
async function adminWithPump(): Promise<{ store: Store; key: PlantKey; email: string }> {
  const store = newStore();
  injectFeature(store, assetsFeature);
  injectFeature(store, workFeature);
  const email = `work-${unique()}@example.com`;
  await register(store, 'Ada Admin', email);
  const user = store.getState().auth.currentUser!;
  store.dispatch(siteCreateRequested({ name: 'North' }));
  await vi.waitFor(() => expect(selectRegister(store.getState()).sites).toHaveLength(1), { timeout: 15_000 });
  const site = selectRegister(store.getState()).sites[0].id;
  store.dispatch(plantCreateRequested({ site, name: 'PM1' }));
  await vi.waitFor(() => expect(selectRegister(store.getState()).plants[site]).toHaveLength(1));
  const key = {
    uid: user.companyUID,
    company: user.companyUID,
    site,
    plant: selectRegister(store.getState()).plants[site][0].id,
  };
  store.dispatch(plantSelected(key));
  await vi.waitFor(() => expect(selectPlantState(store.getState()).status).toBe('ready'));
  store.dispatch(
    equipmentSaveRequested({
      eqid: 'pump1',
      uid: user.uid,
      savedPlantDetails: key,
      isNew: true,
      equipment: {
        tag: 'P-101',
        name: 'Feed pump',
        description: '',
        criticality: 7,
        parent: null,
        manufacturer: '',
        model: '',
        serial: '',
        installDate: null,
        location: '',
        status: 'inService',
        meters: [],
      },
    }),
  );
  await vi.waitFor(() => expect(selectPlantEquipment(store.getState())).toHaveLength(1));
  await vi.waitFor(() => expect(selectPlantState(store.getState()).hasPendingWrites).toBe(false));
  return { store, key, email };
}

const openOrder = (store: Store) => selectOpenOrder(store.getState());

async function raise(store: Store) {
  store.dispatch(
    raiseRequested({ title: 'Seal leaking', description: 'Drips at the gland', equipmentId: 'pump1', workType: 'BRP' }),
  );
  await vi.waitFor(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-\d{8}-/));
  const number = selectWork(store.getState()).lastRaised!;
  store.dispatch(orderOpened(number));
  await vi.waitFor(() => expect(openOrder(store).item?.pending).toBe(false), { timeout: 15_000 });
  return number;
}

describe('work requests against the emulators', () => {
  it('raises a request with its RIME and moves it through planning, each step in the timeline', async () => {
    const { store } = await adminWithPump();
    const number = await raise(store);
    expect(openOrder(store).item).toMatchObject({
      status: 'new',
      version: 1,
      rime: 56,
      equipmentTag: 'P-101',
      criticality: 7,
    });

    store.dispatch(moveRequested({ number, to: 'inPlanning', changes: {}, note: 'Triage: plan it' }));
    await vi.waitFor(() =>
      expect(openOrder(store).item).toMatchObject({ status: 'inPlanning', version: 2, pending: false }),
    );
    const uid = store.getState().auth.currentUser!.uid;
    const plan = {
      estimatedHours: 4,
      craft: 'Mechanical',
      assignees: [uid],
      permits: ['CSE' as const],
      materials: [{ text: 'Seal kit', quantity: 1 }],
    };
    store.dispatch(moveRequested({ number, to: 'readyToSchedule', changes: { plan }, note: '' }));
    await vi.waitFor(() =>
      expect(openOrder(store).item).toMatchObject({
        status: 'readyToSchedule',
        version: 3,
        assignees: [uid],
        pending: false,
      }),
    );
    await vi.waitFor(() =>
      expect(openOrder(store).history.map((e) => [e.version, e.from, e.to, e.note])).toEqual([
        [1, null, 'new', ''],
        [2, 'new', 'inPlanning', 'Triage: plan it'],
        [3, 'inPlanning', 'readyToSchedule', ''],
      ]),
    );
    expect(selectWork(store.getState()).writeError).toBeNull();
  });

  it('refuses a move the status machine does not allow, and a cancellation without a reason, writing nothing', async () => {
    const { store } = await adminWithPump();
    const number = await raise(store);
    store.dispatch(moveRequested({ number, to: 'closed', changes: {}, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    store.dispatch(moveRequested({ number, to: 'cancelled', changes: {}, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    await new Promise((r) => setTimeout(r, 300));
    expect(openOrder(store).item).toMatchObject({ status: 'new', version: 1 });
  });

  it('shows another client’s move in the queue live, and refuses a change made from a stale version', async () => {
    const { store, key, email } = await adminWithPump();
    const number = await raise(store);
    store.dispatch(queueOpened('requests'));
    await vi.waitFor(() =>
      expect(selectQueue(store.getState(), 'requests')?.items.map((o) => o.number)).toEqual([number]),
    );

    const other = initializeApp(firebaseOptions, `colleague-${unique()}`);
    try {
      const auth = getAuth(other);
      connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
      const db = getFirestore(other);
      connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
      const { user } = await signInWithEmailAndPassword(auth, email, PASSWORD);
      const batch = writeBatch(db);
      batch.update(doc(db, `${paths.workRequests(key)}/${number}`), {
        status: 'awaitingReview',
        version: 2,
        updatedAt: serverTimestamp(),
        updatedBy: user.uid,
      });
      batch.set(doc(db, `${paths.history(key, number)}/v2`), {
        version: 2,
        from: 'new',
        to: 'awaitingReview',
        by: user.uid,
        at: serverTimestamp(),
        note: 'Needs a look',
      });
      await batch.commit();
    } finally {
      await deleteApp(other);
    }
    // Live: it leaves the requests queue without a reload.
    await vi.waitFor(() => expect(selectQueue(store.getState(), 'requests')?.items).toEqual([]), { timeout: 15_000 });
    await vi.waitFor(() => expect(openOrder(store).item?.status).toBe('awaitingReview'));

    // A client that still saw version 1 cannot overwrite the colleague's step (nor its history event).
    const me = store.getState().auth.currentUser!;
    const stale = await queueChange(key, { number, status: 'new', version: 1 }, 'inPlanning', {}, '', {
      uid: me.uid,
      name: me.title,
    });
    await expect(stale.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.waitFor(() => expect(openOrder(store).item).toMatchObject({ status: 'awaitingReview', version: 2 }));
  });
});
