// The notification centre's side effects, while someone is signed in: it follows my open assigned
// work to see orders being assigned to me, and writes what the person read and their e-mail
// choices offline first (a refusal becomes `notificationsWriteFailed`, said in words).
import { call, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import { ADMIN_MAIL_KINDS, digestDay, digestDue, type MailKind, MEMBER_MAIL_KINDS } from '../../domain/mail';
import { readString, writeString } from '../../lib/storage';
import { sendDigests } from '../../services/firebase/mail';
import { allRead, type Notice, type ReadState, trackAssignments, withRead } from '../../domain/notifications';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { type KitValue, valuesOf } from '../../store/liveKit';
import { whileSignedIn, writeOfflineFirst } from '../../store/liveSaga';
import { noticeOrdersLive, selectNotices, selectReadState } from './notificationsLive';
import { type NoticeOrders, queueReadState, saveMailChoices } from './notificationsService';
import {
  assignmentsTracked,
  mailChoicesSaved,
  mailChoicesSaveRequested,
  markAllReadRequested,
  markReadRequested,
  notificationsWriteFailed,
  type NotificationsState,
  selectNotificationsState,
} from './notificationsSlice';

/** Whether `mine` (written here) holds something `shown` (from the listener) does not have yet. */
const ahead = (mine: ReadState, shown: ReadState) =>
  (mine.seenAt ?? 0) > (shown.seenAt ?? 0) ||
  ((mine.seenAt ?? 0) === (shown.seenAt ?? 0) && mine.read.some((id) => !shown.read.includes(id)));

/** The day this device last wrote the daily digests (domain/mail.ts DIGEST_HOUR). */
export const DIGEST_DAY_KEY = '__digest_day';
const DIGEST_CHECK_MS = 60 * 60_000;

/**
 * The daily digests: the first device to open Torque each morning writes everyone's (one
 * document per person and day, so another device's attempt is refused as a copy); a device left
 * open looks again every hour. Offline, the counts cannot be read: the next look tries again.
 */
function* digests(company: string) {
  for (;;) {
    const now = new Date();
    if (digestDue(now, readString(DIGEST_DAY_KEY))) {
      const written = (yield call(sendDigests, company, now)) as boolean;
      if (written) writeString(DIGEST_DAY_KEY, digestDay(now));
    }
    yield delay(DIGEST_CHECK_MS);
  }
}

function* notifications(user: CurrentUser) {
  const admin = user.role === UserRole.Admin;
  const company = user.companyUID;
  // What this saga wrote last: a second mark before the listener has shown the first builds on it.
  let written: ReadState | null = null;
  if (company) yield fork(digests, company);
  function* save(next: ReadState) {
    written = next;
    yield* writeOfflineFirst(() => queueReadState(company, user.uid, next), notificationsWriteFailed);
  }

  yield takeEvery(valuesOf(noticeOrdersLive), function* (action: KitValue<NoticeOrders>) {
    const value = action.payload.value;
    if (!value) return;
    const { assignments }: NotificationsState = yield select(selectNotificationsState);
    yield put(assignmentsTracked(trackAssignments(assignments, action.payload.key, value.open.items, Date.now())));
  });

  yield takeEvery(markReadRequested.type, function* ({ payload }: ReturnType<typeof markReadRequested>) {
    const shown = (yield select(selectReadState)) as ReadState | null;
    // Not known yet (nothing read from the server or the cache): writing would forget what was read.
    if (!shown) return;
    const base = written && ahead(written, shown) ? written : shown;
    const next = withRead(base, payload, Date.now());
    if (next) yield* save(next);
  });

  yield takeEvery(markAllReadRequested.type, function* () {
    const notices = (yield select(selectNotices)) as Notice[];
    yield* save(allRead(notices, Date.now()));
  });

  yield takeEvery(mailChoicesSaveRequested.type, function* ({ payload }: ReturnType<typeof mailChoicesSaveRequested>) {
    const allowed: readonly MailKind[] = admin ? ADMIN_MAIL_KINDS : MEMBER_MAIL_KINDS;
    const kinds = payload.filter((k) => allowed.includes(k));
    const queued = yield* writeOfflineFirst(
      () => saveMailChoices(company, { uid: user.uid, admin }, kinds),
      notificationsWriteFailed,
    );
    if (queued) yield put(mailChoicesSaved());
  });
}

export const notificationsFeature = { key: 'notifications', saga: () => whileSignedIn(notifications) };
