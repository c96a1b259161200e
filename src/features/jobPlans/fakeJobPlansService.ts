// jobPlansService over the tests' one in-memory backend (services/fakeBackend.ts): the library, a
// job plan's revisions and proposals, and the writes as the rules would leave them.
import type * as Real from './jobPlansService';
import type { JobPlan, JobPlanContent, JobPlanProposal } from './jobPlansService';
import { cleanJobPlan, jobPlanKeywords } from '../../domain/jobPlans';
import { backend, type Emit } from '../../services/fakeBackend';

export const server = backend;

const NOW = '2026-11-25T10:00:00.000Z';
const listen = (emit: Emit) => backend.listen(emit);

function write(kind: string, payload: unknown, apply: () => void) {
  return backend.write(kind, payload, () => {
    const undo = backend.keep('jobPlans', 'jobPlanRevisions', 'jobPlanProposals');
    apply();
    return undo;
  });
}

function publish(input: Real.PublishInput, by: Real.Author) {
  const revision = input.current ? input.current.revision + 1 : 1;
  const before = backend.jobPlans.find((p) => p.id === input.id);
  const content: JobPlanContent = cleanJobPlan(input.content);
  const jobPlan: JobPlan = {
    ...content,
    id: input.id,
    revision,
    keywords: jobPlanKeywords(content),
    archived: input.archived,
    createdAt: before?.createdAt ?? NOW,
    createdBy: before?.createdBy ?? by.uid,
    updatedAt: NOW,
    updatedBy: by.uid,
    updatedByName: by.name,
  };
  backend.jobPlans = [...backend.jobPlans.filter((p) => p.id !== input.id), jobPlan].sort((a, b) =>
    a.title.localeCompare(b.title),
  );
  (backend.jobPlanRevisions[input.id] ??= []).unshift({
    ...content,
    revision,
    savedAt: NOW,
    savedBy: by.uid,
    savedByName: by.name,
    note: input.note,
    proposal: input.proposal?.id ?? null,
    proposedBy: input.proposal?.proposedBy ?? null,
    proposedByName: input.proposal?.proposedByName ?? null,
  });
}

const decide = (jobPlanId: string, id: string, change: Partial<JobPlanProposal>) => {
  backend.jobPlanProposals[jobPlanId] = (backend.jobPlanProposals[jobPlanId] ?? []).map((p) =>
    p.id === id ? { ...p, ...change } : p,
  );
};

export const fakeJobPlansService: typeof Real = {
  JOB_PLANS_PAGE: 100,
  subscribeJobPlans: (_company, q, l) =>
    listen(() =>
      l.next(
        backend.list(
          backend.jobPlans
            .filter((p) => (q.word ? p.keywords.includes(q.word) : q.archived || !p.archived))
            .slice(0, 100 * q.pages + 1),
        ),
      ),
    ),
  subscribeJobPlan: (_company, id, l) =>
    listen(() => {
      const p = backend.jobPlans.find((x) => x.id === id);
      l.next({ item: p ? { ...p, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
  subscribeRevisions: (_company, id, l) => listen(() => l.next(backend.list(backend.jobPlanRevisions[id] ?? []))),
  subscribeProposals: (_company, id, l) => listen(() => l.next(backend.list(backend.jobPlanProposals[id] ?? []))),
  queuePublish: (_company, input, by) => write('publish', input, () => publish(input, by)),
  queuePropose: (_company, jobPlanId, proposalId, content, note, baseRevision, by) =>
    write('propose', { jobPlanId, proposalId, content }, () => {
      (backend.jobPlanProposals[jobPlanId] ??= []).unshift({
        ...cleanJobPlan(content),
        id: proposalId,
        recordId: jobPlanId,
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
  queueAccept: (_company, current, proposal, note, by) =>
    write('accept', { jobPlanId: current.id, proposalId: proposal.id }, () => {
      decide(current.id, proposal.id, {
        status: 'accepted',
        decidedBy: by.uid,
        decidedByName: by.name,
        decidedAt: NOW,
      });
      publish({ id: current.id, content: proposal, note, current, archived: current.archived, proposal }, by);
    }),
  queueClose: (_company, jobPlanId, proposal, status, reason, by) =>
    write(status, { jobPlanId, proposalId: proposal.id, reason }, () =>
      decide(jobPlanId, proposal.id, {
        status,
        decisionNote: reason,
        decidedBy: by.uid,
        decidedByName: by.name,
        decidedAt: NOW,
      }),
    ),
};
