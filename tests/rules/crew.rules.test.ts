// The plant's crew (people's crafts and hours, permit weekdays) and the days a person's hours
// differ (absences, overtime), the rules side: the six actors × get, list, create, update, delete
// on `…/plants/{plant}/settings/crew` and `…/plants/{plant}/crewDays/{uid_day}`, then every field
// against bad values, each tried by an admin, who may write, so a refusal is about what is
// written. The world is in ./fixture.ts and ./assetFixture.ts.
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, admin, dbOf, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, type Me } from './fixture';
import { plantPath, seedAssets } from './assetFixture';
import { N, type Row, Y } from './matrixCases';

type Doc = Record<string, unknown>;

const crewPath = (uid?: string) => `${plantPath(undefined, undefined, uid)}/settings/crew`;
const dayPath = (id = 'erin_2026-12-01', uid?: string) => `${plantPath(undefined, undefined, uid)}/crewDays/${id}`;

const crew = (me: Me, extra: Doc = {}): Doc => ({
  people: { erin: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] } },
  permitDays: { 'HWP-FM': [1, 2, 3, 4, 5] },
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
  ...extra,
});

const crewDay = (me: Me, extra: Doc = {}): Doc => ({
  uid: 'erin',
  day: '2026-12-01',
  kind: 'holiday',
  hours: 8,
  note: 'Family',
  updatedAt: serverTimestamp(),
  updatedBy: me.uid,
  ...extra,
});

async function seedCrew() {
  await seedAssets();
  await admin(async (db) => {
    await setDoc(doc(db, crewPath()), { people: {}, permitDays: {}, updatedAt: PAST, updatedBy: 'alice' });
    await setDoc(doc(db, dayPath()), { ...crewDay(meOf('owner')), updatedAt: PAST, updatedBy: 'alice' });
  });
}

setUpRulesEnvironment('crew.rules.test.ts', seedCrew);

const reseedDay = () =>
  admin((a) => setDoc(doc(a, dayPath()), { ...crewDay(meOf('owner')), updatedAt: PAST, updatedBy: 'alice' }));

// prettier-ignore
const MATRIX: Row[] = [
  // Actors:                                                        anon oEdit oAdmin editor admin owner
  ['get', "press's crew",                                           [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, crewPath()))],
  ['get', "a crew in zed's tree (the outsiders' own company)",     [N,   Y,    Y,     N,     N,    N], (db) => getDoc(doc(db, crewPath('zed')))],
  ['create', 'the crew of a plant without one, by {me}',           [N,   N,    N,     N,     Y,    Y], async (db, me) => { await admin((a) => deleteDoc(doc(a, crewPath()))); return setDoc(doc(db, crewPath()), crew(me)); }],
  ['update', 'the whole crew, by {me}',                            [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, crewPath()), crew(me))],
  ['update', "a crew in zed's tree, by {me}",                       [N,   N,    Y,     N,     N,    N], (db, me) => setDoc(doc(db, crewPath('zed')), crew(me))],
  ['update', 'people without new stamps',                          [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, crewPath()), { people: {} })],
  ['delete', "press's crew",                                        [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, crewPath()))],
  ['get', "a person's day",                                        [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, dayPath()))],
  ['list', "the week's days (day range)",                         [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `${plantPath()}/crewDays`))],
  ['create', 'an overtime day, by {me}',                           [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, dayPath('erin_2026-12-05')), crewDay(me, { day: '2026-12-05', kind: 'overtime', hours: 6 }))],
  ['create', "a day in zed's tree, by {me}",                        [N,   N,    Y,     N,     N,    N], (db, me) => setDoc(doc(db, dayPath(undefined, 'zed')), crewDay(me))],
  ['update', 'the day made training, by {me}',                     [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, dayPath()), crewDay(me, { kind: 'training', hours: 4 }))],
  ['delete', "a person's day",                                     [N,   N,    N,     N,     Y,    Y], async (db) => { await reseedDay(); return deleteDoc(doc(db, dayPath())); }],
];

