// The sign-in flows end to end through the store, the sagas and the services, against the
// Auth and Firestore emulators and the real rules.
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { emulatorHosts, firebaseOptions } from '../../services/firebase/config';
import { getFirebaseAuth } from '../../services/firebase/auth';
import { injectFeature } from '../../app/featureRegistry';
import { readCompanyUser, readInvite, readMembership } from '../../services/companyService';
import { companyFeature } from '../company/companySaga';
import { membershipFeature } from '../company/membershipSaga';
import {
  inviteRequested,
  memberRemoveRequested,
  selectCompany,
  selectInvites,
  selectMembers,
} from '../company/companySlice';
import {
  companyFoundRequested,
  forgotPasswordRequested,
  type History,
  joinRequested,
  initialAuthState,
  loginRequested,
  logoutRequested,
  registerRequested,
  resetPasswordRequested,
  sessionWatchStarted,
} from './authSlice';
import { DEFAULT_PROFILE, UserRole } from '../../lib/currentUser';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'secret-123';

function recordingHistory(): History & { pushed: string[] } {
  const pushed: string[] = [];
  return { pushed, push: (to) => pushed.push(to) };
}

type Store = ReturnType<typeof makeStore>;

/** Every store a test made; signed out after it, so no listener of one test outlives it. */
const stores: Store[] = [];
function newStore() {
  const store = makeStore();
  stores.push(store);
  return store;
}

async function settled(store: Store) {
  await vi.waitFor(() => expect(store.getState().auth.loading).toBe(false), { timeout: 15_000 });
}

async function register(store: Store, name: string, email: string) {
  const history = recordingHistory();
  const companyName = `${name} Works`;
  store.dispatch(registerRequested({ user: { name, email, password: PASSWORD, companyName }, history }));
  await settled(store);
  return history;
}

async function login(store: Store, email: string, password = PASSWORD) {
  const history = recordingHistory();
  store.dispatch(loginRequested({ user: { email, password }, history }));
  await settled(store);
  return history;
}

async function logout(store: Store) {
  store.dispatch(logoutRequested());
  const auth = await getFirebaseAuth();
  await vi.waitFor(() => expect(auth.currentUser).toBeNull());
}

