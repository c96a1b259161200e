// The schedule settings' writes: a capacity save asked for and the last refused one (the settings
// themselves are on the live-data kit: scheduleLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { CraftSettings } from './scheduleService';

export interface ScheduleState {
  writeError: AppError | null;
}

export const initialScheduleState: ScheduleState = { writeError: null };

const scheduleSlice = createSlice({
  name: 'schedule',
  initialState: initialScheduleState,
  reducers: {
    capacitySaveRequested(state, _action: PayloadAction<CraftSettings>) {
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

export const { capacitySaveRequested, scheduleWriteFailed, scheduleWriteErrorDismissed } = scheduleSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof scheduleSlice> {}
}

const injected = scheduleSlice.injectInto(rootReducer);
export const selectSchedule = (state: RootState): ScheduleState => injected.selectSlice(state);

export default scheduleSlice.reducer;
