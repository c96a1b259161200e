// The register's writes: admins' site and plant changes asked for, and the last refused one (the
// sites and plants themselves are on the live-data kit: registerLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export interface RegisterWrites {
  writeError: AppError | null;
}

const initialState: RegisterWrites = { writeError: null };

const registerSlice = createSlice({
  name: 'register',
  initialState,
  reducers: {
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
export const selectRegisterWrites = (state: RootState): RegisterWrites => injected.selectSlice(state);

export default registerSlice.reducer;
