// The one date helper: every date shown to a user goes through formatDate (dd.mm.yyyy).

const pad = (n: number) => String(n).padStart(2, '0');

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export function isValidDate(value: DateInput | null | undefined): boolean {
  return value !== null && value !== undefined && value !== '' && !Number.isNaN(toDate(value).getTime());
}

/** dd.mm.yyyy in local time; an invalid or missing date formats as ''. */
export function formatDate(value: DateInput | null | undefined): string {
  if (!isValidDate(value)) return '';
  const d = toDate(value!);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export function startOfDay(value: DateInput): Date {
  const d = new Date(toDate(value).getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

export function endOfDay(value: DateInput): Date {
  const d = new Date(toDate(value).getTime());
  d.setHours(23, 59, 59, 999);
  return d;
}

/** The same day `months` later (or earlier), clamped to the end of a shorter month. */
export function addMonths(value: DateInput, months: number): Date {
  const d = new Date(toDate(value).getTime());
  const day = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  const lastDay = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, lastDay));
  return d;
}

/**
 * Parses a date typed as dd.mm.yyyy (the format shown everywhere) as a local date. Day and month
 * may have one digit, and '/' or '-' may separate the parts; anything else, or a day that does
 * not exist (31.04.2026), is null.
 */
export function parseDate(text: string): Date | null {
  const m = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/** The same time `days` later (or earlier). */
export function addDays(value: DateInput, days: number): Date {
  const d = new Date(toDate(value).getTime());
  d.setDate(d.getDate() + days);
  return d;
}
