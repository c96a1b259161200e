// Small live in-memory stand-ins for workService and scheduleService in the schedule pages'
// tests: listeners hear every change at once (as Firestore's local cache does) and what was
// written is kept, so a test checks the server's data, not calls.
import type { WorkRequest } from '../../../services/firebase/work';
import type * as RealWork from '../workService';
import type * as RealSchedule from './scheduleService';
import { type Emit, liveList, LiveListeners, queuedWrite } from '../../../services/fakeLiveServer';

export const server = {
  orders: [] as WorkRequest[],
  capacity: null as Record<string, number> | null,
  /** Each write's note (the timeline), in order. */
  notes: [] as string[],
  /** Numbers of orders whose change the server has "not confirmed yet" (waiting to sync). */
  pending: new Set<string>(),
  listeners: new LiveListeners(),
  reset() {
    this.orders = [];
    this.capacity = null;
    this.notes = [];
    this.pending.clear();
    this.listeners.clear();
  },
};

const listen = (emit: Emit) => server.listeners.listen(emit);
const changed = () => server.listeners.changed();
const queued = () => queuedWrite();
const list = <T extends object>(items: T[]) =>
  liveList(items, { pending: (i) => server.pending.has((i as { number?: string }).number ?? '') });

export const fakeWorkService: typeof RealWork = {
  subscribeQueue: (_k, _q, _u, _w, _p, l) => listen(() => l.next(list(server.orders))),
  subscribeScheduled: (_k, l) =>
    listen(() =>
      l.next(list(server.orders.filter((o) => o.status === 'weeklySchedule' || o.status === 'dailySchedule'))),
    ),
  // No equipment page in these tests: its work list stays empty.
  subscribeEquipmentWork: (_plant, _eqid, l) => {
    l.next({ items: [], fromCache: false, hasPendingWrites: false, corrupt: [] });
    return () => undefined;
  },
  subscribeWorkRequest: (_k, number, l) =>
    listen(() => {
      const item = server.orders.find((o) => o.number === number) ?? null;
      l.next({ item: item && { ...item, pending: false }, fromCache: false, hasPendingWrites: false });
    }),
  subscribeHistory: (_k, _n, l) => listen(() => l.next(list([]))),
  countByGroup: () => Promise.reject(new Error('offline')),
  queueRaise: () => Promise.reject(new Error('not in these tests')),
  queueChange: (_key, current, to, changes, note) => {
    server.orders = server.orders.map((o) =>
      o.number === current.number
        ? { ...o, ...changes, signature: o.signature, status: to, version: current.version + 1 }
        : o,
    );
    server.notes.push(note);
    changed();
    return queued();
  },
};

export const fakeScheduleService: Pick<typeof RealSchedule, 'subscribeSchedule' | 'queueCapacity'> = {
  subscribeSchedule: (_k, l) =>
    listen(() =>
      l.next({
        item: server.capacity && { capacity: server.capacity, updatedAt: null, updatedBy: 'u', pending: false },
        fromCache: false,
        hasPendingWrites: false,
      }),
    ),
  queueCapacity: (_k, capacity) => {
    server.capacity = capacity;
    changed();
    return queued();
  },
};
