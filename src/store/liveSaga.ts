// The saga side of live data: a Firestore subscription as an eventChannel (closed when the
// saga is cancelled), run while someone is signed in and restarted when the user, their
// company or their role changes; stopped at logout. Offline-first writes report a server
// refusal as an action without holding up the saga.
import { buffers, type EventChannel, eventChannel, type Saga } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../lib/currentUser';
import { type AppError, toAppError } from '../lib/errors';
import type { Listener } from '../services/firebase/live';
import type { QueuedWrite } from '../services/firebase/writes';

type Subscribe<V> = (listener: Listener<V>) => () => void;
type LiveEvent<V> = { value: V } | { error: AppError };

/**
 * A subscription as a channel holding its latest event: a snapshot is the whole state, so one that
 * arrives while the saga is still handling the last replaces any not yet taken, and the newest is
 * never dropped (an unbuffered channel drops what comes while nobody is taking).
 */
export function liveChannel<V>(subscribe: Subscribe<V>): EventChannel<LiveEvent<V>> {
  return eventChannel<LiveEvent<V>>(
    (emit) => subscribe({ next: (value) => emit({ value }), error: (error) => emit({ error }) }),
    buffers.sliding(1),
  );
}

/** Runs `onValue` for every value of the subscription and `onError` for its failure, until cancelled. */
export function* watchLive<V>(
  subscribe: Subscribe<V>,
  onValue: (value: V) => Generator,
  onError: (error: AppError) => Generator,
  { settleMs = 0 }: { settleMs?: number } = {},
) {
  const channel = (yield call(liveChannel<V>, subscribe)) as EventChannel<LiveEvent<V>>;
  try {
    while (true) {
      const event = (yield take(channel)) as LiveEvent<V>;
      if ('error' in event) {
        yield* onError(event.error);
        return; // Firestore ends a listener after an error.
      }
      yield* onValue(event.value);
      // A large list: a burst of snapshots (a write per plan while generating, then each one's
      // acknowledgement) is drawn at most once per `settleMs`, its latest state.
      if (settleMs > 0) yield delay(settleMs);
    }
  } finally {
    channel.close();
  }
}

const sessionKey = (user: CurrentUser | null) => (user ? `${user.uid}@${user.companyUID}#${user.role}` : null);

/**
 * Runs `worker(user)` while a user is signed in; restarts it when the user, company or role
 * changes and stops it when they sign out (every auth action is a moment to check).
 */
export function* whileSignedIn(worker: (user: CurrentUser) => Generator) {
  let task: Task | null = null;
  let key: string | null = null;
  while (true) {
    const user = (yield select(
      (s: { auth: { currentUser: CurrentUser | null } }) => s.auth.currentUser,
    )) as CurrentUser | null;
    const next = sessionKey(user);
    if (next !== key) {
      if (task) yield cancel(task);
      task = user ? ((yield fork(worker as Saga, user)) as Task) : null;
      key = next;
    }
    yield take((action: { type: string }) => action.type.startsWith('auth/'));
  }
}

/**
 * An offline-first write: queued at once (the UI moves on, the listeners show it as waiting to
 * sync), and a server refusal later becomes `refused(error)`. A write that cannot even be queued
 * (e.g. the database code could not load) is reported the same way, never thrown into the saga.
 * Returns whether it was queued.
 */
export function* writeOfflineFirst(queue: () => Promise<QueuedWrite>, refused: (error: AppError) => UnknownAction) {
  let queued: QueuedWrite;
  try {
    queued = (yield call(queue)) as QueuedWrite;
  } catch (error) {
    yield put(refused(toAppError(error)));
    return false;
  }
  const { acknowledged } = queued;
  yield fork(function* awaitServer() {
    try {
      yield call(() => acknowledged);
    } catch (error) {
      yield put(refused(toAppError(error)));
    }
  });
  return true;
}

/** The browser's "back online" events as a channel (none where there is no window). */
function onlineChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined' || !window.addEventListener) return () => undefined;
    const onOnline = () => emit(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, buffers.sliding(1));
}

/** Puts `action()` each time the browser comes back online (figures a server counts), until cancelled. */
export function* whenBackOnline(action: () => UnknownAction) {
  const online = (yield call(onlineChannel)) as EventChannel<true>;
  try {
    while (true) {
      yield take(online);
      yield put(action());
    }
  } finally {
    online.close();
  }
}
