// Checks a procedure as typed in its form: every problem in words, nothing
// written while any remains, what was typed kept. Pure, so the form, the saga (again, before
// anything is queued) and the tests share one set of limits; firestore.rules checks them last.
import type { AppMessage } from '../../i18n/defineMessages';
import { titleKeywords } from '../../lib/keywords';
import {
  PROCEDURE_CATEGORIES,
  PROCEDURE_LIMITS,
  type ProcedureCategory,
  type ProcedureContent,
} from '../../services/firebase/procedures';
import messages from './messages';

export const PROCEDURE_FIELDS = ['title', 'category', 'tags', 'body', 'note'] as const;
export type ProcedureField = (typeof PROCEDURE_FIELDS)[number] | 'links';
export type ProcedureDraft = Record<(typeof PROCEDURE_FIELDS)[number], string>;
export type ProcedureProblems = Partial<Record<ProcedureField, AppMessage & { values?: Record<string, string> }>>;

export const EMPTY_PROCEDURE: ProcedureDraft = { title: '', category: '', tags: '', body: '', note: '' };

export const isCategory = (value: string): value is ProcedureCategory =>
  (PROCEDURE_CATEGORIES as readonly string[]).includes(value);

/** Tags typed as "loto, pump, PM-1": trimmed, blanks and repeats left out. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The draft of a stored procedure (or proposal) for the form. */
export function draftOf(c: ProcedureContent): ProcedureDraft {
  return { title: c.title, category: c.category, tags: c.tags.join(', '), body: c.body, note: '' };
}

export function toContent(d: ProcedureDraft, links: string[]): ProcedureContent {
  return {
    title: d.title.trim(),
    category: d.category as ProcedureCategory,
    tags: parseTags(d.tags),
    body: d.body,
    links,
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The problems of a draft, per field; empty when it may be saved. */
export function checkProcedure(d: ProcedureDraft, links: string[]): ProcedureProblems {
  const p: ProcedureProblems = {};
  const title = d.title.trim();
  if (!title) p.title = messages.titleRequired;
  else if (title.length > PROCEDURE_LIMITS.title) p.title = messages.titleTooLong;
  if (!d.category) p.category = messages.categoryRequired;
  else if (!isCategory(d.category)) p.category = messages.categoryUnknown;
  const tags = parseTags(d.tags);
  if (tags.length > PROCEDURE_LIMITS.tags) p.tags = messages.tagsTooMany;
  else if (tags.some((t) => t.length > PROCEDURE_LIMITS.tag)) p.tags = messages.tagTooLong;
  if (d.body.length > PROCEDURE_LIMITS.body)
    p.body = { ...messages.bodyTooLong, values: { length: count(d.body.length), limit: count(PROCEDURE_LIMITS.body) } };
  if (links.length > PROCEDURE_LIMITS.links) p.links = messages.linksTooMany;
  if (d.note.trim().length > PROCEDURE_LIMITS.note) p.note = messages.noteTooLong;
  return p;
}

/** Whether stored content may be written (the saga's check before queueing). */
export function contentProblem(c: ProcedureContent, note = ''): boolean {
  return (
    Object.keys(
      checkProcedure({ title: c.title, category: c.category, tags: c.tags.join(','), body: c.body, note }, c.links),
    ).length > 0 || c.tags.length > PROCEDURE_LIMITS.tags
  );
}

/** Search words: the title's and the tags' prefixes (lib/keywords.ts), at most 100. */
export function procedureKeywords(c: Pick<ProcedureContent, 'title' | 'tags'>): string[] {
  return titleKeywords([c.title, ...c.tags].join(' '));
}
