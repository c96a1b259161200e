// Live data (docs/design.md §2): one subscription helper over onSnapshot. It reports what the
// screen needs to be honest about: whether the data came from the offline cache, which items
// carry writes not yet on the server ("waiting to sync"), and which documents were too damaged
// to read (left out and named, never coerced).
import type * as FirestoreSdk from 'firebase/firestore';
import { type AppError, toAppError } from '../../lib/errors';
import { type DataWindow } from '../../lib/dataWindow';
import { getDb } from './firestore';
import { pendingPaths, subscribeOutbox } from './outbox';

type Sdk = typeof FirestoreSdk;
type Db = FirestoreSdk.Firestore;

export type Pending<T> = T & { pending: boolean };

export interface LiveList<T> {
  items: Pending<T>[];
  fromCache: boolean;
  hasPendingWrites: boolean;
  /** Paths of documents that could not be read (CorruptDocumentError). */
  corrupt: AppError[];
}

export interface LiveDoc<T> {
  /** null when the document does not exist. */
  item: Pending<T> | null;
  fromCache: boolean;
  hasPendingWrites: boolean;
}

export interface Listener<V> {
  next: (value: V) => void;
  error: (error: AppError) => void;
}

/**
 * Whether a document still waits for the server: Firestore says it holds a local write, and the
 * outbox still holds one for it. Once the server has accepted a write (the outbox entry leaves),
 * the item is no longer "waiting to sync", even before this listener has the server's copy: for a
 * document written with a server timestamp, Firestore keeps `hasPendingWrites` until its listen
 * stream delivers that copy, which a slow or stalled stream can hold up for minutes.
 */
function waiting(hasPendingWrites: boolean, path: string): boolean {
  if (!hasPendingWrites) return false;
  const paths = pendingPaths();
  return paths === null || paths.has(path);
}

/**
 * Whether a document listener should read only this device's cache for now: while the outbox
 * still holds a write for the document, the server is not asked about it yet.
 *
 * A listen that starts while this device's write of the same document is on its way races with
 * that write's commit. When the server's first answer misses the write (the emulator the tests
 * run on does so under load), Firestore records "no such document" at a version newer than the
 * write, and from then on ignores the document's real (older) version: the page says "not found"
 * until someone changes the document again. Asking the server only once the write has landed
 * removes the race; meanwhile the cache shows the write (as waiting to sync), as it would offline.
 */
function cacheOnly(path: string): boolean {
  const paths = pendingPaths();
  return paths !== null && paths.has(path);
}

/**
 * Listens to a query or a document built once the SDK has loaded; returns the function that
 * stops listening (safe to call before the SDK has arrived). What it reports is sent again when
 * the outbox changes (a write accepted or refused), so the "waiting to sync" marks follow it.
 */
export function subscribe<T>(
  target: (sdk: Sdk, db: Db) => FirestoreSdk.Query<T>,
  listener: Listener<LiveList<T>>,
): () => void;
export function subscribe<T>(
  target: (sdk: Sdk, db: Db) => FirestoreSdk.DocumentReference<T>,
  listener: Listener<LiveDoc<T>>,
): () => void;
export function subscribe<T>(
  target: (sdk: Sdk, db: Db) => FirestoreSdk.Query<T> | FirestoreSdk.DocumentReference<T>,
  listener: Listener<LiveList<T>> | Listener<LiveDoc<T>>,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  let again: (() => void) | null = null;
  const stopOutbox = subscribeOutbox(() => again?.());
  const options = { includeMetadataChanges: true };
  void Promise.all([import('firebase/firestore'), getDb()])
    .then(([sdk, db]) => {
      if (stopped) return;
      const ref = target(sdk, db);
      const onError = (error: unknown) => listener.error(toAppError(error));
      if (ref instanceof sdk.DocumentReference) {
        const docListener = listener as Listener<LiveDoc<T>>;
        let last: LiveDoc<T> | null = null;
        /** Marks the item as the outbox now says, and sends it again when that changed. */
        const remark = () => {
          if (!last?.item) return;
          const pending = waiting(last.hasPendingWrites, ref.path);
          if (last.item.pending === pending) return;
          last = { ...last, item: { ...last.item, pending } };
          docListener.next(last);
        };
        const onNext = (snapshot: FirestoreSdk.DocumentSnapshot<T>) => {
          try {
            const data = snapshot.exists() ? snapshot.data() : undefined;
            const { fromCache, hasPendingWrites } = snapshot.metadata;
            last = {
              item: data === undefined ? null : { ...data, pending: waiting(hasPendingWrites, ref.path) },
              fromCache,
              hasPendingWrites,
            };
            docListener.next(last);
          } catch (error) {
            onError(error);
          }
        };
        let fromCacheOnly = false;
        const listen = () => {
          fromCacheOnly = cacheOnly(ref.path);
          return sdk.onSnapshot(ref, { ...options, source: fromCacheOnly ? 'cache' : 'default' }, onNext, onError);
        };
        stop = listen();
        again = () => {
          // The write has landed (or was refused): the server is asked now.
          if (fromCacheOnly && !cacheOnly(ref.path)) {
            stop?.();
            stop = listen();
          }
          remark();
        };
      } else {
        const listListener = listener as Listener<LiveList<T>>;
        // Each document is converted when it changes (data or pending mark), not on every
        // snapshot: a write to one plan of 1,000 re-reads one, and the others keep their objects.
        type Entry = { item: Pending<T>; raw: boolean } | { error: AppError };
        const converted = new Map<string, Entry>();
        let order: string[] = [];
        let meta = { fromCache: true, hasPendingWrites: false };
        const emit = () => {
          const items: Pending<T>[] = [];
          const corrupt: AppError[] = [];
          for (const path of order) {
            const entry = converted.get(path);
            if (!entry) continue;
            if ('item' in entry) items.push(entry.item);
            else corrupt.push(entry.error);
          }
          listListener.next({ items, ...meta, corrupt });
        };
        /** Marks each item as the outbox now says; true when any mark changed. */
        const remark = () => {
          let changed = false;
          for (const [path, entry] of converted) {
            if (!('item' in entry)) continue;
            const pending = waiting(entry.raw, path);
            if (entry.item.pending === pending) continue;
            converted.set(path, { ...entry, item: { ...entry.item, pending } });
            changed = true;
          }
          return changed;
        };
        stop = sdk.onSnapshot(
          ref,
          options,
          (snapshot) => {
            for (const change of snapshot.docChanges({ includeMetadataChanges: true })) {
              const path = change.doc.ref.path;
              if (change.type === 'removed') {
                converted.delete(path);
                continue;
              }
              try {
                const raw = change.doc.metadata.hasPendingWrites;
                converted.set(path, { item: { ...change.doc.data(), pending: waiting(raw, path) }, raw });
              } catch (error) {
                converted.set(path, { error: toAppError(error) });
              }
            }
            order = snapshot.docs.map((doc) => doc.ref.path);
            meta = { fromCache: snapshot.metadata.fromCache, hasPendingWrites: snapshot.metadata.hasPendingWrites };
            emit();
          },
          onError,
        );
        again = () => {
          if (remark()) emit();
        };
      }
    })
    .catch((error: unknown) => listener.error(toAppError(error)));
  return () => {
    stopped = true;
    stopOutbox();
    stop?.();
  };
}

