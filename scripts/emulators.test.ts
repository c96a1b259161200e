import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// Loaded by URL so the type-check leaves the untyped script alone.
interface EmulatorsScript {
  ROOT: string;
  DEFAULT_DATA_DIR: string;
  keepDataOption: (args: string[], env: Record<string, string>) => { dataDir: string | null; args: string[] };
  dataArgs: (dataDir: string | null) => string[];
  profileOption: (args: string[]) => { profile: string; args: string[] };
  missingIndexes: (log: string, ignoreScopes?: string[]) => string[];
}
const { ROOT, DEFAULT_DATA_DIR, keepDataOption, dataArgs, profileOption, missingIndexes } = (await import(
  /* @vite-ignore */ pathToFileURL(path.resolve('scripts/emulators.mjs')).href
)) as EmulatorsScript;

describe('keeping emulator data', () => {
  it('keeps nothing unless asked: data lives in memory', () => {
    expect(keepDataOption(['a'], {})).toEqual({ dataDir: null, args: ['a'] });
    expect(dataArgs(null)).toEqual([]);
  });

  it('takes --keep-data (default folder), --keep-data=<dir> or TORQUE_EMULATOR_DATA', () => {
    expect(keepDataOption(['--keep-data'], {}).dataDir).toBe(path.join(ROOT, DEFAULT_DATA_DIR));
    expect(keepDataOption(['--keep-data=/data/torque', 'x'], {})).toEqual({ dataDir: '/data/torque', args: ['x'] });
    expect(keepDataOption([], { TORQUE_EMULATOR_DATA: 'saved' }).dataDir).toBe(path.join(ROOT, 'saved'));
  });

  it('exports on exit, and imports only a folder that exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'torque-emu-'));
    try {
      expect(dataArgs(dir)).toEqual(['--import', dir, '--export-on-exit', dir]);
      const missing = path.join(dir, 'not-yet');
      expect(dataArgs(missing)).toEqual(['--export-on-exit', missing]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('emulator profiles', () => {
  it('runs the emulator profile unless strict is asked for, and refuses an unknown one', () => {
    expect(profileOption(['--keep-data'])).toEqual({ profile: 'emulator', args: ['--keep-data'] });
    expect(profileOption(['--profile=strict', 'x'])).toEqual({ profile: 'strict', args: ['x'] });
    expect(profileOption(['--profile', 'strict'])).toEqual({ profile: 'strict', args: [] });
    expect(() => profileOption(['--profile=lenient'])).toThrow(/Unknown emulator profile "lenient"/);
  });
});

describe('indexes production would need', () => {
  const need = (scope: string, fields: string) =>
    `[firestore] served without a configured composite index (emulator profile); production needs: {\n  "collectionGroup": "workRequests",\n  "queryScope": "${scope}",\n  "fields": [\n${fields}\n  ]\n}\n`;
  const statusRaised =
    '      {"fieldPath": "status", "order": "ASCENDING"},\n      {"fieldPath": "raisedAt", "order": "DESCENDING"}';

  it('names each index a log says production needs, once', () => {
    const log = `ok\n${need('COLLECTION', statusRaised)}noise\n${need('COLLECTION', statusRaised)}`;
    expect(missingIndexes(log)).toEqual(['workRequests (COLLECTION): status ASCENDING, raisedAt DESCENDING']);
    expect(missingIndexes('all served\n')).toEqual([]);
  });

  it('can leave out a query scope', () => {
    const log = need('COLLECTION_GROUP', '      {"fieldPath": "status", "order": "ASCENDING"}');
    expect(missingIndexes(log)).toHaveLength(1);
    expect(missingIndexes(log, ['COLLECTION_GROUP'])).toEqual([]);
  });
});
