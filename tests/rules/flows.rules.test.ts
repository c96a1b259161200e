// The rules along the app's flows (docs/design.md §3): founding, joining, role changes, removal,
// renaming and invitations, each allowed case next to the ways it can be abused.
// Run with `npm run test:emulator`; the world is described in ./fixture.ts.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  admin,
  CAROL_CODE,
  emailOf,
  entry,
  expectRule,
  foundWrites,
  joinWrites,
  membership,
  newInvite,
  removeWrites,
  signedIn,
  setUpRulesEnvironment,
  ZED_CODE,
} from './fixture';

setUpRulesEnvironment('flows.rules.test.ts');

const carol = { uid: 'carol', email: emailOf('carol') };
const erin = { uid: 'erin', email: emailOf('erin') };

describe('founding a company', () => {
  it('lets a new user found their own company as its admin, then rename it and themselves', async () => {
    const db = signedIn('erin');
    await expectRule(true, foundWrites(db, erin));
    await expectRule(true, getDoc(doc(db, 'users/erin')));
    await expectRule(true, getDoc(doc(db, 'users/erin/members/erin')));
    await expectRule(true, updateDoc(doc(db, 'users/erin'), { companyName: 'Erin Renamed' }));
    await expectRule(true, updateDoc(doc(db, 'users/erin'), { displayName: 'Erin Renamed' }));
  });

  it('refuses founding a second time over an existing record', async () => {
    const db = signedIn('erin');
    await expectRule(true, foundWrites(db, erin));
    await expectRule(false, foundWrites(db, erin));
  });

  it('checks the founding record on its own too (a record written without its membership)', async () => {
    const db = signedIn('erin');
    const founding = { ...entry('erin', 'admin') };
    const record = (companyUID: string) => ({
      displayName: 'erin Test',
      companyEmail: emailOf('erin'),
      companyName: 'Erin Works',
      users: [founding],
      companyUID,
      memberCount: 1,
      siteCount: 0,
      plantCount: 0,
    });
    await expectRule(false, setDoc(doc(db, 'users/erin'), record('alice')));
    await expectRule(true, setDoc(doc(db, 'users/erin'), record('erin')));
  });

  it("refuses founding someone else's company", async () => {
    await expectRule(false, foundWrites(signedIn('erin'), { uid: 'frank', email: emailOf('frank') }));
    await expectRule(false, foundWrites(signedIn('erin'), { uid: 'frank', email: emailOf('erin') }));
  });

  it('refuses a founder membership without a record founding that company', async () => {
    const db = signedIn('erin');
    await expectRule(
      false,
      setDoc(doc(db, 'users/erin/members/erin'), { ...membership('erin', 'admin'), joinedAt: serverTimestamp() }),
    );
    // A member of another company cannot make their own uid a company they administer.
    const bob = signedIn('bob');
    await expectRule(
      false,
      setDoc(doc(bob, 'users/bob/members/bob'), { ...membership('bob', 'admin'), joinedAt: serverTimestamp() }),
    );
  });

  it('lets the founder of a record written before memberships existed add their membership', async () => {
    await admin((db) =>
      setDoc(doc(db, 'users/erin'), {
        displayName: 'erin Test',
        companyEmail: emailOf('erin'),
        users: [entry('erin', 'admin')],
      }),
    );
    const db = signedIn('erin');
    await expectRule(
      true,
      setDoc(doc(db, 'users/erin/members/erin'), { ...membership('erin', 'admin'), joinedAt: serverTimestamp() }),
    );
  });
});

