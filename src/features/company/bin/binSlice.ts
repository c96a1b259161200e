// The bin's requests and what became of them: a record to restore, the records whose time is up
// (deleted for good once the server has listed them), how many went, and the last notice — a
// restore sent and then confirmed, or a refusal in words. The list itself is on the live-data kit
// (companyLive.ts binLive); the writes are the bin saga's (binSaga.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { BinRecord } from '../../../services/firebase/bin';
import type { PlantKey } from '../../../services/firebase/collections';

export type BinNotice =
  | { kind: 'restored'; what: string; pending: boolean; plan: boolean }
  | { kind: 'refused'; what: string; step: 'restore' | 'purge'; error: AppError };

export interface BinState {
  notice: BinNotice | null;
  /** Records deleted for good since the page opened. */
  purged: number;
}

export const initialBinState: BinState = { notice: null, purged: 0 };

interface Of {
  plant: PlantKey;
  record: BinRecord;
}

const binSlice = createSlice({
  name: 'bin',
  initialState: initialBinState,
  reducers: {
    binRestoreRequested(state, { payload }: PayloadAction<Of>) {
      state.notice = {
        kind: 'restored',
        what: payload.record.label,
        pending: true,
        plan: payload.record.kind === 'plan',
      };
    },
    binRestoreConfirmed(state, { payload }: PayloadAction<BinRecord>) {
      if (state.notice?.kind === 'restored' && state.notice.what === payload.label) state.notice.pending = false;
    },
    /** Records whose time is up, as the server listed them: each is deleted once. */
    binPurgeDue(_state, _action: PayloadAction<{ plant: PlantKey; records: BinRecord[] }>) {},
    binPurged(state) {
      state.purged += 1;
    },
    binWriteRefused(
      state,
      { payload }: PayloadAction<{ record: BinRecord; step: 'restore' | 'purge'; error: AppError }>,
    ) {
      state.notice = { kind: 'refused', what: payload.record.label, step: payload.step, error: payload.error };
    },
    /** The page closed: its notices go with it. */
    binClosed() {
      return initialBinState;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialBinState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const { binRestoreRequested, binRestoreConfirmed, binPurgeDue, binPurged, binWriteRefused, binClosed } =
  binSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof binSlice> {}
}

const injected = binSlice.injectInto(rootReducer);
export const selectBin = (state: RootState): BinState => injected.selectSlice(state);

export default binSlice.reducer;
