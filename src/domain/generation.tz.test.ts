// The due-date arithmetic in several time zones: days are calendar text, so a plan's dates are
// the same wherever the device is, across daylight-saving changes (some at midnight), and
// "today" is the device's local day.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, today } from '../lib/days';
import type { EquipmentSummary } from '../services/firebase/assets';
import type { PlanInput } from '../services/firebase/plans';
import { completionAdvance, initialProgress, type PlanLike, planGeneration } from './generation';
import { addInterval } from './intervals';

const ZONES = [
  'UTC',
  'Pacific/Auckland',
  'America/Los_Angeles',
  'America/Santiago',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
];
const PUMP: EquipmentSummary = {
  id: 'pump1',
  tag: 'P-101',
  name: 'Feed pump',
  criticality: 7,
  parent: null,
  status: 'inService',
};

const input = (extra: Partial<PlanInput>): PlanInput => ({
  title: 'Inspect',
  equipmentIds: ['pump1'],
  steps: [],
  workType: 'PM-INSP',
  estimatedHours: 1,
  craft: 'Mechanical',
  assignees: [],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 1, unit: 'days' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 0,
  startDate: '2026-01-01',
  active: true,
  ...extra,
});

/** A year of a plan's due dates and generation days, plus some day arithmetic, as text. */
function calendarOf(extra: Partial<PlanInput>): string[] {
  const i = input(extra);
  let p: PlanLike = { id: 'P', ...i, ...initialProgress(i, null) };
  const out: string[] = [];
  for (let n = 0; n < 60; n++) {
    const g = planGeneration(p, '2099-12-31', null, PUMP, { uid: 'u', name: 'U' })!;
    out.push(`${g.order.pm.due}/${p.generateOn}/${g.order.pm.toleranceDays}`);
    p = { ...p, ...g.advance };
  }
  return out;
}

function dayArithmetic(): string[] {
  const out: string[] = [];
  // Daylight-saving changes of 2026 in the zones above (April, September, October, March…).
  for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-09-27', '2026-10-04', '2026-11-01'])
    out.push(addDays(day, -1), addDays(day, 1), String(daysBetween('2026-01-01', day)));
  out.push(
    addInterval('2028-02-29', { every: 1, unit: 'years' }),
    addInterval('2026-01-31', { every: 1, unit: 'months' }),
  );
  const floating = input({ scheduling: 'floating', interval: { every: 1, unit: 'weeks' }, leadDays: 2 });
  out.push(
    JSON.stringify(completionAdvance({ id: 'P', ...floating, ...initialProgress(floating, null) }, '2026-10-04', null)),
  );
  return out;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('in every time zone', () => {
  const expected = {
    daily: calendarOf({ interval: { every: 1, unit: 'days' }, startDate: '2026-03-01', leadDays: 1 }),
    weekly: calendarOf({ interval: { every: 1, unit: 'weeks' }, startDate: '2026-09-01', leadDays: 3 }),
    monthly: calendarOf({ interval: { every: 1, unit: 'months' }, startDate: '2028-01-31', leadDays: 7 }),
    days: dayArithmetic(),
  };

  it.each(ZONES)('gives the same dates in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(calendarOf({ interval: { every: 1, unit: 'days' }, startDate: '2026-03-01', leadDays: 1 })).toEqual(
      expected.daily,
    );
    expect(calendarOf({ interval: { every: 1, unit: 'weeks' }, startDate: '2026-09-01', leadDays: 3 })).toEqual(
      expected.weekly,
    );
    expect(calendarOf({ interval: { every: 1, unit: 'months' }, startDate: '2028-01-31', leadDays: 7 })).toEqual(
      expected.monthly,
    );
    expect(dayArithmetic()).toEqual(expected.days);
  });

  it('takes today as the device’s local day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
    vi.stubEnv('TZ', 'Pacific/Auckland');
    expect(today()).toBe('2026-04-01');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(today()).toBe('2026-03-31');
    vi.stubEnv('TZ', 'UTC');
    expect(today()).toBe('2026-03-31');
  });

  it('sanity: the expected dates are what the calendar says', () => {
    expect(expected.monthly.slice(0, 3)).toEqual([
      '2028-01-31/2028-01-24/3',
      '2028-02-29/2028-02-22/3',
      '2028-03-31/2028-03-24/3',
    ]);
    expect(expected.daily.length).toBe(60);
  });
});
