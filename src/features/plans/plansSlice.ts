// Preventive maintenance: the generation of due orders, an admin's recount of the compliance
// rollup, and the admins' writes. What pages show live (the plans, their compliance rollup and
// open orders, a plan's orders, the meters) is on the live-data kit in plansLive.ts; the meter
// readings of the equipment on screen in readingsSlice.ts.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { LiveListView } from '../../store/liveKit';
import type { AppError } from '../../lib/errors';
import type { PmOnTimeRule } from '../../domain/plans';
import type { MaintenancePlan, PlanInput } from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';

export type PlanRow = MaintenancePlan & { pending: boolean };
export type PmOrderRow = WorkRequest & { pending: boolean };

/** A live list as the plans pages read it (the live-data kit's view). */
export type LiveItems<T> = LiveListView<T>;

export interface GenerationState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Orders the last run on this device queued, less those refused (or made first by another device). */
  generated: number;
  /** Plan documents the last run read (the query on `generateOn` keeps this to the due ones). */
  read: number;
  error: AppError | null;
  /** ISO date-time the last run finished. */
  finishedAt: string | null;
  /** The plant it ran for (`uid/site/plant`), null without one. */
  plant: string | null;
}

/** An admin's recount of the compliance rollup from the orders (it reads a year of them). */
export interface RecountState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Orders read so far, of `total` (null until counted). */
  read: number;
  total: number | null;
  error: AppError | null;
}

/** How many orders of one plan its page lists, newest due first (about four years of a monthly plan). */
export const PLAN_ORDERS_SHOWN = 50;

/** The generation, the recount and the admins' writes (the live lists are in plansLive.ts). */
export interface PlansState {
  recount: RecountState;
  generation: GenerationState;
  /** The plan just saved here (the editor goes to its page). */
  lastSaved: string | null;
  writeError: AppError | null;
}

const initialState: PlansState = {
  recount: { status: 'idle', read: 0, total: null, error: null },
  generation: { status: 'idle', generated: 0, read: 0, error: null, finishedAt: null, plant: null },
  lastSaved: null,
  writeError: null,
};

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
    /** An admin recounts the compliance rollup of the last 12 months from the orders. */
    /** An admin's recount, by `rule` (chosen now: it becomes the company's rule first). */
    recountRequested(state, _action: PayloadAction<{ rule: PmOnTimeRule } | undefined>) {
      state.recount = { status: 'running', read: 0, total: null, error: null };
    },
    recountProgress(state, action: PayloadAction<{ read: number; total: number | null }>) {
      Object.assign(state.recount, action.payload);
    },
    recountFinished(state) {
      state.recount.status = 'done';
    },
    recountFailed(state, action: PayloadAction<AppError>) {
      Object.assign(state.recount, { status: 'failed', error: action.payload });
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
    /** Move a paused plan to the bin. */
    planBinRequested(state, _action: PayloadAction<{ id: string }>) {
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
    generationFinished(
      state,
      action: PayloadAction<{ generated: number; read: number; finishedAt: string; plant: string | null }>,
    ) {
      state.generation = { status: 'done', error: null, ...action.payload };
    },
    /** One order counted as generated here was not made here: refused, or made first by another device. */
    generationNotMade(state) {
      state.generation.generated = Math.max(0, state.generation.generated - 1);
    },
    generationFailed(state, action: PayloadAction<AppError>) {
      state.generation.status = 'failed';
      state.generation.error = action.payload;
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
  recountRequested,
  recountProgress,
  recountFinished,
  recountFailed,
  planSaveRequested,
  planSaved,
  planActiveRequested,
  planBinRequested,
  plansWriteFailed,
  plansWriteErrorDismissed,
  generationRequested,
  generationFinished,
  generationNotMade,
  generationFailed,
  readingRequested,
} = plansSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof plansSlice> {}
}

const injected = plansSlice.injectInto(rootReducer);
export const selectPlans = (state: RootState): PlansState => injected.selectSlice(state);
export const selectRecount = (state: RootState) => selectPlans(state).recount;
export const selectGeneration = (state: RootState) => selectPlans(state).generation;

export default plansSlice.reducer;
