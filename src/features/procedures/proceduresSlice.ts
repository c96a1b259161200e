// The procedures library: the library list, live while its page shows it (filters and
// "load more" restart the listener), the open procedure with its revisions and proposals, live,
// and the last refused write in words.
import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
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
type Status = 'idle' | 'loading' | 'ready' | 'failed';

const adapter = createEntityAdapter<ProcedureRow>();

export interface LibraryFilter {
  category: ProcedureCategory | null;
  archived: boolean;
  /** The typed search (title words and tags), '' for none. */
  search: string;
}

export interface ProceduresState {
  library: {
    openCount: number;
    status: Status;
    error: AppError | null;
    fromCache: boolean;
    hasMore: boolean;
    pages: number;
    corrupt: AppError[];
    items: EntityState<ProcedureRow, string>;
    filter: LibraryFilter;
  };
  writeError: AppError | null;
}

const initialState: ProceduresState = {
  library: {
    openCount: 0,
    status: 'idle',
    error: null,
    fromCache: false,
    hasMore: false,
    pages: 1,
    corrupt: [],
    items: adapter.getInitialState(),
    filter: { category: null, archived: false, search: '' },
  },
  writeError: null,
};

interface Received<T> {
  items: T[];
  fromCache: boolean;
  corrupt: AppError[];
}

const proceduresSlice = createSlice({
  name: 'procedures',
  initialState,
  reducers: {
    libraryOpened(state) {
      state.library.openCount += 1;
      if (state.library.status === 'idle') state.library.status = 'loading';
    },
    libraryClosed(state) {
      state.library.openCount = Math.max(0, state.library.openCount - 1);
    },
    libraryFilterChanged(state, action: PayloadAction<Partial<LibraryFilter>>) {
      state.library.filter = { ...state.library.filter, ...action.payload };
      state.library.pages = 1;
      state.library.status = 'loading';
    },
    libraryMoreRequested(state) {
      state.library.pages += 1;
    },
    libraryReceived(state, action: PayloadAction<Received<ProcedureRow> & { hasMore: boolean }>) {
      adapter.setAll(state.library.items, action.payload.items);
      state.library.fromCache = action.payload.fromCache;
      state.library.corrupt = action.payload.corrupt;
      state.library.hasMore = action.payload.hasMore;
      state.library.status = 'ready';
      state.library.error = null;
    },
    libraryFailed(state, action: PayloadAction<AppError>) {
      state.library.status = 'failed';
      state.library.error = action.payload;
    },
    libraryRetried(state) {
      state.library.status = 'loading';
      state.library.error = null;
    },
    /** A page shows procedure `id` (counted: the page and its proposal share one listener). */
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
  libraryOpened,
  libraryClosed,
  libraryFilterChanged,
  libraryMoreRequested,
  libraryReceived,
  libraryFailed,
  libraryRetried,
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
const itemSelectors = adapter.getSelectors((state: RootState) => selectProcedures(state).library.items);
export const selectLibraryItems = itemSelectors.selectAll;

export default proceduresSlice.reducer;
