#!/usr/bin/env node
// `npm run company:delete -- --company <companyUID> [--project <id>] [--dry-run] [--confirm <project id>]`:
// the operator deletes, for good, a company its owner closed (Company › Export data › Close the
// company) once its owner's 30 days of reading are over: every document and every file of that
// company, and nothing else.
//
// What is deleted: the company record users/{company} and everything under it (members, the
// company's sites, plants, equipment, work, plans, parts, …, whatever the collections are called);
// the members' own records (users/{uid} naming the company: the accounts stay, with no company);
// the invitations, request portals, portal status pages and queued e-mails naming the company;
// and every file in Storage under users/{company}/. `--dry-run` lists all of it and deletes
// nothing.
//
// It refuses, with the reason and exit code 1, before deleting anything: a UID that is not one, a
// record that is not a company's (missing, or a member's own), a company that is not closed, or
// whose owner's 30 days are not over, a real project without `--confirm <that project's id>`, and
// emulators that do not answer. The project is chosen as for `company:set-paid` (the emulators by
// default; a real project needs GOOGLE_APPLICATION_CREDENTIALS). Usage mistakes exit with 2.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { CLOSED_READ_DAYS, closedDeletable } from '../src/domain/companyClose';
import { answers, type Env, SetPaidError, targetOf, type Target } from './setPaid';

export const USAGE =
  'Usage: npm run company:delete -- --company <companyUID> [--project <id>] [--dry-run] [--confirm <project id>]';

/** Why a deletion does nothing, in words (exit code 1; 2 for a usage mistake). */
export class DeleteRefusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'DeleteRefusal';
  }
}

export interface DeleteArgs {
  company: string;
  project: string | null;
  dryRun: boolean;
  confirm: string | null;
}

const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** The top-level collections whose documents name a company, and the field that names it. */
export const NAMING: readonly [collection: string, field: string][] = [
  ['users', 'companyUID'],
  ['invites', 'companyUID'],
  ['portals', 'company'],
  ['portalStatus', 'company'],
  ['mail', 'company'],
];

export function parseArgs(argv: string[]): DeleteArgs {
  const args: DeleteArgs = { company: '', project: null, dryRun: false, confirm: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (!v || v.startsWith('--')) throw new DeleteRefusal(`${arg} needs a value.\n${USAGE}`, 2);
      return v;
    };
    if (arg === '--company') args.company = value();
    else if (arg === '--project') args.project = value();
    else if (arg === '--confirm') args.confirm = value();
    else if (arg === '--dry-run') args.dryRun = true;
    else throw new DeleteRefusal(`Unknown argument ${arg}.\n${USAGE}`, 2);
  }
  if (!args.company) throw new DeleteRefusal(`Name the company with --company.\n${USAGE}`, 2);
  if (!UID.test(args.company)) throw new DeleteRefusal(`${args.company} is not a company UID. Nothing was deleted.`);
  return args;
}

/** What a deletion covers: every document by path, and every file in Storage. */
export interface DeletionPlan {
  company: string;
  name: string;
  closedAt: string;
  documents: string[];
  files: string[];
}

/**
 * Every document under `ref` (itself included when it exists), listed collection by collection,
 * through documents that only hold collections too (users/{c}/companies/{c} has no fields).
 */
async function under(db: Firestore, ref: DocumentReference): Promise<string[]> {
  const found: string[] = [];
  if ((await ref.get()).exists) found.push(ref.path);
  let level = [ref];
  while (level.length) {
    const next: DocumentReference[] = [];
    for (const parent of level)
      for (const collection of await parent.listCollections()) {
        const refs = await collection.listDocuments();
        for (const snap of refs.length ? await db.getAll(...refs) : []) if (snap.exists) found.push(snap.ref.path);
        next.push(...refs);
      }
    level = next;
  }
  return found;
}

