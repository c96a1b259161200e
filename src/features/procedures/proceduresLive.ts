// The procedure open on screen, live through the live-data kit: the document, its revisions and
// its proposals, each keyed by company and id (a page and its history share one listener each).
// Sagas read what the page shows with `selectOpenProcedure` (a publish checks the revision on
// screen).
import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { docStatus, liveKit } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import type { Procedure, ProcedureProposal, ProcedureRevision } from '../../services/firebase/procedures';
import type { LiveDoc, LiveList } from '../../services/firebase/live';
import { subscribeProcedure, subscribeProposals, subscribeRevisions } from './proceduresService';
import type { ProcedureRow, ProposalRow, RevisionRow } from './proceduresSlice';

/** Which procedure: the company and the id. */
export interface ProcedureOf {
  company: string;
  id: string;
}

const keyOf = ({ company, id }: ProcedureOf) => `${company}/${id}`;

export const procedureDocLive = liveKit<ProcedureOf, LiveDoc<Procedure>>({
  name: 'procedure',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeProcedure(company, id, listener),
});
export const revisionsLive = liveKit<ProcedureOf, LiveList<ProcedureRevision>>({
  name: 'procedureRevisions',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeRevisions(company, id, listener),
});
export const proposalsLive = liveKit<ProcedureOf, LiveList<ProcedureProposal>>({
  name: 'procedureProposals',
  keyOf,
  subscribe: ({ company, id }, listener) => subscribeProposals(company, id, listener),
});

/** A procedure as its pages read it. */
export interface OpenProcedure {
  id: string;
  /** `ready` once the document is known (on the server's word when it does not exist). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  fromCache: boolean;
  procedure: ProcedureRow | null;
  revisions: RevisionRow[];
  proposals: ProposalRow[];
  /** Revisions too damaged to show. */
  corrupt: AppError[];
}

const of = (state: RootState, id: string): ProcedureOf | null => {
  const company = state.auth.currentUser?.companyUID;
  return company ? { company, id } : null;
};

/** Procedure `id` as shown (idle while no page shows it). */
export const selectOpenProcedure = createSelector(
  [
    (state: RootState, id: string) => procedureDocLive.select(state, of(state, id)),
    (state: RootState, id: string) => revisionsLive.select(state, of(state, id)),
    (state: RootState, id: string) => proposalsLive.select(state, of(state, id)),
    (_state: RootState, id: string) => id,
  ],
  (doc, revisions, proposals, id): OpenProcedure => {
    const failed = [doc, revisions, proposals].find((e) => e?.status === 'failed');
    const procedure = doc?.value?.item ?? null;
    const fromCache = doc?.value?.fromCache ?? false;
    return {
      id,
      // Known not to exist is known: the page says so.
      status: failed ? 'failed' : docStatus(doc) === 'missing' ? 'ready' : (docStatus(doc) as OpenProcedure['status']),
      error: failed?.error ?? null,
      fromCache,
      procedure,
      revisions: revisions?.value?.items ?? [],
      proposals: proposals?.value?.items ?? [],
      corrupt: revisions?.value?.corrupt ?? [],
    };
  },
);

/** Shows procedure `id`, its revisions and proposals while the calling page is on screen. */
export function useOpenProcedure(id: string): OpenProcedure & { retry: () => void } {
  const dispatch = useAppDispatch();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const params = company ? { company, id } : null;
  procedureDocLive.useLive(params);
  revisionsLive.useLive(params);
  proposalsLive.useLive(params);
  const open = useAppSelector((s) => selectOpenProcedure(s, id));
  const retry = useCallback(() => {
    if (!company) return;
    for (const kit of [procedureDocLive, revisionsLive, proposalsLive]) dispatch(kit.retried({ company, id }));
  }, [dispatch, company, id]);
  return { ...open, retry };
}
