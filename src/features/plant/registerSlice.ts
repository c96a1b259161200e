// The company's sites and their plants (docs/design.md §3), live: the top bar's plant picker and the
// sites page read them. Admins' changes are offline-first, so items carry "waiting to sync".
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { Site } from '../../services/firebase/assets';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export type SiteRow = Site & { pending: boolean };

export interface PlantRow {
  id: string;
  site: string;
  name: string;
  archived: boolean;
  equipmentCount: number;
  pending: boolean;
}

export interface RegisterState {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  fromCache: boolean;
  sites: SiteRow[];
  /** Plants by site id; a site not yet answered is missing. */
  plants: Record<string, PlantRow[]>;
  /** Documents too damaged to show. */
  corrupt: AppError[];
  writeError: AppError | null;
}

const initialState: RegisterState = {
  status: 'loading',
  error: null,
  fromCache: false,
  sites: [],
  plants: {},
  corrupt: [],
  writeError: null,
};

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

const registerSlice = createSlice({
  name: 'register',
  initialState,
  reducers: {
    sitesReceived(state, action: PayloadAction<{ sites: SiteRow[]; fromCache: boolean; corrupt: AppError[] }>) {
      state.sites = [...action.payload.sites].sort(byName);
      state.fromCache = action.payload.fromCache;
      state.corrupt = action.payload.corrupt;
      state.status = 'ready';
      state.error = null;
      const ids = new Set(state.sites.map((s) => s.id));
      for (const id of Object.keys(state.plants)) if (!ids.has(id)) delete state.plants[id];
    },
    plantsReceived(state, action: PayloadAction<{ site: string; plants: PlantRow[] }>) {
      state.plants[action.payload.site] = [...action.payload.plants].sort(byName);
    },
    registerFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    registerRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
    siteCreateRequested(state, _action: PayloadAction<{ name: string }>) {
      state.writeError = null;
    },
    siteUpdateRequested(state, _action: PayloadAction<{ site: string; name?: string; archived?: boolean }>) {
      state.writeError = null;
    },
    plantCreateRequested(state, _action: PayloadAction<{ site: string; name: string }>) {
      state.writeError = null;
    },
    plantUpdateRequested(
      state,
      _action: PayloadAction<{ site: string; plant: string; name?: string; archived?: boolean }>,
    ) {
      state.writeError = null;
    },
    registerWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    registerWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  sitesReceived,
  plantsReceived,
  registerFailed,
  registerRetried,
  siteCreateRequested,
  siteUpdateRequested,
  plantCreateRequested,
  plantUpdateRequested,
  registerWriteFailed,
  registerWriteErrorDismissed,
} = registerSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof registerSlice> {}
}

const injected = registerSlice.injectInto(rootReducer);
export const selectRegister = (state: RootState): RegisterState => injected.selectSlice(state);

/** Sites and plants a user can pick: neither archived. */
export const selectPickable = createSelector([selectRegister], (r) =>
  r.sites
    .filter((s) => !s.archived)
    .map((site) => ({ site, plants: (r.plants[site.id] ?? []).filter((p) => !p.archived) })),
);

export default registerSlice.reducer;
