import { describe, expect, it } from 'vitest';
import { PLAIN_ORDER_FIELDS, type WorkRequest } from './work';
import {
  allRead,
  arrivals,
  contractNotices,
  FIRST_SEEN_DAYS,
  isUnread,
  mergeNotices,
  NO_READ_STATE,
  type Notice,
  type NoticeOrder,
  orderNotices,
  READ_IDS_MAX,
  refusedNotices,
  stockNotices,
  requestReason,
  SEEN_SKEW_MS,
  OPEN_ASSIGNED_READ,
  trackAssignments,
  unreadIds,
  withRead,
} from './notifications';

const ME = 'me';
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const iso = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

function order(number: string, more: Partial<WorkRequest> = {}): NoticeOrder {
  return {
    number,
    title: `Order ${number}`,
    status: 'inPlanning',
    version: 3,
    workType: 'RPM-INSP',
    raisedBy: 'someone',
    raisedAt: iso(600),
    updatedAt: iso(10),
    updatedBy: 'boss',
    followUpOf: PLAIN_ORDER_FIELDS.followUpOf,
    ...more,
  };
}

const sources = (more: Partial<Parameters<typeof orderNotices>[0]>) =>
  orderNotices({ assigned: [], raised: [], fresh: [], me: ME, admin: false, ...more });

describe('notices of my assigned orders', () => {
  it('tells of a change by someone else, one notice per version, linking to the order', () => {
    const [notice] = sources({ assigned: [order('WR-1', { status: 'readyToSchedule', version: 4 })] });
    expect(notice).toEqual({
      id: 'order:WR-1:v4',
      at: Date.parse(iso(10)),
      by: 'boss',
      link: '/app/work/WR-1',
      urgent: false,
      title: 'Order WR-1',
      about: { kind: 'changed', number: 'WR-1', status: 'readyToSchedule' },
    });
    const [later] = sources({ assigned: [order('WR-1', { version: 5 })] });
    expect(later.id).toBe('order:WR-1:v5');
  });

  it('says nothing of my own changes, nor of a change the server has not stamped yet', () => {
    expect(sources({ assigned: [order('WR-1', { updatedBy: ME }), order('WR-2', { updatedAt: null })] })).toEqual([]);
  });

  it('calls it an assignment when it was seen assigning me, or when the order was generated with me on it', () => {
    const notices = sources({
      assigned: [order('WR-1', { version: 4 }), order('WR-2', { version: 5 }), order('PM_1', { version: 1 })],
      assignedNow: { 'WR-1': 4, 'WR-2': 3 },
    });
    expect(notices.map((n) => [n.about.kind, n.urgent])).toEqual([
      ['assigned', true],
      // Assigned at v3, changed since: a change.
      ['changed', false],
      ['assigned', true],
    ]);
  });
});

describe('notices of my requests', () => {
  it('tells of a move by someone else, not of the request as raised nor of my own changes', () => {
    const notices = sources({
      raised: [
        order('WR-1', { status: 'inPlanning', version: 2 }),
        order('WR-2', { version: 1 }),
        order('WR-3', { updatedBy: ME }),
      ],
    });
    expect(notices.map((n) => [n.id, n.about])).toEqual([
      ['order:WR-1:v2', { kind: 'myRequest', number: 'WR-1', status: 'inPlanning' }],
    ]);
  });

  it('is one notice when the order is both mine and assigned to me', () => {
    const both = order('WR-1');
    const merged = mergeNotices(sources({ assigned: [both], raised: [both] }));
    expect(merged).toHaveLength(1);
    expect(merged[0].about.kind).toBe('changed');
  });
});

