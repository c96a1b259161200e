// The notification centre's live values (the live-data kit), opened by the bell in the top bar on
// every page of the app: the saved plant's orders the notices are made of, what the person has
// read, and (on the notifications page) their e-mail choices; and the notices themselves, a
// selector over those, the site's contracts and short stock (admins) and this device's refused
// writes.
import { createSelector } from '@reduxjs/toolkit';
import { useEffect, useMemo, useState } from 'react';
import {
  contractNotices,
  mergeNotices,
  NO_READ_STATE,
  type Notice,
  orderNotices,
  type ReadState,
  refusedNotices,
  stockNotices,
} from '../../domain/notifications';
import { UserRole } from '../../lib/currentUser';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { useAppSelector } from '../../store/hooks';
import { liveKit, type LiveEntry } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import { contractsLive, selectContractRows, selectContractSite } from '../contracts/contractsSlice';
import { partsByIdsLive, shortStockLive, storeroomsLive } from '../inventory/inventoryLive';
import { selectSavedPlant } from '../plant/plantSlice';
import { selectRefused } from '../sync/syncSlice';
import {
  type LiveDoc,
  type MailChoices,
  type NoticeOrders,
  subscribeMailChoices,
  subscribeNoticeOrders,
  subscribeReadState,
} from './notificationsService';
import { selectNotificationsState } from './notificationsSlice';

/** Whose notices, in which plant; admins' include the new urgent requests. */
export interface NoticeOrdersOf {
  plant: PlantKey;
  uid: string;
  admin: boolean;
}

/** Whose read state or e-mail choices. */
export interface PersonOf {
  company: string;
  uid: string;
}

export const noticeOrdersLive = liveKit<NoticeOrdersOf, NoticeOrders>({
  name: 'noticeOrders',
  keyOf: ({ plant, uid, admin }) => `${paths.plant(plant)}|${uid}|${admin ? 'admin' : ''}`,
  subscribe: ({ plant, uid, admin }, listener) => subscribeNoticeOrders(plant, uid, admin, listener),
});

export const readStateLive = liveKit<PersonOf, LiveDoc<ReadState>>({
  name: 'notificationState',
  keyOf: ({ company, uid }) => `${company}/${uid}`,
  subscribe: ({ company, uid }, listener) => subscribeReadState(company, uid, listener),
});

export const mailChoicesLive = liveKit<PersonOf, MailChoices>({
  name: 'mailChoices',
  keyOf: ({ company, uid }) => `${company}/${uid}`,
  subscribe: ({ company, uid }, listener) => subscribeMailChoices(company, uid, listener),
});

const selectUser = (state: RootState) => state.auth.currentUser;

export const selectNoticeOrdersOf = createSelector(
  [selectSavedPlant, selectUser],
  (plant, user): NoticeOrdersOf | null =>
    plant && user ? { plant, uid: user.uid, admin: user.role === UserRole.Admin } : null,
);

export const selectPersonOf = createSelector([selectUser], (user): PersonOf | null =>
  user ? { company: user.companyUID, uid: user.uid } : null,
);

const selectOrdersEntry = (state: RootState) => noticeOrdersLive.select(state, selectNoticeOrdersOf(state));
const selectReadEntry = (state: RootState) => readStateLive.select(state, selectPersonOf(state));

/** What the person has read; null while it is not known (never written is known: nothing). */
export const selectReadState = createSelector([selectReadEntry], (entry): ReadState | null => {
  if (entry?.status !== 'ready' || !entry.value) return null;
  const item = entry.value.item;
  if (item) return { seenAt: item.seenAt, read: item.read };
  // Not in this device's cache is not "never written": wait for the server's word.
  return entry.value.fromCache ? null : NO_READ_STATE;
});

const selectAssigned = (state: RootState) => selectNotificationsState(state).assignments;

// The site's short stock (admins): its storerooms, the short stock in each, and those parts.
const selectStockSite = createSelector([selectNoticeOrdersOf], (of) =>
  of?.admin ? { company: of.plant.company, site: of.plant.site } : null,
);
const selectStoresEntry = (state: RootState) => storeroomsLive.select(state, selectStockSite(state));
const selectStoresOf = createSelector([selectStockSite, selectStoresEntry], (site, entry) =>
  site && entry?.value ? { ...site, stores: entry.value.items.filter((s) => !s.archived).map((s) => s.id) } : null,
);
const selectShortEntry = (state: RootState) => shortStockLive.select(state, selectStoresOf(state));
const selectShortPartsOf = createSelector([selectStockSite, selectShortEntry], (site, entry) =>
  site && entry?.value?.items.length
    ? { company: site.company, ids: [...new Set(entry.value.items.map((s) => s.partId))].sort() }
    : null,
);
const selectShortPartsEntry = (state: RootState) => partsByIdsLive.select(state, selectShortPartsOf(state));

