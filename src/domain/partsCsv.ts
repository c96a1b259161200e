// The parts catalogue as CSV: the export's text and the import's checked preview and plan. Pure:
// no Firebase, no DOM. papaparse reads and writes the CSV (loaded on first use, never on the
// login route). Each row is checked by the part form's own rules (`partProblems`,
// domain/inventory.ts) with the file's earlier rows as the other numbers, so a file is refused for
// exactly what the form would refuse, plus what only a file can get wrong: columns missing,
// unknown or repeated, quotes, a row with too many or too few values, a part number twice in the
// file, a unit written as no unit Torque knows, a cell over 10,000 characters, a file too large,
// empty or with too many rows. Problems are codes with values; the import page says them in words.
//
// A row whose part number is already in the catalogue (compared as `partNumberKey` compares
// them) updates that part: only the file's columns change; its id, its number as the catalogue
// spells it, the equipment it fits and whatever the file leaves out stay. The other rows are new
// parts.
import { guessDelimiter, loadPapa } from '../lib/csvRead';
import { FREE_LIMITS } from '../lib/planLimits';
import {
  INVENTORY_LIMITS,
  PART_UNITS,
  type PartDraft,
  type PartProblem,
  partNumberKey,
  partProblems,
  type PartUnit,
  type PartValues,
} from './inventory';

export const PARTS_CSV_COLUMNS = [
  'number',
  'description',
  'unit',
  'category',
  'manufacturer',
  'manufacturerNumber',
  'vendor',
  'unitCost',
  'archived',
] as const;
export type PartsCsvColumn = (typeof PARTS_CSV_COLUMNS)[number];

/** Columns every file must have; a file may leave the others out (an update keeps what they hold). */
export const REQUIRED_PARTS_COLUMNS: readonly PartsCsvColumn[] = ['number', 'description', 'unit'];

/** Files over this size are refused before they are read. */
export const MAX_PARTS_CSV_BYTES = 5 * 1024 * 1024;
/** At most this many parts in one file (the catalogue the app is measured with). */
export const MAX_PARTS_CSV_ROWS = 20_000;
/** No cell of a file may be longer (the longest field, a description, takes 2,000). */
export const MAX_CSV_CELL = 10_000;

export type PartsCsvProblemCode =
  // The whole file.
  | 'fileTooBig'
  | 'fileEmpty'
  | 'fileUnreadable'
  | 'noRows'
  | 'tooManyRows'
  | 'missingColumns'
  | 'unknownColumns'
  | 'repeatedColumns'
  // One row.
  | 'cellCount'
  | 'badQuotes'
  | 'cellTooLong'
  | 'numberMissing'
  | 'numberTooLong'
  | 'numberInFile'
  | 'numberTwiceInCatalogue'
  | 'descriptionMissing'
  | 'descriptionTooLong'
  | 'unitMissing'
  | 'unitUnknown'
  | 'textTooLong'
  | 'costNotNumber'
  | 'archivedNotYesNo';

/** A problem of the file (row null) or of one of its rows; row numbers count the header as row 1. */
export interface PartsCsvProblem {
  row: number | null;
  column: PartsCsvColumn | null;
  code: PartsCsvProblemCode;
  values?: Record<string, string | number>;
}

export type { PartValues } from './inventory';

/** A part of the catalogue, found by its number. */
export type CataloguePart = PartValues & { id: string };

export interface PartsCsvRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  /** The row as the form would hold it; `unit` is the unit's code when the file names a known one. */
  draft: PartDraft;
  /** The archived column read as yes or no; null without the column (or with a value not yes or no). */
  archived: boolean | null;
}

export interface PartsCsvPreview {
  rows: PartsCsvRow[];
  /** How many data rows the file has (rows may hold none when the file is refused as a whole). */
  dataRows: number;
  /** The columns the file has, in the catalogue's order. */
  columns: PartsCsvColumn[];
  /** Every problem: the whole file's first, then by row. */
  problems: PartsCsvProblem[];
}

