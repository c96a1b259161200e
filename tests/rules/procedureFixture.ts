// The procedures library's part of the rules world: valid documents as the client
// writes them, the client's batches (publish, propose, accept, reject, withdraw) and a seeded
// library for company "alice" (see ./fixture.ts for the companies and actors).
//
//   users/alice/companies/alice/procedures/loto1     "Lock out pump P-101", revision 2 (r000001, r000002)
//     proposals/open1                                 bob's open proposal against revision 2
//   users/zed/companies/zed/procedures/zed1          another company's procedure, revision 1
// The stored documents carry PAST stamps; dan (an admin of alice) published them.
import { doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { admin, COMPANY, OTHER_COMPANY, PAST } from './fixture';

export type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (data) => data;

export const PROCEDURE = 'loto1';
export const OPEN_PROPOSAL = 'open1';
export const ZED_PROCEDURE = 'zed1';

export const revisionId = (n: number) => `r${String(n).padStart(6, '0')}`;
export const procedurePath = (id = PROCEDURE, company = COMPANY, uid = company) =>
  `users/${uid}/companies/${company}/procedures/${id}`;
export const revisionPath = (n: number, id = PROCEDURE, company = COMPANY) =>
  `${procedurePath(id, company)}/revisions/${revisionId(n)}`;
export const proposalPath = (proposalId = OPEN_PROPOSAL, id = PROCEDURE, company = COMPANY) =>
  `${procedurePath(id, company)}/proposals/${proposalId}`;

/** What the form says. */
export const content = (extra: Doc = {}): Doc => ({
  title: 'Lock out pump P-101',
  category: 'loto',
  tags: ['loto', 'pump'],
  body: '# Steps\n\n1. Isolate the motor.\n2. Lock the breaker.',
  links: ['eq:north/press/pump1'],
  ...extra,
});

/** A procedure as an admin writes it at `revision`. */
export const procedureDoc = (by: string, revision: number, extra: Doc = {}): Doc => ({
  ...content(),
  revision,
  keywords: ['lo', 'pu', 'loc', 'pum'],
  archived: false,
  createdAt: revision === 1 ? serverTimestamp() : PAST,
  createdBy: revision === 1 ? by : 'dan',
  updatedAt: serverTimestamp(),
  updatedBy: by,
  updatedByName: `${by} Test`,
  ...extra,
});

/** The revision document that goes with it. */
export const revisionDoc = (by: string, revision: number, extra: Doc = {}): Doc => ({
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

export const proposalDoc = (by: string, baseRevision = 2, extra: Doc = {}): Doc => ({
  ...content({ body: '# Steps\n\n1. Isolate the motor.\n2. Lock the breaker.\n3. Try to start it.' }),
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

/** Publishes revision `n` of a procedure in one batch (n = 1 creates it). */
export function publish(
  db: Firestore,
  by: string,
  n: number,
  change: { procedure?: Change; revision?: Change; revisionNumber?: number; id?: string; company?: string } = {},
) {
  const { procedure = same, revision = same, revisionNumber = n, id = PROCEDURE, company = COMPANY } = change;
  const batch = writeBatch(db);
  batch.set(doc(db, procedurePath(id, company)), procedure(procedureDoc(by, n)));
  batch.set(doc(db, revisionPath(revisionNumber, id, company)), revision(revisionDoc(by, revisionNumber)));
  return batch.commit();
}

/** Accepts a proposal: proposal → accepted, procedure → revision 3 with its content, r000003. */
export function accept(
  db: Firestore,
  by: string,
  change: { proposal?: Change; procedure?: Change; revision?: Change; proposalId?: string } = {},
) {
  const { proposal = same, procedure = same, revision = same, proposalId = OPEN_PROPOSAL } = change;
  const proposed = proposalDoc('bob');
  const body = proposed.body;
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
  batch.set(doc(db, procedurePath()), procedure(procedureDoc(by, 3, { body })));
  batch.set(
    doc(db, revisionPath(3)),
    revision(revisionDoc(by, 3, { body, proposal: proposalId, proposedBy: 'bob', proposedByName: 'bob Test' })),
  );
  return batch.commit();
}

/** Closes a proposal without publishing (rejected with a reason, or withdrawn). */
export const decide = (by: string, status: string, decisionNote = ''): Doc => ({
  status,
  decidedBy: by,
  decidedByName: `${by} Test`,
  decidedAt: serverTimestamp(),
  decisionNote,
});

const storedRevision = (n: number, extra: Doc = {}) => ({ ...revisionDoc('dan', n), savedAt: PAST, ...extra });

export async function seedProcedures() {
  await admin(async (db) => {
    const writes: [string, Doc][] = [
      [procedurePath(), { ...procedureDoc('dan', 2), updatedAt: PAST }],
      [revisionPath(1), storedRevision(1, { body: '# Steps\n\n1. Isolate the motor.', note: '' })],
      [revisionPath(2), storedRevision(2)],
      [proposalPath(), { ...proposalDoc('bob'), proposedAt: PAST }],
      [
        procedurePath(ZED_PROCEDURE, OTHER_COMPANY),
        { ...procedureDoc('zed', 1), createdAt: PAST, createdBy: 'zed', updatedAt: PAST },
      ],
      [revisionPath(1, ZED_PROCEDURE, OTHER_COMPANY), { ...revisionDoc('zed', 1), savedAt: PAST }],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
