// `npm run bench`, part 2: the equipment list of a 5,000-item plant, in
// Chromium on a production build pointed at the emulators. Needs the emulators (run under
// `node scripts/emulators.mjs exec --`, which `npm run bench` does); skipped without them.
//
// The bench seeds its own plant into the demo company (site "bench", plant "bench5000": 5,000
// equipment documents and the plant's summary), signs in as the demo admin, saves that plant
// under `__theme_selected_plant` and measures:
//   (a) first rows: from navigating to /app/assets until the first `[data-eqid]` row is visible
//       (performance.now() in the page, i.e. since navigation start). The first visit of a fresh
//       context (nothing in Firestore's local cache) and the median of BENCH_RUNS more visits.
//   (b) keystrokes: five characters typed into "Search equipment"; each from its keydown's
//       timestamp until the next frame has been painted (a requestAnimationFrame, then a task); the
//       list is re-rendered synchronously for a typed key, so that frame shows it. Median and worst.
//   (c) documents read: every document the Firestore Listen channel sent the page until the first
//       rows showed (the channel's responses read as they stream in), split into the plant's own
//       (the plant document and anything under it) and the rest (the company record, membership).
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { benchEquipment } from './plantData.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, seedPlant } from './seed.ts';

export const ASSET_BUDGET = { firstRowsMs: 1500, keystrokeMs: 100, plantDocs: 1 };
export const BENCH_PLANT = { site: 'bench', plant: 'bench5000', count: 5000 };
const QUERY = 'dryer';

export const emulatorsRunning = () => Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

/** The production build, pointed at the emulators (as the browser tests build it). */
export function buildForEmulators(outDir) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, VITE_USE_EMULATORS: 'true' } },
  );
  if (result.status !== 0) throw new Error('the production build (emulators) failed');
  return (Date.now() - started) / 1000;
}

/** Runs in the page before its scripts: first visible row, keystroke timings, Listen responses. */
export function instrument() {
  const listen = [];
  window.__benchListen = listen;
  const isListen = (url) => String(url).includes('/google.firestore.v1.Firestore/Listen/');
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (isListen(url)) listen.push({ text: () => this.responseText || '' });
    return open.call(this, method, url, ...rest);
  };
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {
    const response = await fetch0(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (isListen(url) && response.body) {
      const entry = { chunks: '', text: () => entry.chunks };
      listen.push(entry);
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true }));
          if (done) break;
          entry.chunks += decoder.decode(value, { stream: true });
        }
      })();
    }
    return response;
  };
  window.__benchDocs = () => {
    const names = [];
    // Each documentChange carries one document; its name is the first `"name": "projects/…"`
    // after it (a field called "name" is a map, `"name": {"stringValue": …}`, so never matches).
    for (const entry of listen)
      for (const change of entry.text().split('"documentChange"').slice(1)) {
        const m = /"name"\s*:\s*"(projects\/[^"]+)"/.exec(change);
        if (m) names.push(m[1].replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
      }
    return names;
  };

  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const firstRow = () => {
    // benchWork.mjs sets its own row selector in an init script that runs before this one.
    const row = document.querySelector(window.__benchRowSelector ?? '[data-eqid]');
    if (row && visible(row)) {
      window.__benchFirstRow = performance.now();
      window.__benchDocsAtFirstRow = window.__benchDocs();
    } else requestAnimationFrame(firstRow);
  };
  requestAnimationFrame(firstRow);

  window.__benchKeys = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'search') return;
      const started = event.timeStamp;
      // React renders a typed character synchronously (a discrete event), before the next frame:
      // the task after that frame's requestAnimationFrame runs once it has been painted.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const count = document.querySelector('[aria-live]')?.textContent;
          window.__benchKeys.push({ ms: performance.now() - started, count, value: input.value });
        }, 0),
      );
    },
    true,
  );
}

/**
 * A fresh browser context for a bench page, the same for every part: the service worker blocked,
 * the timing probe (`instrument`) watching for `rowSelector`, the `extra` init scripts, and the
 * plant already chosen when `plant` is given. Page errors are collected in `errors`.
 */
export async function benchContext(
  browser,
  baseURL,
  { rowSelector, plant = null, viewport = { width: 1280, height: 800 }, extra = [] },
) {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  await context.addInitScript((s) => {
    window.__benchRowSelector = s;
  }, rowSelector);
  await context.addInitScript(instrument);
  for (const script of extra) await context.addInitScript(script);
  if (plant)
    await context.addInitScript((p) => {
      localStorage.setItem('__theme_selected_plant', JSON.stringify(p));
    }, plant);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export async function signIn(page, role = 'admin') {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === role);
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/home', { timeout: 60_000 });
}

