// The company pages' side effects (docs/design.md §2, §3, §6): the offline-first writes of
// admins (invite, revoke, change a role, remove, rename the company). The members and open
// invitations on screen are on the live-data kit (companyLive.ts).
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { writeOfflineFirst } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import type { RootState } from '../../store/rootReducer';
import { queueInvite, queueRemoval, queueRename, queueRevoke, queueRoleChange, type UserType } from './membersService';
import {
  type CompanyState,
  inviteQueued,
  inviteRequested,
  inviteRevokeRequested,
  memberRemoveRequested,
  renameRequested,
  roleChangeRequested,
  selectCompany,
  writeFailed,
  companyRecordReceived,
} from './companySlice';

const selectUser = (s: RootState) => s.auth.currentUser;

function* context() {
  const user = (yield select(selectUser)) as CurrentUser;
  const state = (yield select(selectCompany)) as CompanyState;
  return { user, state };
}

/** How long an invitation waits for the company's details to arrive before it is refused. */
const COMPANY_WAIT_MS = 20_000;

function* onInvite(action: PayloadAction<{ email: string; role: UserType }>) {
  let { user, state } = yield* context();
  if (!state.company) {
    // An invitation names the company (its link and the join page say it): one made while the
    // company's details are still on their way waits for them, and is refused in words if they
    // do not come.
    const { arrived } = (yield race({
      arrived: take((a: Action) => companyRecordReceived.match(a) && a.payload.company !== null),
      timeout: delay(COMPANY_WAIT_MS),
    })) as { arrived?: unknown };
    if (!arrived) return void (yield put(writeFailed({ code: 'company/not-loaded', message: 'company/not-loaded' })));
    ({ user, state } = yield* context());
  }
  const company = state.company!;
  const input = {
    company: user.companyUID,
    companyName: company.name,
    companyEmail: company.companyEmail,
    email: action.payload.email,
    role: action.payload.role,
    invitedBy: user.uid,
  };
  let code = '';
  const queued = yield* writeOfflineFirst(async () => {
    const write = await queueInvite(input);
    code = write.code;
    return write;
  }, writeFailed);
  if (!queued) return;
  yield put(
    inviteQueued({ ...input, code, companyUID: input.company, invitedAt: new Date().toISOString(), usedBy: null }),
  );
}

function* onRoleChange(action: PayloadAction<{ uid: string; role: UserType }>) {
  const { user, state } = yield* context();
  if (!state.record) return;
  const record = state.record;
  yield* writeOfflineFirst(
    () => queueRoleChange(user.companyUID, record, action.payload.uid, action.payload.role),
    writeFailed,
  );
}

function* onRemove(action: PayloadAction<{ uid: string }>) {
  const { user, state } = yield* context();
  if (!state.record) return;
  const record = state.record;
  yield* writeOfflineFirst(() => queueRemoval(user.companyUID, record, action.payload.uid), writeFailed);
}

function* onRevoke(action: PayloadAction<{ code: string }>) {
  yield* writeOfflineFirst(() => queueRevoke(action.payload.code), writeFailed);
}

function* onRename(action: PayloadAction<{ name: string }>) {
  const user = (yield select(selectUser)) as CurrentUser;
  yield* writeOfflineFirst(() => queueRename(user.companyUID, action.payload.name), writeFailed);
}

function* companySaga() {
  yield takeEvery(inviteRequested.type, onInvite);
  yield takeEvery(roleChangeRequested.type, onRoleChange);
  yield takeEvery(memberRemoveRequested.type, onRemove);
  yield takeEvery(inviteRevokeRequested.type, onRevoke);
  yield takeEvery(renameRequested.type, onRename);
}

export const companyFeature = { key: 'company', saga: companySaga };
