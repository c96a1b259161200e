import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { call, cancelled, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigateTo } from '../../store/navigation';
import { ServiceError, toAppError } from '../../lib/errors';
import {
  type AuthUser,
  confirmNewPassword,
  createAccount,
  deleteCurrentAccount,
  reloadAccount,
  sendPasswordReset,
  sendVerificationEmail,
  signIn,
  signOutUser,
  watchAuthState,
} from './authService';
import {
  type AuthState,
  type ForgotPasswordPayload,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  type History,
  accessRevoked,
  accountNeedsCompany,
  companyFoundRequested,
  currentUserChanged,
  type JoinContinuePayload,
  type JoinPayload,
  joinContinueRequested,
  joinRequested,
  joinVerificationNeeded,
  joinVerificationResendRequested,
  joinVerificationResent,
  loginFailed,
  type LoginPayload,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  registerFailed,
  type RegisterPayload,
  registerRequested,
  registerSucceeded,
  resetPasswordFailed,
  type ResetPasswordPayload,
  resetPasswordRequested,
  resetPasswordSucceeded,
  sessionEnded,
  sessionRestoreEnded,
  sessionRestoreRequested,
  sessionWatchStarted,
} from './authSlice';
import { type CurrentUser, saveCurrentUser } from '../../lib/currentUser';
import { normaliseEmail } from '../../lib/email';
import { safeRedirect } from './redirect';
import type * as Session from './session';

// Who the user is in Torque is worked out after sign-in: its code is not on the login route.
const session = () => import('./session');
const resolveCurrentUser = (user: AuthUser) => session().then((s) => s.resolveCurrentUser(user));
const foundOwnCompany: typeof Session.foundOwnCompany = (...args) => session().then((s) => s.foundOwnCompany(...args));
const joinInvitedCompany: typeof Session.joinInvitedCompany = (...args) =>
  session().then((s) => s.joinInvitedCompany(...args));
const checkInvitation: typeof Session.checkInvitation = (...args) => session().then((s) => s.checkInvitation(...args));

export const APP_HOME = '/app';
export const LOGIN_PAGE = '/user/login';
export const SETUP_PAGE = '/user/setup';

function go(history: History | undefined, to: string) {
  if (history) history.push(to);
  else navigateTo(to);
}

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/**
 * Signed in: into the app (at the page asked for), or, for an account without a company, to the
 * page that asks whether to found one or wait for an invitation.
 */
function* enter(signedIn: AuthUser, history: History | undefined, done: (user: CurrentUser) => { type: string }) {
  try {
    const currentUser = (yield call(resolveCurrentUser, signedIn)) as CurrentUser;
    yield call(saveCurrentUser, currentUser);
    yield put(done(currentUser));
    const { redirectTo } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
    yield call(go, history, safeRedirect(redirectTo));
  } catch (error) {
    if (!isCode(error, 'company/none')) throw error;
    yield put(accountNeedsCompany({ uid: signedIn.uid, email: signedIn.email, displayName: signedIn.displayName }));
    yield call(go, history, SETUP_PAGE);
  }
}

function* onLogin(action: PayloadAction<LoginPayload>) {
  const { user, history } = action.payload;
  try {
    const signedIn = (yield call(signIn, normaliseEmail(user.email), user.password)) as AuthUser | null;
    if (!signedIn) {
      yield put(loginFailed({ code: 'auth/no-user', message: 'Wrong Credentials' }));
      return;
    }
    yield* enter(signedIn, history, loginSucceeded);
  } catch (error) {
    // A signed-in account that cannot be used (e.g. removed from its company) is signed out again.
    yield call(() => signOutUser().catch(() => undefined));
    yield put(loginFailed(toAppError(error)));
  }
}

