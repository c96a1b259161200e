// Builds the production app pointed at the emulators (VITE_USE_EMULATORS=true), serves it with
// `vite preview`, and stops the server afterwards. E2E_BASE_URL=<url> skips both and tests a
// server you already run; E2E_SKIP_BUILD=1 reuses dist/.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const VITE = 'node_modules/vite/bin/vite.js';

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
    const seed = spawnSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('Seeding the emulators failed');
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
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
  const preview = spawn(
    process.execPath,
    [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/user/login`, 30_000);
  } catch (error) {
    preview.kill();
    throw error;
  }
  project.provide('baseURL', baseURL);
  return () => {
    preview.kill();
  };
}
