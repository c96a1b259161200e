// Draws the installed app's icons (public/icons/*.png) from one SVG master in Chromium, so they
// are made, not hand-edited: `npm run icons` after a change of the mark. The "any" icons are the
// favicon's rounded square; the maskable one keeps the mark inside the 80% safe zone that
// launchers may crop to a circle.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const NAVY = '#00365a';
const MARK = 'M8 9h16v4h-6v12h-4V13H8z';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${NAVY}"/><path d="${MARK}" fill="#fff"/></svg>`;
// Full bleed, the mark scaled to 60% around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${NAVY}"/><path transform="translate(16 16) scale(0.75) translate(-16 -17)" d="${MARK}" fill="#fff"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(`public/icons/${file}`, await page.locator('img').screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
