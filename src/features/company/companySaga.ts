// The company pages (docs/design.md §2, §3, §6): members and open invitations inside the data
// filter, live, and the offline-first writes of admins (invite, revoke, change a role, remove,
// rename the company).
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { cancel, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { type DataWindow, dataWindow, type DataWindowFilter } from '../../lib/dataWindow';
import type { AppError } from '../../lib/errors';
import { dataFilterChanged } from '../settings/settingsSlice';
import type { RootState } from '../../store/rootReducer';
import {
  type CompanyUserRecord,
  type Invite,
  type LiveList,
  type Membership,
  queueInvite,
  queueRemoval,
  queueRename,
  queueRevoke,
  queueRoleChange,
  subscribeInvites,
  subscribeMembers,
  type UserType,
} from './membersService';
import {
  type CompanyState,
  inviteQueued,
  inviteRequested,
  inviteRevokeRequested,
  invitesReceived,
  listFailed,
  listRetried,
  allDatesToggled,
  listWatchStarted,
  type Member,
  memberRemoveRequested,
  membersReceived,
  moreRequested,
  renameRequested,
  roleChangeRequested,
  selectCompany,
  writeFailed,
  companyRecordReceived,
} from './companySlice';

const selectUser = (s: RootState) => s.auth.currentUser;

/** Members from the authoritative memberships, named from the company's member list. */
export function toMembers(
  company: string,
  record: CompanyUserRecord | null,
  memberships: LiveList<Membership>['items'],
): Member[] {
  return memberships
    .filter((m) => !m.removed)
    .map((m) => {
      const entry = record?.users.find((u) => u.id === m.uid);
      const name = entry ? `${entry.firstName} ${entry.lastName}`.trim() : m.displayName;
      return {
        uid: m.uid,
        name: name || m.displayName || m.email,
        email: m.email,
        role: m.role,
        since: m.joinedAt,
        isOwner: m.uid === company,
        pending: m.pending,
      };
    });
}

// --- Members and invitations: on the company pages --------------------------------------------

/** The data filter's window, or (everyone, however old) only its page size. */
function listWindow(filter: DataWindowFilter, field: string, allDates: boolean): DataWindow {
  const window = dataWindow(filter, field);
  return allDates ? { ...window, from: new Date(0), to: new Date('9999-12-31T23:59:59.999Z') } : window;
}

function* watchMembers(user: CurrentUser) {
  const { dataFilter } = (yield select((s: RootState) => s.settings)) as RootState['settings'];
  const { membersList } = (yield select(selectCompany)) as CompanyState;
  const window = listWindow(dataFilter, 'joinedAt', membersList.allDates);
  yield put(listWatchStarted('members'));
  yield* watchLive<LiveList<Membership>>(
    (listener) => subscribeMembers(user.companyUID, window, membersList.pages, listener),
    function* onMembers(list) {
      const { record } = (yield select(selectCompany)) as CompanyState;
      const shown = window.limit * membersList.pages;
      yield put(
        membersReceived({
          members: toMembers(user.companyUID, record, list.items.slice(0, shown)),
          fromCache: list.fromCache,
          hasMore: list.items.length > shown,
          corrupt: list.corrupt,
        }),
      );
    },
    function* onError(error: AppError) {
      yield put(listFailed({ list: 'members', error }));
    },
  );
}

function* watchInvites(user: CurrentUser) {
  const { dataFilter } = (yield select((s: RootState) => s.settings)) as RootState['settings'];
  const { invitesList } = (yield select(selectCompany)) as CompanyState;
  const window = listWindow(dataFilter, 'invitedAt', invitesList.allDates);
  yield put(listWatchStarted('invites'));
  yield* watchLive<LiveList<Invite>>(
    (listener) => subscribeInvites(user.companyUID, window, invitesList.pages, listener),
    function* onInvites(list) {
      const shown = window.limit * invitesList.pages;
      yield put(
        invitesReceived({
          invites: list.items.slice(0, shown),
          fromCache: list.fromCache,
          hasMore: list.items.length > shown,
          corrupt: list.corrupt,
        }),
      );
    },
    function* onError(error: AppError) {
      yield put(listFailed({ list: 'invites', error }));
    },
  );
}

/** Restarts the lists when the data filter changes, on "load more" and on retry. */
function* watchLists(user: CurrentUser) {
  while (true) {
    const tasks = [(yield fork(watchMembers, user)) as Task];
    // Only admins may see invitations.
    if (user.role === UserRole.Admin) tasks.push((yield fork(watchInvites, user)) as Task);
    yield take([dataFilterChanged.type, moreRequested.type, listRetried.type, allDatesToggled.type]);
    yield cancel(tasks);
  }
}

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
  yield fork(whileSignedIn, watchLists);
  yield takeEvery(inviteRequested.type, onInvite);
  yield takeEvery(roleChangeRequested.type, onRoleChange);
  yield takeEvery(memberRemoveRequested.type, onRemove);
  yield takeEvery(inviteRevokeRequested.type, onRevoke);
  yield takeEvery(renameRequested.type, onRename);
}

export const companyFeature = { key: 'company', saga: companySaga };
