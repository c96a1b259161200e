// Offline-first writes (docs/design.md §6): a write is applied to the local cache at once and shows
// on screen through the live listeners (marked "waiting to sync"); the server's answer comes
// later, possibly much later on a plant floor. Callers get both moments apart, and the sync
// centre's outbox (./outbox.ts) keeps the write until the server has answered.
import type * as FirestoreSdk from 'firebase/firestore';
import { toAppError } from '../../lib/errors';
import { loadCurrentUser } from '../../lib/currentUser';
import { getFirebaseAuth } from './auth';
import { getDb } from './firestore';
import {
  addEntry,
  type OutboxEntry,
  opApplied,
  plainFields,
  type RecordedOp,
  refuseEntry,
  SESSION,
  settleEntry,
  type WriteLabel,
} from './outbox';

type Sdk = typeof FirestoreSdk;

export type { WriteLabel } from './outbox';

export interface QueuedWrite {
  /** Settles when the server has accepted (or refused) the write. */
  acknowledged: Promise<void>;
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The batch as the build function sees it, noting each operation for the outbox. */
function recording(batch: FirestoreSdk.WriteBatch, ops: RecordedOp[]): FirestoreSdk.WriteBatch {
  const note = (kind: RecordedOp['kind'], ref: { path: string }, data?: unknown) =>
    ops.push({ path: ref.path, kind, fields: data && typeof data === 'object' ? plainFields(data as never) : {} });
  const recorder = {
    set(ref: FirestoreSdk.DocumentReference, data: unknown, options?: FirestoreSdk.SetOptions) {
      note('set', ref, data);
      (batch.set as (...a: unknown[]) => unknown)(ref, data, ...(options ? [options] : []));
      return recorder;
    },
    update(ref: FirestoreSdk.DocumentReference, ...rest: unknown[]) {
      note('update', ref, typeof rest[0] === 'object' ? rest[0] : undefined);
      (batch.update as (...a: unknown[]) => unknown)(ref, ...rest);
      return recorder;
    },
    delete(ref: FirestoreSdk.DocumentReference) {
      note('delete', ref);
      batch.delete(ref);
      return recorder;
    },
    commit: () => batch.commit(),
  };
  return recorder as unknown as FirestoreSdk.WriteBatch;
}

const STATUS_FIELD = 'status';

/** Waits before asking the server again for a refused record's status (it may be reconnecting). */
const STATUS_RETRIES_MS = [500, 1500, 3000];

/**
 * The record's status on the server now (null: gone), to show what a refused change met. A
 * refusal often arrives just as the connection comes back, before a read can reach the server:
 * asked again a few times before it is left unsaid (undefined).
 */
async function serverStatus(sdk: Sdk, db: FirestoreSdk.Firestore, path: string): Promise<string | null | undefined> {
  for (const wait of [0, ...STATUS_RETRIES_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const snap = await sdk.getDocFromServer(sdk.doc(db, path));
      if (!snap.exists()) return null;
      const status = (snap.data() as Record<string, unknown>)[STATUS_FIELD];
      return typeof status === 'string' ? status : undefined;
    } catch (error) {
      // Only a server out of reach is worth asking again (a refusal to read stays unsaid).
      if (toAppError(error).code !== 'unavailable') return undefined;
    }
  }
  return undefined;
}

/**
 * Commits one batch (all of a multi-document change, or nothing) without waiting for the
 * server: resolves once the batch is queued locally. `label` names it in the sync centre.
 */
export async function queueBatch(
  build: (batch: FirestoreSdk.WriteBatch, sdk: Sdk, db: FirestoreSdk.Firestore) => void,
  label: WriteLabel = { what: 'change', record: '' },
): Promise<QueuedWrite> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const batch = sdk.writeBatch(db);
  const ops: RecordedOp[] = [];
  build(recording(batch, ops), sdk, db);
  const acknowledged = batch.commit();
  const entry: OutboxEntry = {
    id: newId(),
    uid: loadCurrentUser()?.uid ?? '',
    session: SESSION,
    queuedAt: Date.now(),
    label: { ...label, record: label.record || (ops[0]?.path.split('/').pop() ?? '') },
    ops,
    state: 'pending',
  };
  addEntry(entry);
  acknowledged.then(
    () => settleEntry(entry.id),
    async (error: unknown) => {
      const reason = toAppError(error).code;
      // A record any device would make with the same id, found made: the race was lost, not refused.
      if (label.madeOnce && ops[0]) {
        const status = await serverStatus(sdk, db, ops[0].path);
        if (typeof status === 'string') settleEntry(entry.id);
        else refuseEntry(entry.id, reason, status);
        return;
      }
      // Refused at once; what the record holds on the server now follows when it can be read.
      refuseEntry(entry.id, reason);
      const status = ops[0] ? await serverStatus(sdk, db, ops[0].path) : undefined;
      if (status !== undefined) refuseEntry(entry.id, reason, status);
    },
  );
  // A refusal is reported through the returned promise; this keeps it from being unhandled
  // if nobody waits for it (e.g. the saga was cancelled at logout).
  acknowledged.catch(() => undefined);
  return { acknowledged };
}

export interface Confirmation {
  id: string;
  /** 'waiting': not sent yet (this device still holds it as pending); asked again later. */
  applied: boolean | 'waiting';
  serverStatus?: string | null;
}

/**
 * The answers an earlier session could not hear (its writes were sent after a reload or a
 * restart): waits until Firestore has sent every write still queued, then reads each record
 * from the server and checks it holds what the write wrote. Waits for the network.
 */
export async function confirmEarlierWrites(entries: OutboxEntry[]): Promise<Confirmation[]> {
  const [sdk, db, auth] = await Promise.all([import('firebase/firestore'), getDb(), getFirebaseAuth()]);
  // Firestore keeps each user's queue apart: until it knows who is signed in, it would wait on
  // an empty one.
  await auth.authStateReady();
  await sdk.waitForPendingWrites(db);
  const results: Confirmation[] = [];
  for (const entry of entries) {
    const witness = witnessOf(entry.ops);
    if (!witness) {
      results.push({ id: entry.id, applied: true });
      continue;
    }
    const ref = sdk.doc(db, witness.path);
    // Still pending on this device: not answered yet (never taken for a refusal).
    const local = await sdk.getDocFromCache(ref).catch(() => null);
    if (local?.metadata.hasPendingWrites) {
      results.push({ id: entry.id, applied: 'waiting' });
      continue;
    }
    const snap = await sdk.getDocFromServer(ref);
    const applied = opApplied(witness, snap.exists() ? snap.data() : null);
    results.push({
      id: entry.id,
      applied,
      ...(applied ? {} : { serverStatus: await serverStatus(sdk, db, entry.ops[0].path) }),
    });
  }
  return results;
}

/**
 * The operation that shows whether a batch reached the server (a batch is all or nothing): a
 * history event where there is one, since nobody edits it afterwards; otherwise the first write.
 * (Rollup counters are never witnesses: every later change moves them.)
 */
export function witnessOf(ops: RecordedOp[]): RecordedOp | undefined {
  return ops.find((op) => /\/history\/[^/]+$/.test(op.path)) ?? ops[0];
}
