// The company pages' live lists, through the live-data kit: the members and the open
// invitations inside the data filter (or every date, the filter's page size kept), a page at a
// time. The company, the filter and the "every date" switch are what is listened to, so changing
// any of them listens again from the first page.
import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { liveKit, type LiveEntry, type LiveKit, windowed, type WindowedList } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import { type DataWindow, dataWindow, type DataWindowFilter } from '../../lib/dataWindow';
import type { AppError } from '../../lib/errors';
import type { LiveList, Pending } from '../../services/firebase/live';
import {
  type CompanyUserRecord,
  type Invite,
  type Membership,
  subscribeInvites,
  subscribeMembers,
} from './membersService';
import { type ExportRecord, subscribeExports } from '../../services/firebase/companyArchive';
import { type BinRecord, subscribeBin } from '../../services/firebase/bin';
import type { PlantKey } from '../../services/firebase/collections';
import { allDatesToggled, type InviteRow, type ListName, type Member, selectCompany } from './companySlice';

/** Which list: the company, the data filter and whether its dates are set aside. */
export interface CompanyListOf {
  company: string;
  filter: DataWindowFilter;
  allDates: boolean;
}

/** The data filter's window, or (everyone, however old) only its page size. */
function listWindow(filter: DataWindowFilter, field: string, allDates: boolean): DataWindow {
  const window = dataWindow(filter, field);
  return allDates ? { ...window, from: new Date(0), to: new Date('9999-12-31T23:59:59.999Z') } : window;
}

const keyOf = ({ company, filter, allDates }: CompanyListOf) =>
  [company, allDates ? '*' : `${filter.fromDate}|${filter.toDate}`, filter.dataLimit].join('|');

export const membersLive = liveKit<CompanyListOf, WindowedList<Membership>>({
  name: 'companyMembers',
  keyOf,
  subscribe: ({ company, filter, allDates }, listener, pages) => {
    const window = listWindow(filter, 'joinedAt', allDates);
    return subscribeMembers(company, window, pages, windowed(listener, window.limit * pages, { lookAhead: true }));
  },
});

export const invitesLive = liveKit<CompanyListOf, WindowedList<Invite>>({
  name: 'companyInvites',
  keyOf,
  subscribe: ({ company, filter, allDates }, listener, pages) => {
    const window = listWindow(filter, 'invitedAt', allDates);
    return subscribeInvites(company, window, pages, windowed(listener, window.limit * pages, { lookAhead: true }));
  },
});

/** Members from the authoritative memberships, named from the company's member list. */
export function toMembers(company: string, record: CompanyUserRecord | null, memberships: Pending<Membership>[]) {
  return memberships
    .filter((m) => !m.removed)
    .map((m): Member => {
      const entry = record?.users.find((u) => u.id === m.uid);
      const name = entry ? `${entry.firstName} ${entry.lastName}`.trim() : m.displayName;
      return {
        uid: m.uid,
        name: name || m.displayName || m.email,
        email: m.email,
        role: m.role,
        since: m.joinedAt,
        isOwner: m.uid === company,
        pending: m.pending,
      };
    })
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name));
}

/** A company list as its page reads it. */
export interface CompanyList<T> {
  /** `idle` once it has answered (the section shows it), as the pages' sections read it. */
  status: 'idle' | 'loading' | 'failed';
  error: AppError | null;
  items: T[];
  fromCache: boolean;
  hasMore: boolean;
  corrupt: AppError[];
  allDates: boolean;
}

function listOf<T, R>(
  entry: LiveEntry<WindowedList<T>> | undefined,
  allDates: boolean,
  rows: (items: Pending<T>[]) => R[],
) {
  return {
    status: entry?.status === 'failed' ? 'failed' : entry?.status === 'ready' ? 'idle' : 'loading',
    error: entry?.error ?? null,
    items: rows(entry?.value?.items ?? []),
    fromCache: entry?.value?.fromCache ?? false,
    hasMore: entry?.value?.hasMore ?? false,
    corrupt: entry?.value?.corrupt ?? [],
    allDates,
  } satisfies CompanyList<R>;
}

const listParams = (state: RootState, list: ListName): CompanyListOf | null => {
  const company = state.auth.currentUser?.companyUID;
  return company ? { company, filter: state.settings.dataFilter, allDates: selectCompany(state).allDates[list] } : null;
};

export const selectMembersList = createSelector(
  [
    (state: RootState) => membersLive.select(state, listParams(state, 'members')),
    (state: RootState) => selectCompany(state).allDates.members,
    (state: RootState) => selectCompany(state).record,
    (state: RootState) => state.auth.currentUser?.companyUID ?? '',
  ],
  (entry, allDates, record, company): CompanyList<Member> =>
    listOf(entry, allDates, (items) => toMembers(company, record, items)),
);

const byNewest = (a: InviteRow, b: InviteRow) => (b.invitedAt ?? '9').localeCompare(a.invitedAt ?? '9');

export const selectInvitesList = createSelector(
  [
    (state: RootState) => invitesLive.select(state, listParams(state, 'invites')),
    (state: RootState) => selectCompany(state).allDates.invites,
  ],
  (entry, allDates): CompanyList<InviteRow> => listOf(entry, allDates, (items) => [...items].sort(byNewest)),
);

/** Shows a company list while the calling component is on screen (and `shown`: for this user). */
function useCompanyList<V>(kit: LiveKit<CompanyListOf, V>, list: ListName) {
  const dispatch = useAppDispatch();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID);
  const filter = useAppSelector((s) => s.settings.dataFilter);
  const allDates = useAppSelector((s) => selectCompany(s).allDates[list]);
  const of = useMemo(() => (company ? { company, filter, allDates } : null), [company, filter, allDates]);
  kit.useLive(of);
  return {
    ...kit.useControls(of),
    toggleAllDates: useCallback(() => void dispatch(allDatesToggled(list)), [dispatch, list]),
  };
}

/** The members as shown (none while no page shows them). */
export const selectMembers = (state: RootState) => selectMembersList(state).items;
/** The open invitations as shown (none while no page shows them). */
export const selectInvites = (state: RootState) => selectInvitesList(state).items;

/** The members, live while the calling page is on screen. */
export function useMembers() {
  return { ...useAppSelector(selectMembersList), ...useCompanyList(membersLive, 'members') };
}

/** The open invitations, live while the calling card is on screen (it renders for admins only: only they may read them). */
export function useInvites() {
  return { ...useAppSelector(selectInvitesList), ...useCompanyList(invitesLive, 'invites') };
}

/** The company's exports (the audit list), newest first. */
export const exportsLive = liveKit<string, LiveList<ExportRecord>>({
  name: 'companyExports',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeExports(company, listener),
});

/** What is in the bin for a plant (its equipment and plans, its site's contracts), soonest to go first. */
export const binLive = liveKit<PlantKey, LiveList<BinRecord>>({
  name: 'companyBin',
  keyOf: (k) => `${k.uid}/${k.site}/${k.plant}`,
  subscribe: (k, listener) => subscribeBin(k, listener),
});
