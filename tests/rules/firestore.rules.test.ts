// The Firestore rules are part of the product: each allowed and each refused case is tested
// against the emulator (run with `npm run test:emulator`).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

const CODE = 'invite-code-carol-0001';
const entry = (uid: string, userType: string, extra: Record<string, unknown> = {}) => ({
  id: uid,
  userType,
  email: `${uid}@example.com`,
  firstName: uid,
  lastName: 'Test',
  accountCreated: new Date('2026-01-01'),
  ...extra,
});
const record = (uid: string) => ({
  displayName: `${uid} Test`,
  companyEmail: `${uid}@example.com`,
  users: [entry(uid, 'admin')],
});

beforeAll(async () => {
  setLogLevel('silent'); // refusals are expected here; the assertions report them
  env = await initializeTestEnvironment({
    projectId: 'demo-torque-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(() => env.cleanup());

/** Company "alice": alice (owner, admin), bob (editor); an invitation for carol as editor. */
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice'), {
      ...record('alice'),
      companyUID: 'alice',
      paid: false,
      users: [entry('alice', 'admin'), entry('bob', 'editor')],
    });
    await setDoc(doc(db, 'users/alice/members/alice'), { role: 'admin', email: 'alice@example.com' });
    await setDoc(doc(db, 'users/alice/members/bob'), { role: 'editor', email: 'bob@example.com' });
    await setDoc(doc(db, 'users/bob'), { ...record('bob'), companyUID: 'alice' });
    await setDoc(doc(db, 'invites', CODE), {
      email: 'carol@example.com',
      companyUID: 'alice',
      companyName: 'alice Test',
      role: 'editor',
      invitedBy: 'alice',
      invitedAt: new Date(),
      usedBy: null,
    });
  });
});

// The testing library hands out the compat type; the modular functions take it as it is.
const as = (uid: string, email = `${uid}@example.com`) =>
  env.authenticatedContext(uid, { email }).firestore() as unknown as Firestore;

/** The writes the app makes when an invitee joins (companyService.joinCompany). */
function joinBatch(db: Firestore, uid: string, code: string, role = 'editor', company = 'alice') {
  const batch = writeBatch(db);
  const me = entry(uid, role, { inviteCode: code });
  batch.set(doc(db, 'users', uid), {
    displayName: `${uid} Test`,
    companyEmail: 'alice@example.com',
    users: [me],
    companyUID: company,
    inviteCode: code,
  });
  batch.set(doc(db, `users/${company}/members/${uid}`), { role, email: `${uid}@example.com`, inviteCode: code });
  batch.update(doc(db, 'users', company), { users: arrayUnion(me) });
  batch.update(doc(db, 'invites', code), { usedBy: uid, usedAt: new Date() });
  return batch.commit();
}

describe('deny by default', () => {
  it('refuses a visitor who is not signed in, anywhere', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'users/alice')));
    await assertFails(setDoc(doc(db, 'users/mallory'), record('mallory')));
    await assertFails(getDoc(doc(db, 'invites', CODE)));
  });

  it('refuses paths no feature has opened', async () => {
    await assertFails(getDoc(doc(as('alice'), 'anything/x')));
    await assertFails(setDoc(doc(as('alice'), 'anything/x'), { a: 1 }));
  });
});

describe('registering a company', () => {
  it('lets a new user found their own company as its admin', async () => {
    const db = as('dave');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/dave'), { ...record('dave'), companyUID: 'dave' });
    batch.set(doc(db, 'users/dave/members/dave'), { role: 'admin', email: 'dave@example.com' });
    await assertSucceeds(batch.commit());
    await assertSucceeds(getDoc(doc(db, 'users/dave')));
    await assertSucceeds(updateDoc(doc(db, 'users/dave'), { displayName: 'Dave Renamed' }));
  });

  it('refuses a record that sets the paid plan', async () => {
    await assertFails(setDoc(doc(as('dave'), 'users/dave'), { ...record('dave'), paid: true }));
  });

  it('refuses unknown fields and wrong types', async () => {
    await assertFails(setDoc(doc(as('dave'), 'users/dave'), { ...record('dave'), role: 'owner' }));
    await assertFails(setDoc(doc(as('dave'), 'users/dave'), { ...record('dave'), users: 'everyone' }));
  });

  it("refuses writing someone else's record", async () => {
    await assertFails(setDoc(doc(as('mallory'), 'users/dave'), record('dave')));
  });

  it('refuses changing paid or companyUID later', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { paid: true }));
    await assertFails(updateDoc(doc(as('bob'), 'users/bob'), { companyUID: 'bob' }));
  });
});

