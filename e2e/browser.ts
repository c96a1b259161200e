// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { DEMO } from './sessions';

export { CHROMIUM } from '../scripts/chromium.mjs';
export const SCREENSHOTS = 'test-results/screenshots';
const DOWNLOADS = 'test-results/downloads';

let browser: Browser;
/** The contexts this test opened (`newPage`), closed when it ends. */
const opened: { context: BrowserContext; page: Page; picture: string }[] = [];
/** What the Content-Security-Policy blocked in this test's pages (Chromium's console says it). */
let blocked: string[] = [];

/** Chromium's console line for a resource or script the policy blocked. */
export const isCspMessage = (text: string) => /Content Security Policy/i.test(text) && /Refused|violat/i.test(text);

/** What the policy blocked so far in this test (kept for the end-of-test check). */
export const takeBlocked = () => [...blocked];

/** Forgets what was blocked, for a test that blocks something on purpose. */
export function forgetBlocked() {
  blocked = [];
}

/** Starts recording what the policy blocks on this page (all its navigations). */
export function watchCsp(page: Page) {
  page.on('console', (message) => {
    if (isCspMessage(message.text())) blocked.push(`${page.url()}: ${message.text()}`);
  });
}

/**
 * One browser for the whole run (launched by the global set-up; a file run on its own without it
 * launches its own); each test gets a fresh context (empty local storage). Served by the Hosting
 * emulator, every page runs under production's Content-Security-Policy: a test whose pages had
 * anything blocked fails, naming it.
 */
