// Firestore with offline persistence, loaded on first use (it is the largest SDK: keep it off
// the login route). Persistence uses IndexedDB shared by every tab; if it cannot be set up the
// app falls back to memory without telling anyone (spec §7).
import type * as FirestoreModule from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { emulatorHosts, useEmulators } from './config';

let db: Promise<Firestore> | undefined;

/** Persistent multi-tab cache where IndexedDB exists, memory otherwise or if that fails. */
export function createFirestore(sdk: typeof FirestoreModule, app: FirebaseApp): Firestore {
  if (typeof indexedDB !== 'undefined') {
    try {
      return sdk.initializeFirestore(app, {
        localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
      });
    } catch {
      // Falls through to the memory cache.
    }
  }
  return sdk.initializeFirestore(app, { localCache: sdk.memoryLocalCache() });
}

export function getDb(): Promise<Firestore> {
  db ??= Promise.all([import('firebase/firestore'), getFirebaseApp()]).then(([sdk, app]) => {
    const instance = createFirestore(sdk, app);
    if (useEmulators) {
      sdk.connectFirestoreEmulator(instance, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
    }
    return instance;
  });
  return db;
}
