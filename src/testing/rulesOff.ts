// Set-up a client cannot write, with the security rules off: history from before the rules'
// window for device times (an order raised months ago), or equipment without its summary.
// For emulator tests only; it talks to the emulators this run started.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { paths, type PlantKey } from '../services/firebase/collections';
import { emulatorHosts, firebaseOptions } from '../services/firebase/config';

export async function withRulesOff(work: (db: Firestore) => Promise<void>): Promise<void> {
  const env = await initializeTestEnvironment({
    projectId: firebaseOptions.projectId!,
    firestore: emulatorHosts.firestore,
  });
  try {
    await env.withSecurityRulesDisabled((ctx) => work(ctx.firestore() as unknown as Firestore));
  } finally {
    await env.cleanup();
  }
}

/**
 * Makes a request the client raised just now one raised at `raisedAt`, as if it were history
 * (the rules accept a device time of at most 14 days ago). Only while it is not yet done: its
 * month's work figures are counted at completion, in the month it is completed in.
 */
export function backdateRaise(key: PlantKey, number: string, raisedAt: Date): Promise<void> {
  return withRulesOff((db) =>
    updateDoc(doc(db, `${paths.workRequests(key)}/${number}`), { raisedAt: Timestamp.fromDate(raisedAt) }),
  );
}
