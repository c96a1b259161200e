// The bin against the emulators and the real rules, through the store, the sagas and the
// services: an admin deletes a pump and a service contract, both leave their lists and are in the
// plant's bin, live; the pump is restored into the register as it was. Then time passes (the
// contract's binnedAt is moved 31 days back with the rules off: the rules judge by the server's
// clock): it can no longer be restored, and it is deleted for good. Before its time, it is not.
import { doc, getDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isPurgeDue } from '../../../domain/bin';
import { newId } from '../../../lib/ids';
import { binPath, type BinRecord, queuePurge, queueRestore } from '../../../services/firebase/bin';
import type { PlantKey } from '../../../services/firebase/collections';
import { liveKitFeature } from '../../../store/liveKit';
import { addPump, adminInPlant, emulatorSuite, PUMP } from '../../../testing/emulatorCompany';
import type { Store } from '../../../testing/flows';
import { withRulesOff } from '../../../testing/rulesOff';
import { until } from '../../../testing/until';
import { contractsFeature } from '../../contracts/contractsSaga';
import {
  contractDeleteRequested,
  contractSaveRequested,
  contractsLive,
  selectContractById,
  selectContractList,
} from '../../contracts/contractsSlice';
import { equipmentDeleteRequested, selectPlantEquipment } from '../../plant/plantSlice';
import { binLive } from '../companyLive';

emulatorSuite();

const binOf = (store: Store, key: PlantKey) => binLive.select(store.getState(), key);
const binItems = (store: Store, key: PlantKey) => binOf(store, key)?.value?.items ?? [];

/** Moves a binned record's time in the bin `days` back, as if that long had passed. */
const binnedDaysAgo = (key: PlantKey, record: BinRecord, days: number) =>
  withRulesOff((db) =>
    updateDoc(doc(db, binPath(key, record.kind, record.id)), {
      binnedAt: Timestamp.fromMillis(Date.now() - days * 86_400_000),
    }),
  );

describe('the bin against the emulators', () => {
  it('takes a pump and a contract out of their lists, restores the pump as it was, purges the contract after 30 days', async () => {
    const { store, key, user } = await adminInPlant({
      prefix: 'bin',
      features: [contractsFeature, liveKitFeature],
    });
    await addPump(store, key);
    store.dispatch(contractsLive.opened({ uid: key.uid, site: key.site }));
    await until(() => expect(selectContractList(store.getState()).status).toBe('ready'));
    const contractId = newId();
    store.dispatch(
      contractSaveRequested({
        id: contractId,
        isNew: true,
        input: {
          vendor: 'LiftCo',
          contact: '',
          contractNumber: 'LC-1',
          category: 'crane',
          equipment: [],
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          value: 900,
          currency: 'EUR',
          visitsPerYear: 0,
          visits: [],
          notes: '',
        },
      }),
    );
    await until(() => expect(selectContractById(store.getState(), contractId)?.pending).toBe(false));
    store.dispatch(binLive.opened(key));
    await until(() => expect(binOf(store, key)?.status).toBe('ready'));
    expect(binItems(store, key)).toEqual([]);

    // Deleting moves both to the bin: out of the register and the contracts list at once.
    store.dispatch(equipmentDeleteRequested({ eqid: PUMP.id, uid: user.uid, savedPlantDetails: key }));
    store.dispatch(contractDeleteRequested(contractId));
    await until(() => expect(selectPlantEquipment(store.getState())).toEqual([]));
    await until(() => expect(selectContractById(store.getState(), contractId)).toBeUndefined());
    await until(() =>
      expect(
        binItems(store, key)
          .map((r) => [r.kind, r.label, r.binnedBy, r.pending, r.binnedAt !== null])
          .sort(),
      ).toEqual([
        ['contract', 'LiftCo · LC-1', user.uid, false, true],
        ['equipment', 'P-101 – Feed pump', user.uid, false, true],
      ]),
    );

    // Restored: back in the register as it was, out of the bin.
    const pump = binItems(store, key).find((r) => r.kind === 'equipment')!;
    const contract = binItems(store, key).find((r) => r.kind === 'contract')!;
    await (
      await queueRestore(key, pump)
    ).acknowledged;
    await until(() => expect(selectPlantEquipment(store.getState())).toEqual([PUMP]));
    await until(() => expect(binItems(store, key).map((r) => r.kind)).toEqual(['contract']));

    // Before its 30 days are over, it is not deleted for good.
    await binnedDaysAgo(key, contract, 29);
    await expect((await queuePurge(key, contract)).acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    // After them, it can no longer be restored, and it is.
    await binnedDaysAgo(key, contract, 31);
    await until(() => expect(isPurgeDue(binItems(store, key)[0], new Date())).toBe(true));
    await expect((await queueRestore(key, contract)).acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await (
      await queuePurge(key, contract)
    ).acknowledged;
    await until(() => expect(binItems(store, key)).toEqual([]));
    let exists = true;
    await withRulesOff(async (db) => {
      exists = (await getDoc(doc(db, binPath(key, 'contract', contractId)))).exists();
    });
    expect(exists).toBe(false);
  });
});
