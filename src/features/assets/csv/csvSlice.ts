// The CSV import and export of the plant's equipment: where an import is (reading, previewed,
// writing, done, failed), its preview and progress, and whether an export is under way.
// Serialisable throughout: the chosen file reaches the saga by token (chosenFiles.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { CsvPreview } from './equipmentCsv';

export type ImportPhase = 'idle' | 'reading' | 'previewed' | 'writing' | 'done' | 'failed';

export interface ImportProgressState {
  total: number;
  queued: number;
  acknowledged: number;
}

export interface CsvState {
  phase: ImportPhase;
  fileName: string | null;
  preview: CsvPreview | null;
  progress: ImportProgressState | null;
  imported: number;
  error: AppError | null;
  exporting: boolean;
  exportError: AppError | null;
}

export const initialCsvState: CsvState = {
  phase: 'idle',
  fileName: null,
  preview: null,
  progress: null,
  imported: 0,
  error: null,
  exporting: false,
  exportError: null,
};

const csvSlice = createSlice({
  name: 'assetsCsv',
  initialState: initialCsvState,
  reducers: {
    importFileChosen(state, action: PayloadAction<{ token: string; fileName: string }>) {
      Object.assign(state, initialCsvState, {
        phase: 'reading',
        fileName: action.payload.fileName,
        exporting: state.exporting,
      });
    },
    importPreviewReady(state, action: PayloadAction<CsvPreview>) {
      state.phase = 'previewed';
      state.preview = action.payload;
    },
    importRequested(state) {
      state.error = null;
    },
    importStarted(state, action: PayloadAction<ImportProgressState>) {
      state.phase = 'writing';
      state.progress = action.payload;
    },
    importProgressed(state, action: PayloadAction<ImportProgressState>) {
      state.progress = action.payload;
    },
    importSucceeded(state, action: PayloadAction<number>) {
      state.phase = 'done';
      state.imported = action.payload;
      state.preview = null;
    },
    importFailed(state, action: PayloadAction<AppError>) {
      state.phase = 'failed';
      state.error = action.payload;
    },
    importReset(state) {
      Object.assign(state, initialCsvState, { exporting: state.exporting });
    },
    exportRequested(state) {
      state.exporting = true;
      state.exportError = null;
    },
    exportFinished(state) {
      state.exporting = false;
    },
    exportFailed(state, action: PayloadAction<AppError>) {
      state.exporting = false;
      state.exportError = action.payload;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialCsvState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  importFileChosen,
  importPreviewReady,
  importRequested,
  importStarted,
  importProgressed,
  importSucceeded,
  importFailed,
  importReset,
  exportRequested,
  exportFinished,
  exportFailed,
} = csvSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof csvSlice> {}
}

const injected = csvSlice.injectInto(rootReducer);
export const selectCsv = (state: RootState): CsvState => injected.selectSlice(state);

export default csvSlice.reducer;