export function setUpBrowser() {
  beforeAll(async () => {
    const endpoint = inject('browserEndpoint');
    browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(CHROMIUM_LAUNCH);
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterEach(async ({ task }) => {
    // When the test failed, what each of its pages showed and believed, and a picture of it (a
    // failure seen once in a busy run then explains itself). Then its pages are closed: one left
    // open would go on listening, drawing and polling beside every later test in this browser.
    const pages = opened.splice(0);
    if (task.result?.state === 'fail')
      for (const { page, picture } of pages.filter((p) => !p.page.isClosed())) {
        await page.screenshot({ path: `${SCREENSHOTS}/${picture}.png`, fullPage: true }).catch(() => undefined);
        console.log(
          `Page ${page.url()} when the test failed (picture ${SCREENSHOTS}/${picture}.png):\n${await reportOf(page)}`,
        );
      }
    await Promise.all(pages.map(({ context }) => context.close().catch(() => undefined)));
    const found = blocked;
    blocked = [];
    if (found.length) throw new Error(`The Content-Security-Policy blocked:\n${found.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export const baseURL = () => inject('baseURL');

/**
 * A fresh context and page. The service worker is blocked unless a test asks for it
 * (`serviceWorker: true`): the other journeys test the page and the network as they are, and a
 * worker serving chunks from its precache would hide what they check (e.g. a failed chunk).
 */
export async function newPage(options: { width?: number; height?: number; serviceWorker?: boolean } = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1600, height: options.height ?? 900 },
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors: string[] }).errors = errors;
  // The page's warnings and errors (Firestore logs its connection and cache trouble there), for a
  // test to print when it gives up waiting (`consoleOf`).
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    logs.push(`${new Date().toISOString().slice(11, 23)} ${message.type()}: ${message.text().slice(0, 500)}`);
    if (logs.length > 100) logs.shift();
  });
  // A refused request (an emulator that is out of something answers 503) names its address.
  page.on('response', (response) => {
    if (response.status() < 500) return;
    logs.push(`${new Date().toISOString().slice(11, 23)} ${response.status()}: ${response.url().slice(0, 300)}`);
    if (logs.length > 100) logs.shift();
  });
  page.on('requestfailed', (request) => {
    logs.push(
      `${new Date().toISOString().slice(11, 23)} failed: ${request.url().slice(0, 200)} (${request.failure()?.errorText})`,
    );
    if (logs.length > 100) logs.shift();
  });
  (page as Page & { logs: string[] }).logs = logs;
  opened.push({ context, page, picture: `failed-${unique()}` });
  return { context, page };
}

/** What a page shows, what its store holds and what its console said, for a failure's report. */
export async function reportOf(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText.slice(0, 2000) ?? '')
    .catch((error: unknown) => `not read: ${String(error)}`);
  const errors = (page as Page & { errors?: string[] }).errors ?? [];
  return [
    `Shown:\n${shown}`,
    `Store: ${await stateOf(page, [])}`,
    `Page errors: ${errors.join('\n') || 'none'}`,
    `Console:\n${consoleOf(page) || 'nothing'}`,
  ].join('\n');
}

export { DEMO };

/** The page's last warnings and errors, one per line (pages made by `newPage`). */
export const consoleOf = (page: Page): string => ((page as Page & { logs?: string[] }).logs ?? []).join('\n');

/**
 * Slices of the page's Redux state (all of them, each cut short, when none are named), read through React's tree (for a test to print when it gives
 * up waiting: what the page believed, beside what it showed).
 */
export async function stateOf(page: Page, slices: string[]): Promise<string> {
  return page
    .evaluate((names) => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
      type Fiber = {
        memoizedProps?: { store?: { getState(): Record<string, unknown> } };
        child?: Fiber;
        sibling?: Fiber;
      };
      const stack: Fiber[] = key ? [root[key] as Fiber] : [];
      while (stack.length) {
        const fiber = stack.pop()!;
        const store = fiber.memoizedProps?.store;
        if (store && typeof store.getState === 'function') {
          const state = store.getState();
          // No names: every slice, each cut short.
          if (!names.length)
            return Object.entries(state)
              .map(([n, v]) => `${n}: ${JSON.stringify(v)?.slice(0, 400)}`)
              .join('\n');
          return JSON.stringify(Object.fromEntries(names.map((n) => [n, state[n]]))).slice(0, 4000);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      return 'no store found';
    }, slices)
    .catch((error: unknown) => `state not read: ${String(error)}`);
}

/** Whether the emulator's Firestore holds the document (read past the rules), e.g. "exists". */
export async function onServer(docPath: string): Promise<string> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-torque';
  if (!host) return 'not asked (no emulator host)';
  const response = await fetch(`http://${host}/v1/projects/${project}/databases/(default)/documents/${docPath}`, {
    headers: { Authorization: 'Bearer owner' },
  }).catch((error: unknown) => ({ status: String(error) }) as const);
  return response.status === 200
    ? 'exists'
    : response.status === 404
      ? 'does not exist'
      : `answered ${response.status}`;
}

type RestValue = Record<string, unknown>;

/** A Firestore REST value as plain data (numbers, text, lists, maps; time stamps as text). */
function plain(value: RestValue): unknown {
  if ('mapValue' in value)
    return Object.fromEntries(
      Object.entries((value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {}).map(([k, v]) => [
        k,
        plain(v),
      ]),
    );
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(plain);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('nullValue' in value) return null;
  return Object.values(value)[0];
}

/** A document of the plant `page` has chosen, as the server holds it (the rules off), or null. */
export async function plantDocOnServer(page: Page, path: string): Promise<Record<string, unknown> | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-torque';
  const plant = JSON.parse((await page.evaluate(() => localStorage.getItem('__theme_selected_plant'))) ?? '{}') as {
    [k: string]: string;
  };
  const full = `users/${plant.uid}/companies/${plant.company}/sites/${plant.site}/plants/${plant.plant}/${path}`;
  const response = await fetch(`http://${host}/v1/projects/${project}/databases/(default)/documents/${full}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status !== 200) return null;
  const { fields } = (await response.json()) as { fields: Record<string, RestValue> };
  return plain({ mapValue: { fields } }) as Record<string, unknown>;
}

/**
 * Opens the link the Auth emulator e-mailed to confirm `email` (what the invitee does in their
 * mailbox): the emulator's action page confirms the address.
 */
export async function confirmAddress(email: string) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-torque';
  if (!host) throw new Error('No Auth emulator to confirm the address with');
  const { oobCodes } = (await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobLink: string; requestType: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`No confirmation link was sent to ${email}`);
  const opened = await fetch(code.oobLink, { redirect: 'manual' });
  if (opened.status >= 400) throw new Error(`Confirming ${email}: ${opened.status} ${await opened.text()}`);
}

/** Signs in through the login page and waits for the app's start page. */
export async function signInWithForm(page: Page, who: 'admin' | 'editor' = 'admin') {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(DEMO[who].email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/home');
}

/**
 * Opens `path` (the app's start page by default) signed in as `who`. The global set-up signed each
 * demo user in once through the login page and kept what the browser then held (./sessions.ts);
 * this page starts with that in local storage (where Firebase Auth finds its user and moves it to
 * IndexedDB), as a returning user's browser would, so it loads the app once instead of the login
 * page, the sign-in and the start page. Entries the test set itself are kept. Only the page's
 * first load gets the session: a test that signs out stays signed out. Without a kept session (a
 * server the set-up could not sign in to), it signs in through the form.
 */
export async function signIn(page: Page, who: 'admin' | 'editor' = 'admin', path?: string) {
  const session = inject('sessions')?.[who];
  if (!session) {
    await signInWithForm(page, who);
    if (path) await page.goto(path);
    return;
  }
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__e2e_session')) return;
    sessionStorage.setItem('__e2e_session', '1');
    for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, session);
  await page.goto(path ?? '/app/home');
  // Firebase Auth has started with the user once it has moved it from local storage to IndexedDB.
  const authKey = session.find(([key]) => key.startsWith('firebase:authUser:'))?.[0];
  if (authKey) await page.waitForFunction((key) => localStorage.getItem(key) === null, authKey);
  await page.locator('header.torque-topnav').waitFor();
}

/**
 * Chooses `plant` (the demo's Paper machine 1 by default) in the top bar's picker. The picker's
 * plants arrive live, and the top bar may draw again while the app starts (closing the menu): the
 * menu is opened again until the plant is offered, then chosen.
 */
export async function inPlant(page: Page, plant = 'Paper machine 1') {
  const picker = page.locator('[data-plant-picker]');
  const item = page.getByRole('menuitem', { name: plant });
  await expect
    .poll(
      async () => {
        if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
        return item.isVisible();
      },
      { timeout: 60_000, message: `the plant picker offers ${plant}` },
    )
    .toBe(true);
  await item.click();
  await page.locator('[data-plant-picker]', { hasText: plant }).waitFor();
}

/**
 * Waits until the page is still: no CSS transition or animation running and the scroll position
 * unchanged over two frames (a smooth scroll has ended). A state to wait for instead of a pause.
 */
export async function settled(page: Page) {
  const still = () =>
    new Promise<boolean>((resolve) => {
      const [x, y] = [scrollX, scrollY];
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          resolve(scrollX === x && scrollY === y && document.getAnimations().every((a) => a.playState !== 'running')),
        ),
      );
    });
  // page.evaluate awaits the promise (waitForFunction would take the promise itself as the answer).
  while (!(await page.evaluate(still))) {
    // The page moved during those two frames: look again.
  }
}

/** Saves a download where the test can read it (the run's browser is shared, so `path()` is not there). */
export async function downloaded(download: Download): Promise<string> {
  mkdirSync(DOWNLOADS, { recursive: true });
  const file = path.join(DOWNLOADS, `${unique()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return file;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sets local storage for the app's origin before its scripts run. */
export async function withStorage(context: BrowserContext, values: Record<string, string>) {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    sessionStorage.setItem('__e2e_seeded', '1');
  }, values);
}

/**
 * Moves to `path` inside the running app, as a link would: no reload, so the page keeps its one
 * connection to the server (each full load opens new Listen and Write channels on the emulator).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
