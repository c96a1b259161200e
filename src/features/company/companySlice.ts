// The company's people (docs/design.md §3): its record (name, plan, every member's name), live
// for the whole session (membershipSaga.ts), and the company pages' own state: which lists set
// the data filter's dates aside, the last invitation and the last refused write. The members and
// invitations lists are on the live-data kit (companyLive.ts); admins' changes are offline-first,
// so items carry a "waiting to sync" mark until the server has them.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { type AppError, idleRequest, type RequestState } from '../../lib/errors';
import type { UploadMonth } from '../../domain/uploads';
import {
  type AllowanceStatus,
  allowanceStatus,
  type Limited,
  type LimitStatus,
  limitStatus,
  type Usage,
} from '../../lib/planLimits';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { CompanyUserRecord, Invite, UserType } from './membersService';

export interface CompanyInfo {
  name: string;
  companyEmail: string;
  paid: boolean;
  /** Members, sites and plants as the company record counts them. */
  usage: Usage;
  /** When its owner closed it (ISO); null or absent while open. */
  closedAt?: string | null;
}

export interface Member {
  uid: string;
  name: string;
  email: string;
  role: UserType;
  /** ISO date-time the member joined; null while the server has not stamped it. */
  since: string | null;
  isOwner: boolean;
  /** A change made here that the server has not confirmed yet. */
  pending: boolean;
}

export type InviteRow = Invite & { pending: boolean };

/** The company pages' two live lists (companyLive.ts). */
export type ListName = 'members' | 'invites';

export interface CompanyState {
  company: CompanyInfo | null;
  /** The company record's full member list (docs/product.md §3), kept to rewrite it on role changes. */
  record: CompanyUserRecord | null;
  companyStatus: RequestState;
  /** Per list: the data filter's dates set aside (its limit still pages the list): everyone, however old. */
  allDates: Record<ListName, boolean>;
  /** The last write the server refused (or could not be queued), in words on screen. */
  writeError: AppError | null;
  /** The invitation just made, to show its link. */
  lastInvite: Invite | null;
  /** This month's uploads (the allowance's figures), live; null until they have arrived. */
  uploads: UploadMonth | null;
}

export const initialCompanyState: CompanyState = {
  company: null,
  record: null,
  companyStatus: idleRequest,
  allDates: { members: false, invites: false },
  writeError: null,
  lastInvite: null,
  uploads: null,
};

const companySlice = createSlice({
  name: 'company',
  initialState: initialCompanyState,
  reducers: {
    companyWatchStarted(state) {
      state.companyStatus = { status: 'loading', error: null };
    },
    companyRecordReceived(
      state,
      action: PayloadAction<{ record: CompanyUserRecord | null; company: CompanyInfo | null }>,
    ) {
      state.companyStatus = idleRequest;
      state.record = action.payload.record;
      state.company = action.payload.company;
    },
    companyRecordFailed(state, action: PayloadAction<AppError>) {
      state.companyStatus = { status: 'failed', error: action.payload };
    },
    uploadMonthReceived(state, action: PayloadAction<UploadMonth>) {
      state.uploads = action.payload;
    },
    allDatesToggled(state, action: PayloadAction<ListName>) {
      state.allDates[action.payload] = !state.allDates[action.payload];
    },
    inviteRequested(state, _action: PayloadAction<{ email: string; role: UserType }>) {
      state.writeError = null;
      state.lastInvite = null;
    },
    inviteQueued(state, action: PayloadAction<Invite>) {
      state.lastInvite = action.payload;
    },
    roleChangeRequested(state, _action: PayloadAction<{ uid: string; role: UserType }>) {
      state.writeError = null;
    },
    memberRemoveRequested(state, _action: PayloadAction<{ uid: string }>) {
      state.writeError = null;
    },
    inviteRevokeRequested(state, action: PayloadAction<{ code: string }>) {
      state.writeError = null;
      if (state.lastInvite?.code === action.payload.code) state.lastInvite = null;
    },
    renameRequested(state, _action: PayloadAction<{ name: string }>) {
      state.writeError = null;
    },
    /** The server refused a write (or it could not be queued); the listeners undo it on screen. */
    writeFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    writeErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    // One user's company must never show to the next user of the same browser tab.
    builder.addCase(logoutRequested, () => initialCompanyState);
    builder.addCase(sessionEnded, () => initialCompanyState);
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof companySlice> {}
}

/** Injected when the signed-in app's code arrives; reads as the initial state before that. */
const injected = companySlice.injectInto(rootReducer);
export const selectCompany = (state: RootState) => injected.selectSlice(state);

/** uid → name of every member, from the company record (who uploaded a file, who did what). */
export const selectMemberNames = createSelector([(s: RootState) => selectCompany(s).record], (record) =>
  Object.fromEntries((record?.users ?? []).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email])),
);
export const selectCompanyName = createSelector(
  [(s: RootState) => selectCompany(s).company],
  (company) => company?.name ?? '',
);

const noUsage: Usage = { members: 0, sites: 0, plants: 0, parts: 0 };

/** The company's plan and usage; null until the company record has arrived. */
export const selectPlan = createSelector([(s: RootState) => selectCompany(s).company], (company) =>
  company ? { paid: company.paid, usage: company.usage ?? noUsage } : null,
);

const limitOf = (thing: Limited) =>
  createSelector([selectPlan], (plan) => (plan ? limitStatus(thing, plan.usage[thing], plan.paid) : null));
const limitSelectors: Record<Limited, (state: RootState) => LimitStatus | null> = {
  members: limitOf('members'),
  sites: limitOf('sites'),
  plants: limitOf('plants'),
  parts: limitOf('parts'),
};

/** Where the company stands for one of the Free plan's limits; null until the record arrives. */
export const selectLimit = (state: RootState, thing: Limited): LimitStatus | null => limitSelectors[thing](state);

/**
 * Where the company stands against this month's upload allowance; null until the plan and the
 * month's figures have arrived.
 */
export const selectUploadAllowance = createSelector(
  [selectPlan, (s: RootState) => selectCompany(s).uploads],
  (plan, uploads): AllowanceStatus | null => (plan && uploads ? allowanceStatus(uploads.bytes, plan.paid) : null),
);

export const companyActions = companySlice.actions;
export const {
  companyWatchStarted,
  companyRecordReceived,
  companyRecordFailed,
  uploadMonthReceived,
  allDatesToggled,
  inviteRequested,
  inviteQueued,
  roleChangeRequested,
  memberRemoveRequested,
  inviteRevokeRequested,
  renameRequested,
  writeFailed,
  writeErrorDismissed,
} = companySlice.actions;
export default companySlice.reducer;
