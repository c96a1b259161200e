import { describe, expect, it } from 'vitest';
import type { CrewDay, CrewMember } from './board';
import {
  checkShutdown,
  cleanShutdown,
  craftLine,
  type Shutdown,
  shutdownCandidates,
  shutdownDays,
  shutdownLoad,
  shutdownOfOrders,
  shutdownPhase,
  shutdownPlan,
  shutdownsBetween,
  type ShutdownOrder,
  shutdownWork,
  sortShutdowns,
} from './shutdowns';

const input = {
  title: 'Spring outage PM1',
  start: '2026-12-07',
  end: '2026-12-09',
  equipment: ['pump1', 'gear1'],
  orders: ['WR-1', 'WR-2'],
  note: '',
};

const shutdown = (over: Partial<Shutdown> = {}): Shutdown => ({
  id: 's1',
  cancelled: false,
  createdAt: null,
  createdBy: 'a',
  updatedAt: null,
  updatedBy: 'a',
  ...input,
  ...over,
});

const order = (over: Partial<ShutdownOrder> = {}): ShutdownOrder => ({
  number: 'WR-1',
  title: 'Seal',
  status: 'weeklySchedule',
  equipmentId: 'pump1',
  equipmentTag: 'P-1',
  equipmentName: 'Pump 1',
  scheduledFor: '2026-12-07',
  plan: { estimatedHours: 8, craft: 'Mechanical', assignees: ['u1', 'u2'] },
  ...over,
});

describe('checkShutdown', () => {
  it('accepts a good shutdown and names each problem by field', () => {
    expect(checkShutdown(input)).toEqual({});
    expect(
      checkShutdown({ ...input, title: ' ', start: '2026-13-01', end: 'x', equipment: [], note: 'n'.repeat(1001) }),
    ).toEqual({
      title: 'titleRequired',
      start: 'startInvalid',
      end: 'endInvalid',
      equipment: 'equipmentRequired',
      note: 'noteTooLong',
    });
    expect(checkShutdown({ ...input, end: '2026-12-06' }).end).toBe('endBeforeStart');
    expect(checkShutdown({ ...input, start: '2026-12-07', end: '2027-02-05' })).toEqual({ end: 'tooLong' });
    expect(checkShutdown({ ...input, start: '2026-12-07', end: '2027-02-04' })).toEqual({});
    expect(checkShutdown({ ...input, title: 't'.repeat(121) }).title).toBe('titleTooLong');
    expect(checkShutdown({ ...input, orders: Array.from({ length: 301 }, (_, i) => `WR-${i}`) }).orders).toBe(
      'tooManyOrders',
    );
  });

  it('stores trimmed text and lists without repeats', () => {
    expect(cleanShutdown({ ...input, title: ' A ', equipment: ['b', 'a', 'b'], orders: ['WR-2', 'WR-2'] })).toEqual({
      ...input,
      title: 'A',
      equipment: ['a', 'b'],
      orders: ['WR-2'],
    });
  });
});

