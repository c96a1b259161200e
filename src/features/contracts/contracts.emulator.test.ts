// Service contracts through the store, the sagas and the services, against the emulators and the
// real rules: an admin saves a contract, renews it (one batch: next year's contract and the old
// one marked renewed) and makes a visit's work order (one batch: the planned order, its history
// v1 and the visit pointing at it); a document the rules refuse comes back as a refusal.
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import type { PlantKey } from '../../services/firebase/collections';
import type { ContractInput } from '../../services/firebase/contracts';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import type { Store } from '../../testing/flows';
import { openOrder, showOrder } from '../../testing/flows';
import { workFeature } from '../work/workSaga';

import { contractsFeature } from './contractsSaga';
import { queueSaveContract } from './contractsService';
import {
  contractRenewRequested,
  contractSaveRequested,
  contractsLive,
  selectContractById,
  selectContractList,
  selectContracts,
  visitOrderRequested,
} from './contractsSlice';
import { until } from '../../testing/until';
import { liveKitFeature } from '../../store/liveKit';

emulatorSuite();

/** An admin in a plant with one pump (criticality 7), the contracts list open. */
async function adminWithPump(): Promise<{ store: Store; key: PlantKey }> {
  const { store, key } = await adminInPlant({
    prefix: 'contracts',
    features: [workFeature, contractsFeature, liveKitFeature],
  });
  await addPump(store, key);
  store.dispatch(contractsLive.opened({ uid: key.uid, site: key.site }));
  await until(() => expect(selectContractList(store.getState()).status).toBe('ready'));
  return { store, key };
}

const input = (plant: string): ContractInput => ({
  vendor: 'FireCo',
  contact: 'Jo, 555-0100',
  contractNumber: 'FC-7',
  category: 'fireSafety',
  equipment: [`${plant}/pump1`],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  value: 12500.5,
  currency: 'EUR',
  visitsPerYear: 2,
  visits: [
    { date: '2026-01-15', plant: null, order: null },
    { date: '2026-07-15', plant: null, order: null },
  ],
  notes: '',
});

async function saveContract(store: Store, key: PlantKey) {
  const id = newId();
  store.dispatch(contractSaveRequested({ id, isNew: true, input: input(key.plant) }));
  await until(() => expect(selectContractById(store.getState(), id)?.pending).toBe(false));
  return id;
}

const contract = (store: Store, id: string) => selectContractById(store.getState(), id);

describe('service contracts against the emulators', () => {
  it('saves a contract and an edit of it, stamped by the admin', async () => {
    const { store, key } = await adminWithPump();
    const id = await saveContract(store, key);
    const uid = store.getState().auth.currentUser!.uid;
    expect(contract(store, id)).toMatchObject({
      ...input(key.plant),
      site: key.site,
      renewedFrom: null,
      renewedBy: null,
      createdBy: uid,
      updatedBy: uid,
    });
    store.dispatch(contractSaveRequested({ id, isNew: false, input: { ...input(key.plant), value: 13000 } }));
    await until(() => expect(contract(store, id)).toMatchObject({ value: 13000, pending: false }));
    expect(selectContracts(store.getState()).writeError).toBeNull();
  });

  it('renews in one batch: next year’s contract with fresh visits, the old one pointing at it', async () => {
    const { store, key } = await adminWithPump();
    const id = await saveContract(store, key);
    const next = newId();
    store.dispatch(contractRenewRequested({ id, newId: next }));
    await until(() => expect(contract(store, next)?.pending).toBe(false));
    expect(contract(store, next)).toMatchObject({
      vendor: 'FireCo',
      category: 'fireSafety',
      equipment: [`${key.plant}/pump1`],
      value: 12500.5,
      currency: 'EUR',
      visitsPerYear: 2,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      visits: [
        { date: '2027-01-01', plant: null, order: null },
        { date: '2027-07-01', plant: null, order: null },
      ],
      renewedFrom: id,
      renewedBy: null,
    });
    await until(() => expect(contract(store, id)).toMatchObject({ renewedBy: next, pending: false }));
    // A second renewal of the same contract is refused before anything is written.
    store.dispatch(contractRenewRequested({ id, newId: newId() }));
    expect(selectContracts(store.getState()).writeError?.code).toBe('contracts/renewed');
    expect(selectContractList(store.getState()).items).toHaveLength(2);
  });

  it('makes a visit’s planned work order with its history, and the visit points at it', async () => {
    const { store, key } = await adminWithPump();
    const id = await saveContract(store, key);
    store.dispatch(
      visitOrderRequested({
        contractId: id,
        visit: 1,
        equipmentId: 'pump1',
        estimatedHours: 6,
        title: 'Contract visit: FireCo',
        description: 'Service visit by FireCo',
      }),
    );
    await until(() => expect(contract(store, id)?.visits[1].order).toMatch(/^WR-\d{8}-/));
    await until(() => expect(contract(store, id)?.pending).toBe(false));
    const number = contract(store, id)!.visits[1].order!;
    expect(contract(store, id)!.visits[1].plant).toBe(key.plant);
    showOrder(store, number);
    await until(() => expect(openOrder(store).item?.pending).toBe(false));
    const uid = store.getState().auth.currentUser!.uid;
    expect(openOrder(store).item).toMatchObject({
      number,
      status: 'weeklySchedule',
      version: 1,
      workType: 'PM-INSP',
      rime: 42,
      equipmentId: 'pump1',
      scheduledFor: '2026-07-15',
      plan: { estimatedHours: 6, craft: 'Contractor', assignees: [], permits: [], materials: [] },
      contract: { site: key.site, id, vendor: 'FireCo', visit: '2026-07-15' },
      pm: null,
      raisedBy: uid,
    });
    await until(() =>
      expect(openOrder(store).history.map((e) => [e.version, e.from, e.to])).toEqual([[1, null, 'weeklySchedule']]),
    );
    // The same visit cannot be ordered twice.
    store.dispatch(
      visitOrderRequested({
        contractId: id,
        visit: 1,
        equipmentId: 'pump1',
        estimatedHours: 6,
        title: 'x',
        description: '',
      }),
    );
    expect(selectContracts(store.getState()).writeError?.code).toBe('contracts/visit');
  });

  it('refuses bad input before writing, and the rules refuse a document that skips the client’s checks', async () => {
    const { store, key } = await adminWithPump();
    store.dispatch(
      contractSaveRequested({ id: newId(), isNew: true, input: { ...input(key.plant), endDate: '2025-12-31' } }),
    );
    expect(selectContracts(store.getState()).writeError?.code).toBe('contracts/invalid');
    const me = store.getState().auth.currentUser!;
    const queued = await queueSaveContract(
      key.uid,
      key.site,
      newId(),
      { ...input(key.plant), category: 'catering' as never },
      true,
      { uid: me.uid, name: me.title },
    );
    await expect(queued.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await until(() => expect(selectContractList(store.getState()).items).toEqual([]));
  });
});
