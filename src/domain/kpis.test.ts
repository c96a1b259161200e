import { describe, expect, it } from 'vitest';
import { emptyCounts, type WorkStatsMonth } from '../services/firebase/stats';
import {
  backlogOf,
  craftBacklogs,
  delayFamilies,
  equipmentReliability,
  hasData,
  hoursIn,
  monthsBetween,
  monthsSpan,
  pareto,
  pmCompliance,
  sumMonths,
  systemReliability,
  trendMonths,
  trends,
  workKpis,
} from './kpis';

const month = (m: string, extra: Partial<WorkStatsMonth> = {}): WorkStatsMonth => ({
  ...emptyCounts(),
  month: m,
  ...extra,
});

describe('months', () => {
  it('lists the months of a period, across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-31', '2026-03-01')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-01')).toEqual([]);
  });

  it('trends cover the 12 months ending with the period', () => {
    expect(trendMonths('2026-11-24')).toEqual(monthsBetween('2025-12-01', '2026-11-30'));
    expect(trendMonths('2026-12-01')[0]).toBe('2026-01');
  });

  it('counts calendar hours (February 2026: 28 days)', () => {
    expect(hoursIn(['2026-02'])).toBe(672);
    expect(hoursIn(['2026-01', '2026-02'])).toBe(744 + 672);
  });

  it('counts only the hours that have passed: none of a month to come, the current month up to now', () => {
    const now = Date.UTC(2026, 1, 11, 12); // 11 February 2026, noon UTC
    expect(hoursIn(['2026-01', '2026-02', '2026-03'], now)).toBe(744 + 10 * 24 + 12);
    expect(hoursIn(['2026-03'], now)).toBe(0);
  });
});

describe('work KPIs on known figures', () => {
  // 10 orders done, 100 h: 20 h emergency breakdowns (planned 80 h), 30 h breakdowns in 3, 6 on schedule.
  const counts = {
    ...emptyCounts(),
    done: 10,
    hours: 100,
    plannedHours: 80,
    breakdowns: 3,
    breakdownHours: 30,
    onSchedule: 6,
  };

  it('planned %, schedule compliance, reactive share, repair hours per breakdown, MTBF', () => {
    // 30 days × 24 h × 5 pieces of equipment = 3,600 h; less 30 h of repair; over 3 breakdowns.
    expect(workKpis(counts, 720, 5)).toEqual({
      planned: 0.8,
      schedule: 0.6,
      reactive: 0.3,
      mttr: 10,
      mtbf: 1190,
    });
    // With 90 h of recorded stops, those: (3,600 − 90) ÷ 3.
    expect(workKpis(counts, 720, 5, 90).mtbf).toBe(1170);
    expect(workKpis(counts, 720, 5, 0).mtbf).toBe(1200);
  });

  it('has no figure where it would divide by zero', () => {
    expect(workKpis(emptyCounts(), 720, 5)).toEqual({
      planned: null,
      schedule: null,
      reactive: null,
      mttr: null,
      mtbf: null,
    });
    expect(workKpis(counts, 720, 0).mtbf).toBeNull();
  });

  it('sums only the months asked for', () => {
    const stats = [month('2026-10', { done: 2, hours: 5 }), month('2026-11', { done: 3, hours: 7 })];
    expect(sumMonths(stats, ['2026-11'])).toMatchObject({ done: 3, hours: 7 });
    expect(sumMonths(stats, ['2026-10', '2026-11'])).toMatchObject({ done: 5, hours: 12 });
    expect(sumMonths(stats, ['2026-09'])).toEqual(emptyCounts());
  });
});

describe('PM compliance', () => {
  it('is on time over everything due, overdue open orders counted as missed', () => {
    const c = pmCompliance(
      [
        { month: '2026-10', onTime: 8, late: 1, missed: 0 },
        { month: '2026-11', onTime: 10, late: 0, missed: 1 },
      ],
      0,
    );
    expect(c.ratio).toBe(0.9);
    expect(pmCompliance([{ month: '2026-11', onTime: 9, late: 0, missed: 0 }], 1).ratio).toBe(0.9);
  });

  it('has no figure when nothing was due', () => {
    expect(pmCompliance([], 0).ratio).toBeNull();
  });
});

