// The rules matrix of preventive maintenance: maintenance plans, meter readings and the meters' latest
// readings, generated preventive orders and service contracts of company "alice" × the six
// actors × get, list, create, update, delete, each cell asserted with the outcome written in the
// table. The world is in ./fixture.ts, ./assetFixture.ts, ./workFixture.ts and ./planFixture.ts.
// Each write is valid, so a refusal is about who asks (or where).
import {
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
import { setUpRulesEnvironment } from './fixture';
import { plantPath, PUMP, SITE, sitePath } from './assetFixture';
import {
  CALENDAR,
  completePmOrder,
  contractPath,
  generate,
  lastReadingPath,
  METER_ID,
  meterStatePath,
  NEW_PLAN,
  newContract,
  newPlan,
  planPath,
  pmCompliancePath,
  readingPath,
  recordReading,
  seedPlans,
} from './planFixture';
import { describeMatrix, type Matrix, N, stamps, Y } from './matrixCases';

setUpRulesEnvironment('plans.matrix.rules.test.ts', seedPlans);
const plans = `${plantPath()}/maintenancePlans`;
const readings = `${plantPath()}/equipment/${PUMP}/readings`;
const lastReadings = `${plantPath()}/equipment/${PUMP}/lastReadings`;
const contracts = `${sitePath()}/serviceContracts`;
const compliance = `${plantPath()}/pmCompliance`;
const recount = (me: { uid: string }) => ({
  month: '2026-10',
  plans: {},
  rule: 'dueDate',
  order: null,
  version: null,
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
});
const zedPlan = `users/zed/companies/zed/sites/${SITE}/plants/press/maintenancePlans/${NEW_PLAN}`;

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/maintenancePlans/{planId}': [
    ['get', 'the calendar plan',                                       [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, planPath(CALENDAR)))],
    ['list', "press's plans",                                          [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, plans))],
    ['list', 'plans where active == true and generateOn <= today',     [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, plans), where('active', '==', true), where('generateOn', '<=', '2026-11-24')))],
    ['list', "plans where active and trigger in ['meter','either']",   [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, plans), where('active', '==', true), where('trigger', 'in', ['meter', 'either'])))],
    ['create', 'a new plan',                                           [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, planPath(NEW_PLAN)), newPlan(me.uid))],
    ['create', "a plan in zed's tree (no such equipment there)",       [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, zedPlan), newPlan(me.uid))],
    ['update', 'edit the plan (title, lead time)',                     [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, planPath(CALENDAR)), { title: 'Pump inspection', leadDays: 3, ...stamps(me) })],
    ['update', 'pause the plan',                                       [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, planPath(CALENDAR)), { active: false, ...stamps(me) })],
    ['update', 'advance it with its generated order (one batch)',      [N,   N,    N,     Y,     Y,    Y], (db, me) => generate(db, me)],
    ['update', 'move its progress without an order (admins reset it)', [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, planPath(CALENDAR)), { nextDue: '2027-01-01', generateOn: '2026-12-25', ...stamps(me) })],
    // Plans and contracts are deleted only from the bin, after 30 days (bin.rules.test.ts).
    ['delete', 'the calendar plan',                                    [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, planPath(CALENDAR)))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../workRequests/{planId}_{due} (generated)': [
    ['create', 'the calendar plan’s order, event v1 and advance',      [N,   N,    N,     Y,     Y,    Y], (db, me) => generate(db, me)],
    ['create', 'the order and event without the plan advance',         [N,   N,    N,     N,     N,    N], (db, me) => generate(db, me, { skip: 'plan' })],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/pmCompliance/{month}': [
    ['get', 'November 2026',                                           [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, pmCompliancePath('2026-11')))],
    ['list', 'months from 2025-12 on',                                 [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, compliance), where('month', '>=', '2025-12')))],
    ['update', 'a tally with its order’s completion (one batch)',      [N,   N,    N,     Y,     Y,    Y], (db, me) => completePmOrder(db, me)],
    ['update', 'the completion without its tally',                     [N,   N,    N,     N,     N,    N], (db, me) => completePmOrder(db, me, { skipTally: true })],
    ['create', 'a recount of October 2026',                            [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, pmCompliancePath('2026-10')), recount(me))],
    ['delete', 'November 2026',                                        [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, pmCompliancePath('2026-11')))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../equipment/{eqid}/readings/{readingId}': [
    ['get', 'reading r0',                                              [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, readingPath('r0')))],
    ['list', "pump1's readings where meterId == m1",                   [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, readings), where('meterId', '==', METER_ID)))],
    ['create', 'a reading with the meter’s latest (one batch)',        [N,   N,    N,     Y,     Y,    Y], (db, me) => recordReading(db, me, 1300)],
    ['create', 'a reading without the meter’s latest',                 [N,   N,    N,     N,     N,    N], (db, me) => recordReading(db, me, 1300, { skipLast: true })],
    ['update', "reading r0's value",                                   [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, readingPath('r0')), { value: 1250 })],
    ['delete', 'reading r0',                                           [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, readingPath('r0')))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/meters/{eqid}:{meterId}': [
    ['get', "pump1's m1",                                              [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, meterStatePath()))],
    ['list', "press's meters",                                         [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `${plantPath()}/meters`))],
    ['update', 'with a reading (one batch)',                           [N,   N,    N,     Y,     Y,    Y], (db, me) => recordReading(db, me, 1300)],
    ['update', "m1's state without a reading",                         [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, meterStatePath()), { equipmentId: PUMP, meterId: METER_ID, value: 1300, readAt: new Date(), readingId: 'r1', by: me.uid, since: { value: 1300, readAt: new Date() } })],
    ['delete', "pump1's m1",                                           [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, meterStatePath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../equipment/{eqid}/lastReadings/{meterId}': [
    ['get', "m1's latest reading",                                     [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, lastReadingPath()))],
    ['list', "pump1's latest readings",                                [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, lastReadings))],
    ['update', "m1's latest without a reading",                        [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, lastReadingPath()), { value: 1300, readingId: 'r1', readAt: new Date(), by: me.uid })],
    ['delete', "m1's latest reading",                                  [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, lastReadingPath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../sites/{site}/serviceContracts/{contractId}': [
    ['get', 'contract1',                                               [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, contractPath()))],
    ['list', "north's contracts",                                      [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, contracts))],
    ['list', "north's contracts where endDate <= 2027-03-01",          [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, contracts), where('endDate', '<=', '2027-03-01')))],
    ['create', 'a new contract',                                       [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, contractPath('contract2')), newContract(me.uid))],
    ['create', 'a contract in a site that does not exist',             [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, contractPath('contract2', 'ghost')), newContract(me.uid))],
    ['update', 'the contract’s value and notes',                       [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, contractPath()), { value: 13000, notes: 'Indexed +8%.', ...stamps(me) })],
    ['delete', 'contract1',                                            [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, contractPath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'collection-group and count queries': [
    ['list', 'collection group maintenancePlans',                      [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'maintenancePlans'))],
    ['list', 'collection group maintenancePlans where active == true', [N,   N,    N,     N,     N,    N], (db) => getDocs(query(collectionGroup(db, 'maintenancePlans'), where('active', '==', true)))],
    ['list', 'collection group readings',                              [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'readings'))],
    ['list', 'collection group pmCompliance',                          [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'pmCompliance'))],
    ['list', 'collection group lastReadings',                          [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'lastReadings'))],
    ['list', 'count of collection group serviceContracts',             [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collectionGroup(db, 'serviceContracts'))],
    ['list', 'count of north’s contracts',                             [N,   N,    N,     Y,     Y,    Y], (db) => getCountFromServer(collection(db, contracts))],
  ],
};

describeMatrix(MATRIX);
