// `npm run bench`, part 3: the work-order queue of a plant with 10,000 work orders, and how fast a
// status move reaches a second open browser. In Chromium on a production
// build pointed at the emulators; needs them (`npm run bench` starts them).
//
// The bench seeds a plant of its own into the demo company (site "bench", plant "benchwork": 500
// pieces of equipment and 10,000 work orders with their history, made by scripts/workData.ts,
// and their work-figures rollup (scripts/statsData.mjs), written through the emulator's REST
// `commit`, 500 documents to a request, several requests at a time) and measures:
//   (a) first row: signed in as the demo admin with `__theme_selected_plant` naming that plant,
//       from navigating to /app/work until the first `[data-work-number]` row is visible
//       (performance.now() in the page), and the Firestore documents the Listen channel sent the
//       page until then (counted as benchAssets.mjs counts them), split into the plant's work
//       requests and the rest. A fresh context first, then BENCH_RUNS more visits (median).
//   (b) a move seen by someone else: context B (the demo editor) has /app/work/{number} open on an
//       order in status 'new'; context A (the admin) opens the same order and clicks
//       `button[data-move="inPlanning"]`, confirming the dialog if one opens. Measured from the
//       click that makes the move (Date.now() in A) until B's `[data-work-status]` reads
//       'inPlanning' (Date.now() in B's MutationObserver; both pages run in one browser on one
//       machine, so one clock). A's own display of the move is reported too.
import { chromium } from 'playwright-core';
import { benchContext, median, signIn } from './benchAssets.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { benchEquipment } from './plantData.ts';
import { seed, seedPlant, writeDocs } from './seed.ts';
import { workStatsDocuments } from './statsData.ts';
import { workDocuments, workOrders } from './workData.ts';

export const WORK_BUDGET = { firstRowMs: 1500, queueDocs: 50, moveMs: 2000 };
export const BENCH_WORK = { site: 'bench', plant: 'benchwork', count: 10_000, equipment: 500 };
const TARGET = 'inPlanning';

/** The bench plant and its 10,000 orders; returns the key, the orders and the seconds taken. */
export async function seedBenchWork(accounts) {
  const admin = accounts.find((a) => a.role === 'admin');
  const editor = accounts.find((a) => a.role === 'editor');
  const equipment = benchEquipment(BENCH_WORK.equipment);
  const key = await seedPlant({
    uid: admin.uid,
    site: BENCH_WORK.site,
    siteName: 'Bench site',
    plant: BENCH_WORK.plant,
    plantName: `Bench plant (${BENCH_WORK.count.toLocaleString('en')} work orders)`,
    equipment,
  });
  const orders = workOrders({
    plants: [{ site: BENCH_WORK.site, plant: BENCH_WORK.plant, equipment }],
    count: BENCH_WORK.count,
    people: {
      admin: { uid: admin.uid, name: admin.displayName },
      editor: { uid: editor.uid, name: editor.displayName },
    },
    seed: 99,
  });
  // With the plant's work-figures rollup, so the dashboard reads real figures.
  const docs = [...workDocuments(admin.uid, orders), ...workStatsDocuments(admin.uid, orders)];
  const started = Date.now();
  await writeDocs(docs, { parallel: 4 });
  return { key, orders, documents: docs.length, seedSeconds: (Date.now() - started) / 1000 };
}

/** Runs in the order page of context B: the time its status badge first reads `TARGET`. */
function watchStatus(target) {
  const check = () => {
    if (window.__benchMoved) return;
    const el = document.querySelector('[data-work-status]');
    const value = el && (el.getAttribute('data-work-status') || el.textContent || '').trim();
    if (value === target) window.__benchMoved = Date.now();
  };
  new MutationObserver(check).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-work-status'],
  });
  check();
}

