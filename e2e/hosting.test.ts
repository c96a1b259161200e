// The production build as Firebase Hosting serves it (firebase.json's hosting section, in the
// firebase-tools Hosting emulator): the single-page rewrite, caching, the security headers, and
// the Content-Security-Policy, under which the app must run with nothing blocked.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type FirebaseJson, hostingPolicy, inlineHashes, policyProblems } from '../scripts/vitePluginCsp';
import { baseURL, forgetBlocked, newPage, settled, setUpBrowser, signIn, takeBlocked, withStorage } from './browser';
import { describeViolations, recordViolations, violationsOf } from './hosting';

setUpBrowser();

const served = inject('server') === 'hosting';
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;

async function get(path: string) {
  const response = await fetch(`${baseURL()}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Signs in whatever the language: the form's e-mail and password fields and its submit button. */
const PAGES = [
  '/app/home',
  '/app/dashboard',
  '/app/work/queues',
  '/app/assets/equipment',
  '/app/assets/sites',
  '/app/plans',
  '/app/plans/forecast',
  '/app/contracts',
  '/app/company/members',
  '/app/company/profile',
  '/app/settings/data-filter',
];

describe.skipIf(!served)('served as Firebase Hosting serves it', () => {
  it('rewrites app routes to index.html, answers 404 for a missing static file, and sends caching and security headers', async () => {
    const index = await get('/');
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(index.body)?.[1];
    expect(entry).toMatch(/^\/static\/js\/index\.[\w-]+\.js$/);

    for (const path of ['/', '/app/work/queues', '/user/login', '/app/assets/equipment/P-101.A']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<div id="root">');
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
    const script = await get(entry!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A chunk that is not there is a 404, never index.html served as a script.
    const missing = await get('/static/js/gone.DEADBEEF.chunk.js');
    expect(missing.status).toBe(404);
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('cache-control'), path).toBe('no-cache');
    }

    const headers = index.headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The camera for the label scanner only, on our own pages; no microphone, no location.
    expect(headers.get('permissions-policy')).toContain('camera=(self)');
    expect(headers.get('permissions-policy')).toContain('microphone=()');
    expect(headers.get('x-frame-options')).toBe('DENY');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The served index.html's inline code is exactly what firebase.json's policy allows.
    expect(policyProblems(hostingPolicy(firebaseJson), inlineHashes(index.body))).toEqual([]);
    expect(policyProblems(policy, inlineHashes(index.body))).toEqual([]);
  });

  it.each([
    ['en', 'light.bluenavy', 'ltr'],
    ['es', 'dark.greysteel', 'ltr'],
    ['enrtl', 'dark.bluenavy', 'rtl'],
  ])('runs in %s, %s, with nothing blocked by the policy', async (locale, theme, direction) => {
    const { context, page } = await newPage({ serviceWorker: true });
    await context.addInitScript(recordViolations);
    await withStorage(context, {
      __current_language: locale,
      __theme_selected_color: theme,
      __theme_direction: direction,
    });
    await signIn(page, 'admin');
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await settled(page);
      found.push(...describeViolations(await violationsOf(page)).map((v) => `${path}: ${v}`));
    }
    // The sync centre's panel.
    await page.locator('button[aria-controls="torque-sync-centre"]').click();
    await page.locator('#torque-sync-centre').waitFor();
    await settled(page);
    found.push(...describeViolations(await violationsOf(page)));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    expect(found).toEqual([]);
    expect(takeBlocked()).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('names what it blocks, so a violation fails a test with the blocked URL', async () => {
    const { context, page } = await newPage();
    await context.addInitScript(recordViolations);
    await page.goto('/user/login');
    await page.locator('h1').first().waitFor();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(), { once: true });
          const img = document.createElement('img');
          img.src = 'https://tracker.example/pixel.png';
          document.body.append(img);
        }),
    );
    expect(describeViolations(await violationsOf(page))).toEqual([
      expect.stringMatching(/^img-src blocked https:\/\/tracker\.example\/pixel\.png/),
    ]);
    await expect.poll(() => takeBlocked().join('\n')).toMatch(/tracker\.example\/pixel\.png/);
    forgetBlocked();
    await context.close();
  });
});
