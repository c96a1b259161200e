// The asset register's rules along the app's flows (docs/design.md §3): setting up a site,
// a plant and its equipment, saving equipment with the plant's summary in one batch, a CSV
// import, archiving, and the ways each can be abused. The world is in ./fixture.ts and
// ./assetFixture.ts.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, meOf, setUpRulesEnvironment, signedIn } from './fixture';
import {
  ARCHIVED_SITE,
  countStep,
  createPlant,
  createSite,
  equipmentPath,
  input,
  MIXER,
  MOTOR,
  newEquipment,
  newPlant,
  newSite,
  OTHER_PLANT,
  plantPath,
  PUMP,
  saveEquipment,
  seedAssets,
  sitePath,
  STORED,
  summary,
} from './assetFixture';

setUpRulesEnvironment('assets.flows.rules.test.ts', seedAssets);

const dan = meOf('admin');
/** The archived site has no plants: this id names nothing there. */
const PLANT_IN_ARCHIVE = 'press';

/** A document as stored, read with the rules off. */
async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('setting up a site, a plant and its equipment', () => {
  it('lets an admin create site → plant → equipment in one batch, and the editor read it all', async () => {
    const db = signedIn('dan');
    const batch = writeBatch(db);
    batch.set(doc(db, sitePath('west')), newSite('dan'));
    batch.set(doc(db, plantPath('boiler', 'west')), newPlant('dan'));
    countStep(batch, db, { sites: 1, plants: 1 }, { site: 'west', plant: 'boiler' });
    batch.set(doc(db, equipmentPath('b1', 'boiler', 'west')), newEquipment('dan'));
    batch.set(doc(db, equipmentPath('b2', 'boiler', 'west')), newEquipment('dan', { tag: 'P-201', parent: 'b1' }));
    batch.update(doc(db, plantPath('boiler', 'west')), {
      equipments: [summary('b1', input()), summary('b2', input({ tag: 'P-201', parent: 'b1' }))],
    });
    await expectRule(true, batch.commit());

    const bob = signedIn('bob');
    await expectRule(true, getDoc(doc(bob, sitePath('west'))));
    const plant = await getDoc(doc(bob, plantPath('boiler', 'west')));
    expect(plant.get('equipments')).toHaveLength(2);
    const equipment = await getDocs(collection(bob, `${plantPath('boiler', 'west')}/equipment`));
    expect(equipment.docs.map((d) => d.id).sort()).toEqual(['b1', 'b2']);
  });

  it('lets an admin do the same one write at a time', async () => {
    const db = signedIn('alice');
    await expectRule(true, createSite(db, newSite('alice'), 'west'));
    await expectRule(true, createPlant(db, newPlant('alice'), 'boiler', 'west'));
    await expectRule(true, saveEquipment(db, meOf('owner'), 'b1', { old: null, plantId: 'boiler', siteId: 'west' }));
  });

  it('refuses a plant in a site that does not exist', async () => {
    const db = signedIn('dan');
    await expectRule(false, createPlant(db, newPlant('dan'), 'boiler', 'nowhere'));
    expect(await stored(plantPath('boiler', 'nowhere'))).toBeUndefined();
  });

  it('refuses equipment in a plant that does not exist, with or without a summary', async () => {
    const db = signedIn('dan');
    await expectRule(false, setDoc(doc(db, equipmentPath('e1', 'ghost')), newEquipment('dan')));
    await expectRule(false, saveEquipment(db, dan, 'e1', { old: null, plantId: 'ghost' }));
    await expectRule(false, setDoc(doc(db, equipmentPath('e1', PLANT_IN_ARCHIVE, ARCHIVED_SITE)), newEquipment('dan')));
    expect(await stored(equipmentPath('e1', 'ghost'))).toBeUndefined();
  });
});

