// Work requests and work orders (docs/design.md §4), live: the queues pages open (each a Firestore
// query of one page group inside the data filter), the order on screen with its timeline, the
// scheduled work for the schedule views, the counts per group, and the last refused write.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { ChecklistItem, WorkExecution, WorkPlan, WorkRequest } from '../../services/firebase/work';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import type { WorkTypeCode } from '../../domain/referenceLists';
import type { StageGroup, WorkStatus } from '../../domain/statusMachine';

/** A queue: every order, mine (assigned to or raised by me), or one stage group. */
export type QueueId = 'all' | 'mine' | StageGroup;

export type WorkRow = WorkRequest & { pending: boolean };

export interface LiveQueue {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: WorkRow[];
  fromCache: boolean;
  hasMore: boolean;
  pages: number;
  corrupt: AppError[];
}

/** What raising a request says (the spec-free fields; the number and stamps are made by the service). */
export interface RaiseInput {
  title: string;
  description: string;
  equipmentId: string;
  workType: WorkTypeCode;
  /** The refused raise (sync centre) this one retries. */
  replaces?: string;
}

/** Fields a move or an update may change besides the status. */
export interface WorkChanges {
  /** An admin's new title (the service rewrites its search keywords with it). */
  title?: string;
  reason?: string | null;
  plan?: WorkPlan | null;
  scheduledFor?: string | null;
  execution?: WorkExecution | null;
  assignees?: string[];
  /** A preventive order's checklist as ticked and read so far (same steps, same order). */
  checklist?: ChecklistItem[];
  /** The typed signature (moving to Work Complete); the service stamps the signer's uid and the server's time. */
  signature?: { name: string } | null;
  /** An admin's procedures to acknowledge before In Progress (ids, at most 5). */
  requiredProcedures?: string[];
  /** The writer has read this revision of a required procedure (the service stamps who and when). */
  acknowledge?: { procedureId: string; revision: number };
}

export interface WorkState {
  queues: Partial<Record<QueueId, LiveQueue>>;
  /** The scheduled work (Weekly and Daily Work Schedule), for the schedule views. */
  scheduled: LiveQueue;
  counts: { status: 'idle' | 'loading' | 'ready' | 'failed'; byGroup: Partial<Record<StageGroup, number>> };
  /** The work orders of the equipment on screen (its page's "recent history"), newest first. */
  /** The request just raised here (its page opens at once). */
  lastRaised: string | null;
  writeError: AppError | null;
}

export const emptyQueue = (): LiveQueue => ({
  status: 'loading',
  error: null,
  items: [],
  fromCache: false,
  hasMore: false,
  pages: 1,
  corrupt: [],
});

const initialState: WorkState = {
  queues: {},
  scheduled: emptyQueue(),
  counts: { status: 'idle', byGroup: {} },
  lastRaised: null,
  writeError: null,
};

type QueueValue = Pick<LiveQueue, 'items' | 'fromCache' | 'hasMore' | 'corrupt'>;

const workSlice = createSlice({
  name: 'work',
  initialState,
  reducers: {
    /** A page shows a queue: its listener runs until `queueClosed`. */
    queueOpened(state, action: PayloadAction<QueueId>) {
      state.queues[action.payload] ??= emptyQueue();
    },
    queueClosed(state, action: PayloadAction<QueueId>) {
      delete state.queues[action.payload];
    },
    queueMoreRequested(state, action: PayloadAction<QueueId>) {
      const queue = state.queues[action.payload];
      if (queue) queue.pages += 1;
    },
    queueReceived(state, action: PayloadAction<{ queue: QueueId; value: QueueValue }>) {
      const queue = state.queues[action.payload.queue];
      if (queue) Object.assign(queue, action.payload.value, { status: 'ready', error: null });
    },
    queueFailed(state, action: PayloadAction<{ queue: QueueId; error: AppError }>) {
      const queue = state.queues[action.payload.queue];
      if (queue) Object.assign(queue, { status: 'failed', error: action.payload.error });
    },
    scheduledOpened(state) {
      state.scheduled = { ...emptyQueue(), items: state.scheduled.items };
    },
    scheduledClosed(state) {
      state.scheduled.status = 'loading';
    },
    scheduledReceived(state, action: PayloadAction<QueueValue>) {
      Object.assign(state.scheduled, action.payload, { status: 'ready', error: null });
    },
    scheduledFailed(state, action: PayloadAction<AppError>) {
      Object.assign(state.scheduled, { status: 'failed', error: action.payload });
    },
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
  queueOpened,
  queueClosed,
  queueMoreRequested,
  queueReceived,
  queueFailed,
  scheduledOpened,
  scheduledClosed,
  scheduledReceived,
  scheduledFailed,
  countsRequested,
  countsReceived,
  countsFailed,
  raiseRequested,
  raised,
  moveRequested,
  updateRequested,
  workWriteFailed,
  workWriteErrorDismissed,
} = workSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof workSlice> {}
}

const injected = workSlice.injectInto(rootReducer);
export const selectWork = (state: RootState): WorkState => injected.selectSlice(state);
export const selectQueue = (state: RootState, queue: QueueId): LiveQueue | undefined => selectWork(state).queues[queue];
export const selectScheduled = (state: RootState) => selectWork(state).scheduled;

export default workSlice.reducer;
