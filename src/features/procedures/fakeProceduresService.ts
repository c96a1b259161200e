// proceduresService over the tests' one in-memory backend (services/fakeBackend.ts).
import type * as Real from './proceduresService';
import { procedureKeywords } from './procedureValidation';
import type { Procedure, ProcedureProposal } from './proceduresService';
import { backend, type Emit } from '../../services/fakeBackend';

export const server = backend;

const NOW = '2026-11-25T10:00:00.000Z';

const listen = (emit: Emit) => backend.listen(emit);

const list = <T extends object>(items: T[]) => backend.list(items);

/** A write whose change `apply` makes (undone if refused). */
function write(kind: string, payload: unknown, apply: () => void) {
  return backend.write(kind, payload, () => {
    const before = { procedures: backend.procedures, revisions: backend.revisions, proposals: backend.proposals };
    backend.revisions = structuredClone(backend.revisions);
    backend.proposals = structuredClone(backend.proposals);
    apply();
    return () => Object.assign(backend, before);
  });
}

function publish(company: string, input: Real.PublishInput, by: Real.Author) {
  const revision = input.current ? input.current.revision + 1 : 1;
  const before = backend.procedures.find((p) => p.id === input.id);
  const procedure: Procedure = {
    ...input.content,
    id: input.id,
    revision,
    keywords: procedureKeywords(input.content),
    archived: input.archived,
    createdAt: before?.createdAt ?? NOW,
    createdBy: before?.createdBy ?? by.uid,
    updatedAt: NOW,
    updatedBy: by.uid,
    updatedByName: by.name,
  };
  backend.procedures = [...backend.procedures.filter((p) => p.id !== input.id), procedure].sort((a, b) =>
    a.title.localeCompare(b.title),
  );
  (backend.revisions[input.id] ??= []).unshift({
    ...input.content,
    revision,
    savedAt: NOW,
    savedBy: by.uid,
    savedByName: by.name,
    note: input.note,
    proposal: input.proposal?.id ?? null,
    proposedBy: input.proposal?.proposedBy ?? null,
    proposedByName: input.proposal?.proposedByName ?? null,
  });
  void company;
}

const decide = (procedureId: string, id: string, change: Partial<ProcedureProposal>) => {
  backend.proposals[procedureId] = (backend.proposals[procedureId] ?? []).map((p) =>
    p.id === id ? { ...p, ...change } : p,
  );
};

export const fakeProceduresService: typeof Real = {
  // Two per page, so "Load more" shows with three procedures.
  PROCEDURES_PAGE: 2 as typeof Real.PROCEDURES_PAGE,
  cleanContent: (c) => c,
  subscribeLibrary: (_company, q, l) =>
    listen(() =>
      l.next(
        list(
          [...backend.procedures]
            .sort((x, y) => x.title.localeCompare(y.title))
            .filter((p) => (q.word ? p.keywords.includes(q.word) : true))
            .filter((p) => q.word || ((!q.category || p.category === q.category) && (q.archived || !p.archived)))
            .slice(0, 2 * q.pages + 1),
        ),
      ),
    ),
  subscribeProcedure: (_company, id, l) =>
    listen(() => {
      const p = backend.procedures.find((x) => x.id === id);
      l.next({ item: p ? { ...p, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
  subscribeRevisions: (_company, id, l) => listen(() => l.next(list(backend.revisions[id] ?? []))),
  subscribeProposals: (_company, id, l) => listen(() => l.next(list(backend.proposals[id] ?? []))),
  queuePublish: (company, input, by) => write('publish', input, () => publish(company, input, by)),
  queuePropose: (_company, procedureId, proposalId, content, note, baseRevision, by) =>
    write('propose', { procedureId, proposalId, content }, () => {
      (backend.proposals[procedureId] ??= []).unshift({
        ...content,
        id: proposalId,
        recordId: procedureId,
        baseRevision,
        status: 'open',
        note,
        proposedBy: by.uid,
        proposedByName: by.name,
        proposedAt: NOW,
        decidedBy: null,
        decidedByName: null,
        decidedAt: null,
        decisionNote: '',
      });
    }),
  queueAccept: (company, current, proposal, note, by) =>
    write('accept', { procedureId: current.id, proposalId: proposal.id }, () => {
      decide(current.id, proposal.id, {
        status: 'accepted',
        decidedBy: by.uid,
        decidedByName: by.name,
        decidedAt: NOW,
      });
      publish(company, { id: current.id, content: proposal, note, current, archived: current.archived, proposal }, by);
    }),
  queueClose: (_company, procedureId, proposal, status, reason, by) =>
    write(status, { procedureId, proposalId: proposal.id, reason }, () =>
      decide(procedureId, proposal.id, {
        status,
        decisionNote: reason,
        decidedBy: by.uid,
        decidedByName: by.name,
        decidedAt: NOW,
      }),
    ),
};
