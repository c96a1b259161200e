// Service contracts, live: the contracts of the saved plant's site and the
// offline-first writes of admins, each one batch: save, move to the bin, renew (next year's contract and
// the old one pointing at it), and a visit's work order (the order, its history v1 and the visit
// pointing at it). firestore.rules checks every document whole.
import type { EquipmentSummary } from '../../services/firebase/assets';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { contractRefs, type ContractInput, type ServiceContract } from '../../services/firebase/contracts';
import { type Listener, type LiveList, subscribe } from '../../services/firebase/live';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';
import { raisedStamps } from '../../services/firebase/work';
import { outOfBin, queueBin } from '../../services/firebase/bin';
import { newWorkNumber } from '../../lib/workNumber';
import { type Author, type VisitOrderChoice, visitOrderFields } from '../../domain/visitOrder';

export type { LiveList, ServiceContract };

/** The sync centre's name for a contract: vendor and number (else its id), and its page. */
const contractLabel = (id: string, c?: Pick<ContractInput, 'vendor' | 'contractNumber'>): WriteLabel => ({
  what: 'contract',
  record: [c?.vendor.trim(), c?.contractNumber.trim()].filter(Boolean).join(' · ') || id,
  link: `/app/contracts/${id}`,
});

/** A site has tens of contracts, not thousands: no data window; a cap keeps a damaged site cheap. */
const MAX_CONTRACTS = 500;

/** The contracts of one site, soonest end first (those in the bin left out). */
export function subscribeContracts(uid: string, site: string, listener: Listener<LiveList<ServiceContract>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(contractRefs(sdk, db).contracts(uid, site), sdk.orderBy('endDate', 'asc'), sdk.limit(MAX_CONTRACTS)),
    outOfBin(listener),
  );
}

/** Creates (`isNew`) or updates a contract; its id is made by the caller (its page opens at once). */
export function queueSaveContract(
  uid: string,
  site: string,
  id: string,
  input: ContractInput,
  isNew: boolean,
  by: Author,
): Promise<QueuedWrite> {
  const label = contractLabel(id, input);
  return queueBatch((batch, sdk, db) => {
    const ref = sdk.doc(db, paths.serviceContract(uid, uid, site, id));
    const stamps = { updatedAt: sdk.serverTimestamp(), updatedBy: by.uid };
    if (isNew)
      batch.set(ref, {
        ...input,
        renewedFrom: null,
        renewedBy: null,
        createdAt: sdk.serverTimestamp(),
        createdBy: by.uid,
        ...stamps,
      });
    else batch.update(ref, { ...input, ...stamps });
  }, label);
}

/** Moves a contract to the bin (an admin can restore it there for 30 days). */
export function queueBinContract(key: PlantKey, contract: ServiceContract, by: Author): Promise<QueuedWrite> {
  return queueBin(
    key,
    { kind: 'contract', id: contract.id, label: contractLabel(contract.id, contract).record },
    by.uid,
  );
}

/** Next year's contract (`next`, id `nextId`) renewing `currentId`, and the current one marked renewed. */
export function queueRenew(
  uid: string,
  site: string,
  currentId: string,
  nextId: string,
  next: ContractInput,
  by: Author,
): Promise<QueuedWrite> {
  const label = contractLabel(nextId, next);
  return queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, paths.serviceContract(uid, uid, site, nextId)), {
      ...next,
      renewedFrom: currentId,
      renewedBy: null,
      createdAt: sdk.serverTimestamp(),
      createdBy: by.uid,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: by.uid,
    });
    batch.update(sdk.doc(db, paths.serviceContract(uid, uid, site, currentId)), {
      renewedBy: nextId,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: by.uid,
    });
  }, label);
}

/**
 * A visit's work order in `key` (the saved plant, in the contract's site): planned and on the
 * weekly schedule for the visit's day, logged v1 null → weeklySchedule, and the contract's visit
 * pointing at it — one batch. Its number is known at once, offline too.
 */
export async function queueVisitOrder(
  key: PlantKey,
  contract: ServiceContract,
  choice: VisitOrderChoice,
  equipment: EquipmentSummary,
  by: Author,
): Promise<QueuedWrite & { number: string }> {
  const number = newWorkNumber();
  const fields = visitOrderFields(number, contract, choice, equipment, by);
  const visits = contract.visits.map((v, i) => (i === choice.visit ? { ...v, plant: key.plant, order: number } : v));
  const label: WriteLabel = { what: 'visitOrder', record: `${number} · ${fields.title}`, link: `/app/work/${number}` };
  const queued = await queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, `${paths.workRequests(key)}/${number}`), {
      ...fields,
      ...raisedStamps(sdk, fields.rime),
      updatedAt: sdk.serverTimestamp(),
    });
    batch.set(sdk.doc(db, `${paths.history(key, number)}/v1`), {
      version: 1,
      from: null,
      to: fields.status,
      by: by.uid,
      at: sdk.serverTimestamp(),
      note: '',
    });
    batch.update(sdk.doc(db, paths.serviceContract(key.uid, key.company, key.site, contract.id)), {
      visits,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: by.uid,
    });
  }, label);
  return { ...queued, number };
}
