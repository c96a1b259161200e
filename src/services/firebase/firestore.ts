// Firestore with offline persistence, loaded on first use (it is the largest SDK: keep it off
// the login route). Persistence uses IndexedDB shared by every tab; if it cannot be set up the
// app falls back to memory without telling anyone (docs/product.md §7).
//
// How persistence really fails: initializeFirestore never throws for it; the SDK opens IndexedDB
// later, on the first read or write. When that open fails asynchronously (Chrome's "Internal error
// opening backing store", private windows' InvalidStateError) the SDK falls back to memory itself.
// When indexedDB.open() throws (SecurityError: Firefox with cookies blocked, sandboxed frames)
// the SDK's queue fails an internal assertion and every Firestore call hangs for good. So the
// app opens a database of its own first and asks for persistence only if that worked.
import type * as FirestoreModule from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { hasStorageRoom } from '../../lib/storage';
import { emulatorHosts, useEmulators } from './config';

/** The database the probe opens (empty; it only shows that IndexedDB can be opened at all). */
export const PROBE_DATABASE = 'torque-storage-probe';

export const PROBE_TIMEOUT_MS = 3000;

let db: Promise<Firestore> | undefined;

/** Whether this page can open an IndexedDB database: false without IndexedDB, or when opening throws or fails. */
export function canOpenIndexedDb(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (!idb) return Promise.resolve(false);
  return new Promise((resolve) => {
    // An open that never answers must not keep Firestore from starting.
    setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    try {
      const request = idb.open(PROBE_DATABASE);
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
      // Another tab upgrading it: it can be opened; the SDK deals with its own database.
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
}

/**
 * The persistent cache shared by all tabs when IndexedDB works, memory otherwise. The tabs share
 * it through local storage; when local storage is full the SDK fails an internal assertion and
 * stops, so with no room there the cache is this tab's alone (`multiTab` false).
 */
export function createFirestore(
  sdk: typeof FirestoreModule,
  app: FirebaseApp,
  persistent: boolean,
  multiTab = true,
): Firestore {
  return sdk.initializeFirestore(app, {
    localCache: persistent
      ? sdk.persistentLocalCache({
          tabManager: multiTab ? sdk.persistentMultipleTabManager() : sdk.persistentSingleTabManager({}),
        })
      : sdk.memoryLocalCache(),
  });
}

/**
 * A page that goes away for good (closed, reloaded, left; not kept in the back-forward cache)
 * ends its server channels then and there: terminating Firestore closes its streams, and a closed
 * WebChannel tells the server with a beacon, which the browser still sends while the page
 * unloads. Without it the server keeps the page's listeners until they time out, queueing every
 * change they match for a reader that is gone (the emulator refuses new channels once those
 * queues fill its memory budget). Writes not yet sent wait in the persistent cache for the next
 * page, as they do offline.
 */
export function closeWithThePage(
  sdk: Pick<typeof FirestoreModule, 'terminate'>,
  instance: Firestore,
  target: Pick<Window, 'addEventListener'> | undefined = globalThis.window,
) {
  // No page to leave (Node, where the service tests run).
  if (typeof target?.addEventListener !== 'function') return;
  target.addEventListener('pagehide', (event: PageTransitionEvent) => {
    if (!event.persisted) void sdk.terminate(instance).catch(() => undefined);
  });
}

export function getDb(): Promise<Firestore> {
  db ??= Promise.all([import('firebase/firestore'), getFirebaseApp(), canOpenIndexedDb()]).then(
    ([sdk, app, persistent]) => {
      const instance = createFirestore(sdk, app, persistent, hasStorageRoom());
      if (useEmulators) {
        sdk.connectFirestoreEmulator(instance, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
      }
      closeWithThePage(sdk, instance);
      return instance;
    },
  );
  return db;
}
