// The asset register through the store, the sagas and the services, against the Auth and
// Firestore emulators and the real rules: sites, plants and equipment created by an admin, the
// saved plant's live listener seeing another client's change, a refused write reported, and a
// stale saved plant falling back to the picker.
import { arrayUnion, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '../../services/firebase/collections';
import type { EquipmentInput } from '../../services/firebase/assets';
import { adminInPlant, asColleague, emulatorSuite, localStorage } from '../../testing/emulatorCompany';
import { equipmentLive } from '../plant/equipmentLive';
import { liveKitFeature } from '../../store/liveKit';
import { equipmentSaveRequested, plantSelected, selectPlantEquipment, selectPlantState } from '../plant/plantSlice';
import { SELECTED_PLANT_KEY } from '../../services/savedPlant';
import { until } from '../../testing/until';

// This suite runs in Node: a small Storage stands in for the browser's, so the saved plant
// (docs/product.md §9 `__theme_selected_plant`) can be checked.
emulatorSuite();

const pump: EquipmentInput = {
  tag: 'P-101',
  name: 'Feed pump',
  description: 'Stock feed to the head box',
  criticality: 7,
  parent: null,
  manufacturer: 'KSB',
  model: 'Etanorm 65',
  serial: 'KSB-2231',
  installDate: '2019-04-01',
  location: 'Basement, bay 3',
  status: 'inService',
  meters: [{ id: 'm1', name: 'Run hours', unit: 'h' }],
  equipmentClass: 'pump',
};

/** An admin with a site and a plant, working in that plant. */
const admin = () =>
  adminInPlant({ prefix: 'assets', site: 'North mill', plant: 'Paper machine 1', features: [liveKitFeature] });

describe('asset register against the emulators', () => {
  it('creates a site, a plant and equipment; the summary and the details agree, edits replace the summary line', async () => {
    const { store, key } = await admin();
    expect(JSON.parse(localStorage.getItem(SELECTED_PLANT_KEY)!)).toEqual(key);
    const user = store.getState().auth.currentUser!;

    store.dispatch(
      equipmentSaveRequested({ eqid: 'pump1', uid: user.uid, savedPlantDetails: key, equipment: pump, isNew: true }),
    );
    await until(() =>
      expect(selectPlantState(store.getState())).toMatchObject({ hasPendingWrites: false, writeError: null }),
    );
    await until(() =>
      expect(selectPlantEquipment(store.getState())).toEqual([
        { id: 'pump1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' },
      ]),
    );
    // A child in the same plant, then a change of the parent's name: one line per item.
    store.dispatch(
      equipmentSaveRequested({
        eqid: 'motor1',
        uid: user.uid,
        savedPlantDetails: key,
        equipment: { ...pump, tag: 'P-101-M', name: 'Motor', parent: 'pump1', meters: [] },
        isNew: true,
      }),
    );
    store.dispatch(
      equipmentSaveRequested({
        eqid: 'pump1',
        uid: user.uid,
        savedPlantDetails: key,
        equipment: { ...pump, name: 'Feed pump A' },
        isNew: false,
      }),
    );
    await until(() =>
      expect(selectPlantEquipment(store.getState()).map((e) => [e.id, e.name, e.parent])).toEqual([
        ['motor1', 'Motor', 'pump1'],
        ['pump1', 'Feed pump A', null],
      ]),
    );
    await until(() => expect(selectPlantState(store.getState()).hasPendingWrites).toBe(false));
    expect(selectPlantState(store.getState()).writeError).toBeNull();

    store.dispatch(equipmentLive.opened({ plant: key, eqid: 'pump1' }));
    await until(() =>
      expect(equipmentLive.select(store.getState(), { plant: key, eqid: 'pump1' })?.value?.item).toMatchObject({
        name: 'Feed pump A',
        createdBy: user.uid,
        meters: pump.meters,
      }),
    );
  });

  it('shows another client’s change without a reload', async () => {
    const { store, key, email } = await admin();
    // The same admin on a second device: its own app, auth and database connection.
    await asColleague(email, async (db, uid) => {
      const batch = writeBatch(db);
      const now = {
        createdAt: serverTimestamp(),
        createdBy: uid,
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      };
      batch.set(doc(db, `${paths.equipment(key)}/fan1`), { ...pump, tag: 'F-7', name: 'Hood fan', ...now });
      batch.update(doc(db, paths.plant(key)), {
        equipments: arrayUnion({
          id: 'fan1',
          tag: 'F-7',
          name: 'Hood fan',
          criticality: 7,
          parent: null,
          status: 'inService',
        }),
      });
      await batch.commit();
      await until(() => expect(selectPlantEquipment(store.getState()).map((e) => e.tag)).toEqual(['F-7']));
    });
  });

  it('reports a refused write in words and falls back to the server’s version', async () => {
    const { store, key } = await admin();
    const user = store.getState().auth.currentUser!;
    // A parent in no plant at all: the form would refuse it; the rules refuse it too.
    store.dispatch(
      equipmentSaveRequested({
        eqid: 'orphan',
        uid: user.uid,
        savedPlantDetails: key,
        equipment: { ...pump, parent: 'nowhere' },
        isNew: true,
      }),
    );
    await until(() => expect(selectPlantState(store.getState()).writeError?.code).toBe('permission-denied'));
    await until(() => expect(selectPlantEquipment(store.getState())).toEqual([]));
  });

  it('sets aside a saved plant that no longer exists or belongs to another company', async () => {
    const { store, key } = await admin();
    store.dispatch(plantSelected({ ...key, plant: 'gone-plant' }));
    await until(() =>
      expect(selectPlantState(store.getState())).toMatchObject({ savedPlantDetails: null, notice: 'plantGone' }),
    );
    expect(localStorage.getItem(SELECTED_PLANT_KEY)).toBeNull();

    store.dispatch(plantSelected({ ...key, uid: 'another-company', company: 'another-company' }));
    await until(() =>
      expect(selectPlantState(store.getState())).toMatchObject({ savedPlantDetails: null, notice: 'otherCompany' }),
    );
    expect(localStorage.getItem(SELECTED_PLANT_KEY)).toBeNull();
  });
});