describe('…/plants/{plant}/settings/crew and crewDays: who', () => {
  for (const [op, what, outcomes, run] of MATRIX) {
    describe(`${op}: ${what}`, () => {
      ACTORS.forEach((actor, i) => {
        it(`${actor} is ${outcomes[i] ? 'allowed' : 'refused'}`, async () => {
          await reseedDay();
          await expectRule(outcomes[i], run(dbOf(actor), meOf(actor)));
        });
      });
    });
  }
});

const dan = meOf('admin');
const people = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { crafts: ['Mechanical'], hours: 8, days: [1] }]));
const without = (data: Doc, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

// [what, the document dan writes, allowed]
const CREW_FIELDS: [string, Doc, boolean][] = [
  ['the valid document', crew(dan), Y],
  ['no people and no permit days', crew(dan, { people: {}, permitDays: {} }), Y],
  ['200 people', crew(dan, { people: people(200) }), Y],
  ['201 people', crew(dan, { people: people(201) }), N],
  ['people a list', crew(dan, { people: ['erin'] }), N],
  ['permitDays naming an unknown permit', crew(dan, { permitDays: { WELD: [1] } }), N],
  ['permitDays a list', crew(dan, { permitDays: [1, 2] }), N],
  ['people missing', without(crew(dan), 'people'), N],
  ['permitDays missing', without(crew(dan), 'permitDays'), N],
  ['updatedAt a client time', crew(dan, { updatedAt: PAST }), N],
  ['updatedBy another member (alice)', crew(dan, { updatedBy: 'alice' }), N],
  ['an extra key (capacity)', crew(dan, { capacity: {} }), N],
];

describe('…/plants/{plant}/settings/crew: fields', () => {
  for (const [what, data, allowed] of CREW_FIELDS)
    it(`a write with ${what} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await expectRule(allowed, setDoc(doc(signedIn(dan.uid), crewPath()), data));
    });
});

// [what, id, the document dan writes, allowed]
const DAY_FIELDS: [string, string, Doc, boolean][] = [
  ['a whole day away', 'erin_2026-12-01', crewDay(dan), Y],
  ['sickness for 3 h', 'erin_2026-12-01', crewDay(dan, { kind: 'sickness', hours: 3 }), Y],
  ['12 h of overtime', 'erin_2026-12-01', crewDay(dan, { kind: 'overtime', hours: 12 }), Y],
  ['13 h of overtime', 'erin_2026-12-01', crewDay(dan, { kind: 'overtime', hours: 13 }), N],
  ['16 h away', 'erin_2026-12-01', crewDay(dan, { hours: 16 }), Y],
  ['17 h away', 'erin_2026-12-01', crewDay(dan, { hours: 17 }), N],
  ['0 hours', 'erin_2026-12-01', crewDay(dan, { hours: 0 }), N],
  ['hours as text', 'erin_2026-12-01', crewDay(dan, { hours: '8' }), N],
  ['an unknown kind (strike)', 'erin_2026-12-01', crewDay(dan, { kind: 'strike' }), N],
  ['an id for another day', 'erin_2026-12-02', crewDay(dan), N],
  ['an id for another person', 'frank_2026-12-01', crewDay(dan), N],
  ['a day that is not a date', 'erin_2026-13-01', crewDay(dan, { day: '2026-13-01' }), N],
  ['a note of 201 characters', 'erin_2026-12-01', crewDay(dan, { note: 'x'.repeat(201) }), N],
  ['updatedAt a client time', 'erin_2026-12-01', crewDay(dan, { updatedAt: PAST }), N],
  ['updatedBy another member (alice)', 'erin_2026-12-01', crewDay(dan, { updatedBy: 'alice' }), N],
  ['note missing', 'erin_2026-12-01', without(crewDay(dan), 'note'), N],
  ['an extra key (approved)', 'erin_2026-12-01', crewDay(dan, { approved: true }), N],
];

describe('…/plants/{plant}/crewDays/{uid_day}: fields', () => {
  for (const [what, id, data, allowed] of DAY_FIELDS)
    it(`a write with ${what} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await expectRule(allowed, setDoc(doc(signedIn(dan.uid), dayPath(id)), data));
    });
});
