// The asset register's part of the rules world (sites, plants and
// equipment): valid documents as the client writes them, the client's batches, and a seeded
// tree for company "alice" (see ./fixture.ts for the companies and actors).
//
//   users/alice/companies/alice/sites/north              site "North Works"
//     plants/press    equipments [pump1, motor1]         motor1's parent is pump1
//     plants/paint    equipments [mixer1]
//   users/alice/companies/alice/sites/south (archived), no plants
// The stored documents carry PAST stamps and were made by alice.
import {
  arrayRemove,
  arrayUnion,
  doc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { admin, COMPANY, PAST, type Me } from './fixture';

type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

export const SITE = 'north';
export const ARCHIVED_SITE = 'south';
export const PLANT = 'press';
export const OTHER_PLANT = 'paint';
/** In PLANT: pump1 (no parent) and motor1 (parent pump1). In OTHER_PLANT: mixer1. */
export const PUMP = 'pump1';
export const MOTOR = 'motor1';
export const MIXER = 'mixer1';

export const sitePath = (site = SITE, uid = COMPANY, company = uid) =>
  `users/${uid}/companies/${company}/sites/${site}`;
export const plantPath = (plant = PLANT, site = SITE, uid = COMPANY, company = uid) =>
  `${sitePath(site, uid, company)}/plants/${plant}`;
export const equipmentPath = (eqid: string, plant = PLANT, site = SITE, uid = COMPANY, company = uid) =>
  `${plantPath(plant, site, uid, company)}/equipment/${eqid}`;

/** A new site, as an admin creates it. */
export const newSite = (by: string, extra: Doc = {}): Doc => ({
  name: 'West Works',
  archived: false,
  createdAt: serverTimestamp(),
  createdBy: by,
  ...extra,
});

/** A new plant: created empty. */
export const newPlant = (by: string, extra: Doc = {}): Doc => ({
  ...newSite(by),
  name: 'Boiler House',
  equipments: [],
  ...extra,
});

/** What a form says about one piece of equipment (EquipmentInput). */
export const input = (extra: Doc = {}): Doc => ({
  tag: 'P-200',
  name: 'Condensate pump',
  description: 'Feeds the boiler.',
  criticality: 7,
  parent: null,
  manufacturer: 'Grundfos',
  model: 'CR 10',
  serial: 'SN-0042',
  installDate: '2024-05-01',
  location: 'Basement',
  status: 'inService',
  meters: [{ id: 'm1', name: 'Running hours', unit: 'h' }],
  equipmentClass: 'pump',
  ...extra,
});

/** A new piece of equipment, stamped by `by`. */
export const newEquipment = (by: string, extra: Doc = {}): Doc => ({
  ...input(),
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});

/** The plant's summary item for one piece of equipment (summaryOf). */
export const summary = (id: string, data: Doc) => ({
  id,
  tag: data.tag,
  name: data.name,
  criticality: data.criticality,
  parent: data.parent,
  status: data.status,
});

const stored = (tag: string, name: string, parent: string | null): Doc => ({
  ...input({ tag, name, parent }),
  createdAt: PAST,
  createdBy: COMPANY,
  updatedAt: PAST,
  updatedBy: COMPANY,
});

/** The stored equipment of the seeded tree, by id. */
export const STORED: Record<string, Doc> = {
  [PUMP]: stored('P-101', 'Feed pump', null),
  [MOTOR]: stored('M-101', 'Feed pump motor', PUMP),
  [MIXER]: stored('X-301', 'Paint mixer', null),
};

export async function seedAssets() {
  await admin(async (db) => {
    const site = { name: 'North Works', archived: false, createdAt: PAST, createdBy: COMPANY };
    const plant = (name: string, ids: string[]) => ({
      ...site,
      name,
      equipments: ids.map((id) => summary(id, STORED[id])),
    });
    const writes: [string, Doc][] = [
      [sitePath(), site],
      [sitePath(ARCHIVED_SITE), { ...site, name: 'South Works', archived: true }],
      [plantPath(), plant('Press Shop', [PUMP, MOTOR])],
      [plantPath(OTHER_PLANT), plant('Paint Shop', [MIXER])],
      [equipmentPath(PUMP), STORED[PUMP]],
      [equipmentPath(MOTOR), STORED[MOTOR]],
      [equipmentPath(MIXER, OTHER_PLANT), STORED[MIXER]],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
    // The company record counts them: north and south, press and paint.
    await updateDoc(doc(db, 'users', COMPANY), { siteCount: 2, plantCount: 2 });
  });
}

/**
 * The company record's step for what a batch creates (as the assets service writes
 * it): one more site and/or plant, and `counted` naming them.
 */
export function countStep(
  batch: WriteBatch,
  db: Firestore,
  step: { sites?: number; plants?: number },
  mark: Doc,
  uid = COMPANY,
) {
  batch.update(doc(db, 'users', uid), {
    ...(step.sites ? { siteCount: increment(step.sites) } : {}),
    ...(step.plants ? { plantCount: increment(step.plants) } : {}),
    counted: mark,
  });
}

/** Creating a site as the client does: the site and the company's site count, in one batch. */
export function createSite(db: Firestore, data: Doc, site = 'west', uid = COMPANY, company = uid) {
  const batch = writeBatch(db);
  batch.set(doc(db, sitePath(site, uid, company)), data);
  countStep(batch, db, { sites: 1 }, { site }, uid);
  return batch.commit();
}

/** Creating a plant as the client does: the plant and the company's plant count, in one batch. */
export function createPlant(db: Firestore, data: Doc, plant = 'boiler', site = SITE, uid = COMPANY, company = uid) {
  const batch = writeBatch(db);
  batch.set(doc(db, plantPath(plant, site, uid, company)), data);
  countStep(batch, db, { plants: 1 }, { site, plant }, uid);
  return batch.commit();
}

/**
 * Saving a piece of equipment as the client does (the contract's one batch): the equipment
 * document (`set` when new, `update` of the input and the update stamps when it exists) and the
 * plant's summary: arrayRemove of its old entry, then arrayUnion of the new one.
 * `equipment` changes the equipment write; `plantId`, `siteId` name the plant; `skipPlant` leaves the
 * summary out; `old` is the stored document (default: the seeded one; null: a new item).
 */
export function saveEquipment(
  db: Firestore,
  me: Me,
  eqid: string,
  change: { equipment?: Change; plantId?: string; siteId?: string; skipPlant?: boolean; old?: Doc | null } = {},
) {
  const { equipment = same, plantId = PLANT, siteId = SITE } = change;
  const batch = writeBatch(db);
  const ref = doc(db, equipmentPath(eqid, plantId, siteId));
  const old = change.old === undefined ? STORED[eqid] : change.old;
  const valid = old
    ? { ...input({ tag: old.tag, parent: old.parent }), updatedAt: serverTimestamp(), updatedBy: me.uid }
    : newEquipment(me.uid);
  if (old) batch.update(ref, equipment(valid));
  else batch.set(ref, equipment(valid));
  if (!change.skipPlant) {
    // The summary of the valid input: the rules check its list's size, not its items.
    const plant = doc(db, plantPath(plantId, siteId));
    if (old) batch.update(plant, { equipments: arrayRemove(summary(eqid, old)) });
    batch.update(plant, { equipments: arrayUnion(summary(eqid, valid)) });
  }
  return batch.commit();
}
