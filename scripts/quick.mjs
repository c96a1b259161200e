#!/usr/bin/env node
// `npm run test:quick`: the inner loop for a small change, in well under a minute. At once:
//   - type-check the whole project (tsc, incremental: later runs re-check only what changed);
//   - ESLint and Prettier on the changed files (ESLint with its cache);
//   - the unit and node tests nearest the changed files: changed tests, the tests that import a
//     changed file directly, and the tests in a changed file's folder. (Not every test that reaches
//     it through other modules: through the app's route table that is nearly the whole suite, which
//     `npm test` runs.)
// Changed files: what differs from HEAD (staged, unstaged and new files); with a clean tree, the
// last commit's. Or name them: `npm run test:quick -- src/lib/date.ts`.
// It is no substitute for `npm test`, which also runs the rules, service and browser suites.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/torque');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function git(...args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : [];
}

function changedFiles() {
  const named = process.argv.slice(2);
  if (named.length) return named;
  const working = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
  return working.length ? working : git('diff', '--name-only', 'HEAD~1', 'HEAD');
}

const files = [...new Set(changedFiles())].filter((file) => existsSync(path.join(ROOT, file)));

const isTest = (file) => /\.test\.tsx?$/.test(file) && !/\.emulator\.test\.tsx?$/.test(file);
const withoutExtension = (file) => file.replace(/\.(m?[jt]sx?)$/, '');

/** The unit and node tests nearest the changed files (see the comment at the top). */
function nearestTests(changed) {
  const tests = git('ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts').filter(isTest);
  const sources = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file) && !isTest(file));
  const targets = new Set(sources.map((file) => withoutExtension(path.resolve(ROOT, file))));
  const folders = new Set(sources.map((file) => path.dirname(file)));
  // A changed browser or rules test is not a unit test: those projects are run by hand.
  const near = new Set(changed.filter((file) => isTest(file) && /^(src|scripts)\//.test(file)));
  for (const test of tests) {
    if (!existsSync(path.join(ROOT, test))) continue;
    if (folders.has(path.dirname(test))) {
      near.add(test);
      continue;
    }
    const text = readFileSync(path.join(ROOT, test), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = withoutExtension(path.resolve(ROOT, path.dirname(test), m[1].replace(/\?.*$/, '')));
      if (targets.has(target) || targets.has(path.join(target, 'index'))) {
        near.add(test);
        break;
      }
    }
  }
  return [...near];
}

const code = files.filter((file) => /\.(m?[jt]sx?)$/.test(file));
const formatted = files.filter((file) => /\.(m?[jt]sx?|json|md|scss|css|html|ya?ml)$/.test(file));
mkdirSync(CACHE, { recursive: true });

function run(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      process.stdout.write(`\n${ok ? '✓' : '✗'} ${name} (${seconds} s)\n${ok ? '' : output}`);
      resolve(ok);
    });
  });
}

console.log(files.length ? `Changed: ${files.join(', ')}` : 'No changed files: type-check only.');
const started = Date.now();
const jobs = [
  run('type-check', [
    bin('tsc'),
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(CACHE, 'tsc.tsbuildinfo'),
  ]),
];
if (code.length)
  jobs.push(
    run('lint', [
      bin('eslint'),
      '--max-warnings',
      '0',
      '--cache',
      '--cache-location',
      path.join(CACHE, 'eslint'),
      '--no-warn-ignored',
      ...code,
    ]),
  );
if (formatted.length)
  jobs.push(run('format', [bin('prettier'), '--check', '--log-level', 'warn', '--ignore-unknown', ...formatted]));
const tests = nearestTests(files);
if (tests.length) {
  console.log(`Tests: ${tests.join(', ')}`);
  jobs.push(
    run('unit and node tests nearest the change', [
      bin('vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'node',
      ...tests,
    ]),
  );
}
const ok = (await Promise.all(jobs)).every(Boolean);
console.log(
  `\n${ok ? 'Quick checks passed' : 'Quick checks FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
process.exit(ok ? 0 : 1);
