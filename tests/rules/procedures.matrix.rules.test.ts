// The procedures library's rules matrix: procedures, revisions and proposals of
// company "alice" × the six actors × get, list, create, update, delete, each cell asserted with
// the outcome written in the table. The world is in ./fixture.ts and ./procedureFixture.ts.
// Each write is a valid batch, so a refusal is about who asks (or where), not what is written.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { setUpRulesEnvironment } from './fixture';
import {
  accept,
  decide,
  OPEN_PROPOSAL,
  procedureDoc,
  procedurePath,
  proposalDoc,
  proposalPath,
  publish,
  revisionDoc,
  revisionPath,
  seedProcedures,
  ZED_PROCEDURE,
} from './procedureFixture';
import { describeMatrix, type Matrix, N, Y } from './matrixCases';

setUpRulesEnvironment('procedures.matrix.rules.test.ts', seedProcedures);

const library = 'users/alice/companies/alice/procedures';

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'users/{uid}/companies/{uid}/procedures/{id}': [
    ['get', 'the procedure loto1',                                     [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, procedurePath()))],
    ['get', 'loto1 under another company segment (alice/zed)',         [N,   N,    N,     N,     N,    N], (db) => getDoc(doc(db, `users/alice/companies/zed/procedures/loto1`))],
    ['get', "zed's procedure",                                         [N,   Y,    Y,     N,     N,    N], (db) => getDoc(doc(db, procedurePath(ZED_PROCEDURE, 'zed')))],
    ['list', "alice's library ordered by title",                      [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, library), orderBy('title')))],
    ['list', 'where links array-contains-any an equipment link',       [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, library), where('links', 'array-contains-any', ['eq:north/press/pump1'])))],
    ['create', 'publish a new procedure with its revision 1',          [N,   N,    N,     N,     Y,    Y], (db, me) => publish(db, me.uid, 1, { id: 'new1' })],
    ['create', 'a new procedure without its revision',                 [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, procedurePath('new1')), procedureDoc(me.uid, 1))],
    ['create', "publish in zed's library",                            [N,   N,    Y,     N,     N,    N], (db, me) => publish(db, me.uid, 1, { id: 'new1', company: 'zed' })],
    ['update', 'publish revision 3 of loto1',                          [N,   N,    N,     N,     Y,    Y], (db, me) => publish(db, me.uid, 3)],
    ['update', 'loto1 changed without a revision',                     [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, procedurePath()), { title: 'Lock out pump P-101 (new)' })],
    ['delete', 'the procedure loto1',                                  [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, procedurePath()))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../procedures/{id}/revisions/{rev}': [
    ['get', 'revision r000001',                                        [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, revisionPath(1)))],
    ['list', "loto1's revisions",                                     [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, `${procedurePath()}/revisions`), orderBy('revision', 'desc')))],
    ['create', 'revision r000003 alone (the procedure unchanged)',     [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, revisionPath(3)), revisionDoc(me.uid, 3))],
    ['update', 'revision r000001 rewritten',                           [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, revisionPath(1)), { note: 'rewritten' })],
    ['delete', 'revision r000001',                                     [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, revisionPath(1)))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  '.../procedures/{id}/proposals/{proposalId}': [
    ['get', "bob's open proposal",                                    [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, proposalPath()))],
    ['list', "loto1's open proposals",                                [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(query(collection(db, `${procedurePath()}/proposals`), where('status', '==', 'open')))],
    ['create', 'a proposal by {me} against revision 2',                [N,   N,    N,     Y,     Y,    Y], (db, me) => setDoc(doc(db, proposalPath('p2')), proposalDoc(me.uid))],
    ['create', 'a proposal in the name of bob',                        [N,   N,    N,     N,     N,    N], (db, me) => me.uid === 'bob' ? setDoc(doc(db, proposalPath('p2')), proposalDoc('dan')) : setDoc(doc(db, proposalPath('p2')), proposalDoc('bob'))],
    ['update', "withdraw bob's open proposal",                        [N,   N,    N,     Y,     N,    N], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'withdrawn'))],
    ['update', "reject bob's proposal with a reason",                 [N,   N,    N,     N,     Y,    Y], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'rejected', 'Step 3 is unsafe.'))],
    ['update', "accept bob's proposal (revision 3 from it)",          [N,   N,    N,     N,     Y,    Y], (db, me) => accept(db, me.uid)],
    ['update', "mark bob's proposal accepted without publishing",     [N,   N,    N,     N,     N,    N], (db, me) => updateDoc(doc(db, proposalPath()), decide(me.uid, 'accepted'))],
    ['delete', "bob's proposal",                                      [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, proposalPath(OPEN_PROPOSAL)))],
  ],
};

describeMatrix(MATRIX);
