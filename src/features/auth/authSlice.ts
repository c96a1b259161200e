// Authentication state (spec §4). The sign-in flows arrive with the authentication issue;
// this holds the current user restored at start-up and logging out.
import { createSlice } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/errors';
import type { CurrentUser } from './currentUser';

export interface AuthState {
  loading: boolean;
  error: AppError | null;
  currentUser: CurrentUser | null;
  forgotUserMail: string;
  newPassword: string;
  resetPasswordCode: string;
}

export function initialAuthState(currentUser: CurrentUser | null = null): AuthState {
  return { loading: false, error: null, currentUser, forgotUserMail: '', newPassword: '', resetPasswordCode: '' };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    /** Logout clears the user and the error (spec §4). */
    logoutRequested(state) {
      state.currentUser = null;
      state.error = null;
      state.loading = false;
    },
  },
});

export const { logoutRequested } = authSlice.actions;
export default authSlice.reducer;
