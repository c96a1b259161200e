// The plant's schedule settings (the weekly crew capacity per craft), the rules side:
// the six actors × get, create, update, delete on `…/plants/{plant}/settings/schedule`, then every
// field against bad values (wrong type, too many crafts, missing and extra keys, a stamp that is
// not the server's, another author). Each bad value is tried by an admin, who may write the
// document, so a refusal is about what is written. The world is in ./fixture.ts and ./assetFixture.ts.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, admin, dbOf, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, type Me } from './fixture';
import { plantPath, seedAssets } from './assetFixture';

type Doc = Record<string, unknown>;

const schedulePath = (plant?: string, site?: string, uid?: string, company?: string) =>
  `${plantPath(plant, site, uid, company)}/settings/schedule`;

const settings = (me: Me, extra: Doc = {}): Doc => ({
  capacity: { Mechanical: 120, Electrical: 80 },
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
  ...extra,
});

async function seedSchedule() {
  await seedAssets();
  await admin((db) =>
    setDoc(doc(db, schedulePath()), { capacity: { Mechanical: 100 }, updatedAt: PAST, updatedBy: 'alice' }),
  );
}

setUpRulesEnvironment('schedule.rules.test.ts', seedSchedule);

const Y = true; // allowed
const N = false; // refused

type Outcomes = [
  anonymous: boolean,
  outsiderEditor: boolean,
  outsiderAdmin: boolean,
  editor: boolean,
  admin: boolean,
  owner: boolean,
];
type Row = [op: string, what: string, outcomes: Outcomes, run: (db: Firestore, me: Me) => Promise<unknown>];

const fresh = async (db: Firestore, me: Me) => {
  // A plant without settings yet: created by its first write.
  await admin((a) => deleteDoc(doc(a, schedulePath())));
  return setDoc(doc(db, schedulePath()), settings(me));
};

// prettier-ignore
const MATRIX: Row[] = [
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  ['get', "press's schedule settings",                                 [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, schedulePath()))],
  ['get', 'the settings under another company segment (alice/zed)',   [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, schedulePath(undefined, undefined, 'alice', 'zed')))],
  ['list', "press's settings collection (only get is answered)",  [N,   N,    N,     N,     N,    N], (db) => getDocs(collection(db, `${plantPath()}/settings`))],
  ['get', 'another settings document (settings/other)',                [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, `${plantPath()}/settings/other`))],
  ['create', 'the settings of a plant without any, by {me}',           [N,   N,    N,     N,     Y,    Y], fresh],
  ['create', "settings in zed's tree, by {me}",                        [N,   N,    Y,     N,     N,    N], (db, me) => setDoc(doc(db, schedulePath(undefined, undefined, 'zed')), settings(me))],
  ['create', 'another settings document (settings/other)',             [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, `${plantPath()}/settings/other`), settings(me))],
  ['update', 'the whole document, by {me}',                            [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, schedulePath()), settings(me))],
  ['update', 'capacity and stamps (updateDoc), by {me}',               [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, schedulePath()), { capacity: { Civil: 40 }, updatedAt: serverTimestamp(), updatedBy: me.uid })],
  ['update', 'capacity without new stamps',                            [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, schedulePath()), { capacity: { Civil: 40 } })],
  ['delete', "press's schedule settings",                              [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, schedulePath()))],
];

describe('…/plants/{plant}/settings/schedule: who', () => {
  for (const [op, what, outcomes, run] of MATRIX) {
    describe(`${op}: ${what}`, () => {
      ACTORS.forEach((actor, i) => {
        it(`${actor} is ${outcomes[i] ? 'allowed' : 'refused'}`, async () => {
          await expectRule(outcomes[i], run(dbOf(actor), meOf(actor)));
        });
      });
    });
  }
});

const dan = meOf('admin');
const crafts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Craft ${i}`, 10]));
const without = (data: Doc, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

// [what, the document dan writes, allowed]
const FIELDS: [string, Doc, boolean][] = [
  ['the valid document', settings(dan), Y],
  ['an empty capacity', settings(dan, { capacity: {} }), Y],
  ['30 crafts', settings(dan, { capacity: crafts(30) }), Y],
  ['31 crafts', settings(dan, { capacity: crafts(31) }), N],
  ['capacity a list', settings(dan, { capacity: [120, 80] }), N],
  ['capacity a number', settings(dan, { capacity: 200 }), N],
  ['capacity null', settings(dan, { capacity: null }), N],
  ['capacity missing', without(settings(dan), 'capacity'), N],
  // Hourly labour rates per craft: optional, a map of at most 30.
  ['rates per craft', settings(dan, { rates: { Mechanical: 45.5, Electrical: 60 } }), Y],
  ['30 rates', settings(dan, { rates: crafts(30) }), Y],
  ['31 rates', settings(dan, { rates: crafts(31) }), N],
  ['rates a list', settings(dan, { rates: [45] }), N],
  ['rates a number', settings(dan, { rates: 45 }), N],
  ['updatedAt a client time', settings(dan, { updatedAt: PAST }), N],
  ['updatedAt missing', without(settings(dan), 'updatedAt'), N],
  ['updatedBy another member (alice)', settings(dan, { updatedBy: 'alice' }), N],
  ['updatedBy missing', without(settings(dan), 'updatedBy'), N],
  ['an extra key (note)', settings(dan, { note: 'x' }), N],
  ['an extra key (createdAt)', settings(dan, { createdAt: serverTimestamp() }), N],
];

describe('…/plants/{plant}/settings/schedule: fields', () => {
  for (const [what, data, allowed] of FIELDS) {
    it(`update with ${what} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await expectRule(allowed, setDoc(doc(signedIn(dan.uid), schedulePath()), data));
    });
    it(`create with ${what} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await admin((a) => deleteDoc(doc(a, schedulePath())));
      await expectRule(allowed, setDoc(doc(signedIn(dan.uid), schedulePath()), data));
    });
  }
});
