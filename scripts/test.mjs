#!/usr/bin/env node
// `npm test`: every check and every test runner, in order, then one line of totals.
//   1. type-check (tsc)            2. lint (ESLint, Prettier)
//   3. unit + component (Vitest)   4. rules + services (Vitest, under the emulators)
//   5. end-to-end (Vitest + playwright-core + Chromium, production build, under the emulators)
// Each Vitest run writes a JSON report to test-results/; the last line sums them:
// "N passed, N failed, N skipped". Exits non-zero if any step failed.
// TEST_ONLY=unit,emulator,e2e (comma list) runs just those test steps after the checks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());

const steps = [
  { name: 'type-check', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
  { name: 'unit', project: 'unit' },
  { name: 'emulator', project: 'emulator', emulators: true },
  { name: 'e2e', project: 'e2e', emulators: true, needsChromium: true },
];

function vitestCommand(project) {
  return [
    bin('vitest'),
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
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

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
mkdirSync(RESULTS, { recursive: true });

for (const step of steps) {
  if (step.project && only && !only.includes(step.project)) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  if (step.needsChromium) {
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromium)) {
      console.error(
        `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
      );
      failedSteps.push(step.name);
      totals.failed += 1;
      continue;
    }
  }
  let status;
  if (step.project) {
    const report = path.join(RESULTS, `${step.project}.json`);
    rmSync(report, { force: true });
    const command = vitestCommand(step.project);
    status = step.emulators
      ? run([process.execPath, path.join(ROOT, 'scripts/emulators.mjs'), 'exec', '--', ...command])
      : run(command);
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
      totals.skipped += json.numPendingTests + json.numTodoTests;
      if (json.numTotalTests === 0) {
        console.error(`${step.name}: no test ran`);
        status ||= 1;
      }
    } else if (status === 0) {
      status = 1;
      console.error(`${step.name}: no report was written`);
    }
  } else {
    status = run(step.command);
  }
  console.log(`◀ ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failedSteps.push(step.name);
}

if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
