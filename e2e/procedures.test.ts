// The procedures library in the production build against the emulators: an admin
// publishes a procedure whose Markdown carries hostile content (a script, a javascript: link, an
// image from another origin, an inline handler) linked to a pump — the page stays safe: no dialog,
// no request elsewhere, nothing run, no CSP block; an editor proposes a change; the admin, on the
// procedure's page, sees the proposal arrive live, reads the difference and accepts it; the
// revision history compares two revisions; a 1 MB body is refused in words with the text kept; the
// top-bar search finds the procedure.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique, withStorage } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('procedures.test.ts');

const HOSTILE = [
  '# Steps',
  '',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '[Open the manual](javascript:window.__pwned="link")',
  '![Remote photo](https://evil.example.com/photo.png)',
  '',
  '1. Isolate the motor.',
  '2. Lock the breaker.',
].join('\n');

/** Whatever the page asks of hosts other than the app's and the emulators'. */
function watchElsewhere(page: Page) {
  const elsewhere: string[] = [];
  const dialogs: string[] = [];
  const own = new URL(baseURL()).hostname;
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (![own, '127.0.0.1', 'localhost'].includes(host) && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { elsewhere, dialogs };
}

describe('the procedures library', () => {
  it(
    'publishes hostile Markdown safely, takes a proposal live, accepts it and compares revisions',
    { timeout: 360_000 },
    async () => {
      const { page } = await newPage();
      const watched = watchElsewhere(page);
      await signIn(page, 'admin');
      await inPlant(page);
      const title = `Lock out stock pump ${unique()}`;
      await page.goto('/app/procedures/new');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Category').selectOption('loto');
      await page.getByLabel('Tags (separated by commas)').fill('loto, pump');
      await page.getByLabel('Body (Markdown)').fill(HOSTILE);
      await page.getByLabel('Equipment to link').selectOption({ label: 'PM1-STP-006 – Stock pump 1' });
      await page.getByRole('button', { name: 'Link', exact: true }).first().click();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.locator('[data-preview] .markdown-body h1', { hasText: 'Steps' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-form-preview.png`, fullPage: true });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(/\/app\/procedures\/[A-Za-z0-9]{20}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const body = page.locator('.markdown-body');
      await body.locator('li', { hasText: 'Lock the breaker.' }).waitFor();
      await page.getByRole('link', { name: 'PM1-STP-006 – Stock pump 1' }).waitFor();
      await page.locator(`[data-procedure-page="${id}"][data-revision="1"]`).waitFor({ timeout: 60_000 });
      // Safe: nothing of the hostile input runs or loads.
      expect(await body.locator('script, iframe, [onerror]').count()).toBe(0);
      expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
      expect(await body.locator('img[src*="evil.example.com"]').count()).toBe(0);
      await page
        .locator('.markdown-body a', { hasText: 'Open the manual' })
        .click({ trial: true })
        .catch(() => undefined);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-page.png`, fullPage: true });

      // An editor proposes a change; the admin's page shows it without a reload.
      const editor = await newPage();
      await signIn(editor.page, 'editor', `/app/procedures/${id}/propose`);
      const editorBody = editor.page.getByLabel('Body (Markdown)');
      await editorBody.waitFor();
      await editorBody.fill(`${await editorBody.inputValue()}\n3. Try to start the pump: it must not start.`);
      await editor.page.getByLabel('What changed').fill('Try-start step.');
      await editor.page.getByRole('button', { name: 'Send proposal' }).click();
      await editor.page.waitForURL(/\/proposals\/[A-Za-z0-9]{20}$/);
      await editor.page.getByRole('button', { name: 'Withdraw my proposal' }).waitFor();
      // The editor's page stays open: its write reaches the server while the admin waits for it.

      // On a busy machine the SDK's connection can stall and back off (up to a minute) before the
      // write goes out: the cap is above that backoff.
      const proposals = page.getByRole('region', { name: 'Proposals (1)' });
      await proposals.waitFor({ timeout: 150_000 });
      await proposals.getByRole('link').first().click();
      await page.locator('ins', { hasText: 'Try to start the pump' }).first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-proposal.png`, fullPage: true });
      await page.getByRole('button', { name: 'Accept and publish' }).click();
      await editor.context.close();
      await page.locator('[data-proposal-page][data-status="accepted"]').waitFor({ timeout: 60_000 });
      await page.getByText(/Accepted by Alex Admin/).waitFor();

      // The history: two revisions, the second from the editor's proposal, compared.
      await page.goto(`/app/procedures/${id}/history`);
      await page.locator('[data-revision-entry="2"]').getByText('From the proposal of Eve Editor').waitFor();
      await page.getByLabel('Compare revision').selectOption('1');
      await page.getByLabel('with revision').selectOption('2');
      await page.locator('ins', { hasText: 'Try to start the pump' }).first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-history.png`, fullPage: true });

      // A 1 MB body: refused in words, nothing sent, the text kept.
      await page.goto(`/app/procedures/${id}/edit`);
      const edit = page.getByLabel('Body (Markdown)');
      await edit.waitFor();
      await edit.fill('x'.repeat(1_000_000));
      await page.getByRole('button', { name: 'Publish revision 3' }).click();
      await page.getByText('The body is 1,000,000 characters; a procedure can have at most 100,000.').first().waitFor();
      expect((await edit.inputValue()).length).toBe(1_000_000);
      expect(page.url()).toMatch(/\/edit$/);

      // The top-bar search finds it by a word of its title.
      await page.goto('/app/procedures');
      const search = page.getByRole('combobox', { name: 'Search equipment and work orders' });
      await search.fill(title.split(' ').pop()!);
      await page.getByRole('group', { name: 'Procedures' }).getByRole('option', { name: title }).click();
      await page.waitForURL(new RegExp(`/app/procedures/${id}$`));

      expect(watched.dialogs).toEqual([]);
      expect(watched.elsewhere).toEqual([]);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
    },
  );
});

describe('the procedures library as people see it', () => {
  it.each([
    ['es', 'light.bluenavy', 'ltr', 1440],
    ['enrtl', 'dark.yellowgranola', 'rtl', 1440],
    ['es', 'dark.yellowgranola', 'ltr', 375],
  ])(
    'in %s, %s, %s at %i px: the library, the LOTO procedure and its proposal',
    async (language, theme, direction, width) => {
      const { context, page } = await newPage({ width, height: 900 });
      await withStorage(context, { __theme_selected_color: theme, __theme_direction: direction });
      // Signed in through the English login page, then the app in the language under test.
      await signIn(page, 'editor');
      await page.evaluate((l) => localStorage.setItem('__current_language', l), language);
      await page.goto('/app/procedures');
      const name = `${language}-${theme.split('.')[0]}-${width}`;
      await page.locator('[data-procedure="loto-pm1-stock-pump-1"]').waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/procedures-library-${name}.png`, fullPage: true });
      await page.goto('/app/procedures/loto-pm1-stock-pump-1');
      await page.locator('.markdown-body h1').waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-loto-${name}.png`, fullPage: true });
      await page.goto('/app/procedures/loto-pm1-stock-pump-1/proposals/loto-remove-locks');
      await page.locator('ins', { hasText: 'Removing the locks' }).first().waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/procedure-proposal-${name}.png`, fullPage: true });
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await context.close();
    },
  );
});
