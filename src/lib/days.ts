// Calendar days as the app keeps them: 'yyyy-mm-dd' text (an order's `scheduledFor`, a plan's due dates), in local time,
// weeks starting on Monday.
import { parseDate } from './date';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of `date` as yyyy-mm-dd. */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local date (noon, clear of daylight-saving edges) of a yyyy-mm-dd day. */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayOf(dateOf(value)) === value;
}

export function addDays(day: string, days: number): string {
  const d = dateOf(day);
  d.setDate(d.getDate() + days);
  return dayOf(d);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (dateOf(day).getDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The seven days Monday…Sunday of the week starting `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** dd.mm.yyyy (as every date a user reads). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

export const today = (): string => dayOf(new Date());

/** Whole days from `from` to `to` (negative when `to` is earlier), whatever daylight saving does between. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** A day typed as dd.mm.yyyy (or yyyy-mm-dd) as yyyy-mm-dd; null when it is not a date. */
export function dayFromText(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isDay(value) ? value : null;
  const date = parseDate(value);
  return date ? dayOf(date) : null;
}