/**
 * The data filter as query constraints (docs/design.md §3): the window's field inside
 * [from, to], newest first, `limit × pages` documents (a "load more" asks for one page more;
 * the listener keeps all of them live).
 */
export function windowConstraints(
  sdk: Sdk,
  window: DataWindow,
  pages = 1,
  { lookAhead = true }: { lookAhead?: boolean } = {},
): FirestoreSdk.QueryConstraint[] {
  return [
    sdk.where(window.field, '>=', sdk.Timestamp.fromDate(window.from)),
    sdk.where(window.field, '<=', sdk.Timestamp.fromDate(window.to)),
    sdk.orderBy(window.field, 'desc'),
    // One document past the pages says whether there is more; a large list that must read exactly
    // a page (the work queues) goes without it and offers "Load more" whenever a page is full.
    sdk.limit(window.limit * Math.max(1, pages) + (lookAhead ? 1 : 0)),
  ];
}

/**
 * Listens to several sources as one: once every source has answered, each new value of any of
 * them gives `combine` of their latest values; the first refusal closes them all and is the
 * listener's. (A site's plants summed, or two queries Firestore cannot join with an OR.)
 */
export function subscribeAll<V, W>(
  sources: readonly ((listener: Listener<V>) => () => void)[],
  combine: (values: V[]) => W,
  listener: Listener<W>,
): () => void {
  const values = new Map<number, V>();
  const stops: (() => void)[] = [];
  let closed = false;
  const close = () => {
    closed = true;
    for (const stop of stops.splice(0)) stop();
  };
  sources.forEach((source, i) => {
    if (closed) return;
    stops.push(
      source({
        next: (value) => {
          if (closed) return;
          values.set(i, value);
          if (values.size === sources.length) listener.next(combine(sources.map((_, j) => values.get(j) as V)));
        },
        error: (error) => {
          if (closed) return;
          close();
          listener.error(error);
        },
      }),
    );
  });
  // A source that refused while subscribing: close the ones opened after it too.
  if (closed) close();
  return close;
}

/** Several live lists as one (for subscribeAll): their items in order, and the honest flags of all of them. */
export function mergeLists<T>(lists: readonly LiveList<T>[]): LiveList<T> {
  return {
    items: lists.flatMap((list) => list.items),
    fromCache: lists.some((list) => list.fromCache),
    hasPendingWrites: lists.some((list) => list.hasPendingWrites),
    corrupt: lists.flatMap((list) => list.corrupt),
  };
}

/** An empty list, known to be so (no source to ask). */
export const EMPTY_LIST: LiveList<never> = { items: [], fromCache: false, hasPendingWrites: false, corrupt: [] };

/** Firestore's most values in one `in` filter. */
const IN_MOST = 30;

/**
 * Chosen documents of one collection by id, live: one query per 30 ids, reported as one list in no
 * particular order; an id with no document is simply missing from it.
 */
export function subscribeByIds<T>(
  collection: (sdk: Sdk, db: Db) => FirestoreSdk.CollectionReference<T>,
  ids: readonly string[],
  listener: Listener<LiveList<T>>,
): () => void {
  const wanted = [...new Set(ids)].sort();
  if (wanted.length === 0) {
    listener.next(EMPTY_LIST);
    return () => undefined;
  }
  const groups: string[][] = [];
  for (let i = 0; i < wanted.length; i += IN_MOST) groups.push(wanted.slice(i, i + IN_MOST));
  return subscribeAll(
    groups.map(
      (group) => (l: Listener<LiveList<T>>) =>
        subscribe((sdk, db) => sdk.query(collection(sdk, db), sdk.where(sdk.documentId(), 'in', group)), l),
    ),
    mergeLists,
    listener,
  );
}
