// Browser test files run two at a time. Most of them leave the demo company's shared data alone
// (they read it, or make their own company or account); the files that change it, or count it,
// call `aloneOnDemoData()` and so run one at a time: a lock held from their first test to their
// last, a folder made atomically, naming its holder. A holder that died (its process is gone) is
// taken over. A file waits for the lock to be released — a state, never a time.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

const LOCK = 'test-results/e2e-demo-data.lock';
const OWNER = `${LOCK}/owner`;
/** How long a file may wait for the others: far more than any one file takes. */
const WAIT_MS = 20 * 60_000;

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryLock(me: string): boolean {
  try {
    mkdirSync(LOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let owner = '';
    try {
      owner = readFileSync(OWNER, 'utf8');
    } catch {
      return false; // being made or released right now
    }
    const pid = Number(owner.split(' ')[0]);
    if (pid && !alive(pid)) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
  writeFileSync(OWNER, me);
  return true;
}

async function lock(file: string) {
  mkdirSync('test-results', { recursive: true });
  const me = `${process.pid} ${file}`;
  const until = Date.now() + WAIT_MS;
  while (!tryLock(me)) {
    if (Date.now() > until) throw new Error(`${file}: the demo data stayed locked by another file for 20 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function unlock() {
  rmSync(LOCK, { recursive: true, force: true });
}

/** This file changes or counts the demo company's shared data: no other such file runs meanwhile. */
export function aloneOnDemoData(file: string) {
  beforeAll(() => lock(file), WAIT_MS + 10_000);
  afterAll(unlock);
}
