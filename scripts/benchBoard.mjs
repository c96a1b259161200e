// `npm run bench`, the planner's board: a plant with 500 ready orders in the backlog, 200 orders
// scheduled next week and a crew of 60. In Chromium on a production build pointed at the
// emulators; needs them (`npm run bench` starts them).
//
// The bench seeds a plant of its own into the demo company (site "bench", plant "benchboard":
// 200 pieces of equipment; orders made by scripts/workData.ts, then set Ready to Schedule with
// a plan of 1–4 h, or scheduled next week on people p01–p50; the crew's 60 people in four crafts,
// 8 h on weekdays) and measures, signed in as the demo admin with `__theme_selected_plant`
// naming that plant:
//   (a) first paint: from navigating to /app/work/schedule/board until the backlog's first order
//       and the grid's 60 people are on screen (performance.now() in the page), and the Firestore
//       documents the Listen channel sent until then (counted as benchAssets.mjs counts them),
//       split into the plant's work orders and the rest. A fresh context first, then BENCH_RUNS
//       more visits (median).
//   (b) a drop to screen: the first backlog order selected and scheduled from the selection bar
//       for p60 (nothing scheduled) on next Monday; from the click (performance.now()) until that
//       order is in p60's Monday cell (a MutationObserver), BENCH_RUNS orders one after another.
import { chromium } from 'playwright-core';
import { benchContext, median, signIn } from './benchAssets.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { benchEquipment } from './plantData.ts';
import { seed, seedPlant, writeDocs } from './seed.ts';
import { workDocuments, workOrders } from './workData.ts';
import { addDays, dayOf, mondayOf } from '../src/lib/days.ts';

export const BOARD_BUDGET = { firstPaintMs: 1500, dropMs: 100 };
export const BENCH_BOARD = { site: 'bench', plant: 'benchboard', ready: 500, scheduled: 200, people: 60 };
const CRAFTS = ['Mechanical', 'Electrical', 'Instrumentation', 'Lubrication'];
const uidOf = (i) => `bench-p${String(i + 1).padStart(2, '0')}`;

/** The bench plant, its orders and crew; returns the key and next Monday. */
export async function seedBenchBoard(accounts) {
  const admin = accounts.find((a) => a.role === 'admin');
  const editor = accounts.find((a) => a.role === 'editor');
  const equipment = benchEquipment(200);
  const key = await seedPlant({
    uid: admin.uid,
    site: BENCH_BOARD.site,
    siteName: 'Bench site',
    plant: BENCH_BOARD.plant,
    plantName: `Bench board (${BENCH_BOARD.ready} ready orders, ${BENCH_BOARD.people} people)`,
    equipment,
  });
  const monday = addDays(mondayOf(dayOf(new Date())), 7);
  const made = workOrders({
    plants: [{ site: BENCH_BOARD.site, plant: BENCH_BOARD.plant, equipment }],
    count: BENCH_BOARD.ready + BENCH_BOARD.scheduled,
    people: {
      admin: { uid: admin.uid, name: admin.displayName },
      editor: { uid: editor.uid, name: editor.displayName },
    },
    seed: 32,
    maxAgeDays: 120,
  });
  const orders = made.map((o, i) => {
    const ready = i < BENCH_BOARD.ready;
    const craft = CRAFTS[i % CRAFTS.length];
    const person = uidOf(i % 50);
    const plan = { estimatedHours: 1 + (i % 4), craft, assignees: ready ? [] : [person], permits: [], materials: [] };
    return {
      ...o,
      data: {
        ...o.data,
        status: ready ? 'readyToSchedule' : 'weeklySchedule',
        plan,
        assignees: plan.assignees,
        scheduledFor: ready ? null : addDays(monday, i % 5),
        execution: null,
        completedAt: null,
      },
    };
  });
  const people = Object.fromEntries(
    Array.from({ length: BENCH_BOARD.people }, (_, i) => [
      uidOf(i),
      { crafts: [CRAFTS[i % CRAFTS.length]], hours: 8, days: [1, 2, 3, 4, 5] },
    ]),
  );
  const plantPath = `users/${admin.uid}/companies/${admin.uid}/sites/${BENCH_BOARD.site}/plants/${BENCH_BOARD.plant}`;
  const docs = [
    ...workDocuments(admin.uid, orders),
    [`${plantPath}/settings/crew`, { people, permitDays: {}, updatedAt: new Date(), updatedBy: admin.uid }],
  ];
  await writeDocs(docs, { parallel: 4 });
  return { key, monday, orders };
}

async function openBoard(page) {
  await page.goto('/app/work/schedule/board', { waitUntil: 'commit' });
  // Polled every frame: the moment the grid's people are all there.
  await page.waitForFunction(
    (people) => {
      if (document.querySelectorAll('tr[data-person]').length >= people) window.__benchGridAt ??= performance.now();
      return window.__benchFirstRow !== undefined && window.__benchGridAt !== undefined;
    },
    BENCH_BOARD.people,
    { timeout: 60_000, polling: 'raf' },
  );
  return page.evaluate(() => ({
    ms: Math.max(window.__benchFirstRow, window.__benchGridAt),
    docs: window.__benchDocsAtFirstRow,
  }));
}

