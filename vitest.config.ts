import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Four runs, each its own project:
//   unit      pure logic, slices, sagas and components (jsdom), no emulator;
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
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ['src/**/*.emulator.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            env: { VITE_USE_EMULATORS: 'true' },
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'emulator',
            environment: 'node',
            include: ['src/**/*.emulator.test.{ts,tsx}'],
            env: { VITE_USE_EMULATORS: 'true' },
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['e2e/globalSetup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
