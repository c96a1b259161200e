// The installable app with no network at all, on the production build in Chromium:
// install criteria; a cold start with the network off in a dark right-to-left theme; a request
// raised offline that survives a browser restart and syncs; a status move the server refuses
// (a colleague moved the order first), listed in the sync centre and discarded; and the update
// prompt after a new build, which never mixes the old version's files with the new one's.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { integrityOf } from '../scripts/pwaOptions';
import {
  baseURL,
  DEMO,
  inPlant,
  newPage,
  SCREENSHOTS,
  settled,
  setUpBrowser,
  signIn,
  unique,
  withStorage,
} from './browser';
import { aloneOnDemoData } from './demoLock';
import { violations } from './axe';
import { firstRender, RECORD_FIRST_RENDER } from './firstRender';

setUpBrowser();
aloneOnDemoData('offline.test.ts');

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: { firestore: { port: number } };
};
const firestorePort = process.env.E2E_FIRESTORE_PORT ?? String(firebaseJson.emulators.firestore.port);

/** Waits until the service worker has installed (its precache complete) and controls the page. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
}

/** The work numbers of the queue's rows, in order. */
const numbers = (page: Page) =>
  page.locator('tr[data-work-number]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-work-number')!));

const syncButton = (page: Page) => page.locator('button[aria-controls="torque-sync-centre"]');

