import { describe, expect, it } from 'vitest';
import {
  assigneesAfter,
  backlogOf,
  type BoardContext,
  type BoardOrder,
  checkCrewDay,
  checkCrewRow,
  checkDrop,
  crewDayOf,
  crewMemberOf,
  crewDayId,
  dayCapacity,
  loadOf,
  totalsCrewWeeks,
  weekdayOf,
  withPlacedMoves,
} from './board';
import { areasOf } from './assets';

// 2026-11-30 is a Monday.
const MON = '2026-11-30';
const TUE = '2026-12-01';
const SAT = '2026-12-05';

const order = (
  number: string,
  over: Partial<BoardOrder> = {},
  plan: Partial<NonNullable<BoardOrder['plan']>> = {},
): BoardOrder => ({
  number,
  equipmentId: 'p101',
  status: 'readyToSchedule',
  rime: 30,
  raisedAt: '2026-11-20T08:00:00.000Z',
  workType: 'CSM',
  equipmentTag: 'P-101',
  equipmentName: 'Feed pump',
  scheduledFor: null,
  plan: { estimatedHours: 4, craft: 'Mechanical', assignees: [], permits: [], ...plan },
  ...over,
});

const ctx = (over: Partial<BoardContext> = {}): BoardContext => ({
  today: MON,
  crew: {
    ana: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
    ben: { crafts: ['Electrical', 'Instrumentation'], hours: 8, days: [1, 2, 3, 4, 5] },
  },
  exceptions: new Map(),
  permitDays: {},
  frozen: new Set(),
  scheduled: [],
  ...over,
});

describe('weekdays and capacity', () => {
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(weekdayOf(MON)).toBe(1);
    expect(weekdayOf(SAT)).toBe(6);
    expect(weekdayOf('2026-12-06')).toBe(7);
  });

  it('gives the usual hours on working days, none on others; absences take hours away, overtime adds', () => {
    const ana = { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] as const };
    const m = { ...ana, days: [...ana.days] };
    expect(dayCapacity(m, MON, undefined)).toBe(8);
    expect(dayCapacity(m, SAT, undefined)).toBe(0);
    expect(dayCapacity(undefined, MON, undefined)).toBe(0);
    const ex = (kind: 'holiday' | 'overtime' | 'training', hours: number) => ({
      uid: 'ana',
      day: MON,
      kind,
      hours,
      note: '',
    });
    expect(dayCapacity(m, MON, ex('holiday', 8))).toBe(0);
    expect(dayCapacity(m, MON, ex('training', 3))).toBe(5);
    expect(dayCapacity(m, MON, ex('holiday', 12))).toBe(0);
    expect(dayCapacity(m, MON, ex('overtime', 2))).toBe(10);
    expect(dayCapacity(m, SAT, { ...ex('overtime', 6), day: SAT })).toBe(6);
  });

  it('shares an order’s estimate between its crew', () => {
    const load = loadOf([
      order('1', { status: 'weeklySchedule', scheduledFor: MON }, { estimatedHours: 6, assignees: ['ana', 'ben'] }),
      order('2', { status: 'weeklySchedule', scheduledFor: MON }, { estimatedHours: 2, assignees: ['ana'] }),
      order('3', { status: 'readyToSchedule' }, { assignees: ['ana'] }),
    ]);
    expect(load.get('ana')?.get(MON)).toBe(5);
    expect(load.get('ben')?.get(MON)).toBe(3);
  });
});

describe('assigneesAfter', () => {
  it('replaces the person dragged from, takes the first planned place from the backlog, or keeps the crew', () => {
    expect(assigneesAfter({ assignees: ['ana', 'ben'] }, 'ana', 'cy')).toEqual(['cy', 'ben']);
    expect(assigneesAfter({ assignees: ['ana', 'ben'] }, null, 'cy')).toEqual(['cy', 'ben']);
    expect(assigneesAfter({ assignees: [] }, null, 'ana')).toEqual(['ana']);
    expect(assigneesAfter({ assignees: ['ana', 'ben'] }, null, 'ben')).toEqual(['ana', 'ben']);
    expect(assigneesAfter({ assignees: ['ana'] }, 'ana', 'ana')).toEqual(['ana']);
    expect(assigneesAfter({ assignees: ['ana', 'ben'] }, 'ana', null)).toEqual(['ana', 'ben']);
  });
});

