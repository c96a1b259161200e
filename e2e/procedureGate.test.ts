// Procedures where the work happens, in the production build against the emulators: a
// lock-out/tag-out procedure an admin writes in the library and links to a piece of equipment
// shows on the equipment page and on a work order for it; the admin requires it; the assigned
// editor's Start is refused with the reason; the editor reads and acknowledges it, the admin sees that live, and the work starts.
// Both pages pass axe with the card open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('procedureGate.test.ts');

const status = (page: Page, s: string) => page.locator(`[data-work-status="${s}"]`).waitFor({ timeout: 60_000 });

async function move(page: Page, to: string) {
  await page.locator(`button[data-move="${to}"]`).click();
  await page.getByRole('button', { name: 'Move it' }).click();
  await status(page, to);
}

describe('procedures on equipment and work orders', () => {
  it('link a procedure to equipment → it shows on a work order → acknowledge it → start the work', async () => {
    // The editor raises a breakdown on the dryer; the admin plans it for the editor, down to today's schedule.
    const editor = (await newPage()).page;
    await signIn(editor, 'editor');
    await inPlant(editor);
    await editor.goto('/app/work/new');
    await editor.getByLabel('Find the equipment by tag or name').fill('dryer cylinder 1');
    await editor.getByRole('radio').first().check();
    await editor.getByLabel('Work type').selectOption('BRP');
    await editor.getByLabel('Title').fill(`Dryer bearing noisy ${unique()}`);
    await editor.getByRole('button', { name: 'Raise the request' }).click();
    await editor.waitForURL(/\/app\/work\/WR-\d{8}-\w{4}$/);
    const orderPath = new URL(editor.url()).pathname;

    const admin = (await newPage()).page;
    await signIn(admin, 'admin');
    await inPlant(admin);
    await admin.goto(orderPath);
    await status(admin, 'new');
    await move(admin, 'inPlanning');
    await admin.locator('button[data-move="readyToSchedule"]').click();
    await admin.getByLabel('Estimated hours').fill('2');
    await admin.getByLabel('Craft', { exact: true }).fill('Mechanical');
    await admin.getByRole('checkbox', { name: 'Eve Editor' }).check();
    await admin.getByRole('button', { name: 'Move to Ready-to-Schedule' }).click();
    await status(admin, 'readyToSchedule');
    await move(admin, 'weeklySchedule');
    await move(admin, 'dailySchedule');

    // The admin writes a lock-out/tag-out procedure in the library and links it to the order's equipment.
    const equipmentPath = (await admin.locator('a[href^="/app/assets/equipment/"]').first().getAttribute('href'))!;
    const title = `Isolate dryer cylinder 1 ${unique()}`;
    await admin.goto('/app/procedures/new');
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Category').selectOption('loto');
    await admin.getByLabel('Tags (separated by commas)').fill('dryer');
    await admin
      .getByLabel('Body (Markdown)')
      .fill('## Steps\n\n1. Open breaker **DB-4**\n2. Lock and tag it\n3. Try to start: nothing moves');
    await admin.getByLabel('Equipment to link').selectOption(equipmentPath.split('/').pop()!);
    await admin.getByRole('button', { name: 'Link', exact: true }).first().click();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.waitForURL(/\/app\/procedures\/[A-Za-z0-9]{20}$/);
    const id = new URL(admin.url()).pathname.split('/').pop()!;
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();

    // It shows on the equipment page, and on the order.
    await admin.goto(equipmentPath);
    const onEquipment = admin.locator(`[data-procedure="${id}"]`);
    await onEquipment.getByRole('link', { name: title }).waitFor({ timeout: 60_000 });
    expect(await onEquipment.getByRole('link', { name: title }).getAttribute('href')).toBe(`/app/procedures/${id}`);
    await onEquipment.getByText('Lock-out/tag-out').waitFor();
    await onEquipment.getByRole('button', { name: `Read ${title}`, exact: true }).click();
    await onEquipment.getByText('DB-4').waitFor();
    await admin.screenshot({ path: `${SCREENSHOTS}/procedures-equipment.png`, fullPage: true });
    expect(await violations(admin)).toEqual([]);

    await admin.goto(orderPath);
    await status(admin, 'dailySchedule');
    const onOrder = admin.locator(`[data-procedure="${id}"]`);
    // The box shows the order as written (it turns checked when the change is in the local cache).
    const require = onOrder.getByRole('checkbox', { name: 'Require acknowledgement before starting' });
    await require.click();
    await expect.poll(() => require.isChecked()).toBe(true);
    await onOrder.getByText('Not acknowledged yet.').waitFor({ timeout: 60_000 });

    // The editor's start is refused with the reason; nothing moves.
    await status(editor, 'dailySchedule');
    const gate = editor.locator('[data-start-gate]');
    await gate.getByText(`Acknowledge “${title}” before starting.`).waitFor({ timeout: 60_000 });
    await editor.getByRole('button', { name: 'Start the work' }).click();
    await editor.getByRole('alert').filter({ hasText: 'The work cannot start yet' }).waitFor();
    await status(editor, 'dailySchedule');
    await editor.screenshot({ path: `${SCREENSHOTS}/procedures-gate.png`, fullPage: true });

    // The editor reads it and acknowledges it; the admin sees that live.
    const card = editor.locator(`[data-procedure="${id}"]`);
    await card.getByRole('button', { name: `Read ${title}`, exact: true }).click();
    await card.getByText('Lock and tag it').waitFor();
    expect(await violations(editor)).toEqual([]);
    await gate.getByRole('button', { name: `I have read ${title} (revision 1)` }).click();
    await editor.locator('[data-start-gate]').waitFor({ state: 'detached' });
    await admin
      .locator(`[data-acknowledgement="${id}"]`)
      .getByText(/Acknowledged by Eve Editor, revision 1/)
      .waitFor({ timeout: 60_000 });
    await admin.getByText(`Acknowledged ${title}, revision 1`).waitFor();

    // Now the work starts.
    await editor.getByRole('button', { name: 'Start the work' }).click();
    await status(editor, 'inProgress');
    await status(admin, 'inProgress');
    await editor.screenshot({ path: `${SCREENSHOTS}/procedures-started.png`, fullPage: true });
    expect((editor as Page & { errors: string[] }).errors).toEqual([]);
  });
});
