// Authentication state (spec §4): loading, error, currentUser, forgotUserMail, newPassword,
// resetPasswordCode. Each flow has start / success / error; the saga does the work.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/errors';
import type { CurrentUser } from './currentUser';

/** Where a flow goes next; the pages pass the router's navigate (kept out of the state). */
export interface History {
  push: (to: string) => void;
}

export interface LoginPayload {
  user: { email: string; password: string };
  history?: History;
}

export interface RegisterPayload {
  user: { name: string; email: string; password: string; inviteCode?: string };
  history?: History;
}

export interface ForgotPasswordPayload {
  forgotUserMail: string;
  history?: History;
}

export interface ResetPasswordPayload {
  resetPasswordCode: string;
  newPassword: string;
  history?: History;
}

export interface AuthState {
  loading: boolean;
  error: AppError | null;
  currentUser: CurrentUser | null;
  /** 'success' once the reset e-mail has been sent (spec §8). */
  forgotUserMail: string;
  /** 'success' once the new password is set; the password itself is never kept. */
  newPassword: string;
  resetPasswordCode: string;
}

export function initialAuthState(currentUser: CurrentUser | null = null): AuthState {
  return { loading: false, error: null, currentUser, forgotUserMail: '', newPassword: '', resetPasswordCode: '' };
}

function start(state: AuthState) {
  state.loading = true;
  state.error = null;
}

function fail(state: AuthState, action: PayloadAction<AppError>) {
  state.loading = false;
  state.error = action.payload;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    loginRequested: {
      reducer: start,
      prepare: (payload: LoginPayload) => ({ payload }),
    },
    loginSucceeded(state, action: PayloadAction<CurrentUser>) {
      state.loading = false;
      state.error = null;
      state.currentUser = action.payload;
    },
    /** A failed login also clears the user (spec §4). */
    loginFailed(state, action: PayloadAction<AppError>) {
      fail(state, action);
      state.currentUser = null;
    },
    registerRequested: {
      reducer: start,
      prepare: (payload: RegisterPayload) => ({ payload }),
    },
    registerSucceeded(state, action: PayloadAction<CurrentUser>) {
      state.loading = false;
      state.error = null;
      state.currentUser = action.payload;
    },
    registerFailed: fail,
    forgotPasswordRequested: {
      reducer(state) {
        start(state);
        state.forgotUserMail = '';
      },
      prepare: (payload: ForgotPasswordPayload) => ({ payload }),
    },
    forgotPasswordSucceeded(state) {
      state.loading = false;
      state.forgotUserMail = 'success';
    },
    forgotPasswordFailed: fail,
    resetPasswordRequested: {
      reducer(state, action: PayloadAction<ResetPasswordPayload>) {
        start(state);
        state.newPassword = '';
        state.resetPasswordCode = action.payload.resetPasswordCode;
      },
      prepare: (payload: ResetPasswordPayload) => ({ payload }),
    },
    resetPasswordSucceeded(state) {
      state.loading = false;
      state.newPassword = 'success';
      state.resetPasswordCode = '';
    },
    resetPasswordFailed: fail,
    /** Logout clears the user and the error (spec §4). */
    logoutRequested(state) {
      state.currentUser = null;
      state.error = null;
      state.loading = false;
    },
    /** Firebase reports no session for the stored user (signed out elsewhere, account removed). */
    sessionEnded(state) {
      state.currentUser = null;
      state.loading = false;
    },
    /** Leaving a form: its error and success message do not follow the user. */
    feedbackCleared(state) {
      state.error = null;
      state.forgotUserMail = '';
      state.newPassword = '';
    },
    sessionWatchStarted() {},
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerSucceeded,
  registerFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  resetPasswordRequested,
  resetPasswordSucceeded,
  resetPasswordFailed,
  logoutRequested,
  sessionEnded,
  feedbackCleared,
  sessionWatchStarted,
} = authSlice.actions;
export default authSlice.reducer;
