import { describe, expect, it } from 'vitest';
import {
  closeProblem,
  downtimeFigures,
  downtimeMonthOf,
  downtimeOfStop,
  recountDowntime,
  type Stop,
  stopProblems,
  stopSeconds,
  stopsInWindow,
  sumDowntime,
  toMinute,
} from './downtime';

const NOW = '2026-11-20T12:00:00.000Z';
const stop = (over: Partial<Stop>): Stop => ({
  id: 's',
  equipmentId: 'P-101',
  stoppedAt: '2026-11-10T08:00:00.000Z',
  backAt: '2026-11-10T10:30:00.000Z',
  reason: 'failure',
  order: null,
  note: '',
  by: 'u',
  byName: 'Ann',
  closedBy: 'u',
  seconds: 9000,
  failure: null,
  ...over,
});

describe('a stop', () => {
  it('lasts whole seconds, counts in the month it ended (UTC) and is cut to the minute', () => {
    expect(stopSeconds('2026-11-10T08:00:00.000Z', '2026-11-10T10:30:00.000Z')).toBe(9000);
    expect(stopSeconds('2026-11-10T10:00:00.000Z', '2026-11-10T09:00:00.000Z')).toBe(0);
    expect(downtimeMonthOf('2026-11-30T23:59:00.000Z')).toBe('2026-11');
    expect(downtimeMonthOf('2026-12-01T00:00:00.000Z')).toBe('2026-12');
    expect(toMinute('2026-11-10T08:07:41.512Z')).toBe('2026-11-10T08:07:00.000Z');
  });

  it('is refused before the last stop ended, while one is open, back before stopped, ahead or too old', () => {
    const fine = { stoppedAt: '2026-11-20T09:00:00.000Z', backAt: null, reason: 'failure', note: '' };
    expect(stopProblems(fine, null, NOW)).toEqual({});
    expect(stopProblems(fine, { stop: null, lastBackAt: '2026-11-20T09:00:00.000Z' }, NOW)).toEqual({});
    expect(stopProblems(fine, { stop: null, lastBackAt: '2026-11-20T09:01:00.000Z' }, NOW)).toEqual({
      stoppedAt: 'beforeLastStop',
    });
    expect(stopProblems(fine, { stop: 'open', lastBackAt: null }, NOW)).toEqual({ stoppedAt: 'alreadyStopped' });
    expect(stopProblems({ ...fine, backAt: '2026-11-20T08:59:00.000Z' }, null, NOW)).toEqual({
      backAt: 'backBeforeStopped',
    });
    expect(stopProblems({ ...fine, stoppedAt: '2026-11-20T12:11:00.000Z' }, null, NOW)).toEqual({
      stoppedAt: 'stoppedAhead',
    });
    expect(stopProblems({ ...fine, stoppedAt: '2026-11-06T11:59:00.000Z' }, null, NOW)).toEqual({
      stoppedAt: 'stoppedTooOld',
    });
    expect(stopProblems({ ...fine, stoppedAt: null, reason: 'x', note: 'n'.repeat(501) }, null, NOW)).toEqual({
      stoppedAt: 'stoppedMissing',
      reason: 'reasonMissing',
      note: 'noteTooLong',
    });
  });

  it('closes once, not before it began nor ahead of now', () => {
    const open = { stoppedAt: '2026-11-20T09:00:00.000Z', backAt: null };
    expect(closeProblem(open, '2026-11-20T11:00:00.000Z', NOW)).toBeNull();
    expect(closeProblem(open, '2026-11-20T08:00:00.000Z', NOW)).toBe('backBeforeStopped');
    expect(closeProblem(open, '2026-11-20T13:00:00.000Z', NOW)).toBe('backAhead');
    expect(closeProblem(open, null, NOW)).toBe('backMissing');
    expect(closeProblem({ ...open, backAt: '2026-11-20T10:00:00.000Z' }, NOW, NOW)).toBe('alreadyBack');
  });
});

