// The Firestore rules are part of the product: each allowed and each refused case is tested
// against the emulator (run with `npm run test:emulator`).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

const record = (uid: string) => ({
  displayName: 'Ana López',
  companyEmail: `${uid}@example.com`,
  users: [{ id: uid, userType: 'admin', email: `${uid}@example.com`, firstName: 'Ana', lastName: 'López' }],
});

beforeAll(async () => {
  setLogLevel('silent'); // refusals are expected here; the assertions report them
  env = await initializeTestEnvironment({
    projectId: 'demo-torque-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(() => env.cleanup());

beforeEach(() => env.clearFirestore());

async function seedRecord(uid: string, data: Record<string, unknown> = record(uid)) {
  await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'users', uid), data));
}

describe('deny by default', () => {
  it('refuses a visitor who is not signed in, anywhere', async () => {
    await seedRecord('alice');
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'users', 'alice')));
    await assertFails(setDoc(doc(db, 'users', 'mallory'), record('mallory')));
  });

  it('refuses paths no feature has opened', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'anything', 'x')));
    await assertFails(setDoc(doc(db, 'anything', 'x'), { a: 1 }));
  });
});

describe('users/{uid}: the company user record', () => {
  it('lets the owner create, read and update their own record', async () => {
    const db = env.authenticatedContext('alice').firestore();
    const ref = doc(db, 'users', 'alice');
    await assertSucceeds(setDoc(ref, record('alice')));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(updateDoc(ref, { displayName: 'Ana María López' }));
  });

  it("keeps one company's record from another user", async () => {
    await seedRecord('alice');
    const db = env.authenticatedContext('bob').firestore();
    await assertFails(getDoc(doc(db, 'users', 'alice')));
    await assertFails(updateDoc(doc(db, 'users', 'alice'), { displayName: 'Bob' }));
    await assertFails(setDoc(doc(db, 'users', 'alice'), record('bob')));
    await assertFails(deleteDoc(doc(db, 'users', 'alice')));
  });

  it('refuses a record that sets the paid plan', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'users', 'alice'), { ...record('alice'), paid: true }));
  });

  it('refuses joining another company by naming it as companyUID', async () => {
    const db = env.authenticatedContext('mallory').firestore();
    await assertFails(setDoc(doc(db, 'users', 'mallory'), { ...record('mallory'), companyUID: 'alice' }));
    await assertSucceeds(setDoc(doc(db, 'users', 'mallory'), { ...record('mallory'), companyUID: 'mallory' }));
  });

  it('refuses changing paid or companyUID later', async () => {
    await seedRecord('alice', { ...record('alice'), companyUID: 'alice', paid: false });
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(updateDoc(doc(db, 'users', 'alice'), { paid: true }));
    await assertFails(updateDoc(doc(db, 'users', 'alice'), { companyUID: 'bob' }));
  });

  it('refuses unknown fields and wrong types on create', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'users', 'alice'), { ...record('alice'), role: 'owner' }));
    await assertFails(setDoc(doc(db, 'users', 'alice'), { ...record('alice'), users: 'everyone' }));
  });
});
