// Companies in Firestore (DESIGN.md §3): the company user record users/{uid} (spec §3, §7),
// the authoritative membership users/{company}/members/{uid}, and invitations invites/{code}.
// The rules (firestore.rules) allow exactly the writes made here.
import type * as FirestoreSdk from 'firebase/firestore';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import { normaliseEmail } from '../../lib/email';
import { getDb } from '../../services/firebase/firestore';

export { normaliseEmail };

export type UserType = 'admin' | 'editor';

export interface CompanyUserEntry {
  id: string;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date-time. */
  accountCreated: string;
  /** The invitation the member joined with (lets the rules check the entry). */
  inviteCode?: string;
}

export interface CompanyUserRecord {
  displayName: string;
  companyEmail: string;
  users: CompanyUserEntry[];
  companyUID?: string;
  paid?: boolean;
  inviteCode?: string;
}

export interface Membership {
  uid: string;
  role: UserType;
  email: string;
  displayName: string;
}

export interface Invite {
  code: string;
  email: string;
  companyUID: string;
  companyName: string;
  companyEmail: string;
  role: UserType;
  invitedBy: string;
  /** ISO date-time. */
  invitedAt: string;
  /** Who joined with it; an invitation lets one person in, once. */
  usedBy: string | null;
}

/** Splits a full name at the first space (spec §5): 'Ana María López' -> 'Ana' + 'María López'. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim();
  const i = name.indexOf(' ');
  return i < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, i), lastName: name.slice(i + 1).trim() };
}

function entryFor(input: { uid: string; displayName: string; email: string; now: Date }, userType: UserType) {
  return {
    id: input.uid,
    userType,
    email: normaliseEmail(input.email),
    ...splitName(input.displayName),
    accountCreated: input.now.toISOString(),
  };
}

/** The record a new registrant gets: admin of their own company (spec §6). */
export function newCompanyUserRecord(input: {
  uid: string;
  displayName: string;
  email: string;
  now: Date;
}): CompanyUserRecord {
  return {
    displayName: input.displayName,
    companyEmail: normaliseEmail(input.email),
    users: [entryFor(input, 'admin')],
    companyUID: input.uid,
  };
}

type Sdk = typeof FirestoreSdk;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const role = (value: unknown): UserType => (value === 'editor' ? 'editor' : 'admin');

function isoOf(sdk: Sdk, value: unknown): string {
  if (value instanceof sdk.Timestamp) return value.toDate().toISOString();
  return text(value);
}

function recordConverter(sdk: Sdk): FirestoreDataConverter<CompanyUserRecord> {
  return {
    toFirestore(record: CompanyUserRecord) {
      return {
        ...record,
        users: record.users.map((u) => ({ ...u, accountCreated: sdk.Timestamp.fromDate(new Date(u.accountCreated)) })),
      };
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const data = snapshot.data();
      const users = Array.isArray(data.users) ? (data.users as Record<string, unknown>[]) : [];
      return {
        displayName: text(data.displayName),
        companyEmail: text(data.companyEmail),
        users: users.map((u) => ({
          id: text(u.id),
          userType: role(u.userType),
          email: text(u.email),
          firstName: text(u.firstName),
          lastName: text(u.lastName),
          accountCreated: isoOf(sdk, u.accountCreated),
          ...(typeof u.inviteCode === 'string' ? { inviteCode: u.inviteCode } : {}),
        })),
        ...(typeof data.companyUID === 'string' ? { companyUID: data.companyUID } : {}),
        ...(typeof data.paid === 'boolean' ? { paid: data.paid } : {}),
      };
    },
  };
}

async function firestore() {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  return { sdk, db };
}

function recordRef(sdk: Sdk, db: FirestoreSdk.Firestore, uid: string) {
  return sdk.doc(db, 'users', uid).withConverter(recordConverter(sdk));
}

export async function readCompanyUser(uid: string): Promise<CompanyUserRecord | null> {
  const { sdk, db } = await firestore();
  const snapshot = await sdk.getDoc(recordRef(sdk, db, uid));
  return snapshot.exists() ? snapshot.data() : null;
}

interface Founder {
  uid: string;
  displayName: string;
  email: string;
  now: Date;
}

function founderMembership(sdk: Sdk, input: Founder) {
  return {
    role: 'admin',
    email: normaliseEmail(input.email),
    displayName: input.displayName,
    joinedAt: sdk.Timestamp.fromDate(input.now),
  };
}

/** Registers a new company: the user's record and their membership as its admin, together. */
export async function foundCompany(input: Founder): Promise<void> {
  const { sdk, db } = await firestore();
  const batch = sdk.writeBatch(db);
  batch.set(recordRef(sdk, db, input.uid), newCompanyUserRecord(input));
  batch.set(sdk.doc(db, 'users', input.uid, 'members', input.uid), founderMembership(sdk, input));
  await batch.commit();
}

/** The founder's membership for a company record written before memberships existed. */
export async function addFounderMembership(input: Founder): Promise<void> {
  const { sdk, db } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', input.uid, 'members', input.uid), founderMembership(sdk, input));
}

const isPermissionDenied = (error: unknown) => (error as { code?: string }).code === 'permission-denied';