/** The `count` functions of a CPU profile with the most self time: "ms  name  file:line". */
function busiest(profile, count) {
  const interval = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    interval.set(profile.samples[i], (interval.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const self = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url.split('/').pop() || '(native)'}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (interval.get(node.id) ?? 0) / 1000);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

/**
 * Selects the backlog's first order of `craft` (once the filtered backlog has been read) and
 * schedules it for `uid` on `day`; ms until it is in that cell.
 */
async function dropOne(page, uid, craft, day) {
  await page.locator('[data-backlog]').getByLabel('Craft').selectOption(craft);
  // As a planner would: the filtered backlog in full (the board reads further down for it) first.
  await page.locator('[data-backlog][aria-busy="false"]').waitFor();
  const first = page.locator('[data-backlog] [data-work-number]').first();
  const number = await first.getAttribute('data-work-number');
  await first.getByRole('checkbox').check();
  const bar = page.locator('[data-selection]');
  await bar.getByLabel('Day').selectOption(day);
  await bar.getByLabel('Person').selectOption(uid);
  const ms = await page.evaluate(
    ({ number, cell }) =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`${number} did not reach ${cell} in 10 s`)), 10_000);
        const target = () => document.querySelector(`[data-cell="${cell}"] [data-work-number="${number}"]`);
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!target()) return;
          observer.disconnect();
          // Painted: the frame that shows it, then the task after it.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true });
        [...document.querySelectorAll('[data-selection] button')]
          .find((b) => b.textContent === 'Schedule selected')
          .click();
      }),
    { number, cell: `${uid}|${day}` },
  );
  return { number, ms };
}

/** Seeds the plant, measures (a) and (b); returns the figures and the budgets broken. */
export async function benchBoard(baseURL, runs) {
  const accounts = await seed();
  const { key, monday } = await seedBenchBoard(accounts);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const { context, page, errors } = await benchContext(browser, baseURL, {
      rowSelector: '[data-backlog] [data-work-number]',
      plant: key,
      viewport: { width: 1440, height: 900 },
    });
    page.on('crash', () => console.log('the board page crashed'));
    page.on('console', (m) => process.env.BENCH_VERBOSE && console.log('console:', m.type(), m.text()));
    await signIn(page, 'admin');
    const cold = await openBoard(page);
    const backlog = await page.locator('[data-backlog] [data-work-number]').count();
    const cards = await page.locator('tr[data-person] [data-work-number]').count();
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push((await openBoard(page)).ms);
    const drops = [];
    for (let i = 0; i < Math.max(3, runs); i++)
      drops.push(
        (
          await dropOne(
            page,
            uidOf(BENCH_BOARD.people - 1),
            CRAFTS[(BENCH_BOARD.people - 1) % CRAFTS.length],
            addDays(monday, i % 5),
          )
        ).ms,
      );
    // BENCH_PROFILE=1: one more drop under the browser's CPU profiler, its busiest functions printed
    // (minified names: the chunk each is in says whose it is, e.g. Firestore's, react-intl's, React's).
    if (process.env.BENCH_PROFILE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const uid = uidOf(BENCH_BOARD.people - 1);
      const { ms } = await dropOne(page, uid, CRAFTS[(BENCH_BOARD.people - 1) % CRAFTS.length], addDays(monday, 4));
      const { profile } = await cdp.send('Profiler.stop');
      console.log(`profiled drop: ${ms.toFixed(0)} ms; busiest functions (self time):`);
      for (const line of busiest(profile, 25)) console.log(`  ${line}`);
    }
    await context.close();
    if (errors.length) throw new Error(`the board failed: ${errors.join('; ')}`);

    const workPath = `users/${key.uid}/companies/${key.company}/sites/${key.site}/plants/${key.plant}/workRequests/`;
    const figures = {
      firstPaintCold: cold.ms,
      firstPaintWarm: median(warm),
      warm,
      backlog,
      cards,
      docs: cold.docs.length,
      workDocs: cold.docs.filter((n) => n.startsWith(workPath)).length,
      drops,
      drop: median(drops),
    };
    const failures = [];
    if (figures.firstPaintCold > BOARD_BUDGET.firstPaintMs)
      failures.push(`board first paint ${figures.firstPaintCold.toFixed(0)} ms > ${BOARD_BUDGET.firstPaintMs} ms`);
    if (figures.drop > BOARD_BUDGET.dropMs)
      failures.push(`board drop to screen ${figures.drop.toFixed(0)} ms > ${BOARD_BUDGET.dropMs} ms`);
    return { figures, failures };
  } finally {
    await browser.close();
  }
}

export function printBoard({ figures: f }, runs) {
  const ms = (v) => `${v.toFixed(0)} ms`.padStart(8);
  console.log(
    [
      `\nPlanner's board (${BENCH_BOARD.ready} ready orders, ${BENCH_BOARD.scheduled} scheduled next week, ${BENCH_BOARD.people} people):`,
      `  first paint, fresh context        ${ms(f.firstPaintCold)}   (budget ${BOARD_BUDGET.firstPaintMs} ms)`,
      `  first paint, median of ${runs} visits ${ms(f.firstPaintWarm)}`,
      `  on screen: ${f.backlog} backlog orders, ${f.cards} cards in the grid`,
      `  documents read until first paint: ${f.docs} (${f.workDocs} work orders)`,
      `  drop to screen, median            ${ms(f.drop)}   (budget ${BOARD_BUDGET.dropMs} ms; runs ${f.drops.map((d) => d.toFixed(0)).join(', ')})`,
    ].join('\n'),
  );
}
