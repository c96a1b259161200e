// The notification centre (the bell in the top bar and /app/notifications): what happened that
// a person should know of, built on the device from what they may read already — no one writes
// notification documents. From the saved plant's orders assigned to them, the requests they
// raised, and for admins the new urgent requests, the site's contracts ending within 30 days
// and its short stock; and from this device's writes the server refused. What the person has
// read is theirs alone (users/{company}/notificationState/{uid}: `seenAt` and the ids read since).
import { dateOf } from '../lib/days';
import { available, isShort, type StockLevel } from './inventory';
import type { WorkRequest } from './work';

/** Why a new request is urgent enough for the admins to be told. */
export type RequestReason = 'safety' | 'breakdown' | 'portal' | 'followUp';

/** What a notice is about (its words come from the feature's messages). */
export type NoticeAbout =
  /** An order assigned to me (this is the change that assigned me). */
  | { kind: 'assigned'; number: string; status: WorkRequest['status'] }
  /** An order assigned to me that someone else changed. */
  | { kind: 'changed'; number: string; status: WorkRequest['status'] }
  /** A request I raised that someone else moved on. */
  | { kind: 'myRequest'; number: string; status: WorkRequest['status'] }
  /** A new request an admin should look at now. */
  | { kind: 'request'; number: string; reason: RequestReason }
  /** A service contract of the site ending within 30 days. */
  | { kind: 'contract'; contractId: string; vendor: string; endDate: string; days: number }
  /**
   * A part short in a storeroom of the site: below its minimum (`min`), or below nothing
   * (`available` under 0: more issued or held than there is).
   */
  | {
      kind: 'stock';
      partId: string;
      number: string;
      store: string;
      storeName: string;
      available: number;
      min: number | null;
    }
  /** A write of this device the server refused (the sync centre has it). */
  | { kind: 'refused'; entryId: string; what: string; values: Record<string, string>; record: string };

export interface Notice {
  /** Stable per event: a later change of the same order is another notice. */
  id: string;
  /** When it happened (ms since the epoch). */
  at: number;
  /** Who caused it (null: nobody in particular, e.g. a contract's date). */
  by: string | null;
  /** The page it is about; null for a refused write (the sync centre shows it). */
  link: string | null;
  /** Shown on the computer as it arrives (when the person chose so): a new urgent request, an assignment. */
  urgent: boolean;
  about: NoticeAbout;
  /** The order's title, when it is about one (said after the number). */
  title?: string;
}

/** How many notices each query reads (newest first). */
export const NOTICE_QUERY_LIMIT = 20;

/** A contract is mentioned from this many days before its end. */
export const CONTRACT_NOTICE_DAYS = 30;

/** At most this many ids are kept as read (firestore.rules: at most 200, 80 characters each on average). */
export const READ_IDS_MAX = 200;
export const READ_IDS_CHARS = READ_IDS_MAX * 80;

/**
 * "Mark all read" sets `seenAt` this far before the device's clock: the rules refuse a `seenAt`
 * after the server's time, and a device's clock may run a little ahead. Notices newer than that
 * are marked read by id instead.
 */
export const SEEN_SKEW_MS = 5 * 60 * 1000;

/** With no read state yet, notices older than this are taken as read (not 20 months of orders at once). */
export const FIRST_SEEN_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the person has read: everything up to `seenAt`, and the ids in `read` (newest last). */
export interface ReadState {
  /** ms since the epoch; null: never marked anything. */
  seenAt: number | null;
  read: readonly string[];
}

export const NO_READ_STATE: ReadState = { seenAt: null, read: [] };

export const orderNoticeId = (number: string, version: number) => `order:${number}:v${version}`;
export const requestNoticeId = (number: string) => `request:${number}`;
export const contractNoticeId = (id: string, endDate: string) => `contract:${id}:${endDate}`;
export const refusedNoticeId = (entryId: string) => `refused:${entryId}`;
/** A short stock, as its last movement (or reservation) left it: a later one is told again. */
export const stockNoticeId = (store: string, partId: string, last: string | null) =>
  `stock:${store}/${partId}:${last ?? 'levels'}`;

const timeOf = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export type NoticeOrder = Pick<
  WorkRequest,
  | 'number'
  | 'title'
  | 'status'
  | 'version'
  | 'workType'
  | 'raisedBy'
  | 'raisedAt'
  | 'updatedAt'
  | 'updatedBy'
  | 'followUpOf'
  | 'portal'
>;

/** Why a new request is urgent (safety, breakdown, from the portal, an out-of-range reading's follow-up), or null. */
export function requestReason(order: Pick<NoticeOrder, 'workType' | 'portal' | 'followUpOf'>): RequestReason | null {
  if (order.workType === 'SI') return 'safety';
  if (order.workType === 'BRP') return 'breakdown';
  if (order.portal) return 'portal';
  if (order.followUpOf) return 'followUp';
  return null;
}