describe('the downtime rollup', () => {
  it('adds each closed stop to its month, failures apart', () => {
    const coded = { equipmentClass: 'pump', mode: 'VIB', mechanism: '2.4', cause: 'MNT.expected-wear', by: 'u' };
    const stops = [
      stop({ id: 'a', failure: coded }),
      stop({
        id: 'b',
        reason: 'changeover',
        stoppedAt: '2026-11-12T08:00:00.000Z',
        backAt: '2026-11-12T09:00:00.000Z',
        seconds: 3600,
      }),
      stop({
        id: 'c',
        equipmentId: 'M-1',
        backAt: '2026-12-01T01:00:00.000Z',
        stoppedAt: '2026-11-30T23:00:00.000Z',
        seconds: 7200,
      }),
      stop({ id: 'open', backAt: null, seconds: null }),
    ];
    const months = recountDowntime(stops);
    expect([...months.keys()]).toEqual(['2026-11', '2026-12']);
    expect(months.get('2026-11')).toEqual({
      stops: 2,
      seconds: 12600,
      failures: 1,
      failureSeconds: 9000,
      reasons: { failure: 9000, changeover: 3600 },
      equipment: { 'P-101': { s: 12600, f: 1, fs: 9000 } },
      codes: { 'pump|VIB|2.4|MNT.expected-wear': { n: 1, s: 9000 } },
    });
    // Only a failure's coding counts (a coding left on another reason is not a failure).
    expect(downtimeOfStop({ ...stops[1], failure: coded }).codes).toEqual({});
    expect(months.get('2026-12')!.codes).toEqual({});
    expect(downtimeOfStop(stops[2]).equipment).toEqual({ 'M-1': { s: 7200, f: 1, fs: 7200 } });
    const both = sumDowntime(
      [...months].map(([month, c]) => ({ month, ...c })),
      ['2026-11', '2026-12'],
    );
    expect(both).toMatchObject({ stops: 3, seconds: 19800, failures: 2, failureSeconds: 16200 });
  });
});

describe('downtime figures', () => {
  it('works out availability, MTTR (stop to service) and MTBF (uptime per failure) in hours', () => {
    // 720 h in the period, 2 failures of 2 h and 4 h, a changeover of 6 h: 12 h down.
    const f = downtimeFigures({ stops: 3, seconds: 12 * 3600, failures: 2, failureSeconds: 6 * 3600 }, 720);
    expect(f.downtimeHours).toBe(12);
    expect(f.availability).toBeCloseTo(708 / 720, 10);
    expect(f.mttr).toBe(3);
    expect(f.mtbf).toBe(354);
  });

  it('says nothing rather than divide by zero', () => {
    expect(downtimeFigures({ stops: 0, seconds: 0, failures: 0, failureSeconds: 0 }, 0)).toMatchObject({
      availability: null,
      mttr: null,
      mtbf: null,
    });
    // No stop recorded in a period that passed: no availability (not 100 %).
    expect(downtimeFigures({ stops: 0, seconds: 0, failures: 0, failureSeconds: 0 }, 720).availability).toBeNull();
    expect(downtimeFigures({ stops: 1, seconds: 5000 * 3600, failures: 1, failureSeconds: 0 }, 10)).toMatchObject({
      availability: 0,
      mtbf: 0,
    });
  });

  it('counts the part of each stop inside the window, an open stop up to now', () => {
    const from = '2026-11-10T09:00:00.000Z';
    const counts = stopsInWindow(
      [
        stop({ id: 'across-start' }), // 08:00–10:30: 1.5 h inside, ended inside
        stop({ id: 'open', stoppedAt: '2026-11-20T11:00:00.000Z', backAt: null, seconds: null }), // 1 h so far
        stop({
          id: 'before',
          stoppedAt: '2026-11-01T08:00:00.000Z',
          backAt: '2026-11-01T09:00:00.000Z',
          seconds: 3600,
        }),
      ],
      from,
      NOW,
    );
    expect(counts.seconds).toBe(2.5 * 3600);
    expect(counts.stops).toBe(1);
    expect(counts.failures).toBe(1);
    expect(counts.failureSeconds).toBe(9000);
    expect(counts.reasons).toEqual({ failure: 2.5 * 3600 });
  });
});
