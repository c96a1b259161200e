// A contract's status on a given day: active, expiring within 90, 60 or 30
// days, or expired; and not yet started for a renewal waiting for its term. Pure: the list,
// the badges and Home share it, and the tests pin it to dates.
import { daysBetween } from '../lib/days';

export type ContractStatusKind = 'upcoming' | 'active' | 'expiring90' | 'expiring60' | 'expiring30' | 'expired';

export interface ContractStatus {
  kind: ContractStatusKind;
  /** Days until the end (0 on the last day; negative once expired); until the start for 'upcoming'. */
  days: number;
}

/** The windows, widest first: a contract ending in 45 days is 'expiring60'. */
export const EXPIRY_WINDOWS = [90, 60, 30] as const;

/** The status of a contract running `startDate`..`endDate` (yyyy-mm-dd, both days included) on `today`. */
export function contractStatus(contract: { startDate: string; endDate: string }, today: string): ContractStatus {
  const left = daysBetween(today, contract.endDate);
  if (left < 0) return { kind: 'expired', days: left };
  if (left <= 30) return { kind: 'expiring30', days: left };
  if (left <= 60) return { kind: 'expiring60', days: left };
  if (left <= 90) return { kind: 'expiring90', days: left };
  const toStart = daysBetween(today, contract.startDate);
  if (toStart > 0) return { kind: 'upcoming', days: toStart };
  return { kind: 'active', days: left };
}

export const isExpiring = (kind: ContractStatusKind) =>
  kind === 'expiring90' || kind === 'expiring60' || kind === 'expiring30';

/** The list's status filter: 'expiringN' keeps every contract ending within N days (not expired). */
export type StatusFilter = 'all' | 'active' | 'upcoming' | 'expiring90' | 'expiring60' | 'expiring30' | 'expired';
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'expiring90',
  'expiring60',
  'expiring30',
  'expired',
  'active',
  'upcoming',
];

export function matchesStatus(status: ContractStatus, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'expiring90' || filter === 'expiring60' || filter === 'expiring30') {
    const within = Number(filter.slice('expiring'.length));
    return isExpiring(status.kind) && status.days <= within;
  }
  return status.kind === filter;
}