async function openList(page) {
  await page.goto('/app/assets/list', { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchFirstRow !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => ({ ms: window.__benchFirstRow, docs: window.__benchDocsAtFirstRow }));
}

/** Seeds the plant, measures (a)–(c); returns the figures and the budgets broken. */
export async function benchAssets(baseURL, runs) {
  const accounts = await seed();
  const admin = accounts.find((a) => a.role === 'admin');
  const started = Date.now();
  const key = await seedPlant({
    uid: admin.uid,
    site: BENCH_PLANT.site,
    siteName: 'Bench site',
    plant: BENCH_PLANT.plant,
    plantName: `Bench plant (${BENCH_PLANT.count.toLocaleString('en')} items)`,
    equipment: benchEquipment(BENCH_PLANT.count),
  });
  const seedSeconds = (Date.now() - started) / 1000;

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const errors = [];
    await context.addInitScript(instrument);
    await context.addInitScript((plant) => {
      localStorage.setItem('__theme_selected_plant', JSON.stringify(plant));
    }, key);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);

    const cold = await openList(page);
    const total = await page.evaluate(() => document.querySelector('[aria-live]')?.textContent ?? '');
    const search = page.getByRole('searchbox', { name: 'Search equipment' });
    await search.click();
    for (let i = 0; i < QUERY.length; i++) {
      await page.keyboard.type(QUERY[i]);
      await page.waitForFunction((n) => window.__benchKeys.length >= n, i + 1, { timeout: 10_000 });
      await page.waitForTimeout(100); // a typist's pace: each key on an idle page
    }
    const keys = await page.evaluate(() => window.__benchKeys);
    const rowsAfter = await page.locator('[data-eqid]').count();

    const warm = [];
    for (let i = 0; i < runs; i++) warm.push((await openList(page)).ms);
    await context.close();
    if (errors.length) throw new Error(`the equipment list failed: ${errors.join('; ')}`);

    const plantPath = `users/${key.uid}/companies/${key.company}/sites/${key.site}/plants/${key.plant}`;
    const plantDocs = cold.docs.filter((n) => n === plantPath || n.startsWith(`${plantPath}/`));
    const keyMs = keys.map((k) => k.ms);
    const figures = {
      seedSeconds,
      total,
      firstRowsCold: cold.ms,
      firstRowsWarm: median(warm),
      warm,
      keyMedian: median(keyMs),
      keyMax: Math.max(...keyMs),
      keys,
      rowsAfter,
      docs: cold.docs,
      plantDocs: plantDocs.length,
    };
    const failures = [];
    if (figures.firstRowsCold > ASSET_BUDGET.firstRowsMs)
      failures.push(`first rows of 5,000 ${figures.firstRowsCold.toFixed(0)} ms > ${ASSET_BUDGET.firstRowsMs} ms`);
    if (figures.keyMax > ASSET_BUDGET.keystrokeMs)
      failures.push(`search keystroke ${figures.keyMax.toFixed(0)} ms > ${ASSET_BUDGET.keystrokeMs} ms`);
    if (figures.plantDocs > ASSET_BUDGET.plantDocs || figures.plantDocs === 0)
      failures.push(`plant documents read ${figures.plantDocs}, budget ${ASSET_BUDGET.plantDocs}`);
    if (total.trim() !== '5,000 of 5,000') failures.push(`the list counted "${total}", not 5,000 items`);
    const expected = benchEquipment(BENCH_PLANT.count).filter((e) =>
      `${e.input.tag} ${e.input.name}`.toLowerCase().includes(QUERY),
    ).length;
    const last = keys.at(-1)?.count?.trim();
    if (last !== `${expected.toLocaleString('en')} of 5,000`)
      failures.push(`after typing "${QUERY}" the list counted "${last}", expected ${expected} of 5,000`);
    return { figures, failures };
  } finally {
    await browser.close();
  }
}

export function printAssets({ figures: f }, runs) {
  const ms = (v) => `${v.toFixed(0)} ms`.padStart(8);
  console.log(
    `\n/app/assets with a ${BENCH_PLANT.count.toLocaleString('en')}-item plant (seeded in ${f.seedSeconds.toFixed(1)} s), unthrottled\n`,
  );
  console.log(
    `first row visible, fresh cache ${ms(f.firstRowsCold)}   budget ${ASSET_BUDGET.firstRowsMs} ms   (list: ${f.total})`,
  );
  console.log(
    `first row visible, warm cache  ${ms(f.firstRowsWarm)}   (median of ${runs}: ${f.warm.map((v) => v.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `search keystroke to paint      ${ms(f.keyMedian)}   worst ${f.keyMax.toFixed(0)} ms, budget ${ASSET_BUDGET.keystrokeMs} ms ` +
      `(typed "${QUERY}": ${f.keys.map((k) => `${k.ms.toFixed(0)} ms → ${k.count}`).join('; ')}; ${f.rowsAfter} rows in the page)`,
  );
  console.log(
    `Firestore documents read       ${String(f.plantDocs).padStart(5)}      of the plant, budget ${ASSET_BUDGET.plantDocs}; ` +
      `${f.docs.length} in all until the first row (${[...new Set(f.docs.map((n) => n.split('/').slice(-2, -1)[0] ?? n))].join(', ')})`,
  );
}
