// Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) of the main screens, in a
// light and a dark theme and right to left: every control named, contrast, structure.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, setUpBrowser, signIn, withStorage } from './browser';

setUpBrowser();

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const THEMES = ['light.bluenavy', 'dark.yellowgranola'];

describe.each(THEMES)('accessibility in %s', (theme) => {
  it('signed-out pages', async () => {
    const { context, page } = await newPage();
    await withStorage(context, { __theme_selected_color: theme });
    for (const path of ['/user/login', '/user/register', '/user/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('signed-in pages', async () => {
    const { context, page } = await newPage();
    await withStorage(context, { __theme_selected_color: theme });
    await signIn(page, 'admin');
    for (const [path, ready] of [
      ['/app/home', 'Welcome, Alex Admin'],
      ['/app/company/members', 'Members'],
      ['/app/settings/data-filter', 'Data filter'],
      ['/app/demo/todo', 'Todo list'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
      if (path === '/app/demo/todo') await page.getByRole('list', { name: 'Todo list' }).waitFor({ timeout: 5000 });
      if (path === '/app/company/members') await page.getByRole('cell', { name: 'editor@demo.torque.test' }).waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });
});

describe('accessibility right to left', () => {
  it('the app in English RTL', async () => {
    const { context, page } = await newPage();
    await withStorage(context, { __current_language: 'enrtl', __theme_direction: 'rtl' });
    await signIn(page, 'editor', '/app/company/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
