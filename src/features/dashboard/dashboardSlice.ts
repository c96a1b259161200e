// The dashboard's state: the rollup months of the saved plant (live), its crew
// capacity, the server's "now" counts, and the admin's rebuild. Injected when the dashboard's
// code loads. The rollup's pure functions are the domain's (domain/workStats.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { PmComplianceMonth } from '../../services/firebase/plans';
import type { WorkStatsMonth } from '../../services/firebase/stats';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { DashboardCounts } from './dashboardService';

export interface LiveMonths<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  /** Every plant's months (a plant's `items` replaced as its snapshots come). */
  items: T[];
  /** Plant id → its months. */
  byPlant: Record<string, T[]>;
  fromCache: boolean;
  /** Months the converter refused (named, not drawn). */
  corrupt: string[];
}

/** What the dashboard sums: the selected plant, its site's plants, or every plant of the company. */
export type DashboardScope = 'plant' | 'site' | 'company';
export const DASHBOARD_SCOPES: readonly DashboardScope[] = ['plant', 'site', 'company'];

export interface DashboardState {
  openCount: number;
  scope: DashboardScope;
  /** The plants summed (ids), once known. */
  plants: string[];
  /** The months the listeners cover ('yyyy-mm'). */
  months: { first: string; last: string } | null;
  stats: LiveMonths<WorkStatsMonth>;
  pm: LiveMonths<PmComplianceMonth>;
  /** Plant id → weekly crew hours per craft (a plant with none is missing). */
  capacity: Record<string, Record<string, number>>;
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

const emptyMonths = <T>(): LiveMonths<T> => ({
  status: 'idle',
  error: null,
  items: [],
  byPlant: {},
  fromCache: false,
  corrupt: [],
});

export const initialDashboardState: DashboardState = {
  openCount: 0,
  scope: 'plant',
  plants: [],
  months: null,
  stats: emptyMonths(),
  pm: emptyMonths(),
  capacity: {},
  counts: { status: 'idle', value: null, error: null, countedAt: null },
  rebuild: { status: 'idle', read: 0, total: null, drifted: [], error: null },
};

type Received<T> = { plant: string; items: T[]; fromCache: boolean; corrupt: string[] };

/** A plant's snapshot into the list: ready once every plant summed has answered. */
function receive<T>(list: LiveMonths<T>, plants: string[], { plant, items, fromCache, corrupt }: Received<T>) {
  list.byPlant[plant] = items;
  list.items = plants.flatMap((p) => list.byPlant[p] ?? []);
  list.fromCache = fromCache || list.fromCache;
  list.corrupt = [...new Set([...list.corrupt, ...corrupt])];
  if (plants.every((p) => p in list.byPlant)) list.status = 'ready';
}

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardOpened(state) {
      state.openCount += 1;
    },
    dashboardClosed(state) {
      state.openCount = Math.max(0, state.openCount - 1);
    },
    /** The plant or the period changed: what was shown belonged to another. */
    dashboardScopeChanged(state, action: PayloadAction<DashboardScope>) {
      state.scope = action.payload;
    },
    dashboardStarted(state, action: PayloadAction<{ first: string; last: string; plants: string[] }>) {
      const { plants, ...months } = action.payload;
      state.months = months;
      state.plants = plants;
      state.stats = { ...emptyMonths(), status: 'loading' };
      state.pm = { ...emptyMonths(), status: 'loading' };
      state.capacity = {};
      state.counts = { ...initialDashboardState.counts, status: 'loading' };
    },
    statsReceived(state, action: PayloadAction<Received<WorkStatsMonth>>) {
      receive(state.stats, state.plants, action.payload);
    },
    pmReceived(state, action: PayloadAction<Received<PmComplianceMonth>>) {
      receive(state.pm, state.plants, action.payload);
    },
    monthsFailed(state, action: PayloadAction<{ list: 'stats' | 'pm'; error: AppError }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
    capacityReceived(state, action: PayloadAction<{ plant: string; capacity: Record<string, number> | null }>) {
      const { plant, capacity } = action.payload;
      if (capacity) state.capacity[plant] = capacity;
      else delete state.capacity[plant];
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
  dashboardOpened,
  dashboardClosed,
  dashboardScopeChanged,
  dashboardStarted,
  statsReceived,
  pmReceived,
  monthsFailed,
  capacityReceived,
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
export const selectDashboard = (state: RootState): DashboardState => injected.selectSlice(state);

export default dashboardSlice.reducer;
