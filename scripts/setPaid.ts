#!/usr/bin/env node
// `npm run company:set-paid -- <companyUID> true|false [--project <id>]`: the
// operator moves a company to the paid plan, or back to Free. Nobody can set `paid` from the app
// (firestore.rules); this script writes it with firebase-admin, which the rules do not apply to.
// A company record from before the plan counters (memberCount, siteCount, plantCount, partCount) gets them
// too, counted from what the company has: until then a Free company adds nothing.
//
// - By default it writes to the running emulators: FIRESTORE_EMULATOR_HOST (as `emulators exec`
//   sets it), else firebase.json's Firestore emulator address; the project is GCLOUD_PROJECT, else
//   .firebaserc's default.
// - `--project <id>` names the project. A `demo-` project is still the emulators'; any other is a
//   real Firebase project and needs a service account key: GOOGLE_APPLICATION_CREDENTIALS, the
//   path of its JSON file (docs/deploy.md, "Plans: the set-paid script").
//
// It refuses, with a message and exit code 1, anything it cannot do as asked: a company UID that
// is not one, a value other than true or false, a company that does not exist (or a member's own
// record, which is not a company), a real project without credentials, emulators that do not
// answer. Usage mistakes exit with 2.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** The environment the script reads: FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT and the credentials. */
export type Env = Record<string, string | undefined>;

/** What the command line asks for: the company, its plan and the project (null: the default). */
export interface SetPaidArgs {
  company: string;
  paid: boolean;
  project: string | null;
}

/** Where the write goes: the emulators at `host`, or a real project with a service account key. */
export type Target =
  { kind: 'emulator'; project: string; host: string } | { kind: 'real'; project: string; credentials: string };

/** What setPaid is asked to do: the company, its plan and where. */
export interface SetPaidInput {
  company: string;
  paid: boolean;
  target: Target;
}

/** The plan counters of a company record. */
export interface Counters {
  memberCount: number;
  siteCount: number;
  plantCount: number;
  partCount: number;
}

/** What setPaid did: the company, its plan before and now, and the counters it wrote. */
export interface SetPaidResult {
  company: string;
  name: string;
  before: boolean;
  paid: boolean;
  /** The counters written for a record that had none (null when it had them). */
  counted: Counters | null;
}

/** The fields of a company record users/{company} the script reads. */
interface CompanyRecord extends Partial<Counters> {
  companyUID?: string;
  companyName?: string;
  displayName?: string;
  paid?: boolean;
}

/** The parts of .firebaserc and firebase.json the script reads. */
interface Firebaserc {
  projects: { default: string };
}
interface FirebaseJson {
  emulators: { firestore: { host?: string; port: number } };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE = 'Usage: npm run company:set-paid -- <companyUID> true|false [--project <id>]';

/** A mistake in how the script was called or what it was asked to do, said in words. */
export class SetPaidError extends Error {
  exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'SetPaidError';
    this.exitCode = exitCode;
  }
}

// A Firebase Auth uid as a document id: 1..128 of [A-Za-z0-9_-] (the rules' isDocId).
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** The command line's company, value and project; throws SetPaidError on a mistake. */
export function parseArgs(argv: string[]): SetPaidArgs {
  const positional: string[] = [];
  let project: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--project' || arg.startsWith('--project=')) {
      project = arg === '--project' ? argv[++i] : arg.slice('--project='.length);
      if (!project) throw new SetPaidError(`--project needs a project id.\n${USAGE}`, 2);
    } else if (arg.startsWith('--')) {
      throw new SetPaidError(`Unknown option ${arg}.\n${USAGE}`, 2);
    } else positional.push(arg);
  }
  if (positional.length !== 2) throw new SetPaidError(`Give a company UID and true or false.\n${USAGE}`, 2);
  const [company, value] = positional;
  if (!UID.test(company))
    throw new SetPaidError(
      `"${company}" is not a company UID: it is the founder's user id, 1 to 128 letters, digits, - or _.`,
    );
  if (value !== 'true' && value !== 'false')
    throw new SetPaidError(`"${value}" is neither true nor false: say true for the paid plan, false for Free.`);
  return { company, paid: value === 'true', project };
}

/**
 * Where the write goes: the emulators (a demo- project, or no --project) or a real project,
 * which needs GOOGLE_APPLICATION_CREDENTIALS naming a file that exists.
 */