function* onRegister(action: PayloadAction<RegisterPayload>) {
  const { user, history } = action.payload;
  let created: AuthUser | null = null;
  let companySetUp = false;
  try {
    created = (yield call(createAccount, normaliseEmail(user.email), user.password, user.name.trim())) as AuthUser;
    yield call(foundOwnCompany, created, user.companyName);
    companySetUp = true;
    yield* enter(created, history, registerSucceeded);
  } catch (error) {
    // Without its company the account is of no use: remove it so the same details can be used
    // again. Once the company is set up the account stays; signing in finishes the rest.
    if (created && !companySetUp) yield call(() => deleteCurrentAccount().catch(() => undefined));
    yield put(registerFailed(toAppError(error)));
  }
}

/**
 * Joins from an invitation link: a new account for the invited address, or (when that address
 * has an account already) that account, signed in with the password given, if it has no
 * company yet. Only a confirmed address joins (firestore.rules): an account whose address is not
 * confirmed is e-mailed a link and stays signed in, and the join continues once it is opened
 * (onJoinContinue).
 */
function* onJoin(action: PayloadAction<JoinPayload>) {
  const { user, inviteCode, history, continueUrl } = action.payload;
  const email = normaliseEmail(user.email);
  let created: AuthUser | null = null;
  let joined = false;
  try {
    let account: AuthUser;
    try {
      created = (yield call(createAccount, email, user.password, user.name.trim())) as AuthUser;
      account = created;
    } catch (error) {
      if (!isCode(error, 'auth/email-already-in-use')) throw error;
      const existing = (yield call(signIn, email, user.password)) as AuthUser | null;
      if (!existing) throw error;
      account = existing;
    }
    if (!account.emailVerified) {
      // The invitation is checked first: an account that cannot use it is not kept waiting.
      yield call(checkInvitation, account, inviteCode);
      yield call(sendVerificationEmail, continueUrl ?? window.location.href);
      yield put(joinVerificationNeeded({ email: account.email }));
      return;
    }
    yield call(joinInvitedCompany, account, inviteCode);
    joined = true;
    yield* enter(account, history, registerSucceeded);
  } catch (error) {
    if (created && !joined) yield call(() => deleteCurrentAccount().catch(() => undefined));
    else if (!joined) yield call(() => signOutUser().catch(() => undefined));
    yield put(registerFailed(toAppError(error)));
  }
}

/** The invitee says their address is confirmed: asked of Firebase again, then the join. */
function* onJoinContinue(action: PayloadAction<JoinContinuePayload>) {
  const { inviteCode, history } = action.payload;
  try {
    const account = (yield call(reloadAccount)) as AuthUser | null;
    if (!account) throw new ServiceError('auth/join-signed-out', 'Signed out while waiting');
    if (!account.emailVerified) throw new ServiceError('auth/email-not-verified', 'The address is not confirmed yet');
    yield call(joinInvitedCompany, account, inviteCode);
    yield* enter(account, history, registerSucceeded);
  } catch (error) {
    yield put(registerFailed(toAppError(error)));
  }
}

function* onJoinResend(action: PayloadAction<{ continueUrl: string }>) {
  try {
    yield call(sendVerificationEmail, action.payload.continueUrl);
    yield put(joinVerificationResent());
  } catch (error) {
    yield put(registerFailed(toAppError(error)));
  }
}

/** The set-up page: an account without a company founds one. */
function* onFoundCompany(action: PayloadAction<{ companyName: string; history?: History }>) {
  const { pendingAccount } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
  if (!pendingAccount) return;
  try {
    yield call(foundOwnCompany, pendingAccount, action.payload.companyName);
    yield* enter(pendingAccount, action.payload.history, registerSucceeded);
  } catch (error) {
    yield put(registerFailed(toAppError(error)));
  }
}

/** Removed from the company while signed in: the session ends, the login page says why. */
function* onAccessRevoked() {
  yield call(saveCurrentUser, null);
  yield call(navigateTo, LOGIN_PAGE);
  yield call(() => signOutUser().catch(() => undefined));
}