describe('joining a company', () => {
  it('lets an invitee join with the role of the invitation, then see the company', async () => {
    const db = signedIn('carol');
    await expectRule(true, getDoc(doc(db, 'invites', CAROL_CODE)));
    await expectRule(true, joinWrites(db, carol));
    await expectRule(true, getDoc(doc(db, 'users/alice')));
    await expectRule(true, getDocs(collection(db, 'users/alice/members')));
    await expectRule(true, getDoc(doc(db, 'users/carol')));
  });

  it('refuses an invitee whose address is not confirmed, even with the right code; confirmed, they join', async () => {
    const unconfirmed = signedIn('carol', emailOf('carol'), false);
    // They may read the invitation (the join page shows it), but not join with it.
    await expectRule(true, getDoc(doc(unconfirmed, 'invites', CAROL_CODE)));
    await expectRule(false, joinWrites(unconfirmed, carol));
    await expectRule(false, getDoc(doc(unconfirmed, 'users/alice')));
    await expectRule(true, joinWrites(signedIn('carol'), carol));
  });

  it('accepts a token whose e-mail has capitals (the rules lower-case it)', async () => {
    await expectRule(true, joinWrites(signedIn('carol', 'Carol@Example.com'), carol));
  });

  it("refuses a membership or member-list entry under someone else's e-mail", async () => {
    const db = signedIn('carol');
    await expectRule(false, joinWrites(db, carol, CAROL_CODE, { member: (m) => ({ ...m, email: emailOf('alice') }) }));
    await expectRule(false, joinWrites(db, carol, CAROL_CODE, { entry: (e) => ({ ...e, email: emailOf('alice') }) }));
    await expectRule(false, joinWrites(db, { uid: 'carol', email: emailOf('alice') }, CAROL_CODE));
  });

  it('refuses an invitation whose author is no longer an admin', async () => {
    await admin((db) => updateDoc(doc(db, 'users/alice/members/dan'), { role: 'editor' }));
    await expectRule(false, joinWrites(signedIn('carol'), carol));
  });

  it('refuses an invitation whose author has been removed', async () => {
    await admin((db) => deleteDoc(doc(db, 'users/alice/members/dan')));
    await expectRule(false, joinWrites(signedIn('carol'), carol));
  });

  it('lets an invitation in once: not again after the member is removed', async () => {
    await expectRule(true, joinWrites(signedIn('carol'), carol));
    // Removed as the client removes a member: the membership and the list entry together.
    await expectRule(
      true,
      removeWrites(signedIn('dan'), 'carol', [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'editor')]),
    );
    await admin((db) => deleteDoc(doc(db, 'users/carol')));
    await expectRule(false, joinWrites(signedIn('carol'), carol));
    // The invitation already names carol as its user, so the batch need not mark it again.
    await expectRule(false, joinWrites(signedIn('carol'), carol, CAROL_CODE, { skip: 'invite' }));
  });

  it('refuses an invitation already used by someone else', async () => {
    await admin((db) => updateDoc(doc(db, 'invites', CAROL_CODE), { usedBy: 'frank', usedAt: serverTimestamp() }));
    await expectRule(false, joinWrites(signedIn('carol'), carol));
  });

  it("refuses someone else's invitation, even with its code", async () => {
    const db = signedIn('erin');
    await expectRule(false, getDoc(doc(db, 'invites', CAROL_CODE)));
    await expectRule(false, joinWrites(db, erin));
  });

  it('refuses a higher role than the invitation gives', async () => {
    await expectRule(false, joinWrites(signedIn('carol'), carol, CAROL_CODE, { role: 'admin' }));
  });

  it("refuses using an invitation for another company, or another company's invitation", async () => {
    await expectRule(false, joinWrites(signedIn('carol'), carol, CAROL_CODE, { company: 'zed' }));
    const xavier = { uid: 'xavier', email: 'xavier@example.com' };
    await expectRule(false, joinWrites(signedIn('xavier'), xavier, ZED_CODE));
    await expectRule(true, joinWrites(signedIn('xavier'), xavier, ZED_CODE, { company: 'zed' }));
  });

  it('needs the record, the membership, the list entry with the count and the mark in one batch', async () => {
    for (const skip of ['record', 'member', 'entry', 'invite'] as const) {
      // The company record's update carries the member count, which the membership
      // requires: all four writes or none.
      await expectRule(false, joinWrites(signedIn('carol'), carol, CAROL_CODE, { skip }));
      await admin((db) => updateDoc(doc(db, 'invites', CAROL_CODE), { usedBy: null }));
      await admin((db) => deleteDoc(doc(db, 'users/alice/members/carol')));
      await admin((db) => deleteDoc(doc(db, 'users/carol')));
    }
  });

  it('refuses a member of another company joining (their record names that company)', async () => {
    await admin((db) =>
      updateDoc(doc(db, 'invites', ZED_CODE), {
        email: emailOf('olga'),
        companyUID: 'alice',
        companyEmail: emailOf('alice'),
        invitedBy: 'dan',
      }),
    );
    const olga = { uid: 'olga', email: emailOf('olga') };
    await expectRule(false, joinWrites(signedIn('olga'), olga, ZED_CODE));
    await expectRule(false, joinWrites(signedIn('olga'), olga, ZED_CODE, { skip: 'record' }));
    await admin((db) => deleteDoc(doc(db, 'users/olga')));
    await expectRule(true, joinWrites(signedIn('olga'), olga, ZED_CODE));
  });

  it('checks the whole member list the invitee writes: only their entry added, at the end', async () => {
    const mine = entry('carol', 'editor', { inviteCode: CAROL_CODE });
    const [alice, dan, bob] = [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'editor')];
    const joinWithList = (users: Record<string, unknown>[]) => {
      const db = signedIn('carol');
      const batch = writeBatch(db);
      batch.set(doc(db, 'users/carol'), {
        displayName: 'carol Test',
        companyEmail: emailOf('alice'),
        users: [mine],
        companyUID: 'alice',
        inviteCode: CAROL_CODE,
      });
      batch.set(doc(db, 'users/alice/members/carol'), {
        ...membership('carol', 'editor', { inviteCode: CAROL_CODE }),
        joinedAt: serverTimestamp(),
      });
      batch.update(doc(db, 'users/alice'), { users, memberCount: increment(1) });
      batch.update(doc(db, 'invites', CAROL_CODE), { usedBy: 'carol', usedAt: serverTimestamp() });
      return batch.commit();
    };
    await expectRule(false, joinWithList([alice, dan, bob, mine, entry('frank', 'admin')]));
    await expectRule(false, joinWithList([{ ...alice, userType: 'editor' }, dan, bob, mine]));
    await expectRule(false, joinWithList([dan, alice, bob, mine]));
    await expectRule(false, joinWithList([alice, dan, mine]));
    await expectRule(false, joinWithList([alice, dan, bob, mine, mine]));
    await expectRule(true, joinWithList([alice, dan, bob, mine]));
  });
});

