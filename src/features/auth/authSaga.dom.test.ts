// The auth sagas run whole in a real store; Firebase Auth (authService) and the company set-up
// (session) are replaced at the module boundary by a small in-memory backend whose calls the tests
// hold open or fail. The tests assert what the backend and the store end up with.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ServiceError } from '../../lib/errors';
import type { AuthUser } from './authService';
import {
  type History,
  joinContinueRequested,
  joinRequested,
  joinVerificationResendRequested,
  loginRequested,
  registerRequested,
} from './authSlice';
import { type CurrentUser, DEFAULT_PROFILE } from '../../lib/currentUser';

/** A promise the test settles. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const backend = vi.hoisted(() => ({
  /** Accounts by e-mail, as Firebase Auth keeps them. */
  accounts: new Map<string, { uid: string; email: string; displayName: string; password: string }>(),
  /** Company records by uid (founded or joined). */
  companies: new Map<string, string>(),
  signedIn: null as string | null,
  signIns: 0,
  nextUid: 1,
  /** Each call waits for this before answering (default: answers at once). */
  hold: null as Promise<void> | null,
  /** resolveCurrentUser's failure, if any. */
  resolveError: null as Error | null,
  /** Founding's failure, if any. */
  foundError: null as Error | null,
  /** The invitation `INVITE` exists for any address (else none does). */
  inviteOk: false,
  /** Addresses confirmed (the e-mailed link opened), and the links sent (to the signed-in uid). */
  verified: new Set<string>(),
  linksSent: [] as string[],
  reset() {
    this.inviteOk = false;
    this.verified.clear();
    this.linksSent = [];
    this.accounts.clear();
    this.companies.clear();
    this.signedIn = null;
    this.signIns = 0;
    this.nextUid = 1;
    this.hold = null;
    this.resolveError = null;
    this.foundError = null;
  },
}));

const authError = (code: string) => Object.assign(new Error(code), { code });

vi.mock('./authService', () => ({
  async createAccount(email: string, password: string, displayName: string): Promise<AuthUser> {
    await backend.hold;
    if (backend.accounts.has(email)) throw authError('auth/email-already-in-use');
    const account = { uid: `u${backend.nextUid++}`, email, displayName, password };
    backend.accounts.set(email, account);
    backend.signedIn = account.uid;
    return { uid: account.uid, email, displayName, emailVerified: false };
  },
  async sendVerificationEmail() {
    await backend.hold;
    backend.linksSent.push(backend.signedIn ?? '');
  },
  async reloadAccount(): Promise<AuthUser | null> {
    await backend.hold;
    const account = [...backend.accounts.values()].find((a) => a.uid === backend.signedIn);
    return account
      ? {
          uid: account.uid,
          email: account.email,
          displayName: account.displayName,
          emailVerified: backend.verified.has(account.email),
        }
      : null;
  },
  async deleteCurrentAccount() {
    await backend.hold;
    for (const [email, account] of backend.accounts)
      if (account.uid === backend.signedIn) backend.accounts.delete(email);
    backend.signedIn = null;
  },
  async signIn(email: string, password: string): Promise<AuthUser | null> {
    await backend.hold;
    const account = backend.accounts.get(email);
    if (!account || account.password !== password) throw authError('auth/invalid-credential');
    backend.signIns += 1;
    backend.signedIn = account.uid;
    return { uid: account.uid, email, displayName: account.displayName };
  },
  async signOutUser() {
    await backend.hold;
    backend.signedIn = null;
  },
  sendPasswordReset: vi.fn(),
  confirmNewPassword: vi.fn(),
  watchAuthState: vi.fn(() => Promise.resolve(() => undefined)),
}));

vi.mock('./session', () => ({
  async foundOwnCompany(user: AuthUser, companyName: string) {
    await backend.hold;
    if (backend.foundError) throw backend.foundError;
    if (backend.companies.has(user.uid)) throw new Error(`company ${user.uid} founded twice`);
    backend.companies.set(user.uid, companyName);
  },
  async checkInvitation() {
    await backend.hold;
    if (!backend.inviteOk) throw new ServiceError('invite/not-found', 'No such invitation');
  },
  async joinInvitedCompany(user: AuthUser) {
    await backend.hold;
    if (!backend.inviteOk) throw new ServiceError('invite/not-found', 'No such invitation');
    backend.companies.set(user.uid, 'Inviting Co');
  },
  async resolveCurrentUser(user: AuthUser): Promise<CurrentUser> {
    await backend.hold;
    if (backend.resolveError) throw backend.resolveError;
    // As the real one: an account without a company is never given one silently.
    if (!backend.companies.has(user.uid)) throw new ServiceError('company/none', 'No company yet');
    return { ...DEFAULT_PROFILE, uid: user.uid, companyUID: user.uid, isPaid: false, title: user.displayName };
  },
}));

