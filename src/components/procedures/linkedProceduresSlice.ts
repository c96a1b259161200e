// The procedures linked to the equipment or order on screen, live, one list per set of
// links a card shows (`keyOf(links)`). Shared by the equipment page and the work-order page, so it
// lives with its card under components (like the attachments), not in either feature.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { Procedure } from '../../services/firebase/procedures';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

/** What a card shows of a procedure (its search words are the library's). */
export type LinkedProcedure = Omit<Procedure, 'keywords'> & { pending: boolean };

export interface LinkedList {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: LinkedProcedure[];
  fromCache: boolean;
  corrupt: AppError[];
  /** Cards showing this list (its listener runs while one does). */
  watchers: number;
}

export interface LinkedProceduresState {
  lists: Record<string, LinkedList>;
}

export const keyOf = (links: readonly string[]) => [...links].sort().join(' ');

const initialState: LinkedProceduresState = { lists: {} };

const linkedProceduresSlice = createSlice({
  name: 'linkedProcedures',
  initialState,
  reducers: {
    linkedProceduresOpened(state, action: PayloadAction<string[]>) {
      const key = keyOf(action.payload);
      const list = state.lists[key];
      if (list) list.watchers += 1;
      else state.lists[key] = { status: 'loading', error: null, items: [], fromCache: false, corrupt: [], watchers: 1 };
    },
    linkedProceduresClosed(state, action: PayloadAction<string[]>) {
      const key = keyOf(action.payload);
      const list = state.lists[key];
      if (!list) return;
      list.watchers -= 1;
      if (list.watchers <= 0) delete state.lists[key];
    },
    linkedProceduresRetried(state, action: PayloadAction<string[]>) {
      const list = state.lists[keyOf(action.payload)];
      if (list) Object.assign(list, { status: 'loading', error: null });
    },
    linkedProceduresReceived(
      state,
      action: PayloadAction<{ key: string; items: LinkedProcedure[]; fromCache: boolean; corrupt: AppError[] }>,
    ) {
      const { key, ...value } = action.payload;
      const list = state.lists[key];
      if (list) Object.assign(list, value, { status: 'ready', error: null });
    },
    linkedProceduresFailed(state, action: PayloadAction<{ key: string; error: AppError }>) {
      const list = state.lists[action.payload.key];
      if (list) Object.assign(list, { status: 'failed', error: action.payload.error });
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  linkedProceduresOpened,
  linkedProceduresClosed,
  linkedProceduresRetried,
  linkedProceduresReceived,
  linkedProceduresFailed,
} = linkedProceduresSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof linkedProceduresSlice> {}
}

const injected = linkedProceduresSlice.injectInto(rootReducer);
export const selectLinkedProcedures = (state: RootState): LinkedProceduresState => injected.selectSlice(state);
export const selectLinkedList = (state: RootState, links: readonly string[]): LinkedList | undefined =>
  selectLinkedProcedures(state).lists[keyOf(links)];

export default linkedProceduresSlice.reducer;
