// Work orders in the production build against the emulators, with an editor and an admin in two
// browser contexts, each seeing the other's steps live: a request raised by the editor goes
// New → In Planning → Ready-to-Schedule → Weekly → Daily → In Progress → Work Complete →
// Complete → Closed. Then the offline journey: a request raised with the network off, waiting
// to sync across a reload, synced when the network returns.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('work.test.ts');

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: { firestore: { port: number } };
};

async function raise(page: Page, title: string) {
  await page.goto('/app/work/new');
  await page.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
  await page.getByRole('radio').first().check();
  await page.getByLabel('Work type').selectOption('BRP');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Raise the request' }).click();
  await page.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });

async function move(page: Page, to: string) {
  await page.locator(`button[data-move="${to}"]`).click();
  await page.getByRole('button', { name: 'Move it' }).click();
  await status(page, to);
}

describe('work orders', () => {
  it('an editor and an admin take a request from New to Closed, each seeing the other live', async () => {
    const editor = (await newPage()).page;
    await signIn(editor, 'editor');
    await inPlant(editor);
    const title = `Felt torn ${unique()}`;
    const number = await raise(editor, title);
    await status(editor, 'new');

    const admin = (await newPage()).page;
    await signIn(admin, 'admin');
    await inPlant(admin);
    await admin.goto('/app/work/queues?queue=requests');
    await admin.locator(`[data-work-number="${number}"]`).waitFor();
    await admin.screenshot({ path: `${SCREENSHOTS}/work-queue.png`, fullPage: true });
    await admin.locator(`[data-work-number="${number}"] a`).first().click();
    await status(admin, 'new');
    // The editor may not triage: no move is offered to them.
    expect(await editor.locator('button[data-move]').count()).toBe(0);

    await move(admin, 'inPlanning');
    await status(editor, 'inPlanning');

    await admin.locator('button[data-move="readyToSchedule"]').click();
    await admin.getByLabel('Estimated hours').fill('4');
    await admin.getByLabel('Craft', { exact: true }).fill('Mechanical');
    await admin.getByRole('checkbox', { name: 'Eve Editor' }).check();
    await admin.getByRole('checkbox', { name: 'CSE Confined space entry' }).check();
    await admin.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
    await status(admin, 'readyToSchedule');

    await move(admin, 'weeklySchedule');
    await move(admin, 'dailySchedule');
    await status(editor, 'dailySchedule');

    await editor.getByRole('button', { name: 'Start the work' }).click();
    await status(editor, 'inProgress');
    await status(admin, 'inProgress');
    await editor.getByLabel('Actual hours').fill('3.5');
    await editor.getByLabel('Action taken').selectOption({ label: 'Replace' });
    // A breakdown needs its failure cause: refused in words, nothing written, until it is given.
    await editor.getByRole('button', { name: 'Mark Work Complete' }).click();
    await editor.getByText('A breakdown or a repair needs its failure cause.').waitFor();
    await editor.getByLabel(/Failure cause/).selectOption('MNT');
    await editor.getByRole('button', { name: 'Mark Work Complete' }).click();
    await status(editor, 'workComplete');
    await status(admin, 'workComplete');

    await move(admin, 'complete');
    await move(admin, 'closed');
    await status(editor, 'closed');
    await editor.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded();
    await editor.screenshot({ path: `${SCREENSHOTS}/work-timeline.png`, fullPage: true });
    // Raised, then eight moves; the refused completion wrote nothing.
    await expect.poll(() => editor.locator('.torque-timeline li').count()).toBe(9);
    // The equipment's page lists its work orders.
    await editor
      .getByRole('link', { name: /^PM1-DRY-/ })
      .first()
      .click();
    await editor.getByRole('region', { name: 'Recent history' }).getByRole('link', { name: number }).waitFor();
  });

  it('raises a request with no connection to the database: waiting to sync, kept across a reload, synced later', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'editor');
    await inPlant(page);
    await page.goto('/app/work/queues?queue=mine');
    await page.getByRole('heading', { name: /^Work/ }).waitFor();
    // The database is out of reach (the app's own files still load, so the page can be reloaded:
    // a reload with no network at all needs the installable app shell, tested in offline.test.ts).
    const firestorePort = process.env.E2E_FIRESTORE_PORT ?? String(firebaseJson.emulators.firestore.port);
    const cutOff = (url: URL) => url.port === firestorePort;
    await context.route(cutOff, (route) => route.abort('internetdisconnected'));
    const title = `Offline ${unique()}`;
    const number = await raise(page, title);
    await page.getByText('waiting to sync').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/work-offline.png`, fullPage: true });

    await page.reload();
    await status(page, 'new');
    await page.getByText('waiting to sync').first().waitFor();

    await context.unroute(cutOff);
    await expect.poll(async () => page.getByText('waiting to sync').count(), { timeout: 30_000 }).toBe(0);
    // It reached the server: a colleague sees it.
    const admin = (await newPage()).page;
    await signIn(admin, 'admin');
    await inPlant(admin);
    await admin.goto(`/app/work/${number}`);
    await admin.getByRole('heading', { name: new RegExp(title) }).waitFor();
  });
});
