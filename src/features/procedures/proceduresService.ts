// The procedures library, live: the company's procedures (ordered by title, a page at a
// time, filtered by category, archived ones only when asked), one procedure with its revisions and
// proposals, and the offline-first writes, each one batch that firestore.rules checks whole:
// publish (the procedure and its revision), propose, accept (the proposal closed, the procedure and
// its revision from it), reject and withdraw.
import { type Listener, type LiveDoc, type LiveList, subscribe } from '../../services/firebase/live';
import { paths } from '../../services/firebase/collections';
import {
  type Procedure,
  type ProcedureCategory,
  type ProcedureContent,
  type ProcedureProposal,
  procedureRefs,
  type ProcedureRevision,
  revisionId,
} from '../../services/firebase/procedures';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../services/firebase/writes';
import { procedureKeywords } from './procedureValidation';
import type { Author } from '../../domain/author';

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

export interface PublishInput {
  id: string;
  content: ProcedureContent;
  note: string;
  /** The revision published now, null for a new procedure. */
  current: Pick<Procedure, 'revision' | 'archived'> | null;
  archived: boolean;
  /** The accepted proposal this revision comes from. */
  proposal?: Pick<ProcedureProposal, 'id' | 'proposedBy' | 'proposedByName'>;
}

/** The procedure's fields a publish writes, and its revision document. */
function publishWrites(
  batch: Parameters<Parameters<typeof queueBatch>[0]>[0],
  sdk: Parameters<Parameters<typeof queueBatch>[0]>[1],
  db: Parameters<Parameters<typeof queueBatch>[0]>[2],
  company: string,
  input: PublishInput,
  by: Author,
) {
  const content = cleanContent(input.content);
  const revision = input.current ? input.current.revision + 1 : 1;
  const procedure = sdk.doc(db, paths.procedure(company, input.id));
  const fields = {
    ...content,
    revision,
    keywords: procedureKeywords(content),
    archived: input.archived,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: by.uid,
    updatedByName: by.name.slice(0, 200),
  };
  if (input.current) batch.update(procedure, fields);
  else batch.set(procedure, { ...fields, createdAt: sdk.serverTimestamp(), createdBy: by.uid });
  batch.set(sdk.doc(db, `${paths.procedureRevisions(company, input.id)}/${revisionId(revision)}`), {
    ...content,
    revision,
    savedAt: sdk.serverTimestamp(),
    savedBy: by.uid,
    savedByName: by.name.slice(0, 200),
    note: input.note.trim(),
    proposal: input.proposal?.id ?? null,
    proposedBy: input.proposal?.proposedBy ?? null,
    proposedByName: input.proposal ? input.proposal.proposedByName.slice(0, 200) : null,
  });
}

/** Publishes a new procedure (revision 1) or its next revision. */
export function queuePublish(company: string, input: PublishInput, by: Author): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => publishWrites(batch, sdk, db, company, input, by),
    label('procedure', input.id, input.content.title),
  );
}

/** A proposed change to `procedureId` against its revision `baseRevision`. */
export function queuePropose(
  company: string,
  procedureId: string,
  proposalId: string,
  content: ProcedureContent,
  note: string,
  baseRevision: number,
  by: Author,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(sdk.doc(db, `${paths.procedureProposals(company, procedureId)}/${proposalId}`), {
        ...cleanContent(content),
        baseRevision,
        status: 'open',
        note: note.trim(),
        proposedBy: by.uid,
        proposedByName: by.name.slice(0, 200),
        proposedAt: sdk.serverTimestamp(),
        decidedBy: null,
        decidedByName: null,
        decidedAt: null,
        decisionNote: '',
      }),
    label('proposal', procedureId, content.title, `/app/procedures/${procedureId}/proposals/${proposalId}`),
  );
}

const decided = (sdk: Parameters<Parameters<typeof queueBatch>[0]>[1], status: string, note: string, by: Author) => ({
  status,
  decidedBy: by.uid,
  decidedByName: by.name.slice(0, 200),
  decidedAt: sdk.serverTimestamp(),
  decisionNote: note.trim(),
});

/** Accepts `proposal`: closed as accepted, and the procedure's next revision made from it. */
export function queueAccept(
  company: string,
  current: Pick<Procedure, 'id' | 'revision' | 'archived'>,
  proposal: ProcedureProposal,
  note: string,
  by: Author,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      batch.update(
        sdk.doc(db, `${paths.procedureProposals(company, current.id)}/${proposal.id}`),
        decided(sdk, 'accepted', note, by),
      );
      publishWrites(
        batch,
        sdk,
        db,
        company,
        {
          id: current.id,
          content: proposal,
          note: note || proposal.note,
          current,
          archived: current.archived,
          proposal,
        },
        by,
      );
    },
    label('proposal', current.id, proposal.title),
  );
}

/** Rejects (an admin, with a reason) or withdraws (its author) an open proposal. */
export function queueClose(
  company: string,
  procedureId: string,
  proposal: Pick<ProcedureProposal, 'id' | 'title'>,
  status: 'rejected' | 'withdrawn',
  reason: string,
  by: Author,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(
        sdk.doc(db, `${paths.procedureProposals(company, procedureId)}/${proposal.id}`),
        decided(sdk, status, status === 'withdrawn' ? '' : reason, by),
      ),
    label('proposal', procedureId, proposal.title, `/app/procedures/${procedureId}/proposals/${proposal.id}`),
  );
}
