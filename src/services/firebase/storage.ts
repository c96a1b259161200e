// Cloud Storage, loaded on first use.
import type { FirebaseStorage } from 'firebase/storage';
import { getFirebaseApp } from './app';
import { emulatorHosts, useEmulators } from './config';

let storage: Promise<FirebaseStorage> | undefined;

export function getFileStorage(): Promise<FirebaseStorage> {
  storage ??= Promise.all([import('firebase/storage'), getFirebaseApp()]).then(([sdk, app]) => {
    const instance = sdk.getStorage(app);
    if (useEmulators) {
      sdk.connectStorageEmulator(instance, emulatorHosts.storage.host, emulatorHosts.storage.port);
    }
    return instance;
  });
  return storage;
}
