// One company on the emulators, for the feature suites that drive a store against the real
// rules: the stand-ins and clean-up such a suite needs (`emulatorSuite`), an admin who has
// founded a company and works in a new site and plant (`adminInPlant`), the pump the work, plans
// and contracts suites act on (`addPump`), and the same admin on a second device
// (`otherClient`, `asColleague`).
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore, getFirestore, setLogLevel } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { type Feature, injectFeature } from '../store/featureRegistry';
import { assetsFeature } from '../features/assets/assetsSaga';
import {
  equipmentSaveRequested,
  plantSelected,
  selectPlantEquipment,
  selectPlantState,
} from '../features/plant/plantSlice';
import { plantCreateRequested, siteCreateRequested } from '../features/plant/registerSlice';
import { selectRegister } from '../features/plant/registerLive';
import type { CurrentUser } from '../lib/currentUser';
import type { EquipmentSummary, Meter } from '../services/firebase/assets';
import type { PlantKey } from '../services/firebase/collections';
import { emulatorHosts, firebaseOptions } from '../services/firebase/config';
import { endStores, newStore, PASSWORD, register, type Store, unique } from './flows';
import { until } from './until';

const saved = new Map<string, string>();
/** The browser's Storage, which these suites run without (Node): the saved plant lives here. */
export const localStorage = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
  removeItem: (k: string) => void saved.delete(k),
};

/** Second devices opened by `otherClient` during the running test. */
const apps: FirebaseApp[] = [];

/**
 * Call once at the top of a suite: Firestore's logging silenced (refusals are expected),
 * `window.localStorage` stubbed; after each test the storage emptied, every store signed out
 * and every second device closed.
 */
export function emulatorSuite() {
  beforeAll(() => {
    setLogLevel('silent');
    vi.stubGlobal('window', { localStorage });
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(async () => {
    saved.clear();
    await endStores();
    for (const app of apps.splice(0)) await deleteApp(app);
  });
}

export interface AdminInPlant {
  store: Store;
  key: PlantKey;
  email: string;
  user: CurrentUser;
}

/**
 * An admin, signed up as 'Ada Admin' (founding 'Ada Admin Works'), in a store running the asset
 * register and `features`, who has created a site and a plant (both confirmed by the server) and
 * chosen that plant.
 */
export async function adminInPlant({
  prefix,
  features = [],
  site: siteName = 'North',
  plant: plantName = 'PM1',
}: {
  /** Starts the admin's e-mail address. */
  prefix: string;
  features?: Feature[];
  site?: string;
  plant?: string;
}): Promise<AdminInPlant> {
  const store = newStore();
  injectFeature(store, assetsFeature);
  for (const feature of features) injectFeature(store, feature);
  const email = `${prefix}-${unique()}@example.com`;
  await register(store, 'Ada Admin', email);
  const user = store.getState().auth.currentUser!;
  store.dispatch(siteCreateRequested({ name: siteName }));
  await until(() =>
    expect(selectRegister(store.getState()).sites.map((s) => [s.name, s.pending])).toEqual([[siteName, false]]),
  );
  const site = selectRegister(store.getState()).sites[0].id;
  store.dispatch(plantCreateRequested({ site, name: plantName }));
  await until(() =>
    expect(selectRegister(store.getState()).plants[site]?.map((p) => [p.name, p.pending])).toEqual([
      [plantName, false],
    ]),
  );
  const company = user.companyUID;
  const key = { uid: company, company, site, plant: selectRegister(store.getState()).plants[site][0].id };
  store.dispatch(plantSelected(key));
  await until(() => expect(selectPlantState(store.getState()).status).toBe('ready'));
  return { store, key, email, user };
}

/** The pump `addPump` saves, as the plant's summary lists it. */
export const PUMP: EquipmentSummary = {
  id: 'pump1',
  tag: 'P-101',
  name: 'Feed pump',
  criticality: 7,
  parent: null,
  status: 'inService',
};

/** Saves a piece of equipment in the chosen plant, as the signed-in user, and waits for the server. */
export async function addEquipment(store: Store, key: PlantKey, item: EquipmentSummary, meters: Meter[] = []) {
  const { id, ...summary } = item;
  const before = selectPlantEquipment(store.getState()).length;
  store.dispatch(
    equipmentSaveRequested({
      eqid: id,
      uid: store.getState().auth.currentUser!.uid,
      savedPlantDetails: key,
      isNew: true,
      equipment: {
        ...summary,
        description: '',
        manufacturer: '',
        model: '',
        serial: '',
        installDate: null,
        location: '',
        meters,
        equipmentClass: null,
      },
    }),
  );
  await until(() => expect(selectPlantEquipment(store.getState())).toHaveLength(before + 1));
  await until(() => expect(selectPlantState(store.getState()).hasPendingWrites).toBe(false));
}

/** Saves the pump (criticality 7) in the chosen plant, as the signed-in user, and waits for the server. */
export const addPump = (store: Store, key: PlantKey, meters: Meter[] = []) => addEquipment(store, key, PUMP, meters);

/** An app of its own (auth and Firestore, with its own cache) signed in as `email`. */
async function signedInApp(email: string) {
  const app = initializeApp(firebaseOptions, `other-${unique()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, PASSWORD);
    return { app, db, uid: user.uid };
  } catch (e) {
    await deleteApp(app);
    throw e;
  }
}

/** Another device signed in as `email`, open until the test ends. */
export async function otherClient(email: string): Promise<{ db: Firestore; uid: string }> {
  const { app, db, uid } = await signedInApp(email);
  apps.push(app);
  return { db, uid };
}

/** Runs `act` on another device signed in as `email`, closed as soon as `act` is done. */
export async function asColleague<T>(email: string, act: (db: Firestore, uid: string) => Promise<T>): Promise<T> {
  const { app, db, uid } = await signedInApp(email);
  try {
    return await act(db, uid);
  } finally {
    await deleteApp(app);
  }
}
