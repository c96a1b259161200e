#!/usr/bin/env node
// `npm run bench`: what a user waits for on /user/login, measured in Chromium.
//
// Builds the production app (to a temporary directory), serves it with `vite preview` (which
// gzips what it sends), and opens /user/login in a fresh browser context, once on an unthrottled
// link and BENCH_RUNS times (default 3, median reported) on a throttled one (1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trip: Lighthouse's slow-4G figures). Every script the page
// fetches until the network is idle (no request in flight for 1 s) is counted, gzip-compressed.
// Budgets (KB = 1024 bytes), exit code 1 when one is broken:
//   all JS /user/login loads until the network is idle          <= 125 KB gzip
//   the login form usable on the throttled link                  <= 1.2 s
//   each theme style sheet (20 themes x LTR/RTL)                 <= 40 KB gzip
//   no Firestore or Storage SDK among the scripts of the login page
//   no Chart.js among them either (it comes with the dashboard's chunk)
// "Usable": e-mail field, password field and submit button visible and enabled, and the theme's
// style sheet applied. Also reported: first contentful paint, and the wire bytes (what the
// server's own gzip sent). The login page talks to no server.
//
// Then, when the emulators run (`npm run bench` starts them), the equipment list of a 5,000-item
// plant: first rows, time per search keystroke, Firestore documents read (scripts/benchAssets.mjs);
// and the work-order queue of a plant with 10,000 orders: first row, documents read, and the time
// a status move takes to show in a second open browser (scripts/benchWork.mjs); and preventive
// maintenance with 1,000 plans and 10,000 past work orders: the time to generate what is due on
// opening the app and the plan documents it read, and the time to draw the 12-week forecast, on
// an unthrottled and a throttled link (scripts/benchPlans.mjs); and the planner's board with 500
// ready orders and a crew of 60: its first paint, the documents it read and the time from a drop
// to the order on screen (scripts/benchBoard.mjs); and the KPI dashboard of the
// 10,000-order plant (the work part's, reused when it ran, else seeded): the Firestore documents
// it downloads (budget 50), its aggregation queries, the time to its last chart drawn on both
// links, and the JS its route adds with Chart.js's weight (scripts/benchDashboard.mjs); and the
// installable app: the precache's size, and a cold start with the network off to the first
// usable signed-in page (scripts/benchOffline.mjs). The page benches block the service worker
// (their figures are a first visit's loads, and its precache download would compete with them);
// the login bench lets it register, and checks that it registers only after the form is usable.
//
//   BENCH_RUNS=5 npm run bench      more throttled runs
//   BENCH_SKIP_BUILD=<dir>          measure an existing build instead of building (login part)
//   BENCH_SKIP_ASSETS=1             leave out the equipment list
//   BENCH_SKIP_WORK=1               leave out the work orders
//   BENCH_SKIP_PLANS=1              leave out the maintenance plans
//   BENCH_SKIP_BOARD=1              leave out the planner's board
//   BENCH_PROFILE=1                 profile one more board drop and print its busiest functions
//   BENCH_SKIP_DASHBOARD=1          leave out the KPI dashboard
//   BENCH_SKIP_OFFLINE=1            leave out the offline cold start and the precache
//   BENCH_SKIP_PARTS=1              leave out the 20,000-part catalogue
//   BENCH_SKIP_PORTAL=1             leave out the request portal (a phone's first visit)
//   node scripts/bench.mjs          without the emulators: the login part only
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchAssets, buildForEmulators, emulatorsRunning, printAssets } from './benchAssets.mjs';
import { benchBoard, printBoard } from './benchBoard.mjs';
import { benchPartsList, printParts } from './benchParts.mjs';
import { benchDashboard, CHART_MARK, printDashboard } from './benchDashboard.mjs';
import { benchOffline, printOffline } from './benchOffline.mjs';
import { benchPlans, printPlans } from './benchPlans.mjs';
import { benchPortal, printPortal } from './benchPortal.mjs';
import { benchWork, printWork } from './benchWork.mjs';
import { CHROMIUM, CHROMIUM_LAUNCH } from './chromium.mjs';

