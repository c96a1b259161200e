// `npm run bench`, part 5: the KPI dashboard of the plant with 10,000 work orders, in
// Chromium on a production build pointed at the emulators; needs them (`npm run bench` starts them).
//
// The plant is benchWork.mjs's (site "bench", plant "benchwork": 10,000 work orders with their
// history and the plant's `workStats` rollup); when the work part ran before in the same run it
// is reused as it is, otherwise this part seeds it (seedBenchWork). Each visit is a fresh Chromium
// context, signed in as the demo admin with `__theme_selected_plant` naming that plant, then a
// full load of /app/dashboard with the browser's HTTP cache off (every script downloaded again, as
// on a first visit; Firestore's local cache holds nothing of the dashboard). Once on an
// unthrottled link, then BENCH_RUNS times on the login bench's throttled one (1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trip; median). Measured, performance.now() in the page (since the
// navigation started), in the first animation frame that shows it:
//   - rollup in: the page root reads data-dashboard="ready" (work and PM months listened to);
//   - counts in: [data-counts="ready"] (the server's aggregation queries answered);
//   - last chart drawn: the latest first draw (any fill, stroke or text on its 2D context) of the
//     canvases inside the page's <figure>s, once the page is idle: the canvases and their draws
//     unchanged and the network quiet (nothing but Firestore's hanging channel requests in flight,
//     nothing received) for 2 s — longer than the saga's 1.5 s recount debounce.
// Counted from the navigation until idle: the Firestore documents sent to the page (each
// `documentChange` of the Listen channel, as benchAssets.mjs counts them, plus the documents of
// any `:runQuery` / `:batchGet` answer), by collection; the aggregation requests
// (`:runAggregationQuery`); every script, gzip -9, and which hold Chart.js (recognised by its
// text "Canvas is already in use. Chart with ID"). Then, once, the JS the dashboard route adds to
// the app shell: signed in on /app/home and idle, the menu's "KPI dashboard" link clicked (an
// in-app navigation), the scripts fetched from that click until idle. And Chart.js's own weight:
// the controllers, elements and scales src/components/charts/KpiChart.tsx registers, bundled
// alone by rolldown (minified, gzip -9).
// Budget: the documents downloaded by the dashboard page (all of them, until idle) ≤ 50.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchContext, median, signIn } from './benchAssets.mjs';
import { BENCH_WORK, seedBenchWork } from './benchWork.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, existingDocs, seed } from './seed.ts';

