// The equipment document open on the equipment page, live (a colleague's change shows at once).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { Equipment } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export interface OpenEquipment {
  eqid: string | null;
  item: (Equipment & { pending: boolean }) | null;
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  fromCache: boolean;
  error: AppError | null;
}

const initialState: OpenEquipment = { eqid: null, item: null, status: 'idle', fromCache: false, error: null };

const equipmentSlice = createSlice({
  name: 'equipment',
  initialState,
  reducers: {
    equipmentOpened(state, action: PayloadAction<{ plant: PlantKey; eqid: string }>) {
      if (state.eqid !== action.payload.eqid) Object.assign(state, initialState);
      state.eqid = action.payload.eqid;
      state.status = state.item ? 'ready' : 'loading';
      state.error = null;
    },
    equipmentClosed: () => initialState,
    equipmentReceived(state, action: PayloadAction<{ item: OpenEquipment['item']; fromCache: boolean }>) {
      state.item = action.payload.item;
      state.fromCache = action.payload.fromCache;
      // Not in the offline cache is not "deleted": wait for the server before saying so.
      state.status = action.payload.item ? 'ready' : action.payload.fromCache ? 'loading' : 'missing';
    },
    equipmentFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const { equipmentOpened, equipmentClosed, equipmentReceived, equipmentFailed } = equipmentSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof equipmentSlice> {}
}

const injected = equipmentSlice.injectInto(rootReducer);
export const selectOpenEquipment = (state: RootState): OpenEquipment => injected.selectSlice(state);

export default equipmentSlice.reducer;