describe('joining a company', () => {
  it('lets an invitee join with the role of the invitation', async () => {
    await assertSucceeds(joinBatch(as('carol'), 'carol', CODE));
    await assertSucceeds(getDoc(doc(as('carol'), 'users/alice')));
  });

  it('refuses joining without an invitation', async () => {
    const db = as('mallory');
    await assertFails(setDoc(doc(db, 'users/mallory'), { ...record('mallory'), companyUID: 'alice' }));
    await assertFails(setDoc(doc(db, 'users/alice/members/mallory'), { role: 'editor', email: 'mallory@example.com' }));
    await assertFails(joinBatch(db, 'mallory', 'no-such-invitation-0000'));
  });

  it("refuses someone else's invitation, even with its code", async () => {
    await assertFails(getDoc(doc(as('mallory'), 'invites', CODE)));
    await assertFails(joinBatch(as('mallory'), 'mallory', CODE));
  });

  it('refuses a higher role than the invitation gives', async () => {
    await assertFails(joinBatch(as('carol'), 'carol', CODE, 'admin'));
  });

  it('refuses using an invitation for another company', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users/zed'), record('zed'));
    });
    await assertFails(joinBatch(as('carol'), 'carol', CODE, 'editor', 'zed'));
  });

  it('lets an invitation in once: not again after the member is removed', async () => {
    await assertSucceeds(joinBatch(as('carol'), 'carol', CODE));
    await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice/members/carol')));
    const carol = as('carol');
    const again = writeBatch(carol);
    again.set(doc(carol, 'users/alice/members/carol'), {
      role: 'editor',
      email: 'carol@example.com',
      inviteCode: CODE,
    });
    again.update(doc(carol, 'invites', CODE), { usedBy: 'carol' });
    await assertFails(again.commit());
    await assertFails(
      setDoc(doc(as('carol'), 'users/alice/members/carol'), {
        role: 'editor',
        email: 'carol@example.com',
        inviteCode: CODE,
      }),
    );
  });

  it('refuses joining without marking the invitation used', async () => {
    const db = as('carol');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/alice/members/carol'), { role: 'editor', email: 'carol@example.com', inviteCode: CODE });
    await assertFails(batch.commit());
  });

  it("checks the invitee's entry in the member list", async () => {
    const attempt = (entryOverrides: Record<string, unknown>, withMembership = true) => {
      const db = as('carol');
      const batch = writeBatch(db);
      if (withMembership) {
        batch.set(doc(db, 'users/alice/members/carol'), {
          role: 'editor',
          email: 'carol@example.com',
          inviteCode: CODE,
        });
      }
      batch.update(doc(db, 'users/alice'), {
        users: arrayUnion(entry('carol', 'editor', { inviteCode: CODE, ...entryOverrides })),
      });
      batch.update(doc(db, 'invites', CODE), { usedBy: 'carol' });
      return batch.commit();
    };
    await assertFails(attempt({ userType: 'admin' }));
    await assertFails(attempt({ id: 'mallory' }));
    await assertFails(attempt({ note: 'x'.repeat(10) }));
    await assertFails(attempt({ firstName: 'x'.repeat(201) }));
    await assertFails(attempt({}, false));
    await assertSucceeds(attempt({}));
  });

  it('lets only the invitee mark their invitation used, and only admins revoke it', async () => {
    await assertFails(updateDoc(doc(as('mallory'), 'invites', CODE), { usedBy: 'mallory' }));
    await assertFails(updateDoc(doc(as('carol'), 'invites', CODE), { usedBy: 'carol' }));
    await assertFails(deleteDoc(doc(as('mallory'), 'invites', CODE)));
    await assertFails(deleteDoc(doc(as('carol'), 'invites', CODE)));
    await assertSucceeds(deleteDoc(doc(as('alice'), 'invites', CODE)));
  });

  it('lets the invitee read their invitation, and nobody else but admins', async () => {
    await assertSucceeds(getDoc(doc(as('carol'), 'invites', CODE)));
    await assertSucceeds(getDoc(doc(as('alice'), 'invites', CODE)));
    await assertFails(getDoc(doc(as('bob'), 'invites', CODE)));
  });
});

