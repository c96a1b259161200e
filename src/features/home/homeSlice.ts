// Home: the server's counts for the signed-in person in the saved plant (the two lists Home
// shows are on the live-data kit: homeLive.ts). Injected when Home's code loads.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { HomeCounts, WorkRequest } from './homeService';

export type HomeRow = WorkRequest & { pending: boolean };

export interface HomeState {
  counts: {
    /** `offline`: the server could not be reached; counts need it (the lists still show the cache). */
    status: 'idle' | 'loading' | 'ready' | 'offline' | 'failed';
    value: HomeCounts | null;
    error: AppError | null;
    /** ISO time of the last counts received. */
    countedAt: string | null;
  };
}

export const initialHomeState: HomeState = {
  counts: { status: 'idle', value: null, error: null, countedAt: null },
};

const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** The plant changed or the page opened: what was counted belonged to another plant. */
    homePlantStarted(state) {
      state.counts = { ...initialHomeState.counts, status: 'loading' };
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
  },
  extraReducers: (builder) => {
    const reset = () => initialHomeState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const { homePlantStarted, countsRefreshRequested, countsReceived, countsFailed } = homeSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}

const injected = homeSlice.injectInto(rootReducer);
export const selectHome = (state: RootState): HomeState => injected.selectSlice(state);

export default homeSlice.reducer;