describe('new urgent requests (admins)', () => {
  it.each([
    [{ workType: 'SI' as const }, 'safety'],
    [{ workType: 'BRP' as const }, 'breakdown'],
    [{ portal: { key: 'k', status: 's', name: 'N', contact: '', urgency: 'canWait' as const, photo: null } }, 'portal'],
    [{ followUpOf: { number: 'PM_1', step: 2 } }, 'followUp'],
    [{}, null],
  ])('%o is %s', (more, reason) => {
    expect(requestReason(order('WR-1', more))).toBe(reason);
  });

  it('tells admins of new urgent requests raised by others, dated when raised; no one else', () => {
    const fresh = [
      order('WR-1', { status: 'new', workType: 'SI', version: 1 }),
      order('WR-2', { status: 'new' }),
      order('WR-3', { status: 'new', workType: 'BRP', raisedBy: ME }),
      order('WR-4', { status: 'new', followUpOf: { number: 'PM_1', step: 0 } }),
      order('WR-5', { status: 'inPlanning', workType: 'SI' }),
    ];
    expect(sources({ fresh, admin: false })).toEqual([]);
    const notices = sources({ fresh, admin: true });
    expect(notices.map((n) => [n.id, n.at, n.urgent, n.about])).toEqual([
      ['request:WR-1', Date.parse(iso(600)), true, { kind: 'request', number: 'WR-1', reason: 'safety' }],
      // A reading's follow-up is listed, not shown on the computer.
      ['request:WR-4', Date.parse(iso(600)), false, { kind: 'request', number: 'WR-4', reason: 'followUp' }],
    ]);
  });
});

describe('which assignments happen while the page is open', () => {
  const open = (number: string, version: number, minutesAgo: number) => ({
    number,
    version,
    updatedAt: iso(minutesAgo),
  });

  it('knows nothing as assigned on the first reading, then what joins later by a later change', () => {
    const first = trackAssignments(null, 'plant|me', [open('WR-1', 3, 100)], NOW - 60_000);
    expect(first).toEqual({ key: 'plant|me', since: NOW - 60_000, known: ['WR-1'], assigned: {} });
    const next = trackAssignments(first, 'plant|me', [open('WR-1', 4, 0), open('WR-2', 6, 0)], NOW);
    expect(next.assigned).toEqual({ 'WR-2': 6 });
    // Later changes keep the version that assigned me.
    expect(trackAssignments(next, 'plant|me', [open('WR-2', 7, 0)], NOW).assigned).toEqual({ 'WR-2': 6 });
  });

  it('does not take an order the server brings late, changed before the page opened, for an assignment', () => {
    const first = trackAssignments(null, 'k', [], NOW);
    expect(trackAssignments(first, 'k', [open('WR-9', 2, 30)], NOW + 1000).assigned).toEqual({});
  });

  it('keeps what a full page pushed out as known, and forgets what left a page that is not full', () => {
    const page = (first: number) =>
      Array.from({ length: OPEN_ASSIGNED_READ }, (_, i) => open(`WR-${first + i}`, 2, 200));
    const start = trackAssignments(null, 'k', page(0), NOW - 60_000);
    // WR-0 is pushed out by a newer change to WR-100 (assigned now), then comes back changed.
    const pushed = trackAssignments(start, 'k', [open('WR-100', 3, 0), ...page(1)], NOW - 30_000);
    expect(pushed.assigned).toEqual({ 'WR-100': 3 });
    const back = trackAssignments(
      pushed,
      'k',
      [open('WR-0', 5, 0), open('WR-100', 3, 0), ...page(1).slice(0, -2)],
      NOW,
    );
    expect(back.assigned).toEqual({ 'WR-100': 3 });
    // With room on the page, an order missing from it is no longer mine: given back, it is new again.
    const few = trackAssignments(back, 'k', [open('WR-100', 3, 0)], NOW);
    expect(few.known).toEqual(['WR-100']);
    expect(trackAssignments(few, 'k', [open('WR-0', 7, 0), open('WR-100', 3, 0)], NOW).assigned).toEqual({
      'WR-0': 7,
      'WR-100': 3,
    });
  });

  it('starts again for another plant or person', () => {
    const first = trackAssignments(null, 'a', [], NOW - 5000);
    const withOne = trackAssignments(first, 'a', [open('WR-1', 2, 0)], NOW);
    expect(trackAssignments(withOne, 'b', [open('WR-1', 2, 0)], NOW)).toEqual({
      key: 'b',
      since: NOW,
      known: ['WR-1'],
      assigned: {},
    });
  });
});

