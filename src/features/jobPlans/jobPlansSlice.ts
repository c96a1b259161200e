// Job plans' state: the list's filter (kept while the user goes elsewhere), the writes pages ask
// for and the last refused one in words. What pages show live is on the live-data kit
// (jobPlansLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { JobPlan, JobPlanContent, JobPlanProposal, JobPlanRevision } from '../../services/firebase/jobPlans';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export type JobPlanRow = JobPlan & { pending: boolean };
export type RevisionRow = JobPlanRevision & { pending: boolean };
export type ProposalRow = JobPlanProposal & { pending: boolean };

export interface JobPlansFilter {
  archived: boolean;
  /** The typed search (title, craft and tool words), '' for none. */
  search: string;
}

export interface JobPlansState {
  filter: JobPlansFilter;
  writeError: AppError | null;
}

const initialState: JobPlansState = { filter: { archived: false, search: '' }, writeError: null };

type Ids = { jobPlanId: string; proposalId: string };

const jobPlansSlice = createSlice({
  name: 'jobPlans',
  initialState,
  reducers: {
    jobPlansFilterChanged(state, action: PayloadAction<Partial<JobPlansFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
    },
    /** Publish a new job plan (`isNew`, its id made by the page) or its next revision. */
    jobPlanPublishRequested(
      state,
      _action: PayloadAction<{ id: string; isNew: boolean; content: JobPlanContent; note: string; archived: boolean }>,
    ) {
      state.writeError = null;
    },
    jobPlanProposeRequested(state, _action: PayloadAction<Ids & { content: JobPlanContent; note: string }>) {
      state.writeError = null;
    },
    jobPlanAcceptRequested(state, _action: PayloadAction<Ids & { note: string }>) {
      state.writeError = null;
    },
    jobPlanRejectRequested(state, _action: PayloadAction<Ids & { reason: string }>) {
      state.writeError = null;
    },
    jobPlanWithdrawRequested(state, _action: PayloadAction<Ids>) {
      state.writeError = null;
    },
    /**
     * A new revision of a job plan was queued (offline-first): the maintenance plans that use it
     * take it (the plans saga).
     */
    jobPlanRevised(_state, _action: PayloadAction<{ id: string; revision: number; content: JobPlanContent }>) {},
    jobPlansWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    jobPlansWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  jobPlansFilterChanged,
  jobPlanPublishRequested,
  jobPlanProposeRequested,
  jobPlanAcceptRequested,
  jobPlanRejectRequested,
  jobPlanWithdrawRequested,
  jobPlanRevised,
  jobPlansWriteFailed,
  jobPlansWriteErrorDismissed,
} = jobPlansSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof jobPlansSlice> {}
}

const injected = jobPlansSlice.injectInto(rootReducer);
export const selectJobPlans = (state: RootState): JobPlansState => injected.selectSlice(state);

export default jobPlansSlice.reducer;
