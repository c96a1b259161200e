#!/usr/bin/env node
// `npm run seed:reset`: starts the local data fresh.
//
// When the emulators are running (the addresses in firebase.json "emulators", or the
// FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST that
// `emulators exec` sets), it deletes every Auth account and every Firestore document of the
// project (.firebaserc's default, or GCLOUD_PROJECT), and every file in the Storage emulator's
// buckets (listed and deleted one by one through its Cloud Storage JSON API: neither engine has
// a reset route for Storage that both share), then seeds the demo company again (scripts/seed.ts).
//
// In any case it removes the kept-data folder (`npm start -- --keep-data`, TORQUE_EMULATOR_DATA;
// default .emulator-data), so the next start with kept data begins fresh too. Another folder:
// `npm run seed:reset -- --keep-data=<dir>`. A folder that does not look like emulator data (no
// firebase-export-metadata.json) is left alone. It prints what it did.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed, seedSummary } from './seed.ts';

/** What the script uses of scripts/emulators.mjs. */
interface EmulatorsScript {
  ROOT: string;
  DEFAULT_DATA_DIR: string;
  keepDataOption: (args: string[]) => { dataDir: string | null; args: string[] };
  projectId: () => string;
}
// Loaded by URL so the type-check leaves the untyped script alone.
const { DEFAULT_DATA_DIR, keepDataOption, projectId, ROOT } = (await import(
  /* @vite-ignore */ new URL('./emulators.mjs', import.meta.url).href
)) as EmulatorsScript;

/** The environment the script reads the emulators' addresses from. */
export type Env = Record<string, string | undefined>;

/** host:port of the Auth, Firestore and Storage emulators (a type, not an interface: a plain record of strings). */
export type EmulatorAddresses = {
  auth: string;
  firestore: string;
  storage: string;
};

/** The part of firebase.json the script reads. */
interface FirebaseJson {
  emulators: Record<keyof EmulatorAddresses, { host?: string; port: number }>;
}

/** host:port of each emulator: the environment's (as `emulators exec` sets it), else firebase.json's. */
export function emulatorAddresses(env: Env = process.env): EmulatorAddresses {
  const { emulators } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const of = (name: keyof EmulatorAddresses, variable: string) =>
    env[variable] || `${emulators[name].host ?? '127.0.0.1'}:${emulators[name].port}`;
  return {
    auth: of('auth', 'FIREBASE_AUTH_EMULATOR_HOST'),
    firestore: of('firestore', 'FIRESTORE_EMULATOR_HOST'),
    storage: of('storage', 'FIREBASE_STORAGE_EMULATOR_HOST'),
  };
}

