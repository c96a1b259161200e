import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_ID as APP_DEFAULT_PROJECT_ID } from '../src/services/firebase/config';
import {
  APP_VARIABLES,
  DEFAULT_PROJECT_ID,
  assertSettings,
  envCheckPlugin,
  formatProblem,
  settingProblems,
  unconnectedBuildWarning,
  unknownVariables,
} from './envCheck.ts';

const GOOD = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  VITE_FIREBASE_AUTH_DOMAIN: 'northfield-cmms.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'northfield-cmms',
  VITE_FIREBASE_STORAGE_BUCKET: 'northfield-cmms.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f67890a1b2c',
  VITE_USE_EMULATORS: 'false',
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8080',
  VITE_STORAGE_EMULATOR_HOST: '[::1]:9199',
};

/** The problems of GOOD with one setting changed, as the lines the build prints. */
const problemsWith = (changes: Record<string, string>) => settingProblems({ ...GOOD, ...changes }).map(formatProblem);

describe('checking the VITE_* settings', () => {
  it('checks every variable the app reads (src/vite-env.d.ts)', () => {
    const declared = [...readFileSync('src/vite-env.d.ts', 'utf8').matchAll(/readonly (VITE_\w+)/g)].map((m) => m[1]);
    expect([...APP_VARIABLES].sort()).toEqual(declared.sort());
  });

  it('falls back to the project the app falls back to', () => {
    expect(DEFAULT_PROJECT_ID).toBe(APP_DEFAULT_PROJECT_ID);
  });

  it('accepts a real project’s settings, and nothing set at all', () => {
    expect(settingProblems(GOOD)).toEqual([]);
    expect(settingProblems({})).toEqual([]);
    expect(settingProblems(Object.fromEntries(APP_VARIABLES.map((v) => [v, ''])))).toEqual([]);
  });

  it('accepts the emulators’ placeholder key with a demo project only', () => {
    expect(settingProblems({ VITE_FIREBASE_API_KEY: 'demo-api-key' })).toEqual([]);
    expect(settingProblems({ VITE_FIREBASE_API_KEY: 'demo-api-key', VITE_FIREBASE_PROJECT_ID: 'demo-plant' })).toEqual(
      [],
    );
    expect(problemsWith({ VITE_FIREBASE_API_KEY: 'demo-api-key' })).toEqual([
      'VITE_FIREBASE_API_KEY="demo-api-key": "demo-api-key" is the emulators\' placeholder, accepted only with a ' +
        'demo- project; northfield-cmms needs its own web API key (Firebase console → Project settings → Your apps). ' +
        'For example: VITE_FIREBASE_API_KEY=AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
    ]);
  });

  it('refuses an API key of the wrong shape, saying how long it is', () => {
    expect(problemsWith({ VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6' })).toEqual([
      'VITE_FIREBASE_API_KEY="AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6": a Firebase web API key is "AIza" followed by ' +
        '35 letters, digits, "-" or "_", 39 characters in all (this one has 38). ' +
        'For example: VITE_FIREBASE_API_KEY=AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
    ]);
    // Right length, wrong start or a character outside the alphabet.
    expect(problemsWith({ VITE_FIREBASE_API_KEY: 'BIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q' })).toHaveLength(1);
    expect(problemsWith({ VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6=' })).toHaveLength(1);
    expect(problemsWith({ VITE_FIREBASE_API_KEY: '"AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q"' })).toHaveLength(1);
  });

  it('refuses a project id that is not one', () => {
    for (const id of [
      'North Field',
      'northfield_cmms',
      'short',
      'Northfield-cmms',
      '1northfield',
      'northfield-',
      'a'.repeat(31),
    ]) {
      const [line, ...rest] = problemsWith({ VITE_FIREBASE_PROJECT_ID: id });
      expect(rest, id).toEqual([]);
      expect(line, id).toMatch(
        /^VITE_FIREBASE_PROJECT_ID=".*": a project id is 6 to 30 characters, lower-case letters/,
      );
      expect(line).toMatch(/For example: VITE_FIREBASE_PROJECT_ID=northfield-cmms$/);
    }
    for (const id of ['abcdef', 'a'.repeat(30), 'plant-7-cmms', 'demo-torque'])
      expect(problemsWith({ VITE_FIREBASE_PROJECT_ID: id }), id).toEqual([]);
  });

  it('refuses an auth domain that is not a host name, giving the one meant', () => {
    expect(problemsWith({ VITE_FIREBASE_AUTH_DOMAIN: 'https://northfield-cmms.firebaseapp.com/' })).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN="https://northfield-cmms.firebaseapp.com/": give the name alone, without "https://". ' +
        'For example: VITE_FIREBASE_AUTH_DOMAIN=northfield-cmms.firebaseapp.com',
    ]);
    expect(problemsWith({ VITE_FIREBASE_AUTH_DOMAIN: 'northfield-cmms' })).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN="northfield-cmms": it is not a host name (such as the project\'s own ' +
        '<project id>.firebaseapp.com). For example: VITE_FIREBASE_AUTH_DOMAIN=northfield-cmms.firebaseapp.com',
    ]);
    expect(problemsWith({ VITE_FIREBASE_AUTH_DOMAIN: 'cmms.example.com/auth' })[0]).toContain('without a path');
    expect(problemsWith({ VITE_FIREBASE_AUTH_DOMAIN: 'bad_name.example.com' })).toHaveLength(1);
    // A custom domain is fine.
    expect(problemsWith({ VITE_FIREBASE_AUTH_DOMAIN: 'cmms.northfield-paper.example' })).toEqual([]);
  });

  it('refuses a storage bucket given as a gs:// address or with capitals', () => {
    expect(problemsWith({ VITE_FIREBASE_STORAGE_BUCKET: 'gs://northfield-cmms.firebasestorage.app' })).toEqual([
      'VITE_FIREBASE_STORAGE_BUCKET="gs://northfield-cmms.firebasestorage.app": give the name alone, without "gs://". ' +
        'For example: VITE_FIREBASE_STORAGE_BUCKET=northfield-cmms.firebasestorage.app',
    ]);
    expect(problemsWith({ VITE_FIREBASE_STORAGE_BUCKET: 'Northfield.appspot.com' })[0]).toMatch(
      /a bucket name is lower-case letters.*For example: VITE_FIREBASE_STORAGE_BUCKET=northfield-cmms\.firebasestorage\.app$/,
    );
    // Older projects' buckets, and custom bucket names.
    for (const bucket of ['northfield-cmms.appspot.com', 'northfield_attachments'])
      expect(problemsWith({ VITE_FIREBASE_STORAGE_BUCKET: bucket }), bucket).toEqual([]);
  });

  it('takes VITE_USE_EMULATORS as true, false or empty only', () => {
    for (const value of ['TRUE', 'yes', '1', 'true '])
      expect(problemsWith({ VITE_USE_EMULATORS: value })[0], value).toMatch(
        /^VITE_USE_EMULATORS=".*": it is "true", "false" or empty .*For example: VITE_USE_EMULATORS=true$/,
      );
    for (const value of ['true', 'false', '']) expect(problemsWith({ VITE_USE_EMULATORS: value })).toEqual([]);
  });

  it('takes emulator addresses as host:port with a port from 1 to 65535', () => {
    expect(problemsWith({ VITE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toEqual([
      'VITE_AUTH_EMULATOR_HOST="http://127.0.0.1:9099": give host:port alone, without a scheme such as "http://". ' +
        'For example: VITE_AUTH_EMULATOR_HOST=127.0.0.1:9099',
    ]);
    expect(problemsWith({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1' })).toEqual([
      'VITE_FIRESTORE_EMULATOR_HOST="127.0.0.1": it needs a host and a port, as host:port. ' +
        'For example: VITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8080',
    ]);
    expect(problemsWith({ VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:99999' })).toEqual([
      'VITE_STORAGE_EMULATOR_HOST="127.0.0.1:99999": the port "99999" is not a number from 1 to 65535. ' +
        'For example: VITE_STORAGE_EMULATOR_HOST=127.0.0.1:9199',
    ]);
    expect(problemsWith({ VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:0' })).toHaveLength(1);
    expect(problemsWith({ VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:port' })).toHaveLength(1);
    expect(problemsWith({ VITE_AUTH_EMULATOR_HOST: 'emu lator:9099' })[0]).toContain('"emu lator" is not a host name');
    expect(problemsWith({ VITE_AUTH_EMULATOR_HOST: '[::1]' })[0]).toContain('as host:port');
    for (const value of ['emulators:9099', '10.0.0.5:65535', '[::1]:9099'])
      expect(problemsWith({ VITE_AUTH_EMULATOR_HOST: value }), value).toEqual([]);
  });

  it('checks the sender id and the app id, and that both name one project', () => {
    expect(problemsWith({ VITE_FIREBASE_MESSAGING_SENDER_ID: '1234-5678' })[0]).toBe(
      'VITE_FIREBASE_MESSAGING_SENDER_ID="1234-5678": the sender id is the project\'s number: digits only. ' +
        'For example: VITE_FIREBASE_MESSAGING_SENDER_ID=123456789012',
    );
    expect(problemsWith({ VITE_FIREBASE_APP_ID: 'torque-web' })[0]).toBe(
      'VITE_FIREBASE_APP_ID="torque-web": a Firebase app id reads 1:<project number>:web:<hexadecimal digits>. ' +
        'For example: VITE_FIREBASE_APP_ID=1:123456789012:web:0a1b2c3d4e5f67890a1b2c',
    );
    expect(problemsWith({ VITE_FIREBASE_APP_ID: '1:123456789012:android:0a1b2c3d4e5f6789' })[0]).toContain(
      "this is an android app's id; Torque needs the id of a web app",
    );
    expect(problemsWith({ VITE_FIREBASE_APP_ID: '1:999999999999:web:0a1b2c3d4e5f6789' })[0]).toContain(
      'its project number 999999999999 is not VITE_FIREBASE_MESSAGING_SENDER_ID (123456789012)',
    );
    expect(problemsWith({ VITE_FIREBASE_MESSAGING_SENDER_ID: '', VITE_FIREBASE_APP_ID: '1:9:web:ab' })).toEqual([]);
  });

  it('stops with every problem at once, in one message', () => {
    const env = { ...GOOD, VITE_FIREBASE_PROJECT_ID: 'North Field', VITE_USE_EMULATORS: 'yes' };
    expect(() => assertSettings(env, 'mode production')).toThrow(
      /^Torque's Firebase settings \(mode production\) have 2 problems:\n {2}- VITE_FIREBASE_PROJECT_ID="North Field": .*\n {2}- VITE_USE_EMULATORS="yes": .*\nSee \.env\.example and docs\/deploy\.md\.$/,
    );
    expect(() => assertSettings(GOOD, 'mode production')).not.toThrow();
  });

  it('warns of Firebase-like variables the app does not read, suggesting the one meant', () => {
    expect(
      unknownVariables({ ...GOOD, VITE_FIREBASE_APIKEY: 'x', VITE_FIREBASE_MEASUREMENT_ID: 'G-1', VITE_TITLE: 't' }),
    ).toEqual([
      'VITE_FIREBASE_APIKEY is not a setting Torque reads; did you mean VITE_FIREBASE_API_KEY?',
      'VITE_FIREBASE_MEASUREMENT_ID is not a setting Torque reads, so it is ignored.',
    ]);
  });

  it('warns when a build will only say it is not connected', () => {
    expect(unconnectedBuildWarning({ DEV: false })).toMatch(
      /^This build names no real Firebase project \(VITE_FIREBASE_API_KEY is not set\)/,
    );
    expect(
      unconnectedBuildWarning({
        DEV: false,
        VITE_FIREBASE_API_KEY: GOOD.VITE_FIREBASE_API_KEY,
        VITE_FIREBASE_PROJECT_ID: 'demo-x',
      }),
    ).toContain('(the project is demo-x, a demo project)');
    expect(unconnectedBuildWarning({ ...GOOD, DEV: false })).toBeNull();
    expect(unconnectedBuildWarning({ DEV: false, VITE_USE_EMULATORS: 'true' })).toBeNull();
    expect(unconnectedBuildWarning({ DEV: true })).toBeNull();
  });
});

describe('the plugin', () => {
  it('stops a dev server on a malformed setting, and leaves a preview of what was built alone', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-check-'));
    writeFileSync(path.join(dir, '.env'), 'VITE_USE_EMULATORS=yes\n');
    const vitest = process.env.VITEST;
    delete process.env.VITEST; // the plugin stands aside under the tests' own runner
    const resolve = (isPreview: boolean) =>
      resolveConfig(
        { configFile: false, root: dir, envDir: dir, logLevel: 'silent', plugins: [envCheckPlugin()] },
        'serve',
        'development',
        'development',
        isPreview,
      );
    try {
      await expect(resolve(false)).rejects.toThrow(/VITE_USE_EMULATORS/);
      await expect(resolve(true)).resolves.toMatchObject({ mode: 'development' });
    } finally {
      process.env.VITEST = vitest;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
