#!/usr/bin/env node
// `npm run company:import -- <archive.zip> --company <companyUID> [--project <id>]`: the operator
// restores a company from the archive an admin downloaded (Company › Export data) into a project
// where that company has nothing yet — a new Firebase project after a disaster, or the emulators.
// It writes every document of `json/*.jsonl` exactly (Firestore's types as the archive tags them)
// with firebase-admin, which the rules do not apply to. Files in Storage are not restored here.
//
// It refuses before writing anything, with the reason and exit code 1:
//   - a file that is not a Torque company archive, or of a version it does not read;
//   - an archive of another company than --company;
//   - a damaged or edited archive: a file missing, or not the bytes the manifest's checksum says,
//     a count that is not the number of documents, a line that is not a document, a document
//     outside the company;
//   - a company that is not empty there (its record, members or any of its collections exist).
// The project is chosen as for `company:set-paid` (the emulators by default; a real project needs
// GOOGLE_APPLICATION_CREDENTIALS). Usage mistakes exit with 2.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import type * as AdminFirestore from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveDocument,
  type ArchiveManifest,
  type ArchiveValue,
} from '../src/domain/companyArchive';
import { answers, type Env, SetPaidError, targetOf, type Target } from './setPaid';

export const USAGE = 'Usage: npm run company:import -- <archive.zip> --company <companyUID> [--project <id>]';

/** Why an import does nothing, in words (exit code 1; 2 for a usage mistake). */
export class ImportRefusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

export interface ImportArgs {
  file: string;
  company: string;
  project: string | null;
}

const UID = /^[A-Za-z0-9_-]{1,128}$/;

export function parseArgs(argv: string[]): ImportArgs {
  const positional: string[] = [];
  let company: string | null = null;
  let project: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (name: string) => {
      const v = arg === name ? argv[++i] : arg.slice(name.length + 1);
      if (!v) throw new ImportRefusal(`${name} needs a value.\n${USAGE}`, 2);
      return v;
    };
    if (arg === '--company' || arg.startsWith('--company=')) company = value('--company');
    else if (arg === '--project' || arg.startsWith('--project=')) project = value('--project');
    else if (arg.startsWith('--')) throw new ImportRefusal(`Unknown option ${arg}.\n${USAGE}`, 2);
    else positional.push(arg);
  }
  if (positional.length !== 1 || !company) throw new ImportRefusal(`Give the archive and --company.\n${USAGE}`, 2);
  if (!UID.test(company)) throw new ImportRefusal(`"${company}" is not a company UID.`);
  return { file: positional[0], company, project };
}

/** An archive read and checked: its manifest and its documents by kind. */
export interface CheckedArchive {
  manifest: ArchiveManifest;
  documents: { kind: string; doc: ArchiveDocument }[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whether a document's path is the company's: under users/{company}, or an invitation or portal naming it. */
function isCompanys(doc: ArchiveDocument, kind: string, company: string): boolean {
  if (kind === 'invites') return /^invites\/[^/]+$/.test(doc.path) && doc.data.companyUID === company;
  if (kind === 'portals') return /^portals\/[^/]+$/.test(doc.path) && doc.data.company === company;
  return doc.path === `users/${company}` || doc.path.startsWith(`users/${company}/`);
}

/** Reads the zip and checks it whole; throws ImportRefusal with every reason it is refused. */
export function checkArchive(zip: Uint8Array, company: string): CheckedArchive {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    throw new ImportRefusal('The file is not a zip archive (or it is damaged). Nothing was written.');
  }
  if (!files['manifest.json'])
    throw new ImportRefusal(
      'The archive has no manifest.json: it is not a Torque company archive. Nothing was written.',
    );
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(strFromU8(files['manifest.json'])) as ArchiveManifest;
  } catch {
    throw new ImportRefusal('The archive’s manifest.json is not valid JSON: it is damaged. Nothing was written.');
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new ImportRefusal('The archive is not a Torque company archive. Nothing was written.');
  if (manifest.version !== ARCHIVE_VERSION)
    throw new ImportRefusal(
      `The archive is of version ${manifest.version}; this Torque reads version ${ARCHIVE_VERSION}. Nothing was written.`,
    );
  if (manifest.company !== company)
    throw new ImportRefusal(
      `The archive is of another company (${manifest.companyName}, ${manifest.company}), not ${company}. Nothing was written.`,
    );

  const problems: string[] = [];
  const checksums = manifest.checksums ?? {};
  for (const [name, sum] of Object.entries(checksums)) {
    if (!files[name]) problems.push(`${name} is missing`);
    else if (sha256(files[name]) !== sum) problems.push(`${name} is not as it was exported (its checksum differs)`);
  }
  for (const name of Object.keys(files))
    if (name !== 'manifest.json' && !(name in checksums)) problems.push(`${name} was added after the export`);

  const documents: CheckedArchive['documents'] = [];
  const seen: Record<string, number> = {};
  for (const name of Object.keys(files).filter((n) => /^json\/[A-Za-z]+\.jsonl$/.test(n))) {
    const kind = name.slice('json/'.length, -'.jsonl'.length);
    const lines = strFromU8(files[name]).split('\n').filter(Boolean);
    for (const [index, line] of lines.entries()) {
      let doc: ArchiveDocument;
      try {
        doc = JSON.parse(line) as ArchiveDocument;
      } catch {
        problems.push(`${name} line ${index + 1} is not a document`);
        continue;
      }
      if (typeof doc.path !== 'string' || !doc.data || typeof doc.data !== 'object')
        problems.push(`${name} line ${index + 1} is not a document`);
      else if (!isCompanys(doc, kind, company))
        problems.push(`${name} line ${index + 1} is outside the company (${doc.path})`);
      else documents.push({ kind, doc });
      seen[kind] = (seen[kind] ?? 0) + 1;
    }
  }
  for (const kind of new Set([...Object.keys(seen), ...Object.keys(manifest.counts)]))
    if ((seen[kind] ?? 0) !== (manifest.counts[kind] ?? 0))
      problems.push(`the manifest counts ${manifest.counts[kind] ?? 0} ${kind}, the archive holds ${seen[kind] ?? 0}`);
  if (problems.length)
    throw new ImportRefusal(
      `The archive is damaged or was edited; nothing was written:\n${problems
        .slice(0, 20)
        .map((p) => `  - ${p}`)
        .join('\n')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`,
    );
  return { manifest, documents };
}

type Admin = typeof AdminFirestore;

/** An archive value as Firestore stores it (its tags made the types again). */
export function toFirestore(admin: Admin, db: Firestore, value: ArchiveValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => toFirestore(admin, db, v));
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const v = value as Record<string, unknown>;
    if ('$timestamp' in v) {
      const t = v.$timestamp as { seconds: number; nanoseconds: number };
      return new admin.Timestamp(t.seconds, t.nanoseconds);
    }
    if ('$geopoint' in v) {
      const g = v.$geopoint as { latitude: number; longitude: number };
      return new admin.GeoPoint(g.latitude, g.longitude);
    }
    if ('$ref' in v) return db.doc(v.$ref as string);
    if ('$bytes' in v) return Buffer.from(v.$bytes as string, 'base64');
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(admin, db, v)]));
}

