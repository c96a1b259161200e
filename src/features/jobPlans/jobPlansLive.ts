// Job plans on screen, live through the live-data kit: the library (a windowed list by title, read
// a page at a time, or those holding a search word) and the open job plan — its document,
// revisions and proposals, each keyed by company and id. The order planning form's picker and the
// maintenance plan editor read the same library. Sagas read what the page shows with
// `selectOpenJobPlan` (a publish checks the revision on screen).
import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { docStatus, liveKit, listView, type LiveListView, windowed, type WindowedList } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { KEYWORD_MAX, KEYWORD_MIN, searchWords } from '../../lib/keywords';
import type { Listener, LiveDoc, LiveList } from '../../services/firebase/live';
import type { JobPlan, JobPlanProposal, JobPlanRevision } from '../../services/firebase/jobPlans';
import {
  JOB_PLANS_PAGE,
  subscribeJobPlan,
  subscribeJobPlans,
  subscribeProposals,
  subscribeRevisions,
} from './jobPlansService';
import type { JobPlanRow, JobPlansFilter, ProposalRow, RevisionRow } from './jobPlansSlice';

/** Which library: the company and the filter. */
export interface JobPlansOf {
  company: string;
  filter: JobPlansFilter;
}

/** The typed search's words: the longest (cut at 15 letters) is asked for, all must match. */
function searchTerms(text: string): { word: string | null; words: string[] } {
  const words = searchWords(text).filter((w) => w.length >= KEYWORD_MIN);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return { word: longest ? longest.slice(0, KEYWORD_MAX) : null, words };
}

export const jobPlansLive = liveKit<JobPlansOf, WindowedList<JobPlan>>({
  name: 'jobPlans',
  keyOf: ({ company, filter }) => [company, filter.archived, filter.search].join('|'),
  subscribe: ({ company, filter }, listener, pages) => {
    const { word, words } = searchTerms(filter.search);
    // A search reads by keyword; its other words and archived apply here.
    const keep = (p: JobPlan) =>
      !word || ((filter.archived || !p.archived) && words.every((w) => p.keywords.includes(w.slice(0, KEYWORD_MAX))));
    const kept: Listener<WindowedList<JobPlan>> = {
      next: (list) => listener.next({ ...list, items: list.items.filter(keep) }),
      error: (error) => listener.error(error),
    };
    const shown = windowed(kept, JOB_PLANS_PAGE * pages, { lookAhead: true });
    return subscribeJobPlans(company, { archived: filter.archived, pages, word }, shown);
  },
});

/** The job plans of `filter` while the calling component is on screen, with "Load more". */
export function useJobPlans(
  filter: JobPlansFilter,
): LiveListView<JobPlanRow> & { more: () => void; retry: () => void } {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const of = useMemo(() => (company ? { company, filter } : null), [company, filter]);
  const entry = jobPlansLive.useLive(of);
  const { more, retry } = jobPlansLive.useControls(of);
  return { ...useMemo(() => listView(entry), [entry]), more, retry };
}

// --- The open job plan ------------------------------------------------------------------------

/** Which job plan: the company and the id. */
export interface JobPlanOf {
  company: string;
  id: string;
}

const keyOf = ({ company, id }: JobPlanOf) => `${company}/${id}`;

export const jobPlanDocLive = liveKit<JobPlanOf, LiveDoc<JobPlan>>({
  name: 'jobPlan',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeJobPlan(company, id, listener),
});
export const jobPlanRevisionsLive = liveKit<JobPlanOf, LiveList<JobPlanRevision>>({
  name: 'jobPlanRevisions',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeRevisions(company, id, listener),
});
export const jobPlanProposalsLive = liveKit<JobPlanOf, LiveList<JobPlanProposal>>({
  name: 'jobPlanProposals',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeProposals(company, id, listener),
});

/** A job plan as its pages read it. */
export interface OpenJobPlan {
  id: string;
  /** `ready` once the document is known (on the server's word when it does not exist). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  jobPlan: JobPlanRow | null;
  revisions: RevisionRow[];
  proposals: ProposalRow[];
}

const of = (state: RootState, id: string): JobPlanOf | null => {
  const company = state.auth.currentUser?.companyUID;
  return company ? { company, id } : null;
};

/** Job plan `id` as shown (idle while no page shows it). */
export const selectOpenJobPlan = createSelector(
  [
    (state: RootState, id: string) => jobPlanDocLive.select(state, of(state, id)),
    (state: RootState, id: string) => jobPlanRevisionsLive.select(state, of(state, id)),
    (state: RootState, id: string) => jobPlanProposalsLive.select(state, of(state, id)),
    (_state: RootState, id: string) => id,
  ],
  (doc, revisions, proposals, id): OpenJobPlan => {
    const failed = [doc, revisions, proposals].find((e) => e?.status === 'failed');
    const status = docStatus(doc);
    return {
      id,
      // Known not to exist is known: the page says so.
      status: failed ? 'failed' : status === 'missing' ? 'ready' : status,
      error: failed?.error ?? null,
      jobPlan: doc?.value?.item ?? null,
      revisions: revisions?.value?.items ?? [],
      proposals: proposals?.value?.items ?? [],
    };
  },
);

/** Shows job plan `id`, its revisions and proposals while the calling page is on screen. */
export function useOpenJobPlan(id: string): OpenJobPlan & { retry: () => void } {
  const dispatch = useAppDispatch();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const params = company && id ? { company, id } : null;
  jobPlanDocLive.useLive(params);
  jobPlanRevisionsLive.useLive(params);
  jobPlanProposalsLive.useLive(params);
  const open = useAppSelector((s) => selectOpenJobPlan(s, id));
  const retry = useCallback(() => {
    if (!company) return;
    for (const kit of [jobPlanDocLive, jobPlanRevisionsLive, jobPlanProposalsLive])
      dispatch(kit.retried({ company, id }));
  }, [dispatch, company, id]);
  return { ...open, retry };
}

/** Just job plan `id` (a maintenance plan's), while the calling component is on screen. */
export function useJobPlan(id: string | null): JobPlanRow | null {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const entry = jobPlanDocLive.useLive(company && id ? { company, id } : null);
  return entry?.value?.item ?? null;
}
