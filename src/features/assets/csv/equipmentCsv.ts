// Equipment as CSV: the export's text and the import's preview. Pure: no
// Firebase, no DOM. papaparse reads and writes the CSV (loaded on first use, never on the
// login route); the rows are checked by the form's own rules (equipmentValidation.ts) with the
// plant's equipment and the file's other rows as context, so a file is refused for exactly
// what the form would refuse, plus what only a file can get wrong (columns, quotes, a tag
// twice in the file, a hierarchy that goes round inside the file).
import { guessDelimiter, loadPapa } from '../../../lib/csvRead';
import type { AppMessage } from '../../../i18n/defineMessages';
import {
  ASSET_LIMITS,
  type EquipmentInput,
  type EquipmentStatus,
  type EquipmentSummary,
  type Meter,
} from '../../../services/firebase/assets';
import { checkEquipment, type DraftField, type EquipmentDraft, tagKey, toInput } from '../equipmentValidation';
import assetMessages from '../messages';
import messages from './messages';
import { parentsFirst, rowsOnCycles } from './csvHierarchy';
import { CSV_COLUMNS, type CsvColumn } from '../../../domain/equipmentCsv';

// The columns and the export live in domain/equipmentCsv.ts (the company archive writes them too).
export { CSV_COLUMNS, type CsvColumn, equipmentToCsv } from '../../../domain/equipmentCsv';
/** Columns a file may leave out (files written before they existed): read as empty. */
const OPTIONAL_COLUMNS: readonly CsvColumn[] = ['equipmentClass'];

/** Files over this size are refused before they are read (a 50 MB file is never parsed). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** A problem of the file (row null) or of one of its rows; row numbers count the header as row 1. */
export interface CsvProblem {
  row: number | null;
  column: CsvColumn | null;
  message: AppMessage;
  values?: Record<string, string | number>;
}

/** Where a row's parent is: equipment already in the plant, or another row of the file. */
export type CsvParent = { in: 'plant'; id: string } | { in: 'file'; key: string } | null;

export interface CsvRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  /** The row's own key while it has no id yet; never a valid document id. */
  key: string;
  /** The row as written (parent holds the parent's tag). */
  draft: EquipmentDraft;
  meters: Meter[];
  parent: CsvParent;
}

export interface CsvPreview {
  /** Every data row, parents before their children. */
  rows: CsvRow[];
  /** How many data rows the file has (rows may hold fewer when the file is refused as a whole). */
  dataRows: number;
  fileProblems: CsvProblem[];
  /** The rows' problems, by row number. */
  rowProblems: CsvProblem[];
}

export const previewIsValid = (p: CsvPreview) =>
  p.rows.length > 0 && p.fileProblems.length === 0 && p.rowProblems.length === 0;

/** Row keys contain ':', which no Firestore document id of this app does. */
export const rowKey = (row: number) => `row:${row}`;

const COLUMN_OF: Record<DraftField | 'meters', CsvColumn> = {
  tag: 'tag',
  name: 'name',
  description: 'description',
  criticality: 'criticality',
  parent: 'parentTag',
  manufacturer: 'manufacturer',
  model: 'model',
  serial: 'serial',
  installDate: 'installDate',
  location: 'location',
  status: 'status',
  meters: 'meters',
  equipmentClass: 'equipmentClass',
};

const fileProblem = (message: AppMessage, values?: CsvProblem['values']): CsvProblem => ({
  row: null,
  column: null,
  message,
  values,
});

/** The size check, made before a byte is read. */
export function fileSizeProblem(size: number): CsvProblem | null {
  if (size > MAX_CSV_BYTES)
    return fileProblem(messages.fileTooBig, { size: (Math.ceil((size / 1024 / 1024) * 10) / 10).toString() });
  if (size === 0) return fileProblem(messages.fileEmpty);
  return null;
}

const emptyPreview = (problem: CsvProblem): CsvPreview => ({
  rows: [],
  dataRows: 0,
  fileProblems: [problem],
  rowProblems: [],
});

/** Reads a chosen file: refused by size before reading, then parsed. */
export async function parseEquipmentCsvFile(
  file: Pick<Blob, 'size' | 'text'>,
  existing: readonly EquipmentSummary[],
  classes?: readonly string[],
): Promise<CsvPreview> {
  const tooBig = fileSizeProblem(file.size);
  if (tooBig) return emptyPreview(tooBig);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return emptyPreview(fileProblem(messages.fileUnreadable));
  }
  return parseEquipmentCsv(text, existing, classes);
}

/** "Run hours:h; Starts:count" → meters; an entry without ':' keeps an empty unit (a problem). */
export function parseMeters(text: string): Meter[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, i) => {
      const at = part.indexOf(':');
      return {
        id: `m${i + 1}`,
        name: (at < 0 ? part : part.slice(0, at)).trim(),
        unit: at < 0 ? '' : part.slice(at + 1).trim(),
      };
    });
}