describe('checkDrop', () => {
  it('accepts ready work on a person of its craft with room', () => {
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'ana' }, ctx())).toEqual({
      refusal: null,
      needsReason: false,
      overloads: [],
    });
  });

  it('refuses a past day, a person without the craft, someone not in the crew', () => {
    expect(checkDrop([{ order: order('1'), from: null }], { day: '2026-11-29', uid: 'ana' }, ctx()).refusal).toEqual({
      reason: 'pastDay',
      number: '1',
    });
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'ben' }, ctx()).refusal?.reason).toBe(
      'craft',
    );
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'zed' }, ctx()).refusal?.reason).toBe(
      'notCrew',
    );
    // The craft matches whatever its case or spaces.
    const lower = order('2', {}, { craft: ' mechanical ' });
    expect(checkDrop([{ order: lower, from: null }], { day: TUE, uid: 'ana' }, ctx()).refusal).toBeNull();
  });

  it('refuses a permit on a weekday its type is not allowed, naming the permit', () => {
    const hot = order('1', {}, { permits: ['HWP-FM'] });
    const rules = ctx({
      permitDays: { 'HWP-FM': [1, 2, 3, 4, 5] },
      crew: { ana: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5, 6] } },
    });
    expect(checkDrop([{ order: hot, from: null }], { day: SAT, uid: 'ana' }, rules).refusal).toEqual({
      reason: 'permitDay',
      number: '1',
      permit: 'HWP-FM',
    });
    expect(checkDrop([{ order: hot, from: null }], { day: TUE, uid: 'ana' }, rules).refusal).toBeNull();
  });

  it('refuses unplanned or unmovable work, and the daily schedule back to the backlog', () => {
    expect(
      checkDrop([{ order: order('1', { plan: null }), from: null }], { day: TUE, uid: null }, ctx()).refusal?.reason,
    ).toBe('notPlanned');
    expect(
      checkDrop([{ order: order('1', { status: 'inProgress' }), from: null }], { day: TUE, uid: null }, ctx()).refusal
        ?.reason,
    ).toBe('notMovable');
    expect(
      checkDrop([{ order: order('1', { status: 'dailySchedule' }), from: null }], 'backlog', ctx()).refusal?.reason,
    ).toBe('dailyToBacklog');
    expect(checkDrop([{ order: order('1'), from: null }], 'backlog', ctx()).refusal?.reason).toBe('notMovable');
  });

  it('asks for a reason when a frozen week gains or loses work', () => {
    const frozen = ctx({ frozen: new Set([MON]) });
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'ana' }, frozen).needsReason).toBe(true);
    const inWeek = order('2', { status: 'weeklySchedule', scheduledFor: TUE }, { assignees: ['ana'] });
    expect(checkDrop([{ order: inWeek, from: 'ana' }], 'backlog', frozen).needsReason).toBe(true);
    expect(checkDrop([{ order: inWeek, from: 'ana' }], { day: '2026-12-08', uid: 'ana' }, frozen).needsReason).toBe(
      true,
    );
    expect(checkDrop([{ order: order('1'), from: null }], { day: '2026-12-08', uid: 'ana' }, frozen).needsReason).toBe(
      false,
    );
  });

  it('names who would be over their hours, counting what they already hold and their absences', () => {
    const held = order('9', { status: 'weeklySchedule', scheduledFor: TUE }, { estimatedHours: 6, assignees: ['ana'] });
    const c = ctx({ scheduled: [held] });
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'ana' }, c).overloads).toEqual([
      { uid: 'ana', day: TUE, hours: 10, capacity: 8 },
    ]);
    // Two at once add up; moving the held order itself does not count it twice.
    expect(
      checkDrop(
        [
          { order: held, from: 'ana' },
          { order: order('2', {}, { estimatedHours: 2 }), from: null },
        ],
        { day: TUE, uid: 'ana' },
        c,
      ).overloads,
    ).toEqual([]);
    const away = ctx({
      exceptions: new Map([[crewDayId('ana', TUE), { uid: 'ana', day: TUE, kind: 'training', hours: 6, note: '' }]]),
    });
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: 'ana' }, away).overloads).toEqual([
      { uid: 'ana', day: TUE, hours: 4, capacity: 2 },
    ]);
  });

  it('refuses work with nobody on it: ready work moved to a day but to no one', () => {
    expect(checkDrop([{ order: order('1'), from: null }], { day: TUE, uid: null }, ctx()).refusal?.reason).toBe(
      'noPerson',
    );
    const held = order('2', { status: 'weeklySchedule', scheduledFor: TUE }, { assignees: ['ana'] });
    expect(checkDrop([{ order: held, from: 'ana' }], { day: '2026-12-02', uid: null }, ctx()).refusal).toBeNull();
  });
});

