// The sign-in flows end to end through the store, the sagas and the services, against the
// Auth and Firestore emulators and the real rules.
import { signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { emulatorHosts, firebaseOptions } from '../../services/firebase/config';
import { getFirebaseAuth } from '../../services/firebase/auth';
import { type Invite, readCompanyUser, readInvite, readMembership } from '../company/companyService';
import '../company/companySaga';
import { inviteRequested, loadRequested, memberRemoveRequested, selectCompany } from '../company/companySlice';
import {
  forgotPasswordRequested,
  type History,
  initialAuthState,
  loginRequested,
  logoutRequested,
  registerRequested,
  resetPasswordRequested,
  sessionWatchStarted,
} from './authSlice';
import type * as AuthService from './authService';
import { DEFAULT_PROFILE, UserRole } from './currentUser';

// The real watchAuthState, recording each auth state it has handed to the session watch.
const delivered = vi.hoisted(() => [] as ({ uid: string } | null)[]);
vi.mock('./authService', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthService>();
  return {
    ...actual,
    watchAuthState: (callback: Parameters<typeof actual.watchAuthState>[0]) =>
      actual.watchAuthState((user) => {
        callback(user);
        delivered.push(user);
      }),
  };
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'secret-123';

function recordingHistory(): History & { pushed: string[] } {
  const pushed: string[] = [];
  return { pushed, push: (to) => pushed.push(to) };
}

type Store = ReturnType<typeof makeStore>;

async function settled(store: Store) {
  await vi.waitFor(() => expect(store.getState().auth.loading).toBe(false), { timeout: 15_000 });
}

async function register(store: Store, name: string, email: string, inviteCode = '') {
  const history = recordingHistory();
  store.dispatch(registerRequested({ user: { name, email, password: PASSWORD, inviteCode }, history }));
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

afterEach(async () => signOut(await getFirebaseAuth()));

describe('register', () => {
  it('creates the account, its company record and admin membership, then goes to /app', async () => {
    const store = makeStore();
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
      companyUID: currentUser!.uid,
      users: [{ id: currentUser!.uid, userType: 'admin', email, firstName: 'Ana', lastName: 'María López' }],
    });
    expect(new Date(record!.users[0].accountCreated).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readMembership(currentUser!.uid, currentUser!.uid)).toMatchObject({ role: 'admin' });
  });

  it('refuses an e-mail address already registered, and stays on the page', async () => {
    const store = makeStore();
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
    const store = makeStore();
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
    const store = makeStore();
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
    const store = makeStore();
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
    const store = makeStore();
    store.dispatch(resetPasswordRequested({ resetPasswordCode: 'bogus-code', newPassword: 'whatever-1' }));
    await settled(store);
    expect(store.getState().auth.error?.code).toBe('auth/invalid-action-code');
    expect(store.getState().auth.newPassword).toBe('');
  });
});

describe('invite and join', () => {
  async function adminWithInvite(store: Store, inviteeEmail: string, role: 'admin' | 'editor' = 'editor') {
    await register(store, 'Ada Admin', `admin-${unique()}@example.com`);
    const admin = store.getState().auth.currentUser!;
    store.dispatch(loadRequested());
    await vi.waitFor(() => expect(selectCompany(store.getState()).status).toBe('ready'));
    store.dispatch(inviteRequested({ email: inviteeEmail, role }));
    await vi.waitFor(() => expect(selectCompany(store.getState()).lastInvite).not.toBeNull());
    return { admin, invite: selectCompany(store.getState()).lastInvite! };
  }

  it('joins the inviting company with the invited role instead of founding one', async () => {
    const adminStore = makeStore();
    const inviteeEmail = `invitee-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, inviteeEmail);
    expect(invite.code).toMatch(/^[A-Z0-9]{20}$/);
    await logout(adminStore);

    const store = makeStore();
    const history = await register(store, 'Ed Editor', inviteeEmail.toUpperCase(), invite.code);
    const editor = store.getState().auth.currentUser!;
    expect(store.getState().auth.error).toBeNull();
    expect(editor).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor, title: 'Ed Editor' });
    expect(history.pushed).toEqual(['/app']);
    expect(await readMembership(admin.uid, editor.uid)).toMatchObject({ role: 'editor' });
    // The invitation is used up.
    expect((await readInvite(invite.code))?.usedBy).toBe(editor.uid);

    // The editor sees the member list, and cannot invite.
    store.dispatch(loadRequested());
    await vi.waitFor(() => expect(selectCompany(store.getState()).status).toBe('ready'));
    expect(selectCompany(store.getState()).members.map((m) => [m.name, m.role])).toEqual([
      ['Ada Admin', 'admin'],
      ['Ed Editor', 'editor'],
    ]);
    expect(selectCompany(store.getState()).invites).toEqual([]);
    store.dispatch(inviteRequested({ email: `other-${unique()}@example.com`, role: 'admin' }));
    await vi.waitFor(() => expect(selectCompany(store.getState()).error?.code).toBe('permission-denied'));

    // Signing in again keeps the company and role.
    await logout(store);
    await login(store, inviteeEmail);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor });
  });

  it("refuses someone else's invitation and leaves no account behind", async () => {
    const adminStore = makeStore();
    const { invite } = await adminWithInvite(adminStore, `intended-${unique()}@example.com`);
    await logout(adminStore);

    const store = makeStore();
    const intruder = `intruder-${unique()}@example.com`;
    await register(store, 'Ivan Intruder', intruder, invite.code);
    expect(store.getState().auth.error?.code).toBe('invite/not-found');
    expect(store.getState().auth.currentUser).toBeNull();
    // The account was removed, so the address can register on its own.
    await register(store, 'Ivan Intruder', intruder);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser?.companyUID).toBe(store.getState().auth.currentUser?.uid);
  });

  it('signs a removed member out with a clear reason', async () => {
    const adminStore = makeStore();
    const adminEmail = `boss-${unique()}@example.com`;
    await register(adminStore, 'Bea Boss', adminEmail);
    adminStore.dispatch(loadRequested());
    await vi.waitFor(() => expect(selectCompany(adminStore.getState()).status).toBe('ready'));
    const memberEmail = `leaver-${unique()}@example.com`;
    adminStore.dispatch(inviteRequested({ email: memberEmail, role: 'editor' }));
    await vi.waitFor(() => expect(selectCompany(adminStore.getState()).lastInvite).not.toBeNull());
    const invite: Invite = selectCompany(adminStore.getState()).lastInvite!;
    await logout(adminStore);

    const memberStore = makeStore();
    await register(memberStore, 'Leo Leaver', memberEmail, invite.code);
    const memberUid = memberStore.getState().auth.currentUser!.uid;
    await logout(memberStore);

    await login(adminStore, adminEmail);
    adminStore.dispatch(loadRequested());
    await vi.waitFor(() => expect(selectCompany(adminStore.getState()).members).toHaveLength(2));
    adminStore.dispatch(memberRemoveRequested({ uid: memberUid }));
    await vi.waitFor(() => expect(selectCompany(adminStore.getState()).members).toHaveLength(1));
    const company = await readCompanyUser(adminStore.getState().auth.currentUser!.uid);
    expect(company!.users.map((u) => u.id)).not.toContain(memberUid);
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
    const store = makeStore();
    await register(store, 'Kim Keep', `keep-${unique()}@example.com`);
    const uid = store.getState().auth.currentUser!.uid;
    delivered.length = 0;
    store.dispatch(sessionWatchStarted());
    // The watch has been told who is signed in (the callback returns after the saga handled it)…
    await vi.waitFor(() => expect(delivered).toEqual([expect.objectContaining({ uid })]));
    // …and kept the session.
    expect(store.getState().auth.currentUser?.title).toBe('Kim Keep');
    // The watch is live: signing out of Firebase now ends the session.
    await signOut(await getFirebaseAuth());
    await vi.waitFor(() => expect(store.getState().auth.currentUser).toBeNull());
    expect(delivered.at(-1)).toBeNull();
  });
});