describe('backlog', () => {
  it('is in crew-weeks against the healthy band', () => {
    // 360 h of backlog, 120 h of it ready, against 120 crew hours a week.
    expect(backlogOf(360, 40, 2, 120, 120)).toEqual({
      hours: 360,
      orders: 40,
      unestimated: 2,
      capacity: 120,
      weeks: 3,
      band: 'healthy',
      readyHours: 120,
      readyWeeks: 1,
    });
    expect(backlogOf(600, 40, 0, 120).band).toBe('high');
    expect(backlogOf(100, 40, 0, 120).band).toBe('low');
    expect(backlogOf(360, 40, 0, 0)).toMatchObject({ weeks: null, band: null, readyWeeks: null });
  });

  it('per craft: a healthy total can hide a craft drowning and one running dry', () => {
    // 3.0 crew-weeks for the plant (270 h ÷ 90 h), but per craft:
    const rows = craftBacklogs(
      {
        Lubrication: { ready: 20, planning: 34 }, // 54 h ÷ 10 h = 5.4 weeks
        Electrical: { ready: 60, planning: 30 }, // 90 h ÷ 20 h = 4.5 weeks
        Mechanical: { ready: 42, planning: 14 }, // 56 h ÷ 40 h = 1.4 weeks
      },
      { Mechanical: 40, Electrical: 20, Lubrication: 10, Welding: 20 },
      { ready: 0, planning: 70 }, // under a craft with no capacity
    );
    expect(rows.map((r) => [r.craft, r.weeks, r.band])).toEqual([
      ['Lubrication', 5.4, 'high'],
      ['Electrical', 4.5, 'high'],
      ['Mechanical', 1.4, 'low'],
      ['Welding', 0, 'low'],
      [null, null, null],
    ]);
    expect(rows[0].readyWeeks).toBe(2);
    expect(rows[4]).toMatchObject({ ready: 0, planning: 70, capacity: 0 });
    // Float dust is not an "other crafts" row.
    expect(craftBacklogs({}, { Mechanical: 40 }, { ready: 1e-9, planning: 0 })).toHaveLength(1);
  });
});

describe('Paretos', () => {
  it('sorts largest first, leaves out zeros (taken back by rework) and keeps the top', () => {
    expect(pareto({ MNT: 3, OPR: 5, DSN: 0, EF: 1e-12, INST: 3 })).toEqual([
      { key: 'OPR', value: 5 },
      { key: 'INST', value: 3 },
      { key: 'MNT', value: 3 },
    ]);
    expect(pareto({ a: 1, b: 2, c: 3 }, 2).map((p) => p.key)).toEqual(['c', 'b']);
  });

  it('groups delay hours by code family 1–7', () => {
    expect(delayFamilies({ '1A': 2, '1F': 1.5, '4C': 6, '7D': 0.5, bad: 9 })).toEqual({ '1': 3.5, '4': 6, '7': 0.5 });
  });

  it('ranks equipment by breakdown hours with its repair hours, MTTR from its stops and MTBF', () => {
    const rows = equipmentReliability({ pump: { n: 2, h: 10 }, fan: { n: 1, h: 20 }, gone: { n: 0, h: 0 } }, 720);
    // No stops recorded: no MTTR by SMRP, and the repair hours stand in for the hours stopped.
    expect(rows).toEqual([
      { eqid: 'fan', breakdowns: 1, hours: 20, repair: 20, stopped: null, mttr: null, mtbf: 700 },
      { eqid: 'pump', breakdowns: 2, hours: 10, repair: 5, stopped: null, mttr: null, mtbf: 355 },
    ]);
    // The pump stopped 30 h in all, two failures of 12 h and 8 h: MTTR 10 h, MTBF (720 − 30) ÷ 2.
    const stopped = { pump: { s: 30 * 3600, f: 2, fs: 20 * 3600 } };
    expect(equipmentReliability({ pump: { n: 2, h: 10 } }, 720, 10, stopped)).toEqual([
      { eqid: 'pump', breakdowns: 2, hours: 10, repair: 5, stopped: 30, mttr: 10, mtbf: 345 },
    ]);
  });
});

