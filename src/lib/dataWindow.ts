// The data filter (docs/product.md §3: fromDate, toDate, dataLimit) applied to a list: the newest items
// dated inside the range, at most `dataLimit` of them, newest first. Firestore lists build
// the same window as a query (where / orderBy / limit, plus a cursor for "load more"); local
// lists (the demo apps) apply it in memory. Both read this one description.

/** The data filter's shape (kept in settings; ISO dates so Redux state stays serialisable). */
export interface DataWindowFilter {
  fromDate: string;
  toDate: string;
  dataLimit: number;
}

export interface DataWindow {
  /** The document field the range applies to, e.g. 'joinedAt'. */
  field: string;
  from: Date;
  to: Date;
  /** Items per page: the filter's dataLimit. */
  limit: number;
}

export function dataWindow(filter: DataWindowFilter, field: string): DataWindow {
  return { field, from: new Date(filter.fromDate), to: new Date(filter.toDate), limit: filter.dataLimit };
}

/**
 * The items a window shows: dated inside [from, to], newest first, `pages` pages of `limit`.
 * Items without a valid date are left out (they cannot be placed in the range). `hasMore` says
 * whether another page exists.
 */
export function applyDataWindow<T>(
  items: readonly T[],
  window: DataWindow,
  dateOf: (item: T) => Date | null,
  pages = 1,
): { items: T[]; hasMore: boolean } {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const dated = items
    .map((item) => ({ item, time: dateOf(item)?.getTime() ?? Number.NaN }))
    .filter(({ time }) => !Number.isNaN(time) && time >= from && time <= to)
    .sort((a, b) => b.time - a.time);
  const shown = window.limit * Math.max(1, pages);
  return { items: dated.slice(0, shown).map(({ item }) => item), hasMore: dated.length > shown };
}
