// The plant's schedule settings (crew capacity per craft), live, and the last refused write.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';

export interface ScheduleState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  capacity: Record<string, number>;
  /** The settings carry a change made here that the server has not confirmed yet. */
  pending: boolean;
  writeError: AppError | null;
}

export const initialScheduleState: ScheduleState = {
  status: 'idle',
  error: null,
  capacity: {},
  pending: false,
  writeError: null,
};

const scheduleSlice = createSlice({
  name: 'schedule',
  initialState: initialScheduleState,
  reducers: {
    scheduleWatchStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    scheduleReceived(state, action: PayloadAction<{ capacity: Record<string, number>; pending: boolean }>) {
      state.status = 'ready';
      state.error = null;
      state.capacity = action.payload.capacity;
      state.pending = action.payload.pending;
    },
    scheduleFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    capacitySaveRequested(state, _action: PayloadAction<Record<string, number>>) {
      state.writeError = null;
    },
    scheduleWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    scheduleWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialScheduleState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  scheduleWatchStarted,
  scheduleReceived,
  scheduleFailed,
  capacitySaveRequested,
  scheduleWriteFailed,
  scheduleWriteErrorDismissed,
} = scheduleSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof scheduleSlice> {}
}

const injected = scheduleSlice.injectInto(rootReducer);
export const selectSchedule = (state: RootState): ScheduleState => injected.selectSlice(state);

export default scheduleSlice.reducer;