/** A role or plan change read live is kept for the next start too. */
function* onCurrentUserChanged() {
  const { currentUser } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
  if (currentUser) yield call(saveCurrentUser, currentUser);
}

function* onForgotPassword(action: PayloadAction<ForgotPasswordPayload>) {
  try {
    yield call(sendPasswordReset, normaliseEmail(action.payload.forgotUserMail));
    yield put(forgotPasswordSucceeded());
  } catch (error) {
    yield put(forgotPasswordFailed(toAppError(error)));
  }
}

function* onResetPassword(action: PayloadAction<ResetPasswordPayload>) {
  try {
    yield call(confirmNewPassword, action.payload.resetPasswordCode, action.payload.newPassword);
    yield put(resetPasswordSucceeded());
  } catch (error) {
    yield put(resetPasswordFailed(toAppError(error)));
  }
}

function* onLogout() {
  yield call(saveCurrentUser, null);
  yield call(navigateTo, LOGIN_PAGE);
  yield call(() => signOutUser().catch(() => undefined));
}

function authStateChannel(): EventChannel<{ user: AuthUser | null }> {
  return eventChannel((emit) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    void watchAuthState((user) => emit({ user })).then((stop) => {
      if (closed) stop();
      else unsubscribe = stop;
    });
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });
}

/**
 * Ends the stored session when Firebase has none for that user (signed out elsewhere, removed),
 * and rebuilds an unreadable stored user from a valid Firebase session rather than signing out.
 * The Auth SDK loads only once there is a session to watch: a stored one (readable or not), or
 * one just begun.
 */
function* watchSession() {
  const start = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
  if (!start.currentUser && !start.restoring) {
    yield take([loginSucceeded.type, registerSucceeded.type, sessionRestoreRequested.type]);
  }
  const channel = (yield call(authStateChannel)) as EventChannel<{ user: AuthUser | null }>;
  try {
    while (true) {
      const { user } = (yield take(channel)) as { user: AuthUser | null };
      const { currentUser, loading, restoring } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
      if (restoring) {
        yield call(restoreSession, user);
        continue;
      }
      if (currentUser && !loading && (!user || user.uid !== currentUser.uid)) {
        yield call(saveCurrentUser, null);
        yield put(sessionEnded());
        yield call(navigateTo, LOGIN_PAGE);
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

function* restoreSession(user: AuthUser | null) {
  if (!user) {
    yield call(saveCurrentUser, null);
    yield put(sessionRestoreEnded());
    return;
  }
  try {
    const currentUser = (yield call(resolveCurrentUser, user)) as CurrentUser;
    yield call(saveCurrentUser, currentUser);
    yield put(loginSucceeded(currentUser));
  } catch (error) {
    yield call(saveCurrentUser, null);
    // Signed in without a company (e.g. the company set-up page reloaded): it asks again.
    if (isCode(error, 'company/none')) {
      yield put(accountNeedsCompany({ uid: user.uid, email: user.email, displayName: user.displayName }));
    }
    yield put(sessionRestoreEnded());
  }
}

export function* authSaga() {
  // A second click while one is under way is ignored, never a second account or a lost invitation.
  yield takeLeading(loginRequested.type, onLogin);
  yield takeLeading(registerRequested.type, onRegister);
  yield takeLeading(joinRequested.type, onJoin);
  yield takeLeading(joinContinueRequested.type, onJoinContinue);
  yield takeLeading(joinVerificationResendRequested.type, onJoinResend);
  yield takeLeading(companyFoundRequested.type, onFoundCompany);
  yield takeEvery(accessRevoked.type, onAccessRevoked);
  yield takeEvery(currentUserChanged.type, onCurrentUserChanged);
  yield takeLatest(forgotPasswordRequested.type, onForgotPassword);
  yield takeLatest(resetPasswordRequested.type, onResetPassword);
  yield takeEvery(logoutRequested.type, onLogout);
  yield takeLatest(sessionWatchStarted.type, watchSession);
}