describe('saving equipment with the plant summary (one batch)', () => {
  it('replaces the item in the summary: arrayRemove of the old entry, then arrayUnion of the new', async () => {
    await expectRule(
      true,
      saveEquipment(signedIn('dan'), dan, PUMP, { equipment: (d) => ({ ...d, name: 'Feed pump A', criticality: 9 }) }),
    );
    const plant = await stored(plantPath());
    const items = plant?.equipments as { id: string; name: string }[];
    expect(items.map((i) => i.id).sort()).toEqual([MOTOR, PUMP]);
    const pump = await stored(equipmentPath(PUMP));
    expect(pump).toMatchObject({ name: 'Feed pump A', criticality: 9, updatedBy: 'dan', createdBy: 'alice' });
  });

  it('writes nothing when the equipment document is refused', async () => {
    await expectRule(
      false,
      saveEquipment(signedIn('dan'), dan, PUMP, { equipment: (d) => ({ ...d, criticality: 11 }) }),
    );
    const plant = await stored(plantPath());
    expect(plant?.equipments).toEqual([summary(PUMP, STORED[PUMP]), summary(MOTOR, STORED[MOTOR])]);
  });

  it('imports a CSV batch whose rows name parents from the same batch', async () => {
    const db = signedIn('dan');
    const batch = writeBatch(db);
    const rows = [
      ['c1', null],
      ['c2', 'c1'],
      ['c3', 'c2'],
      ['c4', PUMP],
    ] as const;
    for (const [id, parent] of rows)
      batch.set(doc(db, equipmentPath(id)), newEquipment('dan', { tag: `C-${id}`, parent }));
    await expectRule(true, batch.commit());
  });

  it('refuses a parent deleted in the same batch, or in another plant', async () => {
    const db = signedIn('dan');
    const batch = writeBatch(db);
    batch.delete(doc(db, equipmentPath(MOTOR)));
    batch.set(doc(db, equipmentPath('e1')), newEquipment('dan', { parent: MOTOR }));
    await expectRule(false, batch.commit());
    await expectRule(false, saveEquipment(db, dan, 'e1', { old: null, equipment: (d) => ({ ...d, parent: MIXER }) }));
    await expectRule(
      true,
      saveEquipment(db, dan, 'e1', { old: null, plantId: OTHER_PLANT, equipment: (d) => ({ ...d, parent: MIXER }) }),
    );
  });

  it('refuses making an item its own parent', async () => {
    const db = signedIn('dan');
    await expectRule(false, saveEquipment(db, dan, PUMP, { equipment: (d) => ({ ...d, parent: PUMP }) }));
    await expectRule(true, saveEquipment(db, dan, PUMP, { equipment: (d) => ({ ...d, parent: null }) }));
  });

  it('lets an admin move equipment to the bin and take it out of the summary, never delete it at once', async () => {
    const db = signedIn('dan');
    await expectRule(false, deleteDoc(doc(db, equipmentPath(MOTOR))));
    const batch = writeBatch(db);
    batch.update(doc(db, equipmentPath(MOTOR)), { binnedAt: serverTimestamp(), binnedBy: 'dan' });
    batch.update(doc(db, plantPath()), { equipments: [summary(PUMP, STORED[PUMP])] });
    await expectRule(true, batch.commit());
    expect(await stored(equipmentPath(MOTOR))).toMatchObject({ ...STORED[MOTOR], binnedBy: 'dan' });
  });
});

describe('editors and outsiders', () => {
  const attempts = (db: Firestore, uid: string) => [
    createSite(db, newSite(uid), 'west'),
    updateDoc(doc(db, sitePath()), { name: 'Mine now' }),
    createPlant(db, newPlant(uid), 'boiler'),
    updateDoc(doc(db, plantPath()), { equipments: [] }),
    saveEquipment(db, { uid, email: `${uid}@example.com` }, PUMP),
    saveEquipment(db, { uid, email: `${uid}@example.com` }, 'e1', { old: null }),
    deleteDoc(doc(db, equipmentPath(MOTOR))),
  ];

  it('lets an editor read but write nothing, and leaves the tree as it was', async () => {
    const bob = signedIn('bob');
    await expectRule(true, getDoc(doc(bob, equipmentPath(PUMP))));
    for (const attempt of attempts(bob, 'bob')) await expectRule(false, attempt);
    expect((await stored(plantPath()))?.equipments).toHaveLength(2);
    expect(await stored(equipmentPath(MOTOR))).toEqual(STORED[MOTOR]);
  });

  it("refuses another company's admin everything in alice's tree", async () => {
    const zed = signedIn('zed');
    await expectRule(false, getDoc(doc(zed, equipmentPath(PUMP))));
    await expectRule(false, getDocs(collection(zed, `${sitePath()}/plants`)));
    for (const attempt of attempts(zed, 'zed')) await expectRule(false, attempt);
  });

  it('shuts out a member once removed, and an admin once made an editor', async () => {
    await admin(async (db) => {
      await deleteDoc(doc(db, 'users/alice/members/bob'));
      await updateDoc(doc(db, 'users/alice/members/dan'), { role: 'editor' });
    });
    await expectRule(false, getDoc(doc(signedIn('bob'), plantPath())));
    await expectRule(true, getDoc(doc(signedIn('dan'), plantPath())));
    await expectRule(false, updateDoc(doc(signedIn('dan'), plantPath()), { name: 'Press 2' }));
  });
});

describe('archiving', () => {
  it('lets an admin archive and restore a site and a plant, never delete them', async () => {
    const db = signedIn('dan');
    await expectRule(true, updateDoc(doc(db, sitePath()), { archived: true }));
    await expectRule(true, updateDoc(doc(db, plantPath()), { archived: true }));
    await expectRule(true, getDoc(doc(signedIn('bob'), plantPath())));
    await expectRule(true, updateDoc(doc(db, plantPath()), { archived: false }));
    await expectRule(true, updateDoc(doc(db, sitePath(ARCHIVED_SITE)), { archived: false }));
    await expectRule(false, deleteDoc(doc(db, sitePath())));
    await expectRule(false, deleteDoc(doc(db, plantPath())));
    expect(await stored(sitePath())).toMatchObject({ archived: true, createdBy: 'alice' });
  });

  it('lists only the live sites when asked (archived == false)', async () => {
    const sites = await getDocs(
      query(collection(signedIn('bob'), 'users/alice/companies/alice/sites'), where('archived', '==', false)),
    );
    expect(sites.docs.map((d) => d.id)).toEqual(['north']);
  });
});

describe('queries across companies', () => {
  it('refuses collection-group queries on equipment, even to an admin asking for their own', async () => {
    const db = signedIn('alice');
    await expectRule(false, getDocs(collectionGroup(db, 'equipment')));
    await expectRule(false, getDocs(query(collectionGroup(db, 'equipment'), where('createdBy', '==', 'alice'))));
    await expectRule(true, getDocs(collection(db, `${plantPath()}/equipment`)));
  });
});
