// E-mail through the "Trigger Email from Firestore" extension (domain/mail.ts): each person's
// choice of kinds (users/{company}/mailPrefs/{uid}, read by the members), their address for the
// extension (mailRecipients/{uid}, their own signed-in address), and the mail documents the app
// writes after an event. An e-mail is best-effort: it goes in a batch of its own after the event's
// (never in the sync centre), so a refused or undeliverable e-mail never holds up the work; the
// notification centre shows the same events in the app.
import type * as FirestoreSdk from 'firebase/firestore';
import {
  type DigestCounts,
  digestDay,
  digestDocument,
  MAIL_KINDS,
  type MailKind,
  mailDocument,
  type MailOrder,
  type MailPlace,
  type OrderMailKind,
} from '../../domain/mail';
import { OPEN_STATUSES } from '../../domain/statusMachine';
import { getDb } from './firestore';
import { type QueuedWrite, queueBatch } from './writes';

export type { MailKind };

const prefsPath = (company: string) => `users/${company}/mailPrefs`;

/** A person's chosen kinds from a stored document (unknown kinds dropped). */
function kindsOf(data: FirestoreSdk.DocumentData | undefined): MailKind[] {
  const kinds: unknown = data?.kinds;
  return Array.isArray(kinds) ? MAIL_KINDS.filter((k) => kinds.includes(k)) : [];
}

/** The signed-in person's chosen kinds, live (empty until chosen). */
export async function subscribeMyMailKinds(
  company: string,
  uid: string,
  listener: (kinds: MailKind[], fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  return sdk.onSnapshot(
    sdk.doc(db, `${prefsPath(company)}/${uid}`),
    { includeMetadataChanges: true },
    (snap) => listener(kindsOf(snap.data()), snap.metadata.fromCache),
    onError,
  );
}

/**
 * Saves the person's choice: their kinds, and their address for the extension, in one batch. An
 * admin who chooses (or stops) portal e-mail is added to (or taken off) the `alert` list of every
 * portal of the company, in the same batch, so that a visitor's page knows whom to tell.
 */
export async function queueMailKinds(
  company: string,
  me: { uid: string; email: string; admin: boolean },
  kinds: readonly MailKind[],
): Promise<QueuedWrite> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const portals = me.admin
    ? await sdk
        .getDocs(sdk.query(sdk.collection(db, 'portals'), sdk.where('company', '==', company)))
        .then((s) => s.docs.map((d) => d.id))
        .catch(() => [] as string[])
    : [];
  return queueBatch(
    (batch) => {
      batch.set(sdk.doc(db, `${prefsPath(company)}/${me.uid}`), {
        kinds: MAIL_KINDS.filter((k) => kinds.includes(k)),
        updatedAt: sdk.serverTimestamp(),
      });
      batch.set(sdk.doc(db, `mailRecipients/${me.uid}`), { email: me.email.toLowerCase() });
      for (const key of portals)
        batch.update(sdk.doc(db, `portals/${key}`), {
          alert: kinds.includes('portal') ? sdk.arrayUnion(me.uid) : sdk.arrayRemove(me.uid),
          updatedAt: sdk.serverTimestamp(),
          updatedBy: me.uid,
        });
    },
    { what: 'mailPrefs', record: '' },
  );
}

/**
 * The members who chose `kind` (read from the cache first, the server within a few seconds),
 * among `among` when given (e.g. an order's new assignees), admins only for urgent and portal
 * e-mail.
 */
export async function mailRecipientsOf(company: string, kind: MailKind, among?: readonly string[]): Promise<string[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const read = async (path: string) => {
    const ref = sdk.collection(db, path);
    try {
      const cached = await sdk.getDocsFromCache(ref);
      if (!cached.empty) return cached.docs;
    } catch {
      // Not cached: the server.
    }
    return sdk
      .getDocs(ref)
      .then((s) => s.docs)
      .catch(() => []);
  };
  const prefs = await read(prefsPath(company));
  let uids = prefs.filter((d) => kindsOf(d.data()).includes(kind)).map((d) => d.id);
  if (among) uids = uids.filter((u) => among.includes(u));
  if (!uids.length) return uids;
  const members = await read(`users/${company}/members`);
  const present = members.filter((d) => d.data().removed !== true);
  const admins = new Set(present.filter((d) => d.data().role === 'admin').map((d) => d.id));
  if (kind === 'urgent' || kind === 'portal') return uids.filter((u) => admins.has(u));
  const current = new Set(present.map((d) => d.id));
  return uids.filter((u) => current.has(u));
}

