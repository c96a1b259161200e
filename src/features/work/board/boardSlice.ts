// The planner's board's requests and what became of them: a move of orders onto a day and a
// person (or back to the backlog), the crew saved, a person's day set to differ; a move refused
// before anything was written, and the last write the server refused. The data itself is on the
// live-data kit (boardLive.ts, queuesLive.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { logoutRequested, sessionEnded } from '../../../lib/sessionActions';
import type { BoardTarget, CrewDay, CrewDayKind, DropCheck } from '../../../domain/board';
import type { CrewSettings } from '../../../services/firebase/crew';

export interface BoardMove {
  moves: { number: string; from: string | null }[];
  target: BoardTarget;
  /** Why a frozen week changes (required then; '' otherwise). */
  reason: string;
}

export type BoardRefusal = NonNullable<DropCheck['refusal']> | { reason: 'reasonRequired'; number: string };

export interface BoardState {
  refusal: BoardRefusal | null;
  writeError: AppError | null;
}

export const initialBoardState: BoardState = { refusal: null, writeError: null };

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
    },
    boardMessagesDismissed(state) {
      state.refusal = null;
      state.writeError = null;
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
} = boardSlice.actions;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof boardSlice> {}
}

const injected = boardSlice.injectInto(rootReducer);
export const selectBoard = (state: RootState): BoardState => injected.selectSlice(state);

export default boardSlice.reducer;
