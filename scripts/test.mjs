#!/usr/bin/env node
// `npm test`: every check and every test runner, then one line of totals.
//
// Two lanes run side by side, because the browser tests spend most of their time waiting (for the
// page, the network, the emulators) while the other steps keep the processor busy:
//   lane 1  rules (emulators on the `emulator` profile), then services (emulators on the `strict`
//           profile: a missing composite index fails), then checks (tsc with ESLint on its program,
//           and Prettier) with unit + node (Vitest: jsdom and Node) beside them. Its emulators listen on the
//           ALT_PORTS below, so they never meet lane 2's.
//   lane 2  end-to-end (Vitest + playwright-core + Chromium, the production build served by the
//           Hosting emulator with firebase.json's headers, emulators on the `strict` profile and
//           on firebase.json's ports, which the build points at), started once lane 1's rules
//           step is done: while the rules suite hammered its emulator, a browser test's new
//           Firestore listener sometimes got no answer for minutes (docs/testing.md); the service
//           suite, lighter, runs beside the browser tests' set-up. The checks and
//           the unit tests, which use no emulator, run beside the browser tests; tsc and ESLint once
//           the browser tests' set-up (seed, servers, sessions) is done (browserSetUp): on two cores
//           they slowed each other down, and that set-up is on the longest path.
// The production build the browser tests serve is made while lane 1's rules step runs
// (buildAhead), not by the browser tests' set-up, so it is off the longest path.
// Each step's output goes to test-results/logs/<step>.log and is printed whole when the step ends,
// so the two lanes never interleave. After each emulator run, its log is searched for "production
// needs" (a query served without its composite index, which production would refuse): each index
// named counts as a failure. Each Vitest run writes a JSON report to test-results/ (and its
// unhandled errors, which that report leaves out); the last line sums them: "N passed, N failed,
// N skipped". A failed check (tsc, ESLint, Prettier), a test file that failed outside its tests, an
// unhandled error, a failed global set-up, a missing report and a run where no test passed each
// count as failures there (scripts/testTotals.mjs), so the line says "0 failed" only when nothing
// failed. Exits non-zero then too.
//
// TEST_ONLY=unit,rules,emulator,e2e (comma list) runs just those test steps after the checks.
// TEST_SERIAL=1 runs every step one after another (as the official emulators must: see below).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEngine, missingIndexes } from './emulators.mjs';
import { addOutcomes, checkOutcome, totalsLine, vitestOutcome } from './testTotals.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const LOGS = path.join(RESULTS, 'logs');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lane 1's emulator ports (firestore, auth and control API, storage, hub, logging). */
export const ALT_PORTS = { firestore: 28080, auth: 29099, storage: 29199, hub: 24400, logging: 24500 };

// Only fireemu takes ports on its command line; the official emulators read firebase.json alone,
// so with them both lanes would want the same ports and the steps run one after another.
const parallel = !process.env.TEST_SERIAL && emulatorEngine() === 'fireemu';

