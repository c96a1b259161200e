// The company in the production build against the emulators, with two people in two browser
// contexts: an invitation joined from its link, seen live by the admin; a removal seen live by
// the removed member; an invitation made offline, waiting to sync, then synced.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { confirmAddress, DEMO, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('company.test.ts');

const openInvites = (page: Page) => page.getByRole('region', { name: 'Open invitations' });
const membersTable = (page: Page) => page.getByRole('region', { name: 'Members' });

async function invite(page: Page, email: string, role: 'editor' | 'admin' = 'editor') {
  await page.getByLabel('Their e-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Create the invitation' }).click();
  return (await page.getByTestId('invite-link').textContent())!;
}

describe('inviting a colleague', () => {
  it('the colleague joins from the link; the admin sees them join and the invitation go, live', async () => {
    const admin = await newPage();
    await signIn(admin.page, 'admin', '/app/company/members');
    const email = `colleague-${unique()}@example.com`;
    const link = await invite(admin.page, email);
    expect(link).toContain('/user/join?invite=');
    await openInvites(admin.page).getByText(email).waitFor();

    const colleague = await newPage();
    await colleague.page.goto(new URL(link).pathname + new URL(link).search);
    await colleague.page.getByRole('heading', { name: 'Join Northfield Paper Mill as editor' }).waitFor();
    expect(await colleague.page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await colleague.page.getByLabel(/code/i).count()).toBe(0);
    await colleague.page.screenshot({ path: `${SCREENSHOTS}/join-page.png` });
    await colleague.page.getByLabel('Full name').fill('Cole Colleague');
    await colleague.page.getByLabel('Password', { exact: true }).fill('secret-123');
    await colleague.page.getByRole('button', { name: 'Join the company' }).click();
    // Only the owner of the address joins: the link e-mailed to it is opened, then the join goes on.
    await colleague.page.getByText(`Confirm your e-mail address to join: we sent a link to ${email}.`).waitFor();
    await colleague.page.screenshot({ path: `${SCREENSHOTS}/join-confirm-address.png` });
    expect(await violations(colleague.page), 'join page, confirming the address').toEqual([]);
    await confirmAddress(email);
    await colleague.page.getByRole('button', { name: 'I have confirmed it: join' }).click();
    await colleague.page.getByRole('heading', { name: 'Welcome, Cole Colleague' }).waitFor();

    // Without a reload: the new member appears and the open invitation disappears.
    await membersTable(admin.page).getByText(email).waitFor();
    await openInvites(admin.page).getByText(email).waitFor({ state: 'detached' });

    await colleague.page.goto('/app/company/members');
    await colleague.page.getByText('Only admins can invite colleagues or change roles.').waitFor();
    await colleague.page.getByRole('cell', { name: DEMO.admin.email }).waitFor();

    // The admin removes the colleague; the colleague's open page signs them out, saying why.
    await admin.page.getByRole('button', { name: 'Remove Cole Colleague' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await membersTable(admin.page).getByText(email).waitFor({ state: 'detached' });
    await colleague.page.getByText('You were removed from your company').waitFor({ timeout: 60_000 });
    expect(new URL(colleague.page.url()).pathname).toBe('/user/login');
    await colleague.page.screenshot({ path: `${SCREENSHOTS}/removed-member.png` });
    await admin.context.close();
    await colleague.context.close();
  });
});

describe('offline', () => {
  it('shows an invitation made offline as waiting to sync, then synced', async () => {
    const admin = await newPage();
    await signIn(admin.page, 'admin', '/app/company/members');
    await admin.page.getByRole('cell', { name: DEMO.editor.email }).waitFor();
    await admin.context.setOffline(true);
    const email = `offline-${unique()}@example.com`;
    const started = Date.now();
    await invite(admin.page, email);
    const row = openInvites(admin.page).getByRole('row', { name: new RegExp(email) });
    await row.getByText('waiting to sync').waitFor();
    expect(Date.now() - started).toBeLessThan(5_000);
    await admin.page.screenshot({ path: `${SCREENSHOTS}/offline-waiting-to-sync.png`, fullPage: true });
    await admin.context.setOffline(false);
    await row.getByText('waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    await admin.context.close();
  });
});

describe('members page in Spanish at 900 px', () => {
  it('fits the width, with every role readable', async () => {
    const { context, page } = await newPage({ width: 900, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/app/company/members');
    await page.evaluate(() => localStorage.setItem('__current_language', 'es'));
    await page.reload();
    await page.getByRole('heading', { name: 'Miembros' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const select = page.getByRole('combobox', { name: /Rol de Eve Editor/ });
    const fits = await select.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/members-es-900.png`, fullPage: true });

    // A phone in a dark theme, right to left: still no sideways scrolling, each label beside its value.
    await page.evaluate(() => {
      localStorage.setItem('__theme_selected_color', 'dark.greysteel');
      localStorage.setItem('__current_language', 'enrtl');
      localStorage.setItem('__theme_direction', 'rtl');
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const email = page.getByRole('region', { name: 'Members' }).getByText(DEMO.editor.email);
    const label = await email.evaluate((td) => {
      const before = getComputedStyle(td, '::before');
      return { label: before.content, position: before.position };
    });
    expect(label).toEqual({ label: '"E-mail"', position: 'absolute' });
    await page.screenshot({ path: `${SCREENSHOTS}/members-rtl-dark-375.png`, fullPage: true });
    await context.close();
  });
});
