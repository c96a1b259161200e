// A small live in-memory stand-in for proceduresService in component tests: listeners hear every
// change at once (as Firestore's local cache does), and what was written is kept, so a test can
// say "nothing was written" by looking at the server, not at calls.
import type * as Real from './proceduresService';
import { procedureKeywords } from './procedureValidation';
import type { Procedure, ProcedureProposal, ProcedureRevision } from './proceduresService';
import { type Emit, liveList, LiveListeners, queuedWrite } from '../../services/fakeLiveServer';

export const server = {
  procedures: [] as Procedure[],
  revisions: {} as Record<string, ProcedureRevision[]>,
  proposals: {} as Record<string, ProcedureProposal[]>,
  written: [] as { kind: string; payload: unknown }[],
  listeners: new LiveListeners(),
  reset() {
    this.procedures = [];
    this.revisions = {};
    this.proposals = {};
    this.written = [];
    this.listeners.clear();
  },
  /** A change made by a colleague: every listener hears it. */
  changed() {
    this.listeners.changed();
  },
};

const queued = () => queuedWrite();
const NOW = '2026-11-25T10:00:00.000Z';

function write(kind: string, payload: unknown) {
  server.written.push({ kind, payload });
  server.changed();
}

const listen = (emit: Emit) => server.listeners.listen(emit);

const list = <T extends object>(items: T[]) => liveList(items);

function publish(company: string, input: Real.PublishInput, by: Real.Author) {
  const revision = input.current ? input.current.revision + 1 : 1;
  const before = server.procedures.find((p) => p.id === input.id);
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
  server.procedures = [...server.procedures.filter((p) => p.id !== input.id), procedure].sort((a, b) =>
    a.title.localeCompare(b.title),
  );
  (server.revisions[input.id] ??= []).unshift({
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
  server.proposals[procedureId] = (server.proposals[procedureId] ?? []).map((p) =>
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
          [...server.procedures]
            .sort((x, y) => x.title.localeCompare(y.title))
            .filter((p) => (q.word ? p.keywords.includes(q.word) : true))
            .filter((p) => q.word || ((!q.category || p.category === q.category) && (q.archived || !p.archived)))
            .slice(0, 2 * q.pages + 1),
        ),
      ),
    ),
  subscribeProcedure: (_company, id, l) =>
    listen(() => {
      const p = server.procedures.find((x) => x.id === id);
      l.next({ item: p ? { ...p, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
  subscribeRevisions: (_company, id, l) => listen(() => l.next(list(server.revisions[id] ?? []))),
  subscribeProposals: (_company, id, l) => listen(() => l.next(list(server.proposals[id] ?? []))),
  queuePublish: (company, input, by) => {
    publish(company, input, by);
    write('publish', input);
    return queued();
  },
  queuePropose: (_company, procedureId, proposalId, content, note, baseRevision, by) => {
    (server.proposals[procedureId] ??= []).unshift({
      ...content,
      id: proposalId,
      procedureId,
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
    write('propose', { procedureId, proposalId, content });
    return queued();
  },
  queueAccept: (company, current, proposal, note, by) => {
    decide(current.id, proposal.id, { status: 'accepted', decidedBy: by.uid, decidedByName: by.name, decidedAt: NOW });
    publish(company, { id: current.id, content: proposal, note, current, archived: current.archived, proposal }, by);
    write('accept', { procedureId: current.id, proposalId: proposal.id });
    return queued();
  },
  queueClose: (_company, procedureId, proposal, status, reason, by) => {
    decide(procedureId, proposal.id, {
      status,
      decisionNote: reason,
      decidedBy: by.uid,
      decidedByName: by.name,
      decidedAt: NOW,
    });
    write(status, { procedureId, proposalId: proposal.id, reason });
    return queued();
  },
};
