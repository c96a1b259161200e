// The asset register, live (docs/design.md §3): sites, plants (with the spec's `equipments` summary)
// and equipment, and the offline-first writes admins make to them. The equipment document and
// the plant's summary change in one batch, so the list never disagrees with the details.
import { newId } from '../../lib/ids';
import {
  assetRefs,
  type Equipment,
  type EquipmentInput,
  type EquipmentSummary,
  type Plant,
  type Site,
  summaryOf,
} from '../../services/firebase/assets';
import { queueBin } from '../../services/firebase/bin';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { type Listener, type LiveDoc, type LiveList, subscribe } from '../../services/firebase/live';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';

export type { Equipment, LiveDoc, LiveList, Plant, Site };

/** The sync centre's names: sites and plants by name (their id when not known here), on the sites page. */
const SITES_PAGE = '/app/assets/sites';
const registerLabel = (what: 'site' | 'plant', id: string, name = ''): WriteLabel => ({
  what,
  record: name.trim() || id,
  link: SITES_PAGE,
});

/** Equipment by tag and name (its id when neither is known here). */
const equipmentRecord = (id: string, e?: { tag: string; name: string }) =>
  [e?.tag.trim(), e?.name.trim()].filter(Boolean).join(' · ') || id;

/** The plant document (docs/product.md §7 "Listen to …/plants/{plant}": plant data and equipment items). */
export function subscribePlant(key: PlantKey, listener: Listener<LiveDoc<Plant>>) {
  return subscribe((sdk, db) => assetRefs(sdk, db).plant(key), listener);
}

/** A new site; its id is known at once (offline too). */
export async function queueCreateSite(uid: string, name: string, by: string): Promise<QueuedWrite & { id: string }> {
  const id = newId();
  const queued = await queueBatch(
    (batch, sdk, db) => {
      batch.set(sdk.doc(db, paths.site(uid, uid, id)), {
        name: name.trim(),
        archived: false,
        createdAt: sdk.serverTimestamp(),
        createdBy: by,
      });
      // The company's site count, in the same batch (the Free plan's limit).
      batch.update(sdk.doc(db, paths.companyRecord(uid)), { siteCount: sdk.increment(1), counted: { site: id } });
    },
    registerLabel('site', id, name),
  );
  return { ...queued, id };
}

export function queueUpdateSite(uid: string, site: string, change: { name?: string; archived?: boolean }) {
  return queueBatch(
    (batch, sdk, db) => batch.update(sdk.doc(db, paths.site(uid, uid, site)), change),
    registerLabel('site', site, change.name),
  );
}

export async function queueCreatePlant(
  uid: string,
  site: string,
  name: string,
  by: string,
): Promise<QueuedWrite & { id: string }> {
  const id = newId();
  const queued = await queueBatch(
    (batch, sdk, db) => {
      batch.set(sdk.doc(db, paths.plant({ uid, company: uid, site, plant: id })), {
        name: name.trim(),
        archived: false,
        createdAt: sdk.serverTimestamp(),
        createdBy: by,
        equipments: [],
      });
      // The company's plant count, in the same batch (the Free plan's limit).
      batch.update(sdk.doc(db, paths.companyRecord(uid)), {
        plantCount: sdk.increment(1),
        counted: { site, plant: id },
      });
    },
    registerLabel('plant', id, name),
  );
  return { ...queued, id };
}

export function queueUpdatePlant(key: PlantKey, change: { name?: string; archived?: boolean }) {
  return queueBatch(
    (batch, sdk, db) => batch.update(sdk.doc(db, paths.plant(key)), change),
    registerLabel('plant', key.plant, change.name),
  );
}

export interface EquipmentWrite {
  eqid: string;
  uid: string;
  savedPlantDetails: PlantKey;
  equipment: EquipmentInput;
  isNew: boolean;
  /** The summary entries the plant lists now for this id (replaced in the same batch). */
  previous: EquipmentSummary[];
}

/** Saves a piece of equipment and its line in the plant's summary, in one batch. */
export function queueSaveEquipment(w: EquipmentWrite): Promise<QueuedWrite> {
  const label: WriteLabel = {
    what: 'equipment',
    record: equipmentRecord(w.eqid, w.equipment),
    link: `/app/assets/equipment/${w.eqid}`,
  };
  return queueBatch((batch, sdk, db) => {
    const ref = sdk.doc(db, `${paths.equipment(w.savedPlantDetails)}/${w.eqid}`);
    const stamp = { updatedAt: sdk.serverTimestamp(), updatedBy: w.uid };
    if (w.isNew) batch.set(ref, { ...w.equipment, createdAt: sdk.serverTimestamp(), createdBy: w.uid, ...stamp });
    else batch.update(ref, { ...w.equipment, ...stamp });
    const plant = sdk.doc(db, paths.plant(w.savedPlantDetails));
    if (w.previous.length) batch.update(plant, { equipments: sdk.arrayRemove(...w.previous) });
    batch.update(plant, { equipments: sdk.arrayUnion(summaryOf(w.eqid, w.equipment)) });
  }, label);
}

/**
 * Moves a piece of equipment (one without children) to the bin, and its line out of the summary:
 * an admin can restore both for 30 days (services/firebase/bin.ts).
 */
export function queueBinEquipment(key: PlantKey, eqid: string, previous: EquipmentSummary[], uid: string) {
  return queueBin(key, { kind: 'equipment', id: eqid, label: equipmentRecord(eqid, previous[0]) }, uid, previous);
}