const BUDGET = { loginJsKb: 125, usableMs: 1200, themeKb: 40 };
const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const IDLE_MS = 1000;
const VITE = 'node_modules/vite/bin/vite.js';
const FORBIDDEN = /node_modules\/(@firebase\/(firestore|storage)|firebase\/(firestore|storage))\//;
const CHART_JS = /node_modules\/chart\.js\//;

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const fmtMs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, timeoutMs) {
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

/**
 * The Firebase settings of the login part's build: a deployment's build names its real project
 * (a build naming none shows "not connected" instead of the app: src/services/firebase/projectCheck.ts).
 * Well-formed, not real: the login page talks to no server.
 */
const BENCH_PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTorque-bench_key00000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'torque-bench.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'torque-bench',
  VITE_FIREBASE_STORAGE_BUCKET: 'torque-bench.firebasestorage.app',
  VITE_USE_EMULATORS: 'false',
};

/** Production build into `outDir`; returns each JS chunk's modules, by file name. */
async function buildApp(outDir) {
  const { build } = await import('vite');
  const started = Date.now();
  // Vite reads VITE_* from process.env; put it back for the emulator parts' own builds.
  const saved = Object.fromEntries(Object.keys(BENCH_PROJECT).map((name) => [name, process.env[name]]));
  Object.assign(process.env, BENCH_PROJECT);
  let result;
  try {
    result = await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const output = [result].flat().flatMap((r) => r.output);
  const modules = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, Object.keys(c.modules)]));
  return { modules, seconds: (Date.now() - started) / 1000 };
}

/**
 * Runs in the page before its scripts: records (performance.now(), i.e. since navigation start)
 * the first frame in which the login form is usable.
 */
function recordUsable() {
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const themed = () => {
    const link = document.querySelector('link[data-theme-link]');
    return (
      Boolean(link && link.sheet) && getComputedStyle(document.documentElement).getPropertyValue('--bs-primary') !== ''
    );
  };
  const check = () => {
    const email = document.querySelector('form input[type="email"]');
    const password = document.querySelector('form input[type="password"]');
    const submit = document.querySelector('form button[type="submit"]');
    const ready = [email, password, submit].every((el) => visible(el) && !el.disabled) && themed();
    if (ready) window.__benchUsable = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  // When the page registers its service worker (after load and idle, never before the
  // form is usable). Nothing when it has not registered by the time the network is idle.
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args) => {
      window.__benchSwRegistered ??= performance.now();
      return register(...args);
    };
  }
}

