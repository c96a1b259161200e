// `npm run bench`, the request portal: what an operator's cheap phone downloads and waits for when
// the QR code on a machine opens the portal (/portal/{key}?e={equipment}). A fresh context at
// 375 px, once on an unthrottled link and BENCH_RUNS times on the throttled one (1.6 Mbit/s down,
// 750 kbit/s up, 150 ms): every script until the network is idle (gzip -9 of each body), and the
// time until the form is usable (the equipment shown, the fields and the send button on screen in
// the theme), from navigation start. The page signs in anonymously and reads the portal from the
// emulators, as it does from Firebase (the demo's portal, scripts/portalData.ts).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median } from './benchAssets.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { DEMO_SITES } from './plantData.ts';
import { DEMO_PORTAL_KEY } from './portalData.ts';
import { seed } from './seed.ts';

// Budgets: all the JavaScript until idle within 100 KB gzip, and the form usable within 2.5 s on
// the throttled link (it waits for an anonymous sign-in and the portal's document after its code).
export const PORTAL_BUDGET = { jsKb: 100, usableMs: 2500 };

const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const IDLE_MS = 1000;
const fmtMs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs in the page before its scripts: the first frame in which the form can be filled and sent. */
function recordUsable() {
  const shown = (el) => Boolean(el) && el.getBoundingClientRect().height > 0;
  const check = () => {
    const equipment = document.querySelector('[data-portal-equipment]');
    const title = document.querySelector('form input[autocomplete="off"]');
    const send = document.querySelector('form button[type="submit"]');
    const link = document.querySelector('link[data-theme-link]');
    if (shown(equipment) && shown(title) && shown(send) && !send.disabled && link?.sheet)
      window.__benchPortalUsable = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function visit(browser, url, throttled) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript(recordUsable);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });
  const inFlight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  for (const event of ['Network.loadingFinished', 'Network.loadingFailed'])
    cdp.on(event, ({ requestId }) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    });
  const scripts = [];
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const until = Date.now() + 60_000;
  while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
    if (Date.now() > until) throw new Error('the portal page was not idle within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(bodies);
  const usable = await page.evaluate(() => window.__benchPortalUsable ?? null);
  await context.close();
  if (usable === null) throw new Error('the portal form never became usable');
  return { usable, scripts };
}

export async function benchPortal(baseURL, runs) {
  await seed();
  const [equipment] = DEMO_SITES[0].plants[0].equipment();
  const url = `${baseURL}/portal/${DEMO_PORTAL_KEY}?e=${equipment.id}`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const fast = await visit(browser, url, false);
    const slow = [];
    for (let i = 0; i < runs; i++) slow.push(await visit(browser, url, true));
    const js = fast.scripts.reduce((sum, s) => sum + s.gzip, 0);
    const usable = median(slow.map((r) => r.usable));
    const failures = [];
    if (js / 1024 > PORTAL_BUDGET.jsKb) failures.push(`portal JS until idle ${fmtKb(js)} > ${PORTAL_BUDGET.jsKb} KB`);
    if (usable > PORTAL_BUDGET.usableMs)
      failures.push(`portal form usable (throttled) ${fmtMs(usable)} > ${fmtMs(PORTAL_BUDGET.usableMs)}`);
    return {
      failures,
      figures: { js, files: fast.scripts, fastUsable: fast.usable, usable, runs: slow.map((r) => r.usable) },
    };
  } finally {
    await browser.close();
  }
}

export function printPortal({ figures: f }, runs) {
  console.log('\n/portal/{key}?e={equipment} in Chromium at 375 px, fresh context, until the network is idle\n');
  console.log(
    `JS until idle            ${fmtKb(f.js).padStart(10)}   budget ${PORTAL_BUDGET.jsKb} KB   (${f.files.length} files)`,
  );
  for (const s of f.files) console.log(`  ${fmtKb(s.gzip).padStart(9)}  ${s.url}`);
  console.log(
    `form usable              ${fmtMs(f.fastUsable).padStart(10)}    ${fmtMs(f.usable).padStart(10)} throttled ` +
      `(median of ${runs}: ${f.runs.map(fmtMs).join(', ')})   budget ${fmtMs(PORTAL_BUDGET.usableMs)} throttled`,
  );
}
