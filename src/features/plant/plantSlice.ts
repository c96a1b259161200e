// The plant being worked in (docs/product.md §4 "Plant": saving the selected plant triggers loading the plant
// data): its saved details, the live plant document with its equipment summary, and the last
// refused write. Every page of /app shares it, so the top bar's picker and the equipment pages
// agree on one plant.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { EquipmentInput, Plant } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { readSavedPlant } from '../../services/savedPlant';

export type PlantStatus = 'none' | 'loading' | 'ready' | 'failed';

/** Why the saved plant was set aside (the picker says so). */
export type PlantNotice = 'plantGone' | 'otherCompany' | null;

export interface PlantState {
  savedPlantDetails: PlantKey | null;
  plant: Plant | null;
  status: PlantStatus;
  error: AppError | null;
  fromCache: boolean;
  hasPendingWrites: boolean;
  notice: PlantNotice;
  writeError: AppError | null;
}

/** The spec's "equipment save" payload (§3): which equipment, who, in which plant; plus what to save. */
export interface EquipmentSavePayload {
  /** The equipment id; a new one is made by the caller (so the page can open it at once). */
  eqid: string;
  uid: string;
  savedPlantDetails: PlantKey;
  equipment: EquipmentInput;
  /** True when the equipment is new. */
  isNew: boolean;
}

export function initialPlantState(saved: PlantKey | null = readSavedPlant()): PlantState {
  return {
    savedPlantDetails: saved,
    plant: null,
    status: saved ? 'loading' : 'none',
    error: null,
    fromCache: false,
    hasPendingWrites: false,
    notice: null,
    writeError: null,
  };
}

const plantSlice = createSlice({
  name: 'plant',
  initialState: initialPlantState,
  reducers: {
    /** The spec's "save the selected plant": stored locally, then its data loads. */
    plantSelected(state, action: PayloadAction<PlantKey>) {
      state.savedPlantDetails = action.payload;
      state.plant = null;
      state.status = 'loading';
      state.error = null;
      state.notice = null;
      state.writeError = null;
    },
    plantCleared(state, action: PayloadAction<PlantNotice>) {
      Object.assign(state, initialPlantState(null), { notice: action.payload });
    },
    plantLoaded(state, action: PayloadAction<{ plant: Plant; fromCache: boolean; hasPendingWrites: boolean }>) {
      state.plant = action.payload.plant;
      state.fromCache = action.payload.fromCache;
      state.hasPendingWrites = action.payload.hasPendingWrites;
      state.status = 'ready';
      state.error = null;
    },
    /** Spec §8: plant loading fails → a generic 'error' (shown translated). */
    plantLoadFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    plantRetryRequested(state) {
      if (state.savedPlantDetails) {
        state.status = 'loading';
        state.error = null;
      }
    },
    equipmentSaveRequested(state, _action: PayloadAction<EquipmentSavePayload>) {
      state.writeError = null;
    },
    equipmentDeleteRequested(
      state,
      _action: PayloadAction<{ eqid: string; uid: string; savedPlantDetails: PlantKey }>,
    ) {
      state.writeError = null;
    },
    plantWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    plantWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = (): PlantState => initialPlantState(null);
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  plantSelected,
  plantCleared,
  plantLoaded,
  plantLoadFailed,
  plantRetryRequested,
  equipmentSaveRequested,
  equipmentDeleteRequested,
  plantWriteFailed,
  plantWriteErrorDismissed,
} = plantSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof plantSlice> {}
}

const injected = plantSlice.injectInto(rootReducer);
const plantState = (state: RootState): PlantState => injected.selectSlice(state);

export const selectPlantState = plantState;
export const selectSavedPlant = (state: RootState) => plantState(state).savedPlantDetails;
export const selectPlant = (state: RootState) => plantState(state).plant;
const noEquipment: Plant['equipments'] = [];
/** The plant's equipment summary (docs/product.md §3 `equipments`), pending changes included. */
export const selectPlantEquipment = (state: RootState) => plantState(state).plant?.equipments ?? noEquipment;
export const selectEquipmentById = createSelector(
  [selectPlantEquipment],
  (items) => new Map(items.map((e) => [e.id, e])),
);
export const selectIsAdmin = (state: RootState) => state.auth.currentUser?.role === 0;

export default plantSlice.reducer;
