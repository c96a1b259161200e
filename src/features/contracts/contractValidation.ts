// Checks a service contract as typed in its form: every problem in words,
// nothing written while any remains, what was typed kept. Pure, so the form, the saga (again,
// before anything is queued) and the tests share one set of rules; firestore.rules checks the
// same limits last.
import { dayFromText, formatDay, isDay } from '../../lib/days';
import type { AppMessage } from '../../i18n/defineMessages';
import { CONTRACT_LIMITS, type ContractInput, type ContractVisit } from '../../services/firebase/contracts';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../domain/contractCategories';
import messages from './messages';

/** The text fields of the form, as typed. */
export const CONTRACT_FIELDS = [
  'vendor',
  'contact',
  'contractNumber',
  'category',
  'startDate',
  'endDate',
  'value',
  'currency',
  'visitsPerYear',
  'notes',
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];
export type ContractDraft = Record<ContractField, string>;
export type ContractProblems = Partial<Record<ContractField | 'equipment' | 'visits', AppMessage>>;

/** A planned visit as the form holds it: the date as typed (dd.mm.yyyy) and its order, if any. */
export interface VisitDraft {
  date: string;
  plant: string | null;
  order: string | null;
}

export const EMPTY_CONTRACT: ContractDraft = {
  vendor: '',
  contact: '',
  contractNumber: '',
  category: '',
  startDate: '',
  endDate: '',
  value: '',
  currency: 'EUR',
  visitsPerYear: '0',
  notes: '',
};

export { dayFromText };

/** A value typed with a '.' or ',' before at most two decimals ("12500", "12500.50", "12500,5"). */
const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

export function parseAmount(text: string): number | null {
  const value = text.trim().replace(/\s/g, '');
  return AMOUNT.test(value) ? Number(value.replace(',', '.')) : null;
}

const knownCurrencies = (() => {
  try {
    return new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return null; // an engine without the list: the 3-letter shape is checked alone
  }
})();

export const isCategory = (code: string): code is ContractCategory =>
  (CONTRACT_CATEGORIES as readonly string[]).includes(code);

/** Indexes of the visits whose date is not a day within the term (empty when the term itself is invalid). */
export function visitsOutsideTerm(visits: readonly VisitDraft[], start: string | null, end: string | null): number[] {
  if (!start || !end || end < start) return [];
  return visits.flatMap((v, i) => {
    const day = dayFromText(v.date);
    return day && day >= start && day <= end ? [] : [i];
  });
}

export function checkContract(
  draft: ContractDraft,
  equipment: readonly string[],
  visits: readonly VisitDraft[],
): ContractProblems {
  const p: ContractProblems = {};
  const vendor = draft.vendor.trim();
  if (!vendor) p.vendor = messages.vendorRequired;
  else if (vendor.length > CONTRACT_LIMITS.vendor) p.vendor = messages.vendorTooLong;
  if (draft.contact.trim().length > CONTRACT_LIMITS.contact) p.contact = messages.contactTooLong;
  if (draft.contractNumber.trim().length > CONTRACT_LIMITS.contractNumber) p.contractNumber = messages.numberTooLong;
  if (!draft.category) p.category = messages.categoryRequired;
  else if (!isCategory(draft.category)) p.category = messages.categoryUnknown;

  const start = dayFromText(draft.startDate);
  const end = dayFromText(draft.endDate);
  if (!draft.startDate.trim()) p.startDate = messages.startRequired;
  else if (!start) p.startDate = messages.dateInvalid;
  if (!draft.endDate.trim()) p.endDate = messages.endRequired;
  else if (!end) p.endDate = messages.dateInvalid;
  else if (start && end < start) p.endDate = messages.endBeforeStart;

  const valueText = draft.value.trim();
  const value = parseAmount(valueText);
  if (!valueText) p.value = messages.valueRequired;
  else if (value === null) p.value = messages.valueNotNumber;
  else if (value < 0) p.value = messages.valueNegative;
  else if (value > CONTRACT_LIMITS.maxValue) p.value = messages.valueTooLarge;

  const currency = draft.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) p.currency = messages.currencyInvalid;
  else if (knownCurrencies && !knownCurrencies.has(currency)) p.currency = messages.currencyUnknown;

  const perYear = draft.visitsPerYear.trim();
  if (!/^\d{1,2}$/.test(perYear) || Number(perYear) > CONTRACT_LIMITS.visitsPerYear)
    p.visitsPerYear = messages.visitsPerYearInvalid;

  if (draft.notes.trim().length > CONTRACT_LIMITS.notes) p.notes = messages.notesTooLong;
  if (equipment.length > CONTRACT_LIMITS.equipment) p.equipment = messages.equipmentTooMany;
  if (visits.length > CONTRACT_LIMITS.visitsPerYear) p.visits = messages.visitsTooMany;
  else if (visitsOutsideTerm(visits, start, end).length > 0) p.visits = messages.visitOutsideTerm;
  return p;
}

/** The checked draft as the document's fields (call only when checkContract found nothing). */
export function toContractInput(
  draft: ContractDraft,
  equipment: readonly string[],
  visits: readonly VisitDraft[],
): ContractInput {
  const days: ContractVisit[] = visits.map((v) => ({
    date: dayFromText(v.date) ?? '',
    plant: v.plant,
    order: v.order,
  }));
  return {
    vendor: draft.vendor.trim(),
    contact: draft.contact.trim(),
    contractNumber: draft.contractNumber.trim(),
    category: draft.category as ContractCategory,
    equipment: [...equipment],
    startDate: dayFromText(draft.startDate) ?? '',
    endDate: dayFromText(draft.endDate) ?? '',
    value: parseAmount(draft.value) ?? 0,
    currency: draft.currency.trim().toUpperCase(),
    visitsPerYear: Number(draft.visitsPerYear.trim()),
    visits: days.sort((a, b) => a.date.localeCompare(b.date)),
    notes: draft.notes.trim(),
  };
}

/** A saved contract as the form's text. */
export function toContractDraft(c: ContractInput): { draft: ContractDraft; visits: VisitDraft[] } {
  return {
    draft: {
      vendor: c.vendor,
      contact: c.contact,
      contractNumber: c.contractNumber,
      category: c.category,
      startDate: formatDay(c.startDate),
      endDate: formatDay(c.endDate),
      value: String(c.value),
      currency: c.currency,
      visitsPerYear: String(c.visitsPerYear),
      notes: c.notes,
    },
    visits: c.visits.map((v) => ({ ...v, date: formatDay(v.date) })),
  };
}

/** The saga's second look at what a page sends (a client that skipped the form). */
export function inputProblem(input: ContractInput): boolean {
  const { draft, visits } = toContractDraft({
    ...input,
    startDate: isDay(input.startDate) ? input.startDate : 'x',
    endDate: isDay(input.endDate) ? input.endDate : 'x',
    visits: input.visits.map((v) => ({ ...v, date: isDay(v.date) ? v.date : 'x' })),
  });
  return (
    Object.keys(
      checkContract(
        { ...draft, value: Number.isFinite(input.value) ? String(input.value) : 'x' },
        input.equipment,
        visits,
      ),
    ).length > 0
  );
}
