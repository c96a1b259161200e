// Every field of every write path against bad values (docs/design.md §3): a wrong type, an
// oversize or otherwise wrong value, a missing key, and extra keys, each refused; and the valid
// write accepted, so each case can fail both ways. The actors and the world are in ./fixture.ts.
import { deleteDoc, doc, increment, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  admin,
  CAROL_CODE,
  emailOf,
  entry,
  expectRule,
  foundWrites,
  joinWrites,
  newInvite,
  removeWrites,
  FUTURE,
  LONG_AGO,
  PAST,
  signedIn,
  setUpRulesEnvironment,
  ZED_CODE,
} from './fixture';
import { describeWritePaths, labeller, MISSING, type WritePath } from './fieldCases';

setUpRulesEnvironment('fields.rules.test.ts');

const LONG_NAME = 'x'.repeat(201);
const LONG_EMAIL = `${'x'.repeat(309)}@example.com`; // 321 characters
const carol = { uid: 'carol', email: emailOf('carol') };
const erin = { uid: 'erin', email: emailOf('erin') };

// The company record's counters: the steps a modified client might try.
const UP_TWO = increment(2);
const UP_NONE = increment(0);
const DOWN_ONE = increment(-1);
const DOWN_TWO = increment(-2);
const UP_ONE = increment(1);

const label = labeller([
  [PAST, 'a client time'],
  [FUTURE, 'a time a day ahead'],
  [LONG_AGO, 'a device time in 2001'],
  [UP_TWO, 'increment(2)'],
  [UP_NONE, 'increment(0)'],
  [DOWN_ONE, 'increment(-1)'],
  [DOWN_TWO, 'increment(-2)'],
  [UP_ONE, 'increment(1)'],
]);

const PATHS: Record<string, WritePath> = {
  'founding: the record users/{uid}': {
    write: (record) => foundWrites(signedIn('erin'), erin, { record }),
    fields: {
      displayName: [42, '', LONG_NAME, MISSING],
      companyEmail: [42, emailOf('frank'), 'ERIN@EXAMPLE.COM', LONG_EMAIL, MISSING],
      companyName: [42, '', LONG_NAME, MISSING],
      users: ['everyone', [], [entry('erin', 'admin'), entry('frank', 'admin')], MISSING],
      companyUID: [42, 'alice', MISSING],
      memberCount: [0, 2, '1', MISSING],
      siteCount: [1, -1, '0', MISSING],
      plantCount: [1, 0.5, MISSING],
    },
    extra: { paid: true, inviteCode: CAROL_CODE, role: 'admin', counted: { site: 'x' } },
  },
  "founding: the founder's entry in users[]": {
    write: (change) => foundWrites(signedIn('erin'), erin, { entry: change }),
    fields: {
      id: [42, 'frank', MISSING],
      userType: [7, 'editor', 'owner', MISSING],
      email: [42, emailOf('frank'), LONG_EMAIL, MISSING],
      firstName: [42, LONG_NAME, MISSING],
      lastName: [42, LONG_NAME, MISSING],
      accountCreated: ['2026-01-01T00:00:00Z', 42, MISSING],
    },
    extra: { inviteCode: CAROL_CODE, paid: true, note: 'x' },
  },
  'founding: the membership users/{uid}/members/{uid}': {
    write: (member) => foundWrites(signedIn('erin'), erin, { member }),
    fields: {
      role: [1, 'editor', 'owner', MISSING],
      email: [42, emailOf('frank'), LONG_EMAIL, MISSING],
      displayName: [42, '', LONG_NAME, MISSING],
      joinedAt: [PAST, '2026-01-01T00:00:00Z', MISSING],
    },
    extra: { inviteCode: CAROL_CODE, paid: true, note: 'x' },
  },
  'joining: the record users/{uid}': {
    write: (record) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { record }),
    fields: {
      displayName: [42, '', LONG_NAME, MISSING],
      companyEmail: [42, emailOf('carol'), LONG_EMAIL, MISSING],
      users: ['everyone', [], [entry('carol', 'editor', { inviteCode: CAROL_CODE }), entry('frank', 'admin')], MISSING],
      companyUID: [42, 'zed', 'carol', MISSING],
      inviteCode: [42, ZED_CODE, MISSING],
    },
    extra: { paid: true, companyName: 'Alice Works', role: 'admin' },
  },
  "joining: the invitee's entry in the record's users[]": {
    write: (change) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { entry: change }),
    fields: {
      id: [42, 'frank', MISSING],
      userType: [7, 'admin', 'owner', MISSING],
      email: [42, emailOf('alice'), LONG_EMAIL, MISSING],
      firstName: [42, LONG_NAME, MISSING],
      lastName: [42, LONG_NAME, MISSING],
      accountCreated: ['2026-01-01T00:00:00Z', 42, MISSING],
      inviteCode: [42, ZED_CODE, MISSING],
    },
    extra: { paid: true, note: 'x' },
  },
  "joining: the entry appended to the company's users[]": {
    write: (append) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { append }),
    fields: {
      id: [42, 'frank', MISSING],
      userType: [7, 'admin', 'owner', MISSING],
      email: [42, emailOf('alice'), LONG_EMAIL, MISSING],
      firstName: [42, LONG_NAME, MISSING],
      lastName: [42, LONG_NAME, MISSING],
      accountCreated: ['2026-01-01T00:00:00Z', 42, MISSING],
      inviteCode: [42, ZED_CODE, MISSING],
    },
    extra: { paid: true, note: 'x' },
  },
  'joining: the membership users/{company}/members/{uid}': {
    write: (member) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { member }),
    fields: {
      role: [1, 'admin', 'owner', MISSING],
      email: [42, emailOf('alice'), LONG_EMAIL, MISSING],
      displayName: [42, '', LONG_NAME, MISSING],
      joinedAt: [PAST, '2026-01-01T00:00:00Z', MISSING],
      inviteCode: [42, ZED_CODE, MISSING],
    },
    extra: { paid: true, companyUID: 'alice', note: 'x' },
  },
  "joining: the company record's member list and count": {
    write: (counter) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { counter }),
    fields: { memberCount: [5, 3, '4', UP_TWO, UP_NONE, DOWN_ONE, MISSING] },
    extra: { paid: false, siteCount: UP_ONE, counted: { member: 'carol' } },
  },
  'joining: marking the invitation used': {
    write: (invite) => joinWrites(signedIn('carol'), carol, CAROL_CODE, { invite }),
    fields: {
      usedBy: [42, 'frank', null, MISSING],
      usedAt: [PAST, '2026-01-01T00:00:00Z', 42, MISSING],
    },
    extra: { role: 'admin', email: emailOf('frank'), companyUID: 'zed' },
  },
  'invitation: create invites/{code}': {
    write: (change) => setDoc(doc(signedIn('dan'), 'invites', 'ERININVITE2345678901'), change(newInvite('dan'))),
    fields: {
      email: [42, 'Erin@Example.com', 'not-an-address', LONG_EMAIL, MISSING],
      companyUID: [42, 'zed', MISSING],
      companyName: [42, '', LONG_NAME, MISSING],
      companyEmail: [42, LONG_EMAIL, MISSING],
      role: [1, 'owner', MISSING],
      invitedBy: [42, 'alice', MISSING],
      invitedAt: [FUTURE, LONG_AGO, '2026-01-01T00:00:00Z', MISSING],
      usedBy: [42, 'carol', MISSING],
    },
    extra: { usedAt: serverTimestamp(), paid: true, note: 'x' },
  },
  'membership: an admin changes a role': {
    write: (change) => updateDoc(doc(signedIn('dan'), 'users/alice/members/bob'), change({ role: 'admin' })),
    fields: { role: [1, 'owner', '', null] },
    extra: { email: emailOf('alice'), displayName: 'Not Bob', joinedAt: serverTimestamp() },
  },
  'record: the owner renames themselves': {
    write: (change) => updateDoc(doc(signedIn('alice'), 'users/alice'), change({ displayName: 'Alice A.' })),
    fields: { displayName: [42, '', LONG_NAME, null] },
    extra: { paid: false, companyEmail: emailOf('frank'), companyUID: 'frank', memberCount: 10 },
  },
  'record: an admin renames the company': {
    write: (change) => updateDoc(doc(signedIn('dan'), 'users/alice'), change({ companyName: 'Dan Works' })),
    fields: { companyName: [42, '', LONG_NAME, null] },
    extra: { paid: false, displayName: 'Not Alice', inviteCode: CAROL_CODE, siteCount: 1, plantCount: UP_ONE },
  },
  'record: an admin keeps the member list': {
    write: (change) =>
      updateDoc(
        doc(signedIn('dan'), 'users/alice'),
        change({ users: [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'admin')] }),
      ),
    fields: {
      users: [
        'everyone',
        42,
        [entry('alice', 'admin'), entry('dan', 'admin'), entry('bob', 'admin'), entry('frank', 'admin')],
        null,
      ],
    },
    extra: { paid: false, companyUID: 'dan', note: 'x' },
  },
  'record: an admin removes a member (list, count and whom)': {
    write: (record) =>
      removeWrites(signedIn('dan'), 'bob', [entry('alice', 'admin'), entry('dan', 'admin')], { record }),
    fields: {
      memberCount: [DOWN_TWO, UP_ONE, 3, '2', MISSING],
      counted: [{ member: 'dan' }, { member: 'bob', site: 'north' }, 'bob', { site: 'bob' }, MISSING],
    },
    extra: { paid: false, siteCount: UP_ONE, plantCount: 7 },
  },
};

