// What the page looked like when React first put content into #root: the theme must already be
// applied then (spec start-up order). Used by the start-up and the offline journeys.
import type { Page } from 'playwright-core';

/** Records, at the moment React first puts content into #root, what theme the page has. */
export const RECORD_FIRST_RENDER = () => {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    const first = root?.firstElementChild;
    if (!first || first.classList.contains('page-loading')) return;
    const link = document.querySelector<HTMLLinkElement>('link[data-theme-link]');
    (window as unknown as { __firstRender: unknown }).__firstRender = {
      theme: document.documentElement.getAttribute('data-theme'),
      sheetHref: link?.getAttribute('href') ?? null,
      sheetLoaded: Boolean(link?.sheet),
      primary: getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim(),
      background: getComputedStyle(document.body).backgroundColor,
    };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

export type FirstRender = {
  theme: string;
  sheetHref: string;
  sheetLoaded: boolean;
  primary: string;
  background: string;
};

export async function firstRender(page: Page): Promise<FirstRender> {
  await page.waitForFunction(() => (window as unknown as { __firstRender?: unknown }).__firstRender);
  return page.evaluate(() => (window as unknown as { __firstRender: FirstRender }).__firstRender);
}