describe('offline: the installable app shell', () => {
  it('meets the install criteria: a manifest with name, icons, theme colour and start URL /app, and a worker', async () => {
    // An incognito context is never installable: a profile on disk, as a user's browser has.
    const profile = mkdtempSync(path.join(tmpdir(), 'torque-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL: baseURL() });
    const page = context.pages()[0] ?? (await context.newPage());
    // The worker is the signed-in app's: it registers once someone has signed in.
    await signIn(page, 'editor');
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Torque CMMS', start_url: '/app', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const src = (icon as unknown as { src: string }).src;
      const response = await page.request.get(src);
      expect(response.headers()['content-type'], src).toBe('image/png');
    }
    // Everything a session can ask for is precached: every code chunk and all 40 theme sheets.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((u) => /^\/static\/css\/theme\..+\.css$/.test(u))).toHaveLength(40);
    expect(cached.filter((u) => u.endsWith('.rtl.' + u.split('.rtl.')[1]))).toHaveLength(20);
    expect(cached).toContain('/index.html');
    expect(cached.some((u) => /^\/static\/js\/DashboardRoutes\..+\.js$/.test(u))).toBe(true);
    expect(cached.some((u) => /^\/static\/js\/es\..+\.js$/.test(u))).toBe(true);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it(
    'starts cold with the network off: the signed-in app with its data, in a dark right-to-left theme',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage({ serviceWorker: true, width: 1440 });
      await withStorage(context, {
        __theme_selected_color: 'dark.bluenavy',
        __current_language: 'enrtl',
        __theme_direction: 'rtl',
      });
      await signIn(page, 'editor');
      await inPlant(page);
      await page.goto('/app/work/queues?queue=mine');
      await page.locator('tr[data-work-number]').first().waitFor();
      await workerReady(page);
      // What this device shows online, once the preventive orders due today have been generated
      // (this device generates them on choosing the plant: waited for, not assumed done).
      await expect.poll(async () => new Set(await numbers(page)).size, { timeout: 60_000 }).toBeGreaterThan(10);
      const online = new Set(await numbers(page));
      await page.close();

      // No network at all: a new tab, then a reload.
      await context.setOffline(true);
      await context.addInitScript(RECORD_FIRST_RENDER);
      const cold = await context.newPage();
      await cold.goto('/app/work/queues?queue=mine');
      await cold
        .locator('tr[data-work-number]')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          await cold.screenshot({ path: `${SCREENSHOTS}/offline-cold-start-FAILED.png`, fullPage: true });
          throw error;
        });
      // This device's copy: the orders it showed online (a query answered from the cache may
      // rank a few differently at the edge of the data filter's window).
      const offline = await numbers(cold);
      expect(offline.filter((n) => online.has(n)).length).toBeGreaterThan(10);
      expect(await cold.evaluate(() => document.dir)).toBe('rtl');
      expect(await cold.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))).toBe('dark');
      const first = await firstRender(cold);
      expect(first.sheetLoaded).toBe(true);
      expect(first.sheetHref).toMatch(/theme\.dark\.bluenavy\.rtl\./);
      await expect.poll(() => syncButton(cold).getAttribute('data-connection')).toBe('offline');
      await cold.reload();
      await cold.locator(`tr[data-work-number="${offline[0]}"]`).waitFor({ timeout: 30_000 });
      await cold.screenshot({ path: `${SCREENSHOTS}/offline-cold-start-dark-rtl.png`, fullPage: true });
      await syncButton(cold).click();
      await cold.getByRole('heading', { name: 'Sync centre' }).waitFor();
      await cold.screenshot({ path: `${SCREENSHOTS}/offline-sync-centre-dark-rtl.png` });
      await context.close();
    },
  );

  it(
    'keeps a request raised offline across a browser restart, and syncs it when the network returns',
    { timeout: 240_000 },
    async () => {
      const profile = mkdtempSync(path.join(tmpdir(), 'torque-profile-'));
      const launch = () =>
        chromium.launchPersistentContext(profile, {
          ...CHROMIUM_LAUNCH,
          baseURL: baseURL(),
          viewport: { width: 1280, height: 900 },
        });
      try {
        let context: BrowserContext = await launch();
        let page = context.pages()[0] ?? (await context.newPage());
        await signIn(page, 'editor');
        await inPlant(page);
        await page.goto('/app/work/queues?queue=mine');
        await page.locator('tr[data-work-number]').first().waitFor();
        await workerReady(page);

        await context.setOffline(true);
        const title = `Raised offline ${unique()}`;
        await page.goto('/app/work/new');
        await page.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
        await page.getByRole('radio').first().check();
        await page.getByLabel('Work type').selectOption('BRP');
        await page.getByLabel('Title').fill(title);
        await page.getByRole('button', { name: 'Raise the request' }).click();
        await page.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
        const number = new URL(page.url()).pathname.split('/').pop()!;
        await page.getByText('waiting to sync').first().waitFor();
        // The sync centre lists it (with whatever else the app queued meanwhile, e.g. due PM orders).
        const raised = page.locator('[data-outbox-state="pending"]', { hasText: number });
        await syncButton(page).click();
        await raised.getByText('Work request raised').waitFor();
        await page.keyboard.press('Escape');

        // The browser closes and starts again, still with no network.
        await context.close();
        context = await launch();
        await context.setOffline(true);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`/app/work/${number}`);
        await page.getByRole('heading', { name: new RegExp(title) }).waitFor({ timeout: 30_000 });
        await page.getByText('waiting to sync').first().waitFor();
        await syncButton(page).click();
        const entry = page.locator('[data-outbox-state="pending"]', { hasText: number });
        await entry
          .getByText('Work request raised')
          .waitFor({ timeout: 60_000 })
          .catch(async (error: unknown) => {
            // What the restarted browser kept: the outbox (local storage) beside Firestore's queue.
            const kept = await page.evaluate(() => localStorage.getItem('__sync_outbox'));
            console.error(`outbox after the restart: ${kept?.slice(0, 2000) ?? 'none'}`);
            await page.screenshot({ path: `${SCREENSHOTS}/offline-restart-outbox-FAILED.png` });
            throw error;
          });
        await entry.getByText('made before Torque was last closed').waitFor();
        await page.screenshot({ path: `${SCREENSHOTS}/offline-restart-waiting.png` });
        await page.keyboard.press('Escape');

        await context.setOffline(false);
        await expect
          .poll(() => syncButton(page).getAttribute('data-waiting'), { timeout: 180_000 })
          .toBe('0')
          .catch(async (error: unknown) => {
            await syncButton(page).click();
            await page.getByRole('dialog').waitFor();
            await settled(page);
            await page.screenshot({ path: `${SCREENSHOTS}/offline-restart-FAILED.png` });
            throw error;
          });
        expect(await page.locator('[data-outbox-state="refused"]').count()).toBe(0);
        await expect.poll(() => page.getByText('waiting to sync').count(), { timeout: 30_000 }).toBe(0);
        await context.close();

        // It reached the server: a colleague sees it.
        const admin = (await newPage()).page;
        await signIn(admin, 'admin');
        await inPlant(admin);
        await admin.goto(`/app/work/${number}`);
        await admin.getByRole('heading', { name: new RegExp(title) }).waitFor();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  );

  it(
    'lists a status move the server refused (a colleague moved the order first), and discards it',
    { timeout: 120_000 },
    async () => {
      const { context, page: editor } = await newPage({ width: 1440 });
      await signIn(editor, 'editor');
      await inPlant(editor);
      await editor.goto('/app/work/queues?queue=mine');
      const row = editor.locator('tr[data-work-number]', { hasText: 'Daily Work Schedule' }).first();
      await row.waitFor();
      const number = (await row.getAttribute('data-work-number'))!;
      await editor.goto(`/app/work/${number}`);
      await editor.locator('[data-work-status="dailySchedule"]').waitFor();

      const admin = (await newPage()).page;
      await signIn(admin, 'admin');
      await inPlant(admin);
      await admin.goto(`/app/work/${number}`);
      await admin.locator('[data-work-status="dailySchedule"]').waitFor();

      // The editor loses the database and starts the work: shown at once, waiting to sync.
      const cutOff = (url: URL) => url.port === firestorePort;
      await context.route(cutOff, (route) => route.abort('internetdisconnected'));
      await expect.poll(() => syncButton(editor).getAttribute('data-connection'), { timeout: 30_000 }).toBe('offline');
      await editor.getByRole('button', { name: 'Start the work' }).click();
      await editor.locator('[data-work-status="inProgress"]').waitFor();
      await expect.poll(() => syncButton(editor).getAttribute('data-waiting')).toBe('1');

      // Meanwhile the admin sends it back to the weekly schedule.
      await admin.locator('button[data-move="weeklySchedule"]').click();
      await admin.getByRole('button', { name: 'Move it' }).click();
      await admin.locator('[data-work-status="weeklySchedule"]').waitFor();
      // ...and it is on the server (the admin's page shows it at once, before it is sent) before
      // the editor's device is back: the editor's start then meets it.
      await expect.poll(() => syncButton(admin).getAttribute('data-waiting'), { timeout: 60_000 }).toBe('0');

      await context.unroute(cutOff);
      const refused = editor.locator('[data-outbox-state="refused"]');
      await syncButton(editor).click();
      await refused.waitFor({ timeout: 60_000 });
      await refused.getByText('Work order moved to In Progress').waitFor();
      await refused.getByText('The order had already moved on the server').waitFor();
      // What the server held when the refusal was read: the admin's move, or (the read racing the
      // admin's write on a busy machine) the status before it; either is said in words.
      await refused.getByText(/^On the server now: (Weekly|Daily) Work Schedule$/).waitFor();
      expect(await syncButton(editor).getAttribute('data-waiting')).toBe('0');
      await editor.screenshot({ path: `${SCREENSHOTS}/offline-refused-move.png` });
      // The device undid the move: the order shows what the server holds.
      await editor.locator('[data-work-status="weeklySchedule"]').waitFor();

      await editor.getByRole('button', { name: /^Discard: Work order moved to In Progress/ }).click();
      await expect.poll(() => refused.count()).toBe(0);
      await editor.getByText('Every change you made is on the server.').waitFor();
      // Discarded for good: not back after a reload.
      await editor.reload();
      await syncButton(editor).click();
      await editor.getByText('Every change you made is on the server.').waitFor();
    },
  );
});

