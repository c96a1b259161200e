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
}
const { ROOT, DEFAULT_DATA_DIR, keepDataOption, dataArgs } = (await import(
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
