// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here).
import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';

export { CHROMIUM } from '../scripts/chromium.mjs';
export const SCREENSHOTS = 'test-results/screenshots';

let browser: Browser;
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
 * One browser per test file; each test gets a fresh context (empty local storage). Served by the
 * Hosting emulator, every page runs under production's Content-Security-Policy: a test whose
 * pages had anything blocked fails, naming it.
 */
export function setUpBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterEach(() => {
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
  return { context, page };
}

/** The demo company seeded by scripts/seed.mjs. */
export const DEMO = {
  password: 'torque-demo',
  admin: { email: 'admin@demo.torque.test', name: 'Alex Admin' },
  editor: { email: 'editor@demo.torque.test', name: 'Eve Editor' },
};

/** Signs in through the login page, then opens `path` (the app's start page by default). */
export async function signIn(page: Page, who: 'admin' | 'editor' = 'admin', path?: string) {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(DEMO[who].email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/home');
  if (path) await page.goto(path);
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
