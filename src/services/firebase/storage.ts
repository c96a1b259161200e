// Cloud Storage, loaded on first use (the login route never pulls the Storage SDK).
import type { FirebaseStorage } from 'firebase/storage';
import { getFirebaseApp } from './app';
import { emulatorHosts, useEmulators } from './config';

/** Spec §9: how long the SDK keeps retrying an operation, and an upload, before giving up. */
export const STORAGE_RETRY_LIMITS = { maxOperationRetryTime: 120_000, maxUploadRetryTime: 600_000 } as const;

let storage: Promise<FirebaseStorage> | undefined;

export function getFileStorage(): Promise<FirebaseStorage> {
  storage ??= Promise.all([import('firebase/storage'), getFirebaseApp()]).then(([sdk, app]) => {
    const instance = sdk.getStorage(app);
    instance.maxOperationRetryTime = STORAGE_RETRY_LIMITS.maxOperationRetryTime;
    instance.maxUploadRetryTime = STORAGE_RETRY_LIMITS.maxUploadRetryTime;
    if (useEmulators) {
      sdk.connectStorageEmulator(instance, emulatorHosts.storage.host, emulatorHosts.storage.port);
    }
    return instance;
  });
  return storage;
}

/** The Storage SDK's functions, loaded with it. */
export const loadStorageSdk = () => import('firebase/storage');
