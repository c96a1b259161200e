// Job plans, live: the company's library (by title, a page at a time, archived ones only when
// asked, or those holding a search word), one job plan with its revisions and proposals, and the
// offline-first writes of a versioned library (services/firebase/library.ts): publish, propose,
// accept, reject, withdraw — each one batch that firestore.rules checks whole.
import { type Listener, type LiveDoc, type LiveList, subscribe } from '../../services/firebase/live';
import {
  type JobPlan,
  type JobPlanContent,
  type JobPlanProposal,
  jobPlanRefs,
  type JobPlanRevision,
} from '../../services/firebase/jobPlans';
import { libraryWrites, type PublishInput as LibraryPublishInput } from '../../services/firebase/libraryWrites';
import { cleanJobPlan, jobPlanKeywords } from '../../domain/jobPlans';

export type { JobPlan, JobPlanContent, JobPlanProposal, JobPlanRevision, LiveDoc, LiveList };
export type { Author } from '../../domain/author';

/** Job plans per page of the list ("Load more" asks for one more). */
export const JOB_PLANS_PAGE = 100;
/** A job plan's revisions and proposals: a cap keeps a damaged one cheap. */
const MAX_HISTORY = 500;

export interface JobPlansQuery {
  archived: boolean;
  pages: number;
  /** A folded search word (lib/keywords.ts): job plans holding it. */
  word: string | null;
}

/** The library by title: `JOB_PLANS_PAGE × pages` and one more (whether there is more). */
export function subscribeJobPlans(company: string, q: JobPlansQuery, listener: Listener<LiveList<JobPlan>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        jobPlanRefs(sdk, db).jobPlans(company),
        ...(q.word
          ? [sdk.where('keywords', 'array-contains', q.word)]
          : q.archived
            ? []
            : [sdk.where('archived', '==', false)]),
        sdk.orderBy('title', 'asc'),
        sdk.limit(JOB_PLANS_PAGE * Math.max(1, q.pages) + 1),
      ),
    listener,
  );
}

export function subscribeJobPlan(company: string, id: string, listener: Listener<LiveDoc<JobPlan>>) {
  return subscribe((sdk, db) => jobPlanRefs(sdk, db).jobPlan(company, id), listener);
}

/** Every revision, newest first. */
export function subscribeRevisions(company: string, id: string, listener: Listener<LiveList<JobPlanRevision>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(jobPlanRefs(sdk, db).revisions(company, id), sdk.orderBy('revision', 'desc'), sdk.limit(MAX_HISTORY)),
    listener,
  );
}

/** Every proposal, newest first. */
export function subscribeProposals(company: string, id: string, listener: Listener<LiveList<JobPlanProposal>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(jobPlanRefs(sdk, db).proposals(company, id), sdk.orderBy('proposedAt', 'desc'), sdk.limit(MAX_HISTORY)),
    listener,
  );
}

export type PublishInput = LibraryPublishInput<JobPlanContent>;

const writes = libraryWrites<JobPlanContent>({
  kind: 'jobPlans',
  clean: cleanJobPlan,
  keywords: jobPlanKeywords,
  title: (c) => c.title,
  label: (what, id, title, proposalId) => ({
    what: what === 'record' ? 'jobPlan' : 'jobPlanProposal',
    record: title.trim() || id,
    link: proposalId ? `/app/job-plans/${id}/proposals/${proposalId}` : `/app/job-plans/${id}`,
  }),
});

/** Publishes a new job plan (revision 1) or its next revision. */
export const queuePublish = writes.publish;
/** A proposed change to a job plan against its current revision. */
export const queuePropose = writes.propose;
/** Accepts a proposal: closed as accepted, and the job plan's next revision made from it. */
export const queueAccept = writes.accept;
/** Rejects (an admin, with a reason) or withdraws (its author) an open proposal. */
export const queueClose = writes.close;
