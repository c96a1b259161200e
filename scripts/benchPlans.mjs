// `npm run bench`, part 4: preventive maintenance with 1,000 plans and 10,000 past work orders in
// one plant, in Chromium on a production build pointed at the emulators;
// needs them (`npm run bench` starts them).
//
// The bench seeds a plant of its own into the demo company (site "bench", plant "benchplans": 500
// pieces of equipment, 1,000 maintenance plans and exactly 10,000 preventive orders of the last
// year with their history, and the readings of the meter plans' meters, made by
// scripts/plansData.ts as the demo's; about 7% of the plans due now — their generateOn is today
// or a few days back — and 2–3% meter plans), then measures, on an unthrottled link and on the
// throttled one of the login bench (1.6 Mbit/s down, 750 kbit/s up, 150 ms):
//   (a) generation on opening the app: signed in as the demo admin (no plant chosen, so nothing
//       is generated at sign-in), the bench plant saved under `__theme_selected_plant`, then from
//       navigating to /app/plans (a full page load: the app opens) until the plans page's root
//       reads data-generation="done" (performance.now() in the page, in the first animation frame
//       that shows it), with its data-generated and data-read (plan documents the generation
//       read: the goal is the due plans only, found by the query on generateOn, plus the meter
//       plans the meter query reads — never all 1,000). Each run starts from the seeded state
//       (the orders the previous run generated deleted, the due plans rewritten) in a fresh
//       context (nothing in Firestore's local cache). "Done" is the orders on this device
//       (offline-first: queued and shown); then the bench polls the server until every due plan's
//       order `{planId}_{nextDue}` exists there and reports that time apart (the device's queue
//       synced; on the emulator each generation batch takes its time). A second visit in the same
//       context (nothing due any more) is reported too.
//   (b) the 12-week forecast: from navigating to /app/plans/forecast until
//       [data-forecast-ready="true"] is in the page (drawn from the plans and their open orders),
//       and until [data-forecast-meters="true"] (every meter plan projected from its meter's
//       readings); fresh contexts (nothing due).
// Also reported: the Firestore documents the Listen channel sent the page until then (as
// benchAssets.mjs counts them), by collection.
import { chromium } from 'playwright-core';
import { benchContext, median, signIn } from './benchAssets.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { benchPlanSpecs } from './planCatalogue.ts';
import { planDocuments, planHistory } from './plansData.ts';
import { benchEquipment } from './plantData.ts';
import { deleteDocs, existingDocs, seed, seedPlant, writeDocs } from './seed.ts';
import { workStatsDocuments } from './statsData.ts';

/** Unthrottled budgets (proposed with the PM work; the throttled figures are reported only). */
export const PLANS_BUDGET = { generationMs: 2000, forecastMs: 2000 };
export const BENCH_PLANS = { site: 'bench', plant: 'benchplans', plans: 1000, orders: 10_000, equipment: 500 };
const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TIMEOUT = { fast: 60_000, throttled: 240_000 };

/**
 * The bench plant with its plans and history. Returns the key, the plans' history, what is due
 * (`due`: [{ id, data, order }] with the order id generation must make) and the seconds taken.
 */