/** Reads the header: which cell holds which column, or the file's problems with it. */
function readHeader(header: string[]): { index: Map<CsvColumn, number> } | { problems: CsvProblem[] } {
  const byName = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const index = new Map<CsvColumn, number>();
  const extra: string[] = [];
  const repeated = new Set<string>();
  header.forEach((raw, i) => {
    const name = raw.trim();
    const column = byName.get(name.toLowerCase());
    if (!column) extra.push(name || `#${i + 1}`);
    else if (index.has(column)) repeated.add(column);
    else index.set(column, i);
  });
  const missing = CSV_COLUMNS.filter((c) => !index.has(c) && !OPTIONAL_COLUMNS.includes(c));
  const problems: CsvProblem[] = [];
  if (missing.length) problems.push(fileProblem(messages.missingColumns, { columns: missing.join(', ') }));
  if (extra.length) problems.push(fileProblem(messages.extraColumns, { columns: extra.join(', ') }));
  if (repeated.size) problems.push(fileProblem(messages.repeatedColumns, { columns: [...repeated].join(', ') }));
  return problems.length ? { problems } : { index };
}

const asSummary = (row: CsvRow, parent: string | null): EquipmentSummary => ({
  id: row.key,
  tag: row.draft.tag.trim(),
  name: row.draft.name.trim(),
  criticality: Number(row.draft.criticality) || 1,
  parent,
  status: row.draft.status as EquipmentStatus,
});

/** A row's problems from the form's own check, in the words a file needs. */
function rowProblems(
  row: CsvRow,
  problems: ReturnType<typeof checkEquipment>,
  sameTagInFile: CsvRow | undefined,
  onCycle: boolean,
): CsvProblem[] {
  const out: CsvProblem[] = [];
  for (const [field, message] of Object.entries(problems) as [DraftField | 'meters', AppMessage][]) {
    const problem: CsvProblem = { row: row.row, column: COLUMN_OF[field], message };
    if (message === assetMessages.problemTagTaken && sameTagInFile) {
      problem.message = messages.tagInFile;
      problem.values = { row: sameTagInFile.row };
    } else if (message === assetMessages.problemParentUnknown) {
      problem.message = messages.parentUnknown;
      problem.values = { tag: row.draft.parent.trim() };
    } else if (field === 'installDate') problem.message = messages.installDate;
    else if (field === 'status') problem.message = messages.status;
    else if (field === 'meters') problem.message = messages.meters;
    else if (field === 'equipmentClass') {
      problem.message = messages.equipmentClass;
      problem.values = { code: row.draft.equipmentClass };
    }
    out.push(problem);
  }
  if (onCycle && !problems.parent)
    out.push({ row: row.row, column: 'parentTag', message: assetMessages.problemParentCycle });
  return out;
}