/** How much of my open assigned work is read, latest change first, to see an order join it (an assignment). */
export const OPEN_ASSIGNED_READ = 50;
/** At most this many numbers of my open work are remembered as known. */
const KNOWN_KEPT = 2000;

/**
 * Which of my assigned orders were assigned to me while this page was open: the orders that
 * joined my open assigned work after it was first read, by a change made after that. The order
 * alone cannot say which of its changes assigned someone; the device sees it happen.
 */
export interface AssignmentMemory {
  /** The list it follows (plant and person): another one starts again. */
  key: string;
  /** When the list was first read (ms). */
  since: number;
  /**
   * The numbers of my open assigned work seen so far: the last reading, and, while that reading
   * is a full page, what was seen before (an order that left a full page may still be mine).
   */
  known: readonly string[];
  /** Orders assigned to me since, with the version of that change. */
  assigned: Readonly<Record<string, number>>;
}

export function trackAssignments(
  memory: AssignmentMemory | null,
  key: string,
  open: readonly Pick<NoticeOrder, 'number' | 'version' | 'updatedAt'>[],
  now: number,
): AssignmentMemory {
  const numbers = open.map((o) => o.number);
  if (!memory || memory.key !== key) return { key, since: now, known: numbers, assigned: {} };
  const known = new Set(memory.known);
  // A full page is the latest changed part of my work: an order missing from it may only have been
  // pushed out by newer changes, so it stays known (and is not taken for new when it comes back).
  // A page that is not full is all my open work: what is missing from it is no longer mine.
  const full = open.length >= OPEN_ASSIGNED_READ;
  const kept = full ? [...new Set([...numbers, ...memory.known])].slice(0, KNOWN_KEPT) : numbers;
  const assigned: Record<string, number> = {};
  // Only what is still assigned to me is remembered (an order taken off me and given back is new again).
  for (const o of open) {
    const before = memory.assigned[o.number];
    if (before !== undefined) assigned[o.number] = before;
    else if (!known.has(o.number) && (timeOf(o.updatedAt) ?? now) >= memory.since) assigned[o.number] = o.version;
  }
  return { ...memory, known: kept, assigned };
}

export interface OrderSources {
  /** My assigned orders, latest change first. */
  assigned: readonly NoticeOrder[];
  /** The requests I raised, latest change first. */
  raised: readonly NoticeOrder[];
  /** New requests (admins only; empty for others). */
  fresh: readonly NoticeOrder[];
  me: string;
  admin: boolean;
  /** Orders seen being assigned to me (trackAssignments), by number. */
  assignedNow?: Readonly<Record<string, number>>;
}

/** The notices of the orders: changes by others to my work and my requests, and (admins) new urgent requests. */
export function orderNotices({ assigned, raised, fresh, me, admin, assignedNow = {} }: OrderSources): Notice[] {
  const out: Notice[] = [];
  const link = (number: string) => `/app/work/${number}`;
  for (const o of assigned) {
    const at = timeOf(o.updatedAt);
    if (at === null || o.updatedBy === me) continue;
    // A generated order (version 1) is born with its people: that is its assignment.
    const isAssignment = assignedNow[o.number] === o.version || o.version === 1;
    out.push({
      id: orderNoticeId(o.number, o.version),
      at,
      by: o.updatedBy,
      link: link(o.number),
      urgent: isAssignment,
      title: o.title,
      about: { kind: isAssignment ? 'assigned' : 'changed', number: o.number, status: o.status },
    });
  }
  for (const o of raised) {
    const at = timeOf(o.updatedAt);
    if (at === null || o.updatedBy === me || o.version < 2) continue;
    out.push({
      id: orderNoticeId(o.number, o.version),
      at,
      by: o.updatedBy,
      link: link(o.number),
      urgent: false,
      title: o.title,
      about: { kind: 'myRequest', number: o.number, status: o.status },
    });
  }
  if (admin)
    for (const o of fresh) {
      const reason = o.status === 'new' ? requestReason(o) : null;
      const at = timeOf(o.raisedAt);
      if (!reason || at === null || o.raisedBy === me) continue;
      out.push({
        id: requestNoticeId(o.number),
        at,
        by: o.raisedBy,
        link: link(o.number),
        urgent: reason !== 'followUp',
        title: o.title,
        about: { kind: 'request', number: o.number, reason },
      });
    }
  return out;
}

export interface NoticeContract {
  id: string;
  vendor: string;
  endDate: string;
  renewedBy: string | null;
  /** Days until its end today (0 on the last day; negative once ended). */
  days: number;
}