export async function seedBenchPlans(accounts, now = new Date()) {
  const admin = accounts.find((a) => a.role === 'admin');
  const editor = accounts.find((a) => a.role === 'editor');
  const equipment = benchEquipment(BENCH_PLANS.equipment);
  const key = await seedPlant({
    uid: admin.uid,
    site: BENCH_PLANS.site,
    siteName: 'Bench site',
    plant: BENCH_PLANS.plant,
    plantName: `Bench plant (${BENCH_PLANS.plans.toLocaleString('en')} maintenance plans)`,
    equipment,
  });
  const history = planHistory({
    plant: { site: BENCH_PLANS.site, plant: BENCH_PLANS.plant, equipment },
    specs: benchPlanSpecs(equipment, { count: BENCH_PLANS.plans }),
    people: {
      admin: { uid: admin.uid, name: admin.displayName },
      editor: { uid: editor.uid, name: editor.displayName },
    },
    now,
    seed: 77,
    allMeters: false,
    trimOrders: BENCH_PLANS.orders,
  });
  // With the plant's work-figures rollup of those orders.
  const docs = [...planDocuments(admin.uid, key, history), ...workStatsDocuments(admin.uid, history.orders, now)];
  const started = Date.now();
  await writeDocs(docs, { parallel: 4 });
  const seedSeconds = (Date.now() - started) / 1000;
  const dueIds = new Set(history.due);
  const due = history.plans
    .filter((p) => dueIds.has(p.id))
    .map((p) => ({ id: p.id, data: p.data, order: `${p.id}_${p.data.nextDue}` }));
  const meterPlans = history.plans.filter((p) => p.data.active && p.data.trigger !== 'calendar').length;
  return { key, history, due, meterPlans, documents: docs.length, seedSeconds };
}

const plantPath = (key) => `users/${key.uid}/companies/${key.company}/sites/${key.site}/plants/${key.plant}`;

/** Back to the seeded state: the due plans rewritten, the orders generated from them deleted. */
export async function resetDue(seeded) {
  const base = plantPath(seeded.key);
  const orders = seeded.due.map((d) => `${base}/workRequests/${d.order}`);
  await deleteDocs(orders.flatMap((o) => [`${o}/history/v1`, o]));
  await writeDocs(seeded.due.map((d) => [`${base}/maintenancePlans/${d.id}`, d.data]));
}

/** Runs in the page before its scripts: the plans page's generation state as it changes. */
function watchGeneration() {
  window.__benchGeneration = [];
  const check = () => {
    const el = document.querySelector('[data-generation]');
    if (el) {
      const state = {
        status: el.getAttribute('data-generation'),
        generated: Number(el.getAttribute('data-generated')),
        read: Number(el.getAttribute('data-read')),
      };
      const last = window.__benchGeneration.at(-1);
      if (!last || last.status !== state.status || last.generated !== state.generated || last.read !== state.read)
        window.__benchGeneration.push({ ...state, ms: performance.now(), docs: window.__benchDocs?.() ?? [] });
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function newContext(browser, baseURL, selector) {
  const made = await benchContext(browser, baseURL, { rowSelector: selector, extra: [watchGeneration] });
  // Signed in with no plant chosen: the app generates nothing until the bench plant is saved.
  await signIn(made.page, 'admin');
  return made;
}

async function throttle(page, throttled) {
  if (!throttled) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });
}

/** Documents by collection: "maintenancePlans 74, workRequests 50, …". */
const byCollection = (names) => {
  const counts = new Map();
  for (const n of names) {
    const c = n.split('/').at(-2) ?? n;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts].map(([c, k]) => `${c} ${k.toLocaleString('en')}`).join(', ') || 'none';
};

/** Navigates to /app/plans and waits for data-generation="done" (or "failed"). */
async function openPlans(page, timeout) {
  const startedAt = Date.now();
  await page.goto('/app/plans', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window.__benchGeneration ?? []).some((g) => g.status === 'done' || g.status === 'failed'),
    null,
    { timeout },
  );
  // Let a second run (MainApp's start and the page's own) finish too before reading the figures.
  await page.waitForTimeout(1500);
  const states = await page.evaluate(() => window.__benchGeneration);
  const first = states.find((g) => g.status === 'done' || g.status === 'failed');
  const done = states.filter((g) => g.status === 'done');
  return {
    startedAt,
    ms: first.ms,
    status: first.status,
    generated: Math.max(0, ...done.map((g) => g.generated)),
    read: Math.max(0, ...done.map((g) => g.read)),
    runs: states.map((g) => `${g.status}${g.status === 'done' ? ` ${g.generated}/${g.read}` : ''}`).join(' → '),
    docs: first.docs,
  };
}

