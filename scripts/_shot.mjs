// Scratch: screenshots of static content with compiled themes (deleted before finishing).
import { readFileSync, writeFileSync } from 'node:fs';
import * as sass from 'sass-embedded';
import rtlcss from 'rtlcss';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const body = readFileSync('/tmp/i14/shots/content.html', 'utf8');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const [theme, dir, width] of [['light.bluenavy', 'ltr', 1440], ['dark.greysteel', 'ltr', 375], ['light.redruby', 'rtl', 375], ['dark.purplemonster', 'rtl', 1440]]) {
  let css = (await sass.compileAsync(`themes/${theme}.scss`, { loadPaths: ['node_modules'], quietDeps: true, silenceDeprecations: ['import'] })).css;
  if (dir === 'rtl') css = rtlcss.process(css);
  const html = `<!doctype html><html dir="${dir}" data-bs-theme="${theme.split('.')[0]}"><head><style>${css}</style></head><body>${body}</body></html>`;
  writeFileSync('/tmp/i14/shots/page.html', html);
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('file:///tmp/i14/shots/page.html');
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(theme, dir, width, 'scrollWidth', scroll);
  await page.screenshot({ path: `/tmp/i14/shots/${theme}-${dir}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