/** Checks the company may be deleted at `now`, and lists what deleting it deletes. */
export async function planDeletion(
  db: Firestore,
  files: (prefix: string) => Promise<string[]>,
  company: string,
  now: Date,
): Promise<DeletionPlan> {
  const record = await db.doc(`users/${company}`).get();
  if (!record.exists) throw new DeleteRefusal(`There is no company ${company} (users/${company} does not exist).`);
  const data = record.data() as { companyUID?: string; companyName?: string; displayName?: string; closedAt?: unknown };
  if (data.companyUID !== company)
    throw new DeleteRefusal(`users/${company} is a member's own record, not a company. Nothing was deleted.`);
  const closedAt = (data.closedAt as { toDate?: () => Date } | undefined)?.toDate?.().toISOString();
  if (!closedAt)
    throw new DeleteRefusal(
      `Company ${company} is not closed: only its owner closes it (Company › Export data). Nothing was deleted.`,
    );
  if (!closedDeletable(closedAt, now))
    throw new DeleteRefusal(
      `Company ${company} was closed on ${closedAt}: its owner may read it for ${CLOSED_READ_DAYS} days, until ` +
        `${new Date(Date.parse(closedAt) + CLOSED_READ_DAYS * 86_400_000).toISOString()}. Nothing was deleted.`,
    );
  const documents = await under(db, db.doc(`users/${company}`));
  for (const [collection, field] of NAMING)
    for (const doc of (await db.collection(collection).where(field, '==', company).get()).docs)
      if (!documents.includes(doc.ref.path)) documents.push(doc.ref.path);
  return {
    company,
    name: data.companyName || data.displayName || company,
    closedAt,
    documents,
    files: await files(`users/${company}/`),
  };
}

/** Deletes what the plan lists: the company's tree at once, the documents naming it one by one, the files. */
export async function executeDeletion(
  db: Firestore,
  deleteFiles: (prefix: string) => Promise<void>,
  plan: DeletionPlan,
): Promise<void> {
  await db.recursiveDelete(db.doc(`users/${plan.company}`));
  const writer = db.bulkWriter();
  for (const p of plan.documents) if (!p.startsWith(`users/${plan.company}/`)) void writer.delete(db.doc(p));
  await writer.close();
  await deleteFiles(`users/${plan.company}/`);
}

/** Opens the project (`target`), runs `act` on its Firestore and Storage, and closes it. */
async function withProject<T>(
  target: Target,
  act: (
    db: Firestore,
    files: (prefix: string) => Promise<string[]>,
    del: (prefix: string) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  if (target.kind === 'emulator') {
    if (!(await answers(target.host)))
      throw new DeleteRefusal(
        `The Firestore emulator at ${target.host} does not answer: start it. Nothing was deleted.`,
      );
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  } else {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  }
  const { initializeApp, deleteApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getStorage } = await import('firebase-admin/storage');
  const app = initializeApp(
    {
      projectId: target.project,
      storageBucket: process.env.STORAGE_BUCKET || `${target.project}.appspot.com`,
      ...(target.kind === 'real' ? { credential: applicationDefault() } : {}),
    },
    `delete-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  // The Storage emulator only when one runs (`emulators exec` names it); otherwise no files.
  const storage =
    target.kind === 'real' || process.env.FIREBASE_STORAGE_EMULATOR_HOST ? getStorage(app).bucket() : null;
  try {
    return await act(
      getFirestore(app),
      async (prefix) => (storage ? (await storage.getFiles({ prefix }))[0].map((f) => f.name) : []),
      async (prefix) => {
        if (storage) await storage.deleteFiles({ prefix });
      },
    );
  } finally {
    await deleteApp(app);
  }
}

export async function main(
  argv: string[] = process.argv.slice(2),
  env: Env = process.env,
  now: Date = new Date(),
): Promise<number> {
  try {
    const { company, project, dryRun, confirm } = parseArgs(argv);
    const target = targetOf(project, env);
    if (target.kind === 'real' && !dryRun && confirm !== target.project)
      throw new DeleteRefusal(
        `${target.project} is a real project: deleting a company there for good needs --confirm ${target.project} ` +
          '(try --dry-run first). Nothing was deleted.',
      );
    return await withProject(target, async (db, files, deleteFiles) => {
      const plan = await planDeletion(db, files, company, now);
      const where = target.kind === 'emulator' ? `the emulators (${target.project})` : target.project;
      const fileCount = `${plan.files.length} file${plan.files.length === 1 ? '' : 's'}`;
      const what = `${plan.documents.length} documents and ${fileCount} of ${plan.name} (${company}), closed on ${plan.closedAt}, in ${where}`;
      if (dryRun) {
        console.log(`Would delete ${what}:`);
        for (const p of [...plan.documents, ...plan.files.map((f) => `file ${f}`)]) console.log(`  ${p}`);
        console.log('Nothing was deleted (--dry-run).');
        return 0;
      }
      await executeDeletion(db, deleteFiles, plan);
      console.log(`Deleted ${what}.`);
      return 0;
    });
  } catch (error) {
    if (error instanceof DeleteRefusal || error instanceof SetPaidError) {
      console.error(error.message);
      return error.exitCode;
    }
    console.error(`Could not delete: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
