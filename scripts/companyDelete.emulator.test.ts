// The deletion script against the emulators (firebase-admin, as the operator runs it): two
// companies, each with a tree of documents, a member's own record, the top-level documents naming
// it and a file. The script refuses what it must (before anything is deleted), lists everything in
// a dry run, then deletes every document and file of the closed company — and the other company,
// compared before and after, is exactly as it was.
import { writeFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main, NAMING } from './companyDelete';
import type { Env } from './setPaid';

const DAY = 86_400_000;
const run = Date.now().toString(36);
const A = `dela${run}`;
const B = `delb${run}`;
const PROJECT = 'demo-torque';

let app: App;
let db: Firestore;
const bucket = () => (process.env.FIREBASE_STORAGE_EMULATOR_HOST ? getStorage(app).bucket() : null);

/** A company with its record, a member, a plant with equipment and readings, and what names it. */
async function seedCompany(c: string) {
  const at = Timestamp.fromMillis(Date.now() - 40 * DAY);
  const writes: [string, Record<string, unknown>][] = [
    [`users/${c}`, { companyUID: c, companyName: `Company ${c}`, displayName: 'Owner', users: [] }],
    [`users/${c}/members/${c}`, { role: 'admin' }],
    [`users/${c}/members/m-${c}`, { role: 'editor' }],
    [`users/m-${c}`, { companyUID: c, displayName: 'Member' }],
    [`users/${c}/companies/${c}/sites/s1`, { name: 'North' }],
    [`users/${c}/companies/${c}/sites/s1/plants/p1/equipment/e1`, { tag: 'P-1', at }],
    [`users/${c}/companies/${c}/sites/s1/plants/p1/equipment/e1/readings/r1`, { value: 3 }],
    [`users/${c}/companies/${c}/exports/x1`, { documents: 9 }],
    [`invites/inv-${c}`, { companyUID: c }],
    [`portals/portal-${c}`, { company: c }],
    [`portalStatus/status-${c}`, { company: c }],
    [`mail/mail-${c}`, { company: c }],
  ];
  await Promise.all(writes.map(([path, data]) => db.doc(path).set(data)));
  await bucket()?.file(`users/${c}/companies/${c}/attachments/photo.jpg`).save(Buffer.from('jpeg'));
}

/** Everything of company `c` as stored: its tree, the documents naming it, its files. */
async function holdings(c: string): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  let level = [db.doc(`users/${c}`)];
  const record = await level[0].get();
  if (record.exists) found[record.ref.path] = record.data();
  while (level.length) {
    const next = [];
    for (const ref of level)
      for (const collection of await ref.listCollections())
        for (const child of await collection.listDocuments()) {
          const snap = await child.get();
          if (snap.exists) found[snap.ref.path] = snap.data();
          next.push(child);
        }
    level = next;
  }
  for (const [collection, field] of NAMING)
    for (const snap of (await db.collection(collection).where(field, '==', c).get()).docs)
      found[snap.ref.path] = snap.data();
  for (const file of (await bucket()?.getFiles({ prefix: `users/${c}/` }))?.[0] ?? [])
    found[`file ${file.name}`] = true;
  return found;
}

const closedDaysAgo = (c: string, days: number) =>
  db.doc(`users/${c}`).update({ closedAt: Timestamp.fromMillis(Date.now() - days * DAY), closedBy: c });

/** Runs the script as the operator does; its exit code and what it printed. */
async function script(argv: string[], env: Env = {}) {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const err = vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  try {
    const code = await main(argv, { ...process.env, GCLOUD_PROJECT: PROJECT, ...env });
    return { code, out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` }, `delete-test-${run}`);
  db = getFirestore(app);
  await seedCompany(A);
  await seedCompany(B);
});
afterAll(() => deleteApp(app));

describe('company:delete', () => {
  it('refuses, deleting nothing: no such company, a member’s record, not closed, closed under 30 days, a real project unconfirmed', async () => {
    const before = await holdings(A);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(12);
    const refused = async (argv: string[], said: string, code = 1, env: Env = {}) => {
      const result = await script(argv, env);
      expect(result.code).toBe(code);
      expect(result.out).toContain(said);
    };
    await refused(['--company', 'nobody-here'], 'There is no company nobody-here');
    await refused(['--company', 'bad uid!'], 'is not a company UID');
    await refused(['--company', `m-${A}`], 'own record, not a company');
    await refused(['--company', A], 'is not closed');
    await closedDaysAgo(A, 10);
    await refused(['--company', A], 'may read it for 30 days');
    const key = `test-results/fake-key-${run}.json`;
    writeFileSync(key, '{}');
    await refused(['--company', A, '--project', 'torque-prod'], 'needs --confirm torque-prod', 1, {
      GOOGLE_APPLICATION_CREDENTIALS: key,
    });
    await refused(['--company'], '--company needs a value', 2);
    const after = await holdings(A);
    const record = { ...(after[`users/${A}`] as Record<string, unknown>) };
    delete record.closedAt;
    delete record.closedBy;
    expect({ ...after, [`users/${A}`]: record }).toEqual(before);
  });

  it('lists everything in a dry run, then deletes every document and file of the closed company, and nothing of the other', async () => {
    await closedDaysAgo(A, 31);
    const before = await holdings(A);
    const other = await holdings(B);
    const dry = await script(['--company', A, '--dry-run']);
    expect(dry.code).toBe(0);
    for (const path of Object.keys(before)) expect(dry.out).toContain(path.replace(/^file /, 'file '));
    expect(dry.out).toContain('Nothing was deleted (--dry-run).');
    expect(await holdings(A)).toEqual(before);

    const done = await script(['--company', A]);
    const documents = Object.keys(before).filter((k) => !k.startsWith('file ')).length;
    const files = Object.keys(before).length - documents;
    expect(done.code).toBe(0);
    expect(done.out).toContain(`Deleted ${documents} documents and ${files} file`);
    expect(await holdings(A)).toEqual({});
    expect(await holdings(B)).toEqual(other);
    expect((await db.doc(`users/m-${B}`).get()).exists).toBe(true);
  });
});