export const partsPreviewIsValid = (p: PartsCsvPreview) => p.rows.length > 0 && p.problems.length === 0;

const fileProblem = (code: PartsCsvProblemCode, values?: PartsCsvProblem['values']): PartsCsvProblem => ({
  row: null,
  column: null,
  code,
  values,
});

const refused = (problem: PartsCsvProblem): PartsCsvPreview => ({
  rows: [],
  dataRows: 0,
  columns: [],
  problems: [problem],
});

/** The size check, made before a byte is read. */
export function partsFileSizeProblem(size: number): PartsCsvProblem | null {
  if (size > MAX_PARTS_CSV_BYTES)
    return fileProblem('fileTooBig', {
      size: (Math.ceil((size / 1024 / 1024) * 10) / 10).toString(),
      max: MAX_PARTS_CSV_BYTES / 1024 / 1024,
    });
  if (size === 0) return fileProblem('fileEmpty');
  return null;
}

/** Reads a chosen file: refused by its size before reading, then parsed and checked. */
export async function parsePartsCsvFile(file: Pick<Blob, 'size' | 'text'>): Promise<PartsCsvPreview> {
  const tooBig = partsFileSizeProblem(file.size);
  if (tooBig) return refused(tooBig);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refused(fileProblem('fileUnreadable'));
  }
  return parsePartsCsv(text);
}

/** Units as a file may write them: the codes (the export's), their plurals, US spellings, symbols. */
const UNIT_NAMES: Readonly<Record<string, PartUnit>> = {
  ...Object.fromEntries(PART_UNITS.map((u) => [u, u])),
  ea: 'each',
  pc: 'each',
  pcs: 'each',
  piece: 'each',
  pieces: 'each',
  sets: 'set',
  boxes: 'box',
  pairs: 'pair',
  rolls: 'roll',
  litres: 'litre',
  liter: 'litre',
  liters: 'litre',
  l: 'litre',
  kilograms: 'kilogram',
  kg: 'kilogram',
  metres: 'metre',
  meter: 'metre',
  meters: 'metre',
  m: 'metre',
};

/** The unit a file names (case and surrounding spaces aside); null for no unit Torque knows. */
export function unitOf(text: string): PartUnit | null {
  const name = text.trim().toLowerCase();
  return Object.hasOwn(UNIT_NAMES, name) ? UNIT_NAMES[name] : null;
}

const YES = ['true', 'yes', '1'];
const NO = ['false', 'no', '0', ''];

/** The archived column: yes or no (empty: no); null for anything else. */
export function archivedOf(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  return YES.includes(value) ? true : NO.includes(value) ? false : null;
}

/** A cost as the form reads it (empty: 0), after `partProblems` found nothing wrong with it. */
export const costOf = (text: string): number => (text.trim() ? Number(text.trim().replace(',', '.')) : 0);

/** A cost as the export writes it: to the form's 4 decimals at most, never in exponent notation. */
export const costText = (cost: number): string => String(Number(cost.toFixed(4)));

/**
 * The export escapes a text a spreadsheet would run as a formula with a leading apostrophe
 * (papaparse `escapeFormulae`); the import takes it off again, so what was exported comes back.
 */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Which cell holds which column, or the file's problems with its header row. */
