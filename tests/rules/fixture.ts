// Shared set-up for the Firestore rules suites (tests/rules/*.rules.test.ts): one emulator test
// environment per file, a seeded world of two companies, the six actors of the rules matrix,
// and a counter of asserted cells (printed by each file).
//
// The world, as every test starts in it:
//   company "alice"  alice (owner, admin), dan (admin, not the owner), bob (editor);
//                    an open invitation CAROL for carol@example.com as editor, made by dan.
//   company "zed"    zed (owner, admin), olga (editor); an open invitation ZED for xavier.
//   nobody           carol, erin (signed in, no company yet).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emulatorSnapshot, type EmulatorSnapshot } from './snapshot';

export const ACTORS = ['anonymous', 'outsiderEditor', 'outsiderAdmin', 'editor', 'admin', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

/** Each actor's uid; the anonymous visitor is given one only to build paths with. */
export const UID: Record<Actor, string> = {
  anonymous: 'anon',
  outsiderEditor: 'olga',
  outsiderAdmin: 'zed',
  editor: 'bob',
  admin: 'dan',
  owner: 'alice',
};

export const COMPANY = 'alice';
export const OTHER_COMPANY = 'zed';
/** Invitation codes as the client makes them: 20 characters from [A-Z2-9]. */
export const CAROL_CODE = 'CAROLINVITE234567890';
export const ZED_CODE = 'ZEDINVITEXAVIER23456';

export const emailOf = (uid: string) => `${uid}@example.com`;
export const PAST = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
/** A device clock a day ahead: refused where the device may stamp a time. */
export const FUTURE = Timestamp.fromDate(new Date(Date.now() + 86_400_000));
/** A device clock set back, or a write held offline too long: older than a device may stay offline. */
export const LONG_AGO = Timestamp.fromDate(new Date('2001-01-01T00:00:00Z'));
export const DAYS_AGO = (days: number) => Timestamp.fromDate(new Date(Date.now() - days * 86_400_000));

export interface Me {
  uid: string;
  email: string;
}

/** An entry of a company's member list (docs/product.md §3). */
export const entry = (uid: string, userType: string, extra: Record<string, unknown> = {}) => ({
  id: uid,
  userType,
  email: emailOf(uid),
  firstName: uid,
  lastName: 'Test',
  accountCreated: PAST,
  ...extra,
});

export const membership = (uid: string, role: string, extra: Record<string, unknown> = {}) => ({
  role,
  email: emailOf(uid),
  displayName: `${uid} Test`,
  joinedAt: PAST,
  ...extra,
});

/** A valid invitation as an admin writes it (invitedAt: the device's time, possibly offline). */
export const newInvite = (by: string, overrides: Record<string, unknown> = {}) => ({
  email: 'erin@example.com',
  companyUID: COMPANY,
  companyName: 'Alice Works',
  companyEmail: emailOf(COMPANY),
  role: 'editor',
  invitedBy: by,
  invitedAt: Timestamp.now(),
  usedBy: null,
  ...overrides,
});

let env: RulesTestEnvironment;
let cells = 0;
/** One Firestore per signed-in identity for the file's life: a new app per cell costs a connection. */
let contexts = new Map<string, Firestore>();

/**
 * Starts the environment for this file, seeds the world once and gives every test that world as
 * seeded, and prints the cell count. `seedMore` adds to the world after the common seed (e.g. the
 * asset register, ./assetFixture.ts).
 *
 * The world is seeded once per file: on fireemu, the seeded state is kept as a named snapshot and
 * put back before each later test (a few milliseconds, whatever the test wrote); on an emulator
 * without snapshots (the official one) it is cleared and seeded again before each test instead.
 */
export function setUpRulesEnvironment(file: string, seedMore?: () => Promise<void>) {
  let snapshot: EmulatorSnapshot | null = null;
  let fresh = false;
  const seedAll = async () => {
    await seed();
    await seedMore?.();
  };
  beforeAll(async () => {
    setLogLevel('silent'); // refusals are expected here; the assertions report them
    contexts = new Map();
    cells = 0; // the files share this module (the rules project runs them in one context)
    env = await initializeTestEnvironment({
      projectId: 'demo-torque-rules', // its rules are loaded once for the run (./globalSetup.ts)
    });
    await env.clearFirestore();
    await seedAll();
    snapshot = await emulatorSnapshot('rules-seed');
    fresh = true;
  });
  afterAll(async () => {
    console.log(`${file}: ${cells} cells asserted`);
    await env.cleanup();
  });
  beforeEach(async () => {
    if (fresh) {
      fresh = false;
      return;
    }
    if (snapshot) {
      await snapshot.restore();
      // The restore closes the streams opened before it (fireemu: "streams opened before the reset
      // are closed"); a kept context that has not noticed yet would send the next query down a
      // dead one. Each reopens its streams on its next request.
      await Promise.all(
        [...contexts.values()].map(async (db) => {
          await disableNetwork(db);
          await enableNetwork(db);
        }),
      );
    } else {
      await env.clearFirestore();
      await seedAll();
    }
  });
}

/** Writes with the rules off (set-up and changes a test needs before it acts). */
export function admin(write: (db: Firestore) => Promise<unknown>) {
  return env.withSecurityRulesDisabled(async (ctx) => {
    await write(ctx.firestore() as unknown as Firestore);
  });
}

// The testing library hands out the compat type; the modular functions take it as it is.
/** Signed in as `uid` with a confirmed address, or (`verified` false) one not confirmed yet. */
/** A document's data as stored, read past the rules (undefined when there is none). */
export async function readAsAdmin(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

export function signedIn(uid: string, email = emailOf(uid), verified = true): Firestore {
  const key = `${uid}\n${email}\n${verified}`;
  let db = contexts.get(key);
  if (!db) {
    db = env.authenticatedContext(uid, { email, email_verified: verified }).firestore() as unknown as Firestore;
    contexts.set(key, db);
  }
  return db;
}

/** A visitor of the request portal: signed in anonymously (Firebase Anonymous Auth) as `uid`. */
export function visitor(uid: string): Firestore {
  const key = `anonymous\n${uid}`;
  let db = contexts.get(key);
  if (!db) {
    db = env
      .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
      .firestore() as unknown as Firestore;
    contexts.set(key, db);
  }
  return db;
}

export function dbOf(actor: Actor): Firestore {
  if (actor !== 'anonymous') return signedIn(UID[actor]);
  let db = contexts.get('');
  if (!db) {
    db = env.unauthenticatedContext().firestore() as unknown as Firestore;
    contexts.set('', db);
  }
  return db;
}

export function meOf(actor: Actor): Me {
  return { uid: UID[actor], email: emailOf(UID[actor]) };
}

/** Asserts that `request` is allowed (true) or refused (false), and counts the cell. */
export async function expectRule(allowed: boolean, request: Promise<unknown>) {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
  cells++;
}

async function seed() {
  await admin(async (db) => {
    const writes: [string, Record<string, unknown>][] = [
      [
        'users/alice',
        {
          displayName: 'alice Test',
          companyEmail: emailOf('alice'),
          companyName: 'Alice Works',
          users: [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'editor')],
          companyUID: 'alice',
          paid: true,
          // The counters: alice, dan, bob; seedAssets adds its sites and plants.
          memberCount: 3,
          siteCount: 0,
          plantCount: 0,
        },
      ],
      ['users/alice/members/alice', membership('alice', 'admin')],
      ['users/alice/members/dan', membership('dan', 'admin', { inviteCode: 'DANINVITE23456789012' })],
      ['users/alice/members/bob', membership('bob', 'editor', { inviteCode: 'BOBINVITE23456789012' })],
      ...['dan', 'bob'].map((uid): [string, Record<string, unknown>] => [
        `users/${uid}`,
        {
          displayName: `${uid} Test`,
          companyEmail: emailOf('alice'),
          users: [entry(uid, uid === 'dan' ? 'admin' : 'editor')],
          companyUID: 'alice',
          inviteCode: `${uid.toUpperCase()}INVITE23456789012`,
        },
      ]),
      [`invites/${CAROL_CODE}`, { ...newInvite('dan', { email: emailOf('carol') }), invitedAt: PAST }],
      [
        'users/zed',
        {
          displayName: 'zed Test',
          companyEmail: emailOf('zed'),
          companyName: 'Zed Corp',
          users: [entry('zed', 'admin'), entry('olga', 'editor')],
          companyUID: 'zed',
          paid: false,
          memberCount: 2,
          siteCount: 0,
          plantCount: 0,
        },
      ],
      ['users/zed/members/zed', membership('zed', 'admin')],
      ['users/zed/members/olga', membership('olga', 'editor', { inviteCode: 'OLGAINVITE2345678901' })],
      [
        'users/olga',
        {
          displayName: 'olga Test',
          companyEmail: emailOf('zed'),
          users: [entry('olga', 'editor')],
          companyUID: 'zed',
          inviteCode: 'OLGAINVITE2345678901',
        },
      ],
      [
        `invites/${ZED_CODE}`,
        {
          ...newInvite('zed', { email: 'xavier@example.com', companyUID: 'zed', companyName: 'Zed Corp' }),
          companyEmail: emailOf('zed'),
          invitedAt: PAST,
        },
      ],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

// ---- The client's batches (the data-model contract) ----------------------------

type Doc = Record<string, unknown>;
type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

/** A copy of `data` without `key`. */
export const without = (data: Doc, key: string): Doc =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/** Founding a company: the user's record and their membership as its admin, in one batch. */
export function foundWrites(db: Firestore, me: Me, change: { record?: Change; member?: Change; entry?: Change } = {}) {
  const { record = same, member = same, entry: ownEntry = same } = change;
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'users', me.uid),
    record({
      displayName: `${me.uid} Test`,
      companyEmail: me.email,
      companyName: `${me.uid} Works`,
      users: [ownEntry({ ...entry(me.uid, 'admin'), email: me.email })],
      companyUID: me.uid,
      memberCount: 1,
      siteCount: 0,
      plantCount: 0,
    }),
  );
  batch.set(
    doc(db, 'users', me.uid, 'members', me.uid),
    member({ role: 'admin', email: me.email, displayName: `${me.uid} Test`, joinedAt: serverTimestamp() }),
  );
  return batch.commit();
}

/**
 * Joining on an invitation, in one batch: the user's record names the company, the membership
 * gets the invitation's role, the company's member list gains the user's entry, and the
 * invitation is marked used. `skip` leaves one of the four writes out.
 */
export function joinWrites(
  db: Firestore,
  me: Me,
  code = CAROL_CODE,
  change: {
    company?: string;
    role?: string;
    record?: Change;
    member?: Change;
    entry?: Change;
    /** Changes only the entry appended to the company's member list. */
    append?: Change;
    /** Changes the company record's update (its member list and its member count). */
    counter?: Change;
    invite?: Change;
    skip?: 'record' | 'member' | 'entry' | 'invite';
  } = {},
) {
  const { company = COMPANY, role = 'editor', record = same, member = same, entry: ownEntry = same } = change;
  const mine = ownEntry({ ...entry(me.uid, role), email: me.email, inviteCode: code });
  const batch = writeBatch(db);
  if (change.skip !== 'record') {
    batch.set(
      doc(db, 'users', me.uid),
      record({
        displayName: `${me.uid} Test`,
        companyEmail: emailOf(company),
        users: [mine],
        companyUID: company,
        inviteCode: code,
      }),
    );
  }
  if (change.skip !== 'member') {
    batch.set(
      doc(db, 'users', company, 'members', me.uid),
      member({ role, email: me.email, displayName: `${me.uid} Test`, joinedAt: serverTimestamp(), inviteCode: code }),
    );
  }
  if (change.skip !== 'entry') {
    batch.update(
      doc(db, 'users', company),
      (change.counter ?? same)({ users: arrayUnion((change.append ?? same)(mine)), memberCount: increment(1) }),
    );
  }
  if (change.skip !== 'invite') {
    batch.update(doc(db, 'invites', code), (change.invite ?? same)({ usedBy: me.uid, usedAt: serverTimestamp() }));
  }
  return batch.commit();
}

/**
 * An admin removes a member as the client does: the membership deleted and the
 * company's member list without them, one fewer on the count, naming whom. `record` changes the
 * record's update; `skipMember` leaves the deletion out.
 */
export function removeWrites(
  db: Firestore,
  uid: string,
  users: Doc[],
  change: { company?: string; record?: Change; skipMember?: boolean } = {},
) {
  const { company = COMPANY, record = same } = change;
  const batch = writeBatch(db);
  if (!change.skipMember) batch.update(doc(db, 'users', company, 'members', uid), { removed: true });
  batch.update(doc(db, 'users', company), record({ users, memberCount: increment(-1), counted: { member: uid } }));
  return batch.commit();
}
