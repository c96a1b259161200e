// The procedures library's side effects: the offline-first writes, each checked again here
// before it is queued against the procedure on screen (a refusal becomes `proceduresWriteFailed`,
// said in words by the page) and by firestore.rules last. What pages show live is on the
// live-data kit (proceduresLive.ts).
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { queueAccept, queueClose, queuePropose, queuePublish } from './proceduresService';
import {
  acceptRequested,
  proceduresWriteFailed,
  proposeRequested,
  publishRequested,
  rejectRequested,
  withdrawRequested,
} from './proceduresSlice';
import { contentProblem } from './procedureValidation';
import { type OpenProcedure, selectOpenProcedure } from './proceduresLive';
import { PROCEDURE_LIMITS } from '../../services/firebase/procedures';

/** The refusals the pages say in words (messages.ts `refused*`). */
export type ProcedureRefusal = 'admins-only' | 'invalid' | 'unknown' | 'closed' | 'archived';
const refused = (code: ProcedureRefusal) => proceduresWriteFailed({ code: `procedures/${code}`, message: code });

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
    yield call(writes, user);
  });
}

/** Started by the procedures pages (useFeature). */
export const proceduresFeature = { key: 'procedures', saga: proceduresSaga };
