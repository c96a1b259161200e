// Reads a whole company for its archive (domain/companyArchive.ts): the company record, its
// members and e-mail choices, its invitations and request portals, and every collection of
// COMPANY_TREE under every document that holds one — each from the server over REST, 500
// documents a page in document-id order, many collections at a time; and the export's audit list
// (users/{c}/companies/{c}/exports/{id}: when, by whom, how much), which admins read and add to.
import {
  type ArchiveCollection,
  type ArchiveDocument,
  COMPANY_TREE,
  NAMED_COLLECTIONS,
  OWNER_COLLECTIONS,
} from '../../domain/companyArchive';
import { newId } from '../../lib/ids';
import { converter } from './converter';
import { type Listener, type LiveList, subscribe } from './live';
import { type FieldReader } from './schema';
import { readDocument, readPage } from './restRead';
import { type QueuedWrite, queueBatch } from './writes';

/** Documents read from the server in one page. */
export const ARCHIVE_PAGE = 500;
/**
 * Collections read at once (one page each): the walk's parallelism. Most are small (an order's
 * history, an equipment's readings), so the time goes in round trips: many at once.
 */
export const ARCHIVE_PARALLEL = 24;

export interface ArchiveProgress {
  /** Documents read so far. */
  documents: number;
  /** Collections read whole, and known to be read (grows as parents are read). */
  done: number;
  known: number;
}

export interface ReadOptions {
  /** Each document as it is read, with the archive's kind. */
  onDocument: (kind: string, doc: ArchiveDocument) => void;
  onProgress?: (progress: ArchiveProgress) => void;
  /** Stops the walk (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/** A collection to read: where, which kind, and (for the top-level ones) the company filter. */
interface Job {
  path: string;
  node: ArchiveCollection;
  where?: { field: string; value: string };
}

/**
 * Reads every document of `company` from the server over REST (restRead.ts: never this device's
 * cache, which an archive read offline would leave incomplete and a large one would fill) and
 * gives each to `onDocument`. Resolves with the count per kind.
 */
export async function readCompany(company: string, options: ReadOptions): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const progress: ArchiveProgress = { documents: 0, done: 0, known: 0 };
  const report = () => options.onProgress?.({ ...progress });
  const stopIfAsked = () => {
    if (options.signal?.aborted) throw new DOMException('The export was stopped.', 'AbortError');
  };
  const emit = (kind: string, doc: ArchiveDocument) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    progress.documents++;
    options.onDocument(kind, doc);
  };

  const record = await readDocument(`users/${company}`);
  if (record) emit('company', record);

  const queue: Job[] = [
    ...OWNER_COLLECTIONS.map((node) => ({ path: `users/${company}/${node.id}`, node })),
    ...NAMED_COLLECTIONS.map(({ kind, id, field }) => ({
      path: id,
      node: { kind, id },
      where: { field, value: company },
    })),
    ...COMPANY_TREE.map((node) => ({ path: `users/${company}/companies/${company}/${node.id}`, node })),
  ];
  progress.known = queue.length;
  report();

  const readJob = async (job: Job) => {
    if (job.node.ids) {
      // Collections of named documents (settings) are read one document at a time: the rules
      // allow those names only, so a list of the collection would be refused.
      for (const id of job.node.ids) {
        stopIfAsked();
        const doc = await readDocument(`${job.path}/${id}`);
        if (doc) emit(job.node.kind, doc);
      }
    } else {
      let after: string | undefined;
      for (;;) {
        stopIfAsked();
        const page = await readPage(job.path, { after, limit: ARCHIVE_PAGE, where: job.where });
        for (const doc of page) {
          emit(job.node.kind, doc);
          for (const child of job.node.children ?? []) {
            queue.push({ path: `${doc.path}/${child.id}`, node: child });
            progress.known++;
          }
        }
        report();
        if (page.length < ARCHIVE_PAGE) break;
        after = page[page.length - 1].path;
      }
    }
    progress.done++;
    report();
  };

  // A few collections at a time; each read may add its documents' collections to the queue. The
  // first failure stops the walk (an archive is whole or not made), once the reads under way end.
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  while ((queue.length && failure === null) || running.size) {
    while (queue.length && running.size < ARCHIVE_PARALLEL && failure === null && !options.signal?.aborted) {
      const task: Promise<void> = readJob(queue.shift()!)
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => running.delete(task));
      running.add(task);
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  if (failure !== null) throw failure instanceof Error ? failure : new Error('The company could not be read.');
  stopIfAsked();
  return counts;
}

/** A Storage file of the attachments index, as bytes (null when it is no longer there). */
export async function readStoredFile(path: string): Promise<Uint8Array | null> {
  const [{ getFileStorage }, storage] = await Promise.all([import('./storage'), import('firebase/storage')]);
  try {
    const blob = await storage.getBlob(storage.ref(await getFileStorage(), path));
    return new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    if ((error as { code?: string }).code === 'storage/object-not-found') return null;
    throw error;
  }
}

// ---- The audit list ----------------------------------------------------------------------

/** One export, as the audit list keeps it. */
export interface ExportRecord {
  id: string;
  at: string | null;
  by: string;
  byName: string;
  /** Documents in the archive. */
  documents: number;
  /** Files in it besides the index (0: the index alone). */
  files: number;
}

export const exportsPath = (company: string) => `users/${company}/companies/${company}/exports`;

export function parseExportRecord(id: string, r: FieldReader): ExportRecord {
  return {
    id,
    at: r.timestamp('at', { optional: true }),
    by: r.string('by', { max: 128 }),
    byName: r.string('byName', { max: 200 }),
    documents: r.finite('documents', 0, 1e9),
    files: r.finite('files', 0, 1e9),
  };
}

const exportConverter = converter((r, s) => parseExportRecord(s.id, r));

/** How many past exports the page lists (newest first). */
export const EXPORTS_SHOWN = 20;

export function subscribeExports(company: string, listener: Listener<LiveList<ExportRecord>>): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        sdk.collection(db, exportsPath(company)).withConverter(exportConverter),
        sdk.orderBy('at', 'desc'),
        sdk.limit(EXPORTS_SHOWN),
      ),
    listener,
  );
}

/** Records an export in the audit list (firestore.rules: admins only, as themselves, now). */
export function queueExportRecord(
  company: string,
  who: { uid: string; name: string },
  figures: { documents: number; files: number },
): Promise<QueuedWrite> {
  const id = newId();
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(sdk.doc(db, `${exportsPath(company)}/${id}`), {
        at: sdk.serverTimestamp(),
        by: who.uid,
        byName: who.name,
        documents: figures.documents,
        files: figures.files,
      }),
    { what: 'export', record: '', link: '/app/company/export' },
  );
}