function readHeader(header: string[]): { index: Map<PartsCsvColumn, number> } | { problems: PartsCsvProblem[] } {
  const byName = new Map<string, PartsCsvColumn>(PARTS_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const index = new Map<PartsCsvColumn, number>();
  const unknown: string[] = [];
  const repeated = new Set<string>();
  header.forEach((raw, i) => {
    const name = raw.trim();
    const column = byName.get(name.toLowerCase());
    if (!column) unknown.push(name.slice(0, 60) || `#${i + 1}`);
    else if (index.has(column)) repeated.add(column);
    else index.set(column, i);
  });
  const missing = REQUIRED_PARTS_COLUMNS.filter((c) => !index.has(c));
  const problems: PartsCsvProblem[] = [];
  if (missing.length) problems.push(fileProblem('missingColumns', { columns: missing.join(', ') }));
  if (unknown.length) problems.push(fileProblem('unknownColumns', { columns: unknown.join(', ') }));
  if (repeated.size) problems.push(fileProblem('repeatedColumns', { columns: [...repeated].join(', ') }));
  return problems.length ? { problems } : { index };
}

const COLUMN_OF: Record<keyof PartDraft, PartsCsvColumn> = {
  number: 'number',
  description: 'description',
  unit: 'unit',
  category: 'category',
  manufacturer: 'manufacturer',
  manufacturerNumber: 'manufacturerNumber',
  vendor: 'vendor',
  unitCost: 'unitCost',
};

/** A problem the form's check found, in the terms a file needs (the form's words assume its fields). */
function formProblem(
  row: PartsCsvRow,
  field: keyof PartDraft,
  problem: PartProblem,
  raw: string,
  firstWithNumber: PartsCsvRow | undefined,
): PartsCsvProblem {
  const at = { row: row.row, column: COLUMN_OF[field] };
  switch (problem) {
    case 'numberTaken':
      return { ...at, code: 'numberInFile', values: { row: firstWithNumber?.row ?? 0 } };
    case 'numberTooLong':
      return { ...at, code: problem, values: { max: INVENTORY_LIMITS.number } };
    case 'descriptionTooLong':
      return { ...at, code: problem, values: { max: INVENTORY_LIMITS.description } };
    case 'textTooLong':
      return { ...at, code: problem, values: { max: field === 'manufacturerNumber' ? 60 : INVENTORY_LIMITS.text } };
    case 'unitMissing':
      return raw.trim()
        ? { ...at, code: 'unitUnknown', values: { unit: raw.trim().slice(0, 60), units: PART_UNITS.join(', ') } }
        : { ...at, code: 'unitMissing', values: { units: PART_UNITS.join(', ') } };
    case 'costNotNumber':
      return { ...at, code: problem, values: { cost: raw.trim().slice(0, 60) } };
    default:
      return { ...at, code: problem };
  }
}

/** The preview of an import: every row checked; every problem of the file and of its rows. */
export async function parsePartsCsv(text: string): Promise<PartsCsvPreview> {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return refused(fileProblem('fileEmpty'));
  const Papa = await loadPapa();
  const parsed = Papa.parse<string[]>(body, {
    delimiter: guessDelimiter(Papa, body, PARTS_CSV_COLUMNS),
    skipEmptyLines: false,
  });
  const [header = [], ...records] = parsed.data;
  const read = readHeader(header);
  if ('problems' in read) return { rows: [], dataRows: 0, columns: [], problems: read.problems };
  const { index } = read;
  const columns = PARTS_CSV_COLUMNS.filter((c) => index.has(c));

  const quoteRows = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => (e.row ?? 0) + 1),
  );
  const problems: PartsCsvProblem[] = [];
  const rows: PartsCsvRow[] = [];
  const raws: Record<PartsCsvColumn, string>[] = [];
  const tooLong: Set<PartsCsvColumn>[] = [];
  let dataRows = 0;
  records.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((cell) => !cell.trim())) return;
    dataRows += 1;
    if (dataRows > MAX_PARTS_CSV_ROWS) return; // refused below, counted only
    const long = new Set<PartsCsvColumn>();
    const cell = (c: PartsCsvColumn) => {
      const value = index.has(c) ? unescapeFormula(cells[index.get(c)!] ?? '') : '';
      if (value.length <= MAX_CSV_CELL) return value;
      long.add(c);
      return '';
    };
    const raw = Object.fromEntries(PARTS_CSV_COLUMNS.map((c) => [c, cell(c)])) as Record<PartsCsvColumn, string>;
    rows.push({
      row,
      draft: {
        number: raw.number,
        description: raw.description,
        unit: unitOf(raw.unit) ?? raw.unit,
        category: raw.category,
        manufacturer: raw.manufacturer,
        manufacturerNumber: raw.manufacturerNumber,
        vendor: raw.vendor,
        unitCost: raw.unitCost,
      },
      archived: index.has('archived') ? archivedOf(raw.archived) : null,
    });
    raws.push(raw);
    tooLong.push(long);
    if (quoteRows.has(row)) problems.push({ row, column: null, code: 'badQuotes' });
    else if (cells.length !== header.length)
      problems.push({ row, column: null, code: 'cellCount', values: { count: cells.length, expected: header.length } });
  });

  if (dataRows === 0) return refused(fileProblem('noRows'));
  if (dataRows > MAX_PARTS_CSV_ROWS)
    return {
      rows: [],
      dataRows,
      columns,
      problems: [fileProblem('tooManyRows', { rows: dataRows, max: MAX_PARTS_CSV_ROWS })],
    };

  // Each row through the form's check; the other numbers it compares with are the file's earlier
  // row with the same number (the catalogue's are updates, not clashes), so the check stays linear.
  const firstByNumber = new Map<string, PartsCsvRow>();
  rows.forEach((row, i) => {
    const key = partNumberKey(row.draft.number);
    const first = key ? firstByNumber.get(key) : undefined;
    if (key && !first) firstByNumber.set(key, row);
    const found = partProblems(row.draft, first ? [first.draft.number] : []);
    for (const column of tooLong[i])
      problems.push({ row: row.row, column, code: 'cellTooLong', values: { max: MAX_CSV_CELL } });
    for (const [field, problem] of Object.entries(found) as [keyof PartDraft, PartProblem][])
      if (!tooLong[i].has(COLUMN_OF[field])) problems.push(formProblem(row, field, problem, raws[i][field], first));
    if (index.has('archived') && row.archived === null && !tooLong[i].has('archived'))
      problems.push({
        row: row.row,
        column: 'archived',
        code: 'archivedNotYesNo',
        values: { value: raws[i].archived.trim().slice(0, 60) },
      });
  });
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { rows, dataRows, columns, problems };
}

