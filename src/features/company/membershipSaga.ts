// While anyone is signed in to the app (docs/design.md §3): what the session's listeners bring
// (sessionLive.ts), as the session's state. A removed member is signed out at once with a
// message; a changed role or plan applies without signing in again; the company record and this
// month's upload figures land in the company slice.
import { put, select, takeEvery } from 'redux-saga/effects';
import { type UploadMonth, uploadMonthOf } from '../../domain/uploads';
import { type KitValue, type LiveEntry, type LiveKit, liveOpened, refusalsOf, valuesOf } from '../../store/liveKit';
import { whileSignedIn } from '../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { accessRevoked, currentUserChanged } from '../auth/authSlice';
import { companyRecordFailed, companyRecordReceived, companyWatchStarted, uploadMonthReceived } from './companySlice';
import type { CompanyUserRecord, LiveDoc, Membership } from './membersService';
import { companyRecordLive, ownMembershipLive, uploadMonthLive } from './sessionLive';

const selectUser = (state: { auth: { currentUser: CurrentUser | null } }) => state.auth.currentUser;

function* onMembership({ payload }: KitValue<LiveDoc<Membership>>) {
  const user = (yield select(selectUser)) as CurrentUser | null;
  if (!user || !payload.value || payload.key !== ownMembershipLive.keyOf({ company: user.companyUID, uid: user.uid }))
    return;
  const { item, fromCache } = payload.value;
  // The cache may not know the membership yet; only the server's "no" means removed. The owner
  // of a closed company stays, to read it for a last export (MainApp shows only that).
  if (item?.removed === 'closed' && user.uid === user.companyUID) return;
  // A removal this device is still sending (a member deleting their own account) is not the
  // server's word yet: signing out now would hold the write back for good.
  if (item?.removed && item.pending) return;
  if (!item || item.removed) {
    if (!fromCache) yield put(accessRevoked(item?.removed === 'closed' ? 'closed' : 'removed'));
    return;
  }
  const role = item.role === 'editor' ? UserRole.Editor : UserRole.Admin;
  if (role !== user.role) yield put(currentUserChanged({ role }));
  // A refusal of one's own membership (always readable: firestore.rules) means the Firebase
  // session itself has ended: the session watch signs out, not a removal.
}

function* onRecord({ payload }: KitValue<LiveDoc<CompanyUserRecord>>) {
  const user = (yield select(selectUser)) as CurrentUser | null;
  if (!user || !payload.value || payload.key !== companyRecordLive.keyOf(user.companyUID)) return;
  const { item } = payload.value;
  const company = item
    ? {
        name: item.companyName || item.displayName,
        companyEmail: item.companyEmail,
        paid: item.paid === true,
        closedAt: item.closedAt ?? null,
        usage: {
          members: item.memberCount ?? 0,
          sites: item.siteCount ?? 0,
          plants: item.plantCount ?? 0,
          parts: item.partCount ?? 0,
        },
      }
    : null;
  yield put(companyRecordReceived({ record: item, company }));
  // `paid` is the company's (docs/design.md §3), read for every member.
  if (company && company.paid !== user.isPaid) yield put(currentUserChanged({ isPaid: company.paid }));
}

function* onUploadMonth({ payload }: KitValue<LiveDoc<UploadMonth>>) {
  const user = (yield select(selectUser)) as CurrentUser | null;
  const [company, month] = payload.key.split('/');
  if (!user || !payload.value || company !== user.companyUID) return;
  const { item } = payload.value;
  yield put(
    uploadMonthReceived(item ? { month, bytes: item.bytes, files: item.files } : { month, bytes: 0, files: 0 }),
  );
  // A refusal leaves only the allowance's figures missing (the card then says nothing of them);
  // the Storage refusal, if any, is explained when a file is sent.
}

/** What a kit already holds for `params` (values that came before this saga started), handled as new. */
function* already<P, V>(kit: LiveKit<P, V>, params: P, handle: (action: KitValue<V>) => Generator) {
  const entry = (yield select(kit.select, params)) as LiveEntry<V> | undefined;
  if (entry?.value) yield* handle(kit.received(params, entry.value) as KitValue<V>);
}

function* signedIn(user: CurrentUser) {
  const company = user.companyUID;
  yield* already(ownMembershipLive, { company, uid: user.uid }, onMembership);
  yield* already(companyRecordLive, company, onRecord);
  yield* already(uploadMonthLive, { company, month: uploadMonthOf(new Date()) }, onUploadMonth);
  yield takeEvery(
    (action: { type: string; payload?: { kit?: string } }) =>
      action.type === liveOpened.type && action.payload?.kit === companyRecordLive.name,
    function* () {
      yield put(companyWatchStarted());
    },
  );
  yield takeEvery(valuesOf(ownMembershipLive), onMembership);
  yield takeEvery(valuesOf(companyRecordLive), onRecord);
  yield takeEvery(refusalsOf(companyRecordLive), function* ({ payload }: KitValue<never>) {
    if (payload.error) yield put(companyRecordFailed(payload.error));
  });
  yield takeEvery(valuesOf(uploadMonthLive), onUploadMonth);
}

function* membershipSaga() {
  yield* whileSignedIn(signedIn);
}

export const membershipFeature = { key: 'membership', saga: membershipSaga };
