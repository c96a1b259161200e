// A versioned library: records a company keeps with every published revision and the changes its
// members propose — the procedures (procedures.ts) and the job plans (jobPlans.ts). Each kind
// brings its own content; how a record, its revisions and proposals carry and change versions is
// here, once, as firestore.rules "Versioned libraries" checks it:
//
//   users/{company}/companies/{company}/{kind}/{id}                    the published record
//   …/{kind}/{id}/revisions/{rNNNNNN}                                   every revision, append-only
//   …/{kind}/{id}/proposals/{proposalId}                                a change a member proposes
//
// Admins publish (the record and its revision document of the same number, same content, one
// batch) and decide proposals (accepting publishes the next revision from it); any member
// proposes against the current revision and withdraws their own open proposal. The writes are in
// libraryWrites.ts.
import type { FieldReader } from './schema';

/** The libraries, by their collection's name (firestore.rules `isLibrary`). */
export type LibraryKind = 'procedures' | 'jobPlans';

export const libraryPaths = {
  records: (kind: LibraryKind, company: string) => `users/${company}/companies/${company}/${kind}`,
  record: (kind: LibraryKind, company: string, id: string) => `users/${company}/companies/${company}/${kind}/${id}`,
  revisions: (kind: LibraryKind, company: string, id: string) =>
    `users/${company}/companies/${company}/${kind}/${id}/revisions`,
  proposals: (kind: LibraryKind, company: string, id: string) =>
    `users/${company}/companies/${company}/${kind}/${id}/proposals`,
};

/** A revision's document id: zero-padded so ids sort like numbers ('r000012'). */
export const revisionId = (revision: number) => `r${String(revision).padStart(6, '0')}`;

/** What a revision's or proposal's note, and a decision's reason, may hold. */
export const LIBRARY_NOTE_MAX = 500;

/** The published record's own fields, beside its content. */
export interface Published {
  id: string;
  /** The published revision's number, 1 for a new record, one up per save. */
  revision: number;
  /** Search words (src/lib/keywords.ts). */
  keywords: string[];
  archived: boolean;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
  updatedByName: string;
}

/** A revision's own fields, beside the content it saved. */
export interface RevisionMeta {
  revision: number;
  savedAt: string | null;
  savedBy: string;
  savedByName: string;
  /** What changed, in the saver's words (may be empty). */
  note: string;
  /** The accepted proposal this revision came from, and who proposed it. */
  proposal: string | null;
  proposedBy: string | null;
  proposedByName: string | null;
}

export const PROPOSAL_STATUSES = ['open', 'accepted', 'rejected', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A proposal's own fields, beside the content it proposes. */
export interface ProposalMeta {
  id: string;
  /** The record it would change. */
  recordId: string;
  /** The revision the proposal was written against. */
  baseRevision: number;
  status: ProposalStatus;
  note: string;
  proposedBy: string;
  proposedByName: string;
  proposedAt: string | null;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  /** An admin's reason for rejecting (may be empty). */
  decisionNote: string;
}

export function parsePublished(id: string, r: FieldReader): Published {
  return {
    id,
    revision: r.integer('revision', 1, Number.MAX_SAFE_INTEGER),
    keywords: r.textList('keywords', 40),
    archived: r.boolean('archived', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
    updatedByName: r.string('updatedByName', { optional: true }),
  };
}

export function parseRevisionMeta(r: FieldReader): RevisionMeta {
  return {
    revision: r.integer('revision', 1, Number.MAX_SAFE_INTEGER),
    savedAt: r.timestamp('savedAt', { optional: true }),
    savedBy: r.string('savedBy'),
    savedByName: r.string('savedByName', { optional: true }),
    note: r.string('note', { optional: true, max: LIBRARY_NOTE_MAX }),
    proposal: r.nullableString('proposal', { max: 128 }),
    proposedBy: r.nullableString('proposedBy', { max: 128 }),
    proposedByName: r.nullableString('proposedByName', { max: 200 }),
  };
}

export function parseProposalMeta(id: string, recordId: string, r: FieldReader): ProposalMeta {
  return {
    id,
    recordId,
    baseRevision: r.integer('baseRevision', 1, Number.MAX_SAFE_INTEGER),
    status: r.oneOf('status', PROPOSAL_STATUSES),
    note: r.string('note', { optional: true, max: LIBRARY_NOTE_MAX }),
    proposedBy: r.string('proposedBy'),
    proposedByName: r.string('proposedByName', { optional: true }),
    proposedAt: r.timestamp('proposedAt', { optional: true }),
    decidedBy: r.nullableString('decidedBy', { max: 128 }),
    decidedByName: r.nullableString('decidedByName', { max: 200 }),
    decidedAt: r.timestamp('decidedAt', { optional: true }),
    decisionNote: r.string('decisionNote', { optional: true, max: LIBRARY_NOTE_MAX }),
  };
}
