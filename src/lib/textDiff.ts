// The difference between two revisions of a text (procedure revisions), as rows of
// lines for RevisionDiff. jsdiff's `diffLines` finds the changed lines, then `diffWordsWithSpace`
// the changed words within a removed line and the added line that took its place. Both always get
// a time limit: two unrelated 100 KB texts take jsdiff about 16 s otherwise. When the lines cannot
// be compared in time, the result is the whole text replaced (`timedOut`), which the view says.
// Loaded on demand with RevisionDiff, never on the login route.
import { diffLines, diffWordsWithSpace } from 'diff';

/** A piece of a changed line: kept, or the words removed from / added to it. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

export interface DiffRow {
  kind: 'unchanged' | 'removed' | 'added';
  /** The line, without its line break (the whole text, with its breaks, when `timedOut`). */
  text: string;
  /** How many lines the row holds: 1, or the whole text's when `timedOut`. */
  lines: number;
  /** Line numbers (1-based) in the earlier and the later text; null where the line is not in it. */
  before: number | null;
  after: number | null;
  /** For a changed line: its words, those removed (on a removed row) or added (on an added one) marked. */
  parts?: DiffPart[];
}

export interface TextDiff {
  rows: DiffRow[];
  timedOut: boolean;
}

/** The time the whole comparison may take by default, in milliseconds. */
export const DIFF_TIMEOUT_MS = 1_000;
/** Lines longer than this are marked whole, without comparing their words. */
export const WORD_DIFF_MAX_LINE = 3_000;

/** A text's lines, without their breaks (`\r\n` or `\n`); a final break makes no empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function replacedWhole(before: string, after: string): TextDiff {
  const rows: DiffRow[] = [];
  const old = splitLines(before).length;
  const now = splitLines(after).length;
  if (old) rows.push({ kind: 'removed', text: before.replace(/\r?\n$/, ''), lines: old, before: 1, after: null });
  if (now) rows.push({ kind: 'added', text: after.replace(/\r?\n$/, ''), lines: now, before: null, after: 1 });
  return { rows, timedOut: true };
}

/** Marks the changed words of a removed line and its replacement, within the time left. */
function markWords(removed: DiffRow, added: DiffRow, deadline: number) {
  if (removed.text.length > WORD_DIFF_MAX_LINE || added.text.length > WORD_DIFF_MAX_LINE) return;
  const timeout = deadline - Date.now();
  if (timeout <= 0) return;
  const changes = diffWordsWithSpace(removed.text, added.text, { timeout });
  if (!changes) return;
  const oldParts: DiffPart[] = [];
  const newParts: DiffPart[] = [];
  for (const change of changes) {
    if (!change.added) oldParts.push({ text: change.value, changed: change.removed });
    if (!change.removed) newParts.push({ text: change.value, changed: change.added });
  }
  // Words in common make the marks worth reading; a line rewritten whole is shown whole.
  if (!oldParts.some((part) => !part.changed && part.text.trim())) return;
  removed.parts = oldParts;
  added.parts = newParts;
}

/** Compares two texts line by line, then word by word within changed lines. */
export function diffTexts(before: string, after: string, options: { timeoutMs?: number } = {}): TextDiff {
  const timeoutMs = options.timeoutMs ?? DIFF_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  if (before === after) {
    const rows = splitLines(before).map<DiffRow>((text, i) => ({
      kind: 'unchanged',
      text,
      lines: 1,
      before: i + 1,
      after: i + 1,
    }));
    return { rows, timedOut: false };
  }
  const changes = diffLines(before, after, { timeout: timeoutMs, stripTrailingCr: true, ignoreNewlineAtEof: true });
  if (!changes) return replacedWhole(before, after);

  const rows: DiffRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const change of changes) {
    for (const text of splitLines(change.value)) {
      if (change.added) rows.push({ kind: 'added', text, lines: 1, before: null, after: newLine++ });
      else if (change.removed) rows.push({ kind: 'removed', text, lines: 1, before: oldLine++, after: null });
      else rows.push({ kind: 'unchanged', text, lines: 1, before: oldLine++, after: newLine++ });
    }
  }
  // A run of removed lines followed by a run of added ones: the i-th added line replaced the i-th removed.
  for (let i = 0; i < rows.length;) {
    if (rows[i].kind !== 'removed') {
      i += 1;
      continue;
    }
    let removedEnd = i;
    while (removedEnd < rows.length && rows[removedEnd].kind === 'removed') removedEnd += 1;
    let addedEnd = removedEnd;
    while (addedEnd < rows.length && rows[addedEnd].kind === 'added') addedEnd += 1;
    const pairs = Math.min(removedEnd - i, addedEnd - removedEnd);
    for (let k = 0; k < pairs; k += 1) markWords(rows[i + k], rows[removedEnd + k], deadline);
    i = addedEnd;
  }
  return { rows, timedOut: false };
}

/** How many lines were added and removed. */
export function countChanges(rows: DiffRow[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const row of rows) {
    if (row.kind === 'added') added += row.lines;
    else if (row.kind === 'removed') removed += row.lines;
  }
  return { added, removed };
}

/** Rows to show, or a run of unchanged lines folded away (its index in the rows, and length). */
export type DiffSegment = { kind: 'rows'; rows: DiffRow[] } | { kind: 'folded'; start: number; rows: DiffRow[] };

/**
 * Folds every run of unchanged lines longer than `2 × context + 1`, keeping `context` lines
 * next to each change (a run at the start or end keeps them on its changed side only).
 */
export function foldUnchanged(rows: DiffRow[], context = 3): DiffSegment[] {
  const segments: DiffSegment[] = [];
  let shown: DiffRow[] = [];
  const flush = () => {
    if (shown.length) segments.push({ kind: 'rows', rows: shown });
    shown = [];
  };
  for (let i = 0; i < rows.length;) {
    if (rows[i].kind !== 'unchanged') {
      shown.push(rows[i]);
      i += 1;
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end].kind === 'unchanged') end += 1;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    if (end - i - keepBefore - keepAfter > 1) {
      shown.push(...rows.slice(i, i + keepBefore));
      flush();
      segments.push({ kind: 'folded', start: i + keepBefore, rows: rows.slice(i + keepBefore, end - keepAfter) });
      shown.push(...rows.slice(end - keepAfter, end));
    } else {
      shown.push(...rows.slice(i, end));
    }
    i = end;
  }
  flush();
  return segments;
}