/** The distinct part numbers of a preview's rows, as written (trimmed). */
export const partsCsvNumbers = (preview: PartsCsvPreview): string[] => [
  ...new Set(preview.rows.map((r) => r.draft.number.trim()).filter(Boolean)),
];

/** What happens to a row: a new part, a change to a part of the catalogue, or nothing (already so). */
export type PartsRowAction = 'create' | 'update' | 'unchanged';

/** A change to a part of the catalogue: what the file sets, and the part afterwards. */
export interface PartUpdate {
  id: string;
  /** Only the file's columns: what the file leaves out (and the equipment it fits) is not written. */
  changes: Partial<PartValues>;
  after: PartValues;
}

export interface PartsImportPlan {
  /** New parts, in the file's order. */
  creates: PartValues[];
  updates: PartUpdate[];
  /** Rows that match their part already. */
  unchanged: number;
  /** Each row's fate, in the preview's order. */
  actions: PartsRowAction[];
  /** Rows that cannot be matched: two parts of the catalogue have their number. */
  problems: PartsCsvProblem[];
}

const TEXT_FIELDS = ['number', 'description', 'category', 'manufacturer', 'manufacturerNumber', 'vendor'] as const;

/** The file's columns of a row as the catalogue stores them. */
function rowChanges(row: PartsCsvRow, columns: readonly PartsCsvColumn[]): Partial<PartValues> {
  const changes: Partial<PartValues> = {};
  for (const field of TEXT_FIELDS) if (columns.includes(field)) changes[field] = row.draft[field].trim();
  changes.unit = row.draft.unit as PartUnit;
  if (columns.includes('unitCost')) changes.unitCost = costOf(row.draft.unitCost);
  if (columns.includes('archived')) changes.archived = row.archived ?? false;
  return changes;
}