describe('offline: the sync centre as people see it', () => {
  for (const { name, width, storage } of [
    { name: 'es-375', width: 375, storage: { __current_language: 'es' } },
    {
      name: 'dark-rtl-1440',
      width: 1440,
      storage: { __theme_selected_color: 'dark.bluenavy', __current_language: 'enrtl', __theme_direction: 'rtl' },
    },
  ]) {
    it(`has no axe violations and fits the screen (${name})`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage({ width, height: 800 });
      // Signed in in English (the helper reads English labels), then the view under test.
      await signIn(page, 'editor');
      await inPlant(page);
      await page.evaluate(
        (values: Record<string, string>) => {
          for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
        },
        storage as Record<string, string>,
      );
      await page.goto('/app/work/queues?queue=mine');
      await page.locator('tr[data-work-number]').first().waitFor();
      // The browser says it is offline (the uplink-down case, where it does not, is the refused
      // move's test above): the sync centre follows at once.
      await context.setOffline(true);
      await expect.poll(() => syncButton(page).getAttribute('data-connection'), { timeout: 30_000 }).toBe('offline');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await syncButton(page).click();
      const panel = page.getByRole('dialog');
      await panel.waitFor();
      // Until the panel's slide-in has ended.
      await page.waitForFunction(() => document.querySelector('.offcanvas.show')?.getAnimations().length === 0);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENSHOTS}/offline-sync-centre-${name}.png` });
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await context.close();
    });
  }
});

describe('offline: bad input', () => {
  it(
    'starts from a damaged cache (files gone, unreadable stored data): fetches them again and repairs the code',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage({ serviceWorker: true });
      await signIn(page, 'editor');
      await inPlant(page);
      await workerReady(page);
      const precached = () =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
          }
          return urls.filter((u) => u === '/index.html' || /^\/static\/js\/index\.[^.]+\.js$/.test(u));
        });
      expect(await precached()).toHaveLength(2);
      // The precached page and entry script are evicted; the outbox and the saved plant are garbage.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const p = new URL(request.url).pathname;
            if (p === '/index.html' || /^\/static\/js\/index\.[^.]+\.js$/.test(p)) await cache.delete(request);
          }
        }
        localStorage.setItem('__sync_outbox', '{"v":1,"entries":[{"id":1},');
        localStorage.setItem('__theme_selected_plant', '{not json');
      });
      expect(await precached()).toHaveLength(0);

      await page.reload();
      await syncButton(page).waitFor();
      // The entry script is fetched again, checked against its SRI hash and put back. (The page
      // itself, index.html, is fetched from the network; Workbox's navigation route does not repair
      // it, so it is cached again with the next version's install.)
      await expect
        .poll(precached, { timeout: 30_000 })
        .toEqual([expect.stringMatching(/^\/static\/js\/index\.[^.]+\.js$/)]);
      await syncButton(page).click();
      await page.getByText('Every change you made is on the server.').waitFor();
      expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
      await context.close();
    },
  );

  it(
    'says so in words when the device’s storage is full, with a way on, never a blank page',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage({ width: 1440 });
      await signIn(page, 'editor');
      await inPlant(page);
      await page.goto('/app/work/new');
      const title = `Storage full ${unique()}`;
      await page.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
      await page.getByRole('radio').first().check();
      await page.getByLabel('Work type').selectOption('BRP');
      await page.getByLabel('Title').fill(title);

      // Local storage filled to its quota by other data of this site.
      await page.evaluate(() => {
        // Halving the size down to one character, so not a byte is left.
        let i = 0;
        for (let size = 512 * 1024; size >= 1;) {
          try {
            localStorage.setItem(`__filler_${i++}`, 'x'.repeat(size));
          } catch {
            size = Math.floor(size / 2);
          }
        }
      });
      await page.getByRole('button', { name: 'Raise the request' }).click();
      // The Firestore SDK stops when it cannot write its tab records to local storage: said in
      // words, with a way on.
      const stopped = page.getByRole('alert').filter({ hasText: 'This device’s storage is full' });
      const raisedPage = page.getByRole('heading', { name: new RegExp(title) });
      // Whether the SDK stops depends on when it next writes its tab records: either it has stopped
      // and says so, or it still had room and the request is raised. Never a blank page.
      await stopped.or(raisedPage).first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/offline-storage-full.png` });
      if ((await stopped.count()) > 0) {
        // The way on is offered; the app itself (top bar, menu) is still on screen.
        await stopped.getByRole('button', { name: 'Reload' }).waitFor();
        await syncButton(page).waitFor();
      }
      await context.close();
    },
  );
});

