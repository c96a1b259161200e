// The planner's board, in the production build against the emulators, on the demo company's
// "Converting and finishing" plant (no other journey changes its work). Next week is built from
// the backlog for two crafts — by keyboard only: a selection scheduled from the selection bar,
// and a keyboard drag steered by what the screen reader is told — then a person is over-allocated
// and warned (nothing saved), and the work goes to a day with room. A mouse drag moves an order
// to another day. This week, frozen when the plant was chosen, takes an emergency only with a
// reason, and the order shows as a break-in with the reason in its history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goInApp, inPlant, newPage, SCREENSHOTS, setUpBrowser, signIn } from './browser';
import { violations } from './axe';
import { aloneOnDemoData } from './demoLock';
import { addDays, dayOf, mondayOf } from '../src/lib/days';

setUpBrowser();
aloneOnDemoData('board.test.ts');

const PLANT = 'Converting and finishing';
/** dd.mm.yyyy, as the board writes a day. */
/** The month after `month` (yyyy-mm). */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const shown = (day: string) => day.split('-').reverse().join('.');

const backlogCards = (page: Page) => page.locator('[data-backlog] [data-work-number]');
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const personRow = (page: Page, name: string) => page.locator('tr[data-person]', { hasText: name });
async function cellOf(page: Page, name: string, day: string) {
  const uid = await personRow(page, name).getAttribute('data-person');
  return page.locator(`[data-cell="${uid}|${day}"]`);
}
/** A cell's load and hours, as the board counts them. */
async function loadOf(page: Page, name: string, day: string) {
  const [load, capacity] = (
    (await (await cellOf(page, name, day)).locator('[data-load]').getAttribute('data-load')) ?? '0/0'
  )
    .split('/')
    .map(Number);
  return { load, capacity };
}
const estimateOf = async (card: ReturnType<Page['locator']>) => {
  const text = await card.innerText();
  const hours = Number(/· ([\d.]+) h/.exec(text)?.[1] ?? '0');
  const crew = Number(/crew of (\d+)/.exec(text)?.[1] ?? '1');
  return hours / crew;
};

/**
 * Moves the picked-up order with the arrow keys to `name`'s `day`, reading each announcement as a
 * screen reader user would; then drops it with Space.
 */
async function steer(page: Page, name: string, day: string, people: string[]) {
  for (let i = 0; i < 30; i++) {
    const said = (await liveRegion(page).innerText()).trim();
    const date = /(\d\d)\.(\d\d)\.(\d{4})/.exec(said);
    const at = date ? `${date[3]}-${date[2]}-${date[1]}` : null;
    const who = people.findIndex((p) => said.includes(p));
    if (at === day && who === people.indexOf(name)) break;
    if (!at || who < 0) await page.keyboard.press('ArrowRight');
    else if (who < people.indexOf(name)) await page.keyboard.press('ArrowDown');
    else if (who > people.indexOf(name)) await page.keyboard.press('ArrowUp');
    else await page.keyboard.press(at < day ? 'ArrowRight' : 'ArrowLeft');
    await expect.poll(async () => (await liveRegion(page).innerText()).trim()).not.toBe(said);
  }
  expect(await liveRegion(page).innerText()).toContain(`${name}, `);
  expect(await liveRegion(page).innerText()).toContain(shown(day));
  await page.keyboard.press('Space');
}

