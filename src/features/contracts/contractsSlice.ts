// Service contracts of the saved plant's site, live while a page or Home shows them
// (`contractsOpened` / `contractsClosed`, counted, so two screens share one listener), with each
// contract's status for today, and the last refused write in words.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useAppSelector } from '../../store/hooks';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { liveKit, type LiveListView, listView, liveReceived } from '../../store/liveKit';
import { today } from '../../lib/days';
import type { AppError } from '../../lib/errors';
import type { ContractInput, ServiceContract } from '../../services/firebase/contracts';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { type ContractStatus, contractStatus, isExpiring } from '../../domain/contractStatus';
import type { VisitOrderChoice } from '../../domain/visitOrder';
import { selectSavedPlant } from '../plant/plantSlice';
import { type LiveList, subscribeContracts } from './contractsService';

export type ContractRow = ServiceContract & { pending: boolean };
export type ContractWithStatus = ContractRow & { status: ContractStatus };

/** Whose contracts: the company and the site (of the saved plant). */
export interface ContractSite {
  uid: string;
  site: string;
}

/** The site's contracts, live while a screen shows them (the live-data kit). */
export const contractsLive = liveKit<ContractSite, LiveList<ServiceContract>>({
  name: 'contracts',
  keyOf: ({ uid, site }) => `${uid}/${site}`,
  subscribe: ({ uid, site }, listener) => subscribeContracts(uid, site, listener),
});

/** The admins' writes: the last refusal, and the contract a page waits for. */
export interface ContractsState {
  writeError: AppError | null;
  /** A contract just created here (saved or renewed) that the list has not shown yet: its page waits for it. */
  expected: string | null;
}

const initialState: ContractsState = { writeError: null, expected: null };

const contractsSlice = createSlice({
  name: 'contracts',
  initialState,
  reducers: {
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
    // The contract waited for has arrived.
    builder.addCase(liveReceived, (state, action) => {
      if (action.payload.kit !== contractsLive.name || !state.expected) return;
      const list = action.payload.value as LiveList<ServiceContract>;
      if (list.items.some((c) => c.id === state.expected)) state.expected = null;
    });
  },
});

export const {
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

/** The site whose contracts are shown: the saved plant's, when it is this company's. */
export const selectContractSite = createSelector(
  [selectSavedPlant, (state: RootState) => state.auth.currentUser?.companyUID],
  (key, company): ContractSite | null => (key && key.uid === company ? { uid: key.uid, site: key.site } : null),
);

/** The site's contracts as a screen shows them (`idle` with no site of this company). */
export type ContractList = LiveListView<ContractRow>;

/** The site's contracts as a screen shows them. */
export const selectContractList = createSelector(
  [(state: RootState) => contractsLive.select(state, selectContractSite(state))],
  (entry): ContractList => listView(entry),
);

export const selectContractById = (state: RootState, id: string): ContractRow | undefined =>
  selectContractList(state).items.find((c) => c.id === id);

/** Today's day (yyyy-mm-dd): a selector input, so statuses recompute when the day changes. */
const selectToday = () => today();

/**
 * Every contract with its status today: those needing attention first (expired and not renewed,
 * then expiring soonest), then the running ones by end date; renewed ones last.
 */
export const selectContractRows = createSelector(
  [(state: RootState) => selectContractList(state).items, selectToday],
  (items, day) => {
    const rank = (c: ContractWithStatus) =>
      c.renewedBy ? 3 : c.status.kind === 'expired' ? 0 : isExpiring(c.status.kind) ? 1 : 2;
    return items
      .map((c): ContractWithStatus => ({ ...c, status: contractStatus(c, day) }))
      .sort((a, b) => rank(a) - rank(b) || a.endDate.localeCompare(b.endDate) || a.vendor.localeCompare(b.vendor));
  },
);

/** Home's list: contracts ending within 90 days or already ended, not yet renewed. */
export const selectExpiring = createSelector([selectContractRows], (rows) =>
  rows.filter((c) => !c.renewedBy && (c.status.kind === 'expired' || isExpiring(c.status.kind))),
);

/**
 * The saved plant's site's contracts, live while the calling screen is shown (the list, a
 * contract and Home share one listener), and a way to listen again after a refusal.
 */
export function useContractsLive() {
  const site = useAppSelector(selectContractSite);
  contractsLive.useLive(site);
  const { retry } = contractsLive.useControls(site);
  return { ...useAppSelector(selectContractList), retry };
}

export default contractsSlice.reducer;
