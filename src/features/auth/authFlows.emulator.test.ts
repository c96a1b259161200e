// The sign-in flows end to end through the store, the sagas and the services, against the
// Auth and Firestore emulators and the real rules. Companies: company/companyFlows.emulator.test.ts.
import { signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { UserRole, DEFAULT_PROFILE } from '../../lib/currentUser';
import { getFirebaseAuth } from '../../services/firebase/auth';
import { readCompanyUser, readMembership } from '../../services/companyService';
import { endStores, login, logout, newStore, oobCodeFor, register, settled, unique } from '../../testing/flows';
import { forgotPasswordRequested, initialAuthState, resetPasswordRequested, sessionWatchStarted } from './authSlice';
import type * as AuthService from './authService';
import { until } from '../../testing/until';

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

beforeAll(() => setLogLevel('silent'));

afterEach(endStores);

describe('register', () => {
  it('creates the account, its company record and admin membership, then goes to /app', async () => {
    const store = newStore();
    const email = `founder-${unique()}@example.com`;
    const sent = Date.now();
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
    // Created by this registration: between just before it was sent and now, however long it took
    // (a second either side for the timestamps' rounding).
    const created = new Date(record!.users[0].accountCreated).getTime();
    expect(created).toBeGreaterThanOrEqual(sent - 1_000);
    expect(created).toBeLessThanOrEqual(Date.now() + 1_000);
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

    const code = await oobCodeFor(email, 'PASSWORD_RESET');
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

describe('session watch', () => {
  it('ends a stored session that Firebase does not have', async () => {
    const stale = { uid: 'gone-user', companyUID: 'gone-user', isPaid: false, title: 'Gone', ...DEFAULT_PROFILE };
    const store = makeStore({ auth: initialAuthState(stale) });
    store.dispatch(sessionWatchStarted());
    await until(() => expect(store.getState().auth.currentUser).toBeNull());
  });

  it('keeps the session of the signed-in user', async () => {
    const store = newStore();
    await register(store, 'Kim Keep', `keep-${unique()}@example.com`);
    const uid = store.getState().auth.currentUser!.uid;
    delivered.length = 0;
    store.dispatch(sessionWatchStarted());
    // The watch has been told who is signed in (the callback returns after the saga handled it)…
    await until(() => expect(delivered).toEqual([expect.objectContaining({ uid })]));
    // …and kept the session.
    expect(store.getState().auth.currentUser?.title).toBe('Kim Keep');
    // The watch is live: signing out of Firebase now ends the session.
    await signOut(await getFirebaseAuth());
    await until(() => expect(store.getState().auth.currentUser).toBeNull());
    expect(delivered.at(-1)).toBeNull();
  });
});