export const DASHBOARD_BUDGET = { docs: 50 };
const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TIMEOUT = { fast: 60_000, throttled: 240_000 };
const IDLE_MS = 2000;
export const CHART_MARK = 'Canvas is already in use. Chart with ID';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The collections the dashboard itself reads (the rest is the app shell's: plants, company…). */
const DASHBOARD_COLLECTIONS = new Set(['workStats', 'pmCompliance', 'settings']);

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The demo admin's uid, from the Auth emulator (the plant key of seedBenchWork). */
async function adminUid() {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const json = await response.json();
  if (!response.ok || !json.localId) throw new Error(`signing in ${admin.email}: ${JSON.stringify(json.error)}`);
  return json.localId;
}

/** Runs in the page before its scripts: the dashboard's states and each chart canvas's first draw. */
function watchDashboard() {
  const state = { dashboard: [], counts: [], charts: [], drawn: new Map() };
  window.__benchDashboard = state;
  const proto = CanvasRenderingContext2D.prototype;
  let nextId = 1;
  for (const method of ['fill', 'stroke', 'fillRect', 'fillText', 'strokeText', 'drawImage']) {
    const original = proto[method];
    proto[method] = function draw(...args) {
      const canvas = this.canvas;
      if (canvas && canvas.__benchDrawn === undefined) {
        canvas.__benchDrawn = performance.now();
        canvas.__benchId = nextId++;
      }
      return original.apply(this, args);
    };
  }
  const attr = (selector, name) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const check = () => {
    const now = performance.now();
    const dashboard = attr('[data-dashboard]', 'data-dashboard');
    if (dashboard !== (state.dashboard.at(-1)?.value ?? null)) state.dashboard.push({ value: dashboard, ms: now });
    const counts = attr('[data-counts]', 'data-counts');
    if (counts !== (state.counts.at(-1)?.value ?? null)) state.counts.push({ value: counts, ms: now });
    const figures = [...document.querySelectorAll('figure')];
    const canvases = figures.flatMap((f) => [...f.querySelectorAll('canvas')]);
    const drawn = canvases.filter((c) => c.__benchDrawn !== undefined);
    const charts = {
      figures: figures.length,
      canvases: canvases.length,
      drawn: drawn.length,
      ids: drawn.map((c) => c.__benchId).join(','),
      lastDrawn: drawn.length ? Math.max(...drawn.map((c) => c.__benchDrawn)) : null,
    };
    const last = state.charts.at(-1);
    if (
      !last ||
      last.figures !== charts.figures ||
      last.canvases !== charts.canvases ||
      last.drawn !== charts.drawn ||
      last.ids !== charts.ids
    )
      state.charts.push({ ...charts, ms: now });
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Network activity of a page, from the DevTools protocol: in flight (hanging channels aside) and the last activity. */
async function watchNetwork(page, throttled) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Every script from the network, as on a first visit (the sign-in filled the HTTP cache).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });
  const net = { inFlight: new Set(), last: Date.now() };
  // Firestore's WebChannel back channels (GET …/channel) hang open for as long as they listen.
  const hanging = (request) =>
    request.method === 'GET' && /\/google\.firestore\.v1\.Firestore\/\w+\/channel/.test(request.url);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!hanging(request)) net.inFlight.add(requestId);
    net.last = Date.now();
  });
  for (const event of ['Network.loadingFinished', 'Network.loadingFailed'])
    cdp.on(event, ({ requestId }) => {
      net.inFlight.delete(requestId);
      net.last = Date.now();
    });
  cdp.on('Network.dataReceived', () => {
    net.last = Date.now();
  });
  return net;
}

/** Requests and responses of a page: scripts (gzip, Chart.js or not), aggregation requests, query answers. */
function recordTraffic(page) {
  const traffic = { scripts: [], aggregations: [], queryDocs: [], pending: [] };
  page.on('request', (request) => {
    if (request.url().includes(':runAggregationQuery')) traffic.aggregations.push(Date.now());
  });
  page.on('response', (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    if (type === 'script')
      traffic.pending.push(
        response.body().then(
          (body) =>
            traffic.scripts.push({
              url: new URL(url).pathname,
              gzip: gz(body),
              chart: body.includes(CHART_MARK),
              at: Date.now(),
            }),
          () => undefined,
        ),
      );
    else if (url.includes(':runQuery') || url.includes(':batchGet'))
      traffic.pending.push(
        response.text().then(
          (text) => {
            for (const m of text.matchAll(
              /"(?:document|found)"\s*:\s*\{\s*"name"\s*:\s*"projects\/[^/]+\/databases\/[^/]+\/documents\/([^"]+)"/g,
            ))
              traffic.queryDocs.push({ name: m[1], at: Date.now() });
          },
          () => undefined,
        ),
      );
  });
  return traffic;
}

const newContext = (browser, baseURL, key) =>
  benchContext(browser, baseURL, { rowSelector: '[data-dashboard="ready"]', plant: key, extra: [watchDashboard] });