async function oobCodeFor(email: string): Promise<string> {
  const url = `http://${emulatorHosts.auth}/emulator/v1/projects/${firebaseOptions.projectId}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').pop();
  if (!code) throw new Error(`no reset code for ${email}`);
  return code.oobCode;
}

beforeAll(() => setLogLevel('silent'));

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(logoutRequested());
  await signOut(await getFirebaseAuth());
});

describe('register', () => {
  it('creates the account, its company record and admin membership, then goes to /app', async () => {
    const store = newStore();
    const email = `founder-${unique()}@example.com`;
    const history = await register(store, 'Ana María López', email);

    const { currentUser, error } = store.getState().auth;
    expect(error).toBeNull();
    expect(currentUser).toMatchObject({ companyUID: currentUser!.uid, isPaid: false, title: 'Ana María López' });
    expect(currentUser!.role).toBe(UserRole.Admin);
    expect(history.pushed).toEqual(['/app']);

    const record = await readCompanyUser(currentUser!.uid);
    expect(record).toMatchObject({
      displayName: 'Ana María López',
      companyEmail: email,
      companyName: 'Ana María López Works',
      companyUID: currentUser!.uid,
      users: [{ id: currentUser!.uid, userType: 'admin', email, firstName: 'Ana', lastName: 'María López' }],
    });
    expect(new Date(record!.users[0].accountCreated).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readMembership(currentUser!.uid, currentUser!.uid)).toMatchObject({ role: 'admin' });
  });

  it('refuses an e-mail address already registered, and stays on the page', async () => {
    const store = newStore();
    const email = `twice-${unique()}@example.com`;
    await register(store, 'First Person', email);
    await logout(store);
    const history = await register(store, 'Second Person', email);
    expect(store.getState().auth.error?.code).toBe('auth/email-already-in-use');
    expect(store.getState().auth.currentUser).toBeNull();
    expect(history.pushed).toEqual([]);
  });
});

describe('login and logout', () => {
  it('signs in, reads the company record and goes to /app', async () => {
    const store = newStore();
    const email = `login-${unique()}@example.com`;
    await register(store, 'Luis Login', email);
    const uid = store.getState().auth.currentUser!.uid;
    await logout(store);
    expect(store.getState().auth.currentUser).toBeNull();

    const history = await login(store, email);
    expect(store.getState().auth.currentUser).toMatchObject({
      uid,
      companyUID: uid,
      isPaid: false,
      title: 'Luis Login',
      role: UserRole.Admin,
      id: 1,
      img: '',
      date: '',
    });
    expect(history.pushed).toEqual(['/app']);
  });

  it('says Wrong Credentials for a wrong password and for an unknown account', async () => {
    const store = newStore();
    const email = `wrong-${unique()}@example.com`;
    await register(store, 'Wanda Wrong', email);
    await logout(store);

    const history = await login(store, email, 'not-the-password');
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(store.getState().auth.error?.code);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(history.pushed).toEqual([]);

    await login(store, `nobody-${unique()}@example.com`);
    expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(store.getState().auth.error?.code);
  });
});

describe('forgot and reset password', () => {
  it('sends the reset e-mail, sets the new password with its code, and signs in with it', async () => {
    const store = newStore();
    const email = `forgot-${unique()}@example.com`;
    await register(store, 'Fran Forgot', email);
    await logout(store);

    store.dispatch(forgotPasswordRequested({ forgotUserMail: email }));
    await settled(store);
    expect(store.getState().auth.forgotUserMail).toBe('success');

    const code = await oobCodeFor(email);
    store.dispatch(resetPasswordRequested({ resetPasswordCode: code, newPassword: 'brand-new-1' }));
    await settled(store);
    expect(store.getState().auth.newPassword).toBe('success');
    expect(store.getState().auth.error).toBeNull();

    await login(store, email, 'brand-new-1');
    expect(store.getState().auth.currentUser).not.toBeNull();
  });

  it('reports a used or bogus reset code', async () => {
    const store = newStore();
    store.dispatch(resetPasswordRequested({ resetPasswordCode: 'bogus-code', newPassword: 'whatever-1' }));
    await settled(store);
    expect(store.getState().auth.error?.code).toBe('auth/invalid-action-code');
    expect(store.getState().auth.newPassword).toBe('');
  });
});

describe('invite and join', () => {
  /** A store running the company features, as the signed-in app does. */
  function appStore() {
    const store = newStore();
    injectFeature(store, membershipFeature);
    injectFeature(store, companyFeature);
    return store;
  }

  const members = (store: Store) => selectMembers(store.getState()).map((m) => [m.name, m.role]);

  async function adminWithInvite(store: Store, inviteeEmail: string, role: 'admin' | 'editor' = 'editor') {
    await register(store, 'Ada Admin', `admin-${unique()}@example.com`);
    const admin = store.getState().auth.currentUser!;
    await vi.waitFor(() => expect(members(store)).toEqual([['Ada Admin', 'admin']]), { timeout: 15_000 });
    store.dispatch(inviteRequested({ email: inviteeEmail, role }));
    await vi.waitFor(() => expect(selectCompany(store.getState()).lastInvite).not.toBeNull());
    // The invitation shows in the live list, and the server confirms it (no longer pending).
    await vi.waitFor(() =>
      expect(selectInvites(store.getState()).map((i) => [i.email, i.pending])).toEqual([[inviteeEmail, false]]),
    );
    return { admin, invite: selectCompany(store.getState()).lastInvite! };
  }

  async function join(store: Store, name: string, email: string, inviteCode: string, password = PASSWORD) {
    const history = recordingHistory();
    store.dispatch(joinRequested({ user: { name, email, password }, inviteCode, history }));
    await settled(store);
    return history;
  }

  it('joins the inviting company with the invited role; the company name and list follow live', async () => {
    const adminStore = appStore();
    const inviteeEmail = `invitee-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, inviteeEmail);
    expect(invite.code).toMatch(/^[A-Z0-9]{20}$/);
    expect(selectCompany(adminStore.getState()).company?.name).toBe('Ada Admin Works');
    await logout(adminStore);

    const store = appStore();
    const history = await join(store, 'Ed Editor', inviteeEmail.toUpperCase(), invite.code);
    const editor = store.getState().auth.currentUser!;
    expect(store.getState().auth.error).toBeNull();
    expect(editor).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor, title: 'Ed Editor' });
    expect(history.pushed).toEqual(['/app']);
    expect(await readMembership(admin.uid, editor.uid)).toMatchObject({ role: 'editor' });
    // The invitation is used up.
    expect((await readInvite(invite.code))?.usedBy).toBe(editor.uid);

    // The editor sees the company and its members live, and no invitations.
    await vi.waitFor(() => expect(selectCompany(store.getState()).company?.name).toBe('Ada Admin Works'));
    await vi.waitFor(() =>
      expect(members(store)).toEqual([
        ['Ada Admin', 'admin'],
        ['Ed Editor', 'editor'],
      ]),
    );
    expect(selectInvites(store.getState())).toEqual([]);

    // An editor's invitation is shown at once, then refused by the server: reported in words.
    store.dispatch(inviteRequested({ email: `other-${unique()}@example.com`, role: 'admin' }));
    await vi.waitFor(() => expect(selectCompany(store.getState()).writeError?.code).toBe('permission-denied'));

    // Signing in again keeps the company and role.
    await logout(store);
    await login(store, inviteeEmail);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor });
  });

  it("refuses someone else's invitation and leaves no account behind", async () => {
    const adminStore = appStore();
    const { invite } = await adminWithInvite(adminStore, `intended-${unique()}@example.com`);
    await logout(adminStore);

    const store = newStore();
    const intruder = `intruder-${unique()}@example.com`;
    await join(store, 'Ivan Intruder', intruder, invite.code);
    expect(store.getState().auth.error?.code).toBe('invite/not-found');
    expect(store.getState().auth.currentUser).toBeNull();
    // The account was removed, so the address can register on its own.
    await register(store, 'Ivan Intruder', intruder);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser?.companyUID).toBe(store.getState().auth.currentUser?.uid);
  });

  it('lets an account without a company join with its password, or found one', async () => {
    const email = `lone-${unique()}@example.com`;
    const auth = await getFirebaseAuth();
    await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await signOut(auth);

    // Signing in does not found a company silently: it asks.
    const store = appStore();
    const history = await login(store, email);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(store.getState().auth.pendingAccount?.email).toBe(email);
    expect(history.pushed).toEqual(['/user/setup']);
    expect(await readCompanyUser(auth.currentUser!.uid)).toBeNull();

    // Founding one names it.
    const found = recordingHistory();
    store.dispatch(companyFoundRequested({ companyName: 'Lone Pumps', history: found }));
    await settled(store);
    const user = store.getState().auth.currentUser!;
    expect(user).toMatchObject({ companyUID: user.uid, role: UserRole.Admin });
    expect(found.pushed).toEqual(['/app']);
    expect(await readCompanyUser(user.uid)).toMatchObject({ companyName: 'Lone Pumps' });
  });

  it('joins with an existing account that has no company yet', async () => {
    const adminStore = appStore();
    const email = `waiting-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, email, 'admin');
    await logout(adminStore);
    const auth = await getFirebaseAuth();
    await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await signOut(auth);

    const store = appStore();
    await join(store, 'Wes Waiting', email, invite.code);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Admin });
  });

  it('returns to the page asked for before signing in', async () => {
    const store = newStore();
    const email = `deep-${unique()}@example.com`;
    await register(store, 'Dee Deep', email);
    await logout(store);
    const history = recordingHistory();
    store.dispatch(
      loginRequested({ user: { email, password: PASSWORD }, history, redirectTo: '/app/company/members' }),
    );
    await settled(store);
    expect(history.pushed).toEqual(['/app/company/members']);
  });

  it('removes a member: gone from the live list, and refused at the next sign-in', async () => {
    const adminStore = appStore();
    const memberEmail = `leaver-${unique()}@example.com`;
    const { invite } = await adminWithInvite(adminStore, memberEmail);
    const adminEmail = await readCompanyUser(adminStore.getState().auth.currentUser!.uid).then((r) => r!.companyEmail);
    await logout(adminStore);

    const memberStore = newStore();
    await join(memberStore, 'Leo Leaver', memberEmail, invite.code);
    const memberUid = memberStore.getState().auth.currentUser!.uid;
    await logout(memberStore);

    await login(adminStore, adminEmail);
    await vi.waitFor(() => expect(members(adminStore)).toHaveLength(2), { timeout: 15_000 });
    adminStore.dispatch(memberRemoveRequested({ uid: memberUid }));
    await vi.waitFor(() => expect(members(adminStore)).toEqual([['Ada Admin', 'admin']]));
    await vi.waitFor(async () =>
      expect(
        (await readCompanyUser(adminStore.getState().auth.currentUser!.uid))!.users.map((u) => u.id),
      ).not.toContain(memberUid),
    );
    await logout(adminStore);

    await login(memberStore, memberEmail);
    expect(memberStore.getState().auth.error?.code).toBe('company/not-a-member');
    expect(memberStore.getState().auth.currentUser).toBeNull();
    expect((await getFirebaseAuth()).currentUser).toBeNull();
  });
});

describe('session watch', () => {
  it('ends a stored session that Firebase does not have', async () => {
    const stale = { uid: 'gone-user', companyUID: 'gone-user', isPaid: false, title: 'Gone', ...DEFAULT_PROFILE };
    const store = makeStore({ auth: initialAuthState(stale) });
    store.dispatch(sessionWatchStarted());
    await vi.waitFor(() => expect(store.getState().auth.currentUser).toBeNull());
  });

  it('keeps the session of the signed-in user', async () => {
    const store = newStore();
    await register(store, 'Kim Keep', `keep-${unique()}@example.com`);
    store.dispatch(sessionWatchStarted());
    await new Promise((r) => setTimeout(r, 300));
    expect(store.getState().auth.currentUser?.title).toBe('Kim Keep');
  });
});
