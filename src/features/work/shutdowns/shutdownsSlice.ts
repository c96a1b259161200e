// The shutdowns' writes and what became of them: a shutdown saved (new or edited), orders planned
// into it or taken out, cancelled or planned again; the last write the server refused. The data
// itself is on the live-data kit (shutdownsLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { ShutdownInput } from '../../../domain/shutdowns';

export interface ShutdownsState {
  writeError: AppError | null;
}

const initialState: ShutdownsState = { writeError: null };

const shutdownsSlice = createSlice({
  name: 'shutdowns',
  initialState,
  reducers: {
    /** Create (`isNew`; the page made the id and opens it at once) or edit. */
    shutdownSaveRequested(state, _action: PayloadAction<{ id: string; isNew: boolean; input: ShutdownInput }>) {
      state.writeError = null;
    },
    shutdownOrdersRequested(state, _action: PayloadAction<{ id: string; add: string[]; remove: string[] }>) {
      state.writeError = null;
    },
    shutdownCancelRequested(state, _action: PayloadAction<{ id: string; cancelled: boolean }>) {
      state.writeError = null;
    },
    shutdownsWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    shutdownsWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  shutdownSaveRequested,
  shutdownOrdersRequested,
  shutdownCancelRequested,
  shutdownsWriteFailed,
  shutdownsWriteErrorDismissed,
} = shutdownsSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof shutdownsSlice> {}
}

const injected = shutdownsSlice.injectInto(rootReducer);
export const selectShutdownsState = (state: RootState): ShutdownsState => injected.selectSlice(state);

export default shutdownsSlice.reducer;
