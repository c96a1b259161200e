import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toAppError } from '../../lib/errors';
import type { AuthState } from '../auth/authSlice';
import type { CurrentUser } from '../auth/currentUser';
import {
  type CompanyUserRecord,
  createInvite,
  type Invite,
  listInvites,
  listMembers,
  type Membership,
  readCompanyUser,
  removeMember,
  revokeInvite,
  setMemberRole,
  type UserType,
} from './companyService';
import {
  type CompanyState,
  inviteRequested,
  inviteRevoked,
  inviteRevokeRequested,
  inviteSucceeded,
  loadFailed,
  loadRequested,
  loadSucceeded,
  type Member,
  memberRemoved,
  memberRemoveRequested,
  operationFailed,
  roleChanged,
  roleChangeRequested,
  selectCompany,
} from './companySlice';

const selectUser = (state: { auth: AuthState }) => state.auth.currentUser;

/** Members from the authoritative memberships, named and dated from the company's member list. */
export function mergeMembers(company: string, record: CompanyUserRecord | null, memberships: Membership[]): Member[] {
  return memberships
    .map((m) => {
      const entry = record?.users.find((u) => u.id === m.uid);
      const name = entry ? `${entry.firstName} ${entry.lastName}`.trim() : m.displayName;
      return {
        uid: m.uid,
        name: name || m.email,
        email: m.email || entry?.email || '',
        role: m.role,
        since: entry?.accountCreated ?? '',
        isOwner: m.uid === company,
      };
    })
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name));
}

function* onLoad() {
  const user = (yield select(selectUser)) as CurrentUser | null;
  if (!user) return;
  try {
    const [record, memberships] = (yield all([
      call(readCompanyUser, user.companyUID),
      call(listMembers, user.companyUID),
    ])) as [CompanyUserRecord | null, Membership[]];
    // Only admins may see invitations.
    const mine = memberships.find((m) => m.uid === user.uid);
    const invites = (mine?.role === 'admin' ? yield call(listInvites, user.companyUID) : []) as Invite[];
    yield put(
      loadSucceeded({
        company: record
          ? { displayName: record.displayName, companyEmail: record.companyEmail, paid: record.paid }
          : null,
        members: mergeMembers(user.companyUID, record, memberships),
        invites,
      }),
    );
  } catch (error) {
    yield put(loadFailed(toAppError(error)));
  }
}

function* onInvite(action: PayloadAction<{ email: string; role: UserType }>) {
  const user = (yield select(selectUser)) as CurrentUser;
  const { company } = (yield select(selectCompany)) as CompanyState;
  try {
    const invite = (yield call(createInvite, {
      company: user.companyUID,
      companyName: company?.displayName ?? '',
      companyEmail: company?.companyEmail ?? '',
      email: action.payload.email,
      role: action.payload.role,
      invitedBy: user.uid,
      now: new Date(),
    })) as Invite;
    yield put(inviteSucceeded(invite));
  } catch (error) {
    yield put(operationFailed(toAppError(error)));
  }
}

function* onRoleChange(action: PayloadAction<{ uid: string; role: UserType }>) {
  const user = (yield select(selectUser)) as CurrentUser;
  try {
    yield call(setMemberRole, user.companyUID, action.payload.uid, action.payload.role);
    yield put(roleChanged(action.payload));
  } catch (error) {
    yield put(operationFailed(toAppError(error)));
  }
}

function* onRemove(action: PayloadAction<{ uid: string }>) {
  const user = (yield select(selectUser)) as CurrentUser;
  try {
    yield call(removeMember, user.companyUID, action.payload.uid);
    yield put(memberRemoved(action.payload));
  } catch (error) {
    yield put(operationFailed(toAppError(error)));
  }
}

function* onRevoke(action: PayloadAction<{ code: string }>) {
  try {
    yield call(revokeInvite, action.payload.code);
    yield put(inviteRevoked(action.payload));
  } catch (error) {
    yield put(operationFailed(toAppError(error)));
  }
}

export function* companySaga() {
  yield takeLatest(loadRequested.type, onLoad);
  yield takeEvery(inviteRequested.type, onInvite);
  yield takeEvery(roleChangeRequested.type, onRoleChange);
  yield takeEvery(memberRemoveRequested.type, onRemove);
  yield takeEvery(inviteRevokeRequested.type, onRevoke);
}

export const companyFeature = { key: 'company', saga: companySaga };
