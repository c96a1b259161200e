// A small live in-memory stand-in for homeService in unit tests: a "server" with the counts it
// would answer (or the error it fails with), the orders the two live lists read, and what each
// call asked for, so tests read outcomes rather than mocks.
import { PLAIN_ORDER_FIELDS } from '../../services/firebase/work';
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type * as Real from './homeService';
import type { HomeCounts, WorkRequest } from './homeService';
import { type Emit, liveList, LiveListeners } from '../../services/fakeLiveServer';

export const server = {
  counts: null as HomeCounts | null,
  /** Counting fails with this (e.g. `{ code: 'unavailable' }` offline). */
  countError: null as AppError | null,
  /** The lists answer from the device's cache. */
  fromCache: false,
  myRequests: [] as WorkRequest[],
  today: [] as WorkRequest[],
  /** Every count asked: plant, uid, day, admin. */
  countCalls: [] as { key: PlantKey; uid: string; day: string; admin: boolean }[],
  /** Every today's-schedule listener: its plant and assignee (null: everyone's). */
  todayAsked: [] as { key: PlantKey; assignee: string | null }[],
  listeners: new LiveListeners(),
  reset() {
    this.counts = null;
    this.countError = null;
    this.fromCache = false;
    this.myRequests = [];
    this.today = [];
    this.countCalls = [];
    this.todayAsked = [];
    this.listeners.clear();
  },
  /** Tells the live lists that something changed. */
  changed() {
    this.listeners.changed();
  },
};

const listen = (emit: Emit) => server.listeners.listen(emit);

const list = (items: WorkRequest[]) => liveList(items, { fromCache: server.fromCache });

export const fakeHomeService: typeof Real = {
  TODAY_STATUSES: ['weeklySchedule', 'dailySchedule', 'inProgress'],
  MY_REQUESTS_SHOWN: 5,
  TODAY_SHOWN: 10,
  countHome: (key, uid, day, admin) => {
    server.countCalls.push({ key, uid, day, admin });
    if (server.countError)
      return Promise.reject(Object.assign(new Error(server.countError.message), { code: server.countError.code }));
    const counts = server.counts ?? { myOpen: 0, anyWork: false, admin: null };
    return Promise.resolve({ ...counts, admin: admin ? counts.admin : null });
  },
  subscribeMyRequests: (_key, _uid, l) => listen(() => l.next(list(server.myRequests))),
  subscribeToday: (key, _day, assignee, l) => {
    server.todayAsked.push({ key, assignee });
    return listen(() => l.next(list(server.today)));
  },
};

/** A work order as the lists read it. */
export function order(number: string, more: Partial<WorkRequest> = {}): WorkRequest {
  return {
    number,
    title: `Order ${number}`,
    description: '',
    equipmentId: 'p1',
    equipmentTag: 'P-101',
    equipmentName: 'Feed pump',
    criticality: 7,
    workType: 'BRP',
    rime: 56,
    status: 'new',
    version: 1,
    raisedBy: 'user-1',
    raisedByName: 'Ana López',
    raisedAt: '2026-11-20T08:00:00.000Z',
    updatedAt: null,
    updatedBy: 'user-1',
    reason: null,
    plan: null,
    scheduledFor: null,
    execution: null,
    assignees: [],
    ...PLAIN_ORDER_FIELDS,
    ...more,
  };
}
