// The Firebase app, loaded on first use like the SDKs that need it, so none of Firebase is
// part of the first page load.
import type { FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

let app: Promise<FirebaseApp> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  app ??= import('firebase/app').then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(firebaseOptions));
  return app;
}
