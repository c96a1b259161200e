import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import {
  checkContract,
  type ContractDraft,
  inputProblem,
  toContractDraft,
  toContractInput,
  type VisitDraft,
} from './contractValidation';
import { CONTRACT_CATEGORIES } from '../../domain/contractCategories';
import { CATEGORY_NAMES } from './messages';
import es from '../../i18n/es.json';

const good: ContractDraft = {
  vendor: ' FireCo ',
  contact: '',
  contractNumber: 'FC-7',
  category: 'fireSafety',
  startDate: '01.01.2027',
  endDate: '31.12.2027',
  value: '12500,50',
  currency: 'eur',
  visitsPerYear: '2',
  notes: '',
};
const visits: VisitDraft[] = [
  { date: '01.07.2027', plant: null, order: null },
  { date: '01.01.2027', plant: 'pm1', order: 'WR-20270101-ABCD' },
];

const problemIds = (draft: Partial<ContractDraft>, v: VisitDraft[] = [], equipment: string[] = []) =>
  Object.fromEntries(
    Object.entries(checkContract({ ...good, ...draft }, equipment, v)).map(([field, m]) => [field, m.id]),
  );

describe('contract input', () => {
  it('accepts a complete contract and stores it as the document’s fields', () => {
    expect(problemIds({}, visits)).toEqual({});
    expect(toContractInput(good, ['pm1/p1'], visits)).toEqual({
      vendor: 'FireCo',
      contact: '',
      contractNumber: 'FC-7',
      category: 'fireSafety',
      equipment: ['pm1/p1'],
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      value: 12500.5,
      currency: 'EUR',
      visitsPerYear: 2,
      visits: [
        { date: '2027-01-01', plant: 'pm1', order: 'WR-20270101-ABCD' },
        { date: '2027-07-01', plant: null, order: null },
      ],
      notes: '',
    });
  });

  it.each<[string, Partial<ContractDraft>, string, string]>([
    ['no vendor', { vendor: '   ' }, 'vendor', 'contracts.problem.vendorRequired'],
    ['a vendor of 201 characters', { vendor: 'x'.repeat(201) }, 'vendor', 'contracts.problem.vendorTooLong'],
    ['no category', { category: '' }, 'category', 'contracts.problem.categoryRequired'],
    ['an unknown category', { category: 'catering' }, 'category', 'contracts.problem.categoryUnknown'],
    ['an end before the start', { endDate: '31.12.2026' }, 'endDate', 'contracts.problem.endBeforeStart'],
    ['a start that is not a date', { startDate: '31.02.2027' }, 'startDate', 'contracts.problem.dateInvalid'],
    ['no end date', { endDate: '' }, 'endDate', 'contracts.problem.endRequired'],
    ['a negative value', { value: '-1' }, 'value', 'contracts.problem.valueNegative'],
    ['a value that is not a number', { value: 'twelve' }, 'value', 'contracts.problem.valueNotNumber'],
    ['a value with three decimals', { value: '1,000' }, 'value', 'contracts.problem.valueNotNumber'],
    ['no value', { value: '' }, 'value', 'contracts.problem.valueRequired'],
    ['a value over 10^12', { value: '1000000000001' }, 'value', 'contracts.problem.valueTooLarge'],
    ['a currency of 4 letters', { currency: 'EURO' }, 'currency', 'contracts.problem.currencyInvalid'],
    ['a currency with digits', { currency: 'E1R' }, 'currency', 'contracts.problem.currencyInvalid'],
    ['an unknown currency', { currency: 'QQQ' }, 'currency', 'contracts.problem.currencyUnknown'],
    ['53 visits a year', { visitsPerYear: '53' }, 'visitsPerYear', 'contracts.problem.visitsPerYearInvalid'],
    ['a fractional visit count', { visitsPerYear: '1.5' }, 'visitsPerYear', 'contracts.problem.visitsPerYearInvalid'],
    ['negative visits', { visitsPerYear: '-1' }, 'visitsPerYear', 'contracts.problem.visitsPerYearInvalid'],
    ['notes of 2,001 characters', { notes: 'n'.repeat(2001) }, 'notes', 'contracts.problem.notesTooLong'],
    [
      'a number of 61 characters',
      { contractNumber: '1'.repeat(61) },
      'contractNumber',
      'contracts.problem.numberTooLong',
    ],
  ])('refuses %s with a message on that field', (_name, draft, field, id) => {
    expect(problemIds(draft)).toEqual({ [field]: id });
  });

  it('refuses a visit outside the term, more than 52 visits and more than 100 items of equipment', () => {
    expect(problemIds({}, [{ date: '01.01.2028', plant: null, order: null }])).toEqual({
      visits: 'contracts.problem.visitOutsideTerm',
    });
    const many = Array.from({ length: 53 }, () => ({ date: '01.02.2027', plant: null, order: null }));
    expect(problemIds({}, many)).toEqual({ visits: 'contracts.problem.visitsTooMany' });
    const equipment = Array.from({ length: 101 }, (_, i) => `pm1/e${i}`);
    expect(problemIds({}, [], equipment)).toEqual({ equipment: 'contracts.problem.equipmentTooMany' });
  });

  it('round-trips a saved contract through the form, and the saga’s second look agrees', () => {
    const input = toContractInput(good, [], visits);
    const { draft, visits: back } = toContractDraft(input);
    expect(toContractInput(draft, [], back)).toEqual(input);
    expect(inputProblem(input)).toBe(false);
    expect(inputProblem({ ...input, value: -5 })).toBe(true);
    expect(inputProblem({ ...input, endDate: '2026-01-01' })).toBe(true);
    expect(inputProblem({ ...input, category: 'catering' as never })).toBe(true);
    expect(inputProblem({ ...input, value: Number.NaN })).toBe(true);
  });
});

describe('the 24 categories', () => {
  it('has 24 distinct codes, each named in English and Spanish', () => {
    expect(new Set(CONTRACT_CATEGORIES).size).toBe(24);
    const intl = createIntl({ locale: 'es', messages: es });
    for (const code of CONTRACT_CATEGORIES) {
      expect(CATEGORY_NAMES[code].defaultMessage).not.toBe('');
      expect(intl.formatMessage(CATEGORY_NAMES[code])).not.toBe(CATEGORY_NAMES[code].defaultMessage);
    }
  });
});