const NEW_PART: PartValues = {
  number: '',
  description: '',
  unit: 'each',
  category: '',
  manufacturer: '',
  manufacturerNumber: '',
  vendor: '',
  unitCost: 0,
  fits: [],
  archived: false,
};

const VALUE_KEYS = Object.keys(NEW_PART) as (keyof PartValues)[];

/** A catalogue part's values alone (a part read from the catalogue holds its stamps and search words too). */
const valuesOf = (part: PartValues): PartValues =>
  Object.fromEntries(VALUE_KEYS.map((k) => [k, part[k]])) as unknown as PartValues;

const sameValues = (a: PartValues, b: PartValues) => VALUE_KEYS.every((k) => k === 'fits' || a[k] === b[k]);

/**
 * What a checked file does to the catalogue, given the parts found with its numbers (`found`
 * may hold others: only those whose number matches a row count). Rows of an invalid preview
 * plan nothing.
 */
export function planPartsImport(preview: PartsCsvPreview, found: readonly CataloguePart[]): PartsImportPlan {
  const plan: PartsImportPlan = { creates: [], updates: [], unchanged: 0, actions: [], problems: [] };
  if (!partsPreviewIsValid(preview)) return plan;
  const byNumber = new Map<string, CataloguePart[]>();
  for (const part of found) {
    const key = partNumberKey(part.number);
    byNumber.set(key, [...(byNumber.get(key) ?? []), part]);
  }
  for (const row of preview.rows) {
    const changes = rowChanges(row, preview.columns);
    const matches = byNumber.get(partNumberKey(row.draft.number)) ?? [];
    if (matches.length > 1) {
      plan.problems.push({
        row: row.row,
        column: 'number',
        code: 'numberTwiceInCatalogue',
        values: { count: matches.length },
      });
      plan.actions.push('unchanged');
    } else if (matches.length === 1) {
      // The number matched: the catalogue's spelling of it stays (renaming is the form's work).
      delete changes.number;
      const before = valuesOf(matches[0]);
      const after = { ...before, ...changes };
      if (sameValues(before, after)) {
        plan.unchanged += 1;
        plan.actions.push('unchanged');
      } else {
        plan.updates.push({ id: matches[0].id, changes, after });
        plan.actions.push('update');
      }
    } else {
      plan.creates.push({ ...NEW_PART, ...changes });
      plan.actions.push('create');
    }
  }
  return plan;
}

/** Why a Free company cannot take a file's new parts: what it has, the limit, what the file adds. */
export interface PartsLimitProblem {
  used: number;
  limit: number;
  creating: number;
  /** How many more parts the plan has room for. */
  room: number;
}

/** Null when the plan has room for `creating` new parts (a paid company always has). */
export function partsLimitProblem(paid: boolean, used: number, creating: number): PartsLimitProblem | null {
  const limit = FREE_LIMITS.parts;
  if (paid || creating === 0 || used + creating <= limit) return null;
  return { used, limit, creating, room: Math.max(0, limit - used) };
}

/** "parts-2026-05-04.csv": the catalogue and the day (the device's). */
export function partsCsvFileName(today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `parts-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}

/** The parts as CSV text in the order given; opens in spreadsheets as UTF-8. */
export async function partsToCsv(parts: readonly PartValues[]): Promise<string> {
  const Papa = await loadPapa();
  const data = parts.map((p) => [
    p.number,
    p.description,
    p.unit,
    p.category,
    p.manufacturer,
    p.manufacturerNumber,
    p.vendor,
    costText(p.unitCost),
    String(p.archived),
  ]);
  return `\uFEFF${Papa.unparse({ fields: [...PARTS_CSV_COLUMNS], data }, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
