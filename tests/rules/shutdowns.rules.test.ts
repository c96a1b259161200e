// A plant's shutdowns, the rules side: the six actors × get, list, create, update, delete on
// `…/plants/{plant}/shutdowns/{id}`, then every field against bad values, each tried by an admin,
// who may write, so a refusal is about what is written. The world is in ./fixture.ts and
// ./assetFixture.ts.
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, admin, dbOf, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, type Me } from './fixture';
import { plantPath, seedAssets } from './assetFixture';
import { N, type Row, Y } from './matrixCases';

type Doc = Record<string, unknown>;

const shutdownPath = (id = 'spring', uid?: string) => `${plantPath(undefined, undefined, uid)}/shutdowns/${id}`;

const shutdown = (me: Me, extra: Doc = {}): Doc => ({
  title: 'Spring outage',
  start: '2027-03-01',
  end: '2027-03-05',
  equipment: ['press1'],
  orders: ['WR-20270201-AB12'],
  note: '',
  cancelled: false,
  createdAt: serverTimestamp(),
  createdBy: me.uid,
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
  ...extra,
});

const stored = (): Doc => ({
  ...shutdown(meOf('owner')),
  createdAt: PAST,
  createdBy: 'alice',
  updatedAt: PAST,
  updatedBy: 'alice',
});

const reseed = () => admin((a) => setDoc(doc(a, shutdownPath()), stored()));

async function seedShutdowns() {
  await seedAssets();
  await reseed();
}

setUpRulesEnvironment('shutdowns.rules.test.ts', seedShutdowns);

const stamps = (me: Me) => ({ updatedAt: serverTimestamp(), updatedBy: me.uid });

// prettier-ignore
const MATRIX: Row[] = [
  // Actors:                                                       anon oEdit oAdmin editor admin owner
  ['get', "press's shutdown",                                     [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, shutdownPath()))],
  ['list', "press's shutdowns",                                   [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `${plantPath()}/shutdowns`))],
  ['get', "a shutdown in zed's tree (the outsiders' company)",    [N,   Y,    Y,     N,     N,    N], (db) => getDoc(doc(db, shutdownPath('spring', 'zed')))],
  ['create', 'a shutdown, by {me}',                               [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, shutdownPath('autumn')), shutdown(me))],
  ['create', "a shutdown in zed's tree, by {me}",                  [N,   N,    Y,     N,     N,    N], (db, me) => setDoc(doc(db, shutdownPath('autumn', 'zed')), shutdown(me))],
  ['update', 'its days and title, by {me}',                       [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, shutdownPath()), { title: 'Spring outage, week 10', end: '2027-03-06', ...stamps(me) })],
  ['update', 'an order planned in (arrayUnion), by {me}',         [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, shutdownPath()), { orders: arrayUnion('WR-20270202-CD34'), ...stamps(me) })],
  ['update', 'an order taken out (arrayRemove), by {me}',         [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, shutdownPath()), { orders: arrayRemove('WR-20270201-AB12'), ...stamps(me) })],
  ['update', 'cancelled, by {me}',                                [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, shutdownPath()), { cancelled: true, ...stamps(me) })],
  ['update', 'the title without new stamps',                      [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, shutdownPath()), { title: 'Other' })],
  ['update', 'its creator changed (to frank), by {me}',             [N,   N,    N,     N,     N,    N], (db, me) => updateDoc(doc(db, shutdownPath()), { createdBy: 'frank', ...stamps(me) })],
  ['delete', "press's shutdown",                                  [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, shutdownPath()))],
];

describe('…/plants/{plant}/shutdowns/{id}: who', () => {
  for (const [op, what, outcomes, run] of MATRIX) {
    describe(`${op}: ${what}`, () => {
      ACTORS.forEach((actor, i) => {
        it(`${actor} is ${outcomes[i] ? 'allowed' : 'refused'}`, async () => {
          await reseed();
          await expectRule(outcomes[i], run(dbOf(actor), meOf(actor)));
        });
      });
    });
  }
});

const dan = meOf('admin');
const without = (data: Doc, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const list = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

// [what, the document dan creates, allowed]
const FIELDS: [string, Doc, boolean][] = [
  ['the valid document', shutdown(dan), Y],
  ['one day', shutdown(dan, { end: '2027-03-01' }), Y],
  ['60 days', shutdown(dan, { end: '2027-04-29' }), Y],
  ['61 days', shutdown(dan, { end: '2027-04-30' }), N],
  ['the end before the start', shutdown(dan, { end: '2027-02-28' }), N],
  ['a start that is not a date', shutdown(dan, { start: '2027-02-30x' }), N],
  ['an end that is not a date', shutdown(dan, { end: '5 March' }), N],
  ['no title', shutdown(dan, { title: '' }), N],
  ['a title of 121 characters', shutdown(dan, { title: 't'.repeat(121) }), N],
  ['no equipment', shutdown(dan, { equipment: [] }), N],
  ['500 equipment items', shutdown(dan, { equipment: list(500, 'e') }), Y],
  ['501 equipment items', shutdown(dan, { equipment: list(501, 'e') }), N],
  ['equipment as a map', shutdown(dan, { equipment: { press1: true } }), N],
  ['no orders', shutdown(dan, { orders: [] }), Y],
  ['300 orders', shutdown(dan, { orders: list(300, 'WR-') }), Y],
  ['301 orders', shutdown(dan, { orders: list(301, 'WR-') }), N],
  ['a note of 1,001 characters', shutdown(dan, { note: 'n'.repeat(1001) }), N],
  ['made cancelled', shutdown(dan, { cancelled: true }), N],
  ['cancelled as text', shutdown(dan, { cancelled: 'no' }), N],
  ['createdAt a client time', shutdown(dan, { createdAt: PAST }), N],
  ['createdBy another member (alice)', shutdown(dan, { createdBy: 'alice' }), N],
  ['updatedAt a client time', shutdown(dan, { updatedAt: PAST }), N],
  ['updatedBy another member (alice)', shutdown(dan, { updatedBy: 'alice' }), N],
  ['note missing', without(shutdown(dan), 'note'), N],
  ['orders missing', without(shutdown(dan), 'orders'), N],
  ['an extra key (budget)', shutdown(dan, { budget: 1000 }), N],
];

describe('…/plants/{plant}/shutdowns/{id}: fields', () => {
  FIELDS.forEach(([what, data, allowed], i) =>
    it(`a new shutdown with ${what} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await expectRule(allowed, setDoc(doc(signedIn(dan.uid), shutdownPath(`new-${i}`)), data));
    }),
  );

  it('an update to 301 orders is refused', async () => {
    await reseed();
    await expectRule(
      N,
      updateDoc(doc(signedIn(dan.uid), shutdownPath()), { orders: list(301, 'WR-'), ...stamps(dan) }),
    );
  });

  it('an id that is not a document id is refused', async () => {
    await expectRule(N, setDoc(doc(signedIn(dan.uid), shutdownPath('spring outage')), shutdown(dan)));
  });
});
