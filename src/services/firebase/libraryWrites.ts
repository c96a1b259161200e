// The offline-first writes of a versioned library (library.ts), each one batch that firestore.rules
// "Versioned libraries" checks whole: publish (the record and its revision document), propose,
// accept (the proposal closed, the next revision from it), reject and withdraw. Apart from
// library.ts so that what only reads the libraries (the seed scripts) does not load the SDK.
import type { Author } from '../../domain/author';
import {
  type LibraryKind,
  libraryPaths,
  type ProposalMeta,
  type ProposalStatus,
  type Published,
  revisionId,
} from './library';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

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
