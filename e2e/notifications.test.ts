// Notifications in the production build against the emulators: an editor opts in to
// notifications on this computer; an admin plans a new order with the editor among its people;
// the editor's bell counts it at once, lists "… assigned to you", the browser shows it as a
// notification, and opening it marks it read. A notice of a change the editor made themself never
// counts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('notifications.test.ts');

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });
const unread = async (page: Page) =>
  Number(await page.locator('[data-unread-count]').getAttribute('data-unread-count'));

/** Runs in the page before its scripts: keeps the titles of the notifications the page shows. */
function recordNotifications() {
  const Shown = window.Notification;
  const titles: string[] = [];
  (window as unknown as { __shown: string[] }).__shown = titles;
  class Recorded extends Shown {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      titles.push(title);
    }
  }
  // The browser's own statics, read from the browser's class (its getters refuse another receiver).
  Object.defineProperty(Recorded, 'permission', { get: () => Shown.permission });
  Object.defineProperty(Recorded, 'requestPermission', { value: Shown.requestPermission.bind(Shown) });
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
}

describe('notifications', () => {
  it(
    'an assignment reaches the assignee’s bell at once and, opted in, a browser notification',
    { timeout: 180_000 },
    async () => {
      const { context, page: editor } = await newPage({ width: 1440, height: 900 });
      await context.grantPermissions(['notifications'], { origin: baseURL() });
      await context.addInitScript(recordNotifications);
      await signIn(editor, 'editor');
      await inPlant(editor);
      await editor.goto('/app/notifications');
      await editor.getByLabel('Show notifications on this computer').check();
      await editor.goto('/app/home');
      await editor.locator('[data-unread-count]').waitFor();
      const before = await unread(editor);

      const { page: admin } = await newPage({ width: 1440, height: 900 });
      await signIn(admin, 'admin');
      await inPlant(admin);
      const title = `Guard loose ${unique()}`;
      await admin.goto('/app/work/new');
      await admin.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
      await admin.getByRole('radio').first().check();
      await admin.getByLabel('Work type').selectOption('RBLD');
      await admin.getByLabel('Title').fill(title);
      await admin.getByRole('button', { name: 'Raise the request' }).click();
      await admin.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
      const number = new URL(admin.url()).pathname.split('/').pop()!;
      await admin.locator('button[data-move="inPlanning"]').click();
      await admin.getByRole('button', { name: 'Move it' }).click();
      await status(admin, 'inPlanning');
      await admin.locator('button[data-move="readyToSchedule"]').click();
      await admin.getByLabel('Estimated hours').fill('2');
      await admin.getByLabel('Craft', { exact: true }).fill('Mechanical');
      await admin.getByRole('checkbox', { name: 'Eve Editor' }).check();
      await admin.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
      await status(admin, 'readyToSchedule');

      // The editor's bell, live: one more unread, and the notice says so.
      await expect.poll(() => unread(editor), { timeout: 60_000 }).toBeGreaterThan(before);
      await editor.locator('[data-unread-count]').click();
      const notice = editor.getByRole('link', { name: new RegExp(`${number} assigned to you`) });
      await notice.waitFor();
      await editor.screenshot({ path: `${SCREENSHOTS}/notifications-bell-1440.png` });
      // The browser showed it too.
      await expect
        .poll(() => editor.evaluate(() => (window as unknown as { __shown: string[] }).__shown.join('\n')))
        .toContain(number);

      // Opened, it is read: the count goes back down.
      const count = await unread(editor);
      await notice.click();
      await editor.waitForURL(new RegExp(`/app/work/${number}$`));
      await expect.poll(() => unread(editor), { timeout: 30_000 }).toBeLessThan(count);
    },
  );
});
