// Firebase settings from VITE_FIREBASE_* (see .env.example), defaulting to the local demo
// project and the emulator addresses in firebase.json.
import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

export const DEFAULT_PROJECT_ID = 'demo-torque';

const projectId = env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;

export const firebaseOptions: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

/** Dev server: emulators unless VITE_USE_EMULATORS=false. A build: only with VITE_USE_EMULATORS=true. */
export const useEmulators: boolean = env.VITE_USE_EMULATORS ? env.VITE_USE_EMULATORS === 'true' : Boolean(env.DEV);

export interface HostPort {
  host: string;
  port: number;
}

export function parseHostPort(value: string): HostPort {
  const i = value.lastIndexOf(':');
  return { host: value.slice(0, i), port: Number(value.slice(i + 1)) };
}

export const emulatorHosts = {
  auth: env.VITE_AUTH_EMULATOR_HOST || __FIREBASE_EMULATORS__.auth,
  firestore: parseHostPort(env.VITE_FIRESTORE_EMULATOR_HOST || __FIREBASE_EMULATORS__.firestore),
  storage: parseHostPort(env.VITE_STORAGE_EMULATOR_HOST || __FIREBASE_EMULATORS__.storage),
};
