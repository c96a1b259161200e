// The company user record service against the emulators: the real SDK, the real rules.
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getFirebaseAuth } from './firebase/auth';
import { foundCompany, readCompanyUser, splitName } from './companyService';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function signUp(email: string) {
  const auth = await getFirebaseAuth();
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secret-123');
  return user.uid;
}

beforeAll(() => setLogLevel('silent'));

afterEach(async () => signOut(await getFirebaseAuth()));

describe('company user record (users/{uid})', () => {
  it('splits a full name at the first space', () => {
    expect(splitName('Ana María López')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(splitName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('founds a company: an admin record read back with converted dates', async () => {
    const email = `admin-${unique()}@example.com`;
    const uid = await signUp(email);
    const now = new Date('2026-11-23T08:00:00.000Z');
    await foundCompany({ uid, displayName: 'Ana María López', email, now, companyName: 'Northfield Mill' });

    const read = await readCompanyUser(uid);
    expect(read).toEqual({
      displayName: 'Ana María López',
      companyEmail: email,
      companyName: 'Northfield Mill',
      users: [
        {
          id: uid,
          userType: 'admin',
          email,
          firstName: 'Ana',
          lastName: 'María López',
          accountCreated: '2026-11-23T08:00:00.000Z',
        },
      ],
      companyUID: uid,
      // The plan's counters: the founder, no site or plant yet; parts count from the first.
      memberCount: 1,
      siteCount: 0,
      plantCount: 0,
      partCount: 0,
    });
  });

  it('reads a missing record as null', async () => {
    const uid = await signUp(`new-${unique()}@example.com`);
    await expect(readCompanyUser(uid)).resolves.toBeNull();
  });

  it("cannot read another company's record", async () => {
    const ownerEmail = `owner-${unique()}@example.com`;
    const owner = await signUp(ownerEmail);
    await foundCompany({
      uid: owner,
      displayName: 'Owner',
      email: ownerEmail,
      now: new Date(),
      companyName: 'Owner Ltd',
    });
    await signOut(await getFirebaseAuth());
    await signUp(`intruder-${unique()}@example.com`);
    await expect(readCompanyUser(owner)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