/** Whether something answers HTTP at host:port (any status: the emulators answer / with 200 or 501). */
async function answers(hostPort: string): Promise<boolean> {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function call(method: string, url: string, what: string): Promise<unknown> {
  const response = await fetch(url, { method, headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`${what}: ${method} ${url} answered ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : (response.json() as Promise<unknown>).catch(() => ({}));
}

/** A page of a Storage emulator listing (of buckets or of a bucket's files). */
interface StorageList {
  items?: { name: string }[];
  nextPageToken?: string;
}

/** Deletes every Auth account of the project. */
export const clearAuth = (host: string, project: string) =>
  call('DELETE', `http://${host}/emulator/v1/projects/${project}/accounts`, 'Deleting the Auth accounts');

/** Deletes every Firestore document of the project's default database. */
export const clearFirestore = (host: string, project: string) =>
  call(
    'DELETE',
    `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`,
    'Deleting the Firestore documents',
  );

/** Deletes every file of every bucket the Storage emulator holds; returns { buckets, files }. */
export async function clearStorage(host: string): Promise<{ buckets: string[]; files: number }> {
  const base = `http://${host}/storage/v1/b`;
  const { items: buckets = [] } = (await call('GET', `http://${host}/b`, 'Listing the Storage buckets')) as StorageList;
  let files = 0;
  for (const { name: bucket } of buckets) {
    const list = `${base}/${encodeURIComponent(bucket)}/o`;
    // Deleting while paging would move the page boundaries: list first, then delete.
    const names: string[] = [];
    let pageToken = '';
    do {
      const page = (await call(
        'GET',
        `${list}${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`,
        `Listing the files of ${bucket}`,
      )) as StorageList;
      names.push(...(page.items ?? []).map((item) => item.name));
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    for (const name of names) {
      await call('DELETE', `${list}/${encodeURIComponent(name)}`, `Deleting ${bucket}/${name}`);
      files++;
    }
  }
  return { buckets: buckets.map((b) => b.name), files };
}

/**
 * Why `dir` must not be deleted, or null when it may: it must hold emulator data (both engines
 * write firebase-export-metadata.json) or nothing, and be neither the repository, a parent of
 * it, the home folder nor the file system's root.
 */
export function keptDataRefusal(dir: string): string | null {
  const resolved = path.resolve(dir);
  const protectedDirs = [path.parse(resolved).root, os.homedir(), ROOT];
  if (protectedDirs.some((p) => resolved === p) || ROOT.startsWith(`${resolved}${path.sep}`))
    return `${resolved} is not a kept-data folder (it holds the repository, the home folder or the root)`;
  if (!statSync(resolved).isDirectory()) return `${resolved} is a file, not a kept-data folder`;
  const entries = readdirSync(resolved);
  if (entries.length > 0 && !entries.includes('firebase-export-metadata.json'))
    return `${resolved} does not look like emulator data (no firebase-export-metadata.json in it)`;
  return null;
}

/** Removes the kept-data folder; returns what it did, in words, and whether it refused. */
export function removeKeptData(dir: string): { done: string; refused: boolean } {
  if (!existsSync(dir)) return { done: `Kept data: there is none at ${dir}.`, refused: false };
  const refusal = keptDataRefusal(dir);
  if (refusal) return { done: `Kept data: NOT removed: ${refusal}. Remove it yourself if it is.`, refused: true };
  rmSync(dir, { recursive: true, force: true });
  return { done: `Kept data: removed ${dir}.`, refused: false };
}

async function main(args: string[]): Promise<number> {
  const { dataDir, args: rest } = keepDataOption(args);
  if (rest.length) {
    console.error(`unknown argument "${rest[0]}"\nusage: npm run seed:reset [-- --keep-data=<dir>]`);
    return 2;
  }
  const folder = dataDir ?? path.join(ROOT, DEFAULT_DATA_DIR);
  const project = projectId();
  const hosts = emulatorAddresses();
  const up = Object.fromEntries(
    await Promise.all(Object.entries(hosts).map(async ([name, host]) => [name, await answers(host)])),
  ) as Record<keyof EmulatorAddresses, boolean>;
  const where = Object.entries(hosts)
    .map(([name, host]) => `${name} ${host}`)
    .join(', ');
  let failed = false;

  if (!up.auth && !up.firestore) {
    console.log(`The emulators are not running (nothing answers at ${where}): nothing to clear in them.`);
  } else if (!up.auth || !up.firestore) {
    const missing = up.auth ? 'firestore' : 'auth';
    console.error(
      `Only some emulators answer: the ${missing} emulator does not (at ${hosts[missing]}). Start them all ` +
        '(npm run emulators) or stop them, then run this again. The emulators were left as they are.',
    );
    failed = true;
  } else {
    console.log(`Emulators running (${where}), project ${project}:`);
    try {
      await clearAuth(hosts.auth, project);
      console.log('  Auth: deleted every account.');
      await clearFirestore(hosts.firestore, project);
      console.log('  Firestore: deleted every document.');
      if (up.storage) {
        const { buckets, files } = await clearStorage(hosts.storage);
        console.log(
          `  Storage: deleted ${files} file${files === 1 ? '' : 's'}` +
            (buckets.length ? ` (${buckets.join(', ')}).` : ' (no buckets yet).'),
        );
      } else {
        console.log(`  Storage: the emulator does not answer at ${hosts.storage}; its files were not cleared.`);
      }
      console.log(`  ${seedSummary(await seed())}.`);
    } catch (error) {
      console.error(`  Stopped: ${error instanceof Error ? error.message : String(error)}`);
      failed = true;
    }
  }

  const kept = removeKeptData(folder);
  console.log(kept.done);
  if (kept.refused) failed = true;
  else if (!up.auth && !up.firestore)
    console.log('The next `npm start` (with or without --keep-data) seeds the demo company fresh.');
  else if (up.auth && up.firestore)
    console.log(
      'If these emulators were started with --keep-data, they write their data to that folder again when they ' +
        'stop: the fresh demo company.',
    );
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
