// The procedures on screen, live through the live-data kit: the library (a windowed list of the
// filter in the slice, read a page at a time) and the open procedure — the document, its
// revisions and its proposals, each keyed by company and id (a page and its history share one
// listener each). Sagas read what the page shows with `selectOpenProcedure` (a publish checks the
// revision on screen).
import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { docStatus, liveKit, listView, type LiveListView, windowed, type WindowedList } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { KEYWORD_MAX, KEYWORD_MIN, searchWords } from '../../lib/keywords';
import type { Procedure, ProcedureProposal, ProcedureRevision } from '../../services/firebase/procedures';
import type { Listener, LiveDoc, LiveList } from '../../services/firebase/live';
import {
  PROCEDURES_PAGE,
  subscribeLibrary,
  subscribeProcedure,
  subscribeProposals,
  subscribeRevisions,
} from './proceduresService';
import {
  type LibraryFilter,
  type ProcedureRow,
  type ProposalRow,
  type RevisionRow,
  selectProcedures,
} from './proceduresSlice';

// --- The library ------------------------------------------------------------------------------

/** The typed search's words: the longest (cut at 15 letters) is asked for, all must match. */
export function searchTerms(text: string): { word: string | null; words: string[] } {
  const words = searchWords(text).filter((w) => w.length >= KEYWORD_MIN);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return { word: longest ? longest.slice(0, KEYWORD_MAX) : null, words };
}

/** Which library: the company and the filter. */
export interface LibraryOf {
  company: string;
  filter: LibraryFilter;
}

export const libraryLive = liveKit<LibraryOf, WindowedList<Procedure>>({
  name: 'procedureLibrary',
  keyOf: ({ company, filter }) => [company, filter.category ?? '', filter.archived, filter.search].join('|'),
  subscribe: ({ company, filter }, listener, pages) => {
    const { word, words } = searchTerms(filter.search);
    const { category, archived } = filter;
    // A search reads by keyword; its other words, the category and archived apply here.
    const keep = (p: Procedure) =>
      !word ||
      ((!category || p.category === category) &&
        (archived || !p.archived) &&
        words.every((w) => p.keywords.some((k) => k === w.slice(0, KEYWORD_MAX))));
    const kept: Listener<WindowedList<Procedure>> = {
      next: (list) => listener.next({ ...list, items: list.items.filter(keep) }),
      error: (error) => listener.error(error),
    };
    // The query reads one more than the pages: whether there is more.
    const shown = windowed(kept, PROCEDURES_PAGE * pages, { lookAhead: true });
    return subscribeLibrary(company, { category, archived, pages, word }, shown);
  },
});

const libraryOf = (state: RootState): LibraryOf | null => {
  const company = state.auth.currentUser?.companyUID;
  return company ? { company, filter: selectProcedures(state).libraryFilter } : null;
};

/** The library of the filter as shown (idle while no page shows it). */
export const selectLibrary = createSelector(
  [(state: RootState) => libraryLive.select(state, libraryOf(state))],
  (entry): LiveListView<ProcedureRow> => listView(entry),
);

/** Shows the library of the filter while the calling page is on screen. */
export function useLibrary(): LiveListView<ProcedureRow> & { more: () => void; retry: () => void } {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID);
  const filter = useAppSelector((s) => selectProcedures(s).libraryFilter);
  const of = useMemo(() => (company ? { company, filter } : null), [company, filter]);
  libraryLive.useLive(of);
  const { more, retry } = libraryLive.useControls(of);
  return { ...useAppSelector(selectLibrary), more, retry };
}

// --- The open procedure -----------------------------------------------------------------------

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
