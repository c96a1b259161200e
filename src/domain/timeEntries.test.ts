import { describe, expect, it } from 'vitest';
import { hoursBetween, parseTypedHours, readTimer, timeProblem, timeTotals, type TimeEntry } from './timeEntries';

const NOW = new Date('2026-11-27T12:00:00Z');
const at = (hhmm: string) => `2026-11-27T${hhmm}:00.000Z`;
const entry = (by: string, hours: number, craft = 'Mechanical', extra: Partial<TimeEntry> = {}): TimeEntry => ({
  id: `${by}${hours}`,
  by,
  byName: by.toUpperCase(),
  craft,
  startedAt: null,
  endedAt: null,
  hours,
  note: '',
  at: null,
  ...extra,
});

describe('a time entry', () => {
  it('is hours above 0 and at most 24, typed with a point or a comma', () => {
    expect(parseTypedHours('1,5')).toBe(1.5);
    expect(parseTypedHours(' 2 ')).toBe(2);
    expect(parseTypedHours('-1')).toBeNaN();
    expect(parseTypedHours('1.5h')).toBeNaN();
    const typed = (hours: number) => timeProblem({ hours, startedAt: null, endedAt: null }, [], NOW);
    expect(typed(1.5)).toBeNull();
    expect(typed(Number.NaN)).toBe('hoursMissing');
    expect(typed(0)).toBe('hoursNotPositive');
    expect(typed(-2)).toBe('hoursNotPositive');
    expect(typed(24.5)).toBe('hoursTooMany');
  });

  it('from a timer: its run to the hundredth, not in the future, not overlapping the person’s own time', () => {
    expect(hoursBetween(at('08:00'), at('09:45'))).toBe(1.75);
    const run = { hours: 1.75, startedAt: at('08:00'), endedAt: at('09:45') };
    expect(timeProblem(run, [], NOW)).toBeNull();
    expect(timeProblem(run, [{ startedAt: at('09:30'), endedAt: at('10:00') }], NOW)).toBe('overlaps');
    expect(timeProblem(run, [{ startedAt: at('09:45'), endedAt: at('10:00') }], NOW)).toBeNull();
    expect(timeProblem({ hours: 1, startedAt: at('12:30'), endedAt: at('13:30') }, [], NOW)).toBe('inFuture');
    expect(timeProblem({ hours: 1, startedAt: at('10:00'), endedAt: at('09:00') }, [], NOW)).toBe('hoursNotPositive');
  });

  it('asks a timer left running longer than a shift to be corrected first', () => {
    expect(timeProblem({ hours: 14, startedAt: '2026-11-26T22:00:00.000Z', endedAt: at('12:00') }, [], NOW)).toBe(
      'longTimer',
    );
  });
});

describe('an order’s time', () => {
  it('adds up per person and per craft', () => {
    const totals = timeTotals([entry('eve', 1.5), entry('ed', 2, 'Electrical'), entry('eve', 0.25)]);
    expect(totals.total).toBe(3.75);
    expect(totals.byPerson).toEqual([
      { uid: 'eve', name: 'EVE', hours: 1.75 },
      { uid: 'ed', name: 'ED', hours: 2 },
    ]);
    expect(totals.byCraft).toEqual([
      { craft: 'Mechanical', hours: 1.75 },
      { craft: 'Electrical', hours: 2 },
    ]);
  });
});

describe('the device’s timer', () => {
  it('reads back what was kept, and nothing from damaged text', () => {
    const kept = { plant: 's/p', number: 'WR-20261127-AB12', uid: 'u1', startedAt: at('08:00') };
    expect(readTimer(JSON.stringify(kept))).toEqual(kept);
    expect(readTimer(null)).toBeNull();
    expect(readTimer('{oops')).toBeNull();
    expect(readTimer(JSON.stringify({ ...kept, startedAt: 'yesterday' }))).toBeNull();
  });
});
