// Job plans, a versioned library like the procedures (firestore.rules "Versioned libraries"):
// the matrix of company "alice"'s job plan, its revisions and proposals × the six actors × each
// operation, then every content field against bad values (each refused, the valid write
// accepted, so each case can fail both ways), then the flows the pages use: an archived job
// plan takes no proposal, and comes back with a revision. The world is in ./fixture.ts and
// ./procedureFixture.ts (`libraryFixture`).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { setUpRulesEnvironment, signedIn } from './fixture';
import { type Change, libraryFixture, OPEN_PROPOSAL, ZED_RECORD } from './procedureFixture';
import { describeMatrix, type Matrix, N, Y } from './matrixCases';
import { CALENDAR, NEW_PLAN, newPlan, planPath, seedPlans } from './planFixture';
import { chars, describeWritePaths, labeller, list, MISSING, type WritePath } from './fieldCases';

const STEPS = [
  { text: 'Isolate and lock out the pump.', reading: null },
  { text: 'Measure the shaft run-out.', reading: { unit: 'mm', min: 0, max: 0.05 } },
];

const jobPlans = libraryFixture({
  kind: 'jobPlans',
  record: 'seal1',
  content: {
    title: 'Replace a pump mechanical seal',
    description: 'Centrifugal pumps up to 75 kW.',
    steps: STEPS,
    craft: 'Mechanical',
    estimatedHours: 6,
    crewSize: 2,
    permits: ['CWP', 'ELCT'],
    materials: [{ text: 'Mechanical seal 45 mm', quantity: 1 }],
    procedures: ['loto1'],
    tools: ['Seal setting gauge'],
    classes: ['pump'],
  },
  first: { estimatedHours: 8, crewSize: 1 },
  proposed: { estimatedHours: 5, tools: ['Seal setting gauge', 'Dial indicator'] },
  keywords: ['re', 'pu', 'me', 'se'],
});
const { recordPath, revisionPath, proposalPath, recordDoc, revisionDoc, proposalDoc, publish, accept, decide } =
  jobPlans;

setUpRulesEnvironment('jobPlans.rules.test.ts', async () => {
  await seedPlans();
  await jobPlans.seed();
});

const library = 'users/alice/companies/alice/jobPlans';

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'users/{uid}/companies/{uid}/jobPlans/{id}': [
    ['get', 'the job plan seal1',                                      [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, recordPath()))],
    ['get', "zed's job plan",                                         [N,   Y,    Y,     N,     N,    N], (db) => getDoc(doc(db, recordPath(ZED_RECORD, 'zed')))],
    ['list', "alice's job plans by title",                            [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, library), orderBy('title')))],
    ['create', 'publish a new job plan with its revision 1',           [N,   N,    N,     N,     Y,    Y], (db, me) => publish(db, me.uid, 1, { id: 'new1' })],
    ['create', 'a new job plan without its revision',                  [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, recordPath('new1')), recordDoc(me.uid, 1))],
    ['create', "publish in zed's library",                            [N,   N,    Y,     N,     N,    N], (db, me) => publish(db, me.uid, 1, { id: 'new1', company: 'zed' })],
    ['update', 'publish revision 3 of seal1',                          [N,   N,    N,     N,     Y,    Y], (db, me) => publish(db, me.uid, 3)],
    ['update', 'seal1 changed without a revision',                     [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, recordPath()), { estimatedHours: 4 })],
    ['delete', 'the job plan seal1',                                   [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, recordPath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../jobPlans/{id}/revisions/{rev}': [
    ['get', 'revision r000001',                                        [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, revisionPath(1)))],
    ['list', "seal1's revisions",                                     [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, `${recordPath()}/revisions`), orderBy('revision', 'desc')))],
    ['create', 'revision r000003 alone (the job plan unchanged)',      [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, revisionPath(3)), revisionDoc(me.uid, 3))],
    ['update', 'revision r000001 rewritten',                           [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, revisionPath(1)), { note: 'rewritten' })],
    ['delete', 'revision r000001',                                     [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, revisionPath(1)))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../jobPlans/{id}/proposals/{proposalId}': [
    ['get', "bob's open proposal",                                    [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, proposalPath()))],
    ['create', 'a proposal by {me} against revision 2',                [N,   N,    N,     Y,     Y,    Y], (db, me) => setDoc(doc(db, proposalPath('p2')), proposalDoc(me.uid))],
    ['create', 'a proposal against revision 1 (not the current one)',  [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, proposalPath('p2')), proposalDoc(me.uid, 1))],
    ['update', "withdraw bob's open proposal",                        [N,   N,    N,     Y,     N,    N], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'withdrawn'))],
    ['update', "reject bob's proposal with a reason",                 [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'rejected', 'Keep 6 h.'))],
    ['update', "accept bob's proposal (revision 3 from it)",          [N,   N,    N,     N,     Y,    Y], (db, me) => accept(db, me.uid)],
    ['update', "mark bob's proposal accepted without publishing",     [N,   N,    N,     N,     N,    N], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'accepted'))],
    ['delete', "bob's proposal",                                      [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, proposalPath(OPEN_PROPOSAL)))],
  ],
  // A library the rules do not know: nothing is read or written there.
  'users/{uid}/companies/{uid}/{other}/{id}': [
    ['create', 'a record of an unknown library, as a published one',   [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, 'users/alice/companies/alice/recipes/r1'), recordDoc(me.uid, 1))],
  ],
};

