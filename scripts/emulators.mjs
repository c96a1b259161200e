#!/usr/bin/env node
// Runs the Firebase emulators from firebase.json with whichever engine this machine can run:
//   fireemu   @fireemu/linux-x64 (optional dependency): one binary, no Java, starts in < 1 s;
//   firebase  the official firebase-tools emulators (Firestore and Storage need Java 21).
// TORQUE_EMULATORS=firebase|fireemu forces one.
//
//   node scripts/emulators.mjs start             run until Ctrl+C
//   node scripts/emulators.mjs exec -- <cmd…>    start, run the command, stop; exits with its code
//
// Emulator data lives in memory and is gone when they stop. To keep it between runs, name a
// folder: `start --keep-data[=<dir>]` or TORQUE_EMULATOR_DATA=<dir> (default folder
// .emulator-data). The emulators import it at start (when it exists) and export to it on exit.
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

export const DEFAULT_DATA_DIR = '.emulator-data';

/**
 * The folder emulator data is kept in between runs, or null (data in memory only): from a
 * `--keep-data[=<dir>]` argument, else from TORQUE_EMULATOR_DATA. Returns the arguments left.
 */
export function keepDataOption(args, env = process.env) {
  let dir = env.TORQUE_EMULATOR_DATA || null;
  const left = [];
  for (const arg of args) {
    const m = /^--keep-data(?:=(.+))?$/.exec(arg);
    if (m) dir = m[1] ?? DEFAULT_DATA_DIR;
    else left.push(arg);
  }
  return { dataDir: dir ? path.resolve(ROOT, dir) : null, args: left };
}

/** Import and export arguments (the same for both engines) for a data folder. */
export function dataArgs(dataDir) {
  if (!dataDir) return [];
  return [...(existsSync(dataDir) ? ['--import', dataDir] : []), '--export-on-exit', dataDir];
}

function argsFor(engine, command, rest, dataDir) {
  const project = projectId();
  if (engine === 'fireemu') {
    const base = ['--config', 'fireemu.json', '--project', project, '--log-verbosity', 'quiet', ...dataArgs(dataDir)];
    return [FIREEMU, command === 'start' ? ['up', ...base] : ['exec', ...base, '--', ...rest]];
  }
  const base = ['--project', project, '--only', 'auth,firestore,storage', ...dataArgs(dataDir)];
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
  const [bin, args] = argsFor(engine, command, rest, options.dataDir ?? null);
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
    console.error('usage: node scripts/emulators.mjs start [--keep-data[=<dir>]] | exec -- <command…>');
    process.exit(2);
  }
  // Options come before `--`; what follows it is the command to run.
  const dashes = rest.indexOf('--');
  const { dataDir, args: options } = keepDataOption(
    dashes < 0 ? (command === 'start' ? rest : []) : rest.slice(0, dashes),
  );
  const args = dashes < 0 ? (command === 'start' ? options : rest) : rest.slice(dashes + 1);
  const { engine, done } = runEmulators(command, args, { dataDir });
  if (command === 'start') console.log(`Starting the ${engine} emulators (project ${projectId()})…`);
  if (dataDir) {
    const from = existsSync(dataDir) ? `imported from ${dataDir}, ` : '';
    console.log(`Emulator data: ${from}exported on exit to ${dataDir}`);
  }
  process.exit(await done);
}
