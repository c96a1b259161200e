// workService over the tests' one in-memory backend (services/fakeBackend.ts): the work orders
// are the backend's, so what a test puts there is on the queues, the schedule and the order page,
// and every move is logged in `backend.changes`.
import type * as Real from './workService';
import { backend, type Emit, workOrder } from '../../services/fakeBackend';
import type { WorkRequest } from '../../domain/work';
import { openOnly } from '../../domain/workOrdering';
import { rankAt } from '../../domain/rime';
import { STAGE_GROUPS, type StageGroup } from '../../domain/statusMachine';

export const server = backend;

const listen = (emit: Emit) => backend.listen(emit);
const orders = () => Object.values(backend.orders);
const list = (items: WorkRequest[]) => backend.list(items, (o) => o.number);

let raised = 0;

export const fakeWorkService: typeof Real = {
  // As the queries: "My work" is my open work (raised by me or assigned to me); the others, every order here.
  subscribeQueue: (_key, queue, uid, _window, _pages, l) =>
    listen(() =>
      l.next(
        list(
          queue === 'mine'
            ? openOnly(orders().filter((o) => o.raisedBy === uid || o.assignees.includes(uid)))
            : orders(),
        ),
      ),
    ),
  subscribeScheduled: (_key, l) =>
    listen(() => l.next(list(orders().filter((o) => o.status === 'weeklySchedule' || o.status === 'dailySchedule')))),
  subscribeReady: (_key, l) => listen(() => l.next(list(orders().filter((o) => o.status === 'readyToSchedule')))),
  // As the query: ranking order (rankAt, earliest first), the window and one more.
  subscribeReadyRanked: (_key, limit, l) =>
    listen(() => {
      const key = (o: WorkRequest) => rankAt(o.rime, new Date(o.raisedAt ?? 0)).getTime();
      const ready = orders()
        .filter((o) => o.status === 'readyToSchedule')
        .sort((a, b) => key(a) - key(b) || a.number.localeCompare(b.number));
      l.next(list(ready.slice(0, limit + 1)));
    }),
  // As the aggregations: offline (backend.offline) they reject as the server's do.
  countReady: (_key, crafts) => {
    if (backend.fromCache) return Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const ready = orders().filter((o) => o.status === 'readyToSchedule');
    const hoursOf = (items: WorkRequest[]) => items.reduce((sum, o) => sum + (o.plan?.estimatedHours ?? 0), 0);
    return Promise.resolve({
      orders: ready.length,
      hours: hoursOf(ready),
      byCraft: Object.fromEntries(crafts.map((c) => [c, hoursOf(ready.filter((o) => o.plan?.craft === c))])),
    });
  },
  AWAITING_READ: 200,
  subscribeAwaitingMaterials: (_key, l) =>
    listen(() => l.next(list(orders().filter((o) => o.status === 'awaitingMaterials')))),
  subscribeOrdersByNumbers: (_key, numbers, l) =>
    listen(() => l.next(list(orders().filter((o) => numbers.includes(o.number))))),
  subscribeEquipmentWork: (_plant, eqid, l) =>
    listen(() => l.next(list(orders().filter((o) => o.equipmentId === eqid)))),
  subscribeWorkRequest: (_key, number, l) =>
    listen(() => {
      const item = backend.orders[number];
      l.next({
        item: item ? { ...item, pending: backend.pending.has(number) } : null,
        fromCache: backend.fromCache,
        hasPendingWrites: false,
      });
    }),
  subscribeHistory: (_key, _number, l) => listen(() => l.next(backend.list([]))),
  subscribeTimeEntries: (_key, number, l) => listen(() => l.next(backend.list(backend.timeEntries[number] ?? []))),
  // As workService: the entry, and the order's actual hours up by exactly its hours, version one up.
  queueTimeEntry: (_key, current, input, by) => {
    const id = `t${(backend.timeEntries[current.number]?.length ?? 0) + 1}`;
    const entry = {
      id,
      by: by.uid,
      byName: by.name,
      craft: current.plan?.craft ?? '',
      ...input,
      at: new Date().toISOString(),
    };
    return backend.write(
      'time',
      { number: current.number, entry },
      () => {
        const before = { orders: backend.orders, entries: backend.timeEntries };
        const order = before.orders[current.number];
        const execution = order.execution ?? {
          actualHours: 0,
          action: null,
          failureCause: null,
          delays: [],
          startedAt: null,
        };
        backend.timeEntries = {
          ...before.entries,
          [current.number]: [...(before.entries[current.number] ?? []), entry],
        };
        backend.orders = {
          ...before.orders,
          [current.number]: {
            ...order,
            execution: { ...execution, actualHours: Math.round((execution.actualHours + input.hours) * 100) / 100 },
            version: current.version + 1,
          },
        };
        return () => {
          backend.orders = before.orders;
          backend.timeEntries = before.entries;
        };
      },
      current.number,
    );
  },
  countByGroup: () =>
    Promise.resolve(
      Object.fromEntries(
        (Object.keys(STAGE_GROUPS) as StageGroup[]).map((g) => [
          g,
          orders().filter((o) => (STAGE_GROUPS[g] as readonly string[]).includes(o.status)).length,
        ]),
      ) as Record<StageGroup, number>,
    ),
  queueRaise: async (_key, input, equipment, by) => {
    const number = input.followUp?.number ?? `WR-20261123-${String((raised += 1)).padStart(4, '0')}`;
    const order = workOrder(number, {
      followUpOf: input.followUp ? { ...input.followUp.of } : null,
      title: input.title,
      description: input.description,
      equipmentId: equipment.id,
      equipmentTag: equipment.tag,
      equipmentName: equipment.name,
      criticality: equipment.criticality,
      workType: input.workType,
      rime: 0,
      raisedBy: by.uid,
      raisedByName: by.name,
      raisedAt: new Date().toISOString(),
      updatedBy: by.uid,
    });

    const queued = await backend.write(
      'raise',
      { number, input },
      () => {
        backend.orders = { ...backend.orders, [number]: order };
        return () => {
          backend.orders = Object.fromEntries(Object.entries(backend.orders).filter(([n]) => n !== number));
        };
      },
      number,
    );
    return { ...queued, number };
  },
  queueChange: (_key, current, to, changes, note, by) => {
    const now = new Date().toISOString();
    const { signature, acknowledge, ...rest } = changes;
    backend.changes.push({ number: current.number, from: current.status, to, changes, note, by: by.uid });
    return backend.write(
      'change',
      { number: current.number, to },
      () => {
        const before = backend.orders;
        const order = before[current.number];
        // As workService: the signer's uid and time stamped, completion stamped, rework clears both.
        const completing = to === 'workComplete' && current.status !== 'workComplete';
        const rework = current.status === 'workComplete' && to === 'inProgress';
        backend.orders = {
          ...before,
          [current.number]: {
            ...order,
            ...rest,
            ...(signature !== undefined
              ? { signature: signature && { name: signature.name, by: by.uid, at: now } }
              : {}),
            ...(completing ? { completedAt: now } : {}),
            ...(rework ? { completedAt: null, signature: null } : {}),
            ...(acknowledge
              ? {
                  acknowledgements: {
                    ...order.acknowledgements,
                    [acknowledge.procedureId]: {
                      ...order.acknowledgements[acknowledge.procedureId],
                      [by.uid]: { revision: acknowledge.revision, by: by.uid, byName: by.name, at: now },
                    },
                  },
                }
              : {}),
            status: to,
            version: current.version + 1,
          },
        };
        return () => (backend.orders = before);
      },
      current.number,
    );
  },
};