/** Every error the auth state showed, in order (what the form would have displayed). */
function errorsShown(store: ReturnType<typeof makeStore>) {
  const shown: string[] = [];
  store.subscribe(() => {
    const code = store.getState().auth.error?.code;
    if (code && shown.at(-1) !== code) shown.push(code);
  });
  return shown;
}

function recordingHistory(): History & { pushed: string[] } {
  const pushed: string[] = [];
  return { pushed, push: (to) => pushed.push(to) };
}

const NEW_USER = {
  name: 'Rita Register',
  email: 'rita@example.com',
  password: 'secret-123',
  companyName: 'Rita Pumps',
};

beforeEach(() => {
  backend.reset();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('double submit', () => {
  it('registers one account and one company when Register is pressed twice while the first is under way', async () => {
    const store = makeStore();
    const slow = gate();
    backend.hold = slow.opened;
    const history = recordingHistory();
    const shown = errorsShown(store);
    store.dispatch(registerRequested({ user: NEW_USER, history }));
    store.dispatch(registerRequested({ user: NEW_USER, history }));
    slow.open();
    await waitFor(() => expect(store.getState().auth.loading).toBe(false));
    await waitFor(() => expect(history.pushed).toEqual(['/app']));

    expect([...backend.accounts.keys()]).toEqual(['rita@example.com']);
    expect([...backend.companies.values()]).toEqual(['Rita Pumps']);
    expect(store.getState().auth.currentUser?.title).toBe('Rita Register');
    // A second attempt would have met 'e-mail already in use' and shown it, if only for a moment.
    expect(shown).toEqual([]);
  });

  it('takes the next registration once the first has finished', async () => {
    const store = makeStore();
    store.dispatch(registerRequested({ user: NEW_USER, history: recordingHistory() }));
    await waitFor(() => expect(backend.accounts.size).toBe(1));
    await waitFor(() => expect(store.getState().auth.loading).toBe(false));
    store.dispatch(
      registerRequested({ user: { ...NEW_USER, email: 'second@example.com' }, history: recordingHistory() }),
    );
    await waitFor(() => expect(backend.accounts.size).toBe(2));
  });

  it('signs in once when Sign in is pressed twice while the first is under way', async () => {
    backend.accounts.set('lena@example.com', {
      uid: 'lena',
      email: 'lena@example.com',
      displayName: 'Lena Login',
      password: 'secret-123',
    });
    backend.companies.set('lena', 'Lena Logistics');
    const store = makeStore();
    const slow = gate();
    backend.hold = slow.opened;
    const history = recordingHistory();
    const user = { email: 'Lena@Example.com', password: 'secret-123' };
    const shown = errorsShown(store);
    store.dispatch(loginRequested({ user, history }));
    store.dispatch(loginRequested({ user, history }));
    slow.open();
    await waitFor(() => expect(store.getState().auth.currentUser?.title).toBe('Lena Login'));
    await waitFor(() => expect(history.pushed).toEqual(['/app']));

    expect(backend.signIns).toBe(1);
    expect([...backend.companies.keys()]).toEqual(['lena']);
    expect(store.getState().auth).toMatchObject({ loading: false, error: null });
    expect(shown).toEqual([]);
  });
});

describe('registration that fails part-way', () => {
  it('keeps the account once its company exists, and shows the error', async () => {
    backend.resolveError = new ServiceError('unavailable', 'The service is unavailable');
    const store = makeStore();
    const history = recordingHistory();
    store.dispatch(registerRequested({ user: NEW_USER, history }));
    await waitFor(() => expect(store.getState().auth.error?.code).toBe('unavailable'));

    // Signing in later finishes the rest: the account and its company are still there.
    expect([...backend.accounts.keys()]).toEqual(['rita@example.com']);
    expect([...backend.companies.values()]).toEqual(['Rita Pumps']);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(history.pushed).toEqual([]);

    backend.resolveError = null;
    store.dispatch(loginRequested({ user: { email: NEW_USER.email, password: NEW_USER.password }, history }));
    await waitFor(() => expect(store.getState().auth.currentUser?.title).toBe('Rita Register'));
  });

  it('removes the account when its company could not be set up, so the same details work again', async () => {
    const store = makeStore();
    backend.foundError = new ServiceError('unavailable', 'The service is unavailable');
    store.dispatch(registerRequested({ user: NEW_USER, history: recordingHistory() }));
    await waitFor(() => expect(store.getState().auth.error?.code).toBe('unavailable'));
    await waitFor(() => expect(backend.accounts.size).toBe(0));
    expect(backend.companies.size).toBe(0);
    backend.foundError = null;

    const history = recordingHistory();
    store.dispatch(registerRequested({ user: NEW_USER, history }));
    await waitFor(() => expect(history.pushed).toEqual(['/app']));
    expect([...backend.accounts.keys()]).toEqual(['rita@example.com']);
  });

  it('removes an account made to join with an invitation that is not theirs', async () => {
    const store = makeStore();
    const person = { name: NEW_USER.name, email: NEW_USER.email, password: NEW_USER.password };
    store.dispatch(joinRequested({ user: person, inviteCode: 'NOPE2345NOPE2345NOPE', history: recordingHistory() }));
    await waitFor(() => expect(store.getState().auth.error?.code).toBe('invite/not-found'));
    await waitFor(() => expect(backend.accounts.size).toBe(0));
  });
});

describe('joining needs a confirmed address', () => {
  it('e-mails the link and waits, keeping the account; continues only once the address is confirmed', async () => {
    backend.inviteOk = true;
    const store = makeStore();
    const history = recordingHistory();
    const person = { name: NEW_USER.name, email: NEW_USER.email, password: NEW_USER.password };
    store.dispatch(joinRequested({ user: person, inviteCode: 'INVITE', history, continueUrl: 'http://x/join' }));
    await waitFor(() =>
      expect(store.getState().auth.joinVerification).toEqual({ email: NEW_USER.email, resent: false }),
    );
    expect(backend.linksSent).toEqual(['u1']);
    expect(backend.accounts.size).toBe(1);
    expect(backend.companies.size).toBe(0);
    expect(store.getState().auth.loading).toBe(false);

    store.dispatch(joinContinueRequested({ inviteCode: 'INVITE', history }));
    await waitFor(() => expect(store.getState().auth.error?.code).toBe('auth/email-not-verified'));
    expect(backend.companies.size).toBe(0);

    store.dispatch(joinVerificationResendRequested({ continueUrl: 'http://x/join' }));
    await waitFor(() => expect(store.getState().auth.joinVerification?.resent).toBe(true));
    expect(backend.linksSent).toEqual(['u1', 'u1']);

    backend.verified.add(NEW_USER.email);
    store.dispatch(joinContinueRequested({ inviteCode: 'INVITE', history }));
    await waitFor(() => expect(history.pushed).toEqual(['/app']));
    expect(store.getState().auth).toMatchObject({ error: null, joinVerification: null, currentUser: { uid: 'u1' } });
  });
});

describe('joining, signed out while waiting for the address', () => {
  it('says so in words and joins nothing', async () => {
    backend.inviteOk = true;
    const store = makeStore();
    const history = recordingHistory();
    const person = { name: NEW_USER.name, email: NEW_USER.email, password: NEW_USER.password };
    store.dispatch(joinRequested({ user: person, inviteCode: 'INVITE', history, continueUrl: 'http://x/join' }));
    await waitFor(() => expect(store.getState().auth.joinVerification).not.toBeNull());
    backend.signedIn = null; // signed out elsewhere
    store.dispatch(joinContinueRequested({ inviteCode: 'INVITE', history }));
    await waitFor(() => expect(store.getState().auth.error?.code).toBe('auth/join-signed-out'));
    expect(backend.companies.size).toBe(0);
  });
});

describe('an account without a company', () => {
  it('is asked what to do at sign-in, never given a company silently', async () => {
    backend.accounts.set('nico@example.com', {
      uid: 'nico',
      email: 'nico@example.com',
      displayName: 'Nico',
      password: 'secret-123',
    });
    const store = makeStore();
    const history = recordingHistory();
    store.dispatch(loginRequested({ user: { email: 'nico@example.com', password: 'secret-123' }, history }));
    await waitFor(() => expect(history.pushed).toEqual(['/user/setup']));
    expect(store.getState().auth).toMatchObject({ currentUser: null, pendingAccount: { uid: 'nico' }, loading: false });
    expect(backend.companies.size).toBe(0);
  });
});
