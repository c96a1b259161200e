// The company's people, live (docs/design.md §2 "one data layer"): the company record, the signed-in
// user's own membership, the members and the open invitations, and the offline-first writes
// admins make to them. Paths and converters come from services/firebase/collections.ts.
import { normaliseEmail } from '../../lib/email';
import type { DataWindow } from '../../lib/dataWindow';
import {
  type CompanyUserEntry,
  type CompanyUserRecord,
  type Invite,
  type Membership,
  paths,
  refs,
  type UserType,
} from '../../services/firebase/collections';
import { type Listener, type LiveDoc, type LiveList, subscribe, windowConstraints } from '../../services/firebase/live';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';
import { newInviteCode, storedEntry } from '../../services/companyService';

export type { CompanyUserEntry, CompanyUserRecord, Invite, LiveDoc, LiveList, Membership, UserType };
/** This month's upload figures (the allowance), read with the company record. */
export { subscribeUploadMonth } from '../../services/firebase/uploads';

/** Members, invitations and the company's name are all on the members page. */
const MEMBERS_PAGE = '/app/company/members';

export function subscribeCompanyRecord(company: string, listener: Listener<LiveDoc<CompanyUserRecord>>) {
  return subscribe((sdk, db) => refs(sdk, db).companyRecord(company), listener);
}

export function subscribeMembership(company: string, uid: string, listener: Listener<LiveDoc<Membership>>) {
  return subscribe((sdk, db) => refs(sdk, db).member(company, uid), listener);
}

/** The members who joined inside the data filter's window (newest first). */
export function subscribeMembers(
  company: string,
  window: DataWindow,
  pages: number,
  listener: Listener<LiveList<Membership>>,
) {
  return subscribe(
    (sdk, db) => sdk.query(refs(sdk, db).members(company), ...windowConstraints(sdk, window, pages)),
    listener,
  );
}

/** The company's open (unused) invitations made inside the window. */
export function subscribeInvites(
  company: string,
  window: DataWindow,
  pages: number,
  listener: Listener<LiveList<Invite>>,
) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        refs(sdk, db).invites(),
        sdk.where('companyUID', '==', company),
        sdk.where('usedBy', '==', null),
        ...windowConstraints(sdk, window, pages),
      ),
    listener,
  );
}

export interface NewInvite {
  company: string;
  companyName: string;
  companyEmail: string;
  email: string;
  role: UserType;
  invitedBy: string;
}

/** Creates an invitation; its code (the link's secret) is known at once, even offline. */
export async function queueInvite(input: NewInvite): Promise<QueuedWrite & { code: string }> {
  const code = newInviteCode();
  const label: WriteLabel = { what: 'invite', record: normaliseEmail(input.email) || code, link: MEMBERS_PAGE };
  const queued = await queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, paths.invite(code)), {
      email: normaliseEmail(input.email),
      companyUID: input.company,
      companyName: input.companyName,
      companyEmail: input.companyEmail,
      role: input.role,
      invitedBy: input.invitedBy,
      // The device's time, not the server's: the live list filters on it, and the local cache
      // cannot match a pending server timestamp (firestore.rules isDeviceTime).
      invitedAt: sdk.Timestamp.now(),
      usedBy: null,
    });
  }, label);
  return { ...queued, code };
}

export function queueRevoke(code: string): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => batch.delete(sdk.doc(db, paths.invite(code))), {
    what: 'invite',
    record: code,
    link: MEMBERS_PAGE,
  });
}

export function queueRename(company: string, companyName: string): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => batch.update(sdk.doc(db, paths.companyRecord(company)), { companyName: companyName.trim() }),
    { what: 'change', record: companyName.trim() || company, link: MEMBERS_PAGE },
  );
}

/**
 * A role change or a removal: the membership (what the rules trust) and the company's member
 * list (docs/product.md §3) in one batch. The list is rewritten from the live record the admin sees.
 */
function queueMemberChange(
  company: string,
  uid: string,
  users: CompanyUserEntry[],
  membership: 'remove' | { role: UserType },
  record: CompanyUserRecord,
): Promise<QueuedWrite> {
  // The member as the list names them: by name, else e-mail, else uid.
  const entry = record.users.find((u) => u.id === uid);
  const name = entry ? `${entry.firstName} ${entry.lastName}`.trim() || entry.email : '';
  const label: WriteLabel = { what: 'member', record: name || uid, link: MEMBERS_PAGE };
  return queueBatch((batch, sdk, db) => {
    const member = sdk.doc(db, paths.member(company, uid));
    // A removal marks the membership (the rules then refuse the member everything, and can prove
    // the count's step from it); it is never deleted.
    batch.update(member, membership === 'remove' ? { removed: true } : membership);
    const list = { users: users.map((u) => storedEntry(sdk, u)) };
    // A removal frees a place on the plan: one fewer, naming whom (firestore.rules).
    const counted = membership === 'remove' ? { memberCount: sdk.increment(-1), counted: { member: uid } } : {};
    batch.update(sdk.doc(db, paths.companyRecord(company)), { ...list, ...counted });
  }, label);
}

export function queueRoleChange(company: string, record: CompanyUserRecord, uid: string, role: UserType) {
  const users = record.users.map((u) => (u.id === uid ? { ...u, userType: role } : u));
  return queueMemberChange(company, uid, users, { role }, record);
}

export function queueRemoval(company: string, record: CompanyUserRecord, uid: string) {
  return queueMemberChange(
    company,
    uid,
    record.users.filter((u) => u.id !== uid),
    'remove',
    record,
  );
}
