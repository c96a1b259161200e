import { describe, expect, it } from 'vitest';
import type { CrewDay, CrewMember } from './board';
import { crewDayId } from './board';
import { forecast } from './forecast';
import {
  addMonths,
  calendarMonth,
  crewHoursOn,
  crewWeeks,
  isMonth,
  monthWeeks,
  totalOf,
  type CalendarOrder,
} from './planningCalendar';

// December 2026 starts on a Tuesday and ends on a Thursday.
const crew: Record<string, CrewMember> = {
  ann: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
  bob: { crafts: ['Mechanical', 'Electrical'], hours: 6, days: [1, 2, 3, 4] },
};
const away = (uid: string, day: string, hours: number, kind: CrewDay['kind'] = 'holiday'): [string, CrewDay] => [
  crewDayId(uid, day),
  { uid, day, kind, hours, note: '' },
];
const order = (number: string, day: string | null, craft: string, hours: number): CalendarOrder => ({
  number,
  title: `Job ${number}`,
  scheduledFor: day,
  plan: { estimatedHours: hours, craft },
});

describe('months', () => {
  it('steps over year ends and says what a month is', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('26-12')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('lays a month out in Monday-based weeks of seven days, spilling into its neighbours', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toBe('2026-11-30');
    expect(weeks[4][6]).toBe('2027-01-03');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2027-02')[3][6]).toBe('2027-02-28');
  });
});

describe('the crew’s hours', () => {
  it('counts each person in every craft they work in, with absences and overtime', () => {
    const none = new Map<string, CrewDay>();
    const tue = crewHoursOn('2026-12-01', crew, none);
    expect(Object.fromEntries([...tue.values()].map((e) => [e.craft, e.hours]))).toEqual({
      Mechanical: 14,
      Electrical: 6,
    });
    const friday = crewHoursOn('2026-12-04', crew, none);
    expect(totalOf(friday)).toBe(8);
    const exceptions = new Map([away('ann', '2026-12-01', 8), away('bob', '2026-12-01', 2, 'overtime')]);
    expect(totalOf(crewHoursOn('2026-12-01', crew, exceptions))).toBe(16);
  });

  it('sums weeks per craft and in all, each person once in the total', () => {
    const [week] = crewWeeks(['2026-11-30'], crew, new Map([away('ann', '2026-12-02', 4, 'training')]));
    expect(week.byCraft).toEqual({ Mechanical: 36 + 24, Electrical: 24 });
    expect(week.total).toBe(36 + 24);
  });
});

describe('the month', () => {
  const exceptions = new Map([away('bob', '2026-12-01', 6)]);
  const scheduled = [
    order('WR-1', '2026-12-01', 'Mechanical', 10),
    order('WR-2', '2026-12-01', 'electrical', 3),
    order('WR-3', null, 'Mechanical', 5),
    order('WR-4', '2027-02-01', 'Mechanical', 5),
  ];
  const due = [{ planId: 'p1', title: 'Grease', due: '2026-12-01', craft: 'Mechanical', hours: 1 }];

  it('puts scheduled and due work on its day with its hours against the crew’s, per craft', () => {
    const weeks = calendarMonth({ month: '2026-12', scheduled, due, crew, exceptions });
    const tue = weeks[0][1];
    expect(tue.day).toBe('2026-12-01');
    expect(tue.inMonth).toBe(true);
    expect(weeks[0][0].inMonth).toBe(false);
    expect(tue.scheduled.map((o) => o.number)).toEqual(['WR-1', 'WR-2']);
    expect(tue.due.map((d) => d.title)).toEqual(['Grease']);
    expect(totalOf(tue.load)).toBe(14);
    // Bob is away: Ann's 8 h of Mechanical, nobody in Electrical.
    expect(tue.load.get('mechanical')).toEqual({ craft: 'Mechanical', hours: 11 });
    expect(tue.capacity.get('mechanical')?.hours).toBe(8);
    expect(tue.capacity.get('electrical')).toBeUndefined();
    // Each person once in the day's hours: Bob's two crafts are not 12 h.
    expect(weeks[0][2].crewHours).toBe(14);
    expect(totalOf(weeks[0][2].capacity)).toBe(20);
    // Unscheduled work and work outside the grid are nowhere.
    expect(weeks.flat().flatMap((d) => d.scheduled.map((o) => o.number))).toEqual(['WR-1', 'WR-2']);
  });

  it('shows one craft alone, its work and its crew, whatever the case it is written in', () => {
    const weeks = calendarMonth({ month: '2026-12', scheduled, due, crew, exceptions: new Map(), craft: 'Electrical' });
    const tue = weeks[0][1];
    expect(tue.scheduled.map((o) => o.number)).toEqual(['WR-2']);
    expect(tue.due).toEqual([]);
    expect([...tue.capacity.keys()]).toEqual(['electrical']);
    expect(totalOf(tue.capacity)).toBe(6);
    expect(tue.crewHours).toBe(6);
  });

  it('takes the forecast’s items as the due work, on the same scale as the capacity', () => {
    const f = forecast({
      plans: [
        {
          id: 'p1',
          title: 'Grease',
          active: true,
          trigger: 'calendar',
          interval: { every: 1, unit: 'weeks' },
          meter: null,
          scheduling: 'fixed',
          nextDue: '2026-12-02',
          nextThreshold: null,
          estimatedHours: 2,
          craft: 'Mechanical',
          lastOrder: null,
        },
      ],
      rates: new Map(),
      capacity: {},
      weekly: crewWeeks(['2026-11-30'], crew, new Map()).map((w) => w.byCraft),
      today: '2026-11-30',
      weeks: 1,
    });
    expect(f.weeks[0].capacity).toEqual({ Mechanical: 64, Electrical: 24 });
    const weeks = calendarMonth({
      month: '2026-12',
      scheduled: [],
      due: f.weeks[0].items,
      crew,
      exceptions: new Map(),
    });
    expect(weeks[0][2].due.map((d) => d.title)).toEqual(['Grease']);
    expect(totalOf(weeks[0][2].load)).toBe(2);
  });
});
