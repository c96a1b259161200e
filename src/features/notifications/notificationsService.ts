// The notification centre's reads and writes (domain/notifications.ts): the saved plant's orders
// it is built from (each query bounded, latest first), the person's read state
// (users/{company}/notificationState/{uid}, theirs alone) and their e-mail choices (the mail
// service's, services/firebase/mail.ts, wrapped as a live source).
import type * as FirestoreSdk from 'firebase/firestore';
import type { PlantKey } from '../../services/firebase/collections';
import { converter } from '../../services/firebase/converter';
import { getFirebaseAuth } from '../../services/firebase/auth';
import {
  EMPTY_LIST,
  type Listener,
  type LiveDoc,
  type LiveList,
  subscribe,
  subscribeAll,
} from '../../services/firebase/live';
import { type MailKind, queueMailKinds, subscribeMyMailKinds } from '../../services/firebase/mail';
import { type WorkRequest, workRefs } from '../../services/firebase/work';
import { type QueuedWrite, queueBatch } from '../../services/firebase/writes';
import { toAppError } from '../../lib/errors';
import { NOTICE_QUERY_LIMIT, OPEN_ASSIGNED_READ, type ReadState } from '../../domain/notifications';
import { OPEN_STATUSES } from '../../domain/statusMachine';
import type { FieldReader } from '../../services/firebase/schema';

export type { LiveDoc, LiveList, MailKind, ReadState, WorkRequest };

/** The orders the notices are made of. */
export interface NoticeOrders {
  /** Assigned to me, latest change first. */
  assigned: LiveList<WorkRequest>;
  /** My open assigned work, latest change first (to see an order join it). */
  open: LiveList<WorkRequest>;
  /** Raised by me, latest change first. */
  raised: LiveList<WorkRequest>;
  /** New requests, newest first (admins; empty for others). */
  fresh: LiveList<WorkRequest>;
}

const SOURCES = ['assigned', 'open', 'raised', 'fresh'] as const;

/** The plant's orders for my notices, live; `admin` adds the new requests. */
export function subscribeNoticeOrders(
  key: PlantKey,
  uid: string,
  admin: boolean,
  listener: Listener<NoticeOrders>,
): () => void {
  type Query = (sdk: typeof FirestoreSdk, db: FirestoreSdk.Firestore) => FirestoreSdk.Query<WorkRequest>;
  const queries: Record<(typeof SOURCES)[number], Query | null> = {
    assigned: (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('assignees', 'array-contains', uid),
        sdk.orderBy('updatedAt', 'desc'),
        sdk.limit(NOTICE_QUERY_LIMIT),
      ),
    open: (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('status', 'in', [...OPEN_STATUSES]),
        sdk.where('assignees', 'array-contains', uid),
        // Latest change first: an order just assigned to me is always on this page.
        sdk.orderBy('updatedAt', 'desc'),
        sdk.limit(OPEN_ASSIGNED_READ),
      ),
    raised: (sdk, db) =>
      sdk.query(
        workRefs(sdk, db).workRequests(key),
        sdk.where('raisedBy', '==', uid),
        sdk.orderBy('updatedAt', 'desc'),
        sdk.limit(NOTICE_QUERY_LIMIT),
      ),
    fresh: admin
      ? (sdk, db) =>
          sdk.query(
            workRefs(sdk, db).workRequests(key),
            sdk.where('status', '==', 'new'),
            sdk.orderBy('raisedAt', 'desc'),
            sdk.limit(NOTICE_QUERY_LIMIT),
          )
      : null,
  };
  return subscribeAll<LiveList<WorkRequest>, NoticeOrders>(
    SOURCES.map((name) => {
      const query = queries[name];
      return (part: Listener<LiveList<WorkRequest>>) => {
        if (query) return subscribe(query, part);
        queueMicrotask(() => part.next(EMPTY_LIST));
        return () => undefined;
      };
    }),
    ([assigned, open, raised, fresh]) => ({ assigned, open, raised, fresh }),
    listener,
  );
}

const statePath = (company: string, uid: string) => `users/${company}/notificationState/${uid}`;

/** A stored read state (its `updatedAt` is the server's; not needed here). */
export function parseReadState(r: FieldReader): ReadState {
  const seenAt = r.timestamp('seenAt', { optional: true });
  return { seenAt: seenAt === null ? null : Date.parse(seenAt), read: r.textList('read', 200) };
}

const readStateConverter = converter((r) => parseReadState(r));

/** What the person has read, live (no document: nothing marked yet). */
export function subscribeReadState(company: string, uid: string, listener: Listener<LiveDoc<ReadState>>) {
  return subscribe((sdk, db) => sdk.doc(db, statePath(company, uid)).withConverter(readStateConverter), listener);
}

/** Saves what the person has read, whole (offline first; the rules keep it theirs). */
export function queueReadState(company: string, uid: string, state: ReadState): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      batch.set(sdk.doc(db, statePath(company, uid)), {
        seenAt: sdk.Timestamp.fromMillis(state.seenAt ?? 0),
        read: [...state.read],
        updatedAt: sdk.serverTimestamp(),
      });
    },
    { what: 'notificationsRead', record: '' },
  );
}

/** The person's e-mail choices as a live value. */
export interface MailChoices {
  kinds: MailKind[];
  fromCache: boolean;
}

/** The person's e-mail choices, live (the mail service's listener as a live source). */
export function subscribeMailChoices(company: string, uid: string, listener: Listener<MailChoices>): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  subscribeMyMailKinds(
    company,
    uid,
    (kinds, fromCache) => listener.next({ kinds, fromCache }),
    (error) => listener.error(toAppError(error)),
  ).then(
    (unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    },
    (error: unknown) => listener.error(toAppError(error)),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Saves the person's e-mail choices with their signed-in address (the rules take no other). */
export async function saveMailChoices(
  company: string,
  me: { uid: string; admin: boolean },
  kinds: readonly MailKind[],
): Promise<QueuedWrite> {
  const auth = await getFirebaseAuth();
  const email = auth.currentUser?.email ?? '';
  if (!email) throw Object.assign(new Error('No e-mail address'), { code: 'notifications/no-email' });
  return queueMailKinds(company, { uid: me.uid, email, admin: me.admin }, kinds);
}
