// A work order's other costs (domain/costs.ts): lines such as a contractor's invoice or a hired
// crane, at `…/plants/{plant}/otherCosts/{id}` naming their order, so that the cost report reads a
// period's lines in one query. Added by an admin (or, while the work is in progress, by one of its
// assignees) until the order is closed; an admin may remove a line recorded by mistake. Never
// changed: a correction is a removal and a new line. Offline-first, like every write.
import type * as FirestoreSdk from 'firebase/firestore';
import { isOtherCostKind, OTHER_COST_KINDS, OTHER_COST_LIMITS, type OtherCostKind } from '../../domain/costs';
import { type PlantKey, paths } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import { type Listener, type LiveList, subscribe } from './live';
import { type FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

type Sdk = typeof FirestoreSdk;

export interface OtherCostInput {
  /** The order's number. */
  order: string;
  kind: OtherCostKind;
  what: string;
  amount: number;
}

export interface OtherCost extends OtherCostInput {
  id: string;
  by: string;
  byName: string;
  /** ISO; null while the server's time is on its way. */
  at: string | null;
}

export function parseOtherCost(id: string, r: FieldReader): OtherCost {
  const kind = r.oneOf('kind', OTHER_COST_KINDS);
  return {
    id,
    order: r.string('order', { max: 100 }),
    kind: isOtherCostKind(kind) ? kind : 'other',
    what: r.string('what', { max: OTHER_COST_LIMITS.what }),
    amount: r.finite('amount', 0.01, OTHER_COST_LIMITS.amount),
    by: r.string('by', { max: 128 }),
    byName: r.string('byName', { optional: true, max: 200 }),
    at: r.timestamp('at', { optional: true }),
  };
}

const otherCostConverter = converter((r, s) => parseOtherCost(s.id, r));

const otherCostsRef = (sdk: Sdk, db: FirestoreSdk.Firestore, k: PlantKey) =>
  sdk.collection(db, paths.otherCosts(k)).withConverter(otherCostConverter);

/** One order's other-cost lines, live, oldest first. */
export function subscribeOrderOtherCosts(
  k: PlantKey,
  order: string,
  listener: Listener<LiveList<OtherCost>>,
): () => void {
  return subscribe((sdk, db) => sdk.query(otherCostsRef(sdk, db, k), sdk.where('order', '==', order)), {
    next: (list) => listener.next({ ...list, items: [...list.items].sort(byTime) }),
    error: listener.error,
  });
}

const byTime = (a: { at: string | null; id: string }, b: { at: string | null; id: string }) =>
  (a.at ?? '9999').localeCompare(b.at ?? '9999') || a.id.localeCompare(b.id);

/** The label an order's cost line carries in the sync centre. */
const labelOf = (input: { order: string; what: string }) => ({
  what: 'otherCost' as const,
  record: `${input.order} · ${input.what}`,
  link: `/app/work/${input.order}`,
});

/** A new other-cost line of an order (offline-first). */
export function queueOtherCost(
  k: PlantKey,
  id: string,
  input: OtherCostInput,
  who: { uid: string; name: string },
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(sdk.doc(db, `${paths.otherCosts(k)}/${id}`), {
        ...input,
        by: who.uid,
        byName: who.name,
        at: sdk.serverTimestamp(),
      }),
    { ...labelOf(input), values: { step: 'added' } },
  );
}

/** An admin's removal of a line recorded by mistake (offline-first). */
export function queueOtherCostRemoval(k: PlantKey, line: OtherCost): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => batch.delete(sdk.doc(db, `${paths.otherCosts(k)}/${line.id}`)), {
    ...labelOf(line),
    values: { step: 'removed' },
  });
}

/**
 * The plant's other-cost lines recorded since `from` (ISO), keyed by order number: the cost report
 * asks from the day its earliest order was raised (a line may come after its order's completion,
 * never before the order was raised). Damaged lines are left out (the order's page names them).
 */
export async function readOtherCosts(k: PlantKey, from: string): Promise<Map<string, OtherCost[]>> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snapshot = await sdk.getDocs(
    sdk.query(otherCostsRef(sdk, db, k), sdk.where('at', '>=', sdk.Timestamp.fromDate(new Date(from)))),
  );
  const byOrder = new Map<string, OtherCost[]>();
  for (const doc of snapshot.docs) {
    try {
      const line = doc.data();
      byOrder.set(line.order, [...(byOrder.get(line.order) ?? []), line]);
    } catch {
      // Left out: a damaged line.
    }
  }
  return byOrder;
}
