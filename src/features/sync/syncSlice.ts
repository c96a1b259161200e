// The sync centre: the connection as the browser reports it, the writes waiting for
// the server or refused by it (the outbox), and the device's storage. Loaded with the signed-in
// app; the top bar shows it on every page.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { OutboxEntry } from '../../services/firebase/outbox';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export type { OutboxEntry } from '../../services/firebase/outbox';
export { SESSION } from '../../services/firebase/outbox';

/** Above this share of the browser's quota, the sync centre warns before writes start failing. */
export const STORAGE_WARNING_SHARE = 0.9;

export type Connection = 'online' | 'offline' | 'syncing';

export interface SyncState {
  online: boolean;
  /** The current user's outbox, oldest first. */
  entries: OutboxEntry[];
  /** Local storage refused the outbox: waiting writes would not be listed after a restart. */
  storageFull: boolean;
  /** Share of the storage quota in use, when the browser says. */
  storageUsed: number | null;
  /** Checking what became of writes an earlier session queued. */
  confirming: boolean;
  /** The sync centre's panel is open. */
  open: boolean;
  /** The database stopped on this page (the SDK failed): full storage, or another failure. */
  stopped: 'storage-full' | 'failed' | null;
}

export const initialSyncState = (online = true): SyncState => ({
  online,
  entries: [],
  storageFull: false,
  storageUsed: null,
  confirming: false,
  open: false,
  stopped: null,
});

const syncSlice = createSlice({
  name: 'sync',
  initialState: () => initialSyncState(typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  reducers: {
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    outboxChanged(state, action: PayloadAction<{ entries: OutboxEntry[]; storageFull: boolean }>) {
      state.entries = action.payload.entries;
      state.storageFull = action.payload.storageFull;
    },
    storageMeasured(state, action: PayloadAction<number | null>) {
      state.storageUsed = action.payload;
    },
    confirmingChanged(state, action: PayloadAction<boolean>) {
      state.confirming = action.payload;
    },
    syncCentreToggled(state, action: PayloadAction<boolean | undefined>) {
      state.open = action.payload ?? !state.open;
    },
    databaseStopped(state, action: PayloadAction<'storage-full' | 'failed'>) {
      state.stopped ??= action.payload;
    },
    /** The user drops a refused write (Firestore has already undone it on this device). */
    discardRequested(_state, _action: PayloadAction<string>) {},
  },
  extraReducers: (builder) => {
    const reset = (state: SyncState) => ({ ...initialSyncState(state.online) });
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  connectionChanged,
  outboxChanged,
  storageMeasured,
  confirmingChanged,
  syncCentreToggled,
  discardRequested,
  databaseStopped,
} = syncSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof syncSlice> {}
}

const injected = syncSlice.injectInto(rootReducer);
export const selectSync = (state: RootState): SyncState => injected.selectSlice(state);

export const selectWaiting = createSelector(selectSync, (s) => s.entries.filter((e) => e.state === 'pending'));
export const selectRefused = createSelector(selectSync, (s) => s.entries.filter((e) => e.state === 'refused'));

/** What the top bar says: offline, syncing (online with writes waiting), or online. */
export const selectConnection = createSelector(selectSync, selectWaiting, (s, waiting): Connection => {
  if (!s.online) return 'offline';
  return waiting.length > 0 || s.confirming ? 'syncing' : 'online';
});

export default syncSlice.reducer;
