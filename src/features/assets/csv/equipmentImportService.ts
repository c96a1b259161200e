// Writes a checked CSV import and reads a plant's equipment for the export.
// The only file of the CSV feature that talks to Firestore.
//
// An import is written in batches, parents before children: each batch creates up to 400
// equipment documents (their 16 keys) and adds their summaries to the plant document
// (`equipments: arrayUnion(...)`), so the plant's list always names exactly the equipment that
// exists. Batches are queued in order without waiting for the server (offline-first); Firestore
// sends them in that order, so a parent written by an earlier batch exists when a later batch's
// rules look for it.
//
// Why batches also split by parents: firestore.rules checks each new document's parent with
// getAfter(); a batched write may make at most 20 distinct document look-ups in its rules
// (each document counted once), and every batch also looks up the writer's membership and the
// plant. A batch therefore names at most MAX_PARENTS_PER_BATCH distinct parents.
import type * as FirestoreSdk from 'firebase/firestore';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import { assetRefs, type Equipment, type EquipmentSummary, summaryOf } from '../../../services/firebase/assets';
import { getDb } from '../../../services/firebase/firestore';
import { queueBatch, type WriteLabel } from '../../../services/firebase/writes';
import type { ImportItem } from './equipmentCsv';

export type { ImportItem };

export const MAX_EQUIPMENT_PER_BATCH = 400;
export const MAX_PARENTS_PER_BATCH = 15;
export const EXPORT_PAGE_SIZE = 500;

export interface ImportProgress {
  total: number;
  queued: number;
  acknowledged: number;
}

/** Splits items (parents first) into batches of at most 400 items and 15 distinct parents. */
export function planBatches<T extends { input: { parent: string | null } }>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let parents = new Set<string>();
  for (const item of items) {
    const parent = item.input.parent;
    const newParent = parent !== null && !parents.has(parent);
    if (batch.length >= MAX_EQUIPMENT_PER_BATCH || (newParent && parents.size >= MAX_PARENTS_PER_BATCH)) {
      batches.push(batch);
      batch = [];
      parents = new Set();
    }
    batch.push(item);
    if (parent !== null) parents.add(parent);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** The sync centre's name for a (non-empty) batch: first and last tags and its size, on the list. */
function importLabel(plantKey: PlantKey, batch: readonly { input: { tag: string } }[]): WriteLabel {
  const first = batch[0].input.tag.trim();
  const record = batch.length > 1 ? `${first} … ${batch[batch.length - 1].input.tag.trim()} (${batch.length})` : first;
  return { what: 'import', record: record || plantKey.plant, link: '/app/assets/list' };
}

/**
 * Writes the items into the plant (they must have passed the CSV check: an invalid preview never
 * reaches here). Resolves with the summaries written once every batch is acknowledged; rejects
 * with the first refusal. `onProgress` hears each batch queued and acknowledged.
 */
export async function importEquipment(
  plantKey: PlantKey,
  uid: string,
  items: readonly ImportItem[],
  onProgress: (progress: ImportProgress) => void,
): Promise<EquipmentSummary[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const refs = assetRefs(sdk, db);
  const collection = sdk.collection(db, paths.equipment(plantKey));
  // Firestore's own auto ids, known before anything is written, so children can name parents.
  const ids = new Map(items.map((item) => [item.key, sdk.doc(collection).id]));
  const resolved = items.map((item) => ({
    id: ids.get(item.key)!,
    input: {
      ...item.input,
      parent: item.parentInImport && item.input.parent ? ids.get(item.input.parent)! : item.input.parent,
    },
  }));
  const batches = planBatches(resolved);
  const progress: ImportProgress = { total: batches.length, queued: 0, acknowledged: 0 };
  onProgress({ ...progress });
  const acknowledgements: Promise<void>[] = [];
  for (const batch of batches) {
    const label = importLabel(plantKey, batch);
    const queued = await queueBatch((writes) => {
      for (const { id, input } of batch) {
        writes.set(sdk.doc(collection, id), {
          ...input,
          createdAt: sdk.serverTimestamp(),
          createdBy: uid,
          updatedAt: sdk.serverTimestamp(),
          updatedBy: uid,
        } satisfies Record<keyof Omit<Equipment, 'id' | 'bin'>, unknown>);
      }
      writes.update(refs.plant(plantKey), {
        equipments: sdk.arrayUnion(...batch.map(({ id, input }) => summaryOf(id, input))),
      });
    }, label);
    progress.queued += 1;
    onProgress({ ...progress });
    acknowledgements.push(
      queued.acknowledged.then(() => {
        progress.acknowledged += 1;
        onProgress({ ...progress });
      }),
    );
  }
  await Promise.all(acknowledgements);
  return resolved.map(({ id, input }) => summaryOf(id, input));
}

/** Every piece of equipment of the plant, read in pages of 500 by document id (for the export). */
export async function readAllEquipment(plantKey: PlantKey): Promise<Equipment[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const list = assetRefs(sdk, db).equipmentList(plantKey);
  const items: Equipment[] = [];
  let after: FirestoreSdk.QueryDocumentSnapshot<Equipment> | undefined;
  for (;;) {
    const page = await sdk.getDocs(
      sdk.query(
        list,
        sdk.orderBy(sdk.documentId()),
        ...(after ? [sdk.startAfter(after)] : []),
        sdk.limit(EXPORT_PAGE_SIZE),
      ),
    );
    items.push(...page.docs.map((d) => d.data()));
    if (page.docs.length < EXPORT_PAGE_SIZE) return items;
    after = page.docs[page.docs.length - 1];
  }
}
