// The demo apps in the production build, with the real simulated delays (0.5 to 2 s).
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOTS, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

describe('demo apps', () => {
  it('loads the todo list after the simulated delay, searches it and adds an item', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'editor');
    await page.getByRole('link', { name: 'Demo apps' }).click();
    await page.getByRole('link', { name: 'Todo list' }).click();
    await page.getByText('Loading the sample data…').waitFor();
    const list = page.getByRole('list', { name: 'Todo list' });
    await list.waitFor({ timeout: 60_000 });
    expect(await list.getByRole('listitem').count()).toBe(12);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('crane');
    expect(await list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    await page.getByRole('button', { name: 'Add an item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Check the fire doors');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    expect(await list.getByRole('listitem').count()).toBe(13);
    await page.screenshot({ path: `${SCREENSHOTS}/demo-todo.png` });
    await context.close();
  });

  it('chats in English right-to-left', async () => {
    const { context, page } = await newPage();
    await withStorage(context, { __current_language: 'enrtl', __theme_direction: 'rtl' });
    await signIn(page, 'admin', '/app/demo/chat');
    await page.getByRole('button', { name: /Tom Becker/ }).click();
    const conversation = page.getByRole('region', { name: 'Conversation with Tom Becker' });
    await conversation.getByText('The bearings for the conveyor arrived.').waitFor({ timeout: 60_000 });
    await conversation.getByLabel('Message to Tom Becker').fill('Thanks, booked for Monday');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Thanks, booked for Monday').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}/demo-chat-rtl.png` });
    await context.close();
  });
});
