// Closing a company and leaving one, the rules side (firestore.rules "Closing a company"): the owner, alone, stamps
// the record and marks every membership closed in one batch; from then on nobody is a member — the
// admin, the editor and the owner are refused every read and write of the company's data at once —
// while the owner still reads everything under it for 30 days (by the server's clock: the tests
// move closedAt back with the rules off) and its people read the record, to be told. Nobody joins
// a closed company; the other company is untouched.
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { admin, DAYS_AGO, entry, expectRule, joinWrites, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { equipmentPath, PUMP, seedAssets, sitePath } from './assetFixture';

const MEMBERS = ['alice', 'dan', 'bob'];
const closeMark = () => ({ closedAt: serverTimestamp(), closedBy: 'alice' });

/** The owner's closing batch as the app writes it: the record, then every membership. */
function close(db: Firestore, record: Record<string, unknown> = closeMark(), members = MEMBERS) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users/alice'), record);
  for (const uid of members) batch.update(doc(db, `users/alice/members/${uid}`), { removed: 'closed' });
  return batch.commit();
}

/** The company closed `days` ago, as if by the owner, with the rules off. */
const closedDaysAgo = (days: number) =>
  admin(async (db) => {
    await updateDoc(doc(db, 'users/alice'), { closedAt: DAYS_AGO(days), closedBy: 'alice' });
    for (const uid of MEMBERS) await updateDoc(doc(db, `users/alice/members/${uid}`), { removed: 'closed' });
  });

setUpRulesEnvironment('closing.rules.test.ts', seedAssets);

describe('who may close the company', () => {
  it('not an admin, nor the editor, nor another company’s owner; the owner may, once', async () => {
    await expectRule(false, close(signedIn('dan'), { closedAt: serverTimestamp(), closedBy: 'dan' }));
    await expectRule(false, close(signedIn('bob'), { closedAt: serverTimestamp(), closedBy: 'bob' }));
    await expectRule(false, close(signedIn('zed'), { closedAt: serverTimestamp(), closedBy: 'zed' }));
    await expectRule(true, close(signedIn('alice')));
    await expectRule(false, updateDoc(doc(signedIn('alice'), 'users/alice'), closeMark()));
    await expectRule(false, updateDoc(doc(signedIn('alice'), 'users/alice'), { closedAt: deleteField() }));
  });

  it('a bad closing: another time, another name, another field, a membership without the record', async () => {
    const alice = signedIn('alice');
    await expectRule(false, close(alice, { closedAt: PAST, closedBy: 'alice' }));
    await expectRule(false, close(alice, { closedAt: serverTimestamp(), closedBy: 'dan' }));
    await expectRule(false, close(alice, { ...closeMark(), companyName: 'Renamed' }));
    await expectRule(false, updateDoc(doc(alice, 'users/alice/members/bob'), { removed: 'closed' }));
    // A closed record with memberships marked anything but 'closed', or by someone else.
    await expectRule(false, updateDoc(doc(alice, 'users/alice/members/bob'), { removed: 'gone' }));
    await expectRule(false, updateDoc(doc(signedIn('dan'), 'users/alice/members/bob'), { removed: 'closed' }));
  });
});

describe('once closed', () => {
  const reads = (db: Firestore) => [
    getDoc(doc(db, sitePath())),
    getDoc(doc(db, equipmentPath(PUMP))),
    getDocs(collection(db, 'users/alice/members')),
  ];

  it('cuts every member off at once: no read, no write, the owner’s neither', async () => {
    await expectRule(true, close(signedIn('alice')));
    for (const uid of ['dan', 'bob']) for (const read of reads(signedIn(uid))) await expectRule(false, read);
    for (const uid of MEMBERS) {
      await expectRule(false, updateDoc(doc(signedIn(uid), sitePath()), { name: 'Still mine' }));
      await expectRule(false, updateDoc(doc(signedIn(uid), equipmentPath(PUMP)), { updatedBy: uid }));
    }
  });

  it('lets the owner read everything for 30 days, then nothing', async () => {
    await closedDaysAgo(29);
    for (const read of reads(signedIn('alice'))) await expectRule(true, read);
    await expectRule(true, getDocs(collection(signedIn('alice'), 'users/alice/companies/alice/sites')));
    await closedDaysAgo(31);
    for (const read of reads(signedIn('alice'))) await expectRule(false, read);
  });

  it('tells its people: they read the record; an outsider does not', async () => {
    await closedDaysAgo(1);
    await expectRule(true, getDoc(doc(signedIn('dan'), 'users/alice')));
    await expectRule(true, getDoc(doc(signedIn('bob'), 'users/alice')));
    await expectRule(false, getDoc(doc(signedIn('zed'), 'users/alice')));
    await expectRule(false, getDoc(doc(signedIn('carol'), 'users/alice')));
  });

  it('lets nobody join it with an invitation made before', async () => {
    await closedDaysAgo(1);
    const carol = signedIn('carol');
    await expectRule(false, joinWrites(carol, { uid: 'carol', email: 'carol@example.com' }));
  });

  it('leaves the other company as it was', async () => {
    await expectRule(true, close(signedIn('alice')));
    await expectRule(true, getDocs(collection(signedIn('zed'), 'users/zed/members')));
    await expectRule(true, getDoc(doc(signedIn('zed'), 'users/zed')));
  });
});

/** A member leaving as the app writes it: their membership, the record's list and count, their own record. */
function leave(db: Firestore, me: string, change: { member?: string; counted?: string; users?: string[] } = {}) {
  const { member = me, counted = me, users = MEMBERS.filter((u) => u !== member) } = change;
  const batch = writeBatch(db);
  batch.update(doc(db, `users/alice/members/${member}`), { removed: true });
  batch.update(doc(db, 'users/alice'), {
    users: users.map((uid) => entry(uid, uid === 'bob' ? 'editor' : 'admin')),
    memberCount: increment(-1),
    counted: { member: counted },
  });
  batch.delete(doc(db, `users/${me}`));
  return batch.commit();
}

describe('a member deleting their own account', () => {
  it('leaves in one batch, and is a member no more; the company keeps the others', async () => {
    await expectRule(true, leave(signedIn('bob'), 'bob'));
    await expectRule(false, getDoc(doc(signedIn('bob'), sitePath())));
    await expectRule(true, getDoc(doc(signedIn('dan'), sitePath())));
  });

  it('never for someone else, never the owner, never without being counted out', async () => {
    await expectRule(false, leave(signedIn('bob'), 'bob', { member: 'dan', counted: 'dan' }));
    await expectRule(false, leave(signedIn('bob'), 'bob', { counted: 'dan' }));
    await expectRule(false, leave(signedIn('alice'), 'alice'));
    await expectRule(false, updateDoc(doc(signedIn('bob'), 'users/alice/members/bob'), { removed: true }));
    await expectRule(
      false,
      writeBatch(signedIn('bob'))
        .delete(doc(signedIn('bob'), 'users/alice'))
        .commit(),
    );
    await expectRule(
      false,
      writeBatch(signedIn('zed'))
        .delete(doc(signedIn('zed'), 'users/bob'))
        .commit(),
    );
  });
});