/** Waits until the dashboard has its rollup and counts, its charts stand still and the network is quiet. */
async function waitIdle(page, net, timeout) {
  const until = Date.now() + timeout;
  let stableSince = Date.now();
  let seen = '';
  for (;;) {
    const s = await page.evaluate(() => {
      const d = window.__benchDashboard;
      return JSON.stringify({
        dashboard: d.dashboard.at(-1)?.value ?? null,
        counts: d.counts.at(-1)?.value ?? null,
        charts: d.charts.at(-1) ?? null,
      });
    });
    if (s !== seen) {
      seen = s;
      stableSince = Date.now();
    }
    const { dashboard, counts } = JSON.parse(s);
    const settled = dashboard === 'ready' && counts !== null && counts !== 'loading' && counts !== 'idle';
    const quiet = net.inFlight.size === 0 && Date.now() - net.last >= IDLE_MS && Date.now() - stableSince >= IDLE_MS;
    if (settled && quiet) return;
    if (Date.now() > until)
      throw new Error(
        `the dashboard was not ready and idle within ${timeout / 1000} s (data-dashboard ${dashboard}, ` +
          `data-counts ${counts}, ${net.inFlight.size} requests in flight)`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What the page recorded, and the traffic since `since` (Date.now()); `start` (performance.now()
 * in the page) and `listenBefore` (Listen documents already counted) for an in-app navigation.
 */
async function readFigures(page, traffic, { since = 0, start = 0, listenBefore = 0 } = {}) {
  await Promise.all(traffic.pending);
  const page0 = await page.evaluate(() => {
    const d = window.__benchDashboard;
    return {
      dashboard: d.dashboard,
      counts: d.counts,
      charts: d.charts.at(-1) ?? null,
      listenDocs: window.__benchDocs(),
      empty: [...document.querySelectorAll('figure')].filter((f) => !f.querySelector('canvas')).length,
    };
  });
  const first = (list, value) => {
    const ms = list.find((x) => x.value === value)?.ms;
    return ms === undefined ? null : ms - start;
  };
  const queryDocs = traffic.queryDocs.filter((d) => d.at >= since).map((d) => d.name);
  const docs = [...page0.listenDocs.slice(listenBefore), ...queryDocs];
  const scripts = traffic.scripts.filter((s) => s.at >= since).sort((a, b) => a.url.localeCompare(b.url));
  return {
    readyMs: first(page0.dashboard, 'ready'),
    countsMs: first(page0.counts, 'ready'),
    countStates: page0.counts.map((c) => c.value).join(' → '),
    lastChartMs: page0.charts?.lastDrawn ? page0.charts.lastDrawn - start : null,
    figures: page0.charts?.figures ?? 0,
    canvases: page0.charts?.canvases ?? 0,
    drawn: page0.charts?.drawn ?? 0,
    empty: page0.empty,
    docs,
    dashboardDocs: docs.filter((n) => DASHBOARD_COLLECTIONS.has(n.split('/').at(-2))).length,
    queryDocs: queryDocs.length,
    aggregations: traffic.aggregations.filter((t) => t >= since).length,
    scripts,
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    chartGzip: scripts.filter((s) => s.chart).reduce((sum, s) => sum + s.gzip, 0),
  };
}

/** One full load of /app/dashboard in a fresh context, signed in; the figures until idle. */
async function visit(browser, baseURL, key, throttled) {
  const timeout = TIMEOUT[throttled ? 'throttled' : 'fast'];
  const { context, page, errors } = await newContext(browser, baseURL, key);
  try {
    await signIn(page, 'admin');
    const net = await watchNetwork(page, throttled);
    const traffic = recordTraffic(page);
    await page.goto('/app/dashboard', { waitUntil: 'commit', timeout });
    await waitIdle(page, net, timeout);
    const figures = await readFigures(page, traffic);
    if (errors.length) throw new Error(`the dashboard failed: ${errors.join('; ')}`);
    return figures;
  } finally {
    await context.close();
  }
}

/** Signed in on /app/home, then the menu's link to the dashboard: the scripts the route adds. */
async function routeVisit(browser, baseURL, key) {
  const { context, page, errors } = await newContext(browser, baseURL, key);
  try {
    await signIn(page, 'admin');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const net = { inFlight: new Set(), last: Date.now() };
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!(request.method === 'GET' && /Firestore\/\w+\/channel/.test(request.url))) net.inFlight.add(requestId);
      net.last = Date.now();
    });
    for (const event of ['Network.loadingFinished', 'Network.loadingFailed'])
      cdp.on(event, ({ requestId }) => {
        net.inFlight.delete(requestId);
        net.last = Date.now();
      });
    const traffic = recordTraffic(page);
    // The home page settled first: its own scripts are not the dashboard's.
    const until = Date.now() + TIMEOUT.fast;
    while (net.inFlight.size > 0 || Date.now() - net.last < IDLE_MS) {
      if (Date.now() > until) throw new Error('/app/home was not idle within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all(traffic.pending);
    const since = Date.now();
    const listenBefore = await page.evaluate(() => window.__benchDocs().length);
    const link = page.locator('a[href="/app/dashboard"]').first();
    const viaMenu = await link.isVisible();
    // The click's time in the page: the figures below count from it.
    const start = await page.evaluate((menu) => {
      const at = performance.now();
      const a = document.querySelector('a[href="/app/dashboard"]');
      if (menu && a) a.click();
      else {
        history.pushState({}, '', '/app/dashboard');
        dispatchEvent(new PopStateEvent('popstate'));
      }
      return at;
    }, viaMenu);
    await waitIdle(page, net, TIMEOUT.fast);
    const figures = { ...(await readFigures(page, traffic, { since, start, listenBefore })), viaMenu };
    if (errors.length) throw new Error(`the dashboard failed: ${errors.join('; ')}`);
    return figures;
  } finally {
    await context.close();
  }
}

/** Chart.js as KpiChart.tsx registers it, bundled alone (rolldown, minified): gzip -9 bytes. */
export async function chartLibraryGzip() {
  const source = readFileSync(path.join(ROOT, 'src/components/charts/KpiChart.tsx'), 'utf8');
  const names = /import\s*\{([^}]*)\}\s*from\s*'chart\.js'/
    .exec(source)?.[1]
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '));
  if (!names?.includes('Chart')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'torque-bench-chart-'));
  try {
    const entry = path.join(dir, 'entry.mjs');
    const chartJs = path.join(ROOT, 'node_modules/chart.js/dist/chart.js');
    const registered = names.filter((n) => n !== 'Chart');
    writeFileSync(
      entry,
      `import { ${names.join(', ')} } from ${JSON.stringify(chartJs)};\n` +
        `Chart.register(${registered.join(', ')});\nexport { Chart };\n`,
    );
    const { rolldown } = await import('rolldown');
    const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'es', minify: true });
    await bundle.close();
    const code = output
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code)
      .join('\n');
    return { gzip: gz(Buffer.from(code)), names: registered };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The plant of benchWork.mjs: reused when the work part seeded it in this run, else seeded here. */
