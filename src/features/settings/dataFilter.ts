// The data filter every list query uses (docs/product.md §3): a date range and a record limit, kept in
// local storage. Dates are ISO strings so the Redux state stays serialisable.
import { addMonths, endOfDay, isValidDate, startOfDay } from '../../lib/date';

export interface DataFilter {
  fromDate: string;
  toDate: string;
  dataLimit: number;
}

export const DEFAULT_DATA_LIMIT = 50;
export const MIN_DATA_LIMIT = 1;
export const MAX_DATA_LIMIT = 1000;

/** One month before today (start of that day) to the end of today, 50 records. */
export function defaultDataFilter(now: Date = new Date()): DataFilter {
  return {
    fromDate: startOfDay(addMonths(now, -1)).toISOString(),
    toDate: endOfDay(now).toISOString(),
    dataLimit: DEFAULT_DATA_LIMIT,
  };
}

export type DataFilterProblem = 'fromDateInvalid' | 'toDateInvalid' | 'rangeReversed' | 'limitOutOfRange';

/** What is wrong with a filter, field by field; an empty object means it is good. */
export function dataFilterProblems(filter: {
  fromDate: unknown;
  toDate: unknown;
  dataLimit: unknown;
}): Partial<Record<keyof DataFilter, DataFilterProblem>> {
  const problems: Partial<Record<keyof DataFilter, DataFilterProblem>> = {};
  const from = typeof filter.fromDate === 'string' && isValidDate(filter.fromDate) ? filter.fromDate : null;
  const to = typeof filter.toDate === 'string' && isValidDate(filter.toDate) ? filter.toDate : null;
  if (!from) problems.fromDate = 'fromDateInvalid';
  if (!to) problems.toDate = 'toDateInvalid';
  if (from && to && new Date(from).getTime() > new Date(to).getTime()) problems.toDate = 'rangeReversed';
  const limit = filter.dataLimit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < MIN_DATA_LIMIT || limit > MAX_DATA_LIMIT) {
    problems.dataLimit = 'limitOutOfRange';
  }
  return problems;
}

/** A stored value as a filter, or null when it is missing a field or makes no sense. */
export function parseDataFilter(value: unknown): DataFilter | null {
  if (!value || typeof value !== 'object') return null;
  const { fromDate, toDate, dataLimit } = value as Record<string, unknown>;
  if (Object.keys(dataFilterProblems({ fromDate, toDate, dataLimit })).length > 0) return null;
  return {
    fromDate: new Date(fromDate as string).toISOString(),
    toDate: new Date(toDate as string).toISOString(),
    dataLimit: dataLimit as number,
  };
}
