// Job plans in the production build against the emulators: an admin writes a job plan for pumps
// (steps, labour and crew, a permit, a material, a tool) and is told what is missing first; plans
// two corrective orders on a stock pump from it in a click each; a preventive plan takes its work
// from it; the job plan is changed (revision 2, less labour) and the preventive plan follows; its
// next generated order is planned from revision 2. Keyboard first where a planner would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inPlant, newPage, plantDocOnServer, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';
import { violations } from './axe';

setUpBrowser();
aloneOnDemoData('jobPlans.test.ts');

const pad = (n: number) => String(n).padStart(2, '0');
function inDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });
const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

async function raiseOnStockPump(page: Page, title: string) {
  await page.goto('/app/work/new');
  await page.getByLabel('Find the equipment by tag or name').fill('PM1-STP-006');
  await page
    .getByRole('radio', { name: /PM1-STP-006/ })
    .first()
    .check();
  await page.getByLabel('Work type').selectOption('CSM');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Raise the request' }).click();
  await page.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('job plans', () => {
  it(
    'are written once, plan two orders in a click each, and carry a new revision to the next preventive order',
    { timeout: 360_000 },
    async () => {
      const { page } = await newPage();
      await signIn(page, 'admin');
      await inPlant(page);
      const title = `Replace the seal of a stock pump ${unique()}`;

      // The job plan: what is missing is said first, nothing is published.
      await page.goto('/app/job-plans/new');
      await page.getByRole('heading', { level: 1, name: 'New job plan' }).waitFor();
      await page.getByLabel('Crew size (people)').fill('0');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Give the job plan a title.').waitFor();
      await page.getByText('The crew is a whole number of people from 1 to 10.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('job-plan-title');
      expect(new URL(page.url()).pathname).toBe('/app/job-plans/new');

      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Craft', { exact: true }).fill('Mechanical');
      await page.getByLabel('Labour (hours, the whole crew)').fill('6');
      await page.getByLabel('Crew size (people)').fill('2');
      await page.getByText('The crew works 3 h on it.').waitFor();
      await page.getByRole('button', { name: 'Add a step' }).click();
      await page.getByLabel('Step 1', { exact: true }).fill('Isolate and lock out the pump');
      await page.getByRole('button', { name: 'Add a step' }).click();
      await page.getByLabel('Step 2', { exact: true }).fill('Measure the shaft run-out');
      await page.getByRole('checkbox', { name: 'CWP Cold work' }).check();
      await page.getByRole('button', { name: 'Add a material' }).click();
      await page.getByLabel('Material 1', { exact: true }).fill('Mechanical seal 45 mm');
      await page.getByLabel('Tools (one per line)').fill('Seal setting gauge');
      await page.getByRole('checkbox', { name: 'Pump', exact: true }).check();
      await page.screenshot({ path: `${SCREENSHOTS}/job-plan-form.png`, fullPage: true });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(/\/app\/job-plans\/[A-Za-z0-9]{20}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.locator(`[data-job-plan-page="${id}"][data-revision="1"]`).waitFor();
      await page.locator('[data-labour]', { hasText: '6 h of Mechanical labour: 2 people for 3 h' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/job-plan-page.png`, fullPage: true });

      // Two corrective orders planned from it, a click each.
      for (const n of [1, 2]) {
        const number = await raiseOnStockPump(page, `Seal leaks again ${n} ${unique()}`);
        await status(page, 'new');
        await page.locator('button[data-move="inPlanning"]').click();
        await page.getByRole('button', { name: 'Move it' }).click();
        await status(page, 'inPlanning');
        await page.locator('button[data-move="readyToSchedule"]').click();
        // Keyboard: choose the job plan, fill, name the crew, send.
        const picker = page.getByLabel('Job plan', { exact: true });
        await picker.focus();
        await picker.selectOption({ label: `${title} · Mechanical · 6 h` });
        await page.getByRole('button', { name: 'Fill the plan' }).focus();
        await page.keyboard.press('Enter');
        await page.locator(`[data-filled-from="${id}"]`).waitFor();
        expect(await page.getByLabel('Estimated hours').inputValue()).toBe('6');
        expect(await page.getByLabel('Material 1', { exact: true }).inputValue()).toBe('Mechanical seal 45 mm');
        await page.getByRole('checkbox', { name: 'Eve Editor' }).check();
        await page.getByRole('checkbox', { name: 'Alex Admin' }).check();
        if (n === 1) await page.screenshot({ path: `${SCREENSHOTS}/job-plan-fill.png`, fullPage: true });
        await page.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
        await status(page, 'readyToSchedule');
        await page.getByText(`Planned from job plan "${title}", revision 1.`).first().waitFor();
        // On the server once the write is confirmed (the page shows it at once, offline-first).
        await expect
          .poll(async () => (await plantDocOnServer(page, `workRequests/${number}`))?.plan, { timeout: 60_000 })
          .toMatchObject({ estimatedHours: 6, craft: 'Mechanical', permits: ['CWP'] });
      }

      // A preventive plan takes its work from the job plan, due in ten days (nothing generated yet).
      const planTitle = `Stock pump 1: seal change ${unique()}`;
      await page.goto('/app/plans/new');
      await page.getByLabel('Title', { exact: true }).fill(planTitle);
      await page.getByLabel('Find equipment by tag or name').fill('PM1-STP-006');
      await page.getByRole('checkbox', { name: /^PM1-STP-006 – / }).check();
      await page.getByLabel('Find equipment by tag or name').fill('');
      await page.getByLabel('Job plan', { exact: true }).selectOption({ label: `${title} · Rev. 1` });
      await page.getByText(`Work from job plan ${title} (revision 1).`).waitFor();
      expect(await page.getByLabel('Estimated hours').inputValue()).toBe('6');
      await page.getByLabel('Every', { exact: true }).fill('1');
      await page.locator('#plan-intervalUnit').selectOption('years');
      await page.getByLabel('Start date (first due date)').fill(inDays(10));
      await page.getByRole('button', { name: 'Save the plan' }).click();
      await page.waitForURL(/\/app\/plans\/[A-Za-z0-9]{20}$/);
      const planId = new URL(page.url()).pathname.split('/').pop()!;
      await page.locator(`[data-job-plan="${id}"][data-job-plan-revision="1"]`).waitFor();

      // The job plan changes: 5 hours. The preventive plan takes revision 2 by itself.
      await page.goto(`/app/job-plans/${id}/edit`);
      await page.getByLabel('Labour (hours, the whole crew)').fill('5');
      await page.getByLabel('What changed').fill('Two people do it in 2.5 h.');
      await page.getByRole('button', { name: 'Publish revision 2' }).click();
      await page.locator(`[data-job-plan-page="${id}"][data-revision="2"]`).waitFor();
      await page.locator('[data-revision-entry="2"]', { hasText: 'Changed: Labour' }).waitFor();
      // The job plan's page lists the plans that use it, live: this one at revision 2, on the server.
      await page.locator(`[data-used-by] [data-plan="${planId}"][data-plan-revision="2"]`).waitFor({ timeout: 60_000 });
      await page.locator(`[data-used-by] [data-plan="${planId}"] .badge`).waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SCREENSHOTS}/job-plan-revised.png`, fullPage: true });
      await page.goto(`/app/plans/${planId}`);
      await page.locator(`[data-job-plan="${id}"][data-job-plan-revision="2"]`).waitFor({ timeout: 60_000 });

      // Its next order: due now once the lead time covers the ten days; planned from revision 2.
      await page.goto(`/app/plans/${planId}/edit`);
      await page.getByLabel('Lead time (days)').fill('10');
      await page.getByRole('button', { name: 'Save the plan' }).click();
      await page.waitForURL(new RegExp(`/app/plans/${planId}$`));
      const orders = page.getByRole('region', { name: 'Preventive orders' });
      await orders.locator('[data-work-number]').first().waitFor({ timeout: 60_000 });
      const orderId = await orders.locator('[data-work-number]').first().getAttribute('data-work-number');
      await expect
        .poll(async () => (await plantDocOnServer(page, `workRequests/${orderId}`))?.plan, { timeout: 60_000 })
        .toMatchObject({ estimatedHours: 5, craft: 'Mechanical', permits: ['CWP'] });
      const order = await plantDocOnServer(page, `workRequests/${orderId}`);
      expect((order?.checklist as { text: string }[]).map((s) => s.text)).toEqual([
        'Isolate and lock out the pump',
        'Measure the shaft run-out',
      ]);
      await page.screenshot({ path: `${SCREENSHOTS}/job-plan-pm.png`, fullPage: true });
      expect(errorsOf(page)).toEqual([]);
    },
  );
});
