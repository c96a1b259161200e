// npm run company:set-paid: its arguments and where it writes, without the emulators. Against
// the emulators: src/features/company/limits.emulator.test.ts.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs, SetPaidError, targetOf } from './setPaid.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function refusal(run: () => unknown): SetPaidError {
  try {
    run();
  } catch (error) {
    if (error instanceof SetPaidError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseArgs', () => {
  it('reads a company UID and true or false, with an optional project', () => {
    expect(parseArgs(['AbC123_x-9', 'true'])).toEqual({ company: 'AbC123_x-9', paid: true, project: null });
    expect(parseArgs(['abc', 'false', '--project', 'my-proj'])).toEqual({
      company: 'abc',
      paid: false,
      project: 'my-proj',
    });
    expect(parseArgs(['--project=my-proj', 'abc', 'true'])).toMatchObject({ project: 'my-proj', paid: true });
  });

  it('refuses a bad company UID in words', () => {
    for (const bad of ['users/abc', 'a b', '', 'x'.repeat(129), '../etc']) {
      const error = refusal(() => parseArgs([bad, 'true']));
      expect(error.message).toMatch(/is not a company UID/);
      expect(error.exitCode).toBe(1);
    }
  });

  it('refuses a value other than true or false', () => {
    for (const bad of ['yes', 'TRUE', '1', 'paid']) {
      expect(refusal(() => parseArgs(['abc', bad])).message).toMatch(/is neither true nor false/);
    }
  });

  it('explains its usage when called wrongly (exit code 2)', () => {
    for (const argv of [
      [],
      ['abc'],
      ['abc', 'true', 'extra'],
      ['abc', 'true', '--project'],
      ['abc', 'true', '--force'],
    ]) {
      const error = refusal(() => parseArgs(argv));
      expect(error.exitCode).toBe(2);
      expect(error.message).toMatch(/Usage: npm run company:set-paid/);
    }
  });
});

describe('targetOf', () => {
  it("writes to the emulators by default: firebase.json's address and .firebaserc's project", () => {
    expect(targetOf(null, {})).toEqual({ kind: 'emulator', project: 'demo-torque', host: '127.0.0.1:8080' });
  });

  it('follows FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT, as `emulators exec` sets them', () => {
    const env = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:9999', GCLOUD_PROJECT: 'demo-other' };
    expect(targetOf(null, env)).toEqual({ kind: 'emulator', project: 'demo-other', host: '127.0.0.1:9999' });
    expect(targetOf('demo-third', env)).toMatchObject({ kind: 'emulator', project: 'demo-third' });
  });

  it('refuses a real project without a service account, and with a key file that is not there', () => {
    expect(refusal(() => targetOf('torque-prod', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).message).toMatch(
      /real Firebase project: set GOOGLE_APPLICATION_CREDENTIALS/,
    );
    expect(
      refusal(() => targetOf('torque-prod', { GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json' })).message,
    ).toMatch(/does not exist/);
  });

  it('accepts a real project with a key file', () => {
    const key = path.join(ROOT, 'package.json'); // any file that exists: the script only checks that
    expect(targetOf('torque-prod', { GOOGLE_APPLICATION_CREDENTIALS: key })).toEqual({
      kind: 'real',
      project: 'torque-prod',
      credentials: key,
    });
  });
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the command', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/setPaid.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  it('exits non-zero with the reason, writing nothing, for each refusal', async () => {
    const port = await closedPort();
    const cases: [string[], Record<string, string>, number, RegExp][] = [
      [['not/a/uid', 'true'], {}, 1, /is not a company UID/],
      [['abc', 'maybe'], {}, 1, /neither true nor false/],
      [['abc'], {}, 2, /Usage/],
      [['abc', 'true', '--project', 'torque-prod'], {}, 1, /GOOGLE_APPLICATION_CREDENTIALS/],
      [['abc', 'true'], { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}` }, 1, /does not answer/],
    ];
    for (const [args, env, code, message] of cases) {
      const result = run(args, env);
      expect(result.status, args.join(' ')).toBe(code);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe('');
    }
  });
});
