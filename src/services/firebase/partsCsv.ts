// The parts catalogue's CSV export and import (domain/partsCsv.ts) against Firestore: the whole
// catalogue read in pages for the export, the parts a file names found by their numbers, the
// company's allowance of parts, and a checked import written offline-first.
//
// Reads are one-time reads from the server (getDocsFromServer): an export or an import built
// from the part of the catalogue this device happens to hold would be wrong without saying so;
// offline, they fail and the page says so in words.
//
// Writes: each new part is its own batch (`queuePart`: the part and the company record's
// `partCount` +1 naming it, the only step the rules allow a batch), queued in the file's order;
// changes to existing parts go UPDATES_PER_BATCH to a batch. Batches resolve once queued on the
// device; the import resolves when the server has acknowledged every one.
import type * as FirestoreSdk from 'firebase/firestore';
import { partKeywords, partNumberForms, partNumberKey, partSearchWord } from '../../domain/inventory';
import { type PartsLimitProblem, partsLimitProblem, type PartUpdate, type PartValues } from '../../domain/partsCsv';
import { newId } from '../../lib/ids';
import { CorruptDocumentError } from './schema';
import { refs } from './collections';
import { getDb } from './firestore';
import { inventoryPaths, inventoryRefs, type Part, queuePart } from './inventory';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

type Sdk = typeof FirestoreSdk;

/** The export reads the catalogue this many parts at a time, by number. */
export const EXPORT_PAGE_SIZE = 500;
/** Firestore's most values in one `in` or `array-contains-any` filter. */
export const LOOKUP_CHUNK = 30;
/** Lookups in flight at once. */
const LOOKUPS_AT_ONCE = 6;
/** Changes to existing parts in one batch (Firestore takes 500 writes in a batch). */
export const UPDATES_PER_BATCH = 450;

/**
 * Every part of the catalogue, by number, read EXPORT_PAGE_SIZE at a time (a 20,000-part catalogue
 * is 40 reads). `onPage` hears how many have been read after each page.
 */
export async function readAllParts(company: string, onPage?: (read: number) => void): Promise<Part[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const parts = inventoryRefs(sdk, db).parts(company);
  const all: Part[] = [];
  let after: FirestoreSdk.QueryDocumentSnapshot<Part> | undefined;
  for (;;) {
    const page = await sdk.getDocsFromServer(
      sdk.query(parts, sdk.orderBy('number'), ...(after ? [sdk.startAfter(after)] : []), sdk.limit(EXPORT_PAGE_SIZE)),
    );
    all.push(...page.docs.map((d) => d.data()));
    onPage?.(all.length);
    if (page.docs.length < EXPORT_PAGE_SIZE) return all;
    after = page.docs[page.docs.length - 1];
  }
}

/** `items` in chunks of `size`. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The ways a number may be stored, for the `in` query (domain/inventory.ts). */
export const numberForms = partNumberForms;

/** The search word of each number (as the catalogue search asks for it), each once; none for numbers without one. */
export function numberSearchWords(numbers: readonly string[]): string[] {
  return [...new Set(numbers.map(partSearchWord).filter((w): w is string => w !== null))];
}

/** Runs `read` on each chunk, a few at a time. */
async function eachChunk<T>(chunks: readonly T[][], read: (chunk: T[]) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) await read(chunks[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, chunks.length) }, worker));
}

/**
 * The parts of the catalogue whose number is one of `numbers`, compared as the app compares them
 * (`partNumberKey`: case and surrounding spaces aside), without reading the whole catalogue.
 *
 * How: Firestore compares strings exactly and a part's `number` is stored as it was typed, so
 * 1. `where('number', 'in', …)` in chunks of 30 of each number's forms (as written, upper case,
 *    lower case): what an export gives back, and most catalogues, are found here;
 * 2. the numbers still not found may be stored in another mix of cases ("Brg-6205" for
 *    "BRG-6205"). Those are looked for by their search word (`partSearchWord`: the word the
 *    catalogue search asks for, among the folded prefixes `partKeywords` stores), with
 *    `array-contains-any` in chunks of 30 distinct words, and kept only if their number matches.
 * The choice: a part is found whenever the parts list's search would find it by its number, and
 * the reads are the parts sharing those words, not the catalogue. A number with no word of two
 * letters or digits ("A-1") is found by its forms only; its only other spellings mix the case of
 * single letters.
 */
