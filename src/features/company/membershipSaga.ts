// While anyone is signed in to the app (docs/design.md §3): the company record, the user's own
// membership and this month's upload figures, live. A removed member is signed out at once with
// a message; a changed role or plan applies without signing in again.
import { all, call, delay, put, race } from 'redux-saga/effects';
import { nextUploadMonth, type UploadMonth, uploadMonthOf } from '../../domain/uploads';
import { watchLive, whileSignedIn } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import type { AppError } from '../../lib/errors';
import { accessRevoked, currentUserChanged } from '../auth/authSlice';
import { companyRecordFailed, companyRecordReceived, companyWatchStarted, uploadMonthReceived } from './companySlice';
import {
  type CompanyUserRecord,
  type LiveDoc,
  type Membership,
  subscribeCompanyRecord,
  subscribeMembership,
  subscribeUploadMonth,
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

/** The longest a saga delay can wait (setTimeout's limit, about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** This month's upload figures, live; at the turn of the month, the new month's. */
function* watchUploadMonth(user: CurrentUser) {
  while (true) {
    const now = new Date();
    const month = uploadMonthOf(now);
    const empty: UploadMonth = { month, bytes: 0, files: 0 };
    const untilNextMonth = Math.min(MAX_DELAY_MS, nextUploadMonth(now).getTime() - now.getTime() + 1000);
    const ended = (yield race({
      watch: call(() =>
        watchLive<LiveDoc<UploadMonth>>(
          (listener) => subscribeUploadMonth(user.companyUID, month, listener),
          function* onMonth({ item }) {
            yield put(uploadMonthReceived(item ? { month, bytes: item.bytes, files: item.files } : empty));
          },
          function* onError(_error: AppError) {
            // Only the allowance's figures are missing (the card then says nothing of them); the
            // Storage refusal, if any, is explained when a file is sent.
            yield* [];
          },
        ),
      ),
      nextMonth: delay(untilNextMonth),
    })) as Record<string, unknown>;
    // The listener ended with an error: not again before the month turns.
    if ('watch' in ended) yield delay(untilNextMonth);
  }
}

function* membershipSaga() {
  yield* whileSignedIn(function* signedIn(user: CurrentUser) {
    yield all([call(watchOwnMembership, user), call(watchCompanyRecord, user), call(watchUploadMonth, user)]);
  });
}

export const membershipFeature = { key: 'membership', saga: membershipSaga };