describe('the backlog', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const list = [
    order('low-old', { rime: 10, raisedAt: '2026-06-01T00:00:00Z' }),
    order('high', { rime: 28, workType: 'SI' }),
    order('elec', { rime: 25, equipmentTag: 'MCC-2', equipmentName: 'Motor control' }, { craft: 'Electrical' }),
    order('scheduled', { status: 'weeklySchedule', rime: 99, scheduledFor: MON }),
  ];

  it('ranks by RIME with its ageing term, and keeps only ready work', () => {
    expect(backlogOf(list, { craft: '', workType: '', area: '', equipment: '' }, now).map((o) => o.number)).toEqual([
      'low-old',
      'high',
      'elec',
    ]);
  });

  it('filters by craft, work type and equipment text', () => {
    expect(
      backlogOf(list, { craft: 'electrical', workType: '', area: '', equipment: '' }, now).map((o) => o.number),
    ).toEqual(['elec']);
    expect(backlogOf(list, { craft: '', workType: 'SI', area: '', equipment: '' }, now).map((o) => o.number)).toEqual([
      'high',
    ]);
    expect(
      backlogOf(list, { craft: '', workType: '', area: '', equipment: 'motor' }, now).map((o) => o.number),
    ).toEqual(['elec']);
  });

  it('filters by area: the top of the equipment’s branch', () => {
    const areas = areasOf([
      { id: 'stock', parent: null },
      { id: 'pulper', parent: 'stock' },
      { id: 'p101', parent: 'pulper' },
      { id: 'mcc', parent: null },
      { id: 'mcc2', parent: 'mcc' },
    ]);
    expect(areas.get('p101')).toBe('stock');
    expect(areas.get('mcc')).toBe('mcc');
    const inAreas = [
      ...list.slice(0, 2),
      { ...list[2], equipmentId: 'mcc2' },
      order('nowhere', { equipmentId: 'gone' }),
    ];
    const area = (id: string) =>
      backlogOf(inAreas, { craft: '', workType: '', area: id, equipment: '' }, now, areas).map((o) => o.number);
    expect(area('stock')).toEqual(['low-old', 'high']);
    expect(area('mcc')).toEqual(['elec']);
    expect(area('')).toHaveLength(4);
  });

  it('states the ready backlog per craft in crew-weeks of the people in that craft', () => {
    const crew: BoardContext['crew'] = {
      ana: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
      ben: { crafts: ['Electrical'], hours: 8, days: [1, 2, 3, 4] },
    };
    const totals = { hours: 12, byCraft: { Mechanical: 8, Electrical: 4 } };
    expect(totalsCrewWeeks(totals, crew)).toEqual([
      { craft: 'Electrical', hours: 4, weekHours: 32, weeks: 0.1 },
      { craft: 'Mechanical', hours: 8, weekHours: 40, weeks: 0.2 },
    ]);
    expect(totalsCrewWeeks(totals, {})[0].weeks).toBeNull();
  });

  it('counts crew-weeks from the server’s totals: crafts merged by spelling, the rest as other crafts', () => {
    const crew: BoardContext['crew'] = {
      ana: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
      ben: { crafts: ['Electrical'], hours: 8, days: [1, 2, 3, 4] },
    };
    const totals = { hours: 100, byCraft: { Mechanical: 60, mechanical: 20, Electrical: 16, Welding: 0 } };
    expect(totalsCrewWeeks(totals, crew)).toEqual([
      { craft: 'Electrical', hours: 16, weekHours: 32, weeks: 0.5 },
      { craft: 'Mechanical', hours: 80, weekHours: 40, weeks: 2 },
      // 4 h in crafts not counted one by one (or none), against the whole crew's 72 h.
      { craft: '', hours: 4, weekHours: 72, weeks: 0.1 },
    ]);
    expect(totalsCrewWeeks({ hours: 96.02, byCraft: { Mechanical: 80, Electrical: 16 } }, crew)).toHaveLength(2);
    expect(totalsCrewWeeks({ hours: 0, byCraft: {} }, crew)).toEqual([]);
  });
});

