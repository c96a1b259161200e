// A small live in-memory stand-in for workService in component tests: listeners hear every change
// at once (as Firestore's local cache does), and what was written is kept, so a test says
// "nothing was written" by looking at the server's orders and writes, not at calls.
import type * as Real from '../workService';
import { PLAIN_ORDER_FIELDS } from '../../../services/firebase/work';
import type { WorkRequest } from '../workService';
import type { WorkStatus } from '../../../domain/statusMachine';
import type { WorkChanges } from '../workSlice';
import { type Emit, liveList, LiveListeners } from '../../../services/fakeLiveServer';

export interface WrittenChange {
  number: string;
  from: WorkStatus;
  to: WorkStatus;
  changes: WorkChanges;
  note: string;
  by: string;
}

export const server = {
  orders: {} as Record<string, WorkRequest>,
  written: [] as WrittenChange[],
  listeners: new LiveListeners(),
  reset() {
    this.orders = {};
    this.written = [];
    this.listeners.clear();
  },
};

const listen = (emit: Emit) => server.listeners.listen(emit);

const changed = () => server.listeners.changed();
const list = (items: WorkRequest[]) => liveList(items);

export const fakeWorkService: typeof Real = {
  subscribeQueue: (_key, _queue, _uid, _window, _pages, l) => listen(() => l.next(list(Object.values(server.orders)))),
  subscribeScheduled: (_key, l) => listen(() => l.next(list(Object.values(server.orders)))),
  // No equipment page in these tests: its work list stays empty.
  subscribeEquipmentWork: (_plant, _eqid, l) => {
    l.next({ items: [], fromCache: false, hasPendingWrites: false, corrupt: [] });
    return () => undefined;
  },
  subscribeWorkRequest: (_key, number, l) =>
    listen(() => {
      const item = server.orders[number];
      l.next({ item: item ? { ...item, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
  subscribeHistory: (_key, _number, l) => listen(() => l.next({ ...list([]), items: [] })),
  countByGroup: () => Promise.reject(new Error('not in the fake')),
  queueRaise: (_key, input, equipment, by) => {
    const number = `WR-20261123-${String(Object.keys(server.orders).length).padStart(4, '0')}`;
    server.orders[number] = {
      number,
      title: input.title,
      description: input.description,
      equipmentId: equipment.id,
      equipmentTag: equipment.tag,
      equipmentName: equipment.name,
      criticality: equipment.criticality,
      workType: input.workType,
      rime: 0,
      status: 'new',
      version: 1,
      raisedBy: by.uid,
      raisedByName: by.name,
      raisedAt: new Date().toISOString(),
      updatedAt: null,
      updatedBy: by.uid,
      reason: null,
      plan: null,
      scheduledFor: null,
      execution: null,
      assignees: [],
      ...PLAIN_ORDER_FIELDS,
    };
    changed();
    return Promise.resolve({ acknowledged: Promise.resolve(), number });
  },
  queueChange: (_key, current, to, changes, note, by) => {
    const order = server.orders[current.number];
    const now = new Date().toISOString();
    const { signature, acknowledge, ...rest } = changes;
    // As workService: the signer's uid and time stamped, completion stamped, rework clears both.
    const completing = to === 'workComplete' && current.status !== 'workComplete';
    const rework = current.status === 'workComplete' && to === 'inProgress';
    server.orders[current.number] = {
      ...order,
      ...rest,
      ...(signature !== undefined ? { signature: signature && { name: signature.name, by: by.uid, at: now } } : {}),
      ...(completing ? { completedAt: now } : {}),
      ...(rework ? { completedAt: null, signature: null } : {}),
      ...(acknowledge
        ? {
            acknowledgements: {
              ...order.acknowledgements,
              [acknowledge.procedureId]: { revision: acknowledge.revision, by: by.uid, byName: by.name, at: now },
            },
          }
        : {}),
      status: to,
      version: current.version + 1,
    };
    server.written.push({ number: current.number, from: current.status, to, changes, note, by: by.uid });
    changed();
    return Promise.resolve({ acknowledged: Promise.resolve() });
  },
};
