// The company's people: members with their roles and open invitations (DESIGN.md §3).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../app/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../auth/authSlice';
import type { CompanyUserRecord, Invite, UserType } from './companyService';

export interface Member {
  uid: string;
  name: string;
  email: string;
  role: UserType;
  /** ISO date-time, from the company's member list. */
  since: string;
  isOwner: boolean;
}

export interface CompanyState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  company: Pick<CompanyUserRecord, 'displayName' | 'companyEmail' | 'paid'> | null;
  members: Member[];
  invites: Invite[];
  /** An operation under way: 'invite', or the uid / code it concerns. */
  busy: string | null;
  error: AppError | null;
  /** The invitation just made, to show its link. */
  lastInvite: Invite | null;
}

export const initialCompanyState: CompanyState = {
  status: 'idle',
  company: null,
  members: [],
  invites: [],
  busy: null,
  error: null,
  lastInvite: null,
};

const companySlice = createSlice({
  name: 'company',
  initialState: initialCompanyState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loadSucceeded(
      state,
      action: PayloadAction<{ company: CompanyState['company']; members: Member[]; invites: Invite[] }>,
    ) {
      state.status = 'ready';
      state.company = action.payload.company;
      state.members = action.payload.members;
      state.invites = action.payload.invites;
    },
    loadFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    inviteRequested(state, _action: PayloadAction<{ email: string; role: UserType }>) {
      state.busy = 'invite';
      state.error = null;
      state.lastInvite = null;
    },
    inviteSucceeded(state, action: PayloadAction<Invite>) {
      state.busy = null;
      state.lastInvite = action.payload;
      state.invites.push(action.payload);
    },
    roleChangeRequested(state, action: PayloadAction<{ uid: string; role: UserType }>) {
      state.busy = action.payload.uid;
      state.error = null;
    },
    roleChanged(state, action: PayloadAction<{ uid: string; role: UserType }>) {
      state.busy = null;
      const member = state.members.find((m) => m.uid === action.payload.uid);
      if (member) member.role = action.payload.role;
    },
    memberRemoveRequested(state, action: PayloadAction<{ uid: string }>) {
      state.busy = action.payload.uid;
      state.error = null;
    },
    memberRemoved(state, action: PayloadAction<{ uid: string }>) {
      state.busy = null;
      state.members = state.members.filter((m) => m.uid !== action.payload.uid);
    },
    inviteRevokeRequested(state, action: PayloadAction<{ code: string }>) {
      state.busy = action.payload.code;
      state.error = null;
    },
    inviteRevoked(state, action: PayloadAction<{ code: string }>) {
      state.busy = null;
      state.invites = state.invites.filter((i) => i.code !== action.payload.code);
      if (state.lastInvite?.code === action.payload.code) state.lastInvite = null;
    },
    operationFailed(state, action: PayloadAction<AppError>) {
      state.busy = null;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // One user's company must never show to the next user of the same browser tab.
    builder.addCase(logoutRequested, () => initialCompanyState);
    builder.addCase(sessionEnded, () => initialCompanyState);
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof companySlice> {}
}

/** Injected when the company pages' code arrives; reads as the initial state before that. */
const injected = companySlice.injectInto(rootReducer);
export const selectCompany = (state: RootState) => injected.selectSlice(state);

export const {
  loadRequested,
  loadSucceeded,
  loadFailed,
  inviteRequested,
  inviteSucceeded,
  roleChangeRequested,
  roleChanged,
  memberRemoveRequested,
  memberRemoved,
  inviteRevokeRequested,
  inviteRevoked,
  operationFailed,
} = companySlice.actions;
export default companySlice.reducer;
