// Leaving, in the production build against the emulators: a newly registered owner closes their
// company from Company › Export data — the name must be typed, offline it is refused in words —
// and from then on sees only the closed company and makes its last export, also after signing in
// again.
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOTS, setUpBrowser, unique } from './browser';

setUpBrowser();

describe('closing a company', () => {
  it('the owner closes it with its name typed, is refused offline first, then sees only its last export', async () => {
    const { context, page } = await newPage({ width: 1440, height: 900 });
    const email = `e2e-close-${unique()}@example.com`;
    const company = `Closing Works ${unique()}`;
    await page.goto('/user/register');
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Full name').fill('Olga Owner');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Welcome, Olga Owner' }).waitFor();

    await page.goto('/app/company/export');
    const section = page.getByRole('region', { name: 'Close the company' });
    await section.waitFor();
    const close = section.getByRole('button', { name: 'Close the company for good' });
    await close.click();
    await section.getByText('Type the company’s name exactly as shown.').waitFor();
    await section.getByLabel(/To confirm, type the company’s name/).fill(company);
    await context.setOffline(true);
    // The app has heard the connection is gone (the sync centre's button says so) before the click.
    await page.locator('[data-connection="offline"]').waitFor();
    await close.click();
    await section.getByRole('alert').filter({ hasText: 'Closing needs the server' }).waitFor();
    await context.setOffline(false);
    await close.click();

    await page.getByRole('heading', { name: 'The company is closed', level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByText(/Nobody can change its data any more\. You can read and export everything until/).waitFor();
    await page.getByRole('button', { name: 'Make the archive' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/company-closed-1440.png`, fullPage: true });
    // The last export works: the owner still reads everything.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Make the archive' }).click();
    await page.locator('[data-export-ready]').waitFor({ timeout: 60_000 });
    expect((await download).suggestedFilename()).toMatch(/^torque-closing-works-.*\.zip$/);

    // Signed in again, still only the closed company.
    await page.getByRole('button', { name: 'Account menu of Olga Owner' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'The company is closed', level: 1 }).waitFor({ timeout: 60_000 });
    await page.goto('/app/assets/list');
    await page.getByRole('heading', { name: 'The company is closed', level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Close the company' }).count()).toBe(0);
    await context.close();
  });
});
