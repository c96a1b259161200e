// Help and FAQ in the browser: a HelpLink followed from the work queue lands on its FAQ
// section, scrolled to and focused; the menu, the account menu and the sync centre lead to the
// help; the help's long text is downloaded only with the help pages; and the pages read well in
// Spanish, right to left and dark at 375 px without scrolling the page sideways.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOTS, settled, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

/** Words only the FAQ's text holds (help.faq.rime.1). */
const HELP_TEXT = 'Ranking Index for Maintenance Expenditures';

/** Collects the JavaScript the page downloads, to see which carries the help's text. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).filter((text) => text.includes(HELP_TEXT)).length;
}

const inView = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).evaluate((el) => {
    const box = el.getBoundingClientRect();
    // At the top of the page, just below the fixed top bar (not under it).
    const bar = document.querySelector('.torque-topnav')!.getBoundingClientRect().bottom;
    return box.top >= bar && box.top <= bar + 80;
  });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('help and FAQ', () => {
  it('follows “What is RIME?” from the work queue to its FAQ section, focused', async () => {
    const { context, page } = await newPage({ width: 1440, height: 900 });
    const helpScripts = recordScripts(page);
    await signIn(page, 'editor', '/app/work/queues');
    await page.getByRole('heading', { level: 1, name: /Work/ }).waitFor();
    // Neither the login page nor the app's first load carried the help's text.
    expect(await helpScripts()).toBe(0);

    await page.getByRole('link', { name: 'What is RIME?' }).click();
    await page.waitForURL('**/app/help/faq#rime');
    const heading = page.getByRole('heading', { level: 2, name: 'What is RIME?' });
    await heading.waitFor();
    await expect.poll(() => focusedText(page)).toBe('What is RIME?');
    // Bootstrap scrolls smoothly: wait for the scroll to end.
    await expect.poll(() => inView(page, 'What is RIME?')).toBe(true);
    await settled(page);
    await expect.poll(helpScripts).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Work type weights' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/help-faq-rime-1440.png` });

    // Back, and the statuses link of the same page.
    await page.goBack();
    await page.getByRole('link', { name: 'How do statuses move?' }).click();
    await page.waitForURL('**/app/help/faq#statuses');
    await expect.poll(() => focusedText(page)).toBe('How do statuses move?');
    await page.getByRole('table', { name: 'Every move, and who makes it' }).waitFor();
    await context.close();
  });

  it('is reached from the side menu, the account menu and the sync centre', async () => {
    const { context, page } = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL('**/app/help');
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await page.getByText('You are signed in as Admin.', { exact: false }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/help-home-1440.png`, fullPage: true });

    await page.goto('/app/home');
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await page.waitForURL('**/app/help');

    await page.getByRole('button', { name: /Sync centre/ }).click();
    // The sync centre's own link (the help page behind it lists the same question once its text is in).
    await page.locator('#torque-sync-centre').getByRole('link', { name: 'What works offline?' }).click();
    await page.waitForURL('**/app/help/faq#offline');
    await expect.poll(() => focusedText(page)).toBe('What works offline?');
    // The sync centre closed on the way.
    await expect.poll(() => page.locator('.offcanvas.show').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['es', 'dark.greysteel', 'ltr', '¿Cómo se cuenta el cumplimiento del preventivo?'],
    ['enrtl', 'dark.purplemonster', 'rtl', 'How is PM compliance counted?'],
  ])('reads in %s, %s, at 375 px without scrolling the page sideways', async (language, theme, direction, question) => {
    const { context, page } = await newPage({ width: 375, height: 800 });
    await withStorage(context, { __theme_selected_color: theme, __theme_direction: direction });
    // The login page's labels are English: the language is chosen once signed in.
    await signIn(page, 'editor');
    await page.evaluate((value) => localStorage.setItem('__current_language', value), language);
    await page.goto('/app/help/faq#pm-compliance');
    await expect.poll(() => focusedText(page), { timeout: 60_000 }).toBe(question);
    await expect.poll(() => inView(page, question)).toBe(true);
    await settled(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/help-faq-${language}-${theme}-375.png` });
    await page.goto('/app/help');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('region').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/help-home-${language}-${theme}-375.png`, fullPage: true });
    await context.close();
  });
});
