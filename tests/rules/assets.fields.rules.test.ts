// Every field of the asset register's write paths against bad values (docs/design.md §3):
// a wrong type, an oversize or otherwise wrong value (a 10,000-character name), a missing key
// and extra keys, each refused; and the valid write accepted, so each case can fail both ways.
// The world is in ./fixture.ts and ./assetFixture.ts; dan (an admin of alice) writes.
import { deleteField, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import {
  equipmentPath,
  MIXER,
  newPlant,
  newSite,
  plantPath,
  PUMP,
  saveEquipment,
  seedAssets,
  sitePath,
  summary,
  STORED,
  createPlant,
  createSite,
} from './assetFixture';
import { chars, DELETED, describeWritePaths, HUGE, labeller, MISSING, type Doc, type WritePath } from './fieldCases';

setUpRulesEnvironment('assets.fields.rules.test.ts', seedAssets);

const LATER = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));
const dan = meOf('admin');
const item = (i: number) => ({
  id: `e${i}`,
  tag: `T-${i}`,
  name: 'Item',
  criticality: 5,
  parent: null,
  status: 'inService',
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i));

const label = labeller([
  [PAST, 'a client time'],
  [LATER, 'another client time'],
]);

const NAME = [42, '', HUGE, null];
const TEXT = [42, chars(201), null];
const STATUS = ['broken', 'InService', 0, null];
const CRITICALITY = [0, 11, 5.5, '7', null];
const INSTALL_DATE = ['2026-13-45x', '2026-13-45', '2024-00-10', '01.05.2024', '', 20240501];
const METERS = ['hours', [{ id: 'm', name: 'h', unit: 'h' }].concat(items(20) as never[]), null];

const PATHS: Record<string, WritePath> = {
  'site: create': {
    write: (change) => createSite(signedIn('dan'), change(newSite('dan'))),
    fields: {
      name: [...NAME, MISSING],
      archived: [true, 'false', null, MISSING],
      createdAt: [PAST, '2026-01-01T00:00:00Z', MISSING],
      createdBy: ['alice', 42, MISSING],
    },
    extra: { equipments: [], updatedAt: serverTimestamp(), paid: true },
  },
  'site: rename and archive': {
    write: (change) => updateDoc(doc(signedIn('dan'), sitePath()), change({ name: 'North 2', archived: true })),
    fields: { name: [...NAME, DELETED], archived: ['true', 1, null, DELETED] },
    extra: { createdAt: serverTimestamp(), createdBy: 'dan', note: 'x' },
  },
  'plant: create': {
    write: (change) => createPlant(signedIn('dan'), change(newPlant('dan'))),
    fields: {
      name: [...NAME, MISSING],
      archived: [true, 'false', null, MISSING],
      createdAt: [PAST, '2026-01-01T00:00:00Z', MISSING],
      createdBy: ['alice', 42, MISSING],
      equipments: [[item(1)], 'none', null, MISSING],
    },
    extra: { site: 'north', updatedAt: serverTimestamp(), paid: true },
  },
  'plant: rename, archive and rewrite the summary': {
    write: (change) =>
      updateDoc(
        doc(signedIn('dan'), plantPath()),
        change({ name: 'Press 2', archived: true, equipments: [summary(PUMP, STORED[PUMP])] }),
      ),
    fields: {
      name: [...NAME, DELETED],
      archived: ['true', 1, null, DELETED],
      equipments: ['none', 42, null, { 0: item(0) }, items(5001), DELETED],
    },
    extra: { createdAt: serverTimestamp(), createdBy: 'dan', note: 'x' },
  },
  'equipment: create (with the plant summary)': {
    write: (equipment) => saveEquipment(signedIn('dan'), dan, 'new1', { old: null, equipment }),
    fields: {
      tag: [42, '', chars(41), null, MISSING],
      name: [...NAME, MISSING],
      description: [42, chars(2001), null, MISSING],
      criticality: [...CRITICALITY, MISSING],
      // another plant's equipment, itself, one that does not exist, not an id
      parent: [MIXER, 'new1', 'ghost', 'a/b', '', 42, MISSING],
      manufacturer: [...TEXT, MISSING],
      model: [...TEXT, MISSING],
      serial: [...TEXT, MISSING],
      installDate: [...INSTALL_DATE, MISSING],
      location: [...TEXT, MISSING],
      status: [...STATUS, MISSING],
      meters: [...METERS, MISSING],
      // optional (equipment made before classes has none), but a code when given
      equipmentClass: ['Pump', 'pump!', chars(25), 42, ['pump']],
      createdBy: ['alice', 42, MISSING],
      updatedAt: [PAST, MISSING],
      updatedBy: ['alice', MISSING],
    },
    extra: { attachments: [], plant: 'press', paid: true },
  },
  'equipment: edit pump1 (with the plant summary)': {
    write: (equipment) => saveEquipment(signedIn('dan'), dan, PUMP, { equipment }),
    fields: {
      tag: [42, '', chars(41), DELETED],
      name: [...NAME, DELETED],
      description: [42, chars(2001), null, DELETED],
      criticality: [...CRITICALITY, DELETED],
      parent: [MIXER, PUMP, 'ghost', 42, DELETED],
      manufacturer: [...TEXT, DELETED],
      model: [...TEXT, DELETED],
      serial: [...TEXT, DELETED],
      installDate: [...INSTALL_DATE, DELETED],
      location: [...TEXT, DELETED],
      status: [...STATUS, DELETED],
      meters: [...METERS, DELETED],
      equipmentClass: ['Pump', 42, { id: 'pump' }],
      // stamps: the creation ones never change; the update ones are stamped again
      createdAt: [serverTimestamp(), LATER, null, DELETED],
      createdBy: ['dan', 'erin', DELETED],
      updatedAt: [PAST, LATER, MISSING, DELETED],
      updatedBy: ['alice', 'erin', MISSING, DELETED],
    },
    extra: { attachments: [], plant: 'press', paid: true },
  },
};

