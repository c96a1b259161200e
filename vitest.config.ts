import { defineConfig, mergeConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import viteConfig from './vite.config.ts';
import Sequencer from './e2e/sequencer.ts';

// Vitest's default is one worker fewer than the cores: one on a two-core machine, which leaves a
// core idle while the unit tests wait on imports and timers.
const UNIT_WORKERS = Math.max(2, availableParallelism());

// Time-outs only catch a test that hangs; no test may rely on them to say the code is fast enough
// (budgets are the benchmark's: scripts/bench.mjs). A test waits for a state, so a machine that is
// busy or slow makes it slower, not failed: the limits are far above what any test takes when idle.
const UNIT_TIMEOUT = 30_000;
const SERVICE_TIMEOUT = 120_000;
const BROWSER_TIMEOUT = 120_000;

/**
 * The app's emulator addresses from the ones `emulators exec` gives its command, for a run whose
 * emulators listen on other ports than firebase.json's (`--ports`, used to run two suites at once).
 */
function emulatorHostsFromExec(): Record<string, string> {
  const { FIREBASE_AUTH_EMULATOR_HOST: auth, FIRESTORE_EMULATOR_HOST: firestore } = process.env;
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return {
    ...(auth ? { VITE_AUTH_EMULATOR_HOST: auth } : {}),
    ...(firestore ? { VITE_FIRESTORE_EMULATOR_HOST: firestore } : {}),
    ...(storage ? { VITE_STORAGE_EMULATOR_HOST: storage } : {}),
  };
}

// Five projects, run in four steps (scripts/test.mjs):
//   unit      components and whatever needs a DOM (jsdom): `*.test.tsx` and `*.dom.test.ts`;
//   node      pure logic, slices, sagas, scripts (Node, no DOM): every other `*.test.ts`;
//             unit and node run together as one step;
//   rules     security rules tests (@firebase/rules-unit-testing), under `emulators exec`
//             (the `emulator` profile: the library's unsigned tokens);
//   emulator  service and saga tests against the emulators, under `emulators exec --profile=strict`
//             (a query without its composite index fails, as in production);
//   e2e       the production build in Chromium, served by the Hosting emulator, under
//             `emulators exec --profile=strict` (e2e/globalSetup.ts builds, serves and cleans up).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      sequence: { sequencer: Sequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'scripts/**/*.dom.test.ts'],
            exclude: ['src/**/*.emulator.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
            maxWorkers: UNIT_WORKERS,
            testTimeout: UNIT_TIMEOUT,
            hookTimeout: UNIT_TIMEOUT,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: ['**/*.emulator.test.ts', '**/*.dom.test.ts'],
            maxWorkers: UNIT_WORKERS,
            testTimeout: UNIT_TIMEOUT,
            hookTimeout: UNIT_TIMEOUT,
          },
        },
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            env: { VITE_USE_EMULATORS: 'true' },
            globalSetup: ['tests/rules/globalSetup.ts'],
            fileParallelism: false,
            // One after another in one context: each file starts its own test environment and
            // seed, and nothing in them mocks or patches a module, so a fresh import of the
            // Firebase SDK per file (about half a second each) buys nothing.
            isolate: false,
            testTimeout: SERVICE_TIMEOUT,
            hookTimeout: SERVICE_TIMEOUT,
          },
        },
        {
          extends: true,
          test: {
            name: 'emulator',
            environment: 'node',
            include: ['src/**/*.emulator.test.{ts,tsx}', 'scripts/**/*.emulator.test.ts'],
            env: { VITE_USE_EMULATORS: 'true', ...emulatorHostsFromExec() },
            fileParallelism: false,
            testTimeout: SERVICE_TIMEOUT,
            hookTimeout: SERVICE_TIMEOUT,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['e2e/globalSetup.ts'],
            // Two files at a time: a browser test mostly waits (for the page, the network, the
            // emulators). Files that change or count the demo company's data take turns
            // (e2e/demoLock.ts); the sequencer deals them out alternately with the others.
            maxWorkers: 2,
            // expect.poll waits for a state; its default of one second is shorter than a busy
            // machine takes to carry a write to the emulator and back (e.g. just after a reload,
            // while the new page takes over the offline cache from the one that left).
            expect: { poll: { timeout: 30_000, interval: 100 } },
            testTimeout: BROWSER_TIMEOUT,
            hookTimeout: BROWSER_TIMEOUT,
          },
        },
      ],
    },
  }),
);
