// A versioned library's part of the rules world (firestore.rules "Versioned libraries"): valid
// documents as the client writes them, the client's batches (publish, propose, accept, reject,
// withdraw) and a seeded library for company "alice" (see ./fixture.ts for the companies and
// actors), for any kind: `libraryFixture` makes them; the procedures' are exported as they were.
//
//   users/alice/companies/alice/{kind}/{record}      revision 2 (r000001, r000002)
//     proposals/open1                                 bob's open proposal against revision 2
//   users/zed/companies/zed/{kind}/zed1              another company's record, revision 1
// The stored documents carry PAST stamps; dan (an admin of alice) published them.
import { doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { admin, COMPANY, OTHER_COMPANY, PAST } from './fixture';

export type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

export const OPEN_PROPOSAL = 'open1';
export const revisionId = (n: number) => `r${String(n).padStart(6, '0')}`;

export interface LibrarySpec {
  kind: 'procedures' | 'jobPlans';
  /** The seeded record's id. */
  record: string;
  /** What the form says. */
  content: Doc;
  /** The revision 1 content's change (revision 2 is `content`). */
  first: Doc;
  /** What bob's proposal changes. */
  proposed: Doc;
  keywords: string[];
}

export function libraryFixture(spec: LibrarySpec) {
  const recordPath = (id = spec.record, company = COMPANY, uid = company) =>
    `users/${uid}/companies/${company}/${spec.kind}/${id}`;
  const revisionPath = (n: number, id = spec.record, company = COMPANY) =>
    `${recordPath(id, company)}/revisions/${revisionId(n)}`;
  const proposalPath = (proposalId = OPEN_PROPOSAL, id = spec.record, company = COMPANY) =>
    `${recordPath(id, company)}/proposals/${proposalId}`;

  const content = (extra: Doc = {}): Doc => ({ ...spec.content, ...extra });

  /** The record as an admin writes it at `revision`. */
  const recordDoc = (by: string, revision: number, extra: Doc = {}): Doc => ({
    ...content(),
    revision,
    keywords: spec.keywords,
    archived: false,
    createdAt: revision === 1 ? serverTimestamp() : PAST,
    createdBy: revision === 1 ? by : 'dan',
    updatedAt: serverTimestamp(),
    updatedBy: by,
    updatedByName: `${by} Test`,
    ...extra,
  });

  /** The revision document that goes with it. */
  const revisionDoc = (by: string, revision: number, extra: Doc = {}): Doc => ({
    ...content(),
    revision,
    savedAt: serverTimestamp(),
    savedBy: by,
    savedByName: `${by} Test`,
    note: 'Added the breaker step.',
    proposal: null,
    proposedBy: null,
    proposedByName: null,
    ...extra,
  });

  const proposalDoc = (by: string, baseRevision = 2, extra: Doc = {}): Doc => ({
    ...content(spec.proposed),
    baseRevision,
    status: 'open',
    note: 'Add a try-start step.',
    proposedBy: by,
    proposedByName: `${by} Test`,
    proposedAt: serverTimestamp(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    decisionNote: '',
    ...extra,
  });

  /** Publishes revision `n` of the record in one batch (n = 1 creates it). */
  function publish(
    db: Firestore,
    by: string,
    n: number,
    change: { record?: Change; revision?: Change; revisionNumber?: number; id?: string; company?: string } = {},
  ) {
    const { record = same, revision = same, revisionNumber = n, id = spec.record, company = COMPANY } = change;
    const batch = writeBatch(db);
    batch.set(doc(db, recordPath(id, company)), record(recordDoc(by, n)));
    batch.set(doc(db, revisionPath(revisionNumber, id, company)), revision(revisionDoc(by, revisionNumber)));
    return batch.commit();
  }

  /** Accepts a proposal: proposal → accepted, the record → revision 3 with its content, r000003. */
  function accept(
    db: Firestore,
    by: string,
    change: { proposal?: Change; record?: Change; revision?: Change; proposalId?: string } = {},
  ) {
    const { proposal = same, record = same, revision = same, proposalId = OPEN_PROPOSAL } = change;
    const batch = writeBatch(db);
    batch.update(
      doc(db, proposalPath(proposalId)),
      proposal({
        status: 'accepted',
        decidedBy: by,
        decidedByName: `${by} Test`,
        decidedAt: serverTimestamp(),
        decisionNote: '',
      }),
    );
    batch.set(doc(db, recordPath()), record(recordDoc(by, 3, spec.proposed)));
    batch.set(
      doc(db, revisionPath(3)),
      revision(
        revisionDoc(by, 3, { ...spec.proposed, proposal: proposalId, proposedBy: 'bob', proposedByName: 'bob Test' }),
      ),
    );
    return batch.commit();
  }

  /** Closes a proposal without publishing (rejected with a reason, or withdrawn). */
  const decide = (by: string, status: string, decisionNote = ''): Doc => ({
    status,
    decidedBy: by,
    decidedByName: `${by} Test`,
    decidedAt: serverTimestamp(),
    decisionNote,
  });

  const storedRevision = (n: number, extra: Doc = {}) => ({ ...revisionDoc('dan', n), savedAt: PAST, ...extra });

  async function seed() {
    await admin(async (db) => {
      const writes: [string, Doc][] = [
        [recordPath(), { ...recordDoc('dan', 2), updatedAt: PAST }],
        [revisionPath(1), storedRevision(1, { ...spec.first, note: '' })],
        [revisionPath(2), storedRevision(2)],
        [proposalPath(), { ...proposalDoc('bob'), proposedAt: PAST }],
        [
          recordPath(ZED_RECORD, OTHER_COMPANY),
          { ...recordDoc('zed', 1), createdAt: PAST, createdBy: 'zed', updatedAt: PAST },
        ],
        [revisionPath(1, ZED_RECORD, OTHER_COMPANY), { ...revisionDoc('zed', 1), savedAt: PAST }],
      ];
      await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
    });
  }
  return {
    recordPath,
    revisionPath,
    proposalPath,
    content,
    recordDoc,
    revisionDoc,
    proposalDoc,
    publish,
    accept,
    decide,
    seed,
  };
}

export const ZED_RECORD = 'zed1';

const procedures = libraryFixture({
  kind: 'procedures',
  record: 'loto1',
  content: {
    title: 'Lock out pump P-101',
    category: 'loto',
    tags: ['loto', 'pump'],
    body: '# Steps\n\n1. Isolate the motor.\n2. Lock the breaker.',
    links: ['eq:north/press/pump1'],
  },
  first: { body: '# Steps\n\n1. Isolate the motor.' },
  proposed: { body: '# Steps\n\n1. Isolate the motor.\n2. Lock the breaker.\n3. Try to start it.' },
  keywords: ['lo', 'pu', 'loc', 'pum'],
});

export const PROCEDURE = 'loto1';
export const ZED_PROCEDURE = ZED_RECORD;
export const procedurePath = procedures.recordPath;
export const procedureDoc = procedures.recordDoc;
export const {
  revisionPath,
  proposalPath,
  content,
  revisionDoc,
  proposalDoc,
  decide,
  seed: seedProcedures,
} = procedures;

/** Publishes revision `n` of a procedure (`procedure`: the change to its document). */
export const publish = (
  db: Firestore,
  by: string,
  n: number,
  change: { procedure?: Change; revision?: Change; revisionNumber?: number; id?: string; company?: string } = {},
) => procedures.publish(db, by, n, { ...change, record: change.procedure });

/** Accepts bob's proposal (`procedure`: the change to the procedure's document). */
export const accept = (
  db: Firestore,
  by: string,
  change: { proposal?: Change; procedure?: Change; revision?: Change; proposalId?: string } = {},
) => procedures.accept(db, by, { ...change, record: change.procedure });