describe('members and roles', () => {
  it('lets an admin change a role and the member list together', async () => {
    const db = signedIn('dan');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice/members/bob'), { role: 'admin' });
    batch.update(doc(db, 'users/alice'), {
      users: [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'admin')],
    });
    await expectRule(true, batch.commit());
  });

  it('lets an admin remove a member, who then reads their membership as removed and nothing else', async () => {
    await expectRule(true, removeWrites(signedIn('dan'), 'bob', [entry('alice', 'admin'), entry('dan', 'admin')]));
    const bob = signedIn('bob');
    const own = getDoc(doc(bob, 'users/alice/members/bob'));
    await expectRule(true, own);
    expect((await own).data()).toMatchObject({ role: 'editor', removed: true });
    await expectRule(false, getDoc(doc(bob, 'users/alice')));
    await expectRule(false, getDocs(collection(bob, 'users/alice/members')));
    await expectRule(false, getDocs(collection(bob, 'users/alice/companies/alice/sites')));
  });

  it('a removal is for good: nobody takes it back, changes the role, or deletes the membership', async () => {
    await expectRule(true, removeWrites(signedIn('dan'), 'bob', [entry('alice', 'admin'), entry('dan', 'admin')]));
    const dan = signedIn('dan');
    await expectRule(false, updateDoc(doc(dan, 'users/alice/members/bob'), { removed: false }));
    await expectRule(false, updateDoc(doc(dan, 'users/alice/members/bob'), { role: 'admin' }));
    await expectRule(false, deleteDoc(doc(dan, 'users/alice/members/bob')));
  });

  it('refuses counting a member out while they stay a member (the Free plan’s place freed for nothing)', async () => {
    const users = [entry('alice', 'admin'), entry('dan', 'admin')];
    await expectRule(false, removeWrites(signedIn('dan'), 'bob', users, { skipMember: true }));
    // Nor with the membership changed in some other way.
    const db = signedIn('dan');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice/members/bob'), { role: 'admin' });
    batch.update(doc(db, 'users/alice'), { users, memberCount: increment(-1), counted: { member: 'bob' } });
    await expectRule(false, batch.commit());
  });

  it('refuses an editor raising their own role or rewriting the member list', async () => {
    const db = signedIn('bob');
    await expectRule(false, updateDoc(doc(db, 'users/alice/members/bob'), { role: 'admin' }));
    await expectRule(
      false,
      updateDoc(doc(db, 'users/alice'), { users: [entry('alice', 'admin'), entry('bob', 'admin')] }),
    );
  });

  it('keeps the owner an admin, even against the owner', async () => {
    await expectRule(false, updateDoc(doc(signedIn('dan'), 'users/alice/members/alice'), { role: 'editor' }));
    await expectRule(false, deleteDoc(doc(signedIn('dan'), 'users/alice/members/alice')));
    await expectRule(false, updateDoc(doc(signedIn('alice'), 'users/alice/members/alice'), { role: 'editor' }));
    await expectRule(false, deleteDoc(doc(signedIn('alice'), 'users/alice/members/alice')));
  });

  it('lets members read the plan (paid) from the company record, and never set it', async () => {
    const snapshot = getDoc(doc(signedIn('bob'), 'users/alice'));
    await expectRule(true, snapshot);
    expect((await snapshot).get('paid')).toBe(true);
    await expectRule(false, updateDoc(doc(signedIn('alice'), 'users/alice'), { paid: false }));
    await expectRule(false, updateDoc(doc(signedIn('zed'), 'users/zed'), { paid: true }));
  });
});

