// The bin: what an admin deletes (equipment, maintenance plans, service contracts) is not gone at
// once. The document keeps every field and is marked `binnedAt` (the server's time) and `binnedBy`;
// it leaves the lists, an admin can restore it for BIN_DAYS, and after that it may be deleted for
// good (purged). firestore.rules holds the same period (`BIN_PERIOD`) and judges it by the server's
// clock, so a device whose clock is wrong can neither restore late nor purge early; the functions
// here take `now` so the screens (and the tests) say the same as the rules will.

/** How long a binned document can be restored (firestore.rules: `duration.value(30, 'd')`). */
export const BIN_DAYS = 30;
const DAY_MS = 86_400_000;

export const BIN_KINDS = ['equipment', 'plan', 'contract'] as const;
export type BinKind = (typeof BIN_KINDS)[number];

/** The mark a binned document carries: when (ISO; null while the server time is on its way) and by whom. */
export interface BinMark {
  binnedAt: string | null;
  binnedBy: string;
}

/** One binned record as the bin lists it. */
export interface BinItem extends BinMark {
  kind: BinKind;
  id: string;
  /** What people call it: a tag and name, a plan's title, a contract's vendor and number. */
  label: string;
}

/** The last moment a binned document can be restored (null while its time is not known yet). */
export function restorableUntil(mark: BinMark): Date | null {
  return mark.binnedAt ? new Date(Date.parse(mark.binnedAt) + BIN_DAYS * DAY_MS) : null;
}

/** Whether its time in the bin is over at `now`: it can no longer be restored, only purged. */
export function isPurgeDue(mark: BinMark, now: Date): boolean {
  const until = restorableUntil(mark);
  return until !== null && now.getTime() >= until.getTime();
}

/** Whole days left to restore it at `now` (0 on its last day; BIN_DAYS while its time is not known yet). */
export function daysLeft(mark: BinMark, now: Date): number {
  const until = restorableUntil(mark);
  if (!until) return BIN_DAYS;
  return Math.max(0, Math.floor((until.getTime() - now.getTime()) / DAY_MS));
}

/** The bin's order: the soonest to go first (those whose time is not known yet last). */
export function byEndingFirst(a: BinItem, b: BinItem): number {
  return (a.binnedAt ?? '9').localeCompare(b.binnedAt ?? '9') || a.label.localeCompare(b.label);
}