/** The contracts ending within 30 days and not renewed; each dated the day it came within 30 days. */
export function contractNotices(contracts: readonly NoticeContract[]): Notice[] {
  return contracts
    .filter((c) => !c.renewedBy && c.days >= 0 && c.days <= CONTRACT_NOTICE_DAYS)
    .map((c) => ({
      id: contractNoticeId(c.id, c.endDate),
      at: dateOf(c.endDate).getTime() - CONTRACT_NOTICE_DAYS * DAY_MS,
      by: null,
      link: `/app/contracts/${c.id}`,
      urgent: false,
      about: { kind: 'contract', contractId: c.id, vendor: c.vendor, endDate: c.endDate, days: c.days },
    }));
}

export interface NoticeStock {
  store: string;
  /** The storeroom's name. */
  storeName: string;
  partId: string;
  /** The part's number and description (null while the part is not read yet: not told then). */
  part: { number: string; description: string; archived: boolean } | null;
  level: StockLevel;
  /** The movement, else the reservation, that last moved it. */
  last: string | null;
  updatedAt: string | null;
}

/** The site's short stock (isShort), each dated when it last moved; archived parts are not told. */
export function stockNotices(stocks: readonly NoticeStock[]): Notice[] {
  const out: Notice[] = [];
  for (const s of stocks) {
    const at = timeOf(s.updatedAt);
    if (!s.part || s.part.archived || at === null || !isShort(s.level)) continue;
    out.push({
      id: stockNoticeId(s.store, s.partId, s.last),
      at,
      by: null,
      link: `/app/inventory/parts/${s.partId}`,
      urgent: false,
      title: s.part.description,
      about: {
        kind: 'stock',
        partId: s.partId,
        number: s.part.number,
        store: s.store,
        storeName: s.storeName,
        available: available(s.level),
        min: s.level.min,
      },
    });
  }
  return out;
}

export interface NoticeRefusal {
  id: string;
  queuedAt: number;
  what: string;
  values?: Record<string, string>;
  record: string;
}

/** This device's writes the server refused. */
export function refusedNotices(entries: readonly NoticeRefusal[]): Notice[] {
  return entries.map((e) => ({
    id: refusedNoticeId(e.id),
    at: e.queuedAt,
    by: null,
    link: null,
    urgent: false,
    about: { kind: 'refused', entryId: e.id, what: e.what, values: e.values ?? {}, record: e.record },
  }));
}

/** Every notice once (the first of an id wins), newest first. */
export function mergeNotices(...lists: readonly (readonly Notice[])[]): Notice[] {
  const byId = new Map<string, Notice>();
  for (const list of lists) for (const n of list) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
}

/** Up to when everything counts as read: `seenAt`, or with no read state a fortnight back. */
export function seenUpTo(state: ReadState, now: number): number {
  return state.seenAt ?? now - FIRST_SEEN_DAYS * DAY_MS;
}

/** Unread: newer than `seenAt`, not read by id, and not caused by me. */
export function isUnread(notice: Notice, state: ReadState, me: string, now: number): boolean {
  return notice.by !== me && notice.at > seenUpTo(state, now) && !state.read.includes(notice.id);
}

export function unreadIds(notices: readonly Notice[], state: ReadState, me: string, now: number): Set<string> {
  return new Set(notices.filter((n) => isUnread(n, state, me, now)).map((n) => n.id));
}

/** The read ids kept: the newest last, at most 200 and within the rules' total length. */
function capped(ids: readonly string[]): string[] {
  const kept = [...new Set(ids)].slice(-READ_IDS_MAX);
  let chars = kept.join('').length;
  while (chars > READ_IDS_CHARS && kept.length) chars -= kept.shift()!.length;
  return kept;
}

/** The read state with `ids` read too (the oldest ids beyond 200 dropped); null when nothing changes. */
export function withRead(state: ReadState, ids: readonly string[], now: number): ReadState | null {
  const seenAt = seenUpTo(state, now);
  const fresh = ids.filter((id) => !state.read.includes(id));
  if (!fresh.length) return null;
  // A first mark keeps what a fortnight's default already said was read.
  return { seenAt: state.seenAt ?? seenAt, read: capped([...state.read, ...fresh]) };
}

/** "Mark all read": seen up to now (a few minutes' margin for the clock), and what is newer read by id. */
export function allRead(notices: readonly Notice[], now: number): ReadState {
  const seenAt = now - SEEN_SKEW_MS;
  return {
    seenAt,
    read: capped(
      notices
        .filter((n) => n.at > seenAt)
        .sort((a, b) => a.at - b.at)
        .map((n) => n.id),
    ),
  };
}

/**
 * The notices to show on the computer now: urgent, unread, not shown yet, and new since the
 * page was loaded (`since`) — never what was already there when it loaded.
 */
export function arrivals(
  notices: readonly Notice[],
  shown: ReadonlySet<string>,
  since: number,
  state: ReadState,
  me: string,
  now: number,
): Notice[] {
  return notices.filter((n) => n.urgent && n.at >= since && !shown.has(n.id) && isUnread(n, state, me, now));
}