async function benchPlant(shared) {
  if (shared.workSeeded) {
    const uid = await adminUid();
    const key = { uid, company: uid, site: BENCH_WORK.site, plant: BENCH_WORK.plant };
    const plantPath = `users/${uid}/companies/${uid}/sites/${key.site}/plants/${key.plant}`;
    if ((await existingDocs([plantPath])).size !== 1) throw new Error(`${plantPath} is not seeded`);
    return { key, seeded: null };
  }
  const accounts = await seed();
  const seeded = await seedBenchWork(accounts);
  return { key: seeded.key, seeded: { documents: seeded.documents, seconds: seeded.seedSeconds } };
}

/** Measures the dashboard; returns the figures and the budgets broken. */
export async function benchDashboard(baseURL, runs, shared = {}) {
  const { key, seeded } = await benchPlant(shared);
  const failures = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures = { seeded, fast: null, throttled: [], route: null, library: null };
  try {
    figures.fast = await visit(browser, baseURL, key, false);
    for (let i = 0; i < runs; i++) figures.throttled.push(await visit(browser, baseURL, key, true));
    figures.route = await routeVisit(browser, baseURL, key);
  } finally {
    await browser.close();
  }
  figures.library = await chartLibraryGzip().catch((error) => ({ error: error.message.split('\n')[0] }));

  for (const [name, run] of [
    ['unthrottled', figures.fast],
    ...figures.throttled.map((r, i) => [`throttled ${i + 1}`, r]),
    ['from the menu', figures.route],
  ]) {
    if (run.docs.length > DASHBOARD_BUDGET.docs)
      failures.push(`dashboard documents downloaded (${name}) ${run.docs.length} > ${DASHBOARD_BUDGET.docs}`);
    if (run.dashboardDocs === 0) failures.push(`dashboard (${name}): no rollup document read`);
    if (run.countsMs === null) failures.push(`dashboard (${name}): the counts never read "ready" (${run.countStates})`);
    if (run.drawn === 0) failures.push(`dashboard (${name}): no chart drawn`);
  }
  if (!figures.route.scripts.some((s) => s.chart)) failures.push('dashboard route: no chunk holding Chart.js loaded');
  return { figures, failures };
}