/** One visit of /user/login in a fresh context; resolves once the network has been idle. */
async function visit(browser, baseURL, throttled) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Nothing leaves the machine: a request elsewhere would only add noise (and never go idle).
  await context.route(
    (url) => url.origin !== baseURL,
    (route) => route.abort(),
  );
  await context.addInitScript(recordUsable);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });

  const inFlight = new Set();
  let lastActivity = Date.now();
  const wire = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    wire.set(requestId, encodedDataLength);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });

  const scripts = [];
  const sheets = [];
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.body().then(
        (body) =>
          (type === 'script' ? scripts : sheets).push({
            url: new URL(response.url()).pathname,
            gzip: gz(body),
            chart: type === 'script' && body.includes(CHART_MARK),
          }),
        () => undefined,
      ),
    );
  });

  await page.goto(`${baseURL}/user/login`, { waitUntil: 'load', timeout: 60_000 });
  const until = Date.now() + 60_000;
  while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
    if (Date.now() > until) throw new Error(`the network was not idle within 60 s (${inFlight.size} in flight)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(bodies);
  const timings = await page.evaluate(() => ({
    usable: window.__benchUsable ?? null,
    swRegistered: window.__benchSwRegistered ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  const wireBytes = [...wire.values()].reduce((a, b) => a + b, 0);
  await context.close();
  if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
  if (timings.usable === null) throw new Error('the login form never became usable');
  scripts.sort((a, b) => a.url.localeCompare(b.url));
  return { ...timings, scripts, sheets, wireBytes };
}

function themeSheets(outDir) {
  const dir = path.join(outDir, 'static/css');
  return readdirSync(dir)
    .filter((f) => f.startsWith('theme.'))
    .map((f) => ({
      name: f.replace(/^theme\.|\.[0-9a-f]+\.css$/g, ''),
      bytes: gz(readFileSync(path.join(dir, f))),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function preview(outDir, port) {
  return spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
}

/**
 * The parts that need the emulators (equipment list, work orders, plans, dashboard), on one build
 * pointed at them; returns the broken budgets. The dashboard reuses the work part's plant when it ran.
 */
async function assetsPart() {
  const parts = [
    !process.env.BENCH_SKIP_ASSETS && { name: '/app/assets', run: benchAssets, print: printAssets },
    !process.env.BENCH_SKIP_WORK && { name: '/app/work', run: benchWork, print: printWork },
    !process.env.BENCH_SKIP_PLANS && { name: '/app/plans', run: benchPlans, print: printPlans },
    !process.env.BENCH_SKIP_BOARD && { name: '/app/work/schedule/board', run: benchBoard, print: printBoard },
    !process.env.BENCH_SKIP_DASHBOARD && { name: '/app/dashboard', run: benchDashboard, print: printDashboard },
    !process.env.BENCH_SKIP_OFFLINE && { name: 'offline', run: benchOffline, print: printOffline },
    !process.env.BENCH_SKIP_PARTS && { name: '/app/inventory/parts', run: benchPartsList, print: printParts },
    !process.env.BENCH_SKIP_PORTAL && { name: '/portal', run: benchPortal, print: printPortal },
  ].filter(Boolean);
  if (parts.length === 0) return [];
  if (!emulatorsRunning()) {
    console.log(`\n${parts.map((p) => p.name).join(', ')}: skipped (no emulators; \`npm run bench\` starts them)`);
    return [];
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'torque-bench-emu-'));
  let server;
  try {
    console.log(`\nProduction build pointed at the emulators: ${buildForEmulators(outDir).toFixed(1)} s`);
    const port = await freePort();
    server = preview(outDir, port);
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForServer(`${baseURL}/user/login`, 30_000);
    const failures = [];
    const shared = { workSeeded: false };
    for (const part of parts) {
      const result = await part.run(baseURL, RUNS, shared);
      if (part.name === '/app/work') shared.workSeeded = true;
      part.print(result, RUNS);
      console.log(`(machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end of the runs)`);
      failures.push(...result.failures);
    }
    return failures;
  } finally {
    server?.kill();
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main() {
  const outDir = process.env.BENCH_SKIP_BUILD ?? mkdtempSync(path.join(tmpdir(), 'torque-bench-'));
  let server;
  let browser;
  try {
    let modules = new Map();
    if (!process.env.BENCH_SKIP_BUILD) {
      const built = await buildApp(outDir);
      modules = built.modules;
      console.log(`Production build: ${built.seconds.toFixed(1)} s`);
    }
    const port = await freePort();
    server = preview(outDir, port);
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForServer(`${baseURL}/user/login`, 30_000);
    browser = await chromium.launch(CHROMIUM_LAUNCH);

    const fast = await visit(browser, baseURL, false);
    const slow = [];
    for (let i = 0; i < RUNS; i++) slow.push(await visit(browser, baseURL, true));

    const jsBytes = fast.scripts.reduce((sum, s) => sum + s.gzip, 0);
    const usable = median(slow.map((r) => r.usable));
    const fcpSlow = median(slow.map((r) => r.fcp ?? NaN));
    const forbidden = fast.scripts.flatMap((s) =>
      (modules.get(s.url.replace(/^\//, '')) ?? []).filter((m) => FORBIDDEN.test(m)),
    );
    // Information: catalogues are compiled at build, so the ICU message parser should be absent.
    const parser = fast.scripts.some((s) =>
      (modules.get(s.url.replace(/^\//, '')) ?? []).some((m) =>
        /@formatjs\/icu-messageformat-parser\/index\.js$/.test(m),
      ),
    );
    // Chart.js by the build's module list, and by its text (also with BENCH_SKIP_BUILD).
    const charts = fast.scripts.filter(
      (s) => s.chart || (modules.get(s.url.replace(/^\//, '')) ?? []).some((m) => CHART_JS.test(m)),
    );
    const themes = themeSheets(outDir);
    const largest = themes.reduce((a, b) => (b.bytes > a.bytes ? b : a));

    const failures = [];
    if (kb(jsBytes) > BUDGET.loginJsKb) failures.push(`login JS until idle ${fmtKb(jsBytes)} > ${BUDGET.loginJsKb} KB`);
    if (usable > BUDGET.usableMs)
      failures.push(`login form usable (throttled) ${fmtMs(usable)} > ${fmtMs(BUDGET.usableMs)}`);
    if (kb(largest.bytes) > BUDGET.themeKb)
      failures.push(`theme ${largest.name} ${fmtKb(largest.bytes)} > ${BUDGET.themeKb} KB`);
    const early = [fast, ...slow].filter((r) => r.swRegistered !== null && r.swRegistered < r.usable);
    if (early.length) failures.push('the service worker registered before the login form was usable');
    if (themes.length !== 40) failures.push(`expected 40 theme sheets, found ${themes.length}`);
    if (forbidden.length) failures.push(`Firestore/Storage on the login page: ${forbidden.slice(0, 3).join(', ')}`);
    if (charts.length) failures.push(`Chart.js on the login page: ${charts.map((s) => s.url).join(', ')}`);
    if (!process.env.BENCH_SKIP_BUILD && modules.size === 0) failures.push('no build output to check modules against');

    console.log('\n/user/login in Chromium, fresh context, until the network is idle (gzip -9, KB = 1024 bytes)\n');
    console.log(
      `JS until idle            ${fmtKb(jsBytes).padStart(10)}   budget ${BUDGET.loginJsKb} KB   (${fast.scripts.length} files)`,
    );
    for (const s of fast.scripts) console.log(`    ${s.url.padEnd(52)} ${fmtKb(s.gzip).padStart(10)}`);
    console.log(
      `bytes on the wire        ${fmtKb(fast.wireBytes).padStart(10)}   (all requests, as served by vite preview's gzip)`,
    );
    console.log(`Firestore/Storage        ${forbidden.length ? 'YES' : 'no'}`);
    console.log(`Chart.js                 ${charts.length ? 'YES' : 'no'}`);
    console.log(`ICU message parser       ${parser ? 'yes' : 'no'}`);
    console.log('');
    console.log(
      `                          unthrottled    throttled (median of ${RUNS}: ${slow.map((r) => fmtMs(r.usable)).join(', ')})`,
    );
    console.log(`first contentful paint   ${fmtMs(fast.fcp ?? NaN).padStart(10)}    ${fmtMs(fcpSlow).padStart(10)}`);
    console.log(
      `login form usable        ${fmtMs(fast.usable).padStart(10)}    ${fmtMs(usable).padStart(10)}   budget ${fmtMs(BUDGET.usableMs)} throttled`,
    );
    const swAt = (r) => (r.swRegistered === null ? 'after idle' : fmtMs(r.swRegistered));
    console.log(
      `service worker registered ${swAt(fast).padStart(9)}    ${slow.map(swAt).join(', ').padStart(10)}   (after the form is usable)`,
    );
    // Timings include the page's own CPU work: on a busy machine they grow.
    console.log(`(machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end of the runs)`);
    console.log(`\nTheme style sheets (${themes.length}), budget ${BUDGET.themeKb} KB each:     LTR        RTL`);
    const byName = new Map(themes.map((t) => [t.name, t.bytes]));
    for (const t of themes.filter((t) => !t.name.endsWith('.rtl'))) {
      const rtl = byName.get(`${t.name}.rtl`);
      console.log(
        `    ${t.name.padEnd(40)} ${fmtKb(t.bytes).padStart(10)} ${rtl ? fmtKb(rtl).padStart(10) : '   missing'}`,
      );
    }
    console.log(`    largest: ${largest.name} ${fmtKb(largest.bytes)}`);
    await browser.close();
    browser = undefined;
    failures.push(...(await assetsPart()));
    console.log(failures.length ? `\nOVER BUDGET:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');
    return failures.length ? 1 : 0;
  } finally {
    await browser?.close();
    server?.kill();
    if (!process.env.BENCH_SKIP_BUILD) rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