/** The user's membership of a company; none when it does not exist or the user may not see it. */
export async function readMembership(company: string, uid: string): Promise<Membership | null> {
  const { sdk, db } = await firestore();
  let snapshot: FirestoreSdk.DocumentSnapshot;
  try {
    snapshot = await sdk.getDoc(sdk.doc(db, 'users', company, 'members', uid));
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  return { uid, role: role(data.role), email: text(data.email), displayName: text(data.displayName) };
}

export async function listMembers(company: string): Promise<Membership[]> {
  const { sdk, db } = await firestore();
  const snapshot = await sdk.getDocs(sdk.collection(db, 'users', company, 'members'));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return { uid: d.id, role: role(data.role), email: text(data.email), displayName: text(data.displayName) };
  });
}

function inviteOf(sdk: Sdk, code: string, data: FirestoreSdk.DocumentData): Invite {
  return {
    code,
    email: text(data.email),
    companyUID: text(data.companyUID),
    companyName: text(data.companyName),
    companyEmail: text(data.companyEmail),
    role: role(data.role),
    invitedBy: text(data.invitedBy),
    invitedAt: isoOf(sdk, data.invitedAt),
    usedBy: typeof data.usedBy === 'string' ? data.usedBy : null,
  };
}

/** The invitation with this code, if it exists and the signed-in user may see it. */
export async function readInvite(code: string): Promise<Invite | null> {
  const { sdk, db } = await firestore();
  try {
    const snapshot = await sdk.getDoc(sdk.doc(db, 'invites', code));
    return snapshot.exists() ? inviteOf(sdk, code, snapshot.data()) : null;
  } catch (error) {
    // Someone else's invitation reads as none.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** A secret, unguessable invitation code (the invitation's document id). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export async function createInvite(input: {
  company: string;
  companyName: string;
  companyEmail: string;
  email: string;
  role: UserType;
  invitedBy: string;
  now: Date;
}): Promise<Invite> {
  const { sdk, db } = await firestore();
  const code = newInviteCode();
  const invite = {
    email: normaliseEmail(input.email),
    companyUID: input.company,
    companyName: input.companyName,
    companyEmail: input.companyEmail,
    role: input.role,
    invitedBy: input.invitedBy,
    invitedAt: sdk.Timestamp.fromDate(input.now),
    usedBy: null,
  };
  await sdk.setDoc(sdk.doc(db, 'invites', code), invite);
  return { ...invite, code, invitedAt: input.now.toISOString() };
}

/** The company's open (unused) invitations. */
export async function listInvites(company: string): Promise<Invite[]> {
  const { sdk, db } = await firestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'invites'), sdk.where('companyUID', '==', company)));
  return snapshot.docs.map((d) => inviteOf(sdk, d.id, d.data())).filter((i) => i.usedBy === null);
}

export async function revokeInvite(code: string): Promise<void> {
  const { sdk, db } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'invites', code));
}

/**
 * Joins the invitation's company, all in one batch: the user's record names it, the membership
 * gets the invitation's role, the company's member list gains the user, and the invitation is
 * marked used by them (the rules let each invitation in once).
 */
export async function joinCompany(input: {
  uid: string;
  displayName: string;
  email: string;
  invite: Invite;
  now: Date;
}): Promise<void> {
  const { sdk, db } = await firestore();
  const { invite } = input;
  const entry = { ...entryFor(input, invite.role), inviteCode: invite.code };
  const batch = sdk.writeBatch(db);
  batch.set(recordRef(sdk, db, input.uid), {
    displayName: input.displayName,
    companyEmail: invite.companyEmail,
    users: [entry],
    companyUID: invite.companyUID,
    inviteCode: invite.code,
  });
  batch.set(sdk.doc(db, 'users', invite.companyUID, 'members', input.uid), {
    role: invite.role,
    email: normaliseEmail(input.email),
    displayName: input.displayName,
    joinedAt: sdk.Timestamp.fromDate(input.now),
    inviteCode: invite.code,
  });
  batch.update(sdk.doc(db, 'users', invite.companyUID), {
    users: sdk.arrayUnion({ ...entry, accountCreated: sdk.Timestamp.fromDate(input.now) }),
  });
  batch.update(sdk.doc(db, 'invites', invite.code), {
    usedBy: input.uid,
    usedAt: sdk.Timestamp.fromDate(input.now),
  });
  await batch.commit();
}

/**
 * Rewrites the company's member list and the membership together, in a transaction: a join or
 * another admin's change in the meantime is read again rather than overwritten.
 */
async function changeMembership(
  company: string,
  uid: string,
  change: (users: CompanyUserEntry[]) => CompanyUserEntry[],
  membership: (tx: FirestoreSdk.Transaction, ref: FirestoreSdk.DocumentReference) => void,
): Promise<void> {
  const { sdk, db } = await firestore();
  const ref = recordRef(sdk, db, company);
  await sdk.runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    membership(tx, sdk.doc(db, 'users', company, 'members', uid));
    if (snapshot.exists()) {
      const record = snapshot.data();
      tx.update(ref, { users: recordConverter(sdk).toFirestore({ ...record, users: change(record.users) }).users });
    }
  });
}

/** An admin changes a member's role. */
export function setMemberRole(company: string, uid: string, newRole: UserType): Promise<void> {
  return changeMembership(
    company,
    uid,
    (users) => users.map((u) => (u.id === uid ? { ...u, userType: newRole } : u)),
    (tx, member) => tx.update(member, { role: newRole }),
  );
}

/** An admin removes a member from the company. */
export function removeMember(company: string, uid: string): Promise<void> {
  return changeMembership(
    company,
    uid,
    (users) => users.filter((u) => u.id !== uid),
    (tx, member) => tx.delete(member),
  );
}
