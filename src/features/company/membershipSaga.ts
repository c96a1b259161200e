// While anyone is signed in to the app (docs/design.md §3): the company record and the user's own
// membership, live. A removed member is signed out at once with a message; a changed role or
// plan applies without signing in again.
import { all, call, put } from 'redux-saga/effects';
import { watchLive, whileSignedIn } from '../../app/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import { accessRevoked, currentUserChanged } from '../auth/authSlice';
import { companyRecordFailed, companyRecordReceived, companyWatchStarted } from './companySlice';
import {
  type CompanyUserRecord,
  type LiveDoc,
  type Membership,
  subscribeCompanyRecord,
  subscribeMembership,
} from './membersService';

function* watchOwnMembership(user: CurrentUser) {
  yield* watchLive<LiveDoc<Membership>>(
    (listener) => subscribeMembership(user.companyUID, user.uid, listener),
    function* onMembership({ item, fromCache }) {
      // The cache may not know the membership yet; only the server's "no" means removed.
      if (!item || item.removed) {
        if (!fromCache) yield put(accessRevoked());
        return;
      }
      const role = item.role === 'editor' ? UserRole.Editor : UserRole.Admin;
      if (role !== user.role) yield put(currentUserChanged({ role }));
    },
    function* onError(_error: AppError) {
      // A member may always read their own membership (firestore.rules), so a refusal means the
      // Firebase session itself has ended: the session watch signs out, not a removal.
      yield* [];
    },
  );
}

function* watchCompanyRecord(user: CurrentUser) {
  yield put(companyWatchStarted());
  yield* watchLive<LiveDoc<CompanyUserRecord>>(
    (listener) => subscribeCompanyRecord(user.companyUID, listener),
    function* onRecord({ item }) {
      const company = item
        ? {
            name: item.companyName || item.displayName,
            companyEmail: item.companyEmail,
            paid: item.paid === true,
            usage: { members: item.memberCount ?? 0, sites: item.siteCount ?? 0, plants: item.plantCount ?? 0 },
          }
        : null;
      yield put(companyRecordReceived({ record: item, company }));
      // `paid` is the company's (docs/design.md §3), read for every member.
      if (company && company.paid !== user.isPaid) yield put(currentUserChanged({ isPaid: company.paid }));
    },
    function* onError(error: AppError) {
      yield put(companyRecordFailed(error));
    },
  );
}

function* membershipSaga() {
  yield* whileSignedIn(function* signedIn(user: CurrentUser) {
    yield all([call(watchOwnMembership, user), call(watchCompanyRecord, user)]);
  });
}

export const membershipFeature = { key: 'membership', saga: membershipSaga };
