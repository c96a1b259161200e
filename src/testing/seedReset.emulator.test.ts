// `npm run seed:reset` against the running emulators (scripts/seedReset.ts): a stray account,
// document and file are gone afterwards, the kept-data folder too, and the demo company is there
// again. It wipes the whole emulator project, as the command does, and leaves it seeded: the
// other emulator suites make their own data and depend on none left by another file.
// (Here rather than beside the script: the emulator project runs src/**/*.emulator.test.ts.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorAddresses } from '../../scripts/seedReset';

const hosts = emulatorAddresses();
// The project the script resets (scripts/emulators.mjs projectId).
const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects: { default: string } };
const project = process.env.GCLOUD_PROJECT || firebaserc.projects.default;
const BUCKET = `${project}.appspot.com`;
const owner = { Authorization: 'Bearer owner' };
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const STRAY = {
  email: `stray-${unique}@example.test`,
  password: 'stray-password',
  doc: `strays/${unique}`,
  file: `strays/${unique}.txt`,
};

const identity = (method: string) =>
  `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
const documentUrl = (docPath: string) =>
  `http://${hosts.firestore}/v1/projects/${project}/databases/(default)/documents/${docPath}`;

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const signIn = (email: string, password: string) =>
  post(identity('signInWithPassword'), { email, password, returnSecureToken: true });

async function strayFiles() {
  const response = await fetch(`http://${hosts.storage}/storage/v1/b/${BUCKET}/o?prefix=strays%2F`, { headers: owner });
  if (response.status === 404) return [];
  const { items = [] } = (await response.json()) as { items?: { name: string }[] };
  return items.map((item) => item.name);
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run seed:reset with the emulators running', () => {
  it('deletes every account, document and file, removes the kept data, and seeds the demo company again', async () => {
    // Something of each kind that the demo company does not have.
    expect(
      (await post(identity('signUp'), { email: STRAY.email, password: STRAY.password, returnSecureToken: true }))
        .status,
    ).toBe(200);
    const written = await fetch(documentUrl(STRAY.doc), {
      method: 'PATCH',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { note: { stringValue: 'left over' } } }),
    });
    expect(written.status).toBe(200);
    const uploaded = await fetch(
      `http://${hosts.storage}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(STRAY.file)}`,
      { method: 'POST', headers: { ...owner, 'Content-Type': 'text/plain' }, body: 'left over' },
    );
    expect(uploaded.status).toBe(200);
    expect(await strayFiles()).toContain(STRAY.file);
    const parent = mkdtempSync(path.join(os.tmpdir(), 'torque-reset-'));
    tempDirs.push(parent);
    const kept = path.join(parent, 'kept');
    mkdirSync(kept);
    writeFileSync(path.join(kept, 'firebase-export-metadata.json'), '{}');

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seedReset.ts'], {
      encoding: 'utf8',
      env: { ...process.env, TORQUE_EMULATOR_DATA: kept },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `project ${project}:\n  Auth: deleted every account.\n  Firestore: deleted every document.\n`,
    );
    expect(result.stdout).toMatch(/ {2}Storage: deleted [1-9]\d* files? \(.*\)\./);
    expect(result.stdout).toContain(`Seeded project ${project}: admin@demo.torque.test (admin)`);
    expect(result.stdout).toContain(`Kept data: removed ${kept}.`);

    // The strays are gone…
    expect((await signIn(STRAY.email, STRAY.password)).status).toBe(400);
    expect((await fetch(documentUrl(STRAY.doc), { headers: owner })).status).toBe(404);
    expect(await strayFiles()).toEqual([]);
    expect(existsSync(kept)).toBe(false);

    // …and the demo company is back, its admin signing in with the demo password.
    const admin = await signIn('admin@demo.torque.test', 'torque-demo');
    expect(admin.status).toBe(200);
    const record = await fetch(documentUrl(`users/${String(admin.json.localId)}`), { headers: owner });
    expect(record.status).toBe(200);
    const { fields } = (await record.json()) as { fields: Record<string, { stringValue?: string }> };
    expect(fields.companyName.stringValue).toBe('Northfield Paper Mill');
    expect((await signIn('editor@demo.torque.test', 'torque-demo')).status).toBe(200);
  }, 120_000);
});