describe('contracts and refused writes', () => {
  it('mentions a contract from 30 days before its end until its last day, unless renewed', () => {
    const notices = contractNotices([
      { id: 'c1', vendor: 'Acme', endDate: '2026-12-20', renewedBy: null, days: 25 },
      { id: 'c2', vendor: 'Bolt', endDate: '2027-01-30', renewedBy: null, days: 66 },
      { id: 'c3', vendor: 'Cogs', endDate: '2026-12-01', renewedBy: 'c4', days: 6 },
      { id: 'c5', vendor: 'Dyne', endDate: '2026-11-20', renewedBy: null, days: -5 },
    ]);
    expect(notices.map((n) => [n.id, n.link, new Date(n.at).getDate()])).toEqual([
      ['contract:c1:2026-12-20', '/app/contracts/c1', 20],
    ]);
    expect(new Date(notices[0].at).getMonth()).toBe(10); // 20 November
  });

  it('lists each refused write of this device, linking to no page (the sync centre shows it)', () => {
    expect(
      refusedNotices([{ id: 'e1', queuedAt: NOW, what: 'workMove', values: { to: 'closed' }, record: 'WR-1' }]),
    ).toEqual([
      {
        id: 'refused:e1',
        at: NOW,
        by: null,
        link: null,
        urgent: false,
        about: { kind: 'refused', entryId: 'e1', what: 'workMove', values: { to: 'closed' }, record: 'WR-1' },
      },
    ]);
  });
});

const notice = (id: string, minutesAgo: number, more: Partial<Notice> = {}): Notice => ({
  id,
  at: NOW - minutesAgo * 60_000,
  by: 'boss',
  link: `/app/work/${id}`,
  urgent: false,
  about: { kind: 'changed', number: id, status: 'inProgress' },
  ...more,
});

describe('short stock (admins)', () => {
  const part = { number: 'BRG-6205', description: 'Deep groove ball bearing', archived: false };
  const stock = (onHand: number, reserved: number, min: number | null, more = {}) => ({
    store: 'main',
    storeName: 'Main stores',
    partId: 'brg',
    part,
    level: { onHand, reserved, min, max: null },
    last: 'm7',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...more,
  });

  it('tells of a part below its minimum or below nothing, dated when it last moved, linking to the part', () => {
    expect(stockNotices([stock(5, 4, 2)])).toEqual([
      {
        id: 'stock:main/brg:m7',
        at: Date.parse('2026-11-20T10:00:00.000Z'),
        by: null,
        link: '/app/inventory/parts/brg',
        urgent: false,
        title: 'Deep groove ball bearing',
        about: {
          kind: 'stock',
          partId: 'brg',
          number: 'BRG-6205',
          store: 'main',
          storeName: 'Main stores',
          available: 1,
          min: 2,
        },
      },
    ]);
    expect(stockNotices([stock(-1, 0, null)]).map((n) => n.about)).toMatchObject([{ available: -1, min: null }]);
    // A later movement is told again; a reservation with no movement yet names itself.
    expect(stockNotices([stock(1, 0, 2, { last: 'm8' })])[0].id).toBe('stock:main/brg:m8');
    expect(stockNotices([stock(1, 0, 2, { last: null })])[0].id).toBe('stock:main/brg:levels');
  });

  it('says nothing of stock at or above its minimum, an archived or unread part, or an undated stock', () => {
    expect(
      stockNotices([
        stock(4, 2, 2),
        stock(0, 0, null),
        stock(1, 0, 2, { part: { ...part, archived: true } }),
        stock(1, 0, 2, { part: null }),
        stock(1, 0, 2, { updatedAt: null }),
      ]),
    ).toEqual([]);
  });
});

