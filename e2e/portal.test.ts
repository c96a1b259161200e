// The request portal, in the production build against the emulators: a phone with no account
// opens the portal from an equipment label's QR code, is told what is missing, refused script,
// sends a safety request with a photo, and gets its status link; a second request within the
// minute is refused in words with what was typed kept; an admin's bell shows the request live, the
// order is marked "From the portal" with the requester's contact and photo, the admin triages it,
// and the status link then says it was accepted. A link whose portal does not exist says so.
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTAL_KEY } from '../scripts/portalData';
import { DEMO_SITES } from '../scripts/plantData';
import { inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('portal.test.ts');

const [EQUIPMENT] = DEMO_SITES[0].plants[0].equipment();

/** A small solid-colour PNG, as a phone's camera would hand the page a photo. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x6a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send the request' });

describe('the request portal', () => {
  it(
    'a phone with no account sends a safety request with a photo → an admin triages it → the status link says so',
    { timeout: 180_000 },
    async () => {
      // An admin at a desk, with the notifications open.
      const desk = await newPage({ width: 1440, height: 900 });
      await signIn(desk.page, 'admin');
      await inPlant(desk.page);
      await desk.page.locator('[data-unread-count]').click();

      const { page } = await newPage({ width: 375, height: 800 });
      await page.goto(`/portal/${DEMO_PORTAL_KEY}?e=${EQUIPMENT.id}`);
      // The QR code named the equipment.
      await page.locator(`[data-portal-equipment="${EQUIPMENT.id}"]`).waitFor();

      // Nothing filled in: every missing field says so, nothing is sent.
      await sendButton(page).click();
      await page.getByText('The request was not sent. Check the fields marked below.').waitFor();
      await page.getByText('Choose how urgent it looks.').waitFor();
      expect(await page.getByText('Fill this in.').count()).toBe(2);

      const title = `Oil on the floor ${unique()}`;
      await page.getByLabel('What is wrong?').fill(title);
      await page.getByLabel('More detail (optional)').fill('Slippery <script>alert(1)</script>');
      await page.getByLabel('Safety: someone could get hurt').check();
      await page.getByLabel('Your name').fill('Pat Operator');
      await page.getByLabel('Phone or e-mail (optional)').fill('+34 600 123 456');
      await page
        .getByLabel('Photo (optional)')
        .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: png(64, 48) });
      await page.getByRole('img', { name: 'The photo to send' }).waitFor();
      await sendButton(page).click();
      await page.getByText('Remove the HTML tags').waitFor();
      await page.getByLabel('More detail (optional)').fill('Slippery, next to the walkway.');
      await page.screenshot({ path: `${SCREENSHOTS}/portal-form-375.png`, fullPage: true });
      await sendButton(page).click();

      const sent = page.locator('[data-portal-sent]');
      await sent.waitFor({ timeout: 60_000 });
      const number = await sent.getAttribute('data-portal-sent');
      const link = await page.locator('[data-portal-status-link]').getAttribute('href');
      expect(link).toMatch(/\/portal\/status\/[A-Za-z0-9]{20}$/);
      await page.screenshot({ path: `${SCREENSHOTS}/portal-sent-375.png`, fullPage: true });

      // A second request at once: refused in words, what was typed kept.
      await page.getByRole('button', { name: 'Report another fault' }).click();
      await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('Pat Operator');
      await page.getByLabel('What is wrong?').fill('Second fault');
      await page.getByLabel('It can wait: production goes on').check();
      await sendButton(page).click();
      await page.locator('[data-portal-refusal="wait"]').waitFor();
      expect(await page.getByLabel('What is wrong?').inputValue()).toBe('Second fault');

      // The status link: received.
      await page.goto(link!);
      await page.locator('[data-portal-stage="received"]').waitFor();
      await page.getByText(title).waitFor();

      // The admin's bell shows it live; from there to the order, marked from the portal, with
      // the sender's contact and photo; accepted into planning.
      const notice = desk.page.getByRole('link', { name: new RegExp(`New safety request ${number}`) });
      await notice.waitFor({ timeout: 60_000 });
      await desk.page.screenshot({ path: `${SCREENSHOTS}/portal-bell-1440.png` });
      await notice.click();
      await desk.page.waitForURL(new RegExp(`/app/work/${number}$`));
      await desk.page.locator('[data-portal-badge]').first().waitFor();
      const origin = desk.page.locator('[data-portal-origin]');
      await origin.waitFor({ timeout: 60_000 });
      await origin.getByText('Pat Operator').waitFor();
      await origin.getByRole('link', { name: '+34 600 123 456' }).waitFor();
      await desk.page.locator('[data-portal-urgency="safety"]').waitFor();
      // The photo is among the order's files.
      await desk.page.getByText(/leak/).first().waitFor({ timeout: 30_000 });
      await desk.page.screenshot({ path: `${SCREENSHOTS}/portal-order-1440.png`, fullPage: true });
      await desk.page.locator('button[data-move="inPlanning"]').click();
      await desk.page.getByRole('button', { name: 'Move it' }).click();
      await desk.page.locator('[data-work-status="inPlanning"]').waitFor({ timeout: 60_000 });

      await page.getByRole('button', { name: 'Check again' }).click();
      await page.locator('[data-portal-stage="accepted"]').waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/portal-status-375.png`, fullPage: true });
    },
  );

  it('a link whose portal does not exist, or is off, says it is not in use', async () => {
    const { page } = await newPage({ width: 375, height: 700 });
    await page.goto('/portal/NoSuchPortalKey00001');
    await page.getByRole('heading', { name: 'This link is not in use' }).waitFor();
    await page.goto('/portal/status/NoSuchStatusKey00001');
    await page.getByText('This status link names no request.').waitFor();
  });
});
