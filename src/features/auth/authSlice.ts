// Authentication state (docs/product.md §4): loading, error, currentUser, forgotUserMail, newPassword,
// resetPasswordCode. Each flow has start / success / error; the saga does the work.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/currentUser';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

/** Where a flow goes next; the pages pass the router's navigate (kept out of the state). */
export interface History {
  push: (to: string) => void;
}

export interface LoginPayload {
  user: { email: string; password: string };
  history?: History;
  /** The page the user asked for before signing in (a deep link); /app otherwise. */
  redirectTo?: string;
}

export interface RegisterPayload {
  user: { name: string; email: string; password: string; companyName: string };
  history?: History;
}

/** Joining a company from an invitation link: a new account, or an existing one without a company. */
export interface JoinPayload {
  user: { name: string; email: string; password: string };
  inviteCode: string;
  history?: History;
  /** Where the link that confirms the address leads back to (the invitation's page). */
  continueUrl?: string;
}

/** An account signed in without a company (docs/design.md §3): it founds one, or waits for an invitation. */
export interface PendingAccount {
  uid: string;
  email: string;
  displayName: string;
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
  /** 'success' once the reset e-mail has been sent (docs/product.md §8). */
  forgotUserMail: string;
  /** 'success' once the new password is set; the password itself is never kept. */
  newPassword: string;
  resetPasswordCode: string;
  /** Why the last session ended, when the user did not end it ('removed' from the company). */
  notice: 'removed' | 'closed' | 'deleted' | null;
  /** Signed in, but without a company yet: the set-up page asks what to do. */
  pendingAccount: PendingAccount | null;
  /** The stored user was unreadable: the session is being rebuilt from Firebase's. */
  restoring: boolean;
  /** A page asked for the session to be rebuilt (it is asked once). */
  restoreTried: boolean;
  /** Where to go after the sign-in finishes (kept across the company set-up page). */
  redirectTo: string | null;
  /**
   * Joining waits for the invitee to confirm their address (the rules let only a confirmed one
   * join): the address the link went to, and whether it was just sent again.
   */
  joinVerification: { email: string; resent: boolean } | null;
}

/** Continuing a join once the address is confirmed; or sending the link again. */
export interface JoinContinuePayload {
  inviteCode: string;
  history?: History;
}

export function initialAuthState(currentUser: CurrentUser | null = null, restoring = false): AuthState {
  return {
    loading: false,
    error: null,
    currentUser,
    forgotUserMail: '',
    newPassword: '',
    resetPasswordCode: '',
    notice: null,
    pendingAccount: null,
    restoring: restoring && !currentUser,
    restoreTried: false,
    redirectTo: null,
    joinVerification: null,
  };
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
      reducer(state, action: PayloadAction<LoginPayload>) {
        start(state);
        state.notice = null;
        state.redirectTo = action.payload.redirectTo ?? null;
      },
      prepare: (payload: LoginPayload) => ({ payload }),
    },
    loginSucceeded(state, action: PayloadAction<CurrentUser>) {
      state.loading = false;
      state.error = null;
      state.currentUser = action.payload;
      state.pendingAccount = null;
      state.restoring = false;
    },
    /** A failed login also clears the user (docs/product.md §4). */
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
      state.pendingAccount = null;
      state.joinVerification = null;
    },
    registerFailed: fail,
    joinRequested: {
      reducer(state) {
        start(state);
        state.joinVerification = null;
      },
      prepare: (payload: JoinPayload) => ({ payload }),
    },
    /** Signed in with an address not confirmed yet: a link was e-mailed, the join waits for it. */
    joinVerificationNeeded(state, action: PayloadAction<{ email: string }>) {
      state.loading = false;
      state.error = null;
      state.joinVerification = { email: action.payload.email, resent: false };
    },
    joinContinueRequested: {
      reducer: start,
      prepare: (payload: JoinContinuePayload) => ({ payload }),
    },
    joinVerificationResendRequested: {
      reducer: start,
      prepare: (payload: { continueUrl: string }) => ({ payload }),
    },
    joinVerificationResent(state) {
      state.loading = false;
      if (state.joinVerification) state.joinVerification.resent = true;
    },
    /** Signed in, but the account has no company: the set-up page takes over. */
    accountNeedsCompany(state, action: PayloadAction<PendingAccount>) {
      state.loading = false;
      state.pendingAccount = action.payload;
    },
    companyFoundRequested: {
      reducer: start,
      prepare: (payload: { companyName: string; history?: History }) => ({ payload }),
    },
    /** The membership is gone (removed by an admin): the session ends, and the login page says why. */
    /** The membership ended: removed by an admin, the company closed by its owner, or the account deleted by its user. */
    accessRevoked(state, action: PayloadAction<'removed' | 'closed' | 'deleted' | undefined>) {
      state.currentUser = null;
      state.loading = false;
      state.notice = action.payload ?? 'removed';
    },
    /** The role or plan changed while signed in (read live from the company). */
    currentUserChanged(state, action: PayloadAction<Partial<Pick<CurrentUser, 'role' | 'isPaid' | 'title'>>>) {
      if (state.currentUser) Object.assign(state.currentUser, action.payload);
    },
    /** A page that needs Firebase's session (the company set-up page, reloaded) asks for it. */
    sessionRestoreRequested(state) {
      state.restoreTried = true;
      if (!state.currentUser) state.restoring = true;
    },
    /** Firebase had no session to rebuild the unreadable stored user from. */
    sessionRestoreEnded(state) {
      state.restoring = false;
    },
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
    /** Leaving a form: its error and success message do not follow the user. */
    feedbackCleared(state) {
      state.error = null;
      state.forgotUserMail = '';
      state.newPassword = '';
    },
    sessionWatchStarted() {},
  },
  extraReducers: (builder) => {
    /** Logout clears the user and the error (docs/product.md §4). */
    builder.addCase(logoutRequested, (state) => {
      state.currentUser = null;
      state.error = null;
      state.loading = false;
      state.pendingAccount = null;
      state.restoring = false;
      state.joinVerification = null;
    });
    /** Firebase reports no session for the stored user (signed out elsewhere, account removed). */
    builder.addCase(sessionEnded, (state) => {
      state.currentUser = null;
      state.loading = false;
      state.restoring = false;
    });
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerSucceeded,
  registerFailed,
  joinRequested,
  joinVerificationNeeded,
  joinContinueRequested,
  joinVerificationResendRequested,
  joinVerificationResent,
  accountNeedsCompany,
  companyFoundRequested,
  accessRevoked,
  currentUserChanged,
  sessionRestoreEnded,
  sessionRestoreRequested,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  resetPasswordRequested,
  resetPasswordSucceeded,
  resetPasswordFailed,
  feedbackCleared,
  sessionWatchStarted,
} = authSlice.actions;
declare module '../../store/rootReducer' {
  export interface StaticSlices {
    auth: AuthState;
  }
}

export default authSlice.reducer;

// Every slice clears itself on these (lib/sessionActions.ts); the auth pages dispatch them from here.
export { logoutRequested, sessionEnded };
