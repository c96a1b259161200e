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
// proposes against the current revision and withdraws their own open proposal.
import type { Author } from '../../domain/author';
import type { FieldReader } from './schema';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

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

type Batch = Parameters<Parameters<typeof queueBatch>[0]>[0];
type Sdk = Parameters<Parameters<typeof queueBatch>[0]>[1];
type Db = Parameters<Parameters<typeof queueBatch>[0]>[2];

/** How one kind stores its content: cleaned as stored, and its search words. */
export interface LibrarySpec<C> {
  kind: LibraryKind;
  clean: (content: C) => C;
  keywords: (content: C) => string[];
  /** What the sync centre calls a write of this record, and where it links. */
  label: (what: 'record' | 'proposal', id: string, title: string, proposalId?: string) => WriteLabel;
  title: (content: C) => string;
}

export interface PublishInput<C> {
  id: string;
  content: C;
  note: string;
  /** The revision published now, null for a new record. */
  current: Pick<Published, 'revision' | 'archived'> | null;
  archived: boolean;
  /** The accepted proposal this revision comes from. */
  proposal?: Pick<ProposalMeta, 'id' | 'proposedBy' | 'proposedByName'>;
}

const byName = (by: Author) => by.name.slice(0, 200);

/** The record's fields a publish writes, and its revision document, into `batch`. */
function publishWrites<C extends object>(
  spec: LibrarySpec<C>,
  batch: Batch,
  sdk: Sdk,
  db: Db,
  company: string,
  input: PublishInput<C>,
  by: Author,
) {
  const content = spec.clean(input.content);
  const revision = input.current ? input.current.revision + 1 : 1;
  const record = sdk.doc(db, libraryPaths.record(spec.kind, company, input.id));
  const fields = {
    ...content,
    revision,
    keywords: spec.keywords(content),
    archived: input.archived,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: by.uid,
    updatedByName: byName(by),
  };
  if (input.current) batch.update(record, fields);
  else batch.set(record, { ...fields, createdAt: sdk.serverTimestamp(), createdBy: by.uid });
  batch.set(sdk.doc(db, `${libraryPaths.revisions(spec.kind, company, input.id)}/${revisionId(revision)}`), {
    ...content,
    revision,
    savedAt: sdk.serverTimestamp(),
    savedBy: by.uid,
    savedByName: byName(by),
    note: input.note.trim(),
    proposal: input.proposal?.id ?? null,
    proposedBy: input.proposal?.proposedBy ?? null,
    proposedByName: input.proposal ? input.proposal.proposedByName.slice(0, 200) : null,
  });
}

const decided = (sdk: Sdk, status: ProposalStatus, note: string, by: Author) => ({
  status,
  decidedBy: by.uid,
  decidedByName: byName(by),
  decidedAt: sdk.serverTimestamp(),
  decisionNote: note.trim(),
});

/** The offline-first writes of one kind of library, each one batch the rules check whole. */
export function libraryWrites<C extends object>(spec: LibrarySpec<C>) {
  const proposalDoc = (sdk: Sdk, db: Db, company: string, id: string, proposalId: string) =>
    sdk.doc(db, `${libraryPaths.proposals(spec.kind, company, id)}/${proposalId}`);
  return {
    /** Publishes a new record (revision 1) or its next revision. */
    publish: (company: string, input: PublishInput<C>, by: Author): Promise<QueuedWrite> =>
      queueBatch(
        (batch, sdk, db) => publishWrites(spec, batch, sdk, db, company, input, by),
        spec.label('record', input.id, spec.title(input.content)),
      ),
    /** A proposed change to `id` against its revision `baseRevision`. */
    propose: (
      company: string,
      id: string,
      proposalId: string,
      content: C,
      note: string,
      baseRevision: number,
      by: Author,
    ): Promise<QueuedWrite> =>
      queueBatch(
        (batch, sdk, db) =>
          batch.set(proposalDoc(sdk, db, company, id, proposalId), {
            ...spec.clean(content),
            baseRevision,
            status: 'open',
            note: note.trim(),
            proposedBy: by.uid,
            proposedByName: byName(by),
            proposedAt: sdk.serverTimestamp(),
            decidedBy: null,
            decidedByName: null,
            decidedAt: null,
            decisionNote: '',
          }),
        spec.label('proposal', id, spec.title(content), proposalId),
      ),
    /** Accepts `proposal`: closed as accepted, and the record's next revision made from it. */
    accept: (
      company: string,
      current: Pick<Published, 'id' | 'revision' | 'archived'>,
      proposal: C & Pick<ProposalMeta, 'id' | 'note' | 'proposedBy' | 'proposedByName'>,
      note: string,
      by: Author,
    ): Promise<QueuedWrite> =>
      queueBatch(
        (batch, sdk, db) => {
          batch.update(proposalDoc(sdk, db, company, current.id, proposal.id), decided(sdk, 'accepted', note, by));
          publishWrites(
            spec,
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
        spec.label('proposal', current.id, spec.title(proposal)),
      ),
    /** Rejects (an admin, with a reason) or withdraws (its author) an open proposal. */
    close: (
      company: string,
      id: string,
      proposal: { id: string; title: string },
      status: 'rejected' | 'withdrawn',
      reason: string,
      by: Author,
    ): Promise<QueuedWrite> =>
      queueBatch(
        (batch, sdk, db) =>
          batch.update(
            proposalDoc(sdk, db, company, id, proposal.id),
            decided(sdk, status, status === 'withdrawn' ? '' : reason, by),
          ),
        spec.label('proposal', id, proposal.title, proposal.id),
      ),
  };
}
