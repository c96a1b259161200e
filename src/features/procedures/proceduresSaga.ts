// The procedures library's side effects: the library, live while its page shows it and
// restarted on a filter, a search or "load more" (the open procedure with its revisions and
// proposals is on the live-data kit: proceduresLive.ts); and the offline-first writes, each checked again here before it is queued (a
// refusal becomes `proceduresWriteFailed`, said in words by the page) and by firestore.rules last.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import { KEYWORD_MAX, KEYWORD_MIN, searchWords } from '../../lib/keywords';
import {
  type LiveList,
  type Procedure,
  PROCEDURES_PAGE,
  queueAccept,
  queueClose,
  queuePropose,
  queuePublish,
  subscribeLibrary,
} from './proceduresService';
import {
  acceptRequested,
  libraryClosed,
  libraryFailed,
  libraryFilterChanged,
  libraryMoreRequested,
  libraryOpened,
  libraryReceived,
  libraryRetried,
  type ProceduresState,
  proceduresWriteFailed,
  proposeRequested,
  publishRequested,
  rejectRequested,
  selectProcedures,
  withdrawRequested,
} from './proceduresSlice';
import { contentProblem } from './procedureValidation';
import { type OpenProcedure, selectOpenProcedure } from './proceduresLive';
import { PROCEDURE_LIMITS } from '../../services/firebase/procedures';

/** The refusals the pages say in words (messages.ts `refused*`). */
export type ProcedureRefusal = 'admins-only' | 'invalid' | 'unknown' | 'closed' | 'archived';
const refused = (code: ProcedureRefusal) => proceduresWriteFailed({ code: `procedures/${code}`, message: code });

/** The typed search's words: the longest (cut at 15 letters) is asked for, all must match. */
export function searchTerms(text: string): { word: string | null; words: string[] } {
  const words = searchWords(text).filter((w) => w.length >= KEYWORD_MIN);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return { word: longest ? longest.slice(0, KEYWORD_MAX) : null, words };
}

// --- The library ------------------------------------------------------------------------------

function* watchLibrary(company: string, state: ProceduresState['library']) {
  const { word, words } = searchTerms(state.filter.search);
  const { category, archived } = state.filter;
  const wanted = PROCEDURES_PAGE * state.pages;
  yield* watchLive<LiveList<Procedure>>(
    (listener) => subscribeLibrary(company, { category, archived, pages: state.pages, word }, listener),
    function* onList(list) {
      // A search reads by keyword; its other words, the category and archived apply here.
      const keep = (p: Procedure) =>
        !word ||
        ((!category || p.category === category) &&
          (archived || !p.archived) &&
          words.every((w) => p.keywords.some((k) => k === w.slice(0, KEYWORD_MAX))));
      yield put(
        libraryReceived({
          items: list.items.slice(0, wanted).filter(keep),
          hasMore: list.items.length > wanted,
          fromCache: list.fromCache,
          corrupt: list.corrupt,
        }),
      );
    },
    function* onError(error: AppError) {
      yield put(libraryFailed(error));
    },
  );
}

function* library(user: CurrentUser) {
  let task: Task | null = null;
  let listening: string | null = null;
  let retry = false;
  while (true) {
    const state = ((yield select(selectProcedures)) as ProceduresState).library;
    const wanted = state.openCount > 0 ? JSON.stringify([state.filter, state.pages]) : null;
    if (wanted !== listening || retry) {
      if (task) yield cancel(task);
      task = wanted ? ((yield fork(watchLibrary, user.companyUID, state)) as Task) : null;
      listening = wanted;
    }
    const action = (yield take([
      libraryOpened.type,
      libraryClosed.type,
      libraryFilterChanged.type,
      libraryMoreRequested.type,
      libraryRetried.type,
    ])) as PayloadAction<unknown>;
    retry = action.type === libraryRetried.type;
  }
}

// --- Writes ---------------------------------------------------------------------------------

function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const admin = user.role === UserRole.Admin;
  const company = user.companyUID;
  /** The open procedure when it is `id` and loaded; else the refusal is reported. */
  function* loaded(id: string) {
    const open = (yield select(selectOpenProcedure, id)) as OpenProcedure;
    if (!open.procedure) {
      yield put(refused('unknown'));
      return null;
    }
    return open;
  }
  function* openProposal(id: string, proposalId: string) {
    const open = yield* loaded(id);
    const proposal = open?.proposals.find((p) => p.id === proposalId);
    if (!open?.procedure) return null;
    if (!proposal) yield put(refused('unknown'));
    else if (proposal.status !== 'open') yield put(refused('closed'));
    else return { procedure: open.procedure, proposal };
    return null;
  }

  yield takeEvery(publishRequested.type, function* ({ payload }: ReturnType<typeof publishRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    if (contentProblem(payload.content, payload.note)) return void (yield put(refused('invalid')));
    const open = payload.isNew ? null : yield* loaded(payload.id);
    if (!payload.isNew && !open?.procedure) return;
    const current = open?.procedure ?? null;
    yield* writeOfflineFirst(
      () =>
        queuePublish(
          company,
          { id: payload.id, content: payload.content, note: payload.note, current, archived: payload.archived },
          by,
        ),
      proceduresWriteFailed,
    );
  });
  yield takeEvery(proposeRequested.type, function* ({ payload }: ReturnType<typeof proposeRequested>) {
    if (contentProblem(payload.content, payload.note)) return void (yield put(refused('invalid')));
    const open = yield* loaded(payload.procedureId);
    if (!open?.procedure) return;
    if (open.procedure.archived) return void (yield put(refused('archived')));
    const base = open.procedure.revision;
    yield* writeOfflineFirst(
      () => queuePropose(company, payload.procedureId, payload.proposalId, payload.content, payload.note, base, by),
      proceduresWriteFailed,
    );
  });
  yield takeEvery(acceptRequested.type, function* ({ payload }: ReturnType<typeof acceptRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    const found = yield* openProposal(payload.procedureId, payload.proposalId);
    if (!found) return;
    if (payload.note.length > PROCEDURE_LIMITS.note) return void (yield put(refused('invalid')));
    yield* writeOfflineFirst(
      () => queueAccept(company, found.procedure, found.proposal, payload.note, by),
      proceduresWriteFailed,
    );
  });
  yield takeEvery(rejectRequested.type, function* ({ payload }: ReturnType<typeof rejectRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    const reason = payload.reason.trim();
    if (!reason || reason.length > PROCEDURE_LIMITS.note) return void (yield put(refused('invalid')));
    const found = yield* openProposal(payload.procedureId, payload.proposalId);
    if (!found) return;
    yield* writeOfflineFirst(
      () => queueClose(company, payload.procedureId, found.proposal, 'rejected', reason, by),
      proceduresWriteFailed,
    );
  });
  yield takeEvery(withdrawRequested.type, function* ({ payload }: ReturnType<typeof withdrawRequested>) {
    const found = yield* openProposal(payload.procedureId, payload.proposalId);
    if (!found) return;
    if (found.proposal.proposedBy !== user.uid) return void (yield put(refused('admins-only')));
    yield* writeOfflineFirst(
      () => queueClose(company, payload.procedureId, found.proposal, 'withdrawn', '', by),
      proceduresWriteFailed,
    );
  });
}

function* proceduresSaga() {
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield all([call(library, user), call(writes, user)]);
  });
}

/** Started by the procedures pages (useFeature). */
export const proceduresFeature = { key: 'procedures', saga: proceduresSaga };
