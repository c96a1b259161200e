#!/usr/bin/env node
// Runs the Firebase emulators from firebase.json with whichever engine this machine can run:
//   fireemu   @fireemu/linux-x64 (optional dependency): one binary, no Java, starts in < 1 s;
//   firebase  the official firebase-tools emulators (Firestore and Storage need Java 21).
// TORQUE_EMULATORS=firebase|fireemu forces one.
//
//   node scripts/emulators.mjs start             run until Ctrl+C
//   node scripts/emulators.mjs exec -- <cmd…>    start, run the command, stop; exits with its code
//
// Profiles (fireemu only): `--profile=emulator` (default) behaves as the official emulators and
// serves a query whose composite index is not declared, printing "production needs: {…}";
// `--profile=strict` (fireemu.strict.json) refuses it with `failed-precondition`, as production
// does, unless firestore.indexes.json declares the index. The service and browser tests run
// strict; the rules tests run on `emulator`, whose unsigned test tokens strict refuses.
// TORQUE_EMULATOR_LOG=<file> also writes the emulators' and the command's output to that file
// (npm test looks for "production needs" in it).
//
// Emulator data lives in memory and is gone when they stop. To keep it between runs, name a
// folder: `start --keep-data[=<dir>]` or TORQUE_EMULATOR_DATA=<dir> (default folder
// .emulator-data). The emulators import it at start (when it exists) and export to it on exit.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
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

export const PROFILES = { emulator: 'fireemu.json', strict: 'fireemu.strict.json' };

/** `--profile=<name>` (or `--profile <name>`): the fireemu configuration. Returns the arguments left. */
export function profileOption(args) {
  let profile = 'emulator';
  const left = [];
  for (let i = 0; i < args.length; i++) {
    const m = /^--profile(?:=(.+))?$/.exec(args[i]);
    if (!m) {
      left.push(args[i]);
      continue;
    }
    profile = m[1] ?? args[++i];
    if (!(profile in PROFILES))
      throw new Error(`Unknown emulator profile "${profile}": use ${Object.keys(PROFILES).join(' or ')}.`);
  }
  return { profile, args: left };
}

/**
 * The indexes an emulator log says production would need ("production needs: {…}"), one line
 * each; `ignoreScopes` leaves out those of a query scope (e.g. 'COLLECTION_GROUP').
 */
export function missingIndexes(log, ignoreScopes = []) {
  const found = new Set();
  for (const m of log.matchAll(/production needs: (\{[\s\S]*?\n\})/g)) {
    try {
      const index = JSON.parse(m[1]);
      if (ignoreScopes.includes(index.queryScope)) continue;
      found.add(
        `${index.collectionGroup} (${index.queryScope}): ${index.fields
          .map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`)
          .join(', ')}`,
      );
    } catch {
      found.add(m[1].replace(/\s+/g, ' '));
    }
  }
  return [...found];
}

/** Import and export arguments (the same for both engines) for a data folder. */
export function dataArgs(dataDir) {
  if (!dataDir) return [];
  return [...(existsSync(dataDir) ? ['--import', dataDir] : []), '--export-on-exit', dataDir];
}

/**
 * `--ports=<firestore>,<auth>,<storage>,<hub>,<logging>` (fireemu only): listen there instead of on
 * firebase.json's ports, so a second suite can run beside the first. Returns the arguments left.
 */
export function portsOption(args) {
  let ports = null;
  const left = [];
  for (const arg of args) {
    const m = /^--ports=(.+)$/.exec(arg);
    if (!m) {
      left.push(arg);
      continue;
    }
    const numbers = m[1].split(',').map(Number);
    if (numbers.length !== 5 || numbers.some((n) => !Number.isInteger(n) || n < 1024 || n > 65535))
      throw new Error(`--ports takes five ports (firestore,auth,storage,hub,logging), not "${m[1]}".`);
    const [firestore, auth, storage, hub, logging] = numbers;
    ports = { firestore, auth, storage, hub, logging };
  }
  return { ports, args: left };
}

function portArgs(ports) {
  if (!ports) return [];
  return [
    '--firestore-port',
    ports.firestore,
    '--http-port',
    ports.auth,
    '--storage-port',
    ports.storage,
    '--hub-port',
    ports.hub,
    '--logging-port',
    ports.logging,
  ].map(String);
}

function argsFor(engine, command, rest, dataDir, profile, ports) {
  const project = projectId();
  if (engine === 'fireemu') {
    const config = PROFILES[profile ?? 'emulator'];
    const base = [
      '--config',
      config,
      '--project',
      project,
      '--log-verbosity',
      'quiet',
      ...portArgs(ports),
      ...dataArgs(dataDir),
    ];
    return [FIREEMU, command === 'start' ? ['up', ...base] : ['exec', ...base, '--', ...rest]];
  }
  if (ports) throw new Error('--ports needs fireemu: the official emulators take their ports from firebase.json.');
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
  const [bin, args] = argsFor(engine, command, rest, options.dataDir ?? null, options.profile, options.ports ?? null);
  const logFile = options.logFile ?? null;
  const stdio = logFile ? ['inherit', 'pipe', 'pipe'] : (options.stdio ?? 'inherit');
  const child = spawn(bin, args, { cwd: ROOT, stdio, env: process.env });
  let logWritten = Promise.resolve();
  if (logFile) {
    const log = createWriteStream(logFile);
    logWritten = new Promise((resolve) => log.on('finish', resolve));
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      log.write(chunk);
    });
    child.on('close', () => log.end());
  }
  const stop = () => child.kill('SIGINT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => void logWritten.then(() => resolve(code ?? (signal ? 1 : 0))));
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
  const { profile, args: afterProfile } = profileOption(
    dashes < 0 ? (command === 'start' ? rest : []) : rest.slice(0, dashes),
  );
  const { ports, args: afterPorts } = portsOption(afterProfile);
  const { dataDir, args: options } = keepDataOption(afterPorts);
  const args = dashes < 0 ? (command === 'start' ? options : rest) : rest.slice(dashes + 1);
  const logFile = process.env.TORQUE_EMULATOR_LOG || null;
  const { engine, done } = runEmulators(command, args, { dataDir, profile, logFile, ports });
  if (engine === 'firebase' && profile === 'strict')
    console.warn('The official emulators have no strict profile: a missing composite index is not caught here.');
  if (command === 'start') console.log(`Starting the ${engine} emulators (project ${projectId()})…`);
  if (dataDir) {
    const from = existsSync(dataDir) ? `imported from ${dataDir}, ` : '';
    console.log(`Emulator data: ${from}exported on exit to ${dataDir}`);
  }
  process.exit(await done);
}
