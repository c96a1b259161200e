// Service contracts of the saved plant's site, live while a page or Home shows them
// (`contractsOpened` / `contractsClosed`, counted, so two screens share one listener), with each
// contract's status for today, and the last refused write in words.
import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { today } from '../../lib/days';
import type { AppError } from '../../lib/errors';
import type { ContractInput, ServiceContract } from '../../services/firebase/contracts';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { type ContractStatus, contractStatus, isExpiring } from '../../domain/contractStatus';
import type { VisitOrderChoice } from '../../domain/visitOrder';

export type ContractRow = ServiceContract & { pending: boolean };
export type ContractWithStatus = ContractRow & { status: ContractStatus };

const adapter = createEntityAdapter<ContractRow>();

export interface ContractsState {
  /** How many screens show the contracts; the listener runs while this is above 0. */
  openCount: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  fromCache: boolean;
  items: EntityState<ContractRow, string>;
  /** Documents too damaged to show. */
  corrupt: AppError[];
  writeError: AppError | null;
  /** A contract just created here (saved or renewed) that the list has not shown yet: its page waits for it. */
  expected: string | null;
}

const initialState: ContractsState = {
  openCount: 0,
  status: 'idle',
  error: null,
  fromCache: false,
  items: adapter.getInitialState(),
  corrupt: [],
  writeError: null,
  expected: null,
};

const contractsSlice = createSlice({
  name: 'contracts',
  initialState,
  reducers: {
    contractsOpened(state) {
      state.openCount += 1;
      if (state.status === 'idle') state.status = 'loading';
    },
    contractsClosed(state) {
      state.openCount = Math.max(0, state.openCount - 1);
    },
    contractsReceived(state, action: PayloadAction<{ items: ContractRow[]; fromCache: boolean; corrupt: AppError[] }>) {
      adapter.setAll(state.items, action.payload.items);
      state.fromCache = action.payload.fromCache;
      state.corrupt = action.payload.corrupt;
      state.status = 'ready';
      state.error = null;
      if (state.expected && state.items.entities[state.expected]) state.expected = null;
    },
    contractsFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** After a failure, or when the site changes: listen again. */
    contractsRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The site changed: the other site's contracts are not shown meanwhile. */
    contractsCleared(state) {
      adapter.removeAll(state.items);
      state.corrupt = [];
      state.status = state.openCount > 0 ? 'loading' : 'idle';
    },
    /** Create (`isNew`) or edit; the id is made by the page for a new one. */
    contractSaveRequested(state, action: PayloadAction<{ id: string; isNew: boolean; input: ContractInput }>) {
      state.writeError = null;
      if (action.payload.isNew) state.expected = action.payload.id;
    },
    contractDeleteRequested(state, _action: PayloadAction<string>) {
      state.writeError = null;
    },
    /** Next year's contract `newId` from `id` (the page made the id and opens it at once). */
    contractRenewRequested(state, action: PayloadAction<{ id: string; newId: string }>) {
      state.writeError = null;
      state.expected = action.payload.newId;
    },
    visitOrderRequested(state, _action: PayloadAction<VisitOrderChoice>) {
      state.writeError = null;
    },
    contractsWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
      state.expected = null;
    },
    contractsWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  contractsOpened,
  contractsClosed,
  contractsReceived,
  contractsFailed,
  contractsRetried,
  contractsCleared,
  contractSaveRequested,
  contractDeleteRequested,
  contractRenewRequested,
  visitOrderRequested,
  contractsWriteFailed,
  contractsWriteErrorDismissed,
} = contractsSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof contractsSlice> {}
}

const injected = contractsSlice.injectInto(rootReducer);
export const selectContracts = (state: RootState): ContractsState => injected.selectSlice(state);
const itemSelectors = adapter.getSelectors((state: RootState) => selectContracts(state).items);
export const selectContractById = (state: RootState, id: string): ContractRow | undefined =>
  itemSelectors.selectById(state, id);

/** Today's day (yyyy-mm-dd): a selector input, so statuses recompute when the day changes. */
const selectToday = () => today();

/**
 * Every contract with its status today: those needing attention first (expired and not renewed,
 * then expiring soonest), then the running ones by end date; renewed ones last.
 */
export const selectContractRows = createSelector([itemSelectors.selectAll, selectToday], (items, day) => {
  const rank = (c: ContractWithStatus) =>
    c.renewedBy ? 3 : c.status.kind === 'expired' ? 0 : isExpiring(c.status.kind) ? 1 : 2;
  return items
    .map((c): ContractWithStatus => ({ ...c, status: contractStatus(c, day) }))
    .sort((a, b) => rank(a) - rank(b) || a.endDate.localeCompare(b.endDate) || a.vendor.localeCompare(b.vendor));
});

/** Home's list: contracts ending within 90 days or already ended, not yet renewed. */
export const selectExpiring = createSelector([selectContractRows], (rows) =>
  rows.filter((c) => !c.renewedBy && (c.status.kind === 'expired' || isExpiring(c.status.kind))),
);

export default contractsSlice.reducer;
