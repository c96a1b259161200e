// A technician's breakdown on a 375 px phone, in Spanish: scan an equipment label with the camera
// (Chromium's fake camera shows the label's real QR code, taken from the labels page), land on
// the equipment, raise a breakdown, start it at once (the emergency path), time it with the timer
// kept on the phone, record that the equipment stopped, put it on hold for parts with a parts
// delay, resume it, complete it, record it back in service, code the failure, and log out. (The timer through a real reload: forms/TimePanel.test.tsx.) Against the production build and the emulators, under the production CSP.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import es from '../src/i18n/es.json';
import { baseURL, goInApp, inPlant, SCREENSHOTS, setUpBrowser, signIn, takeBlocked, unique, watchCsp } from './browser';
import { aloneOnDemoData } from './demoLock';

setUpBrowser();
aloneOnDemoData('fieldJourney.test.ts');

const say = (key: keyof typeof es, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), es[key]);

/**
 * A one-frame video (Y4M, which Chromium's fake camera plays in a loop) of `text`'s QR code, dark
 * modules on a light page, as a phone held over a printed label would see it.
 */
function labelVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height] = [640, 480];
  const size = qr.modules.size;
  const scale = Math.floor(420 / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c))
        for (let y = 0; y < scale; y++) {
          const row = (top + r * scale + y) * width;
          luma.fill(16, row + left + c * scale, row + left + (c + 1) * scale);
        }
  const chroma = Buffer.alloc((width * height) / 4, 128);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\nFRAME\n`), luma, chroma, chroma]),
  );
}

let phone: Browser | undefined;
afterAll(async () => {
  await phone?.close();
});

describe('a breakdown from a phone, in Spanish', () => {
  it('scan → equipment → breakdown started at once → stopped → timer → on hold for parts → resume → complete → back in service → failure coded → log out', async () => {
    // One browser with a fake camera playing `video` (read when the camera opens, so it is
    // written below once the label is known).
    const video = path.resolve(`test-results/label-${unique()}.y4m`);
    phone = await chromium.launch({
      ...CHROMIUM_LAUNCH,
      args: [
        ...CHROMIUM_LAUNCH.args,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await phone.newContext({
      baseURL: baseURL(),
      viewport: { width: 375, height: 740 },
      permissions: ['camera'],
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => {
      if (!localStorage.getItem('__current_language')) localStorage.setItem('__current_language', 'es');
    });
    const page = await context.newPage();
    watchCsp(page);
    await signIn(page, 'editor', '/app/assets/list');
    await inPlant(page);

    // The label of the plant's first piece of equipment, as the labels page prints it.
    const first = page.locator('main a[href*="/app/assets/equipment/"]').first();
    await first.waitFor();
    const eqid = (await first.getAttribute('href'))!.split('/').at(-1)!;
    await goInApp(page, `/app/assets/labels?ids=${eqid}`);
    const opens = say('assets.labels.qrAlt', { tag: '(.*)', url: '(.*)' });
    const qr = page.getByRole('img', { name: new RegExp(`^${opens}$`) });
    await qr.waitFor();
    const label = new RegExp(`^${opens}$`).exec((await qr.getAttribute('alt'))!)![2];
    expect(new URL(label).pathname).toBe(`/app/assets/equipment/${eqid}`);
    labelVideo(label, video);

    // Scan the label: the equipment's page opens.
    await goInApp(page, '/app/assets/scan');
    await page.getByRole('button', { name: say('assets.scan.start') }).click();
    await page.waitForURL(`**/app/assets/equipment/${eqid}**`, { timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/field-scanned.png`, fullPage: true });

    // Raise a breakdown on it.
    await page.getByRole('link', { name: say('assets.equipment.raiseWork') }).click();
    const title = `Rodamiento bloqueado ${unique()}`;
    await page.getByLabel(say('work.pages.field.workType')).selectOption('BRP');
    await page.getByLabel(say('work.pages.field.title')).fill(title);
    await page.getByRole('button', { name: say('work.pages.submitRaise') }).click();
    await page.getByRole('heading', { name: new RegExp(title) }).waitFor();
    const status = page.locator('[data-work-status]');

    // Start it at once: the emergency path.
    await page.getByRole('button', { name: say('work.forms.emergencyStart') }).click();
    await expect.poll(() => status.getAttribute('data-work-status')).toBe('inProgress');
    // The equipment stopped: recorded on the order (the reason starts as a failure), live.
    await page.getByRole('button', { name: say('downtime.stopNow') }).click();
    await page.locator('[data-run-state="stopped"]').waitFor();
    await page.locator('[data-stop]').first().waitFor();

    // The timer: started, kept through a reload (set back half an hour, as if worked), stopped and logged.
    await page.getByRole('button', { name: say('work.time.start') }).click();
    await page.locator('[data-timer-running]').waitFor();
    await page.evaluate(() => {
      const key = '__torque_work_timer';
      const timer = JSON.parse(localStorage.getItem(key)!) as { startedAt: string };
      localStorage.setItem(
        key,
        JSON.stringify({ ...timer, startedAt: new Date(Date.now() - 30 * 60_000).toISOString() }),
      );
    });
    await page.reload();
    await page.locator('[data-timer-running]').waitFor();
    await page.getByRole('button', { name: say('work.time.stop') }).click();
    await page.locator('[data-time-entry]').first().waitFor();
    await expect.poll(() => page.locator('[data-time-panel]').innerText()).toContain('0,5 h');

    // On hold for parts: a parts delay first, then the hold.
    await page.getByRole('button', { name: say('work.forms.addDelay') }).click();
    await page.getByLabel(say('work.forms.delayCode', { n: '1' })).selectOption('4A');
    await page.getByLabel(say('work.forms.delayHours', { n: '1' })).fill('1');
    await page.getByRole('button', { name: say('work.forms.hold') }).click();
    await expect.poll(() => status.getAttribute('data-work-status')).toBe('awaitingMaterials');
    await page.screenshot({ path: `${SCREENSHOTS}/field-on-hold.png`, fullPage: true });

    // Back to work, then complete it.
    await page.getByRole('button', { name: say('work.forms.resume') }).click();
    await expect.poll(() => status.getAttribute('data-work-status')).toBe('inProgress');
    await page.getByLabel(say('work.forms.action')).selectOption('replace');
    await page.getByLabel(new RegExp(say('work.forms.failureCause'))).selectOption('MNT');
    await page.getByRole('button', { name: say('work.forms.complete') }).click();
    await expect.poll(() => status.getAttribute('data-work-status')).toBe('workComplete');
    // Back in service: the stop closes with its length.
    await page.getByRole('button', { name: say('downtime.backButton') }).click();
    await page.locator('[data-run-state="running"]').waitFor();
    await expect.poll(() => page.locator('[data-stop]').first().innerText()).toMatch(/\d h/);
    // The failure coded (ISO 14224): the class, then a mode of that class; mechanism and cause wait.
    await page
      .locator('[data-stop] button', { hasText: say('downtime.codeButton') })
      .first()
      .click();
    await page.getByLabel(say('downtime.codingClass')).selectOption('pump');
    await page.getByLabel(say('downtime.codingMode')).selectOption('ELP');
    await page.getByRole('button', { name: say('downtime.codingSave') }).click();
    await page.locator('[data-stop] [data-coded="pump|ELP|-|-"]').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/field-complete.png`, fullPage: true });

    // Log out from the phone's top bar.
    await page.getByRole('button', { name: new RegExp(say('app.userMenu', { name: '' }).trim()) }).click();
    await page.getByRole('menuitem', { name: say('app.logout') }).click();
    await page.waitForURL('**/user/login');
    expect(takeBlocked()).toEqual([]);
  });
});
