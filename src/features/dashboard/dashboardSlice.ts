// The dashboard's own state: the scope it sums, the server's "now" counts and the admin's
// rebuild. Injected when the dashboard's code loads. The rollup months and capacity it shows are
// on the live-data kit (dashboardLive.ts, whose `selectDashboard` reads both); the rollup's pure
// functions are the domain's (domain/workStats.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { DashboardCounts } from './dashboardService';

/** What the dashboard sums: the selected plant, its site's plants, or every plant of the company. */
export type DashboardScope = 'plant' | 'site' | 'company';
export const DASHBOARD_SCOPES: readonly DashboardScope[] = ['plant', 'site', 'company'];

export interface DashboardState {
  scope: DashboardScope;
  counts: {
    status: 'idle' | 'loading' | 'ready' | 'offline' | 'failed';
    value: DashboardCounts | null;
    error: AppError | null;
    countedAt: string | null;
  };
  rebuild: {
    status: 'idle' | 'running' | 'done' | 'failed';
    read: number;
    total: number | null;
    /** The months ('yyyy-mm') whose figures differed from the orders. */
    drifted: string[];
    error: AppError | null;
  };
}

export const initialDashboardState: DashboardState = {
  scope: 'plant',
  counts: { status: 'idle', value: null, error: null, countedAt: null },
  rebuild: { status: 'idle', read: 0, total: null, drifted: [], error: null },
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardScopeChanged(state, action: PayloadAction<DashboardScope>) {
      state.scope = action.payload;
    },
    /** Counting starts for other plants or another period: what was counted belonged to another. */
    dashboardCountsStarted(state) {
      state.counts = { ...initialDashboardState.counts, status: 'loading' };
    },
    dashboardRefreshRequested(state) {
      state.counts.status = 'loading';
    },
    dashboardCountsReceived(state, action: PayloadAction<{ counts: DashboardCounts; at: string }>) {
      state.counts = { status: 'ready', value: action.payload.counts, error: null, countedAt: action.payload.at };
    },
    /** Figures already counted stay on screen, marked as of their time. */
    dashboardCountsFailed(state, action: PayloadAction<{ error: AppError; offline: boolean }>) {
      state.counts.status = action.payload.offline ? 'offline' : 'failed';
      state.counts.error = action.payload.error;
    },
    rebuildRequested(state) {
      state.rebuild = { status: 'running', read: 0, total: null, drifted: [], error: null };
    },
    rebuildProgress(state, action: PayloadAction<{ read: number; total: number | null }>) {
      state.rebuild.read = action.payload.read;
      state.rebuild.total = action.payload.total;
    },
    rebuildDone(state, action: PayloadAction<{ orders: number; drifted: string[] }>) {
      const { orders, drifted } = action.payload;
      state.rebuild = { status: 'done', read: orders, total: orders, drifted, error: null };
    },
    rebuildFailed(state, action: PayloadAction<AppError>) {
      state.rebuild.status = 'failed';
      state.rebuild.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialDashboardState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  dashboardScopeChanged,
  dashboardCountsStarted,
  dashboardRefreshRequested,
  dashboardCountsReceived,
  dashboardCountsFailed,
  rebuildRequested,
  rebuildProgress,
  rebuildDone,
  rebuildFailed,
} = dashboardSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const injected = dashboardSlice.injectInto(rootReducer);
export const selectDashboardState = (state: RootState): DashboardState => injected.selectSlice(state);

export default dashboardSlice.reducer;
