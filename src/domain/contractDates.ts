// The date arithmetic of contracts: the planned visits of a term and next year's term
// for a renewal. Days are yyyy-mm-dd text in local time (src/lib/days.ts).
import { addDays, dateOf, dayOf, daysBetween } from '../lib/days';
import type { ContractInput } from './contracts';

/** The same day `years` later, 29 February becoming 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const d = dateOf(day);
  const month = d.getMonth();
  d.setFullYear(d.getFullYear() + years);
  if (d.getMonth() !== month) d.setDate(0); // rolled into March: back to the month's last day
  return dayOf(d);
}

/** The same day `months` later, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const d = dateOf(day);
  const date = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(date, last));
  return dayOf(d);
}

/**
 * `count` visit dates spread over the term `start`..`end`: a whole number of months apart when
 * the count divides twelve (quarterly visits on the start's day of the month), otherwise evenly
 * spaced days. The first visit is on the start day; none falls after the end.
 */
export function planVisits(start: string, end: string, count: number): string[] {
  if (count <= 0 || end < start) return [];
  const termDays = daysBetween(start, end) + 1;
  if (12 % count === 0) {
    const step = 12 / count;
    const months = Array.from({ length: count }, (_, i) => addMonthsToDay(start, i * step));
    if (months.every((d) => d <= end)) return months;
  }
  return Array.from({ length: count }, (_, i) => addDays(start, Math.floor((i * termDays) / count)));
}

/** Next year's term: it starts the day after `end` and lasts a year. */
export function renewalTerm(end: string): { startDate: string; endDate: string } {
  const startDate = addDays(end, 1);
  return { startDate, endDate: addDays(addYears(startDate, 1), -1) };
}

/**
 * Next year's contract made from `current`: the same vendor, contact, number,
 * category, equipment, value, currency, visits per year and notes; the next term; visits planned
 * afresh (none ordered yet).
 */
export function renewalOf(current: ContractInput): ContractInput {
  const { startDate, endDate } = renewalTerm(current.endDate);
  return {
    vendor: current.vendor,
    contact: current.contact,
    contractNumber: current.contractNumber,
    category: current.category,
    equipment: [...current.equipment],
    startDate,
    endDate,
    value: current.value,
    currency: current.currency,
    visitsPerYear: current.visitsPerYear,
    visits: planVisits(startDate, endDate, current.visitsPerYear).map((date) => ({ date, plant: null, order: null })),
    notes: current.notes,
  };
}
