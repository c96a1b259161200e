// Plans and prices: the Free plan's limits, the monthly upload allowance of each plan and what a
// company may still add. One module for the client, the rules tests and the docs;
// firestore.rules `freeLimits()` and `uploadAllowance()` hold the same numbers (planLimits.test.ts
// reads the rules file and compares).

/** What the Free plan limits, as counted on the company record. */
export const LIMITED = ['members', 'sites', 'plants', 'parts'] as const;
export type Limited = (typeof LIMITED)[number];

/** The Free plan: enough for a trial (a small team, one site, two plants, a hundred parts). Paid: no limit. */
export const FREE_LIMITS: Readonly<Record<Limited, number>> = { members: 3, sites: 1, plants: 2, parts: 100 };

/** The company record's counter field for each limited thing (users/{company}). */
export const COUNTER_FIELDS: Readonly<Record<Limited, 'memberCount' | 'siteCount' | 'plantCount' | 'partCount'>> = {
  members: 'memberCount',
  sites: 'siteCount',
  plants: 'plantCount',
  parts: 'partCount',
};

export type Usage = Record<Limited, number>;

/**
 * Where a company stands for one limited thing:
 * - `unlimited`: a paid company;
 * - `room`: more than one place left;
 * - `near`: one place left (the app says so before the user gets there);
 * - `full`: at the limit, nothing more can be added;
 * - `over`: beyond it (a company that was paid and no longer is keeps what it has).
 */
export type LimitLevel = 'unlimited' | 'room' | 'near' | 'full' | 'over';

export interface LimitStatus {
  thing: Limited;
  used: number;
  /** The Free plan's limit (shown even to a paid company, on the prices page). */
  limit: number;
  level: LimitLevel;
  /** Another one may be added (what the rules will allow). */
  canAdd: boolean;
}

export function limitStatus(thing: Limited, used: number, paid: boolean): LimitStatus {
  const limit = FREE_LIMITS[thing];
  const count = Number.isFinite(used) && used > 0 ? Math.floor(used) : 0;
  const level: LimitLevel = paid
    ? 'unlimited'
    : count > limit
      ? 'over'
      : count === limit
        ? 'full'
        : count === limit - 1
          ? 'near'
          : 'room';
  return { thing, used: count, limit, level, canAdd: paid || count < limit };
}

/** The notice the pages show: near or at (or over) the limit on the Free plan; otherwise none. */
export function needsNotice(status: LimitStatus): boolean {
  return status.level === 'near' || status.level === 'full' || status.level === 'over';
}

const MiB = 1024 * 1024;

/**
 * Bytes a company may upload in a calendar month (UTC), by plan. Files are counted when they are
 * sent, not while they are kept: deleting one does not give its bytes back, because the rules
 * could not prove the file is gone. A new month starts from nothing.
 */
export const UPLOAD_ALLOWANCE: Readonly<Record<'free' | 'paid', number>> = { free: 250 * MiB, paid: 25 * 1024 * MiB };

export const uploadAllowanceOf = (paid: boolean) => UPLOAD_ALLOWANCE[paid ? 'paid' : 'free'];

/** Where a company stands against its upload allowance this month. */
export interface AllowanceStatus {
  /** Bytes uploaded this month. */
  used: number;
  limit: number;
  /** Bytes still allowed (0 when used up). */
  remaining: number;
  /** `near`: 90 % or more used; `full`: nothing left. */
  level: 'room' | 'near' | 'full';
}

export function allowanceStatus(usedBytes: number, paid: boolean): AllowanceStatus {
  const limit = uploadAllowanceOf(paid);
  const used = Number.isFinite(usedBytes) && usedBytes > 0 ? Math.floor(usedBytes) : 0;
  const remaining = Math.max(0, limit - used);
  const level = remaining === 0 ? 'full' : used >= limit * 0.9 ? 'near' : 'room';
  return { used, limit, remaining, level };
}
