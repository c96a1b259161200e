// The side effects of attachments: each upload reserved first (the month's allowance; see
// services/firebase/uploads.ts), then its events through an eventChannel (progress, paused, done,
// failed) while pause, resume and cancel reach its task; the lists loaded page by page and
// refreshed after an upload or a deletion; deletions.
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, type EventChannel, eventChannel, type Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../../store/rootReducer';
import type { CurrentUser } from '../../lib/currentUser';
import { toAppError } from '../../lib/errors';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import {
  type AttachmentPage,
  deleteAttachment,
  listAttachments,
  reserveFile,
  startUpload,
  type UploadControl,
  type UploadEvent,
} from './attachmentsService';
import { takeFile } from './fileQueue';
import {
  cancelRequested,
  controlIgnored,
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  listFailed,
  listReceived,
  listRequested,
  moreRequested,
  pageSizeChanged,
  pauseRequested,
  resumeRequested,
  selectAttachments,
  uploadFailed,
  uploadProgressed,
  type UploadRequest,
  uploadRequested,
  uploadSucceeded,
} from './uploadsSlice';

type ChannelEvent = UploadEvent | { type: 'control'; control: UploadControl };

/**
 * An upload as a channel: its control first (once the SDK has loaded), then its events. `start`
 * is told when nobody listens any more (the saga left), so it does not begin a transfer then.
 */
export function uploadChannel(
  start: (emit: (event: UploadEvent) => void, closed: () => boolean) => Promise<UploadControl>,
) {
  return eventChannel<ChannelEvent>((emit) => {
    let closed = false;
    const send = (event: ChannelEvent) => {
      if (closed) return;
      emit(event);
    };
    start(send, () => closed).then(
      (control) => send({ type: 'control', control }),
      (error: unknown) => send({ type: 'error', error: toAppError(error) }),
    );
    return () => {
      closed = true;
    };
  }, buffers.expanding<ChannelEvent>(16));
}

/** Resolves when the browser is online (at once if it is). */
function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const NOT_STARTED: UploadControl = { resumable: false, pause: () => false, resume: () => false, cancel: () => false };

const COMMANDS: string[] = [pauseRequested.type, resumeRequested.type, cancelRequested.type];
type Command = PayloadAction<string>;

function apply(control: UploadControl, command: Command): boolean {
  if (command.type === pauseRequested.type) return control.pause();
  if (command.type === resumeRequested.type) return control.resume();
  return control.cancel();
}

function* runUpload(action: PayloadAction<UploadRequest>) {
  const { id, folder, storedName, contentType, name } = action.payload;
  const user = (yield select((s: RootState) => s.auth.currentUser)) as CurrentUser | null;
  const file = takeFile(id);
  if (!user || !file) {
    yield put(uploadFailed({ id, error: { code: 'storage/invalid-argument', message: 'No file or no user' } }));
    return;
  }
  const input = { path: `${folder}/${storedName}`, file, contentType, uploadedBy: user.uid, originalName: name };
  // Reserved first, online (a reservation is never queued to sync later), then sent; commands
  // given meanwhile wait for the transfer's control.
  const channel = (yield call(uploadChannel, async (emit, closed) => {
    await whenOnline();
    if (closed()) return NOT_STARTED;
    await reserveFile(input);
    if (closed()) return NOT_STARTED;
    return startUpload(input, emit);
  })) as EventChannel<ChannelEvent>;
  let control: UploadControl | null = null;
  /** Commands given before the SDK had loaded, applied as soon as it has. */
  const waiting: Command[] = [];
  try {
    while (true) {
      const { event, command, leave } = (yield race({
        event: take(channel),
        command: take((a: { type: string; payload?: unknown }) => COMMANDS.includes(a.type) && a.payload === id),
        leave: take([logoutRequested.type, sessionEnded.type]),
      })) as { event?: ChannelEvent; command?: Command; leave?: unknown };
      if (leave) {
        control?.cancel();
        return;
      }
      if (command) {
        if (!control) waiting.push(command);
        else if (!apply(control, command)) yield put(controlIgnored(id));
        continue;
      }
      if (!event) return;
      switch (event.type) {
        case 'control':
          control = event.control;
          for (const c of waiting.splice(0)) if (!apply(control, c)) yield put(controlIgnored(id));
          break;
        case 'progress':
          yield put(uploadProgressed({ id, state: event.state, bytes: event.bytes, total: event.total }));
          break;
        case 'success':
          yield put(uploadSucceeded({ id }));
          yield put(listRequested({ folder }));
          return;
        case 'error':
          yield put(uploadFailed({ id, error: event.error }));
          return;
      }
    }
  } finally {
    channel.close();
  }
}

// --- Lists ------------------------------------------------------------------------------------

function* loadList(folder: string, append: boolean) {
  const { pageSize, lists } = (yield select(selectAttachments)) as ReturnType<typeof selectAttachments>;
  const list = lists[folder];
  try {
    if (append) {
      if (!list?.nextPageToken) return;
      const page = (yield call(listAttachments, folder, pageSize, list.nextPageToken)) as AttachmentPage;
      yield put(listReceived({ folder, items: page.items, nextPageToken: page.nextPageToken, append: true }));
      return;
    }
    // A refresh shows as many pages as before.
    const pages = list?.pages ?? 1;
    const items: AttachmentPage['items'] = [];
    let token: string | null = null;
    for (let i = 0; i < pages; i++) {
      const page = (yield call(listAttachments, folder, pageSize, token)) as AttachmentPage;
      items.push(...page.items);
      token = page.nextPageToken;
      if (!token) break;
    }
    yield put(listReceived({ folder, items, nextPageToken: token, append: false }));
  } catch (error) {
    yield put(listFailed({ folder, error: toAppError(error) }));
  }
}

/** One loader per folder: a newer request replaces the one under way. */
function* watchLists() {
  const running = new Map<string, Task>();
  function* start(folder: string, append: boolean) {
    const previous = running.get(folder);
    if (previous?.isRunning()) {
      if (append) return; // a refresh or another page is on its way already
      yield cancel(previous);
    }
    running.set(folder, (yield fork(loadList, folder, append)) as Task);
  }
  // Buffered, so a request made while this loop is busy is not lost.
  const requests = (yield actionChannel([
    listRequested.type,
    moreRequested.type,
    pageSizeChanged.type,
  ])) as EventChannel<PayloadAction<unknown>>;
  while (true) {
    const action = (yield take(requests)) as PayloadAction<{ folder: string } | number>;
    if (action.type === pageSizeChanged.type) {
      const { lists } = (yield select(selectAttachments)) as ReturnType<typeof selectAttachments>;
      for (const folder of Object.keys(lists)) yield* start(folder, false);
      continue;
    }
    const { folder } = action.payload as { folder: string };
    yield* start(folder, action.type === moreRequested.type);
  }
}

function* onDelete(action: PayloadAction<{ folder: string; path: string }>) {
  const { folder, path } = action.payload;
  try {
    yield call(deleteAttachment, path);
    yield put(deleteSucceeded({ folder, path }));
    yield put(listRequested({ folder }));
  } catch (error) {
    yield put(deleteFailed({ path, error: toAppError(error) }));
  }
}

function* attachmentsSaga() {
  yield fork(watchLists);
  yield takeEvery(uploadRequested.type, runUpload);
  yield takeEvery(deleteRequested.type, onDelete);
}

export const attachmentsFeature = { key: 'attachments', saga: attachmentsSaga };
