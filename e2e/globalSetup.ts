// Builds the production app pointed at the emulators (VITE_USE_EMULATORS=true) and serves it as
// production does: with the firebase-tools Hosting emulator and firebase.json's hosting section
// (rewrites, caching and security headers, the Content-Security-Policy included). Stops the
// server afterwards.
//   E2E_BASE_URL=<url>   tests a server you already run (no build, no server);
//   E2E_SKIP_BUILD=1     reuses dist/;
//   E2E_SERVER=preview   serves with `vite preview` instead (no hosting headers; the hosting
//                        tests are then skipped).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { keepSessions, type Sessions } from './sessions';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { emulatorOrigins, type FirebaseJson, hostingTestConfig } from './hosting';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** 'hosting' (firebase.json's headers apply), 'preview' or 'external'. */
    server: string;
    /** The run's one Chromium, which every test file connects to. */
    browserEndpoint: string;
    /** Each demo user's Firebase Auth session (its local storage key and value), or null. */
    sessions: Sessions | null;
  }
}

const VITE = 'node_modules/vite/bin/vite.js';
const FIREBASE = 'node_modules/firebase-tools/lib/bin/firebase.js';
const HOSTING_CONFIG = 'test-results/hosting.firebase.json';
/** Written once the browser tests are set up (scripts/test.mjs reads it). */
const E2E_READY = 'test-results/e2e-ready';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  // Under `emulators exec` the demo company is seeded, so the tests can sign in as it.
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('Seeding the emulators failed');
  }
  if (process.env.E2E_BASE_URL) {
    const external = process.env.E2E_BASE_URL.replace(/\/$/, '');
    project.provide('baseURL', external);
    project.provide('server', 'external');
    const browser = await chromium.launchServer(CHROMIUM_LAUNCH);
    project.provide('browserEndpoint', browser.wsEndpoint());
    project.provide('sessions', await keepSessions(browser.wsEndpoint(), external));
    return () => browser.close();
  }
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test; the build under test is the production one (React's production
      // build, the service worker registered, Workbox minified).
      env: { ...process.env, NODE_ENV: 'production', VITE_USE_EMULATORS: 'true' },
    });
    if (build.status !== 0) throw new Error('The production build failed');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const usePreview = process.env.E2E_SERVER === 'preview';
  let server: ChildProcess;
  if (usePreview) {
    server = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      stdio: 'ignore',
    });
  } else {
    // firebase.json's hosting section, serving dist/ from test-results/, on free ports (the
    // emulators' own hub and logging ports are taken), with the emulators' addresses added to the
    // policy's connect-src and img-src: the only difference from what production sends.
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
    const config = hostingTestConfig(firebaseJson, {
      public: '../dist',
      port,
      hubPort: await freePort(),
      loggingPort: await freePort(),
      origins: emulatorOrigins(firebaseJson),
    });
    mkdirSync('test-results', { recursive: true });
    writeFileSync(HOSTING_CONFIG, JSON.stringify(config, null, 2));
    server = spawn(
      process.execPath,
      [FIREBASE, 'emulators:start', '--only', 'hosting', '--project', 'demo-torque', '--config', HOSTING_CONFIG],
      { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
    );
  }
  const stop = () => {
    if (server.exitCode !== null) return;
    try {
      // The Hosting emulator's process group, so nothing it started is left behind.
      if (server.pid && !usePreview) process.kill(-server.pid, 'SIGINT');
      else server.kill();
    } catch {
      server.kill();
    }
  };
  try {
    await waitFor(`${baseURL}/user/login`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('server', usePreview ? 'preview' : 'hosting');
  const browser = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('sessions', await keepSessions(browser.wsEndpoint(), baseURL));
  // Set up: npm test's other lane may start its checks now (scripts/test.mjs, browserSetUp).
  writeFileSync(E2E_READY, new Date().toISOString());
  return async () => {
    await browser.close();
    stop();
  };
}
