// A plant's shutdowns (domain/shutdowns.ts): `…/plants/{plant}/shutdowns/{id}` {title, start, end,
// equipment, orders, note, cancelled, createdAt, createdBy, updatedAt, updatedBy}. Members read,
// admins write; the rules check the same shape (firestore.rules "Shutdowns"). Live, written
// offline-first; the reader refuses a damaged document rather than guessing.
import { ISO_DAY } from '../../domain/assets';
import { type Shutdown, SHUTDOWN_LIMITS, type ShutdownInput } from '../../domain/shutdowns';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { type Listener, type LiveList, subscribe } from './live';
import type { FieldReader } from './schema';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

export type { Shutdown, ShutdownInput };

export const shutdownsPath = (key: PlantKey) => `${paths.plant(key)}/shutdowns`;
export const shutdownPath = (key: PlantKey, id: string) => `${shutdownsPath(key)}/${id}`;

/** The most shutdowns a plant's list reads (newest first): years of them. */
export const MAX_SHUTDOWNS = 200;

const day = (r: FieldReader, field: string): string => {
  const v = r.nullableString(field, { max: 10, pattern: ISO_DAY });
  if (v === null) r.fail(field, 'is missing');
  return v;
};

export function parseShutdown(id: string, r: FieldReader): Shutdown {
  const start = day(r, 'start');
  const end = day(r, 'end');
  if (end < start) r.fail('end', 'is before the start');
  const equipment = r.textList('equipment', 128);
  if (equipment.length > SHUTDOWN_LIMITS.equipment) r.fail('equipment', 'has too many items');
  const orders = r.textList('orders', 64);
  if (orders.length > SHUTDOWN_LIMITS.orders) r.fail('orders', 'has too many orders');
  return {
    id,
    title: r.string('title', { max: SHUTDOWN_LIMITS.title }),
    start,
    end,
    equipment,
    orders,
    note: r.string('note', { optional: true, max: SHUTDOWN_LIMITS.note }),
    cancelled: r.boolean('cancelled', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
  };
}

const shutdownConverter = converter((r, s) => parseShutdown(s.id, r));

/** The plant's shutdowns, the latest first (the list and the board sort them on the client). */
export function subscribeShutdowns(key: PlantKey, listener: Listener<LiveList<Shutdown>>): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        sdk.collection(db, shutdownsPath(key)).withConverter(shutdownConverter),
        sdk.orderBy('start', 'desc'),
        sdk.limit(MAX_SHUTDOWNS),
      ),
    listener,
  );
}

const label = (id: string, title: string): WriteLabel => ({
  what: 'shutdown',
  record: title,
  link: `/app/work/shutdowns/${id}`,
});

/** Creates (`isNew`, the page made the id) or rewrites a shutdown's own fields. */
export function queueSaveShutdown(
  key: PlantKey,
  id: string,
  input: ShutdownInput,
  isNew: boolean,
  uid: string,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, shutdownPath(key, id));
      const stamps = { updatedAt: sdk.serverTimestamp(), updatedBy: uid };
      if (isNew)
        batch.set(ref, { ...input, cancelled: false, createdAt: sdk.serverTimestamp(), createdBy: uid, ...stamps });
      else batch.update(ref, { ...input, ...stamps });
    },
    label(id, input.title),
  );
}

/**
 * Orders planned into the shutdown (`add`) or taken out of it (`remove`): only those numbers
 * change, so two planners adding work at once both keep theirs.
 */
export function queueShutdownOrders(
  key: PlantKey,
  shutdown: Pick<Shutdown, 'id' | 'title'>,
  change: { add: readonly string[]; remove: readonly string[] },
  uid: string,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, shutdownPath(key, shutdown.id));
      const stamps = { updatedAt: sdk.serverTimestamp(), updatedBy: uid };
      if (change.add.length) batch.update(ref, { orders: sdk.arrayUnion(...change.add), ...stamps });
      if (change.remove.length) batch.update(ref, { orders: sdk.arrayRemove(...change.remove), ...stamps });
    },
    label(shutdown.id, shutdown.title),
  );
}

/** Cancels a shutdown (its plan is kept) or plans it again. */
export function queueShutdownCancelled(
  key: PlantKey,
  shutdown: Pick<Shutdown, 'id' | 'title'>,
  cancelled: boolean,
  uid: string,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      batch.update(sdk.doc(db, shutdownPath(key, shutdown.id)), {
        cancelled,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      });
    },
    label(shutdown.id, shutdown.title),
  );
}