const checks = [
  // tsc and ESLint share one TypeScript program (scripts/typesAndLint.mjs): its exit status has bit
  // 1 for type errors and bit 2 for lint problems (4: neither could run), each counted as its own
  // check.
  {
    name: 'type-check and lint',
    command: [process.execPath, path.join(ROOT, 'scripts/typesAndLint.mjs')],
    outcomes: (status) => [
      checkOutcome('type-check', status & 5 || status > 7 ? status : 0),
      checkOutcome('lint', status & 6 || status > 7 ? status : 0),
    ],
  },
  { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
];

// The DOM tests (jsdom) and the Node tests in one Vitest run, one report.
const unitStep = { name: 'unit', project: 'unit', projects: ['unit', 'node'] };
const laneOne = [
  // The rules suites also query every company's data by collection group, as an attacker would, to
  // prove the rules refuse it; the app makes no collection-group query, and production would refuse
  // those for want of an index anyway. Every other query the rules run makes is checked.
  {
    name: 'rules',
    project: 'rules',
    emulators: 'emulator',
    ports: parallel ? ALT_PORTS : null,
    ignoreIndexScopes: ['COLLECTION_GROUP'],
  },
  { name: 'emulator', project: 'emulator', emulators: 'strict', ports: parallel ? ALT_PORTS : null },
  unitStep,
];
const laneTwo = [{ name: 'e2e', project: 'e2e', emulators: 'strict', ports: null, needsChromium: true }];

function vitestCommand(report, projects) {
  return [
    bin('vitest'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--reporter=${path.join(ROOT, 'scripts/vitestRunReporter.mjs')}`,
    `--outputFile.json=${path.join(RESULTS, `${report}.json`)}`,
  ];
}

/** Runs a command with its output in test-results/logs/<name>.log; resolves with its exit status. */
function run(name, command, env = {}) {
  const logFile = path.join(LOGS, `${name}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const stop = () => child.kill('SIGINT');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('error', (error) => {
      log.end(`Could not start ${command[0]}: ${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      log.end(() => resolve(code ?? (signal ? 1 : 0)));
    });
  });
}

/** A JSON file, or null when it is missing or unreadable (a half-written report counts as none). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Prints a finished step's log, its outcome and its time, all at once. */
function report(name, outcome, started) {
  const logFile = path.join(LOGS, `${name}.log`);
  const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n▶ ${name}\n${text}${text && !text.endsWith('\n') ? '\n' : ''}`);
  console.log(`◀ ${name}: ${outcome.failed === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

async function runCheck(check) {
  const started = Date.now();
  const status = await run(check.name, check.command);
  const outcomes = check.outcomes?.(status) ?? [checkOutcome(check.name, status)];
  report(check.name, addOutcomes(outcomes), started);
  return outcomes;
}

async function runVitest(step) {
  const started = Date.now();
  const outcomes = [];
  if (step.needsChromium && !existsSync(CHROMIUM)) {
    const message = `Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    const outcome = checkOutcome(step.name, 1);
    outcome.problems.push(message);
    console.error(message);
    report(step.name, outcome, started);
    return [outcome];
  }
  const name = step.report ?? step.project;
  const reportFile = path.join(RESULTS, `${name}.json`);
  const runFile = path.join(RESULTS, `${name}.run.json`);
  const emulatorLog = path.join(RESULTS, `${name}.emulators.log`);
  for (const file of [reportFile, runFile, emulatorLog]) rmSync(file, { force: true });
  const command = [...vitestCommand(name, step.projects ?? [step.project]), ...(step.files ?? [])];
  const env = {
    TORQUE_VITEST_RUN: runFile,
    ...(step.emulators ? { TORQUE_EMULATOR_LOG: emulatorLog } : {}),
    ...(step.env ?? {}),
  };
  const ports = step.ports
    ? [`--ports=${[step.ports.firestore, step.ports.auth, step.ports.storage, step.ports.hub, step.ports.logging]}`]
    : [];
  const emulators = [
    process.execPath,
    path.join(ROOT, 'scripts/emulators.mjs'),
    'exec',
    `--profile=${step.emulators}`,
    ...ports,
  ];
  const status = await run(step.name, step.emulators ? [...emulators, '--', ...command] : command, env);
  const outcome = vitestOutcome(step.name, {
    status,
    report: readJson(reportFile),
    unhandledErrors: readJson(runFile)?.unhandledErrors ?? null,
  });
  outcomes.push(outcome);
  if (step.emulators) {
    const missing = existsSync(emulatorLog)
      ? missingIndexes(readFileSync(emulatorLog, 'utf8'), step.ignoreIndexScopes)
      : [];
    if (missing.length) {
      console.error(
        `\n${step.name}: queries served without a composite index that production needs (add them to firestore.indexes.json):\n` +
          missing.map((m) => `  ${m}`).join('\n'),
      );
      outcomes.push({
        passed: 0,
        failed: missing.length,
        skipped: 0,
        problems: missing.map((m) => `${step.name}: no composite index for ${m}`),
      });
    }
  }
  report(step.name, addOutcomes(outcomes), started);
  return outcomes;
}

const wanted = (step) => !only || only.includes(step.project);

async function lane(steps) {
  const outcomes = [];
  for (const step of steps.filter(wanted)) outcomes.push(...(await runVitest(step)));
  return outcomes;
}

/**
 * The production build the browser tests serve, made while lane 1's rules step runs (the
 * browser tests then reuse it: E2E_SKIP_BUILD), so it is off the run's longest path. Its output
 * goes to the e2e build log; a failed build leaves the browser tests to build it themselves, and
 * say why.
 */
function buildAhead() {
  if (!wanted(laneTwo[0])) return Promise.resolve(false);
  return run(
    'e2e-build',
    [process.execPath, path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      // The build under test is the production one, pointed at the emulators (e2e/globalSetup.ts).
      NODE_ENV: 'production',
      VITE_USE_EMULATORS: 'true',
    },
  ).then((code) => code === 0);
}

mkdirSync(LOGS, { recursive: true });
/** Written by the browser tests' set-up when it is done (e2e/globalSetup.ts). */
const E2E_READY = path.join(RESULTS, 'e2e-ready');
/** The longest the checks wait for it (a set-up that failed never writes it). */
const SETUP_WAIT_MS = 180_000;

/**
 * Until the browser tests are set up — the emulators, the demo seed, the servers and the signed-in
 * sessions, heavy work on the run's longest path — the checks (format, type-check, lint: heavy too)
 * wait, so the two do not share the two cores; at most SETUP_WAIT_MS, or until lane 2 has ended.
 */
async function browserSetUp(laneTwoDone) {
  const until = Date.now() + SETUP_WAIT_MS;
  while (!existsSync(E2E_READY) && !laneTwoDone() && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
}

const started = Date.now();
rmSync(E2E_READY, { force: true });
let outcomes;
if (parallel) {
  let emulatorsDone = () => {};
  const browserTurn = new Promise((resolve) => (emulatorsDone = resolve));
  const built = buildAhead();
  let secondDone = false;
  const [first, second] = await Promise.all([
    (async () => {
      // The browser tests start once the rules suite (the one that hammers its emulator) is done;
      // the service suite, lighter, runs beside their set-up.
      const rules = await lane(laneOne.filter((step) => step.project === 'rules'));
      emulatorsDone();
      const withEmulators = [
        ...rules,
        ...(await lane(laneOne.filter((step) => step.emulators && step.project !== 'rules'))),
      ];
      // Prettier (light) at once; tsc and ESLint (heavy) once the browser tests are set up, and
      // the unit tests beside them: the browser tests spend much of their time waiting, so the
      // two cores have room for both (one after the other, lane 1 was the run's longest path).
      const light = checks.filter((check) => check.name === 'format');
      const formatted = Promise.all(light.map(runCheck));
      await browserSetUp(() => secondDone);
      const [heavy, unit] = await Promise.all([
        Promise.all(checks.filter((check) => !light.includes(check)).map(runCheck)),
        lane(laneOne.filter((step) => !step.emulators)),
      ]);
      return [...withEmulators, ...heavy.flat(), ...(await formatted).flat(), ...unit];
    })(),
    browserTurn.then(async () => {
      const ready = await built;
      try {
        return await lane(
          laneTwo.map((step) => ({ ...step, env: { ...step.env, ...(ready ? { E2E_SKIP_BUILD: '1' } : {}) } })),
        );
      } finally {
        secondDone = true;
      }
    }),
  ]);
  outcomes = [...first, ...second];
} else {
  outcomes = [];
  for (const check of checks) outcomes.push(...(await runCheck(check)));
  outcomes.push(...(await lane([...laneOne, ...laneTwo])));
}

const totals = addOutcomes(outcomes);
console.log(`\nAll steps: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (totals.problems.length) console.error(`\nFailed:\n${totals.problems.map((p) => `  ${p}`).join('\n')}`);
console.log(`\n${totalsLine(totals)}`);
process.exit(totals.failed ? 1 : 0);