describeMatrix(MATRIX);

const label = labeller([]);
const both = (change: Change) => ({ record: change, revision: change });

const CONTENT = {
  title: [42, '', chars(201), null, MISSING],
  description: [42, chars(2001), null, MISSING],
  steps: [list(51), 'Isolate', null, MISSING],
  craft: ['', chars(61), 42, null, MISSING],
  estimatedHours: [0, -1, 1001, '6', null, MISSING],
  crewSize: [0, 11, 1.5, '2', null, MISSING],
  permits: [['HOT'], list(11), 'CWP', null, MISSING],
  materials: [list(51), null, MISSING],
  procedures: [list(6), ['a', chars(1000)], null, MISSING],
  tools: [list(21), ['a', chars(3000)], null, MISSING],
  classes: [list(31), ['a', chars(2000)], null, MISSING],
};

const PATHS: Record<string, WritePath> = {
  'publish revision 1: the content (job plan and revision alike)': {
    write: (change) => publish(signedIn('dan'), 'dan', 1, { id: 'new1', ...both(change) }),
    fields: CONTENT,
    extra: { body: 'x', category: 'loto' },
  },
  'propose a change': {
    write: (change) => setDoc(doc(signedIn('bob'), proposalPath('p2')), change(proposalDoc('bob'))),
    fields: CONTENT,
    extra: { revision: 2 },
  },
};

describeWritePaths(PATHS, label);

describe('archived job plans', () => {
  it('take no proposal while archived, and come back with a revision', async () => {
    const dan = signedIn('dan');
    const bob = signedIn('bob');
    await assertSucceeds(publish(dan, 'dan', 3, { record: (d) => ({ ...d, archived: true }) }));
    await assertFails(setDoc(doc(bob, proposalPath('p3')), proposalDoc('bob', 3)));
    await assertSucceeds(publish(dan, 'dan', 4));
    await assertSucceeds(setDoc(doc(bob, proposalPath('p3')), proposalDoc('bob', 4)));
  });
});

describe('a maintenance plan that uses a job plan', () => {
  // What seal1's revision 2 has: the plan copies it.
  const work = { steps: STEPS, craft: 'Mechanical', estimatedHours: 6, permits: ['CWP', 'ELCT'] };
  const linked = (extra = {}) => newPlan('dan', { ...work, jobPlan: { id: 'seal1', revision: 2 }, ...extra });
  const create = (data: Record<string, unknown>, id = NEW_PLAN) => setDoc(doc(signedIn('dan'), planPath(id)), data);

  it('copies the revision it names: steps, craft, labour and permits', async () => {
    await assertSucceeds(create(linked()));
    await assertSucceeds(create(newPlan('dan', { jobPlan: null }), 'planNew000000000002'));
  });

  it.each([
    ['other labour', { estimatedHours: 5 }],
    ['another craft', { craft: 'Electrical' }],
    ['a step less', { steps: STEPS.slice(0, 1) }],
    ['a permit less', { permits: ['CWP'] }],
    ['a revision that does not exist', { jobPlan: { id: 'seal1', revision: 9 } }],
    ['another job plan', { jobPlan: { id: 'other1', revision: 1 } }],
    ['a link with more in it', { jobPlan: { id: 'seal1', revision: 2, note: 'x' } }],
    ['a link without its revision', { jobPlan: { id: 'seal1' } }],
  ])('refuses %s', async (_, extra) => {
    await assertFails(create(linked(extra)));
  });

  it('takes a new revision on an update, and leaves the job plan again', async () => {
    const dan = signedIn('dan');
    await assertSucceeds(publish(dan, 'dan', 3));
    const three = {
      ...work,
      estimatedHours: 6,
      jobPlan: { id: 'seal1', revision: 3 },
      updatedAt: serverTimestamp(),
      updatedBy: 'dan',
    };
    await assertSucceeds(updateDoc(doc(dan, planPath(CALENDAR)), three));
    await assertFails(updateDoc(doc(dan, planPath(CALENDAR)), { ...three, estimatedHours: 4 }));
    await assertSucceeds(
      updateDoc(doc(dan, planPath(CALENDAR)), {
        jobPlan: null,
        estimatedHours: 4,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
  });
});
