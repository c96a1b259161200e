// The rules matrix (docs/design.md §3): every collection × every actor × get, list, create, update,
// delete, each cell asserted with the outcome written in the table. The subject is company
// "alice" (see ./fixture.ts): its record users/alice, its memberships users/alice/members/*,
// its invitations. Each write is a valid document, so a refusal is about who asks, not what.
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { CAROL_CODE, emailOf, entry, newInvite, removeWrites, setUpRulesEnvironment, ZED_CODE } from './fixture';
import { describeMatrix, type Matrix, N, Y } from './matrixCases';

setUpRulesEnvironment('matrix.rules.test.ts');

const record = (uid: string) => ({
  displayName: `${uid} Test`,
  companyEmail: emailOf(uid),
  companyName: `${uid} Works`,
  users: [entry(uid, 'admin')],
  companyUID: uid,
  memberCount: 1,
  siteCount: 0,
  plantCount: 0,
});

// prettier-ignore
const MATRIX: Matrix = {
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'users/{uid} (company record)': [
    ['get', 'the company record users/alice',                          [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, 'users/alice'))],
    ['get', 'their own record users/{me}',                             [N,   Y,    Y,     Y,     Y,    Y], (db, me) => getDoc(doc(db, 'users', me.uid))],
    ['list', "alice's records (where companyUID == alice)",            [N,   N,    N,     N,     N,    N], (db) => getDocs(query(collection(db, 'users'), where('companyUID', '==', 'alice')))],
    ['list', 'all records',                                            [N,   N,    N,     N,     N,    N], (db) => getDocs(collection(db, 'users'))],
    ['create', "a newcomer's founding record users/erin",              [N,   N,    N,     N,     N,    N], (db) => setDoc(doc(db, 'users/erin'), record('erin'))],
    ['update', 'rename the company (companyName)',                     [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, 'users/alice'), { companyName: 'Renamed Works' })],
    ["update", "the owner's displayName",                              [N,   N,    N,     N,     N,    Y], (db) => updateDoc(doc(db, 'users/alice'), { displayName: 'Renamed Owner' })],
    ['update', 'their own displayName on users/{me}',                  [N,   Y,    Y,     Y,     Y,    Y], (db, me) => updateDoc(doc(db, 'users', me.uid), { displayName: 'Renamed' })],
    ['update', 'member list: change bob to admin',                     [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, 'users/alice'), { users: [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'admin')] })],
    ['update', 'member list: remove bob',                              [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, 'users/alice'), { users: [entry('alice', 'admin'), entry('dan', 'admin')] })],
    ['update', 'member list: add an entry for erin',                  [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice'), { users: arrayUnion(entry('erin', 'admin')) })],
    ['update', 'set paid',                                             [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice'), { paid: false })],
    ['update', 'set memberCount (1, no removal)',                      [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice'), { memberCount: 1 })],
    ['update', 'siteCount + 1 with no site created',                   [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice'), { siteCount: increment(1), counted: { site: 'west' } })],
    ['update', 'change companyUID',                                    [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice'), { companyUID: 'erin' })],
    ['delete', 'the company record',                                   [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, 'users/alice'))],
    // Only once they have left the company (deleting their account: closing.rules.test.ts).
    ['delete', 'their own record users/{me}',                          [N,   N,    N,     N,     N,    N], (db, me) => deleteDoc(doc(db, 'users', me.uid))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'users/{company}/members/{uid} (membership)': [
    ['get', "bob's membership",                                        [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, 'users/alice/members/bob'))],
    ['get', 'their own membership of alice (exists or not)',           [N,   Y,    Y,     Y,     Y,    Y], (db, me) => getDoc(doc(db, 'users/alice/members', me.uid))],
    ['list', "alice's memberships",                                    [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, 'users/alice/members'))],
    ['create', 'a membership for newcomer erin (no invitation)',       [N,   N,    N,     N,     N,    N], (db) => setDoc(doc(db, 'users/alice/members/erin'), { role: 'editor', email: emailOf('erin'), displayName: 'erin Test', joinedAt: serverTimestamp() })],
    ['create', 'their own membership of alice (no invitation)',        [N,   N,    N,     N,     N,    N], (db, me) => setDoc(doc(db, 'users/alice/members', me.uid), { role: 'editor', email: me.email, displayName: 'Me', joinedAt: serverTimestamp() })],
    ['update', "bob's role to admin",                                  [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, 'users/alice/members/bob'), { role: 'admin' })],
    ['update', "dan's role to editor",                                 [N,   N,    N,     N,     Y,    Y], (db) => updateDoc(doc(db, 'users/alice/members/dan'), { role: 'editor' })],
    ['update', "the owner's role to editor",                           [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice/members/alice'), { role: 'editor' })],
    ['update', "bob's e-mail",                                         [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'users/alice/members/bob'), { email: emailOf('alice') })],
    // An admin removes bob; bob himself may leave (deleting his account: closing.rules.test.ts).
    ['delete', "bob's membership, with the list and the count",         [N,   N,    N,     Y,     Y,    Y], (db) => removeWrites(db, 'bob', [entry('alice', 'admin'), entry('dan', 'admin')])],
    ['delete', "bob's membership alone (the count kept)",              [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, 'users/alice/members/bob'))],
    ["delete", "the owner's membership, with the list and the count",  [N,   N,    N,     N,     N,    N], (db) => removeWrites(db, 'alice', [entry('dan', 'admin'), entry('bob', 'editor')])],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'invites/{code}': [
    ['get', "alice's invitation for carol",                            [N,   N,    N,     N,     Y,    Y], (db) => getDoc(doc(db, 'invites', CAROL_CODE))],
    ['get', "zed's invitation for xavier",                             [N,   N,    Y,     N,     N,    N], (db) => getDoc(doc(db, 'invites', ZED_CODE))],
    ['list', "alice's invitations (where companyUID == alice)",        [N,   N,    N,     N,     Y,    Y], (db) => getDocs(query(collection(db, 'invites'), where('companyUID', '==', 'alice')))],
    ['list', 'all invitations',                                        [N,   N,    N,     N,     N,    N], (db) => getDocs(collection(db, 'invites'))],
    ['create', 'an invitation to alice, invited by {me}',              [N,   N,    N,     N,     Y,    Y], (db, me) => setDoc(doc(db, 'invites', 'NEWINVITE23456789012'), newInvite(me.uid))],
    ['update', "mark carol's invitation used by {me}",                 [N,   N,    N,     N,     N,    N], (db, me) => updateDoc(doc(db, 'invites', CAROL_CODE), { usedBy: me.uid, usedAt: serverTimestamp() })],
    ['update', "raise carol's invitation to admin",                    [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, 'invites', CAROL_CODE), { role: 'admin' })],
    ['delete', "revoke carol's invitation",                            [N,   N,    N,     N,     Y,    Y], (db) => deleteDoc(doc(db, 'invites', CAROL_CODE))],
  ],
  // Actors:                                                           anon oEdit oAdmin editor admin owner
  'collection-group and count queries': [
    ['list', 'collection group members',                               [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'members'))],
    ['list', 'collection group members where email == mine',           [N,   N,    N,     N,     N,    N], (db, me) => getDocs(query(collectionGroup(db, 'members'), where('email', '==', me.email)))],
    ['list', 'collection group users',                                 [N,   N,    N,     N,     N,    N], (db) => getDocs(collectionGroup(db, 'users'))],
    ['list', 'collection group invites where companyUID == alice',     [N,   N,    N,     N,     N,    N], (db) => getDocs(query(collectionGroup(db, 'invites'), where('companyUID', '==', 'alice')))],
    ['list', 'count of all records',                                   [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collection(db, 'users'))],
    ['list', 'count of collection group members',                      [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collectionGroup(db, 'members'))],
    ['list', 'count of all invitations',                               [N,   N,    N,     N,     N,    N], (db) => getCountFromServer(collection(db, 'invites'))],
    ['list', "count of zed's invitations (where companyUID == zed)",   [N,   N,    Y,     N,     N,    N], (db) => getCountFromServer(query(collection(db, 'invites'), where('companyUID', '==', 'zed')))],
    ['list', "count of alice's memberships",                           [N,   N,    N,     Y,     Y,    Y], (db) => getCountFromServer(collection(db, 'users/alice/members'))],
  ],
};

describeMatrix(MATRIX);