/** Why the company is not empty in `db`, or null when it is. */
async function notEmpty(db: Firestore, company: string): Promise<string | null> {
  if ((await db.doc(`users/${company}`).get()).exists) return `its record users/${company} exists`;
  const owned = await db.doc(`users/${company}`).listCollections();
  if (owned.length) return `users/${company} holds ${owned.map((c) => c.id).join(', ')}`;
  for (const [collection, field] of [
    ['invites', 'companyUID'],
    ['portals', 'company'],
  ])
    if (!(await db.collection(collection).where(field, '==', company).limit(1).get()).empty)
      return `${collection} name it`;
  return null;
}

/** Writes the checked archive into the project, the company having nothing there yet; returns how many. */
export async function importArchive(archive: CheckedArchive, target: Target): Promise<number> {
  if (target.kind === 'emulator') {
    if (!(await answers(target.host)))
      throw new ImportRefusal(
        `The Firestore emulator at ${target.host} does not answer: start it. Nothing was written.`,
      );
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  } else delete process.env.FIRESTORE_EMULATOR_HOST;
  const { initializeApp, deleteApp, applicationDefault } = await import('firebase-admin/app');
  const admin = await import('firebase-admin/firestore');
  const app = initializeApp(
    { projectId: target.project, ...(target.kind === 'real' ? { credential: applicationDefault() } : {}) },
    `import-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    const db = admin.getFirestore(app);
    const company = archive.manifest.company;
    const taken = await notEmpty(db, company);
    if (taken)
      throw new ImportRefusal(
        `Company ${company} is not empty in ${target.project} (${taken}): an archive is imported only where the ` +
          'company has nothing. Nothing was written.',
      );
    const writer = db.bulkWriter();
    for (const { doc } of archive.documents)
      void writer.create(db.doc(doc.path), toFirestore(admin, db, doc.data) as Record<string, unknown>);
    await writer.close();
    return archive.documents.length;
  } finally {
    await deleteApp(app);
  }
}

export async function main(argv: string[] = process.argv.slice(2), env: Env = process.env): Promise<number> {
  try {
    const { file, company, project } = parseArgs(argv);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(file));
    } catch {
      throw new ImportRefusal(`Cannot read ${file}. Nothing was written.`);
    }
    const archive = checkArchive(bytes, company);
    const target = targetOf(project, env);
    const written = await importArchive(archive, target);
    const where = target.kind === 'emulator' ? `the emulators (${target.project}, ${target.host})` : target.project;
    console.log(
      `Imported ${archive.manifest.companyName} (${company}) into ${where}: ${written} documents, as exported on ` +
        `${archive.manifest.madeAt} by ${archive.manifest.madeBy.name}. Attached files are not restored by this script.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportRefusal || error instanceof SetPaidError) {
      console.error(error.message);
      return error.exitCode;
    }
    console.error(`Could not import: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
