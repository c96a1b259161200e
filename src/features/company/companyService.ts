// The company user record users/{uid} (spec §3, §7): written at registration, read at login.
import type * as FirestoreSdk from 'firebase/firestore';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import { getDb } from '../../services/firebase/firestore';

export type UserType = 'admin' | 'editor';

export interface CompanyUserEntry {
  id: string;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date-time. */
  accountCreated: string;
}

export interface CompanyUserRecord {
  displayName: string;
  companyEmail: string;
  users: CompanyUserEntry[];
  companyUID?: string;
  paid?: boolean;
}

/** Splits a full name at the first space (spec §5): 'Ana María López' -> 'Ana' + 'María López'. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim();
  const i = name.indexOf(' ');
  return i < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, i), lastName: name.slice(i + 1).trim() };
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
    companyEmail: input.email,
    users: [
      {
        id: input.uid,
        userType: 'admin',
        email: input.email,
        ...splitName(input.displayName),
        accountCreated: input.now.toISOString(),
      },
    ],
  };
}

type Sdk = typeof FirestoreSdk;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function converter(sdk: Sdk): FirestoreDataConverter<CompanyUserRecord> {
  return {
    toFirestore(record: CompanyUserRecord) {
      return {
        ...record,
        users: record.users.map((u) => ({
          ...u,
          accountCreated: sdk.Timestamp.fromDate(new Date(u.accountCreated)),
        })),
      };
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const data = snapshot.data();
      const users = Array.isArray(data.users) ? data.users : [];
      return {
        displayName: text(data.displayName),
        companyEmail: text(data.companyEmail),
        users: users.map((u: Record<string, unknown>) => ({
          id: text(u.id),
          userType: u.userType === 'editor' ? 'editor' : 'admin',
          email: text(u.email),
          firstName: text(u.firstName),
          lastName: text(u.lastName),
          accountCreated:
            u.accountCreated instanceof sdk.Timestamp
              ? u.accountCreated.toDate().toISOString()
              : text(u.accountCreated),
        })),
        ...(typeof data.companyUID === 'string' ? { companyUID: data.companyUID } : {}),
        ...(typeof data.paid === 'boolean' ? { paid: data.paid } : {}),
      };
    },
  };
}

async function userRecordRef(uid: string) {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  return { sdk, ref: sdk.doc(db, 'users', uid).withConverter(converter(sdk)) };
}

export async function readCompanyUser(uid: string): Promise<CompanyUserRecord | null> {
  const { sdk, ref } = await userRecordRef(uid);
  const snapshot = await sdk.getDoc(ref);
  return snapshot.exists() ? snapshot.data() : null;
}

export async function writeCompanyUser(uid: string, record: CompanyUserRecord): Promise<void> {
  const { sdk, ref } = await userRecordRef(uid);
  await sdk.setDoc(ref, record);
}
