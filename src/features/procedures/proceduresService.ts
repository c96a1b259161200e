// The procedures library, live: the company's procedures (ordered by title, a page at a
// time, filtered by category, archived ones only when asked), one procedure with its revisions and
// proposals, and the offline-first writes, each one batch that firestore.rules checks whole:
// publish (the procedure and its revision), propose, accept (the proposal closed, the procedure and
// its revision from it), reject and withdraw.
import { type Listener, type LiveDoc, type LiveList, subscribe } from '../../services/firebase/live';
import {
  type Procedure,
  type ProcedureCategory,
  type ProcedureContent,
  type ProcedureProposal,
  procedureRefs,
  type ProcedureRevision,
} from '../../services/firebase/procedures';
import { libraryWrites, type PublishInput as LibraryPublishInput } from '../../services/firebase/libraryWrites';
import { type WriteLabel } from '../../services/firebase/writes';
import { procedureKeywords } from './procedureValidation';

export type { LiveDoc, LiveList, Procedure, ProcedureProposal, ProcedureRevision };

/** Procedures per page of the library ("Load more" asks for one more). */
export const PROCEDURES_PAGE = 50;
/** A procedure's revisions and proposals: a cap keeps a damaged one cheap. */
const MAX_HISTORY = 500;

export type { Author } from '../../domain/author';

export interface LibraryQuery {
  /** null: every category. */
  category: ProcedureCategory | null;
  /** Archived procedures too. */
  archived: boolean;
  pages: number;
  /** A folded search word (lib/keywords.ts): procedures holding it in their keywords. */
  word: string | null;
}

const label = (what: WriteLabel['what'], id: string, title: string, link = `/app/procedures/${id}`): WriteLabel => ({
  what,
  record: title.trim() || id,
  link,
});

/**
 * The library by title: `PROCEDURES_PAGE × pages` and one more (whether there is more). A search
 * asks for the procedures holding the word (keywords + title: one index), and the category and
 * archived filters then apply on the device, so no index per combination is needed.
 */
export function subscribeLibrary(company: string, q: LibraryQuery, listener: Listener<LiveList<Procedure>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        procedureRefs(sdk, db).procedures(company),
        ...(q.word
          ? [sdk.where('keywords', 'array-contains', q.word)]
          : [
              ...(q.category ? [sdk.where('category', '==', q.category)] : []),
              ...(q.archived ? [] : [sdk.where('archived', '==', false)]),
            ]),
        sdk.orderBy('title', 'asc'),
        sdk.limit(PROCEDURES_PAGE * Math.max(1, q.pages) + 1),
      ),
    listener,
  );
}

export function subscribeProcedure(company: string, id: string, listener: Listener<LiveDoc<Procedure>>) {
  return subscribe((sdk, db) => procedureRefs(sdk, db).procedure(company, id), listener);
}

/** Every revision, newest first. */
export function subscribeRevisions(company: string, id: string, listener: Listener<LiveList<ProcedureRevision>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(procedureRefs(sdk, db).revisions(company, id), sdk.orderBy('revision', 'desc'), sdk.limit(MAX_HISTORY)),
    listener,
  );
}

/** Every proposal, newest first. */
export function subscribeProposals(company: string, id: string, listener: Listener<LiveList<ProcedureProposal>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        procedureRefs(sdk, db).proposals(company, id),
        sdk.orderBy('proposedAt', 'desc'),
        sdk.limit(MAX_HISTORY),
      ),
    listener,
  );
}

/** The content as stored: trimmed title, tags without blanks or repeats. */
export function cleanContent(c: ProcedureContent): ProcedureContent {
  return {
    title: c.title.trim(),
    category: c.category,
    tags: [...new Set(c.tags.map((t) => t.trim()).filter(Boolean))],
    body: c.body,
    links: [...new Set(c.links)],
  };
}

export type PublishInput = LibraryPublishInput<ProcedureContent>;

const writes = libraryWrites<ProcedureContent>({
  kind: 'procedures',
  clean: cleanContent,
  keywords: procedureKeywords,
  title: (c) => c.title,
  label: (what, id, title, proposalId) =>
    label(
      what === 'record' ? 'procedure' : 'proposal',
      id,
      title,
      proposalId ? `/app/procedures/${id}/proposals/${proposalId}` : undefined,
    ),
});

/** Publishes a new procedure (revision 1) or its next revision. */
export const queuePublish = writes.publish;
/** A proposed change to a procedure against its current revision. */
export const queuePropose = writes.propose;
/** Accepts a proposal: closed as accepted, and the procedure's next revision made from it. */
export const queueAccept = writes.accept;
/** Rejects (an admin, with a reason) or withdraws (its author) an open proposal. */
export const queueClose = writes.close;