/** The preview of an import: every row checked, and every problem of the file and its rows. */
/** `classes`: the failure-code library's classes (the built-in ones when not given). */
export async function parseEquipmentCsv(
  text: string,
  existing: readonly EquipmentSummary[],
  classes?: readonly string[],
): Promise<CsvPreview> {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return emptyPreview(fileProblem(messages.fileEmpty));
  const Papa = await loadPapa();
  const parsed = Papa.parse<string[]>(body, {
    delimiter: guessDelimiter(Papa, body, CSV_COLUMNS),
    skipEmptyLines: false,
  });
  const [header = [], ...records] = parsed.data;
  const read = readHeader(header);
  if ('problems' in read) return { rows: [], dataRows: 0, fileProblems: read.problems, rowProblems: [] };
  const { index } = read;

  const problems: CsvProblem[] = [];
  const quoteRows = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => (e.row ?? 0) + 1),
  );
  const rows: CsvRow[] = [];
  records.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((cell) => !cell.trim())) return;
    const cell = (c: CsvColumn) => (index.has(c) ? (cells[index.get(c)!] ?? '') : '');
    const draft: EquipmentDraft = {
      tag: cell('tag'),
      name: cell('name'),
      description: cell('description'),
      criticality: cell('criticality').trim(),
      parent: cell('parentTag'),
      manufacturer: cell('manufacturer'),
      model: cell('model'),
      serial: cell('serial'),
      installDate: cell('installDate'),
      location: cell('location'),
      status: cell('status').trim(),
      equipmentClass: cell('equipmentClass').trim(),
    };
    rows.push({ row, key: rowKey(row), draft, meters: parseMeters(cell('meters')), parent: null });
    if (quoteRows.has(row)) problems.push({ row, column: null, message: messages.badQuotes });
    else if (cells.length !== header.length)
      problems.push({
        row,
        column: null,
        message: messages.cellCount,
        values: { count: cells.length, expected: header.length },
      });
  });

  if (rows.length === 0) return emptyPreview(fileProblem(messages.noRows));
  const room = Math.max(0, ASSET_LIMITS.equipmentPerPlant - existing.length);
  if (rows.length > room)
    return {
      rows: rows.slice(0, 50),
      dataRows: rows.length,
      fileProblems: [
        fileProblem(messages.tooManyRows, { rows: rows.length, room, max: ASSET_LIMITS.equipmentPerPlant }),
      ],
      rowProblems: [],
    };

  // Tags: the plant's, and the first row of the file with each.
  const plantByTag = new Map<string, EquipmentSummary>();
  for (const s of existing) if (!plantByTag.has(tagKey(s.tag))) plantByTag.set(tagKey(s.tag), s);
  const fileByTag = new Map<string, CsvRow>();
  const repeatedTags = new Set<string>();
  for (const row of rows) {
    const key = tagKey(row.draft.tag);
    if (!key) continue;
    if (fileByTag.has(key)) repeatedTags.add(row.draft.tag.trim());
    else fileByTag.set(key, row);
  }

  // Parents by tag: the plant's equipment, or a row before or after in the file.
  for (const row of rows) {
    const tag = tagKey(row.draft.parent);
    if (!tag) continue;
    const inPlant = plantByTag.get(tag);
    const inFile = fileByTag.get(tag);
    row.parent = inPlant ? { in: 'plant', id: inPlant.id } : inFile ? { in: 'file', key: inFile.key } : null;
  }
  const plantById = new Map(existing.map((s) => [s.id, s]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const parentKey = new Map(rows.map((r) => [r.key, r.parent?.in === 'file' ? r.parent.key : null]));
  const onCycle = rowsOnCycles(parentKey);
  const parentId = (p: CsvParent) => (p === null ? null : p.in === 'plant' ? p.id : p.key);

  // Each row through the form's check. The context holds what the check looks at for this row
  // (the plant's and the earlier rows' equipment with the same tag, and the parent's line of
  // ancestors in the file) rather than the whole list, so 5,000 rows stay linear.
  const earlierWithTag = new Map<string, CsvRow>();
  for (const row of rows) {
    const tag = tagKey(row.draft.tag);
    const context: EquipmentSummary[] = [];
    const samePlant = plantByTag.get(tag);
    if (samePlant) context.push(samePlant);
    const sameFile = earlierWithTag.get(tag);
    if (sameFile) context.push(asSummary(sameFile, parentId(sameFile.parent)));
    else if (tag) earlierWithTag.set(tag, row);
    if (row.parent?.in === 'plant') context.push(plantById.get(row.parent.id)!);
    const seen = new Set<string>();
    for (let at = row.parent?.in === 'file' ? byKey.get(row.parent.key) : undefined; at && !seen.has(at.key);) {
      seen.add(at.key);
      context.push(asSummary(at, parentId(at.parent)));
      at = at.parent?.in === 'file' ? byKey.get(at.parent.key) : undefined;
    }
    // An unknown parent tag is given as an id no equipment has, so the check reports it.
    const parent = row.draft.parent.trim() ? (parentId(row.parent) ?? `?${row.draft.parent}`) : '';
    const found = checkEquipment({ ...row.draft, parent }, row.meters, {
      eqid: row.key,
      summaries: context,
      classes,
    });
    problems.push(...rowProblems(row, found, sameFile, onCycle.has(row.key)));
  }

  const fileProblems: CsvProblem[] = [];
  if (repeatedTags.size) fileProblems.push(fileProblem(messages.duplicateTags, { tags: [...repeatedTags].join(', ') }));
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return {
    rows: parentsFirst(rows, (r) => (r.parent?.in === 'file' ? r.parent.key : null)),
    dataRows: rows.length,
    fileProblems,
    rowProblems: problems,
  };
}

/** One row to write: its key in the import, and its input with `parent` as a plant id or a row key. */
export interface ImportItem {
  key: string;
  input: EquipmentInput;
  /** True when `input.parent` is another item's key rather than an equipment id. */
  parentInImport: boolean;
}

/** What to write for a preview without problems (parents first); nothing for any other. */
export function importItemsOf(preview: CsvPreview): ImportItem[] {
  if (!previewIsValid(preview)) return [];
  return preview.rows.map((row) => {
    const input = toInput(row.draft, row.meters);
    const parent = row.parent;
    input.parent = parent === null ? null : parent.in === 'plant' ? parent.id : parent.key;
    return { key: row.key, input, parentInImport: parent?.in === 'file' };
  });
}