/** The company's admins among `uids` (cache first, the server within a few seconds). */
async function adminsAmong(company: string, uids: readonly string[]): Promise<Set<string>> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const docs = await sdk
    .getDocs(sdk.collection(db, `users/${company}/members`))
    .then((s) => s.docs)
    .catch(() => []);
  return new Set(docs.filter((d) => uids.includes(d.id) && d.data().role === 'admin').map((d) => d.id));
}

/**
 * Writes today's digests (domain/mail.ts digestDocument) for everyone who chose them: their open
 * work, their overdue scheduled work, and for admins the requests of the last 24 hours, counted
 * on the server across the company's plants (not archived). Resolves true once written (each
 * write is refused alone when another device wrote that person's digest first), false when the
 * server could not be asked (offline): the next start tries again.
 */
export async function sendDigests(company: string, now: Date): Promise<boolean> {
  const to = await mailRecipientsOf(company, 'digest');
  if (!to.length) return true;
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  try {
    const sites = await sdk.getDocs(sdk.collection(db, `users/${company}/companies/${company}/sites`));
    const plants = (
      await Promise.all(
        sites.docs
          .filter((s) => s.data().archived !== true)
          .map((s) => sdk.getDocs(sdk.collection(db, `${s.ref.path}/plants`))),
      )
    )
      .flatMap((p) => p.docs)
      .filter((p) => p.data().archived !== true);
    const admins = await adminsAmong(company, to);
    const today = digestDay(now);
    const dayAgo = sdk.Timestamp.fromMillis(now.getTime() - 86_400_000);
    const count = (path: string, ...filters: FirestoreSdk.QueryConstraint[]) =>
      sdk.getCountFromServer(sdk.query(sdk.collection(db, path), ...filters)).then((c) => c.data().count);
    const sum = async (each: (orders: string) => Promise<number>) =>
      (await Promise.all(plants.map((p) => each(`${p.ref.path}/workRequests`)))).reduce((a, b) => a + b, 0);
    const newRequests = await sum((orders) =>
      count(orders, sdk.where('status', '==', 'new'), sdk.where('raisedAt', '>=', dayAgo)),
    );
    for (const uid of to) {
      const counts: DigestCounts = {
        assigned: await sum((orders) =>
          count(orders, sdk.where('status', 'in', [...OPEN_STATUSES]), sdk.where('assignees', 'array-contains', uid)),
        ),
        overdue: await sum((orders) =>
          count(
            orders,
            sdk.where('scheduledFor', '<', today),
            sdk.where('status', 'in', ['weeklySchedule', 'dailySchedule']),
            sdk.where('assignees', 'array-contains', uid),
          ),
        ),
        newRequests: admins.has(uid) ? newRequests : 0,
      };
      const mail = digestDocument(uid, company, today, counts);
      sdk.setDoc(sdk.doc(db, `mail/${mail.id}`), mail.data).catch(() => undefined);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the e-mail of `kind` about `order` to each of `to`, after the event's own batch was
 * queued (the rules read the order as that batch leaves it). Best-effort: never reported in the
 * sync centre; one that was already sent is refused by the rules and dropped.
 */
export async function sendMail(kind: OrderMailKind, to: readonly string[], place: MailPlace, order: MailOrder) {
  if (!to.length) return;
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  // One write each: an e-mail already sent (its document exists) is refused alone.
  for (const uid of to) {
    const mail = mailDocument(kind, uid, place, order);
    sdk.setDoc(sdk.doc(db, `mail/${mail.id}`), mail.data).catch(() => undefined);
  }
}