const selectStockNotices = createSelector(
  [selectStoresEntry, selectShortEntry, selectShortPartsEntry],
  (stores, short, parts): Notice[] => {
    if (!stores?.value || !short?.value) return [];
    const storeNames = new Map(stores.value.items.map((s) => [s.id, s.name]));
    const partsById = new Map((parts?.value?.items ?? []).map((p) => [p.id, p]));
    return stockNotices(
      short.value.items.map((s) => ({
        store: s.store,
        storeName: storeNames.get(s.store) ?? s.store,
        partId: s.partId,
        part: partsById.get(s.partId) ?? null,
        level: s,
        last: s.last ?? s.hold,
        updatedAt: s.updatedAt,
      })),
    );
  },
);

/** Every notice for the person in the saved plant, newest first. */
export const selectNotices = createSelector(
  [
    selectOrdersEntry,
    selectAssigned,
    selectNoticeOrdersOf,
    (state: RootState) => (selectNoticeOrdersOf(state)?.admin ? selectContractRows(state) : null),
    selectRefused,
    selectStockNotices,
  ],
  (entry, memory, of, contracts, refused, stock): Notice[] => {
    const orders = entry?.value;
    const key = of ? noticeOrdersLive.keyOf(of) : null;
    return mergeNotices(
      refusedNotices(
        refused.map((e) => ({
          id: e.id,
          queuedAt: e.queuedAt,
          what: e.label.what,
          values: e.label.values,
          record: e.label.record,
        })),
      ),
      orders && of
        ? orderNotices({
            assigned: orders.assigned.items,
            raised: orders.raised.items,
            fresh: orders.fresh.items,
            me: of.uid,
            admin: of.admin,
            assignedNow: memory && memory.key === key ? memory.assigned : {},
          })
        : [],
      contractNotices(
        // (Only these count days to the end: an upcoming renewal counts them to its start.)
        (contracts ?? [])
          .filter((c) => c.status.kind === 'expiring30')
          .map((c) => ({
            id: c.id,
            vendor: c.vendor,
            endDate: c.endDate,
            renewedBy: c.renewedBy,
            days: c.status.days,
          })),
      ),
      stock,
    );
  },
);

/** The orders' listener as a page says it: loading, failed (with its error) or ready. */
export const selectNoticeStatus = createSelector(
  [(state: RootState) => selectOrdersEntry(state)?.status, (state: RootState) => selectOrdersEntry(state)?.error],
  (status, error): Pick<LiveEntry<unknown>, 'status' | 'error'> | null =>
    status ? { status, error: error ?? null } : null,
);

/** The time now, moving on every `everyMs` (relative times, the fortnight's default). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * False until the page's own work is done (the browser idle once, or 2 s at most): the bell is
 * secondary, so its listeners start after the page's, which then get their first answer first.
 */
function useAfterThePage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 500);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Listens to what the notices are made of while the calling component is on screen (the bell is,
 * on every page): the orders, the read state and, for admins, the site's contracts and its short
 * stock (its storerooms, then one query on the stored headroom in each, then those parts).
 */
export function useNotices() {
  const started = useAfterThePage();
  const of = useAppSelector(selectNoticeOrdersOf);
  const person = useAppSelector(selectPersonOf);
  const contractSite = useAppSelector(selectContractSite);
  const stockSite = useAppSelector(selectStockSite);
  const storesOf = useAppSelector(selectStoresOf);
  const shortPartsOf = useAppSelector(selectShortPartsOf);
  noticeOrdersLive.useLive(started ? of : null);
  readStateLive.useLive(started ? person : null);
  contractsLive.useLive(started && of?.admin ? contractSite : null);
  storeroomsLive.useLive(started ? stockSite : null);
  shortStockLive.useLive(started ? storesOf : null);
  partsByIdsLive.useLive(started ? shortPartsOf : null);
  const { retry } = noticeOrdersLive.useControls(of);
  const notices = useAppSelector(selectNotices);
  const readState = useAppSelector(selectReadState);
  const status = useAppSelector(selectNoticeStatus);
  return useMemo(
    () => ({ notices, readState, status, retry, uid: person?.uid ?? '', plant: of?.plant ?? null }),
    [notices, readState, status, retry, person, of],
  );
}
