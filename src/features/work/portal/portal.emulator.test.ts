// The staff's side of the request portal against the emulators and the real rules: an admin opens
// the plant's portal with the register's list, switches it off, gives it a new link (the old
// document gone in the same batch) and sends a new list; and a move of a request sent through
// the portal moves what its sender sees (portalStatus) in the order's own batch, while an update
// without a move leaves it alone.
import { doc, getDoc, getDocFromServer, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { portalStage } from '../../../domain/portal';
import { newId } from '../../../lib/ids';
import { newWorkNumber } from '../../../lib/workNumber';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import { getDb } from '../../../services/firebase/firestore';
import {
  type PlantPortal,
  queueNewPortalKey,
  queueOpenPortal,
  queuePortalEnabled,
  queuePortalEquipment,
} from '../../../services/firebase/portals';
import { injectFeature } from '../../../store/featureRegistry';
import { liveKitFeature } from '../../../store/liveKit';
import { addPump, adminInPlant, emulatorSuite, PUMP } from '../../../testing/emulatorCompany';
import { openOrder, showOrder, type Store } from '../../../testing/flows';
import { withRulesOff } from '../../../testing/rulesOff';
import { until } from '../../../testing/until';
import { plantPortalLive } from '../../plant/portalLive';
import { selectPlantEquipment } from '../../plant/plantSlice';
import { workFeature } from '../workSaga';
import { moveRequested, selectWork, updateRequested } from '../workSlice';

emulatorSuite();

const listed = ({ id, tag, name, criticality }: typeof PUMP) => ({ id, tag, name, criticality });

/** The plant's portal as the settings page shows it. */
function showPortal(store: Store, key: PlantKey) {
  injectFeature(store, liveKitFeature);
  store.dispatch(plantPortalLive.opened(key));
  return () => plantPortalLive.select(store.getState(), key);
}

const onServer = async (path: string) => getDocFromServer(doc(await getDb(), path));

describe('the request portal, staff side, against the emulators', () => {
  it('opens the plant’s portal, switches it off, gives it a new link and sends a new list', async () => {
    const { store, key, user } = await adminInPlant({ prefix: 'portal', features: [workFeature] });
    await addPump(store, key);
    const portal = showPortal(store, key);
    await until(() => expect(portal()?.status).toBe('ready'));
    expect(portal()?.value?.item).toBeNull();

    const opened = await queueOpenPortal(key, 'PM1', selectPlantEquipment(store.getState()), user.uid);
    await opened.acknowledged;
    await until(() => expect(portal()?.value?.item).toMatchObject({ key: opened.key, enabled: true, pending: false }));
    expect((await onServer(paths.portal(opened.key))).data()).toMatchObject({
      company: key.uid,
      site: key.site,
      plant: key.plant,
      plantName: 'PM1',
      enabled: true,
      equipment: [listed(PUMP)],
      updatedBy: user.uid,
    });

    const shown = (): PlantPortal => portal()!.value!.item!;
    await (
      await queuePortalEnabled(shown(), false, user.uid)
    ).acknowledged;
    expect((await onServer(paths.portal(opened.key))).get('enabled')).toBe(false);

    const renewed = await queueNewPortalKey(shown(), user.uid);
    await renewed.acknowledged;
    // Gone (read with the rules off: nobody may read a portal that is not there).
    let oldExists = true;
    await withRulesOff(async (db) => {
      oldExists = (await getDoc(doc(db, paths.portal(opened.key)))).exists();
    });
    expect(oldExists).toBe(false);
    expect((await onServer(paths.portal(renewed.key))).data()).toMatchObject({
      plant: key.plant,
      enabled: false,
      equipment: [listed(PUMP)],
    });
    await until(() => expect(portal()?.value?.item).toMatchObject({ key: renewed.key, pending: false }));

    const valve = { ...PUMP, id: 'valve1', tag: 'V-3', name: 'Drain valve', criticality: 4 };
    await (
      await queuePortalEquipment(shown(), 'Paper machine 1', [PUMP, valve], user.uid)
    ).acknowledged;
    expect((await onServer(paths.portal(renewed.key))).data()).toMatchObject({
      plantName: 'Paper machine 1',
      equipment: [listed(PUMP), listed(valve)],
    });
  });

  it('moves what a portal request’s sender sees with each move of the order, and not with an update', async () => {
    const { store, key } = await adminInPlant({ prefix: 'portal-move', features: [workFeature] });
    await addPump(store, key);
    const number = newWorkNumber();
    const status = newId();
    const sender = 'anonymous-sender-uid';
    const title = 'Pump leaking under the base';
    // As the portal page sends it (its own rules are the portal suite's): the order, its first
    // history event and the sender's status document.
    await withRulesOff(async (db) => {
      const sent = Timestamp.now();
      await setDoc(doc(db, `${paths.workRequests(key)}/${number}`), {
        number,
        title,
        description: '',
        equipmentId: PUMP.id,
        equipmentTag: PUMP.tag,
        equipmentName: PUMP.name,
        criticality: PUMP.criticality,
        workType: 'BRP',
        rime: 56,
        status: 'new',
        version: 1,
        raisedBy: sender,
        raisedByName: 'Luis',
        raisedAt: sent,
        updatedAt: sent,
        updatedBy: sender,
        reason: null,
        plan: null,
        scheduledFor: null,
        execution: null,
        assignees: [],
        portal: {
          key: newId(),
          status,
          name: 'Luis',
          contact: 'luis@example.com',
          urgency: 'stopped',
          photo: null,
        },
      });
      await setDoc(doc(db, `${paths.history(key, number)}/v1`), {
        version: 1,
        from: null,
        to: 'new',
        by: sender,
        at: sent,
        note: '',
      });
      await setDoc(doc(db, paths.portalStatus(status)), {
        by: sender,
        company: key.uid,
        site: key.site,
        plant: key.plant,
        number,
        title,
        equipmentName: PUMP.name,
        stage: 'received',
        createdAt: sent,
        updatedAt: sent,
      });
    });
    showOrder(store, number);
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'new', portal: { status, name: 'Luis' } }));
    const stage = async () => (await onServer(paths.portalStatus(status))).data()!;

    store.dispatch(moveRequested({ number, to: 'inPlanning', changes: {}, note: 'Triage' }));
    await until(() =>
      expect(openOrder(store).item).toMatchObject({ status: 'inPlanning', version: 2, pending: false }),
    );
    expect(selectWork(store.getState()).writeError).toBeNull();
    const accepted = await stage();
    expect(accepted.stage).toBe(portalStage('inPlanning'));
    expect(accepted.stage).toBe('accepted');

    // A comment changes no status: the sender's document is not written.
    store.dispatch(updateRequested({ number, changes: {}, note: 'Called Luis back' }));
    await until(() => expect(openOrder(store).item).toMatchObject({ version: 3, pending: false }));
    expect(await stage()).toEqual(accepted);

    store.dispatch(
      moveRequested({ number, to: 'cancelled', changes: { reason: 'Raised twice' }, note: 'Raised twice' }),
    );
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'cancelled', version: 4, pending: false }));
    expect(selectWork(store.getState()).writeError).toBeNull();
    expect((await stage()).stage).toBe('declined');
    // The order keeps where it came from, read as any other field.
    expect(openOrder(store).item?.portal).toMatchObject({ urgency: 'stopped', contact: 'luis@example.com' });
  });
});