describe('ordering', () => {
  it('puts the newest first, each id once', () => {
    const merged = mergeNotices([notice('a', 30), notice('b', 5)], [notice('a', 1), notice('c', 10)]);
    expect(merged.map((n) => n.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('unread', () => {
  const state = { seenAt: NOW - 20 * 60_000, read: ['b'] };

  it('is newer than seenAt, not read by id and not caused by me', () => {
    const notices = [
      notice('a', 5),
      notice('b', 5),
      notice('c', 30),
      notice('d', 5, { by: ME }),
      notice('e', 5, { by: null }),
    ];
    expect([...unreadIds(notices, state, ME, NOW)]).toEqual(['a', 'e']);
  });

  it('takes everything older than a fortnight as read before anything was ever marked', () => {
    const day = 24 * 60;
    expect(isUnread(notice('old', (FIRST_SEEN_DAYS + 1) * day), NO_READ_STATE, ME, NOW)).toBe(false);
    expect(isUnread(notice('recent', (FIRST_SEEN_DAYS - 1) * day), NO_READ_STATE, ME, NOW)).toBe(true);
  });
});

describe('marking read', () => {
  it('adds one id, and nothing is written when it was read already', () => {
    expect(withRead({ seenAt: 1, read: ['a'] }, ['b'], NOW)).toEqual({ seenAt: 1, read: ['a', 'b'] });
    expect(withRead({ seenAt: 1, read: ['a'] }, ['a'], NOW)).toBeNull();
  });

  it('starts from the fortnight taken as read when nothing was marked before', () => {
    expect(withRead(NO_READ_STATE, ['x'], NOW)).toEqual({
      seenAt: NOW - FIRST_SEEN_DAYS * 24 * 60 * 60 * 1000,
      read: ['x'],
    });
  });

  it('keeps at most 200 ids, dropping the oldest', () => {
    const read = Array.from({ length: READ_IDS_MAX }, (_, i) => `order:WR-${i}:v2`);
    const next = withRead({ seenAt: 1, read }, ['order:WR-new:v1'], NOW)!;
    expect(next.read).toHaveLength(READ_IDS_MAX);
    expect(next.read[0]).toBe('order:WR-1:v2');
    expect(next.read.at(-1)).toBe('order:WR-new:v1');
  });

  it('keeps the ids within the rules’ total length', () => {
    const long = Array.from({ length: 150 }, (_, i) => `${'x'.repeat(150)}${i}`);
    const next = withRead({ seenAt: 1, read: [] }, long, NOW)!;
    expect(next.read.join('').length).toBeLessThanOrEqual(READ_IDS_MAX * 80);
    expect(next.read.at(-1)).toBe(long.at(-1));
  });

  it('"mark all read" sets seenAt to now, less a clock margin, and reads what is newer by id', () => {
    const all = allRead([notice('old', 60), notice('new', 1), notice('newer', 0)], NOW);
    expect(all).toEqual({ seenAt: NOW - SEEN_SKEW_MS, read: ['new', 'newer'] });
    const after = [notice('old', 60), notice('new', 1), notice('newer', 0)];
    expect(unreadIds(after, all, ME, NOW).size).toBe(0);
  });
});

describe('what is shown on the computer', () => {
  it('is an urgent unread notice that arrived after the page loaded and was not shown yet', () => {
    const since = NOW - 10 * 60_000;
    const notices = [
      notice('arrived', 1, { urgent: true }),
      notice('quiet', 1),
      notice('before', 20, { urgent: true }),
      notice('shown', 1, { urgent: true }),
      notice('mine', 1, { urgent: true, by: ME }),
      notice('read', 1, { urgent: true }),
    ];
    const out = arrivals(notices, new Set(['shown']), since, { seenAt: since - 1, read: ['read'] }, ME, NOW);
    expect(out.map((n) => n.id)).toEqual(['arrived']);
  });
});