describe('renaming', () => {
  it('lets admins rename the company and only the owner rename themselves', async () => {
    await expectRule(true, updateDoc(doc(signedIn('dan'), 'users/alice'), { companyName: 'Dan Renamed It' }));
    await expectRule(true, updateDoc(doc(signedIn('alice'), 'users/alice'), { companyName: 'Alice Again' }));
    await expectRule(false, updateDoc(doc(signedIn('bob'), 'users/alice'), { companyName: 'Bob Renamed It' }));
    await expectRule(false, updateDoc(doc(signedIn('dan'), 'users/alice'), { displayName: 'Not Alice' }));
    await expectRule(true, updateDoc(doc(signedIn('alice'), 'users/alice'), { displayName: 'Alice A.' }));
    await expectRule(true, updateDoc(doc(signedIn('bob'), 'users/bob'), { displayName: 'Bob B.' }));
  });

  it('lets the owner change their name and the company name in one write', async () => {
    await expectRule(
      true,
      updateDoc(doc(signedIn('alice'), 'users/alice'), { displayName: 'Alice A.', companyName: 'Alice Works 2' }),
    );
  });

  it("refuses a member changing their own record's company, e-mail or invitation", async () => {
    const db = signedIn('bob');
    await expectRule(false, updateDoc(doc(db, 'users/bob'), { companyUID: 'bob' }));
    await expectRule(false, updateDoc(doc(db, 'users/bob'), { companyEmail: emailOf('bob') }));
    await expectRule(false, updateDoc(doc(db, 'users/bob'), { inviteCode: ZED_CODE }));
    await expectRule(false, updateDoc(doc(db, 'users/bob'), { companyName: 'Bob Works' }));
  });
});

describe('invitations', () => {
  const CODE = 'ERININVITE2345678901';

  it('lets an admin invite, list, read and revoke', async () => {
    const db = signedIn('dan');
    await expectRule(true, setDoc(doc(db, 'invites', CODE), newInvite('dan')));
    await expectRule(true, getDocs(query(collection(db, 'invites'), where('companyUID', '==', 'alice'))));
    await expectRule(true, getDoc(doc(db, 'invites', CODE)));
    await expectRule(true, deleteDoc(doc(db, 'invites', CODE)));
  });

  it('refuses invitations for another company, or in the name of another admin', async () => {
    await expectRule(false, setDoc(doc(signedIn('dan'), 'invites', CODE), newInvite('dan', { companyUID: 'zed' })));
    await expectRule(false, setDoc(doc(signedIn('dan'), 'invites', CODE), newInvite('alice')));
    await expectRule(false, setDoc(doc(signedIn('zed'), 'invites', CODE), newInvite('zed')));
  });

  it('refuses overwriting an existing invitation', async () => {
    await expectRule(false, setDoc(doc(signedIn('dan'), 'invites', CAROL_CODE), newInvite('dan')));
  });

  it('lets the invitee mark their invitation used only in the batch that makes them a member', async () => {
    const db = signedIn('carol');
    await expectRule(false, updateDoc(doc(db, 'invites', CAROL_CODE), { usedBy: 'carol', usedAt: serverTimestamp() }));
    await expectRule(true, joinWrites(db, carol));
    await expectRule(false, updateDoc(doc(db, 'invites', CAROL_CODE), { usedBy: null }));
  });

  it('refuses the invitee revoking or rewriting their invitation', async () => {
    const db = signedIn('carol');
    await expectRule(false, deleteDoc(doc(db, 'invites', CAROL_CODE)));
    await expectRule(false, updateDoc(doc(db, 'invites', CAROL_CODE), { role: 'admin' }));
  });
});
