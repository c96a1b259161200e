#!/usr/bin/env node
// `npm start`: the emulators (Auth, Firestore, Storage), the demo data, and the app's dev server
// connected to them. Prints the URL and the demo accounts; Ctrl+C stops everything.
// Emulator data lives in memory; `npm start -- --keep-data[=<dir>]` (or TORQUE_EMULATOR_DATA)
// keeps it in a folder between runs: imported at start, exported when Ctrl+C stops them.
// fireemu runs its strict profile, as the tests do: a query without its composite index fails here
// as it would in production (`npm start -- --profile=emulator` serves it anyway).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepDataOption, profileOption, projectId, runEmulators } from './emulators.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './seed.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const PORT = Number(process.env.PORT ?? 3000);

async function waitForPort(name, timeoutMs) {
  const { host = '127.0.0.1', port } = firebaseJson.emulators[name];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(`http://${host}:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`The ${name} emulator did not start within ${timeoutMs / 1000} s`);
}

const { profile, args } = profileOption(['--profile=strict', ...process.argv.slice(2)]);
const { dataDir } = keepDataOption(args);
const imported = dataDir !== null && existsSync(dataDir);
/**
 * fireemu exports accounts without their password credential, so after an import the demo
 * accounts get their password back (other accounts: "Forgot your password?" and the link
 * from the oobCodes route printed below).
 */
async function restoreDemoPasswords() {
  const { host = '127.0.0.1', port } = firebaseJson.emulators.auth;
  const admin = (method, body) =>
    fetch(`http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:${method}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { users = [] } = await admin('lookup', { email: DEMO_ACCOUNTS.map((a) => a.email) });
  for (const user of users) await admin('update', { localId: user.localId, password: DEMO_PASSWORD });
}

const emulators = runEmulators('start', [], { stdio: ['ignore', 'ignore', 'inherit'], dataDir, profile });
console.log(`Starting the ${emulators.engine} emulators for project ${projectId()}…`);
if (dataDir)
  console.log(`Emulator data: ${imported ? 'imported from' : 'new; it will be'} ${dataDir} (exported there on Ctrl+C)`);
let vite;
const stopAll = () => {
  vite?.kill('SIGTERM');
  emulators.child.kill('SIGINT');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
void emulators.done.then((code) => {
  if (!vite) {
    console.error(`The emulators stopped (exit code ${code}).`);
    process.exit(code || 1);
  }
});

try {
  // The official Firestore emulator needs Java and can take a while to boot.
  for (const name of ['auth', 'firestore', 'storage']) await waitForPort(name, 90_000);
  // Kept data already has the demo company (and whatever was done to it): leave it as it is.
  if (!imported) await seed();
  else await restoreDemoPasswords();
} catch (error) {
  console.error(error.message);
  stopAll();
  process.exit(1);
}

vite = spawn(
  process.execPath,
  [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_USE_EMULATORS: 'true' },
  },
);
vite.on('exit', (code) => {
  emulators.child.kill('SIGINT');
  // The emulators export kept data as they stop: wait for them.
  void emulators.done.then(() => process.exit(code ?? 0));
});

const url = `http://127.0.0.1:${PORT}/`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 250));
  }
}
console.log(`
  Torque is running at ${url}
  Emulators (${emulators.engine}): auth ${firebaseJson.emulators.auth.port}, firestore ${firebaseJson.emulators.firestore.port}, storage ${firebaseJson.emulators.storage.port}
  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(28)} ${a.role}`).join('\n')}
  Password-reset and address-confirmation links (nothing is sent locally; open a link to use it):
    http://127.0.0.1:${firebaseJson.emulators.auth.port}/emulator/v1/projects/${projectId()}/oobCodes
  Emulator data: ${dataDir ? `kept in ${dataDir}` : 'in memory, gone on Ctrl+C (npm start -- --keep-data keeps it)'}
  Press Ctrl+C to stop.
`);
