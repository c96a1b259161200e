// The top bar's search: what is typed and the work orders found for it. Equipment
// results are not kept here: they are derived from the plant summary (selectEquipmentMatches).
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { plantCleared, plantSelected, selectPlantEquipment, selectSavedPlant } from '../plant/plantSlice';
import { indexEquipment, matchEquipment } from '../../domain/equipmentMatch';
import type { PartHit, ProcedureHit, WorkHit } from './searchService';
import { isSearchable, RESULTS_PER_GROUP, stillMatches } from './searchText';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchState {
  text: string;
  /** The work-order search of `text`: idle while it is too short or no plant is chosen. */
  status: SearchStatus;
  work: WorkHit[];
  fromCache: boolean;
  error: AppError | null;
  /** The procedures search of `text`: company-wide, so it needs no plant. */
  procedureStatus: SearchStatus;
  procedures: ProcedureHit[];
  procedureError: AppError | null;
  /** The parts search of `text`: the company's catalogue, no plant needed. */
  partStatus: SearchStatus;
  parts: PartHit[];
}

const initialState: SearchState = {
  text: '',
  status: 'idle',
  work: [],
  fromCache: false,
  error: null,
  procedureStatus: 'idle',
  procedures: [],
  procedureError: null,
  partStatus: 'idle',
  parts: [],
};

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** Typed: the search runs after a short pause; results of an earlier text that still fit stay meanwhile. */
    searchTextChanged(state, action: PayloadAction<{ text: string; hasPlant: boolean }>) {
      const { text, hasPlant } = action.payload;
      state.text = text;
      state.error = null;
      state.procedureError = null;
      if (!isSearchable(text)) {
        state.procedureStatus = 'idle';
        state.procedures = [];
        state.partStatus = 'idle';
        state.parts = [];
      } else {
        state.procedureStatus = 'loading';
        state.partStatus = 'loading';
      }
      if (!hasPlant || !isSearchable(text)) {
        state.status = 'idle';
        state.work = [];
        return;
      }
      state.status = 'loading';
      state.work = state.work.filter((hit) => stillMatches(hit, text));
    },
    /** Escape, a result chosen: the box empties. */
    searchCleared: () => initialState,
    workResultsReceived(state, action: PayloadAction<{ text: string; items: WorkHit[]; fromCache: boolean }>) {
      if (action.payload.text !== state.text) return;
      state.status = 'ready';
      state.work = action.payload.items;
      state.fromCache = action.payload.fromCache;
    },
    procedureResultsReceived(state, action: PayloadAction<{ text: string; items: ProcedureHit[] }>) {
      if (action.payload.text !== state.text) return;
      state.procedureStatus = 'ready';
      state.procedures = action.payload.items;
    },
    partResultsReceived(state, action: PayloadAction<{ text: string; items: PartHit[] }>) {
      if (action.payload.text !== state.text) return;
      state.partStatus = 'ready';
      state.parts = action.payload.items;
    },
    /** The parts could not be searched: the group is left out (the others still show). */
    partSearchFailed(state, action: PayloadAction<{ text: string }>) {
      if (action.payload.text !== state.text) return;
      state.partStatus = 'failed';
      state.parts = [];
    },
    procedureSearchFailed(state, action: PayloadAction<{ text: string; error: AppError }>) {
      if (action.payload.text !== state.text) return;
      state.procedureStatus = 'failed';
      state.procedures = [];
      state.procedureError = action.payload.error;
    },
    workSearchFailed(state, action: PayloadAction<{ text: string; error: AppError }>) {
      if (action.payload.text !== state.text) return;
      state.status = 'failed';
      state.work = [];
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder
      .addCase(logoutRequested, reset)
      .addCase(sessionEnded, reset)
      // Another plant: its work orders are searched again (procedures are the company's).
      .addCase(plantSelected, (state) => ({ ...initialState, procedures: state.procedures, parts: state.parts }))
      .addCase(plantCleared, (state) => ({ ...initialState, procedures: state.procedures, parts: state.parts }));
  },
});

export const {
  searchTextChanged,
  searchCleared,
  workResultsReceived,
  workSearchFailed,
  procedureResultsReceived,
  procedureSearchFailed,
  partResultsReceived,
  partSearchFailed,
} = searchSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const injected = searchSlice.injectInto(rootReducer);
export const selectSearch = (state: RootState): SearchState => injected.selectSlice(state);
export { selectSavedPlant };

/** The plant summary folded once per change of the summary, not per keystroke. */
const selectEquipmentIndex = createSelector([selectPlantEquipment], indexEquipment);

/** The selected plant's equipment matching the typed text (no read: the summary is in the store). */
export const selectEquipmentMatches = createSelector(
  [selectEquipmentIndex, (state: RootState) => selectSearch(state).text],
  (index, text) => (isSearchable(text) ? matchEquipment(index, text, RESULTS_PER_GROUP) : { items: [], more: false }),
);

export default searchSlice.reducer;
