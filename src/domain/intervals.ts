// Plan intervals on the calendar (docs/design.md §5): adding one to a due date, its length
// in days, and the PM-compliance tolerance. Days are local 'yyyy-mm-dd' text (lib/days).
import { addDays, daysBetween } from '../lib/days';
import type { Interval } from './plans';

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `day` plus `times` intervals. Months and years keep the day of the month, clamped to the
 * month's end (31 Jan + 1 month = 28 or 29 Feb; 29 Feb + 1 year = 28 Feb). Counting `times`
 * from the same start keeps a fixed plan on the 31st in the months that have one.
 */
export function addInterval(day: string, interval: Interval, times = 1): string {
  const n = interval.every * times;
  if (interval.unit === 'days') return addDays(day, n);
  if (interval.unit === 'weeks') return addDays(day, 7 * n);
  const [y, m, d] = day.split('-').map(Number);
  const months = m - 1 + (interval.unit === 'months' ? n : 12 * n);
  const year = y + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** The interval's length in days, counted from `from` (months and years vary). */
export function intervalDays(interval: Interval, from = '2001-01-01'): number {
  return daysBetween(from, addInterval(from, interval));
}

/** PM compliance (docs/design.md §5): on time within 10% of the interval of the due date, at least one day. */
export function toleranceDays(interval: Interval, from?: string): number {
  return Math.max(1, Math.round(intervalDays(interval, from) / 10));
}

/** A meter plan's order is due the day it is generated; it is on time when done within this many days. */
export const METER_TOLERANCE_DAYS = 7;
