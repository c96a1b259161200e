// Offline-first writes (DESIGN.md §6): a write is applied to the local cache at once and shows
// on screen through the live listeners (marked "waiting to sync"); the server's answer comes
// later, possibly much later on a plant floor. Callers get both moments apart.
import type * as FirestoreSdk from 'firebase/firestore';
import { getDb } from './firestore';

type Sdk = typeof FirestoreSdk;

export interface QueuedWrite {
  /** Settles when the server has accepted (or refused) the write. */
  acknowledged: Promise<void>;
}

/**
 * Commits one batch (all of a multi-document change, or nothing) without waiting for the
 * server: resolves once the batch is queued locally.
 */
export async function queueBatch(
  build: (batch: FirestoreSdk.WriteBatch, sdk: Sdk, db: FirestoreSdk.Firestore) => void,
): Promise<QueuedWrite> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const batch = sdk.writeBatch(db);
  build(batch, sdk, db);
  const acknowledged = batch.commit();
  // A refusal is reported through the returned promise; this keeps it from being unhandled
  // if nobody waits for it (e.g. the saga was cancelled at logout).
  acknowledged.catch(() => undefined);
  return { acknowledged };
}
