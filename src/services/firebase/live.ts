// Live data (docs/design.md §2): one subscription helper over onSnapshot. It reports what the
// screen needs to be honest about: whether the data came from the offline cache, which items
// carry writes not yet on the server ("waiting to sync"), and which documents were too damaged
// to read (left out and named, never coerced).
import type * as FirestoreSdk from 'firebase/firestore';
import { type AppError, toAppError } from '../../lib/errors';
import { type DataWindow } from '../../lib/dataWindow';
import { getDb } from './firestore';

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
 * Listens to a query or a document built once the SDK has loaded; returns the function that
 * stops listening (safe to call before the SDK has arrived).
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
  const options = { includeMetadataChanges: true };
  void Promise.all([import('firebase/firestore'), getDb()])
    .then(([sdk, db]) => {
      if (stopped) return;
      const ref = target(sdk, db);
      const onError = (error: unknown) => listener.error(toAppError(error));
      if (ref instanceof sdk.DocumentReference) {
        const docListener = listener as Listener<LiveDoc<T>>;
        stop = sdk.onSnapshot(
          ref,
          options,
          (snapshot) => {
            try {
              const data = snapshot.exists() ? snapshot.data() : undefined;
              docListener.next({
                item: data === undefined ? null : { ...data, pending: snapshot.metadata.hasPendingWrites },
                fromCache: snapshot.metadata.fromCache,
                hasPendingWrites: snapshot.metadata.hasPendingWrites,
              });
            } catch (error) {
              onError(error);
            }
          },
          onError,
        );
      } else {
        const listListener = listener as Listener<LiveList<T>>;
        // Each document is converted when it changes (data or pending mark), not on every
        // snapshot: a write to one plan of 1,000 re-reads one, and the others keep their objects.
        const converted = new Map<string, { item: Pending<T> } | { error: AppError }>();
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
                converted.set(path, { item: { ...change.doc.data(), pending: change.doc.metadata.hasPendingWrites } });
              } catch (error) {
                converted.set(path, { error: toAppError(error) });
              }
            }
            const items: Pending<T>[] = [];
            const corrupt: AppError[] = [];
            for (const doc of snapshot.docs) {
              const entry = converted.get(doc.ref.path);
              if (!entry) continue;
              if ('item' in entry) items.push(entry.item);
              else corrupt.push(entry.error);
            }
            listListener.next({
              items,
              fromCache: snapshot.metadata.fromCache,
              hasPendingWrites: snapshot.metadata.hasPendingWrites,
              corrupt,
            });
          },
          onError,
        );
      }
    })
    .catch((error: unknown) => listener.error(toAppError(error)));
  return () => {
    stopped = true;
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
