// Job plans' side effects: the offline-first writes, each checked again here before it is queued
// against the job plan on screen (a refusal becomes `jobPlansWriteFailed`, said in words by the
// page) and by firestore.rules last. A new revision then reaches the maintenance plans that use
// the job plan (followJobPlan). What pages show live is on the live-data kit (jobPlansLive.ts).
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { checkJobPlan, cleanJobPlan as contentOf, type JobPlanContent } from '../../domain/jobPlans';
import { LIBRARY_NOTE_MAX } from '../../services/firebase/library';
import { queueAccept, queueClose, queuePropose, queuePublish } from './jobPlansService';
import {
  jobPlanAcceptRequested,
  jobPlanProposeRequested,
  jobPlanPublishRequested,
  jobPlanRejectRequested,
  jobPlanRevised,
  jobPlansWriteFailed,
  jobPlanWithdrawRequested,
} from './jobPlansSlice';
import { type OpenJobPlan, selectOpenJobPlan } from './jobPlansLive';

/** The refusals the pages say in words (messages.ts `refused*`). */
export type JobPlanRefusal = 'admins-only' | 'invalid' | 'unknown' | 'closed' | 'archived';
const refused = (code: JobPlanRefusal) => jobPlansWriteFailed({ code: `jobPlans/${code}`, message: code });

const invalid = (content: JobPlanContent, note: string) =>
  Object.keys(checkJobPlan(content)).length > 0 || note.trim().length > LIBRARY_NOTE_MAX;

function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const admin = user.role === UserRole.Admin;
  const company = user.companyUID;
  /** The open job plan when it is `id` and loaded; else the refusal is reported. */
  function* loaded(id: string) {
    const open = (yield select(selectOpenJobPlan, id)) as OpenJobPlan;
    if (!open.jobPlan) {
      yield put(refused('unknown'));
      return null;
    }
    return open;
  }
  function* openProposal(id: string, proposalId: string) {
    const open = yield* loaded(id);
    if (!open?.jobPlan) return null;
    const proposal = open.proposals.find((p) => p.id === proposalId);
    if (!proposal) yield put(refused('unknown'));
    else if (proposal.status !== 'open') yield put(refused('closed'));
    else return { jobPlan: open.jobPlan, proposal };
    return null;
  }

  yield takeEvery(jobPlanPublishRequested.type, function* ({ payload }: ReturnType<typeof jobPlanPublishRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    if (invalid(payload.content, payload.note)) return void (yield put(refused('invalid')));
    const open = payload.isNew ? null : yield* loaded(payload.id);
    if (!payload.isNew && !open?.jobPlan) return;
    const current = open?.jobPlan ?? null;
    const queued = yield* writeOfflineFirst(
      () =>
        queuePublish(
          company,
          { id: payload.id, content: payload.content, note: payload.note, current, archived: payload.archived },
          by,
        ),
      jobPlansWriteFailed,
    );
    // An archived job plan keeps its plans where they are (they keep their copy).
    if (queued && current && !payload.archived)
      yield put(jobPlanRevised({ id: payload.id, revision: current.revision + 1, content: payload.content }));
  });
  yield takeEvery(jobPlanProposeRequested.type, function* ({ payload }: ReturnType<typeof jobPlanProposeRequested>) {
    if (invalid(payload.content, payload.note)) return void (yield put(refused('invalid')));
    const open = yield* loaded(payload.jobPlanId);
    if (!open?.jobPlan) return;
    if (open.jobPlan.archived) return void (yield put(refused('archived')));
    const base = open.jobPlan.revision;
    yield* writeOfflineFirst(
      () => queuePropose(company, payload.jobPlanId, payload.proposalId, payload.content, payload.note, base, by),
      jobPlansWriteFailed,
    );
  });
  yield takeEvery(jobPlanAcceptRequested.type, function* ({ payload }: ReturnType<typeof jobPlanAcceptRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    if (payload.note.length > LIBRARY_NOTE_MAX) return void (yield put(refused('invalid')));
    const found = yield* openProposal(payload.jobPlanId, payload.proposalId);
    if (!found) return;
    const queued = yield* writeOfflineFirst(
      () => queueAccept(company, found.jobPlan, found.proposal, payload.note, by),
      jobPlansWriteFailed,
    );
    if (queued && !found.jobPlan.archived)
      yield put(
        jobPlanRevised({
          id: found.jobPlan.id,
          revision: found.jobPlan.revision + 1,
          content: contentOf(found.proposal),
        }),
      );
  });
  yield takeEvery(jobPlanRejectRequested.type, function* ({ payload }: ReturnType<typeof jobPlanRejectRequested>) {
    if (!admin) return void (yield put(refused('admins-only')));
    const reason = payload.reason.trim();
    if (!reason || reason.length > LIBRARY_NOTE_MAX) return void (yield put(refused('invalid')));
    const found = yield* openProposal(payload.jobPlanId, payload.proposalId);
    if (!found) return;
    yield* writeOfflineFirst(
      () => queueClose(company, payload.jobPlanId, found.proposal, 'rejected', reason, by),
      jobPlansWriteFailed,
    );
  });
  yield takeEvery(jobPlanWithdrawRequested.type, function* ({ payload }: ReturnType<typeof jobPlanWithdrawRequested>) {
    const found = yield* openProposal(payload.jobPlanId, payload.proposalId);
    if (!found) return;
    if (found.proposal.proposedBy !== user.uid) return void (yield put(refused('admins-only')));
    yield* writeOfflineFirst(
      () => queueClose(company, payload.jobPlanId, found.proposal, 'withdrawn', '', by),
      jobPlansWriteFailed,
    );
  });
}

function* jobPlansSaga() {
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield call(writes, user);
  });
}

/** Started by the job plans pages and the forms that plan from a job plan (useFeature). */
export const jobPlansFeature = { key: 'jobPlans', saga: jobPlansSaga };
