import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { firebaseOptions } from './config';

let app: FirebaseApp | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= getApps()[0] ?? initializeApp(firebaseOptions);
  return app;
}