describeWritePaths(PATHS, label);

describe('the limits themselves are accepted', () => {
  it('names of 200, tags of 40, descriptions of 2,000 and texts of 200 characters', async () => {
    const longest = { tag: chars(40), name: chars(200), description: chars(2000), location: chars(200) };
    await expectRule(
      true,
      saveEquipment(signedIn('dan'), dan, 'new1', { old: null, equipment: (d) => ({ ...d, ...longest }) }),
    );
    await expectRule(true, createSite(signedIn('dan'), newSite('dan', { name: chars(200) })));
  });

  it('criticality 1 and 10, each status, no install date, 20 meters, no parent or one in the plant, any class or none', async () => {
    const db = signedIn('dan');
    const cases: Doc[] = [
      { criticality: 1, status: 'standby', installDate: null, parent: PUMP, equipmentClass: null },
      { equipmentClass: 'my-own-class-2' },
      { criticality: 10, status: 'outOfService', meters: items(20), parent: null },
    ];
    for (const [i, extra] of cases.entries())
      await expectRule(true, saveEquipment(db, dan, `new${i}`, { old: null, equipment: (d) => ({ ...d, ...extra }) }));
    // Without a class at all, as equipment saved before classes existed.
    const unclassified = (d: Doc) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'equipmentClass'));
    await expectRule(true, saveEquipment(db, dan, 'old1', { old: null, equipment: unclassified }));
  });

  it('a summary of 5,000 items', async () => {
    await expectRule(true, updateDoc(doc(signedIn('dan'), plantPath()), { equipments: items(5000) }));
  });
});

describe('document ids: 1..128 of [A-Za-z0-9_-]', () => {
  for (const id of ['has space', 'dot.ted', 'x'.repeat(129), 'ünï']) {
    it(`refuses ${label(id)} for a site, a plant and equipment`, async () => {
      const db = signedIn('dan');
      await expectRule(false, createSite(db, newSite('dan'), id));
      await expectRule(false, createPlant(db, newPlant('dan'), id));
      await expectRule(false, saveEquipment(db, dan, id, { old: null }));
    });
  }
  it('accepts 128 letters, digits, _ and -', async () => {
    const id = 'aZ0_-'.repeat(25) + 'abc';
    const db = signedIn('dan');
    await expectRule(true, createSite(db, newSite('dan'), id));
    await expectRule(true, createPlant(db, newPlant('dan'), id));
    await expectRule(true, saveEquipment(db, dan, id, { old: null }));
  });
});

describe('deleting a key from equipment', () => {
  it('is refused even with fresh stamps', async () => {
    const db = signedIn('dan');
    const ref = doc(db, equipmentPath(PUMP));
    const stamps = { updatedAt: serverTimestamp(), updatedBy: 'dan' };
    await expectRule(false, updateDoc(ref, { meters: deleteField(), ...stamps }));
    await expectRule(true, updateDoc(ref, { meters: [], ...stamps }));
  });
});