describe('members and roles', () => {
  it('lets members read the company and its members; outsiders cannot', async () => {
    await assertSucceeds(getDoc(doc(as('bob'), 'users/alice')));
    await assertSucceeds(getDocs(collection(as('bob'), 'users/alice/members')));
    await assertFails(getDoc(doc(as('mallory'), 'users/alice')));
    await assertFails(getDocs(collection(as('mallory'), 'users/alice/members')));
  });

  it('lets an admin change a role and remove a member', async () => {
    const db = as('alice');
    await assertSucceeds(updateDoc(doc(db, 'users/alice/members/bob'), { role: 'admin' }));
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), { users: [entry('alice', 'admin')] }));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/members/bob')));
  });

  it('refuses an editor raising their own role', async () => {
    const db = as('bob');
    await assertFails(updateDoc(doc(db, 'users/alice/members/bob'), { role: 'admin' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { users: [entry('alice', 'admin'), entry('bob', 'admin')] }));
    await assertFails(setDoc(doc(db, 'users/alice/members/bob'), { role: 'admin', email: 'bob@example.com' }));
  });

  it('refuses an editor changing or removing others', async () => {
    const db = as('bob');
    await assertFails(updateDoc(doc(db, 'users/alice/members/alice'), { role: 'editor' }));
    await assertFails(deleteDoc(doc(db, 'users/alice/members/alice')));
  });

  it('keeps the owner an admin', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'users/alice/members/bob'), { role: 'admin' });
    });
    await assertFails(updateDoc(doc(as('bob'), 'users/alice/members/alice'), { role: 'editor' }));
    await assertFails(deleteDoc(doc(as('bob'), 'users/alice/members/alice')));
  });

  it('lets a promoted admin manage members, but not the plan or the company', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'users/alice/members/bob'), { role: 'admin' });
      await setDoc(doc(ctx.firestore(), 'users/alice/members/dan'), { role: 'editor', email: 'dan@example.com' });
    });
    const db = as('bob');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice/members/dan'), { role: 'admin' });
    batch.update(doc(db, 'users/alice'), {
      users: [entry('alice', 'admin'), entry('bob', 'admin'), entry('dan', 'admin')],
    });
    await assertSucceeds(batch.commit());
    await assertFails(updateDoc(doc(db, 'users/alice'), { paid: true }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { companyUID: 'bob' }));
  });

  it("keeps an admin of one company out of another's", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'users/zed'), { ...record('zed'), companyUID: 'zed' });
      await setDoc(doc(db, 'users/zed/members/zed'), { role: 'admin', email: 'zed@example.com' });
      await setDoc(doc(db, 'invites', 'invite-code-zed-000001'), {
        email: 'x@example.com',
        companyUID: 'zed',
        companyName: '',
        role: 'editor',
        invitedBy: 'zed',
        invitedAt: new Date(),
        usedBy: null,
      });
    });
    const db = as('alice');
    await assertFails(getDoc(doc(db, 'users/zed')));
    await assertFails(updateDoc(doc(db, 'users/zed'), { users: [] }));
    await assertFails(setDoc(doc(db, 'users/zed/members/alice'), { role: 'admin', email: 'alice@example.com' }));
    await assertFails(deleteDoc(doc(db, 'users/zed/members/zed')));
    await assertFails(getDocs(query(collection(db, 'invites'), where('companyUID', '==', 'zed'))));
    await assertFails(deleteDoc(doc(db, 'invites', 'invite-code-zed-000001')));
    await assertFails(
      setDoc(doc(db, 'invites', 'invite-code-alice-into-zed'), {
        email: 'spy@example.com',
        companyUID: 'zed',
        companyName: '',
        role: 'admin',
        invitedBy: 'alice',
        invitedAt: new Date(),
        usedBy: null,
      }),
    );
  });

  it('refuses invalid roles', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'users/alice/members/bob'), { role: 'owner' }));
  });
});

describe('invitations', () => {
  const invite = (overrides: Record<string, unknown> = {}) => ({
    email: 'erin@example.com',
    companyUID: 'alice',
    companyName: 'alice Test',
    role: 'editor',
    invitedBy: 'alice',
    invitedAt: new Date(),
    usedBy: null,
    ...overrides,
  });

  it('lets an admin invite, list and revoke', async () => {
    const db = as('alice');
    await assertSucceeds(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite()));
    await assertSucceeds(getDocs(query(collection(db, 'invites'), where('companyUID', '==', 'alice'))));
    await assertSucceeds(deleteDoc(doc(db, 'invites', 'invite-code-erin-00001')));
  });

  it('refuses invitations from editors and outsiders', async () => {
    await assertFails(setDoc(doc(as('bob'), 'invites', 'invite-code-erin-00001'), invite({ invitedBy: 'bob' })));
    await assertFails(
      setDoc(doc(as('mallory'), 'invites', 'invite-code-erin-00001'), invite({ invitedBy: 'mallory' })),
    );
    await assertFails(getDocs(query(collection(as('bob'), 'invites'), where('companyUID', '==', 'alice'))));
  });

  it('refuses bad invitations', async () => {
    const db = as('alice');
    await assertFails(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite({ role: 'owner' })));
    await assertFails(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite({ email: 'Erin@Example.com' })));
    await assertFails(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite({ email: 'not-an-address' })));
    await assertFails(setDoc(doc(db, 'invites', 'short'), invite()));
    await assertFails(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite({ invitedBy: 'bob' })));
    await assertFails(setDoc(doc(db, 'invites', 'invite-code-erin-00001'), invite({ usedBy: 'alice' })));
  });
});
