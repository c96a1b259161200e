// The asset register's rules matrix (docs/design.md §3): sites, plants and equipment of
// company "alice" × the six actors × get, list, create, update, delete, each cell asserted with
// the outcome written in the table. The world is in ./fixture.ts and ./assetFixture.ts. Each
// write is a valid document, so a refusal is about who asks (or where), not what is written.
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { PAST, setUpRulesEnvironment } from './fixture';
import {
  equipmentPath,
  input,
  MOTOR,
  newEquipment,
  newPlant,
  newSite,
  plantPath,
  PUMP,
  saveEquipment,
  seedAssets,
  sitePath,
  createPlant,
  createSite,
} from './assetFixture';
import { describeMatrix, type Matrix, N, stamps, Y } from './matrixCases';

setUpRulesEnvironment('assets.matrix.rules.test.ts', seedAssets);

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'users/{uid}/companies/{uid}/sites/{site}': [
    ['get', 'the site north',                                          [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, sitePath()))],
    ['get', 'north under another company segment (alice/zed)',         [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, sitePath('north', 'alice', 'zed')))],
    ['list', "alice's sites",                                          [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, 'users/alice/companies/alice/sites'))],
    ['list', "alice's sites where archived == false",                  [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, 'users/alice/companies/alice/sites'), where('archived', '==', false)))],
    ['create', 'a site west, made by {me}',                            [N,   N,    N,     N,     Y,    Y], (db, me) => createSite(db, newSite(me.uid), 'west')],
    ['create', 'a site under another company segment (alice/zed)',     [N,   N,    N,     N,     N,    N], (db, me) => createSite(db, newSite(me.uid), 'west', 'alice', 'zed')],
    ['create', "a site in zed's tree, made by {me}",                   [N,   N,    Y,     N,     N,    N], (db, me) => createSite(db, newSite(me.uid), 'west', 'zed')],
    ['update', 'rename north',                                         [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, sitePath()), { name: 'North Works 2' })],
    ['update', 'archive north',                                        [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, sitePath()), { archived: true })],
    ['update', "north's createdBy (to erin)",                         [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, sitePath()), { createdBy: 'erin' })],
    ['delete', 'the site north',                                       [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, sitePath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../sites/{site}/plants/{plant}': [
    ['get', 'the plant press',                                         [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, plantPath()))],
    ['list', "north's plants",                                         [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `${sitePath()}/plants`))],
    ['create', 'a plant boiler in north, made by {me}',                [N,   N,    N,     N,     Y,    Y], (db, me) => createPlant(db, newPlant(me.uid), 'boiler')],
    ['create', 'a plant in a site that does not exist',                [N,   N,    N,     N,     N,    N], (db, me) => createPlant(db, newPlant(me.uid), 'boiler', 'nowhere')],
    ['update', 'rename press',                                         [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, plantPath()), { name: 'Press Shop 2' })],
    ['update', 'archive press',                                        [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, plantPath()), { archived: true })],
    ['update', "press's equipments summary (arrayUnion)",              [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, plantPath()), { equipments: arrayUnion({ id: 'x1', tag: 'X-1', name: 'X', criticality: 3, parent: null, status: 'standby' }) })],
    ['update', "press's createdAt",                                    [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, plantPath()), { createdAt: serverTimestamp() })],
    ['delete', 'the plant press',                                      [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, plantPath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/equipment/{eqid}': [
    ['get', 'pump1',                                                   [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, equipmentPath(PUMP)))],
    ['list', "press's equipment",                                      [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `${plantPath()}/equipment`))],
    ['list', "press's equipment where criticality >= 5",               [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, `${plantPath()}/equipment`), where('criticality', '>=', 5)))],
    ['create', 'new equipment with the plant summary (one batch)',     [N,   N,    N,     N,     Y,    Y], (db, me) => saveEquipment(db, me, 'new1', { old: null })],
    ['create', 'new equipment alone, child of pump1',                  [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, equipmentPath('new1')), newEquipment(me.uid, { parent: PUMP }))],
    ['update', 'edit pump1 with the plant summary (one batch)',        [N,   N,    N,     N,     Y,    Y], (db, me) => saveEquipment(db, me, PUMP)],
    ['update', "motor1's status, stamped",                             [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, equipmentPath(MOTOR)), { status: 'standby', ...stamps(me) })],
    ['update', 'pump1 rewritten whole, keeping its creation stamps',   [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, equipmentPath(PUMP)), { ...input(), createdAt: PAST, createdBy: 'alice', ...stamps(me) })],
    ['update', "pump1's createdBy (to erin)",                         [N,   N,    N,     N,     N,    N], (db, me) => updateDoc(doc(db, equipmentPath(PUMP)), { createdBy: 'erin', ...stamps(me) })],
    // Deleted only from the bin, after 30 days (bin.rules.test.ts).
    ['delete', 'motor1',                                               [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, equipmentPath(MOTOR)))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'the company document, collection-group and count queries': [
    ['get', 'the company document users/alice/companies/alice',        [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, 'users/alice/companies/alice'))],
    ['list', "alice's companies",                                      [N,   N,    N,     N,     N,    N], (db) => getDocs(collection(db, 'users/alice/companies'))],
    ['list', 'collection group sites',                                 [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'sites'))],
    ['list', 'collection group plants',                                [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'plants'))],
    ['list', 'collection group equipment',                             [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'equipment'))],
    ['list', 'collection group equipment where tag == P-101',          [N,   N,    N,     N,     N,    N], (db) => getDocs(query(collectionGroup(db, 'equipment'), where('tag', '==', 'P-101')))],
    ['list', 'count of collection group equipment',                    [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collectionGroup(db, 'equipment'))],
    ['list', "count of press's equipment",                             [N,   N,    N,     Y,     Y,    Y], (db) => getCountFromServer(collection(db, `${plantPath()}/equipment`))],
  ],
};

describeMatrix(MATRIX);