async function openForecast(page, timeout) {
  await page.goto('/app/plans/forecast', { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchFirstRow !== undefined, null, { timeout });
  // Then the meter plans, projected as their meters' readings arrive.
  await page.waitForFunction(() => document.querySelector('[data-forecast-meters="true"]'), null, {
    timeout,
    polling: 'raf',
  });
  return page.evaluate(() => ({
    ms: window.__benchFirstRow,
    docs: window.__benchDocsAtFirstRow,
    metersMs: performance.now(),
    metersDocs: window.__benchDocs(),
  }));
}

/** Seeds the plant, measures (a) and (b) on both links; returns the figures and the budgets broken. */
export async function benchPlans(baseURL, runs) {
  const accounts = await seed();
  const seeded = await seedBenchPlans(accounts);
  const failures = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures = {
    seedSeconds: seeded.seedSeconds,
    documents: seeded.documents,
    plans: seeded.history.plans.length,
    orders: seeded.history.orders.length,
    due: seeded.due.length,
    meterPlans: seeded.meterPlans,
    generation: {},
    forecast: {},
  };
  try {
    let generatedBefore = false;
    for (const throttled of [false, true]) {
      const profile = throttled ? 'throttled' : 'fast';
      const timeout = TIMEOUT[profile];
      // (a) generation, each run from the seeded state in a fresh context.
      const cold = [];
      let again = null;
      for (let i = 0; i < runs; i++) {
        if (generatedBefore) await resetDue(seeded);
        generatedBefore = true;
        const { context, page, errors } = await newContext(browser, baseURL, '[data-generation="done"]');
        try {
          await page.evaluate(
            (plant) => localStorage.setItem('__theme_selected_plant', JSON.stringify(plant)),
            seeded.key,
          );
          await throttle(page, throttled);
          const run = await openPlans(page, timeout);
          // "Done" is when the orders are on this device (offline-first, shown at once); the
          // server has them once the device's queue has synced: measured apart, until all exist.
          const base = plantPath(seeded.key);
          const orders = seeded.due.map((d) => `${base}/workRequests/${d.order}`);
          let found = await existingDocs(orders);
          while (found.size < orders.length && Date.now() - run.startedAt < timeout) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            found = await existingDocs(orders);
          }
          run.syncedMs = found.size === orders.length ? Date.now() - run.startedAt : null;
          run.missing = seeded.due.length - found.size;
          cold.push(run);
          if (i === runs - 1) again = await openPlans(page, timeout);
          if (errors.length) failures.push(`/app/plans (${profile}) page errors: ${errors.join('; ')}`);
        } catch (error) {
          failures.push(`/app/plans (${profile}): ${error.message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      figures.generation[profile] = { cold, again };
      // (b) forecast, fresh contexts (what was due has been generated by now).
      const forecast = [];
      for (let i = 0; i < runs; i++) {
        const { context, page, errors } = await newContext(browser, baseURL, '[data-forecast-ready="true"]');
        try {
          await page.evaluate(
            (plant) => localStorage.setItem('__theme_selected_plant', JSON.stringify(plant)),
            seeded.key,
          );
          await throttle(page, throttled);
          forecast.push(await openForecast(page, timeout));
          if (errors.length) failures.push(`/app/plans/forecast (${profile}) page errors: ${errors.join('; ')}`);
        } catch (error) {
          failures.push(`/app/plans/forecast (${profile}): ${error.message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      figures.forecast[profile] = forecast;
    }
  } finally {
    await browser.close();
  }

  const fast = figures.generation.fast?.cold ?? [];
  const expectedRead = figures.due + figures.meterPlans;
  for (const [profile, { cold }] of Object.entries(figures.generation))
    for (const run of cold) {
      if (run.status !== 'done') failures.push(`generation (${profile}) ended "${run.status}"`);
      if (run.read > expectedRead)
        failures.push(
          `generation (${profile}) read ${run.read} plans; due ${figures.due} + meter plans ${figures.meterPlans} = ${expectedRead}`,
        );
      if (run.missing > 0)
        failures.push(`generation (${profile}): ${run.missing} of ${figures.due} due orders missing`);
    }
  if (fast.length && median(fast.map((r) => r.ms)) > PLANS_BUDGET.generationMs)
    failures.push(
      `generation on opening ${median(fast.map((r) => r.ms)).toFixed(0)} ms > ${PLANS_BUDGET.generationMs} ms`,
    );
  const fastForecast = figures.forecast.fast ?? [];
  if (fastForecast.length && median(fastForecast.map((r) => r.ms)) > PLANS_BUDGET.forecastMs)
    failures.push(
      `12-week forecast ${median(fastForecast.map((r) => r.ms)).toFixed(0)} ms > ${PLANS_BUDGET.forecastMs} ms`,
    );
  return { figures, failures };
}

export function printPlans({ figures: f }) {
  const ms = (v) => `${v.toFixed(0)} ms`.padStart(8);
  const list = (xs) => xs.map((x) => x.ms.toFixed(0)).join(', ');
  console.log(
    `\n/app/plans with ${f.plans.toLocaleString('en')} plans and ${f.orders.toLocaleString('en')} past work orders in one plant ` +
      `(${f.documents.toLocaleString('en')} documents with their history and readings, seeded in ${f.seedSeconds.toFixed(1)} s); ` +
      `${f.due} plans due now, ${f.meterPlans} meter plans\n`,
  );
  for (const profile of ['fast', 'throttled']) {
    const g = f.generation[profile];
    const label = profile === 'fast' ? 'unthrottled' : 'throttled (1.6 Mbit/s, 150 ms)';
    if (g?.cold.length) {
      const m = median(g.cold.map((r) => r.ms));
      const last = g.cold.at(-1);
      console.log(
        `generation on opening, ${label.padEnd(31)} ${ms(m)}   (median of ${g.cold.length}: ${list(g.cold)} ms)` +
          `${profile === 'fast' ? `   budget ${PLANS_BUDGET.generationMs} ms` : ''}`,
      );
      console.log(
        `    generated ${last.generated} (due ${f.due}; missing on the server ${last.missing}), ` +
          `plans read ${last.read} of ${f.plans.toLocaleString('en')} (goal ≤ due ${f.due} + meter plans ${f.meterPlans}); ` +
          `runs seen: ${last.runs}`,
      );
      console.log(`    documents sent to the page until done: ${byCollection(last.docs)}`);
      console.log(
        `    all ${f.due} orders on the server (the device's queue synced) after ` +
          `${g.cold.map((r) => (r.syncedMs === null ? 'not within the time limit' : `${(r.syncedMs / 1000).toFixed(1)} s`)).join(', ')}`,
      );
      if (g.again)
        console.log(
          `    second visit, nothing due: ${ms(g.again.ms)}, generated ${g.again.generated}, read ${g.again.read}`,
        );
    }
    const fc = f.forecast[profile];
    if (fc?.length)
      console.log(
        `12-week forecast drawn, ${label.padEnd(30)} ${ms(median(fc.map((r) => r.ms)))}   (median of ${fc.length}: ${list(fc)} ms)` +
          `${profile === 'fast' ? `   budget ${PLANS_BUDGET.forecastMs} ms` : ''}; documents until drawn: ${byCollection(fc.at(-1).docs ?? [])}`,
      );
    if (fc?.length)
      console.log(
        `    with every meter plan projected after ${(median(fc.map((r) => r.metersMs)) / 1000).toFixed(1)} s ` +
          `(the plant's meters: one collection); documents by then: ${byCollection(fc.at(-1).metersDocs ?? [])}`,
      );
  }
}