export function targetOf(project: string | null, env: Env = process.env): Target {
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as Firebaserc;
  const id = project || env.GCLOUD_PROJECT || rc.projects.default;
  if (!project || id.startsWith('demo-')) {
    const { emulators } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
    const host =
      env.FIRESTORE_EMULATOR_HOST || `${emulators.firestore.host ?? '127.0.0.1'}:${emulators.firestore.port}`;
    return { kind: 'emulator', project: id, host };
  }
  const credentials = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!credentials)
    throw new SetPaidError(
      `Project ${id} is a real Firebase project: set GOOGLE_APPLICATION_CREDENTIALS to the path of a service ` +
        'account key (JSON) of that project. Nothing was written.',
    );
  if (!existsSync(credentials))
    throw new SetPaidError(
      `GOOGLE_APPLICATION_CREDENTIALS names ${credentials}, which does not exist. Nothing was written.`,
    );
  return { kind: 'real', project: id, credentials };
}

const COUNTERS: (keyof Counters)[] = ['memberCount', 'siteCount', 'plantCount', 'partCount'];

/**
 * What the company has, as its counters count it: members not removed, and every site, plant and
 * part (archived ones too: they are never deleted).
 */
async function countCompany(tx: Transaction, db: Firestore, company: string): Promise<Counters> {
  const members = await tx.get(db.collection(`users/${company}/members`));
  const sites = await tx.get(db.collection(`users/${company}/companies/${company}/sites`));
  let plantCount = 0;
  for (const site of sites.docs) plantCount += (await tx.get(site.ref.collection('plants'))).size;
  const parts = await tx.get(db.collection(`users/${company}/companies/${company}/parts`).select());
  return {
    partCount: parts.size,
    memberCount: members.docs.filter((m) => m.get('removed') !== true).length,
    siteCount: sites.size,
    plantCount,
  };
}

/** Whether the emulator at `host` answers (3 s at most). */
export async function answers(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets `paid` on the company record users/{company}; returns what it was and is now. The record
 * must be a company's (its companyUID names itself), not a member's own record.
 */
export async function setPaid({ company, paid, target }: SetPaidInput): Promise<SetPaidResult> {
  if (target.kind === 'emulator') {
    if (!(await answers(target.host)))
      throw new SetPaidError(
        `The Firestore emulator at ${target.host} does not answer: start it (npm start) or name a real project ` +
          'with --project. Nothing was written.',
      );
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
    // No Google credentials are looked for on the emulators (nor the cloud metadata server).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  } else {
    // A real project: never the emulators, whatever the shell says.
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
  const { initializeApp, deleteApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp(
    {
      projectId: target.project,
      // The emulators take the owner's token (no Google credentials are needed or wanted there).
      ...(target.kind === 'real' ? { credential: applicationDefault() } : {}),
    },
    `set-paid-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    const db = getFirestore(app);
    const ref = db.doc(`users/${company}`);
    return await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists)
        throw new SetPaidError(`No company ${company} in project ${target.project}. Nothing was written.`);
      const data = snapshot.data() as CompanyRecord;
      if (data.companyUID !== undefined && data.companyUID !== company)
        throw new SetPaidError(
          `users/${company} is a member's record (of company ${data.companyUID}), not a company. Nothing was written.`,
        );
      const before = data.paid === true;
      // A record from before the counters: count what the company has, so the Free plan's limits
      // apply to it (the rules refuse a Free company's additions while a counter is missing).
      const missing = COUNTERS.filter((field) => typeof data[field] !== 'number');
      const counted = missing.length ? await countCompany(tx, db, company) : null;
      tx.update(ref, {
        paid,
        ...(counted ? Object.fromEntries(missing.map((field) => [field, counted[field]])) : {}),
      });
      return { company, name: data.companyName ?? data.displayName ?? company, before, paid, counted };
    });
  } finally {
    await deleteApp(app);
  }
}

/** The command: prints what it did, or why it did nothing; returns the exit code. */
export async function main(argv: string[] = process.argv.slice(2), env: Env = process.env): Promise<number> {
  try {
    const { company, paid, project } = parseArgs(argv);
    const target = targetOf(project, env);
    const done = await setPaid({ company, paid, target });
    const plan = (p: boolean) => (p ? 'paid' : 'Free');
    const where = target.kind === 'emulator' ? `the emulators (${target.project}, ${target.host})` : target.project;
    console.log(
      done.before === done.paid
        ? `${done.name} (${company}) was already on the ${plan(paid)} plan in ${where}.`
        : `${done.name} (${company}) moved from the ${plan(done.before)} plan to the ${plan(paid)} plan in ${where}.`,
    );
    if (done.counted)
      console.log(
        `Its record had no counters; counted ${done.counted.memberCount} member(s), ${done.counted.siteCount} ` +
          `site(s), ${done.counted.plantCount} plant(s) and ${done.counted.partCount} part(s).`,
      );
    return 0;
  } catch (error) {
    if (error instanceof SetPaidError) {
      console.error(error.message);
      return error.exitCode;
    }
    console.error(`Could not set paid: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
