#!/usr/bin/env node
// `npm test`: every check and every test runner, in order, then one line of totals.
//   1. type-check (tsc)            2. lint (ESLint, Prettier)
//   3. unit + component (Vitest)   4. rules (Vitest, emulators on the `emulator` profile)
//   5. services (Vitest, emulators on the `strict` profile: a missing composite index fails)
//   6. end-to-end (Vitest + playwright-core + Chromium, the production build served by the
//      Hosting emulator with firebase.json's headers, emulators on the `strict` profile)
// After each emulator run, its log is searched for "production needs" (a query served without
// its composite index, which production would refuse): each index named counts as a failure.
// Each Vitest run writes a JSON report to test-results/ (and its unhandled errors, which that
// report leaves out); the last line sums them: "N passed, N failed, N skipped". A failed check
// (tsc, ESLint, Prettier), a test file that failed outside its tests, an unhandled error, a failed
// global set-up, a missing report and a run where no test passed each count as failures there
// (scripts/testTotals.mjs), so the line says "0 failed" only when nothing failed. Exits non-zero
// then too.
// TEST_ONLY=unit,rules,emulator,e2e (comma list) runs just those test steps after the checks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingIndexes } from './emulators.mjs';
import { addOutcomes, checkOutcome, totalsLine, vitestOutcome } from './testTotals.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  { name: 'type-check', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
  { name: 'unit', project: 'unit' },
  // The rules suites also query every company's data by collection group, as an attacker would, to
  // prove the rules refuse it; the app makes no collection-group query, and production would refuse
  // those for want of an index anyway. Every other query the rules run makes is checked.
  { name: 'rules', project: 'rules', emulators: 'emulator', ignoreIndexScopes: ['COLLECTION_GROUP'] },
  { name: 'emulator', project: 'emulator', emulators: 'strict' },
  { name: 'e2e', project: 'e2e', emulators: 'strict', needsChromium: true },
];

function vitestCommand(project) {
  return [
    bin('vitest'),
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--reporter=${path.join(ROOT, 'scripts/vitestRunReporter.mjs')}`,
    `--outputFile.json=${path.join(RESULTS, `${project}.json`)}`,
  ];
}

function run(command, env = {}) {
  const result = spawnSync(command[0], command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** A JSON file, or null when it is missing or unreadable (a half-written report counts as none). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const outcomes = [];
mkdirSync(RESULTS, { recursive: true });

for (const step of steps) {
  if (step.project && only && !only.includes(step.project)) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  let outcome;
  if (step.needsChromium && !existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    outcome = checkOutcome(step.name, 1);
  } else if (step.project) {
    const report = path.join(RESULTS, `${step.project}.json`);
    const runFile = path.join(RESULTS, `${step.project}.run.json`);
    rmSync(report, { force: true });
    rmSync(runFile, { force: true });
    const command = vitestCommand(step.project);
    const log = path.join(RESULTS, `${step.project}.emulators.log`);
    rmSync(log, { force: true });
    const env = { TORQUE_VITEST_RUN: runFile, ...(step.emulators ? { TORQUE_EMULATOR_LOG: log } : {}) };
    const emulators = [
      process.execPath,
      path.join(ROOT, 'scripts/emulators.mjs'),
      'exec',
      `--profile=${step.emulators}`,
    ];
    const status = step.emulators ? run([...emulators, '--', ...command], env) : run(command, env);
    outcome = vitestOutcome(step.name, {
      status,
      report: readJson(report),
      unhandledErrors: readJson(runFile)?.unhandledErrors ?? null,
    });
    if (step.emulators) {
      const missing = existsSync(log) ? missingIndexes(readFileSync(log, 'utf8'), step.ignoreIndexScopes) : [];
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
  } else {
    outcome = checkOutcome(step.name, run(step.command));
  }
  outcomes.push(outcome);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${step.name}: ${outcome.failed === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

const totals = addOutcomes(outcomes);
if (totals.problems.length) console.error(`\nFailed:\n${totals.problems.map((p) => `  ${p}`).join('\n')}`);
console.log(`\n${totalsLine(totals)}`);
process.exit(totals.failed ? 1 : 0);