describe('days and phases', () => {
  it('lists its days across a month end and says where it stands', () => {
    expect(shutdownDays({ start: '2026-11-29', end: '2026-12-02' })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    const s = shutdown();
    expect(shutdownPhase(s, '2026-12-06')).toBe('planned');
    expect(shutdownPhase(s, '2026-12-09')).toBe('running');
    expect(shutdownPhase(s, '2026-12-10')).toBe('over');
    expect(shutdownPhase({ ...s, cancelled: true }, '2026-12-08')).toBe('cancelled');
  });

  it('sorts running, coming, over and cancelled, and finds those in a week', () => {
    const running = shutdown({ id: 'r', start: '2026-12-01', end: '2026-12-10' });
    const soon = shutdown({ id: 'soon', start: '2026-12-20', end: '2026-12-21' });
    const later = shutdown({ id: 'later', start: '2027-01-20', end: '2027-01-21' });
    const over = shutdown({ id: 'over', start: '2026-10-01', end: '2026-10-02' });
    const cancelled = shutdown({ id: 'c', cancelled: true, start: '2026-12-08', end: '2026-12-08' });
    const day = '2026-12-05';
    expect(sortShutdowns([over, later, cancelled, soon, running], day).map((s) => s.id)).toEqual([
      'r',
      'soon',
      'later',
      'over',
      'c',
    ]);
    expect(shutdownsBetween([later, soon, running, cancelled], '2026-12-07', '2026-12-13').map((s) => s.id)).toEqual([
      'r',
    ]);
    expect(shutdownsBetween([soon], '2026-12-21', '2026-12-27').map((s) => s.id)).toEqual(['soon']);
  });

  it('finds the shutdown an order is planned into, the earliest if two, never a cancelled one', () => {
    const a = shutdown({ id: 'a', start: '2027-01-01', end: '2027-01-02', orders: ['WR-1'] });
    const b = shutdown({ id: 'b', start: '2026-12-01', end: '2026-12-02', orders: ['WR-1', 'WR-3'] });
    const c = shutdown({ id: 'c', cancelled: true, orders: ['WR-9'] });
    const of = shutdownOfOrders([a, b, c]);
    expect(of.get('WR-1')?.id).toBe('b');
    expect(of.get('WR-3')?.id).toBe('b');
    expect(of.has('WR-9')).toBe(false);
  });
});

describe('the work list', () => {
  it('notes what needs the planner and names orders not found', () => {
    const s = shutdown({ orders: ['WR-1', 'WR-2', 'WR-3', 'WR-4', 'WR-5', 'WR-6'] });
    const { items, missing } = shutdownWork(s, [
      order(),
      order({ number: 'WR-2', scheduledFor: null }),
      order({ number: 'WR-3', scheduledFor: '2026-12-12' }),
      order({ number: 'WR-4', equipmentId: 'elsewhere', plan: null, status: 'inPlanning', scheduledFor: null }),
      order({ number: 'WR-5', status: 'closed' }),
    ]);
    expect(missing).toEqual(['WR-6']);
    expect(items.map((i) => [i.order.number, i.notes])).toEqual([
      ['WR-2', ['notScheduled']],
      ['WR-4', ['notPlanned', 'notScheduled', 'outOfScope']],
      ['WR-1', []],
      ['WR-5', ['finished']],
      ['WR-3', ['outsideDays']],
    ]);
  });

  it('offers open work on its equipment that no shutdown holds', () => {
    const s = shutdown({ orders: ['WR-1'] });
    const candidates = shutdownCandidates(
      s,
      [
        order(),
        order({ number: 'WR-7', equipmentTag: 'G-1', equipmentId: 'gear1' }),
        order({ number: 'WR-8', equipmentId: 'other' }),
        order({ number: 'WR-9', status: 'complete' }),
        order({ number: 'WR-10', equipmentTag: 'A-1' }),
        order({ number: 'WR-11' }),
      ],
      new Set(['WR-11']),
    );
    expect(candidates.map((o) => o.number)).toEqual(['WR-10', 'WR-7']);
  });
});

describe('crew load', () => {
  const crew: Record<string, CrewMember> = {
    u1: { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
    u2: { crafts: ['Mechanical', 'Electrical'], hours: 8, days: [1, 2, 3, 4, 5] },
  };

  it('puts the labour of each day against the crew, absences counted, and names who is over', () => {
    const s = shutdown();
    const { items } = shutdownWork(s, [
      order(),
      order({ number: 'WR-2', plan: { estimatedHours: 4, craft: 'electrical', assignees: ['u2'] } }),
    ]);
    const holiday: CrewDay = { uid: 'u1', day: '2026-12-08', kind: 'holiday', hours: 8, note: '' };
    const exceptions = new Map([['u1_2026-12-08', holiday]]);
    const dayLoad = new Map([['u2', new Map([['2026-12-07', 10]])]]);
    const days = shutdownLoad(s, items, crew, exceptions, dayLoad);
    expect(days.map((d) => d.day)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(days[0].loadTotal).toBe(12);
    expect(days[0].capacityTotal).toBe(16);
    expect(craftLine(days[0], 'Mechanical')).toEqual({ planned: 8, hours: 16 });
    expect(craftLine(days[0], 'Electrical')).toEqual({ planned: 4, hours: 8 });
    expect([...days[0].over]).toEqual([['u2', { planned: 10, hours: 8 }]]);
    expect(days[1].capacityTotal).toBe(8);
    expect(craftLine(days[1], 'Mechanical')).toEqual({ planned: 0, hours: 8 });
  });
});

describe('the printed plan', () => {
  it('groups the packets by area and day, unscheduled work last', () => {
    const equipment = [
      { id: 'wet', parent: null },
      { id: 'pump1', parent: 'wet' },
      { id: 'dry', parent: null },
      { id: 'gear1', parent: 'dry' },
    ];
    const s = shutdown({ orders: ['WR-1', 'WR-2', 'WR-3', 'WR-4', 'WR-5'] });
    const { items } = shutdownWork(s, [
      order({ number: 'WR-3', equipmentId: 'gear1', scheduledFor: '2026-12-08' }),
      order({ number: 'WR-1', scheduledFor: '2026-12-08' }),
      order({ number: 'WR-2', scheduledFor: '2026-12-07' }),
      order({ number: 'WR-4', scheduledFor: null }),
      order({ number: 'WR-5', equipmentId: 'gone' }),
    ]);
    const plan = shutdownPlan(items, equipment);
    expect(plan.map((a) => [a.area, a.days.map((d) => [d.day, d.orders.map((o) => o.number)])])).toEqual([
      [
        'wet',
        [
          ['2026-12-07', ['WR-2']],
          ['2026-12-08', ['WR-1']],
          [null, ['WR-4']],
        ],
      ],
      ['dry', [['2026-12-08', ['WR-3']]]],
      [null, [['2026-12-07', ['WR-5']]]],
    ]);
  });
});
