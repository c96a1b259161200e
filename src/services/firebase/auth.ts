// Firebase Auth, loaded on first use so the SDK is not part of the first page load.
import type { Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';
import { emulatorHosts, useEmulators } from './config';

let auth: Promise<Auth> | undefined;

export function getFirebaseAuth(): Promise<Auth> {
  auth ??= Promise.all([import('firebase/auth'), getFirebaseApp()]).then(([sdk, app]) => {
    const instance =
      typeof indexedDB === 'undefined'
        ? sdk.getAuth(app)
        : sdk.initializeAuth(app, {
            persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
          });
    if (useEmulators) {
      sdk.connectAuthEmulator(instance, `http://${emulatorHosts.auth}`, { disableWarnings: true });
    }
    return instance;
  });
  return auth;
}