const byCollection = (names) => {
  const counts = new Map();
  for (const n of names) {
    const c = n.split('/').at(-2) ?? n;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts].map(([c, k]) => `${c} ${k}`).join(', ') || 'none';
};

export function printDashboard({ figures: f }, runs) {
  const s = (ms) => (ms === null || ms === undefined ? '   —   ' : `${(ms / 1000).toFixed(2)} s`.padStart(7));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const t = f.throttled;
  const med = (pick) => (t.length ? median(t.map(pick).map((v) => v ?? Infinity)) : null);
  const list = (pick) => t.map((r) => (pick(r) === null ? '—' : (pick(r) / 1000).toFixed(2))).join(', ');
  console.log(
    `\n/app/dashboard of the plant with ${BENCH_WORK.count.toLocaleString('en')} work orders ` +
      `(${f.seeded ? `seeded here: ${f.seeded.documents.toLocaleString('en')} documents in ${f.seeded.seconds.toFixed(1)} s` : 'as the work part seeded it'}); ` +
      `fresh context, full load, HTTP cache off\n`,
  );
  console.log(`                               unthrottled    throttled (median of ${runs}, s)`);
  console.log(
    `rollup in (data-dashboard)      ${s(f.fast.readyMs)}       ${s(med((r) => r.readyMs))}   (${list((r) => r.readyMs)})`,
  );
  console.log(
    `counts in (data-counts)         ${s(f.fast.countsMs)}       ${s(med((r) => r.countsMs))}   (${list((r) => r.countsMs)})`,
  );
  console.log(
    `last chart drawn                ${s(f.fast.lastChartMs)}       ${s(med((r) => r.lastChartMs))}   (${list((r) => r.lastChartMs)})`,
  );
  console.log(
    `    ${f.fast.figures} charts: ${f.fast.drawn} drawn, ${f.fast.empty} empty (text instead of a canvas); counts went ${f.fast.countStates}`,
  );
  console.log(
    `Firestore documents downloaded  ${String(f.fast.docs.length).padStart(5)}      budget ${DASHBOARD_BUDGET.docs}; ` +
      `throttled ${t.map((r) => r.docs.length).join(', ')}; by collection: ${byCollection(f.fast.docs)} ` +
      `(${f.fast.dashboardDocs} the dashboard's own; ${f.fast.queryDocs} from :runQuery/:batchGet)`,
  );
  console.log(
    `aggregation queries             ${String(f.fast.aggregations).padStart(5)}      (:runAggregationQuery requests; throttled ${t.map((r) => r.aggregations).join(', ')})`,
  );
  console.log(
    `JS until idle, full load        ${kb(f.fast.jsGzip).padStart(9)}   (${f.fast.scripts.length} files, gzip -9)`,
  );
  const r = f.route;
  console.log(
    `JS the route adds to the shell  ${kb(r.jsGzip).padStart(9)}   (opened from the menu on /app/home: ${r.scripts.length} files; ` +
      `${r.viaMenu ? 'link clicked' : 'history.pushState'}; last chart drawn ${s(r.lastChartMs).trim()} after it, ` +
      `${r.docs.length} documents, ${r.aggregations} aggregations)`,
  );
  for (const x of r.scripts)
    console.log(`    ${x.url.padEnd(52)} ${kb(x.gzip).padStart(9)}${x.chart ? '   Chart.js' : ''}`);
  console.log(`chunk(s) holding Chart.js       ${kb(r.chartGzip).padStart(9)}`);
  if (f.library?.gzip)
    console.log(
      `Chart.js alone                  ${kb(f.library.gzip).padStart(9)}   (${f.library.names.join(', ')}; rolldown, minified)`,
    );
  else if (f.library?.error) console.log(`Chart.js alone: not measured (${f.library.error})`);
}