describe('the crew as typed', () => {
  it('checks a crew row: crafts, hours per day, days', () => {
    const row = { crafts: 'Mechanical, Welding', hours: '7,5', days: [1, 2, 3] as (1 | 2 | 3)[] };
    expect(checkCrewRow(row)).toBeNull();
    expect(crewMemberOf(row)).toEqual({ crafts: ['Mechanical', 'Welding'], hours: 7.5, days: [1, 2, 3] });
    expect(checkCrewRow({ ...row, crafts: ' , ' })).toBe('crafts');
    expect(checkCrewRow({ ...row, crafts: 'a,b,c,d,e,f' })).toBe('tooManyCrafts');
    expect(checkCrewRow({ ...row, crafts: 'x'.repeat(61) })).toBe('craftName');
    expect(checkCrewRow({ ...row, hours: '' })).toBe('hours');
    expect(checkCrewRow({ ...row, hours: 'eight' })).toBe('hours');
    expect(checkCrewRow({ ...row, hours: '17' })).toBe('hours');
    expect(checkCrewRow({ ...row, hours: '0' })).toBe('hours');
    expect(checkCrewRow({ ...row, days: [] })).toBe('days');
  });

  it('checks a person’s day: hours within the kind’s limit, a note of at most 200', () => {
    const day = { uid: 'ana', day: TUE, kind: 'overtime' as const, hours: '12', note: '' };
    expect(checkCrewDay(day)).toBeNull();
    expect(checkCrewDay({ ...day, hours: '12.5' })).toBe('hours');
    expect(checkCrewDay({ ...day, kind: 'holiday', hours: '16' })).toBeNull();
    expect(checkCrewDay({ ...day, hours: '-1' })).toBe('hours');
    expect(checkCrewDay({ ...day, uid: '' })).toBe('person');
    expect(checkCrewDay({ ...day, day: 'Tuesday' })).toBe('day');
    expect(checkCrewDay({ ...day, note: 'x'.repeat(201) })).toBe('note');
    expect(crewDayOf({ ...day, hours: '2,5', note: ' Boiler outage ' })).toEqual({
      uid: 'ana',
      day: TUE,
      kind: 'overtime',
      hours: 2.5,
      note: 'Boiler outage',
    });
  });
});

describe('moves drawn before the lists have them', () => {
  const live = (number: string, over: Partial<BoardOrder> = {}, version = 4) => ({
    ...order(number, over, { assignees: over.scheduledFor ? ['ana'] : [] }),
    version,
    assignees: over.scheduledFor ? ['ana'] : [],
    pending: false,
  });

  it('moves an order from the backlog onto a day and a person, and back, marked pending', () => {
    const ready = [live('r1'), live('r2')];
    const scheduled = [live('s1', { status: 'weeklySchedule', scheduledFor: MON })];
    const after = withPlacedMoves(ready, scheduled, [
      { number: 'r1', from: null, target: { day: TUE, uid: 'ben' }, version: 4 },
      { number: 's1', from: 'ana', target: 'backlog', version: 4 },
    ]);
    expect(after.ready.map((o) => [o.number, o.status, o.pending])).toEqual([
      ['r2', 'readyToSchedule', false],
      ['s1', 'readyToSchedule', true],
    ]);
    expect(after.scheduled).toEqual([
      expect.objectContaining({
        number: 'r1',
        status: 'weeklySchedule',
        scheduledFor: TUE,
        assignees: ['ben'],
        pending: true,
      }),
    ]);
    expect(after.scheduled[0].plan?.assignees).toEqual(['ben']);
  });

  it('leaves out a move the lists already show (the version moved on) or an order gone', () => {
    const ready = [live('r1', {}, 5)];
    const after = withPlacedMoves(
      ready,
      [],
      [
        { number: 'r1', from: null, target: { day: TUE, uid: 'ben' }, version: 4 },
        { number: 'gone', from: null, target: { day: TUE, uid: 'ben' }, version: 4 },
      ],
    );
    expect(after).toEqual({ ready, scheduled: [] });
  });
});