describeWritePaths(PATHS, label);

describe('invitation codes (the document id)', () => {
  const create = (db: Firestore, code: string) => setDoc(doc(db, 'invites', code), newInvite('dan'));
  for (const code of ['SHORT2345', 'HAS SPACES 234567890', 'X'.repeat(65), 'UNDER_SCORE_234567890']) {
    it(`refuses ${label(code)}`, async () => {
      await expectRule(false, create(signedIn('dan'), code));
    });
  }
  it('accepts 16 to 64 letters, digits and dashes', async () => {
    await expectRule(true, create(signedIn('dan'), 'abcd-EFGH-2345-67'));
    await expectRule(true, create(signedIn('dan'), 'X'.repeat(64)));
  });
});

describe('e-mail addresses over 320 characters', () => {
  it("are refused even when they are the token's own", async () => {
    await expectRule(false, foundWrites(signedIn('long', LONG_EMAIL), { uid: 'long', email: LONG_EMAIL }));
    const ok = `${'x'.repeat(308)}@example.com`; // 320 characters
    await expectRule(true, foundWrites(signedIn('long', ok), { uid: 'long', email: ok }));
  });

  it('are refused in an invitation, and 320 accepted', async () => {
    const db = signedIn('dan');
    await expectRule(
      false,
      setDoc(doc(db, 'invites', 'ERININVITE2345678901'), newInvite('dan', { email: LONG_EMAIL })),
    );
    const ok = `${'x'.repeat(308)}@example.com`;
    await expectRule(true, setDoc(doc(db, 'invites', 'ERININVITE2345678901'), newInvite('dan', { email: ok })));
    await admin((adminDb) => deleteDoc(doc(adminDb, 'invites', 'ERININVITE2345678901')));
  });
});
