// The procedures library's state: the library's filter (kept while the user goes elsewhere), the
// writes pages ask for and the last refused one in words. What pages show live is on the
// live-data kit (proceduresLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type {
  Procedure,
  ProcedureCategory,
  ProcedureContent,
  ProcedureProposal,
  ProcedureRevision,
} from '../../services/firebase/procedures';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export type ProcedureRow = Procedure & { pending: boolean };
export type RevisionRow = ProcedureRevision & { pending: boolean };
export type ProposalRow = ProcedureProposal & { pending: boolean };

export interface LibraryFilter {
  category: ProcedureCategory | null;
  archived: boolean;
  /** The typed search (title words and tags), '' for none. */
  search: string;
}

export interface ProceduresState {
  libraryFilter: LibraryFilter;
  writeError: AppError | null;
}

const initialState: ProceduresState = {
  libraryFilter: { category: null, archived: false, search: '' },
  writeError: null,
};

const proceduresSlice = createSlice({
  name: 'procedures',
  initialState,
  reducers: {
    libraryFilterChanged(state, action: PayloadAction<Partial<LibraryFilter>>) {
      state.libraryFilter = { ...state.libraryFilter, ...action.payload };
    },
    /** Publish a new procedure (`isNew`, its id made by the page) or its next revision. */
    publishRequested(
      state,
      _action: PayloadAction<{
        id: string;
        isNew: boolean;
        content: ProcedureContent;
        note: string;
        archived: boolean;
      }>,
    ) {
      state.writeError = null;
    },
    proposeRequested(
      state,
      _action: PayloadAction<{ procedureId: string; proposalId: string; content: ProcedureContent; note: string }>,
    ) {
      state.writeError = null;
    },
    acceptRequested(state, _action: PayloadAction<{ procedureId: string; proposalId: string; note: string }>) {
      state.writeError = null;
    },
    rejectRequested(state, _action: PayloadAction<{ procedureId: string; proposalId: string; reason: string }>) {
      state.writeError = null;
    },
    withdrawRequested(state, _action: PayloadAction<{ procedureId: string; proposalId: string }>) {
      state.writeError = null;
    },
    proceduresWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    proceduresWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  libraryFilterChanged,
  publishRequested,
  proposeRequested,
  acceptRequested,
  rejectRequested,
  withdrawRequested,
  proceduresWriteFailed,
  proceduresWriteErrorDismissed,
} = proceduresSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof proceduresSlice> {}
}

const injected = proceduresSlice.injectInto(rootReducer);
export const selectProcedures = (state: RootState): ProceduresState => injected.selectSlice(state);

export default proceduresSlice.reducer;
