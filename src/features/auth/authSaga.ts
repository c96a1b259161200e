import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { call, cancelled, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigateTo } from '../../app/navigation';
import { toAppError } from '../../lib/errors';
import {
  type AuthUser,
  confirmNewPassword,
  createAccount,
  deleteCurrentAccount,
  sendPasswordReset,
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
  sessionWatchStarted,
} from './authSlice';
import { type CurrentUser, saveCurrentUser } from './currentUser';
import { normaliseEmail } from '../../lib/email';
import { resolveCurrentUser, setUpCompany } from './session';

export const APP_HOME = '/app';
export const LOGIN_PAGE = '/user/login';

function go(history: History | undefined, to: string) {
  if (history) history.push(to);
  else navigateTo(to);
}

function* onLogin(action: PayloadAction<LoginPayload>) {
  const { user, history } = action.payload;
  try {
    const signedIn = (yield call(signIn, normaliseEmail(user.email), user.password)) as AuthUser | null;
    if (!signedIn) {
      yield put(loginFailed({ code: 'auth/no-user', message: 'Wrong Credentials' }));
      return;
    }
    const currentUser = (yield call(resolveCurrentUser, signedIn)) as CurrentUser;
    yield call(saveCurrentUser, currentUser);
    yield put(loginSucceeded(currentUser));
    yield call(go, history, APP_HOME);
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
    yield call(setUpCompany, created, user.inviteCode ?? '');
    companySetUp = true;
    const currentUser = (yield call(resolveCurrentUser, created)) as CurrentUser;
    yield call(saveCurrentUser, currentUser);
    yield put(registerSucceeded(currentUser));
    yield call(go, history, APP_HOME);
  } catch (error) {
    // Without its company the account is of no use: remove it so the same details can be used
    // again. Once the company is set up the account stays; signing in finishes the rest.
    if (created && !companySetUp) yield call(() => deleteCurrentAccount().catch(() => undefined));
    yield put(registerFailed(toAppError(error)));
  }
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
 * Ends the stored session when Firebase has none for that user (signed out elsewhere, removed).
 * The Auth SDK loads only once there is a session to watch: a stored one, or one just begun.
 */
function* watchSession() {
  const { currentUser } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
  if (!currentUser) yield take([loginSucceeded.type, registerSucceeded.type]);
  const channel = (yield call(authStateChannel)) as EventChannel<{ user: AuthUser | null }>;
  try {
    while (true) {
      const { user } = (yield take(channel)) as { user: AuthUser | null };
      const { currentUser, loading } = (yield select((s: { auth: AuthState }) => s.auth)) as AuthState;
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

export function* authSaga() {
  // A second click while one is under way is ignored, never a second account or a lost invitation.
  yield takeLeading(loginRequested.type, onLogin);
  yield takeLeading(registerRequested.type, onRegister);
  yield takeLatest(forgotPasswordRequested.type, onForgotPassword);
  yield takeLatest(resetPasswordRequested.type, onResetPassword);
  yield takeEvery(logoutRequested.type, onLogout);
  yield takeLatest(sessionWatchStarted.type, watchSession);
}
