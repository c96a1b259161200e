// Companies in Firestore (docs/design.md §3): the company user record users/{uid} (docs/product.md §3, §7),
// the authoritative membership users/{company}/members/{uid}, and invitations invites/{code}.
// Shared by sign-in (who am I, which company) and the company pages. The rules
// (firestore.rules) allow exactly the writes made here.
import type * as FirestoreSdk from 'firebase/firestore';
import { normaliseEmail } from '../lib/email';
import {
  type CompanyUserEntry,
  type CompanyUserRecord,
  type Invite,
  type Membership,
  paths,
  refs,
  type UserType,
} from './firebase/collections';
import { getDb } from './firebase/firestore';

export type { CompanyUserEntry, CompanyUserRecord, Invite, Membership, UserType };
export { normaliseEmail };

/** Splits a full name at the first space (docs/product.md §5): 'Ana María López' -> 'Ana' + 'María López'. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim();
  const i = name.indexOf(' ');
  return i < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, i), lastName: name.slice(i + 1).trim() };
}

interface Person {
  uid: string;
  displayName: string;
  email: string;
  now: Date;
}

function entryFor(person: Person, userType: UserType): CompanyUserEntry {
  return {
    id: person.uid,
    userType,
    email: normaliseEmail(person.email),
    ...splitName(person.displayName),
    accountCreated: person.now.toISOString(),
  };
}

/** The record a new registrant gets: admin of their own company (docs/product.md §6), with its name. */
export function newCompanyUserRecord(person: Person & { companyName: string }): CompanyUserRecord {
  return {
    displayName: person.displayName,
    companyEmail: normaliseEmail(person.email),
    companyName: person.companyName.trim(),
    users: [entryFor(person, 'admin')],
    companyUID: person.uid,
    // The founder is its first member; no site or plant yet (firestore.rules foundingRecord).
    memberCount: 1,
    siteCount: 0,
    plantCount: 0,
  };
}

async function firestore() {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  return { sdk, db, ref: refs(sdk, db) };
}

type Sdk = typeof FirestoreSdk;

/** An entry as stored: its date a Timestamp (serverTimestamp() is not allowed inside lists). */
export function storedEntry(sdk: Sdk, entry: CompanyUserEntry) {
  return { ...entry, accountCreated: sdk.Timestamp.fromDate(new Date(entry.accountCreated)) };
}

export async function readCompanyUser(uid: string): Promise<CompanyUserRecord | null> {
  const { sdk, ref } = await firestore();
  const snapshot = await sdk.getDoc(ref.companyRecord(uid));
  return snapshot.exists() ? snapshot.data() : null;
}

function membershipOf(sdk: Sdk, person: Person, role: UserType, inviteCode?: string) {
  return {
    role,
    email: normaliseEmail(person.email),
    displayName: person.displayName,
    joinedAt: sdk.serverTimestamp(),
    ...(inviteCode ? { inviteCode } : {}),
  };
}

/** Registers a new company: the user's record and their membership as its admin, together. */
export async function foundCompany(person: Person & { companyName: string }): Promise<void> {
  const { sdk, db } = await firestore();
  const record = newCompanyUserRecord(person);
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, paths.companyRecord(person.uid)), {
    ...record,
    users: record.users.map((u) => storedEntry(sdk, u)),
  });
  batch.set(sdk.doc(db, paths.member(person.uid, person.uid)), membershipOf(sdk, person, 'admin'));
  await batch.commit();
}

const isPermissionDenied = (error: unknown) => (error as { code?: string }).code === 'permission-denied';

/** The user's membership of a company; none when it does not exist or the user may not see it. */
export async function readMembership(company: string, uid: string): Promise<Membership | null> {
  const { sdk, ref } = await firestore();
  try {
    const snapshot = await sdk.getDoc(ref.member(company, uid));
    if (!snapshot.exists()) return null;
    // A removed member's membership is kept, marked: they are no longer a member. The owner of a
    // closed company keeps theirs, to read it for a last export (firestore.rules "Closing a company").
    const membership = snapshot.data();
    if (membership.removed === 'closed' && uid === company) return membership;
    return membership.removed ? null : membership;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** The invitation with this code, if it exists and the signed-in user may see it. */
export async function readInvite(code: string): Promise<Invite | null> {
  const { sdk, ref } = await firestore();
  try {
    const snapshot = await sdk.getDoc(ref.invite(code));
    return snapshot.exists() ? snapshot.data() : null;
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

/**
 * Joins the invitation's company, all in one batch: the user's record names it, the membership
 * gets the invitation's role, the company's member list gains the user, and the invitation is
 * marked used by them (the rules let each invitation in once).
 */
export async function joinCompany(person: Person & { invite: Invite }): Promise<void> {
  const { sdk, db } = await firestore();
  const { invite } = person;
  const entry = storedEntry(sdk, { ...entryFor(person, invite.role), inviteCode: invite.code });
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, paths.companyRecord(person.uid)), {
    displayName: person.displayName,
    companyEmail: invite.companyEmail,
    users: [entry],
    companyUID: invite.companyUID,
    inviteCode: invite.code,
  });
  batch.set(
    sdk.doc(db, paths.member(invite.companyUID, person.uid)),
    membershipOf(sdk, person, invite.role, invite.code),
  );
  // One more member, in the batch that makes them one: the rules refuse a join beyond the Free
  // plan's limit.
  batch.update(sdk.doc(db, paths.companyRecord(invite.companyUID)), {
    users: sdk.arrayUnion(entry),
    memberCount: sdk.increment(1),
  });
  batch.update(sdk.doc(db, paths.invite(invite.code)), { usedBy: person.uid, usedAt: sdk.serverTimestamp() });
  await batch.commit();
}