// --- The update prompt, on a static server whose files are swapped for a new build ----------

function serve(rootOf: () => string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(rootOf(), decodeURIComponent(url.pathname));
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = path.join(rootOf(), 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

describe('offline: updates', () => {
  const builds = mkdtempSync(path.join(tmpdir(), 'torque-builds-'));
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  it('says "A new version is ready — reload" after a new build, and never mixes the versions', async () => {
    // Version A is the build under test; version B is the same with a changed index.html, and a
    // worker whose precache names its new revision (what a deploy changes).
    const a = path.join(builds, 'a');
    const b = path.join(builds, 'b');
    cpSync('dist', a, { recursive: true });
    cpSync('dist', b, { recursive: true });
    const indexB = readFileSync(path.join(b, 'index.html'), 'utf8').replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" /><meta name="torque-build" content="b" />',
    );
    writeFileSync(path.join(b, 'index.html'), indexB);
    const sw = readFileSync(path.join(b, 'sw.js'), 'utf8');
    const swB = sw.replace(
      /(url:\s*"index\.html",\s*revision:\s*")[0-9a-f]+(",\s*integrity:\s*")[^"]+(")/,
      `$1b${Date.now()}$2${integrityOf(path.join(b, 'index.html'))}$3`,
    );
    expect(swB).not.toBe(sw);
    writeFileSync(path.join(b, 'sw.js'), swB);

    let root = a;
    const { server, url } = await serve(() => root);
    try {
      const { context, page } = await newPage({ serviceWorker: true });
      await page.goto(`${url}/user/login`);
      await page.getByLabel('E-mail').fill(DEMO.editor.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/app/home');
      await workerReady(page);
      const build = () =>
        page.evaluate(() => document.querySelector('meta[name="torque-build"]')?.getAttribute('content') ?? 'a');
      expect(await build()).toBe('a');

      root = b; // The new version is deployed.
      await page.reload();
      await page
        .getByText('A new version is ready — reload')
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          const state = await page.evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return { active: r?.active?.state, waiting: r?.waiting?.state, installing: r?.installing?.state };
          });
          throw new Error(`no update prompt; worker states ${JSON.stringify(state)}`, { cause: error });
        });
      // Until the user chooses, the page stays whole on the old version.
      expect(await build()).toBe('a');
      await page.screenshot({ path: `${SCREENSHOTS}/offline-update-prompt.png` });
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(build, { timeout: 30_000 }).toBe('b');
      await syncButton(page).waitFor();
      expect(await page.getByText('A new version is ready — reload').count()).toBe(0);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await context.close();
    } finally {
      server.close();
    }
  });
});