export async function findPartsByNumber(company: string, numbers: readonly string[]): Promise<Part[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const parts = inventoryRefs(sdk, db).parts(company);
  const wanted = new Set(numbers.map(partNumberKey).filter(Boolean));
  const found = new Map<string, Part>();
  const keep = (snapshot: FirestoreSdk.QuerySnapshot<Part>) => {
    for (const doc of snapshot.docs) {
      try {
        const part = doc.data();
        if (wanted.has(partNumberKey(part.number))) found.set(part.id, part);
      } catch (error) {
        // A damaged part another number shares a word with is none of this import's business.
        const number: unknown = doc.get('number');
        if (
          !(error instanceof CorruptDocumentError) ||
          (typeof number === 'string' && wanted.has(partNumberKey(number)))
        )
          throw error;
      }
    }
  };
  await eachChunk(chunked(numberForms(numbers), LOOKUP_CHUNK), async (chunk) =>
    keep(await sdk.getDocsFromServer(sdk.query(parts, sdk.where('number', 'in', chunk)))),
  );
  const matched = new Set([...found.values()].map((p) => partNumberKey(p.number)));
  const words = numberSearchWords(numbers.filter((n) => !matched.has(partNumberKey(n))));
  await eachChunk(chunked(words, LOOKUP_CHUNK), async (chunk) =>
    keep(await sdk.getDocsFromServer(sdk.query(parts, sdk.where('keywords', 'array-contains-any', chunk)))),
  );
  return [...found.values()];
}

/** The company's plan and how many parts its record counts, as the server has them. */
export async function readPartAllowance(company: string): Promise<{ paid: boolean; used: number }> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const record = (await sdk.getDocFromServer(refs(sdk, db).companyRecord(company))).data();
  return { paid: record?.paid === true, used: record?.partCount ?? 0 };
}

/** Parts of an import queued on this device and acknowledged by the server, of its total. */
export interface PartsImportProgress {
  total: number;
  queued: number;
  acknowledged: number;
}

export type PartsImportOutcome =
  | { refused: PartsLimitProblem }
  | {
      /** The new parts' ids, in the file's order. */
      created: string[];
      updated: string[];
    };

/** The sync centre's name for a batch of changes: first and last numbers and its size. */
function updatesLabel(batch: readonly PartUpdate[]): WriteLabel {
  const first = batch[0].after.number;
  const record = batch.length > 1 ? `${first} … ${batch[batch.length - 1].after.number} (${batch.length})` : first;
  return { what: 'part', record, link: '/app/inventory/parts' };
}

/** Changes to existing parts in one batch: only the file's columns, the search words and the stamp. */
function queueUpdates(company: string, uid: string, batch: readonly PartUpdate[]): Promise<QueuedWrite> {
  return queueBatch((writes, sdk: Sdk, db) => {
    for (const { id, changes, after } of batch)
      writes.update(sdk.doc(db, inventoryPaths.part(company, id)), {
        ...changes,
        keywords: partKeywords(after),
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      });
  }, updatesLabel(batch));
}

/**
 * Writes a checked import (domain/partsCsv.ts `planPartsImport`; an invalid preview plans
 * nothing). First the plan's allowance is read from the server: a Free company whose count and
 * new parts would pass the limit is refused before anything is written. Then the changes, then
 * each new part in order; a refusal stops what is not yet queued and rejects with it.
 * `onProgress` hears each part queued and acknowledged.
 */
export async function importParts(
  company: string,
  uid: string,
  plan: { creates: readonly PartValues[]; updates: readonly PartUpdate[] },
  onProgress: (progress: PartsImportProgress) => void,
): Promise<PartsImportOutcome> {
  const { paid, used } = await readPartAllowance(company);
  const over = partsLimitProblem(paid, used, plan.creates.length);
  if (over) return { refused: over };
  const progress: PartsImportProgress = {
    total: plan.creates.length + plan.updates.length,
    queued: 0,
    acknowledged: 0,
  };
  onProgress({ ...progress });
  let refusal: { error: unknown } | null = null;
  const acknowledgements: Promise<void>[] = [];
  const track = (queued: QueuedWrite, parts: number) => {
    progress.queued += parts;
    onProgress({ ...progress });
    const acknowledged = queued.acknowledged.then(
      () => {
        progress.acknowledged += parts;
        onProgress({ ...progress });
      },
      (error: unknown) => {
        refusal ??= { error };
        throw error;
      },
    );
    acknowledged.catch(() => undefined); // awaited below, with the others
    acknowledgements.push(acknowledged);
  };
  for (const batch of chunked(plan.updates, UPDATES_PER_BATCH)) {
    if (refusal) break;
    track(await queueUpdates(company, uid, batch), batch.length);
  }
  const created: string[] = [];
  for (const values of plan.creates) {
    if (refusal) break;
    const id = newId();
    track(await queuePart(company, id, { ...values, fits: [...values.fits] }, uid, true), 1);
    created.push(id);
  }
  await Promise.all(acknowledgements);
  return { created, updated: plan.updates.map((u) => u.id) };
}
