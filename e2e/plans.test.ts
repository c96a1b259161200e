// Preventive maintenance in the production build against the emulators, with an admin
// and an editor in two browser contexts: the admin's bad plan is refused in words and nothing is
// saved; the plan saved with a reading step, a signature and a calendar interval starting today
// generates its order `{planId}_{today}` at once (Ready-to-Schedule); the admin schedules it
// (Weekly → Daily); the editor starts it, enters an out-of-range reading (said in words, a
// follow-up request raised in one click), then an in-range one, is refused completion without a
// signature, signs and completes; the admin sees the order on time and the plan's compliance.
// Also: a meter reading lower than the last refused unless it is a reset, the forecast and the
// contracts list with the ones that expire soon.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('plans.test.ts');

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as the app stores days (local yyyy-mm-dd) and as it shows them (dd.mm.yyyy). */
function todayIs() {
  const d = new Date();
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    text: `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`,
  };
}
function inDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });

async function move(page: Page, to: string) {
  await page.locator(`button[data-move="${to}"]`).click();
  await page.getByRole('button', { name: 'Move it' }).click();
  await status(page, to);
}

const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

const STEP_CHECK = 'Check the felt guide for wear';
const STEP_READ = 'Measure the bearing temperature';

describe('preventive maintenance', () => {
  it('a plan generates its order; the editor executes the checklist with a reading and a signature; compliance updates', async () => {
    const { page: admin } = await newPage();
    await signIn(admin, 'admin');
    await inPlant(admin);
    const title = `Dryer 1 felt round ${unique()}`;
    await admin.goto('/app/plans/new');
    await admin.getByRole('heading', { name: 'New maintenance plan', level: 1 }).waitFor();

    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Find equipment by tag or name').fill('dryer cylinder 1');
    await admin.getByRole('checkbox', { name: 'PM1-DRY-001 – Dryer cylinder 1' }).check();
    await admin.getByText('1 piece of equipment chosen; the first is the order’s.').waitFor();
    await admin.getByLabel('Find equipment by tag or name').fill('');

    await admin.getByRole('button', { name: 'Add a step' }).click();
    await admin.getByLabel('Step 1', { exact: true }).fill(STEP_CHECK);
    await admin.getByRole('button', { name: 'Add a step' }).click();
    await admin.getByLabel('Step 2', { exact: true }).fill(STEP_READ);
    await admin.getByLabel('Step 2 asks for a reading').check();
    const reading = admin.getByRole('group', { name: 'Step 2 asks for a reading' });
    await reading.getByLabel('Unit').fill('°C');
    await reading.getByLabel('Lowest allowed').fill('20');
    await reading.getByLabel('Highest allowed').fill('80');

    await admin.getByLabel('Estimated hours').fill('1.5');
    await admin.getByLabel('Craft', { exact: true }).fill('Mechanical');
    await admin.getByRole('checkbox', { name: 'Eve Editor' }).check();
    await admin.getByLabel('A signature is required to complete the order').check();
    expect(await admin.getByRole('radio', { name: 'Calendar', exact: true }).isChecked()).toBe(true);
    expect(await admin.getByLabel('Start date (first due date)').inputValue()).toBe(todayIs().text);

    // Bad input: an interval of 0, then a lead time longer than the interval. Said beside each
    // field; nothing is saved and the editor stays open.
    await admin.getByLabel('Every', { exact: true }).fill('0');
    await admin.locator('#plan-intervalUnit').selectOption('weeks');
    await admin.getByLabel('Lead time (days)').fill('40');
    await admin.getByRole('button', { name: 'Save the plan' }).click();
    await admin.getByText('The interval must be a whole number of at least 1.').waitFor();
    await admin.getByText('One field needs attention; nothing was saved.').waitFor();
    expect(await admin.getByLabel('Every', { exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
    await admin.getByLabel('Every', { exact: true }).fill('4');
    await admin.getByRole('button', { name: 'Save the plan' }).click();
    await admin.getByText('The lead time is longer than the interval (28 days).').waitFor();
    expect(await admin.getByText('The interval must be a whole number of at least 1.').count()).toBe(0);
    expect(new URL(admin.url()).pathname).toBe('/app/plans/new');
    await admin.getByLabel('Lead time (days)').fill('0');
    await admin.screenshot({ path: `${SCREENSHOTS}/plan-editor.png`, fullPage: true });

    await admin.getByRole('button', { name: 'Save the plan' }).click();
    await admin.waitForURL(/\/app\/plans\/[A-Za-z0-9]{20}$/);
    const planId = new URL(admin.url()).pathname.split('/').pop()!;
    const orderId = `${planId}_${todayIs().day}`;
    await admin.getByRole('heading', { name: title, level: 1 }).waitFor();
    // Due now: generated at once, in Ready-to-Schedule; the plan moved on by the interval.
    const schedule = admin.getByRole('region', { name: 'Schedule' });
    await schedule.getByRole('link', { name: orderId }).waitFor({ timeout: 60_000 });
    await schedule.getByText(inDays(28)).first().waitFor();
    const orders = admin.getByRole('region', { name: 'Preventive orders' });
    const orderRow = orders.locator(`[data-work-number="${orderId}"]`);
    await orderRow.waitFor();
    expect(await orderRow.textContent()).toContain('Ready-to-Schedule');
    expect(await orderRow.getAttribute('data-outcome')).toBe('open');

    // The plans page: the last generation's outcome, and exactly one plan of that title.
    await admin.goto('/app/plans');
    const plansRoot = admin.locator('[data-generation="done"]');
    await plansRoot.waitFor({ timeout: 60_000 });
    expect(
      await admin
        .getByRole('status')
        .filter({ hasText: /preventive orders? (were due|generated)/ })
        .count(),
    ).toBe(1);
    await admin.getByLabel('Search the plans').fill(title);
    await expect.poll(() => admin.locator('[data-plan-id]').count()).toBe(1);
    const planRow = admin.locator(`[data-plan-id="${planId}"]`);
    // Live: the plan's next due date moves once the generated order's batch is in.
    await expect.poll(() => planRow.textContent(), { timeout: 60_000 }).toContain(inDays(28));
    await admin.getByLabel('Search the plans').fill('');
    await expect.poll(() => admin.locator('[data-plan-id]').count()).toBeGreaterThan(10);
    await admin.screenshot({ path: `${SCREENSHOTS}/plans-list.png`, fullPage: true });

    // The order itself: planned work with the plan's hours, craft, assignee and checklist.
    await admin.goto(`/app/work/${orderId}`);
    await status(admin, 'readyToSchedule');
    await admin.locator(`[data-pm-plan="${planId}"]`).waitFor();
    await move(admin, 'weeklySchedule');
    await move(admin, 'dailySchedule');

    // The editor executes it.
    const { page: editor } = await newPage();
    await signIn(editor, 'editor');
    await inPlant(editor);
    await editor.goto(`/app/work/${orderId}`);
    await status(editor, 'dailySchedule');
    await editor.getByRole('button', { name: 'Start the work' }).click();
    await status(editor, 'inProgress');
    await editor.getByRole('checkbox', { name: STEP_CHECK }).check();
    await editor.getByRole('checkbox', { name: STEP_READ }).check();
    const value = editor.getByLabel(`${STEP_READ} (°C)`);
    await value.fill('95');
    // Out of range: said in words and marked invalid; a follow-up request in one click.
    await editor.getByText('Out of range (20–80)').waitFor();
    expect(await value.getAttribute('aria-invalid')).toBe('true');
    await editor.screenshot({ path: `${SCREENSHOTS}/checklist-execution.png`, fullPage: true });
    // The execution panel with its checklist, an out-of-range mark and the follow-up button.
    expect(await violations(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Raise follow-up request' }).click();
    const raised = editor.getByRole('status').filter({ hasText: 'Follow-up request raised:' });
    await raised.waitFor({ timeout: 60_000 });
    const followUp = (await raised.getByRole('link').textContent())!.trim();
    expect(followUp).toMatch(/^WR-\d{8}-\w{4}$/);

    await value.fill('65');
    await expect.poll(() => editor.getByText('Out of range (20–80)').count()).toBe(0);
    await editor.getByLabel('Actual hours').fill('1.5');
    await editor.getByLabel('Action taken').selectOption({ label: 'Inspection' });
    // No signature: refused in words, nothing written.
    await editor.getByRole('button', { name: 'Mark Work Complete' }).click();
    await editor
      .getByText('This order needs a signature: type your full name to sign before marking Work Complete.')
      .waitFor();
    expect(
      await editor.getByLabel('Signature (type your full name)').evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await status(editor, 'inProgress');
    await editor.getByLabel('Signature (type your full name)').fill('Eve Editor');
    await editor.getByRole('button', { name: 'Mark Work Complete' }).click();
    await status(editor, 'workComplete');
    await editor.locator('[data-signature]', { hasText: 'Eve Editor' }).waitFor({ timeout: 60_000 });
    // The recorded checklist: both steps done, the reading kept.
    expect(await editor.getByRole('checkbox', { name: STEP_CHECK }).isChecked()).toBe(true);
    expect(await editor.getByLabel(`${STEP_READ} (°C)`).inputValue()).toBe('65');
    await expect.poll(() => editor.getByText('waiting to sync').count(), { timeout: 60_000 }).toBe(0);
    await editor.screenshot({ path: `${SCREENSHOTS}/checklist-completed.png`, fullPage: true });

    // The follow-up request exists, raised on the same equipment.
    await admin.goto(`/app/work/${followUp}`);
    await status(admin, 'new');
    await admin.getByRole('heading', { name: /Out of range: Measure the bearing temperature = 95 °C/ }).waitFor();

    // The admin sees the order on time and the plan's compliance.
    await admin.goto(`/app/plans/${planId}`);
    await admin.locator(`[data-work-number="${orderId}"][data-outcome="onTime"]`).waitFor({ timeout: 60_000 });
    expect(await admin.locator(`[data-work-number="${orderId}"]`).textContent()).toContain('On time');
    await admin.getByText('100% on time (1 of 1)').waitFor();
    await admin.screenshot({ path: `${SCREENSHOTS}/plan-page.png`, fullPage: true });
    expect(errorsOf(admin)).toEqual([]);
    expect(errorsOf(editor)).toEqual([]);
  });

  it('a meter reading lower than the last, or not a number, is refused in words; a higher one is recorded', async () => {
    const { page } = await newPage();
    await signIn(page, 'editor');
    await inPlant(page);
    await page.goto('/app/assets/equipment/pm1-stp-001-m');
    const card = page.getByRole('region', { name: 'Meter readings' });
    await card.waitFor();
    const last = card.locator('tr[data-meter="hours"] td').first();
    await expect.poll(() => last.textContent(), { timeout: 60_000 }).toMatch(/\d/);
    const lastValue = Number((await last.textContent())!.replace(/[^\d.]/g, ''));
    expect(lastValue).toBeGreaterThan(0);
    const lastText = await last.textContent();

    await card.getByLabel('Reading (h)').fill(String(lastValue - 10));
    await card.getByRole('button', { name: 'Record the reading' }).click();
    await card.getByText(/^This reading is lower than the last one \(.+ h\)\. Tick “Meter reset”/).waitFor();
    await card.getByLabel('Reading (h)').fill('not a number');
    await card.getByRole('button', { name: 'Record the reading' }).click();
    await card.getByText('A reading must be a number, for example 1250.5.').waitFor();
    const before = await card.locator('tr[data-reading]').count();
    // Neither was written: the last reading is as it was.
    expect(await last.textContent()).toBe(lastText);

    await card.getByLabel('Reading (h)').fill(String(lastValue + 3));
    await card.getByRole('button', { name: 'Record the reading' }).click();
    await card.getByText(/^Reading of .+ h recorded on Running hours\.$/).waitFor();
    await expect
      .poll(async () => Number((await last.textContent())!.replace(/[^\d.]/g, '')), { timeout: 60_000 })
      .toBe(lastValue + 3);
    expect(await card.locator('tr[data-reading]').count()).toBe(Math.min(before + 1, 10));
    await page.screenshot({ path: `${SCREENSHOTS}/meter-readings.png`, fullPage: true });
    expect(errorsOf(page)).toEqual([]);
  });

  it('the forecast and the contracts that expire soon', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await inPlant(page);
    await page.goto('/app/plans/forecast');
    await page.locator('[data-forecast-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('tr[data-week]').count()).toBe(12);
    // From the server's whole list (the seed's weekly to yearly plans of the plant), not a part of it.
    expect(await page.locator('tr[data-week] li a').count()).toBeGreaterThan(20);
    expect(await page.getByText('Shown from this device’s copy').count()).toBe(0);
    await page.getByRole('img', { name: /^Estimated preventive hours per week/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/plans-forecast.png`, fullPage: true });

    await page.goto('/app/contracts');
    await page.locator('[data-contract-id]').first().waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('[data-contract-id]', { hasText: /Expires in \d+ days?/ }).count())
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/contracts-expiring.png`, fullPage: true });
    expect(errorsOf(page)).toEqual([]);
  });
});
