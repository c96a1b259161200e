// Every Firestore path of the product in one place (docs/design.md §3), and the converters that read
// each collection into the app's types. Services build references from these; nothing else
// spells a path.
import type * as FirestoreSdk from 'firebase/firestore';
import { converter } from './converter';
import { type FieldReader } from './schema';

/** Saved plant details (docs/product.md §3): which plant of which company is open. */
export interface PlantKey {
  /** The company UID (its owner's uid). */
  uid: string;
  company: string;
  site: string;
  plant: string;
}

export const paths = {
  /** The company user record (docs/product.md §3), one per user; a company's is its owner's. */
  companyRecord: (uid: string) => `users/${uid}`,
  members: (company: string) => `users/${company}/members`,
  member: (company: string, uid: string) => `users/${company}/members/${uid}`,
  invites: () => 'invites',
  invite: (code: string) => `invites/${code}`,
  companies: (uid: string) => `users/${uid}/companies`,
  sites: (uid: string, company: string) => `users/${uid}/companies/${company}/sites`,
  site: (uid: string, company: string, site: string) => `users/${uid}/companies/${company}/sites/${site}`,
  serviceContracts: (uid: string, company: string, site: string) =>
    `${paths.site(uid, company, site)}/serviceContracts`,
  serviceContract: (uid: string, company: string, site: string, id: string) =>
    `${paths.site(uid, company, site)}/serviceContracts/${id}`,
  /** The company's procedures library (services/firebase/procedures.ts). */
  procedures: (company: string) => `users/${company}/companies/${company}/procedures`,
  procedure: (company: string, id: string) => `users/${company}/companies/${company}/procedures/${id}`,
  procedureRevisions: (company: string, id: string) =>
    `users/${company}/companies/${company}/procedures/${id}/revisions`,
  procedureProposals: (company: string, id: string) =>
    `users/${company}/companies/${company}/procedures/${id}/proposals`,
  plants: (uid: string, company: string, site: string) => `${paths.site(uid, company, site)}/plants`,
  plant: (k: PlantKey) => `${paths.site(k.uid, k.company, k.site)}/plants/${k.plant}`,
  equipment: (k: PlantKey) => `${paths.plant(k)}/equipment`,
  workRequests: (k: PlantKey) => `${paths.plant(k)}/workRequests`,
  history: (k: PlantKey, request: string) => `${paths.plant(k)}/workRequests/${request}/history`,
  timeEntries: (k: PlantKey, request: string) => `${paths.plant(k)}/workRequests/${request}/timeEntries`,
  /** The plant's other-cost lines of its work orders (services/firebase/otherCosts.ts). */
  otherCosts: (k: PlantKey) => `${paths.plant(k)}/otherCosts`,
  maintenancePlans: (k: PlantKey) => `${paths.plant(k)}/maintenancePlans`,
  maintenancePlan: (k: PlantKey, id: string) => `${paths.plant(k)}/maintenancePlans/${id}`,
  /** PM compliance per month of the due date (the rollup of docs/design.md §3). */
  pmCompliance: (k: PlantKey) => `${paths.plant(k)}/pmCompliance`,
  pmComplianceMonth: (k: PlantKey, month: string) => `${paths.plant(k)}/pmCompliance/${month}`,
  /** Work-order figures per month the orders were completed in (the rollup of docs/design.md §3). */
  workStats: (k: PlantKey) => `${paths.plant(k)}/workStats`,
  workStatsMonth: (k: PlantKey, month: string) => `${paths.plant(k)}/workStats/${month}`,
  /** The plant's meters, `{eqid}:{meterId}`: latest reading and where its rate counts from. */
  meters: (k: PlantKey) => `${paths.plant(k)}/meters`,
  /** Append-only meter readings of one piece of equipment. */
  readings: (k: PlantKey, eqid: string) => `${paths.plant(k)}/equipment/${eqid}/readings`,
  /** The latest reading of each meter, id = the meter's id; written with each reading. */
  lastReadings: (k: PlantKey, eqid: string) => `${paths.plant(k)}/equipment/${eqid}/lastReadings`,
  /** A file announced before it goes to Storage (services/firebase/uploads.ts), id = its object name. */
  upload: (company: string, file: string) => `users/${company}/companies/${company}/uploads/${file}`,
  /** The plants' request portals, by key (services/firebase/portals.ts; one per plant). */
  portals: () => 'portals',
  portal: (key: string) => `portals/${key}`,
  /** What a portal request's sender sees of it, by its status key (the order's `portal.status`). */
  portalStatus: (statusKey: string) => `portalStatus/${statusKey}`,
  /** The company's uploads in one month ('YYYY-MM'): the allowance's figures. */
  uploadMonth: (company: string, month: string) => `users/${company}/companies/${company}/uploadMonths/${month}`,
} as const;

export type UserType = 'admin' | 'editor';
export const USER_TYPES: readonly UserType[] = ['admin', 'editor'];

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

