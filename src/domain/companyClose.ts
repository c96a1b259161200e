// Closing a company: once its owner closes it, nobody is a member, and the owner alone may read
// its data for CLOSED_READ_DAYS (a last export); then an operator deletes it for good
// (scripts/companyDelete.ts). firestore.rules judges the same period by the server's clock
// (`closedOwnerReads`: `closedAt + duration.value(30, 'd')`).

/** How long the owner of a closed company may still read it. */
export const CLOSED_READ_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last moment the owner may read a company closed at `closedAt` (ISO). */
export function closedReadableUntil(closedAt: string): Date {
  return new Date(Date.parse(closedAt) + CLOSED_READ_DAYS * DAY_MS);
}

/** Whether a company closed at `closedAt` may be deleted for good at `now` (its owner's days are over). */
export function closedDeletable(closedAt: string, now: Date): boolean {
  return now.getTime() >= closedReadableUntil(closedAt).getTime();
}
