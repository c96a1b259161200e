#!/usr/bin/env node
// `npm run test:quick`: the inner loop for a small change, in well under a minute. At once:
//   - type-check the whole project (tsc, incremental: later runs re-check only what changed);
//   - ESLint and Prettier on the changed files (ESLint with its cache);
//   - the unit and node tests related to the changed files (`vitest related`: the tests that
//     import them, directly or not, and changed tests themselves).
// Changed files: what differs from HEAD (staged, unstaged and new files); with a clean tree, the
// last commit's. Or name them: `npm run test:quick -- src/lib/date.ts`.
// It is no substitute for `npm test`, which also runs the rules, service and browser suites.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
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
if (code.length)
  jobs.push(
    run('related unit and node tests', [
      bin('vitest'),
      'related',
      '--run',
      '--project',
      'unit',
      '--project',
      'node',
      '--passWithNoTests',
      ...code,
    ]),
  );
const ok = (await Promise.all(jobs)).every(Boolean);
console.log(
  `\n${ok ? 'Quick checks passed' : 'Quick checks FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
process.exit(ok ? 0 : 1);
