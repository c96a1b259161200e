// The work requests' rules matrix (docs/design.md §4): work requests of company "alice",
// their history and the plant's work figures per month × the six actors × get, list,
// create, update, delete, each cell asserted with the outcome written in the table. The world is
// in ./fixture.ts, ./assetFixture.ts and ./workFixture.ts. Each write is valid, so a refusal is
// about who asks (or where).
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { admin, meOf, PAST, setUpRulesEnvironment, type Me } from './fixture';
import { plantPath } from './assetFixture';
import {
  change,
  event,
  historyPath,
  NEW_NUMBER,
  numberOf,
  raise,
  raisedWork,
  seedWork,
  workPath,
  workStatsPath,
} from './workFixture';
import { describeMatrix, type Matrix, N, stamps, Y } from './matrixCases';

/** The seeded request in New has its first three history events. */
async function seedWithHistory() {
  await seedWork();
  await admin(async (db) => {
    const dan = meOf('admin');
    const events = [
      event(dan, 1, null, 'new'),
      event(dan, 2, 'new', 'awaitingReview'),
      event(dan, 3, 'awaitingReview', 'new'),
    ];
    await Promise.all(events.map((e, i) => setDoc(doc(db, historyPath(numberOf('new'), i + 1)), { ...e, at: PAST })));
  });
}

setUpRulesEnvironment('work.matrix.rules.test.ts', seedWithHistory);

const NEW = numberOf('new');
const requests = `${plantPath()}/workRequests`;
const history = `${workPath(NEW)}/history`;
const zedRequest = workPath(NEW_NUMBER, 'press', 'north', 'zed');
const months = `${plantPath()}/workStats`;
/** An admin's rebuild of a month: the whole document, order and version null. */
const rebuild = (me: Me, month: string) => ({
  month,
  done: 0,
  hours: 0,
  plannedHours: 0,
  breakdowns: 0,
  breakdownHours: 0,
  onSchedule: 0,
  causes: {},
  delays: {},
  equipment: {},
  order: null,
  version: null,
  ...stamps(me),
});

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/workRequests/{number}': [
    ['get', 'the request in New',                                      [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, workPath(NEW)))],
    ['get', 'the request under another company segment (alice/zed)',   [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, workPath(NEW, 'press', 'north', 'alice', 'zed')))],
    ['list', "press's requests",                                       [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, requests))],
    ['list', "press's requests where status == new",                   [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, requests), where('status', '==', 'new')))],
    ['list', "count of press's requests in Work Complete",             [N,   N,    N,     Y,     Y,    Y], (db) => getCountFromServer(query(collection(db, requests), where('status', '==', 'workComplete')))],
    ['create', 'raise a request with its event v1, by {me}',           [N,   N,    N,     Y,     Y,    Y], (db, me) => raise(db, me)],
    ['create', "a request in zed's tree (no such equipment there)",    [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, zedRequest), raisedWork(me))],
    ['create', 'raise over the request in New (same number)',          [N,   N,    N,     N,     N,    N], (db, me) => raise(db, me, { number: NEW })],
    ['update', 'New → In Planning, with its event',                    [N,   N,    N,     N,     Y,    Y], (db, me) => change(db, me, 'new', 'inPlanning')],
    ['update', 'Daily Schedule → In Progress (bob is assigned)',       [N,   N,    N,     Y,     Y,    Y], (db, me) => change(db, me, 'dailySchedule', 'inProgress')],
    ['update', 'record execution while In Progress',                   [N,   N,    N,     Y,     Y,    Y], (db, me) => change(db, me, 'inProgress', 'inProgress', { fields: { execution: { actualHours: 1, action: null, failureCause: null, delays: [], startedAt: null } } })],
    ['update', 'retitle the request in Planning',                      [N,   N,    N,     N,     Y,    Y], (db, me) => change(db, me, 'inPlanning', 'inPlanning', { fields: { title: 'Seal kit' } })],
    ['update', 'raisedBy (to erin)',                                   [N,   N,    N,     N,     N,    N], (db, me) => change(db, me, 'inPlanning', 'inPlanning', { fields: { raisedBy: 'erin' } })],
    ['delete', 'the request in New',                                   [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, workPath(NEW)))],
    ['delete', 'the request in Closed',                                [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, workPath(numberOf('closed'))))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../workRequests/{number}/history/{event}': [
    ['get', 'event v1 of the request in New',                          [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, historyPath(NEW, 1)))],
    ['list', "the request's history",                                  [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, history))],
    ['list', "the request's history where to == new",                  [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, history), where('to', '==', 'new')))],
    ['create', 'event v4 with the change of its request',              [N,   N,    N,     N,     Y,    Y], (db, me) => change(db, me, 'new', 'awaitingReview')],
    ['create', 'event v4 alone (no change of its request)',            [N,   N,    N,     N,     N,    N], (db, me) => change(db, me, 'new', 'awaitingReview', { skipWork: true })],
    ['create', 'event v1 again (over the stored one)',                 [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, historyPath(NEW, 1)), event(me, 1, null, 'new'))],
    ['update', "event v2's note",                                      [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, historyPath(NEW, 2)), { note: 'Edited' })],
    ['delete', 'event v3',                                             [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, historyPath(NEW, 3)))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../plants/{plant}/workStats/{month}': [
    ['get', 'January 2026',                                            [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, workStatsPath('2026-01')))],
    ['list', "press's months",                                         [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, months))],
    ['list', 'months from 2025-12 on',                                 [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, months), where('month', '>=', '2025-12')))],
    ['update', 'a step with its order’s completion (one batch)',       [N,   N,    N,     Y,     Y,    Y], (db, me) => change(db, me, 'inProgress', 'workComplete')],
    ['update', 'a step with its order’s rework (one batch)',           [N,   N,    N,     N,     Y,    Y], (db, me) => change(db, me, 'workComplete', 'inProgress')],
    ['update', 'the completion without its step',                      [N,   N,    N,     N,     N,    N], (db, me) => change(db, me, 'inProgress', 'workComplete', { skipStats: true })],
    ['update', 'the step without its order’s move',                    [N,   N,    N,     N,     N,    N], (db, me) => change(db, me, 'inProgress', 'workComplete', { skipWork: true, skipEvent: true })],
    ['create', 'a rebuild of October 2026',                            [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, workStatsPath('2026-10')), rebuild(me, '2026-10'))],
    ['update', 'a rebuild of January 2026',                            [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, workStatsPath('2026-01')), rebuild(me, '2026-01'))],
    ['delete', 'January 2026',                                         [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, workStatsPath('2026-01')))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'collection-group and count queries': [
    ['list', 'collection group workRequests',                          [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'workRequests'))],
    ['list', 'collection group workRequests where status == new',      [N,   N,    N,     N,     N,    N], (db) => getDocs(query(collectionGroup(db, 'workRequests'), where('status', '==', 'new')))],
    ['list', 'count of collection group workRequests',                 [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collectionGroup(db, 'workRequests'))],
    ['list', 'collection group history',                               [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'history'))],
    ['list', 'collection group workStats',                             [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'workStats'))],
  ],
};

describeMatrix(MATRIX);