async function openQueue(page) {
  await page.goto('/app/work', { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchFirstRow !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => ({ ms: window.__benchFirstRow, docs: window.__benchDocsAtFirstRow }));
}

async function newContext(browser, baseURL, key, errors) {
  const made = await benchContext(browser, baseURL, { rowSelector: '[data-work-number]', plant: key });
  made.page.on('pageerror', (error) => errors.push(error.message));
  return made;
}

/** Clicks the move button, confirms the dialog if one opens; returns Date.now() of the deciding click. */
async function makeMove(page, to) {
  const clicked = await page.evaluate((status) => {
    document.querySelector(`button[data-move="${status}"]`).click();
    return Date.now();
  }, to);
  const dialog = page.locator('[role="dialog"]');
  const opened = await dialog
    .first()
    .waitFor({ state: 'visible', timeout: 2000 })
    .then(
      () => true,
      () => false,
    );
  if (!opened) return clicked;
  await page
    .locator('[role="dialog"] button[type="submit"], [role="dialog"] .modal-footer .btn-primary')
    .last()
    .waitFor({ state: 'visible' });
  return page.evaluate(() => {
    const buttons = document.querySelectorAll(
      '[role="dialog"] button[type="submit"], [role="dialog"] .modal-footer .btn-primary',
    );
    buttons[buttons.length - 1].click();
    return Date.now();
  });
}

/** Seeds the plant, measures (a) and (b); returns the figures and the budgets broken. */
export async function benchWork(baseURL, runs) {
  const accounts = await seed();
  const seeded = await seedBenchWork(accounts);
  const { key, orders } = seeded;
  // The newest order still in 'new' (it is inside the queue's default one-month window).
  const target = orders
    .filter((o) => o.data.status === 'new')
    .sort((a, b) => b.data.raisedAt.getTime() - a.data.raisedAt.getTime())[0];

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const errors = [];
  try {
    const a = await newContext(browser, baseURL, key, errors);
    await signIn(a.page, 'admin');
    const cold = await openQueue(a.page);
    const rows = await a.page.locator('[data-work-number]').count();
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push((await openQueue(a.page)).ms);

    // (b) B watches the order; A moves it.
    const b = await newContext(browser, baseURL, key, errors);
    await signIn(b.page, 'editor');
    await b.page.goto(`/app/work/${target.number}`);
    await b.page.locator('[data-work-status="new"]').waitFor({ timeout: 30_000 });
    await b.page.evaluate(watchStatus, TARGET);
    await a.page.goto(`/app/work/${target.number}`);
    await a.page.locator(`button[data-move="${TARGET}"]`).waitFor({ timeout: 30_000 });
    await a.page.evaluate(watchStatus, TARGET);
    const movedAt = await makeMove(a.page, TARGET);
    await b.page.waitForFunction(() => window.__benchMoved !== undefined, null, { timeout: 30_000 });
    await a.page.waitForFunction(() => window.__benchMoved !== undefined, null, { timeout: 30_000 });
    const seenByB = (await b.page.evaluate(() => window.__benchMoved)) - movedAt;
    const seenByA = (await a.page.evaluate(() => window.__benchMoved)) - movedAt;
    await a.context.close();
    await b.context.close();
    if (errors.length) throw new Error(`the work pages failed: ${errors.join('; ')}`);

    const queuePath = `users/${key.uid}/companies/${key.company}/sites/${key.site}/plants/${key.plant}/workRequests/`;
    const queueDocs = cold.docs.filter((n) => n.startsWith(queuePath));
    const figures = {
      seedSeconds: seeded.seedSeconds,
      documents: seeded.documents,
      orders: orders.length,
      firstRowCold: cold.ms,
      firstRowWarm: median(warm),
      warm,
      rows,
      docs: cold.docs,
      queueDocs: queueDocs.length,
      number: target.number,
      seenByA,
      seenByB,
    };
    const failures = [];
    if (figures.firstRowCold > WORK_BUDGET.firstRowMs)
      failures.push(`work queue first row ${figures.firstRowCold.toFixed(0)} ms > ${WORK_BUDGET.firstRowMs} ms`);
    if (figures.queueDocs > WORK_BUDGET.queueDocs || figures.queueDocs === 0)
      failures.push(`work queue documents read ${figures.queueDocs}, budget ${WORK_BUDGET.queueDocs}`);
    if (figures.seenByB > WORK_BUDGET.moveMs)
      failures.push(`status move seen in the second browser after ${figures.seenByB} ms > ${WORK_BUDGET.moveMs} ms`);
    return { figures, failures };
  } finally {
    await browser.close();
  }
}

export function printWork({ figures: f }, runs) {
  const ms = (v) => `${v.toFixed(0)} ms`.padStart(8);
  console.log(
    `\n/app/work with ${f.orders.toLocaleString('en')} work orders in one plant ` +
      `(${f.documents.toLocaleString('en')} documents with their history, seeded in ${f.seedSeconds.toFixed(1)} s), unthrottled\n`,
  );
  console.log(
    `first row visible, fresh cache ${ms(f.firstRowCold)}   budget ${WORK_BUDGET.firstRowMs} ms   (${f.rows} rows in the page)`,
  );
  console.log(
    `first row visible, warm cache  ${ms(f.firstRowWarm)}   (median of ${runs}: ${f.warm.map((v) => v.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `Firestore documents read       ${String(f.queueDocs).padStart(5)}      work requests, budget ${WORK_BUDGET.queueDocs}; ` +
      `${f.docs.length} in all until the first row (${[...new Set(f.docs.map((n) => n.split('/').slice(-2, -1)[0] ?? n))].join(', ')})`,
  );
  console.log(
    `move new → ${TARGET}, seen by B ${ms(f.seenByB)}   budget ${WORK_BUDGET.moveMs} ms   (${f.number}; shown in A itself after ${f.seenByA} ms)`,
  );
}
