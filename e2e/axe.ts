// axe-core (WCAG 2.1 A and AA rules) in a page: the violations, one line each with where they are.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's violations of WCAG 2.1 A and AA, or only of `rules` when given (e.g. ['color-contrast']). */
export async function violations(page: Page, rules?: string[]): Promise<string[]> {
  // Colours are measured once the page is still: a button's colour fading after a click or a
  // focus change would otherwise be read half-way.
  await settled(page);
  // Evaluated through DevTools, not as an inline <script>: production's Content-Security-Policy
  // (which the Hosting emulator sends) rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, rules);
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
