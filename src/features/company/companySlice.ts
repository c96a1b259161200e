// The company's people (docs/design.md §3): its record (name, plan), the members with their roles and
// the open invitations, all live; admins' changes are offline-first, so items carry a
// "waiting to sync" mark until the server has them.
import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
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

/** A live list: what a listener last delivered and how trustworthy it is. */
export interface LiveListState extends RequestState {
  /** Served from the offline cache (the server has not answered yet). */
  fromCache: boolean;
  /** More exist beyond what the data filter's pages show. */
  hasMore: boolean;
  /** Pages of `dataLimit` items shown ("load more" adds one). */
  pages: number;
  /** Documents too damaged to show. */
  corrupt: AppError[];
  /** The data filter's dates set aside (its limit still pages the list): everyone, however old. */
  allDates: boolean;
}

const membersAdapter = createEntityAdapter<Member, string>({
  selectId: (m) => m.uid,
  sortComparer: (a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name),
});
const invitesAdapter = createEntityAdapter<InviteRow, string>({
  selectId: (i) => i.code,
  sortComparer: (a, b) => (b.invitedAt ?? '9').localeCompare(a.invitedAt ?? '9'),
});

const initialList: LiveListState = {
  ...idleRequest,
  fromCache: false,
  hasMore: false,
  pages: 1,
  corrupt: [],
  allDates: false,
};

export interface CompanyState {
  company: CompanyInfo | null;
  /** The company record's full member list (docs/product.md §3), kept to rewrite it on role changes. */
  record: CompanyUserRecord | null;
  companyStatus: RequestState;
  members: EntityState<Member, string>;
  membersList: LiveListState;
  invites: EntityState<InviteRow, string>;
  invitesList: LiveListState;
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
  members: membersAdapter.getInitialState(),
  membersList: initialList,
  invites: invitesAdapter.getInitialState(),
  invitesList: initialList,
  writeError: null,
  lastInvite: null,
  uploads: null,
};

type ListName = 'members' | 'invites';
const listKey = (name: ListName) => (name === 'members' ? 'membersList' : 'invitesList');

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
    listWatchStarted(state, action: PayloadAction<ListName>) {
      const list = state[listKey(action.payload)];
      list.status = 'loading';
      list.error = null;
    },
    membersReceived(
      state,
      action: PayloadAction<{ members: Member[]; fromCache: boolean; hasMore: boolean; corrupt: AppError[] }>,
    ) {
      membersAdapter.setAll(state.members, action.payload.members);
      const { fromCache, hasMore, corrupt } = action.payload;
      Object.assign(state.membersList, { ...idleRequest, fromCache, hasMore, corrupt });
    },
    invitesReceived(
      state,
      action: PayloadAction<{ invites: InviteRow[]; fromCache: boolean; hasMore: boolean; corrupt: AppError[] }>,
    ) {
      invitesAdapter.setAll(state.invites, action.payload.invites);
      const { fromCache, hasMore, corrupt } = action.payload;
      Object.assign(state.invitesList, { ...idleRequest, fromCache, hasMore, corrupt });
    },
    listFailed(state, action: PayloadAction<{ list: ListName; error: AppError }>) {
      const list = state[listKey(action.payload.list)];
      list.status = 'failed';
      list.error = action.payload.error;
    },
    /** Retry after a failure: the saga starts the listener again. */
    listRetried(state, action: PayloadAction<ListName>) {
      state[listKey(action.payload)].status = 'loading';
    },
    moreRequested(state, action: PayloadAction<ListName>) {
      state[listKey(action.payload)].pages += 1;
    },
    allDatesToggled(state, action: PayloadAction<ListName>) {
      const list = state[listKey(action.payload)];
      list.allDates = !list.allDates;
      list.pages = 1;
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

const memberSelectors = membersAdapter.getSelectors((s: RootState) => selectCompany(s).members);
const inviteSelectors = invitesAdapter.getSelectors((s: RootState) => selectCompany(s).invites);
export const selectMembers = memberSelectors.selectAll;
export const selectInvites = inviteSelectors.selectAll;
/** uid → name of every member (who uploaded a file, who did what). */
export const selectMemberNames = createSelector([selectMembers], (members) =>
  Object.fromEntries(members.map((m) => [m.uid, m.name])),
);
export const selectCompanyName = createSelector(
  [(s: RootState) => selectCompany(s).company],
  (company) => company?.name ?? '',
);

const noUsage: Usage = { members: 0, sites: 0, plants: 0 };

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
  listWatchStarted,
  membersReceived,
  invitesReceived,
  listFailed,
  listRetried,
  moreRequested,
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
