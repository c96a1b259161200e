// The sync centre's side effects, while someone is signed in:
// - the outbox as it changes (queued, accepted, refused), the current user's entries only;
// - the browser's online and offline events;
// - the writes an earlier session queued (before a reload or a restart): once Firestore has sent
//   them, each record is read from the server to see whether it holds the write; one that does
//   not is listed as refused, never dropped in silence;
// - the device's storage: persistence asked for, and a warning when the quota is nearly used.
import { buffers, type EventChannel, eventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Feature } from '../../store/featureRegistry';
import { whileSignedIn } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import { NOT_APPLIED } from './syncCodes';
import {
  announceReachable,
  canReachDatabase,
  type Confirmation,
  confirmEarlierWrites,
  discardEntry,
  earlierPending,
  type OutboxState,
  outboxState,
  refuseEntry,
  settleEntry,
  type StorageHealth,
  storageHealth,
  subscribeOutbox,
} from './syncService';
import {
  confirmingChanged,
  connectionChanged,
  databaseStopped,
  discardRequested,
  outboxChanged,
  selectSync,
  storageMeasured,
  type SyncState,
} from './syncSlice';

function outboxChannel(): EventChannel<OutboxState> {
  return eventChannel((emit) => subscribeOutbox(() => emit(outboxState())), buffers.sliding(1));
}

function connectionChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined' || !window.addEventListener) return () => undefined;
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, buffers.sliding(1));
}

const mine = (state: OutboxState, uid: string) => ({
  entries: state.entries.filter((e) => e.uid === uid),
  storageFull: state.storageFull,
});

/** Whether the server answered a write between two outbox states (accepted it, or refused it). */
export function serverAnswered(before: OutboxState, after: OutboxState): boolean {
  const now = new Map(after.entries.map((e) => [e.id, e.state]));
  return before.entries.some((e) => e.state === 'pending' && now.get(e.id) !== 'pending');
}

function* watchOutbox(uid: string) {
  let last = outboxState();
  yield put(outboxChanged(mine(last, uid)));
  const channel = (yield call(outboxChannel)) as EventChannel<OutboxState>;
  try {
    while (true) {
      const next = (yield take(channel)) as OutboxState;
      yield put(outboxChanged(mine(next, uid)));
      // An answer from the server proves it can be reached, before the next probe says so.
      if (serverAnswered(last, next)) yield put(connectionChanged(true));
      last = next;
    }
  } finally {
    channel.close();
  }
}

/** How often the server is asked whether it can be reached (and at once on the browser's events). */
export const PROBE_EVERY_MS = 20_000;

/**
 * The connection: the browser's online and offline events, and whether the database's server
 * answers (navigator.onLine stays true on a network whose uplink is down). Checked at start,
 * on each event, and every PROBE_EVERY_MS.
 */
function* watchConnection() {
  const channel = (yield call(connectionChannel)) as EventChannel<boolean>;
  let wasReachable = true;
  let browserSaid = false;
  try {
    while (true) {
      const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
      const reachable = browserOnline && ((yield call(canReachDatabase)) as boolean);
      yield put(connectionChanged(reachable));
      // Back without the browser saying so: Firestore reconnects now rather than after its back-off.
      if (reachable && !wasReachable && !browserSaid) yield call(announceReachable);
      wasReachable = reachable;
      const { event } = (yield race({ event: take(channel), tick: delay(PROBE_EVERY_MS) })) as { event?: boolean };
      browserSaid = event !== undefined;
    }
  } finally {
    channel.close();
  }
}

/**
 * What stopped the database on this page, from an uncaught error's text: the Firestore SDK ends
 * every later call after an internal assertion, e.g. when local storage is full.
 */
export function stoppedBy(message: string): 'storage-full' | 'failed' | null {
  if (!/FIRESTORE .*INTERNAL ASSERTION FAILED/.test(message)) return null;
  return /QuotaExceeded|exceeded the quota/i.test(message) ? 'storage-full' : 'failed';
}

function failureChannel(): EventChannel<'storage-full' | 'failed'> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined' || !window.addEventListener) return () => undefined;
    const check = (error: unknown) => {
      const text = error instanceof Error ? `${error.message} ${String(error.stack)}` : String(error);
      const stopped = stoppedBy(text);
      if (stopped) emit(stopped);
    };
    const onError = (event: ErrorEvent) => check(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => check(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, buffers.sliding(1));
}

function* watchFailures() {
  const channel = (yield call(failureChannel)) as EventChannel<'storage-full' | 'failed'>;
  try {
    while (true) yield put(databaseStopped((yield take(channel)) as 'storage-full' | 'failed'));
  } finally {
    channel.close();
  }
}

/**
 * What became of the writes an earlier session queued (it waits for the network). A check that
 * fails (the server could not be read) is tried again every PROBE_EVERY_MS until it answers.
 */
function* confirmEarlier(uid: string) {
  while (true) {
    const earlier = earlierPending(uid);
    if (earlier.length === 0) return;
    yield put(confirmingChanged(true));
    try {
      const results = (yield call(confirmEarlierWrites, earlier)) as Confirmation[];
      for (const r of results) {
        if (r.applied === true) settleEntry(r.id);
        else if (r.applied === false) refuseEntry(r.id, NOT_APPLIED, r.serverStatus);
      }
      // Those not sent yet are asked about again.
      if (results.every((r) => r.applied !== 'waiting')) return;
    } catch {
      // They stay waiting; asked again shortly.
    } finally {
      yield put(confirmingChanged(false));
    }
    yield delay(PROBE_EVERY_MS);
  }
}

function* measureStorage() {
  const health = (yield call(storageHealth)) as StorageHealth;
  yield put(storageMeasured(health.usedShare));
}

function* onDiscard(action: PayloadAction<string>) {
  const sync = (yield select(selectSync)) as SyncState;
  // Only a refused write can be dropped: a waiting one is already in Firestore's queue.
  if (sync.entries.some((e) => e.id === action.payload && e.state === 'refused')) {
    yield call(discardEntry, action.payload);
  }
}

function* whileUser(user: CurrentUser) {
  yield fork(watchOutbox, user.uid);
  yield fork(confirmEarlier, user.uid);
  yield fork(measureStorage);
}

export function* syncSaga() {
  yield fork(watchConnection);
  yield fork(watchFailures);
  yield takeEvery(discardRequested.type, onDiscard);
  yield* whileSignedIn(whileUser);
}

export const syncFeature: Feature = { key: 'sync', saga: syncSaga };