/** users/{uid} (docs/product.md §3), plus the company's name (an added field). */
export interface CompanyUserRecord {
  /** When its owner closed the company (ISO): nobody is a member any more (firestore.rules "Closing a company"). */
  closedAt?: string;
  displayName: string;
  companyEmail: string;
  users: CompanyUserEntry[];
  companyUID?: string;
  paid?: boolean;
  inviteCode?: string;
  companyName?: string;
  /**
   * The company's counters (the Free plan's limits): members, sites and plants, moved
   * by one in each batch that adds (or removes) one; 0 when missing (a record from before them
   * or a member's own record).
   */
  memberCount?: number;
  siteCount?: number;
  plantCount?: number;
  partCount?: number;
}

export interface Membership {
  uid: string;
  role: UserType;
  email: string;
  displayName: string;
  /** ISO date-time; null while the server has not stamped it yet. */
  joinedAt: string | null;
  inviteCode?: string;
  /**
   * Removed by an admin (`true`), or the company closed by its owner (`'closed'`): kept (never
   * deleted), no longer a member (firestore.rules isMember).
   */
  removed?: true | 'closed';
}

export interface Invite {
  code: string;
  email: string;
  companyUID: string;
  companyName: string;
  companyEmail: string;
  role: UserType;
  invitedBy: string;
  /** ISO date-time; null while the server has not stamped it yet. */
  invitedAt: string | null;
  /** Who joined with it; an invitation lets one person in, once. */
  usedBy: string | null;
}

type Sdk = typeof FirestoreSdk;

export function parseCompanyRecord(r: FieldReader): CompanyUserRecord {
  const companyUID = r.optionalString('companyUID');
  const inviteCode = r.optionalString('inviteCode');
  const companyName = r.optionalString('companyName');
  const paid = r.boolean('paid', false);
  const counter = (field: string) => Math.floor(r.finite(field, 0, 1_000_000_000, 0));
  const counters = {
    memberCount: counter('memberCount'),
    siteCount: counter('siteCount'),
    plantCount: counter('plantCount'),
    partCount: counter('partCount'),
  };
  const closedAt = r.timestamp('closedAt', { optional: true });
  return {
    ...(closedAt ? { closedAt } : {}),
    displayName: r.string('displayName'),
    companyEmail: r.string('companyEmail'),
    users: r.list('users', (u) => {
      const code = u.optionalString('inviteCode');
      return {
        id: u.string('id'),
        userType: u.oneOf('userType', USER_TYPES),
        email: u.string('email'),
        firstName: u.string('firstName', { optional: true }),
        lastName: u.string('lastName', { optional: true }),
        accountCreated: u.timestamp('accountCreated') ?? '',
        ...(code ? { inviteCode: code } : {}),
      };
    }),
    ...(companyUID ? { companyUID } : {}),
    ...(paid ? { paid } : {}),
    ...(inviteCode ? { inviteCode } : {}),
    ...(companyName ? { companyName } : {}),
    ...counters,
  };
}

export function parseMembership(uid: string, r: FieldReader): Membership {
  const inviteCode = r.optionalString('inviteCode');
  return {
    uid,
    role: r.oneOf('role', USER_TYPES),
    email: r.string('email'),
    displayName: r.string('displayName', { optional: true }),
    joinedAt: r.timestamp('joinedAt', { optional: true }),
    ...(inviteCode ? { inviteCode } : {}),
    ...(r.raw('removed') === 'closed'
      ? { removed: 'closed' as const }
      : r.boolean('removed', false)
        ? { removed: true as const }
        : {}),
  };
}

export function parseInvite(code: string, r: FieldReader): Invite {
  return {
    code,
    email: r.string('email'),
    companyUID: r.string('companyUID'),
    companyName: r.string('companyName', { optional: true }),
    companyEmail: r.string('companyEmail', { optional: true }),
    role: r.oneOf('role', USER_TYPES),
    invitedBy: r.string('invitedBy'),
    invitedAt: r.timestamp('invitedAt', { optional: true }),
    usedBy: r.optionalString('usedBy') ?? null,
  };
}

export const converters = {
  companyRecord: converter((r) => parseCompanyRecord(r)),
  membership: converter((r, s) => parseMembership(s.id, r)),
  invite: converter((r, s) => parseInvite(s.id, r)),
};

/** Typed references: `refs(sdk, db).member(company, uid)` and so on. */
export function refs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    companyRecord: (uid: string) => sdk.doc(db, paths.companyRecord(uid)).withConverter(converters.companyRecord),
    members: (company: string) => sdk.collection(db, paths.members(company)).withConverter(converters.membership),
    member: (company: string, uid: string) =>
      sdk.doc(db, paths.member(company, uid)).withConverter(converters.membership),
    invites: () => sdk.collection(db, paths.invites()).withConverter(converters.invite),
    invite: (code: string) => sdk.doc(db, paths.invite(code)).withConverter(converters.invite),
  };
}
