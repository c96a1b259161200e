// Uploads and attachment lists: each upload in one of the spec's seven states (§4:
// running, pausing, paused, canceling, canceled, success, error) with its bytes, and per
// equipment folder the files listed so far in pages ("load more"), refreshed after an upload or a
// deletion. Errors are kept as codes; the card shows them in words.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { type AppError, idleRequest, type RequestState } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { DEFAULT_PAGE_SIZE, isValidPageSize } from './attachmentRules';
import type { Attachment } from './attachmentsService';

export const UPLOAD_STATES = ['running', 'pausing', 'paused', 'canceling', 'canceled', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

const FINISHED: readonly UploadState[] = ['canceled', 'success', 'error'];
export const isFinished = (state: UploadState) => FINISHED.includes(state);

export interface UploadRow {
  id: string;
  /** The equipment's attachments folder. */
  folder: string;
  /** The name shown (the file's original name). */
  name: string;
  /** The stored object's name. */
  storedName: string;
  contentType: string;
  state: UploadState;
  bytes: number;
  total: number;
  /** A resumable upload (over 262,144 bytes), which can be paused, resumed and cancelled. */
  resumable: boolean;
  error: AppError | null;
}

export interface AttachmentList extends RequestState {
  items: Attachment[];
  /** Where the next page starts; null when every file is shown. */
  nextPageToken: string | null;
  /** Pages shown (a refresh loads as many again). */
  pages: number;
  loadingMore: boolean;
}

export interface UploadsState {
  uploads: UploadRow[];
  lists: Record<string, AttachmentList>;
  /** Files per page of a list (docs/product.md §5: 1..1000). */
  pageSize: number;
  /** Paths being deleted. */
  deleting: string[];
  /** The last deletion that failed. */
  deleteError: AppError | null;
}

export const initialUploadsState: UploadsState = {
  uploads: [],
  lists: {},
  pageSize: DEFAULT_PAGE_SIZE,
  deleting: [],
  deleteError: null,
};

export const emptyList: AttachmentList = {
  ...idleRequest,
  items: [],
  nextPageToken: null,
  pages: 1,
  loadingMore: false,
};

export interface UploadRequest {
  id: string;
  folder: string;
  name: string;
  storedName: string;
  contentType: string;
  size: number;
  resumable: boolean;
}

const listOf = (state: UploadsState, folder: string) => (state.lists[folder] ??= { ...emptyList });

const uploadsSlice = createSlice({
  name: 'attachments',
  initialState: initialUploadsState,
  reducers: {
    uploadRequested(state, action: PayloadAction<UploadRequest>) {
      const { size, ...rest } = action.payload;
      state.uploads.push({ ...rest, state: 'running', bytes: 0, total: size, error: null });
    },
    uploadProgressed(
      state,
      action: PayloadAction<{ id: string; state: 'running' | 'paused'; bytes: number; total: number }>,
    ) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (!row || isFinished(row.state)) return;
      row.bytes = action.payload.bytes;
      row.total = action.payload.total;
      // A pause or a cancel asked for holds until the SDK has done it.
      if (row.state === 'canceling') return;
      if (action.payload.state === 'paused') row.state = 'paused';
      else if (row.state !== 'pausing') row.state = 'running';
    },
    uploadSucceeded(state, action: PayloadAction<{ id: string }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (!row || isFinished(row.state)) return;
      row.state = 'success';
      row.bytes = row.total;
    },
    uploadFailed(state, action: PayloadAction<{ id: string; error: AppError }>) {
      const row = state.uploads.find((u) => u.id === action.payload.id);
      if (!row || isFinished(row.state)) return;
      const canceled = action.payload.error.code === 'storage/canceled';
      row.state = canceled ? 'canceled' : 'error';
      row.error = canceled ? null : action.payload.error;
    },
    pauseRequested(state, action: PayloadAction<string>) {
      const row = state.uploads.find((u) => u.id === action.payload);
      if (row?.resumable && row.state === 'running') row.state = 'pausing';
    },
    resumeRequested(state, action: PayloadAction<string>) {
      const row = state.uploads.find((u) => u.id === action.payload);
      if (row?.resumable && (row.state === 'paused' || row.state === 'pausing')) row.state = 'running';
    },
    cancelRequested(state, action: PayloadAction<string>) {
      const row = state.uploads.find((u) => u.id === action.payload);
      if (row?.resumable && !isFinished(row.state)) row.state = 'canceling';
    },
    /** The SDK could not pause or cancel (the upload had just finished or failed). */
    controlIgnored(state, action: PayloadAction<string>) {
      const row = state.uploads.find((u) => u.id === action.payload);
      if (row && (row.state === 'pausing' || row.state === 'canceling')) row.state = 'running';
    },
    uploadDismissed(state, action: PayloadAction<string>) {
      state.uploads = state.uploads.filter((u) => u.id !== action.payload || !isFinished(u.state));
    },
    /** Load (or reload, as many pages as shown) a folder's list. */
    listRequested(state, action: PayloadAction<{ folder: string }>) {
      const list = listOf(state, action.payload.folder);
      list.status = 'loading';
      list.error = null;
    },
    moreRequested(state, action: PayloadAction<{ folder: string }>) {
      const list = listOf(state, action.payload.folder);
      if (list.nextPageToken) list.loadingMore = true;
    },
    listReceived(
      state,
      action: PayloadAction<{ folder: string; items: Attachment[]; nextPageToken: string | null; append: boolean }>,
    ) {
      const { folder, items, nextPageToken, append } = action.payload;
      const list = listOf(state, folder);
      list.items = append ? [...list.items, ...items] : items;
      if (append) list.pages += 1;
      list.nextPageToken = nextPageToken;
      list.status = 'idle';
      list.error = null;
      list.loadingMore = false;
    },
    listFailed(state, action: PayloadAction<{ folder: string; error: AppError }>) {
      const list = listOf(state, action.payload.folder);
      list.status = 'failed';
      list.error = action.payload.error;
      list.loadingMore = false;
    },
    /** A new page size (1..1000; anything else is ignored): every list starts again at one page. */
    pageSizeChanged(state, action: PayloadAction<number>) {
      if (!isValidPageSize(action.payload)) return;
      state.pageSize = action.payload;
      for (const list of Object.values(state.lists)) {
        list.pages = 1;
        list.status = 'loading';
      }
    },
    deleteRequested(state, action: PayloadAction<{ folder: string; path: string }>) {
      state.deleteError = null;
      if (!state.deleting.includes(action.payload.path)) state.deleting.push(action.payload.path);
    },
    deleteSucceeded(state, action: PayloadAction<{ folder: string; path: string }>) {
      const { folder, path } = action.payload;
      state.deleting = state.deleting.filter((p) => p !== path);
      const list = state.lists[folder];
      if (list) list.items = list.items.filter((i) => i.path !== path);
    },
    deleteFailed(state, action: PayloadAction<{ path: string; error: AppError }>) {
      state.deleting = state.deleting.filter((p) => p !== action.payload.path);
      state.deleteError = action.payload.error;
    },
    deleteErrorDismissed(state) {
      state.deleteError = null;
    },
  },
  extraReducers: (builder) => {
    // One user's files must never show to the next user of the same browser tab.
    builder.addCase(logoutRequested, () => initialUploadsState);
    builder.addCase(sessionEnded, () => initialUploadsState);
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof uploadsSlice> {}
}

export const uploadsReducer = uploadsSlice.reducer;
export const {
  uploadRequested,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  pauseRequested,
  resumeRequested,
  cancelRequested,
  controlIgnored,
  uploadDismissed,
  listRequested,
  moreRequested,
  listReceived,
  listFailed,
  pageSizeChanged,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
  deleteErrorDismissed,
} = uploadsSlice.actions;

/** Injected when the feature's code arrives; reads as the initial state before that. */
const injected = uploadsSlice.injectInto(rootReducer);
export const selectAttachments = (state: RootState) => injected.selectSlice(state);
export const selectList = (state: RootState, folder: string) => selectAttachments(state).lists[folder] ?? emptyList;
export const selectUploads = createSelector(
  [(state: RootState) => selectAttachments(state).uploads, (_state: RootState, folder: string) => folder],
  (all, folder) => all.filter((u) => u.folder === folder),
);
