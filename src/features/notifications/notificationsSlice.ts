// The notification centre's own state (what is not a live value): which of my orders were seen
// being assigned to me while the app was open (the saga follows my open assigned work), the last
// refused write in words, and the requests to mark read and to save the e-mail choices.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AssignmentMemory } from '../../domain/notifications';
import type { MailKind } from '../../domain/mail';
import type { AppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { rootReducer, type RootState } from '../../store/rootReducer';

export interface NotificationsState {
  assignments: AssignmentMemory | null;
  writeError: AppError | null;
  /** The e-mail choices were just saved (queued) from this page. */
  mailSaved: boolean;
}

export const initialNotificationsState: NotificationsState = { assignments: null, writeError: null, mailSaved: false };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    assignmentsTracked(state, action: PayloadAction<AssignmentMemory>) {
      state.assignments = { ...action.payload, known: [...action.payload.known] };
    },
    /** These notices were opened (or marked) by the person. */
    markReadRequested(state, _action: PayloadAction<string[]>) {
      state.writeError = null;
    },
    markAllReadRequested(state) {
      state.writeError = null;
    },
    mailChoicesSaveRequested(state, _action: PayloadAction<MailKind[]>) {
      state.writeError = null;
      state.mailSaved = false;
    },
    mailChoicesSaved(state) {
      state.mailSaved = true;
    },
    notificationsWriteFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
      state.mailSaved = false;
    },
    notificationsWriteErrorDismissed(state) {
      state.writeError = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialNotificationsState;
    builder.addCase(logoutRequested, reset).addCase(sessionEnded, reset);
  },
});

export const {
  assignmentsTracked,
  markReadRequested,
  markAllReadRequested,
  mailChoicesSaveRequested,
  mailChoicesSaved,
  notificationsWriteFailed,
  notificationsWriteErrorDismissed,
} = notificationsSlice.actions;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

const injected = notificationsSlice.injectInto(rootReducer);
export const selectNotificationsState = (state: RootState): NotificationsState => injected.selectSlice(state);

export default notificationsSlice.reducer;
