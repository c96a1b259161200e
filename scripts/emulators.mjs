#!/usr/bin/env node
// Runs the Firebase emulators from firebase.json with whichever engine this machine can run:
//   fireemu   @fireemu/linux-x64 (optional dependency): one binary, no Java, starts in < 1 s;
//   firebase  the official firebase-tools emulators (Firestore and Storage need Java 21).
// TORQUE_EMULATORS=firebase|fireemu forces one.
//
//   node scripts/emulators.mjs start             run until Ctrl+C
//   node scripts/emulators.mjs exec -- <cmd…>    start, run the command, stop; exits with its code
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIREEMU = path.join(ROOT, 'node_modules/@fireemu/linux-x64/bin/fireemu');
const FIREBASE = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

export function projectId() {
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
  return process.env.GCLOUD_PROJECT || rc.projects.default;
}

/** The engine to use, made ready to run. */
export function emulatorEngine() {
  const forced = process.env.TORQUE_EMULATORS;
  const canFireemu = process.platform === 'linux' && process.arch === 'x64' && existsSync(FIREEMU);
  if (forced === 'fireemu' || (!forced && canFireemu)) {
    if (!canFireemu) throw new Error('TORQUE_EMULATORS=fireemu, but @fireemu/linux-x64 is not installed here.');
    // npm unpacks the binary without its executable bit.
    if ((statSync(FIREEMU).mode & 0o111) === 0) chmodSync(FIREEMU, 0o755);
    return 'fireemu';
  }
  return 'firebase';
}

function argsFor(engine, command, rest) {
  const project = projectId();
  if (engine === 'fireemu') {
    const base = ['--config', 'fireemu.json', '--project', project, '--log-verbosity', 'quiet'];
    return [FIREEMU, command === 'start' ? ['up', ...base] : ['exec', ...base, '--', ...rest]];
  }
  const base = ['--project', project, '--only', 'auth,firestore,storage'];
  return [
    process.execPath,
    command === 'start'
      ? [FIREBASE, 'emulators:start', ...base]
      : [FIREBASE, 'emulators:exec', ...base, rest.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' ')],
  ];
}

/** Spawns the emulators (start) or a command under them (exec); resolves with the exit code. */
export function runEmulators(command, rest = [], options = {}) {
  const engine = emulatorEngine();
  const [bin, args] = argsFor(engine, command, rest);
  const child = spawn(bin, args, { cwd: ROOT, stdio: options.stdio ?? 'inherit', env: process.env });
  const stop = () => child.kill('SIGINT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not start the ${engine} emulators: ${error.message}`);
      resolve(1);
    });
  });
  return { engine, child, done };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'start' && command !== 'exec') {
    console.error('usage: node scripts/emulators.mjs start | exec -- <command…>');
    process.exit(2);
  }
  const args = rest[0] === '--' ? rest.slice(1) : rest;
  const { engine, done } = runEmulators(command, args);
  if (command === 'start') console.log(`Starting the ${engine} emulators (project ${projectId()})…`);
  process.exit(await done);
}
