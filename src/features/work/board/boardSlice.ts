// The planner's board's requests and what became of them: a move of orders onto a day and a
// person (or back to the backlog), the crew saved, a person's day set to differ; a move refused
// before anything was written, and the last write the server refused; and the ready backlog's
// totals the server counted (the board reads only the first of the backlog). The data itself is
// on the live-data kit (boardLive.ts, queuesLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { BoardTarget, CrewDay, CrewDayKind, DropCheck, PlacedMove } from '../../../domain/board';
import type { CrewSettings } from '../../../services/firebase/crew';
import type { ReadyTotals } from '../workService';

export interface BoardMove {
  moves: { number: string; from: string | null }[];
  target: BoardTarget;
  /** Why a frozen week changes (required then; '' otherwise). */
  reason: string;
}

export type BoardRefusal = NonNullable<DropCheck['refusal']> | { reason: 'reasonRequired'; number: string };

/**
 * The whole ready backlog's size as the server last counted it: `counting` the first time,
 * `offline` / `failed` when a count could not be made (the last totals, if any, stay with `at`).
 */
export interface ReadyTotalsState {
  status: 'idle' | 'counting' | 'ready' | 'offline' | 'failed';
  totals: ReadyTotals | null;
  at: string | null;
}

export interface BoardState {
  refusal: BoardRefusal | null;
  writeError: AppError | null;
  readyTotals: ReadyTotalsState;
  /** Moves checked and being written: drawn at once, until the lists show them (withPlacedMoves). */
  placed: PlacedMove[];
}

const NO_TOTALS: ReadyTotalsState = { status: 'idle', totals: null, at: null };

export const initialBoardState: BoardState = {
  refusal: null,
  writeError: null,
  readyTotals: NO_TOTALS,
  placed: [],
};

const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    boardMoveRequested(state, _action: PayloadAction<BoardMove>) {
      state.refusal = null;
      state.writeError = null;
    },
    boardMoveRefused(state, action: PayloadAction<BoardRefusal>) {
      state.refusal = action.payload;
    },
    crewSaveRequested(state, _action: PayloadAction<Pick<CrewSettings, 'people' | 'permitDays'>>) {
      state.writeError = null;
    },
    crewDaySaveRequested(state, _action: PayloadAction<Omit<CrewDay, 'kind'> & { kind: CrewDayKind | null }>) {
      state.writeError = null;
    },
    boardWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
      state.placed = [];
    },
    /** Moves that passed every check: drawn where they go while they are written. */
    boardMovesPlaced(state, action: PayloadAction<PlacedMove[]>) {
      const numbers = new Set(action.payload.map((m) => m.number));
      state.placed = [...state.placed.filter((m) => !numbers.has(m.number)), ...action.payload];
    },
    /** The lists show these moves now (or a write failed): no longer drawn by the board itself. */
    boardPlacedSettled(state, action: PayloadAction<string[] | null>) {
      const numbers = action.payload && new Set(action.payload);
      state.placed = numbers ? state.placed.filter((m) => !numbers.has(m.number)) : [];
    },
    boardMessagesDismissed(state) {
      state.refusal = null;
      state.writeError = null;
    },
    /** A new plant's backlog: nothing counted yet. */
    readyTotalsStarted(state) {
      state.readyTotals = { ...NO_TOTALS, status: 'counting' };
    },
    readyTotalsRequested() {},
    readyTotalsReceived(state, action: PayloadAction<{ totals: ReadyTotals; at: string }>) {
      state.readyTotals = { status: 'ready', ...action.payload };
    },
    readyTotalsFailed(state, action: PayloadAction<{ offline: boolean }>) {
      state.readyTotals.status = action.payload.offline ? 'offline' : 'failed';
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialBoardState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  boardMoveRequested,
  boardMoveRefused,
  crewSaveRequested,
  crewDaySaveRequested,
  boardWriteFailed,
  boardMessagesDismissed,
  boardMovesPlaced,
  boardPlacedSettled,
  readyTotalsStarted,
  readyTotalsRequested,
  readyTotalsReceived,
  readyTotalsFailed,
} = boardSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof boardSlice> {}
}

const injected = boardSlice.injectInto(rootReducer);
export const selectBoard = (state: RootState): BoardState => injected.selectSlice(state);

export default boardSlice.reducer;
