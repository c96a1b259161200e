// Runs one live query per list of linked procedures a card shows (linkedProceduresSlice), for the
// signed-in user's company; restarted when the user or company changes, stopped at logout.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, put, select, take } from 'redux-saga/effects';
import { watchLive, whileSignedIn } from '../../store/liveSaga';
import type { RootState } from '../../store/rootReducer';
import type { CurrentUser } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import type { Procedure } from '../../services/firebase/procedures';
import { type LiveList, subscribeLinkedProcedures } from './linkedProceduresService';
import {
  keyOf,
  linkedProceduresClosed,
  linkedProceduresFailed,
  linkedProceduresOpened,
  linkedProceduresReceived,
  linkedProceduresRetried,
  selectLinkedProcedures,
} from './linkedProceduresSlice';

function* watchList(company: string, links: string[]) {
  const key = keyOf(links);
  yield* watchLive<LiveList<Procedure>>(
    (listener) => subscribeLinkedProcedures(company, links, listener),
    function* onList(list) {
      const items = list.items.map(({ keywords: _keywords, ...p }) => p);
      yield put(linkedProceduresReceived({ key, items, fromCache: list.fromCache, corrupt: list.corrupt }));
    },
    function* onError(error: AppError) {
      yield put(linkedProceduresFailed({ key, error }));
    },
  );
}

function* lists(user: CurrentUser) {
  const tasks = new Map<string, Task>();
  const start = function* (links: string[]) {
    const key = keyOf(links);
    if (!tasks.has(key)) tasks.set(key, (yield fork(watchList, user.companyUID, links)) as Task);
  };
  // Lists opened before sign-in completed (or before a restart) start now.
  const open = ((yield select(selectLinkedProcedures)) as ReturnType<typeof selectLinkedProcedures>).lists;
  for (const key of Object.keys(open)) yield* start(key.split(' '));
  while (true) {
    const action = (yield take([
      linkedProceduresOpened.type,
      linkedProceduresClosed.type,
      linkedProceduresRetried.type,
    ])) as PayloadAction<string[]>;
    const key = keyOf(action.payload);
    const still = ((yield select((s: RootState) => selectLinkedProcedures(s).lists[key])) as unknown) != null;
    const task = tasks.get(key);
    if (action.type === linkedProceduresRetried.type || !still) {
      if (task) yield cancel(task);
      tasks.delete(key);
    }
    if (still) yield* start(action.payload);
  }
}

function* linkedProceduresSaga() {
  yield* whileSignedIn(lists);
}

/** Started by the card that shows the list (useFeature), once per store. */
export const linkedProceduresFeature = { key: 'linkedProcedures', saga: linkedProceduresSaga };