describe('trends', () => {
  it('gives each month its own KPIs, null where the month has nothing', () => {
    const points = trends(
      ['2026-10', '2026-11'],
      [month('2026-11', { done: 4, hours: 10, plannedHours: 9, onSchedule: 2, breakdowns: 1, breakdownHours: 1 })],
      [{ month: '2026-10', onTime: 1, late: 1, missed: 0 }],
      1,
      {},
      Date.UTC(2026, 11, 1),
    );
    expect(points[0]).toMatchObject({ month: '2026-10', done: 0, pm: 0.5, planned: null, mttr: null });
    expect(points[1]).toMatchObject({ month: '2026-11', done: 4, pm: null, planned: 0.9, schedule: 0.5, mttr: 1 });
    expect(points[1].mtbf).toBe(720 - 1);
    // A month that recorded stops: its hours stopped, not its repair hours.
    const stopped = trends(
      ['2026-11'],
      [month('2026-11', { done: 1, hours: 1, breakdowns: 1, breakdownHours: 1 })],
      [],
      1,
      { '2026-11': 20 },
      Date.UTC(2026, 11, 1),
    );
    expect(stopped[0].mtbf).toBe(720 - 20);
  });

  it('knows an empty period', () => {
    expect(hasData(emptyCounts(), pmCompliance([], 0))).toBe(false);
    expect(hasData(emptyCounts(), pmCompliance([], 1))).toBe(true);
  });
});

describe('reliability per system', () => {
  it('a system (an item with children) counts the breakdowns of every unit under it', () => {
    // Line L holds machine M, which holds the pump and the motor; the fan stands alone.
    const parentOf = new Map<string, string | null>([
      ['L', null],
      ['M', 'L'],
      ['pump', 'M'],
      ['motor', 'M'],
      ['fan', null],
    ]);
    const equipment = { pump: { n: 2, h: 10 }, motor: { n: 1, h: 5 }, fan: { n: 1, h: 20 } };
    // 720 h passed: M and L stopped 3 times for 15 h: MTBF (720 − 15) ÷ 3 = 235 h, MTTR 5 h.
    expect(systemReliability(equipment, parentOf, 720)).toEqual([
      { eqid: 'L', breakdowns: 3, hours: 15, repair: 5, stopped: null, mttr: null, mtbf: 235 },
      { eqid: 'M', breakdowns: 3, hours: 15, repair: 5, stopped: null, mttr: null, mtbf: 235 },
    ]);
    // With the units' stops: M's are the pump's and the motor's (24 h, failures of 6 h and 12 h).
    const stopped = { pump: { s: 12 * 3600, f: 1, fs: 6 * 3600 }, motor: { s: 12 * 3600, f: 1, fs: 12 * 3600 } };
    expect(systemReliability(equipment, parentOf, 720, 10, stopped)[1]).toEqual({
      eqid: 'M',
      breakdowns: 3,
      hours: 15,
      repair: 5,
      stopped: 24,
      mttr: 9,
      mtbf: 232,
    });
    // A loop in damaged data stops.
    expect(
      systemReliability(
        { a: { n: 1, h: 1 } },
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
        10,
      ),
    ).toEqual([{ eqid: 'b', breakdowns: 1, hours: 1, repair: 1, stopped: null, mttr: null, mtbf: 9 }]);
  });
});

describe('a span of months', () => {
  it('runs from the first month’s start to the start of the month after the last (UTC)', () => {
    expect(monthsSpan(['2026-11', '2026-12'])).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
