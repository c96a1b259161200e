// Home: the server's counts for the signed-in person in the saved plant, and the two
// live lists Home shows (my requests, today's schedule). Injected when Home's code loads.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { HomeCounts, WorkRequest } from './homeService';

export type HomeRow = WorkRequest & { pending: boolean };

export interface HomeList {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: HomeRow[];
  /** The device's copy (offline, or before the server answered). */
  fromCache: boolean;
}

export interface HomeState {
  /** How many Home pages are open (the saga listens while any is). */
  openCount: number;
  counts: {
    /** `offline`: the server could not be reached; counts need it (the lists still show the cache). */
    status: 'idle' | 'loading' | 'ready' | 'offline' | 'failed';
    value: HomeCounts | null;
    error: AppError | null;
    /** ISO time of the last counts received. */
    countedAt: string | null;
  };
  myRequests: HomeList;
  today: HomeList;
}

const emptyList = (): HomeList => ({ status: 'loading', error: null, items: [], fromCache: false });

export const initialHomeState: HomeState = {
  openCount: 0,
  counts: { status: 'idle', value: null, error: null, countedAt: null },
  myRequests: emptyList(),
  today: emptyList(),
};

type ListName = 'myRequests' | 'today';

const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    homeOpened(state) {
      state.openCount += 1;
    },
    homeClosed(state) {
      state.openCount = Math.max(0, state.openCount - 1);
    },
    /** The plant changed or the page opened: what was shown belonged to another plant. */
    homePlantStarted(state) {
      state.counts = { ...initialHomeState.counts, status: 'loading' };
      state.myRequests = emptyList();
      state.today = emptyList();
    },
    /** The "Refresh" button (and the saga's own refreshes). */
    countsRefreshRequested(state) {
      if (state.counts.status !== 'loading') state.counts.status = 'loading';
    },
    countsReceived(state, action: PayloadAction<{ counts: HomeCounts; at: string }>) {
      state.counts = { status: 'ready', value: action.payload.counts, error: null, countedAt: action.payload.at };
    },
    /** Figures already counted stay on screen, marked as of their time. */
    countsFailed(state, action: PayloadAction<{ error: AppError; offline: boolean }>) {
      state.counts.status = action.payload.offline ? 'offline' : 'failed';
      state.counts.error = action.payload.error;
    },
    homeListReceived(state, action: PayloadAction<{ list: ListName; items: HomeRow[]; fromCache: boolean }>) {
      const { list, items, fromCache } = action.payload;
      state[list] = { status: 'ready', error: null, items, fromCache };
    },
    homeListFailed(state, action: PayloadAction<{ list: ListName; error: AppError }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialHomeState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  homeOpened,
  homeClosed,
  homePlantStarted,
  countsRefreshRequested,
  countsReceived,
  countsFailed,
  homeListReceived,
  homeListFailed,
} = homeSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}

const injected = homeSlice.injectInto(rootReducer);
export const selectHome = (state: RootState): HomeState => injected.selectSlice(state);

export default homeSlice.reducer;
