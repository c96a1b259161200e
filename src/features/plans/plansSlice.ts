// Preventive maintenance (issue 11, DESIGN.md §5), live: the plant's maintenance plans, its
// preventive orders (for compliance, overdue flags and the forecast), the generation of due
// orders, and the meter readings of the equipment on screen.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../app/rootReducer';
import type { AppError } from '../../lib/errors';
import type { LastReading, MaintenancePlan, MeterReading, PlanInput } from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import { logoutRequested, sessionEnded } from '../auth/authSlice';

export type PlanRow = MaintenancePlan & { pending: boolean };
export type PmOrderRow = WorkRequest & { pending: boolean };
export type ReadingRow = MeterReading & { pending: boolean };

export interface LiveItems<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: T[];
  fromCache: boolean;
  corrupt: AppError[];
}

export interface GenerationState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Orders created by the last run on this device (0 when another device made them first). */
  generated: number;
  /** Plan documents the last run read (the query on `generateOn` keeps this to the due ones). */
  read: number;
  error: AppError | null;
  /** ISO date-time the last run finished. */
  finishedAt: string | null;
}

export interface ReadingsOfEquipment {
  status: 'loading' | 'ready' | 'failed';
  /** The latest reading of each meter. */
  last: Record<string, LastReading>;
  /** Recent readings, newest first. */
  history: ReadingRow[];
}

export interface PlansState {
  plans: LiveItems<PlanRow>;
  /** Preventive orders of the plant due from 13 months back on (compliance per month, overdue flags). */
  pmOrders: LiveItems<PmOrderRow>;
  generation: GenerationState;
  /** Readings of the equipment whose pages are open, by equipment id. */
  readings: Record<string, ReadingsOfEquipment>;
  /** The plan just saved here (the editor goes to its page). */
  lastSaved: string | null;
  writeError: AppError | null;
}

const emptyItems = <T>(): LiveItems<T> => ({ status: 'idle', error: null, items: [], fromCache: false, corrupt: [] });

const initialState: PlansState = {
  plans: emptyItems(),
  pmOrders: emptyItems(),
  generation: { status: 'idle', generated: 0, read: 0, error: null, finishedAt: null },
  readings: {},
  lastSaved: null,
  writeError: null,
};

type Received<T> = Pick<LiveItems<T>, 'items' | 'fromCache' | 'corrupt'>;

/** What a reading form says. */
export interface ReadingInput {
  eqid: string;
  meterId: string;
  value: number;
  reset: boolean;
}

const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {
    /** A page shows the plans (and their preventive orders): listeners run until `plansClosed`. */
    plansOpened(state) {
      if (state.plans.status === 'idle') state.plans.status = 'loading';
      if (state.pmOrders.status === 'idle') state.pmOrders.status = 'loading';
    },
    plansClosed(state) {
      state.plans = { ...state.plans, status: 'idle' };
      state.pmOrders = { ...state.pmOrders, status: 'idle' };
    },
    plansReceived(state, action: PayloadAction<Received<PlanRow>>) {
      Object.assign(state.plans, action.payload, { status: 'ready', error: null });
    },
    plansFailed(state, action: PayloadAction<AppError>) {
      Object.assign(state.plans, { status: 'failed', error: action.payload });
    },
    pmOrdersReceived(state, action: PayloadAction<Received<PmOrderRow>>) {
      Object.assign(state.pmOrders, action.payload, { status: 'ready', error: null });
    },
    pmOrdersFailed(state, action: PayloadAction<AppError>) {
      Object.assign(state.pmOrders, { status: 'failed', error: action.payload });
    },
    /** Create (id null) or edit a plan; the saga checks it again and writes offline-first. */
    planSaveRequested(state, _action: PayloadAction<{ id: string | null; input: PlanInput }>) {
      state.writeError = null;
      state.lastSaved = null;
    },
    planSaved(state, action: PayloadAction<string>) {
      state.lastSaved = action.payload;
    },
    /** Pause or resume a plan. */
    planActiveRequested(state, _action: PayloadAction<{ id: string; active: boolean }>) {
      state.writeError = null;
    },
    plansWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    plansWriteErrorDismissed(state) {
      state.writeError = null;
    },
    /** Generate what is due now (on opening the app, the plans page, or after a reading). */
    generationRequested(state) {
      state.generation.status = 'running';
      state.generation.error = null;
    },
    generationFinished(state, action: PayloadAction<{ generated: number; read: number; finishedAt: string }>) {
      state.generation = { status: 'done', error: null, ...action.payload };
    },
    generationFailed(state, action: PayloadAction<AppError>) {
      state.generation.status = 'failed';
      state.generation.error = action.payload;
    },
    readingsOpened(state, action: PayloadAction<string>) {
      state.readings[action.payload] ??= { status: 'loading', last: {}, history: [] };
    },
    readingsClosed(state, action: PayloadAction<string>) {
      delete state.readings[action.payload];
    },
    readingsReceived(
      state,
      action: PayloadAction<{ eqid: string; last?: Record<string, LastReading>; history?: ReadingRow[] }>,
    ) {
      const entry = state.readings[action.payload.eqid];
      if (!entry) return;
      if (action.payload.last) entry.last = action.payload.last;
      if (action.payload.history) entry.history = action.payload.history;
      entry.status = 'ready';
    },
    readingsFailed(state, action: PayloadAction<string>) {
      const entry = state.readings[action.payload];
      if (entry) entry.status = 'failed';
    },
    readingRequested(state, _action: PayloadAction<ReadingInput>) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  plansOpened,
  plansClosed,
  plansReceived,
  plansFailed,
  pmOrdersReceived,
  pmOrdersFailed,
  planSaveRequested,
  planSaved,
  planActiveRequested,
  plansWriteFailed,
  plansWriteErrorDismissed,
  generationRequested,
  generationFinished,
  generationFailed,
  readingsOpened,
  readingsClosed,
  readingsReceived,
  readingsFailed,
  readingRequested,
} = plansSlice.actions;

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof plansSlice> {}
}

const injected = plansSlice.injectInto(rootReducer);
export const selectPlans = (state: RootState): PlansState => injected.selectSlice(state);
export const selectPlanList = (state: RootState) => selectPlans(state).plans;
export const selectPmOrders = (state: RootState) => selectPlans(state).pmOrders;
export const selectGeneration = (state: RootState) => selectPlans(state).generation;
export const selectReadings = (state: RootState, eqid: string): ReadingsOfEquipment | undefined =>
  selectPlans(state).readings[eqid];

export default plansSlice.reducer;

// For other features (which may import this feature only through its slice): the work order
// that completes a floating plan's order moves the plan on in the same batch.
export { advancesOnCompletion, completionAdvance, type PlanLike } from './generation';