describe("the planner's board", () => {
  it('builds next week by keyboard and mouse, warns before over-allocating, and takes a break-in only with a reason', async () => {
    const { page } = await newPage({ width: 1440, height: 1000 });
    await signIn(page, 'admin');
    await inPlant(page, PLANT);
    await goInApp(page, '/app/work/schedule/board');
    await page.locator('[data-backlog]').waitFor();
    await expect.poll(() => backlogCards(page).count()).toBeGreaterThan(1);
    const today = dayOf(new Date());
    const monday = addDays(mondayOf(today), 7);
    const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((n) => addDays(monday, n));
    await page.getByRole('heading', { name: `Week of ${shown(monday)}` }).waitFor();
    const people = ['Alex Admin', 'Eve Editor'];
    await personRow(page, 'Eve Editor').waitFor();
    expect(await violations(page)).toEqual([]);

    // Eve is on holiday most of Wednesday: 7 of her 8 hours (the absences form, by keyboard).
    const days = page.locator('[data-crew-days]');
    await days.getByLabel('Person').selectOption({ label: 'Eve Editor' });
    await days.getByLabel('Day').selectOption({ value: wednesday });
    await days.getByLabel('What').selectOption('holiday');
    await days.getByLabel('Hours').fill('17');
    await days.getByRole('button', { name: 'Save the day' }).press('Enter');
    await days.getByText('Hours: more than 0, at most 16 away or 12 of overtime.').waitFor();
    await days.getByLabel('Hours').fill('7');
    await days.getByRole('button', { name: 'Save the day' }).press('Enter');
    await expect.poll(async () => (await loadOf(page, 'Eve Editor', wednesday)).capacity).toBe(1);
    const wednesdayLoad = (await loadOf(page, 'Eve Editor', wednesday)).load;

    // Work of one craft: selected and scheduled for Eve on Tuesday from the selection bar.
    const filterCraft = page.locator('[data-backlog]').getByLabel('Craft');
    // Two of Eve's crafts with ready work (the demo's backlog changes with the date it is seeded on).
    const crafts = (
      await page.locator('[data-craft-weeks]').evaluateAll((els) => els.map((e) => e.getAttribute('data-craft-weeks')))
    ).filter((c): c is string => ['Mechanical', 'Electrical', 'Instrumentation'].includes(c ?? ''));
    expect(crafts.length).toBeGreaterThan(0);
    const [firstCraft, secondCraft = crafts[0]] = crafts;
    await filterCraft.selectOption(firstCraft);
    const electrical = backlogCards(page).first();
    const electricalNumber = (await electrical.getAttribute('data-work-number'))!;
    await electrical.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    const bar = page.locator('[data-selection]');
    await bar.getByLabel('Day').selectOption({ value: tuesday });
    await bar.getByLabel('Person').selectOption({ label: 'Eve Editor' });
    const tuesdayBefore = await loadOf(page, 'Eve Editor', tuesday);
    const electricalHours = await estimateOf(electrical);
    await bar.getByRole('button', { name: 'Schedule selected' }).press('Enter');
    // (Eve may already be loaded that day by the demo data: the warning is accepted if it comes.)
    if (tuesdayBefore.load + electricalHours > tuesdayBefore.capacity)
      await page.getByRole('button', { name: 'Save the move' }).press('Enter');
    await (await cellOf(page, 'Eve Editor', tuesday)).locator(`[data-work-number="${electricalNumber}"]`).waitFor();
    await expect.poll(() => backlogCards(page).filter({ hasText: electricalNumber }).count()).toBe(0);

    // Work of another: picked up by keyboard and steered onto Eve's Wednesday, where she has
    // one hour left: the board warns before saving; cancelled, nothing moves.
    await filterCraft.selectOption(secondCraft);
    const instrument = backlogCards(page).first();
    const instrumentNumber = (await instrument.getAttribute('data-work-number'))!;
    expect(wednesdayLoad + (await estimateOf(instrument))).toBeGreaterThan(1);
    await instrument.getByRole('button', { name: /^Move / }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page).innerText()).toMatch(/Picked up|is over/);
    await steer(page, 'Eve Editor', wednesday, people);
    const dialog = page.locator('[data-move-dialog]');
    await dialog.getByText('This puts people over their hours:').waitFor();
    expect(await dialog.locator('[data-overloads] li').innerText()).toMatch(
      /^Eve Editor on Wednesday .*: [\d.]+ h of 1 h$/,
    );
    await page.locator('.modal.show').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/board-overload-1440.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await backlogCards(page).filter({ hasText: instrumentNumber }).count()).toBe(1);
    expect(await loadOf(page, 'Eve Editor', wednesday)).toEqual({ load: wednesdayLoad, capacity: 1 });

    // Fixed: onto a day with room for it.
    const hours = await estimateOf(instrument);
    let roomy = '';
    for (const day of [thursday, friday, tuesday]) {
      const { load, capacity } = await loadOf(page, 'Eve Editor', day);
      if (load + hours <= capacity) {
        roomy = day;
        break;
      }
    }
    expect(roomy).not.toBe('');
    await instrument.getByRole('button', { name: /^Move / }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page).innerText()).toMatch(/Picked up|is over/);
    await steer(page, 'Eve Editor', roomy, people);
    await (await cellOf(page, 'Eve Editor', roomy)).locator(`[data-work-number="${instrumentNumber}"]`).waitFor();
    expect(await page.locator('[data-move-dialog]').count()).toBe(0);

    // The mouse: the electrical order dragged from Tuesday to Friday.
    const card = (await cellOf(page, 'Eve Editor', tuesday)).locator(`[data-work-number="${electricalNumber}"]`);
    const handle = card.getByRole('button', { name: /^Move / });
    const target = await cellOf(page, 'Eve Editor', friday);
    await target.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(30, to.height / 2), { steps: 12 });
    await page.mouse.up();
    const fridayLoad = await loadOf(page, 'Eve Editor', friday);
    if (await page.locator('[data-move-dialog]').count())
      await page.getByRole('button', { name: 'Save the move' }).click();
    await target.locator(`[data-work-number="${electricalNumber}"]`).waitFor();
    expect(fridayLoad.capacity).toBe(8);
    await page.screenshot({ path: `${SCREENSHOTS}/board-week-1440.png`, fullPage: true });

    // This week is frozen: an emergency on today needs a reason, then shows as a break-in.
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('heading', { name: `Week of ${shown(mondayOf(today))}` }).waitFor();
    await page.locator('[data-frozen="yes"]').waitFor();
    await filterCraft.selectOption('');
    const emergency = backlogCards(page).first();
    const emergencyNumber = (await emergency.getAttribute('data-work-number'))!;
    const craft = /· ([A-Za-z]+)$/.exec((await emergency.innerText()).trim())?.[1] ?? '';
    const who = craft === 'Lubrication' ? 'Alex Admin' : 'Eve Editor';
    await emergency.getByRole('checkbox').check();
    await bar.getByLabel('Day').selectOption({ value: today });
    await bar.getByLabel('Person').selectOption({ label: who });
    await bar.getByRole('button', { name: 'Schedule selected' }).click();
    await dialog.getByLabel('Reason for changing a frozen week').waitFor();
    await dialog.getByRole('button', { name: 'Save the move' }).click();
    await dialog.getByText('Give a reason: this week’s schedule is frozen.').waitFor();
    await dialog.getByLabel('Reason for changing a frozen week').fill('Stacker jammed, line stopped');
    await dialog.getByRole('button', { name: 'Save the move' }).click();
    const inserted = (await cellOf(page, who, today)).locator(`[data-work-number="${emergencyNumber}"]`);
    await inserted.getByText('Break-in').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/board-break-in-1440.png`, fullPage: true });
    await inserted.getByRole('link').click();
    await page.getByText(/Break-in on .*: Stacker jammed, line stopped/).waitFor();

    // The planning calendar shows the week just built on its days, against the crew's hours.
    await goInApp(page, `/app/work/schedule/calendar?month=${friday.slice(0, 7)}`);
    await page.locator('[data-calendar-ready="true"]').waitFor();
    const fridayCell = page.locator(`[data-day="${friday}"]`);
    await fridayCell.getByRole('link', { name: new RegExp(electricalNumber.slice(-4)) }).waitFor();
    expect(Number(await fridayCell.getAttribute('data-capacity'))).toBeGreaterThan(0);
    expect(Number(await fridayCell.getAttribute('data-load'))).toBeGreaterThanOrEqual(electricalHours);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/calendar-1440.png`, fullPage: true });
    // By keyboard: the next month, and back.
    const next = page.getByRole('button', { name: 'Next month' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.locator(`[data-month="${nextMonth(friday.slice(0, 7))}"][data-calendar-ready="true"]`).waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator(`[data-month="${friday.slice(0, 7)}"]`).waitFor();
  });
});
