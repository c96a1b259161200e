// Work requests and work orders (docs/design.md §4): the counts per group, the writes pages ask
// for and the last refused one. What pages show live is on the live-data kit: the queues and the
// scheduled work (queuesLive.ts), the open order (orderLive.ts), an equipment's work
// (equipmentWorkSlice.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { FollowUpOrigin, WorkChanges, WorkRequest } from '../../domain/work';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { WorkTypeCode } from '../../domain/referenceLists';
import type { StageGroup, WorkStatus } from '../../domain/statusMachine';
import type { TimeInput } from '../../domain/timeEntries';

/** A queue: every order, mine (assigned to or raised by me), or one stage group. */
export type QueueId = 'all' | 'mine' | StageGroup;

export type WorkRow = WorkRequest & { pending: boolean };

/** What raising a request says (the spec-free fields; the number and stamps are made by the service). */
export interface RaiseInput {
  title: string;
  description: string;
  equipmentId: string;
  workType: WorkTypeCode;
  /** The refused raise (sync centre) this one retries. */
  replaces?: string;
  /**
   * A preventive order's out-of-range reading this request follows up, and the request's
   * deterministic number for it (lib/workNumber.ts followUpNumber).
   */
  followUp?: { of: FollowUpOrigin; number: string };
}

export interface WorkState {
  counts: { status: 'idle' | 'loading' | 'ready' | 'failed'; byGroup: Partial<Record<StageGroup, number>> };
  /** The request just raised here (its page opens at once). */
  lastRaised: string | null;
  writeError: AppError | null;
}

const initialState: WorkState = {
  counts: { status: 'idle', byGroup: {} },
  lastRaised: null,
  writeError: null,
};

const workSlice = createSlice({
  name: 'work',
  initialState,
  reducers: {
    countsRequested(state) {
      state.counts.status = 'loading';
    },
    countsReceived(state, action: PayloadAction<Partial<Record<StageGroup, number>>>) {
      state.counts = { status: 'ready', byGroup: action.payload };
    },
    countsFailed(state) {
      state.counts.status = 'failed';
    },
    raiseRequested(state, _action: PayloadAction<RaiseInput>) {
      state.writeError = null;
      state.lastRaised = null;
    },
    raised(state, action: PayloadAction<string>) {
      state.lastRaised = action.payload;
    },
    /** A status move (docs/design.md §4) with what its gate needs and a note for the timeline. */
    moveRequested(
      state,
      _action: PayloadAction<{ number: string; to: WorkStatus; changes: WorkChanges; note: string }>,
    ) {
      state.writeError = null;
    },
    /** A change without a status move: execution records, scheduling, a comment (the note). */
    updateRequested(state, _action: PayloadAction<{ number: string; changes: WorkChanges; note: string }>) {
      state.writeError = null;
    },
    /** The writer's own time on an order in progress (hours typed, or a timer's run). */
    timeLogRequested(state, _action: PayloadAction<{ number: string; input: TimeInput }>) {
      state.writeError = null;
    },
    workWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
    workWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  countsRequested,
  countsReceived,
  countsFailed,
  raiseRequested,
  raised,
  moveRequested,
  updateRequested,
  timeLogRequested,
  workWriteFailed,
  workWriteErrorDismissed,
} = workSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof workSlice> {}
}

const injected = workSlice.injectInto(rootReducer);
export const selectWork = (state: RootState): WorkState => injected.selectSlice(state);

export default workSlice.reducer;
