// npm run seed:reset without the emulators, and its care with folders. Against the emulators:
// src/testing/seedReset.emulator.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorAddresses, keptDataRefusal, removeKeptData } from './seedReset.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'torque-reset-'));
  made.push(dir);
  return dir;
}

/** A folder as the emulators export it. */
function keptData(parent = tempDir()) {
  const dir = path.join(parent, 'kept');
  mkdirSync(path.join(dir, 'auth_export'), { recursive: true });
  writeFileSync(path.join(dir, 'firebase-export-metadata.json'), '{"version":"15.28.2"}');
  writeFileSync(path.join(dir, 'auth_export', 'accounts.json'), '{"users":[]}');
  return dir;
}

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the kept-data folder', () => {
  it('is removed when it holds emulator data or nothing', () => {
    const dir = keptData();
    expect(keptDataRefusal(dir)).toBeNull();
    expect(removeKeptData(dir)).toEqual({ done: `Kept data: removed ${dir}.`, refused: false });
    expect(existsSync(dir)).toBe(false);
    const empty = tempDir();
    expect(removeKeptData(empty).refused).toBe(false);
    expect(existsSync(empty)).toBe(false);
  });

  it('is left alone when it does not look like emulator data', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'thesis.tex'), '…');
    expect(removeKeptData(dir)).toEqual({
      done: `Kept data: NOT removed: ${dir} does not look like emulator data (no firebase-export-metadata.json in it). Remove it yourself if it is.`,
      refused: true,
    });
    expect(existsSync(path.join(dir, 'thesis.tex'))).toBe(true);
  });

  it('is never the repository, a folder above it, the home folder or the root', () => {
    for (const dir of [ROOT, path.dirname(ROOT), os.homedir(), path.parse(ROOT).root])
      expect(keptDataRefusal(dir), dir).toMatch(/is not a kept-data folder/);
  });

  it('says when there is none', () => {
    const missing = path.join(tempDir(), 'never-made');
    expect(removeKeptData(missing)).toEqual({ done: `Kept data: there is none at ${missing}.`, refused: false });
  });
});

describe('the emulators’ addresses', () => {
  it('come from firebase.json, or from what `emulators exec` sets', () => {
    expect(emulatorAddresses({})).toEqual({
      auth: '127.0.0.1:9099',
      firestore: '127.0.0.1:8080',
      storage: '127.0.0.1:9199',
    });
    expect(
      emulatorAddresses({
        FIREBASE_AUTH_EMULATOR_HOST: 'localhost:19099',
        FIRESTORE_EMULATOR_HOST: 'localhost:18080',
        FIREBASE_STORAGE_EMULATOR_HOST: 'localhost:19199',
      }),
    ).toEqual({ auth: 'localhost:19099', firestore: 'localhost:18080', storage: 'localhost:19199' });
  });
});

describe('npm run seed:reset with the emulators stopped', () => {
  async function reset(args: string[], extra: Record<string, string> = {}) {
    // Pointed at a port nothing listens on, so emulators someone runs here are never touched.
    const host = `127.0.0.1:${await closedPort()}`;
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seedReset.ts', ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: host,
        FIRESTORE_EMULATOR_HOST: host,
        FIREBASE_STORAGE_EMULATOR_HOST: host,
        ...extra,
      },
    });
  }

  it('removes the kept data and says the next start seeds fresh', async () => {
    const dir = keptData();
    const result = await reset([], { TORQUE_EMULATOR_DATA: dir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^The emulators are not running \(nothing answers at auth 127\.0\.0\.1:\d+, /);
    expect(result.stdout).toContain(`Kept data: removed ${dir}.`);
    expect(result.stdout).toContain('The next `npm start` (with or without --keep-data) seeds the demo company fresh.');
    expect(existsSync(dir)).toBe(false);
  });

  it('takes the folder as npm start does, --keep-data=<dir>', async () => {
    const dir = keptData();
    const result = await reset([`--keep-data=${dir}`]);
    expect(result.status).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it('fails, keeping the folder, when the folder is not emulator data', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const result = await reset([], { TORQUE_EMULATOR_DATA: dir });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Kept data: NOT removed');
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });

  it('explains a wrong argument', async () => {
    const result = await reset(['--wipe-everything']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run seed:reset [-- --keep-data=<dir>]');
  });
});
