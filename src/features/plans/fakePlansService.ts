// A small in-memory stand-in for plansService in unit tests: a "server" holding plans, orders, the
// compliance rollup and last readings, applying a generation batch only when its order does not exist yet (as the rules
// do), so a test reads outcomes from the server, not calls.
import type { MaintenancePlan, MeterReading, MeterState, PmComplianceMonth } from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import type { AppError } from '../../lib/errors';
import type * as Real from './plansService';
import { recountMonths } from '../../domain/compliance';
import { type Emit, liveList, LiveListeners } from '../../services/fakeLiveServer';

export const server = {
  plans: {} as Record<string, MaintenancePlan>,
  orders: {} as Record<string, Record<string, unknown>>,
  /** By `${eqid}/${meterId}`. */
  last: {} as Record<string, number>,
  readings: [] as (MeterReading & { eqid: string })[],
  /** Refuses every generation batch with this error, whether or not its order exists. */
  refuseGeneration: null as AppError | null,
  /** The compliance rollup by month. */
  compliance: {} as Record<string, PmComplianceMonth>,
  /** Months the fake's compliance listener was asked from. */
  complianceFrom: [] as string[],
  /** Plans whose orders a plan page asked for. */
  planOrdersOf: [] as string[],
  /** The plant's meters by `${eqid}:${meterId}`. */
  meters: {} as Record<string, MeterState>,
  /** Refuses the recount with this error. */
  refuseRecount: null as AppError | null,
  listeners: new LiveListeners(),
  reset() {
    this.plans = {};
    this.orders = {};
    this.last = {};
    this.readings = [];
    this.refuseGeneration = null;
    this.compliance = {};
    this.complianceFrom = [];
    this.planOrdersOf = [];
    this.refuseRecount = null;
    this.meters = {};
    this.listeners.clear();
  },
};

const listen = (emit: Emit) => server.listeners.listen(emit);
const changed = () => server.listeners.changed();
const list = <T extends object>(items: T[]) => liveList(items);
const accepted = () => ({ acknowledged: Promise.resolve() });
const refused = (error: AppError) => {
  const acknowledged = Promise.reject(Object.assign(new Error(error.message), { code: error.code }));
  acknowledged.catch(() => undefined);
  return { acknowledged };
};

export const fakePlansService: typeof Real = {
  meterKey: (e, m) => `${e}/${m}`,
  subscribePlans: (_key, l) => listen(() => l.next(list(Object.values(server.plans)))),
  OPEN_PM_STATUSES: [],
  subscribeCompliance: (_key, fromMonth, l) => {
    server.complianceFrom.push(fromMonth);
    return listen(() => l.next(list(Object.values(server.compliance).filter((m) => m.month >= fromMonth))));
  },
  subscribeOpenPmOrders: (_key, l) =>
    listen(() =>
      l.next(
        list(
          (Object.values(server.orders) as unknown as WorkRequest[]).filter(
            (o) => !['workComplete', 'complete', 'closed', 'cancelled', 'rejected'].includes(o.status),
          ),
        ),
      ),
    ),
  subscribePlanOrders: (_key, planId, l) => {
    server.planOrdersOf.push(planId);
    return listen(() =>
      l.next(list((Object.values(server.orders) as unknown as WorkRequest[]).filter((o) => o.pm?.planId === planId))),
    );
  },
  recountCompliance: (_key, months, _by, progress) => {
    if (server.refuseRecount) return Promise.reject(Object.assign(new Error('refused'), server.refuseRecount));
    const orders = Object.values(server.orders) as unknown as WorkRequest[];
    progress(0, orders.length);
    progress(orders.length, orders.length);
    for (const [month, plans] of recountMonths(orders, months)) server.compliance[month] = { month, plans };
    changed();
    return Promise.resolve(accepted());
  },
  subscribeReadings: (_key, eqid, l) => listen(() => l.next(list(server.readings.filter((r) => r.eqid === eqid)))),
  subscribeLastReadings: (_key, eqid, l) =>
    listen(() =>
      l.next(
        list(
          Object.entries(server.last)
            .filter(([k]) => k.startsWith(`${eqid}/`))
            .map(([k, value]) => ({ meterId: k.split('/')[1], value, readingId: 'r', readAt: null, by: 'u' })),
        ),
      ),
    ),
  getLastReading: (_key, eqid, meterId) => Promise.resolve(server.last[`${eqid}/${meterId}`] ?? null),
  subscribeMeters: (_key, l) => listen(() => l.next(list(Object.values(server.meters)))),
  getMeterState: (_key, eqid, meterId) => Promise.resolve(server.meters[`${eqid}:${meterId}`] ?? null),
  queueSavePlan: (_key, id, input, progress, by) => {
    const planId = id ?? `plan${Object.keys(server.plans).length + 1}`;
    server.plans[planId] = {
      id: planId,
      ...input,
      ...progress,
      createdAt: null,
      createdBy: by.uid,
      updatedAt: null,
      updatedBy: by.uid,
    };
    changed();
    return Promise.resolve({ ...accepted(), id: planId });
  },
  queueSetActive: (_key, id, active) => {
    server.plans[id] = { ...server.plans[id], active };
    changed();
    return Promise.resolve(accepted());
  },
  findMeterPlans: (_key, eqid, meterId) =>
    Promise.resolve(
      Object.values(server.plans).filter(
        (p) => p.active && p.trigger !== 'calendar' && p.meter?.equipmentId === eqid && p.meter.meterId === meterId,
      ),
    ),
  queueReading: (_key, input, by, rebased = [], since = 'here') => {
    const k = `${input.eqid}:${input.meterId}`;
    const readAt = new Date().toISOString();
    const before = server.meters[k];
    server.meters[k] = {
      equipmentId: input.eqid,
      meterId: input.meterId,
      value: input.value,
      readAt,
      readingId: 'r',
      since:
        since === 'here'
          ? { value: input.value, readAt }
          : since === 'keep'
            ? before.since
            : { value: since.value, readAt: since.readAt },
    };
    for (const { planId, nextThreshold } of rebased) server.plans[planId] = { ...server.plans[planId], nextThreshold };
    const id = `r${server.readings.length + 1}`;
    server.readings.push({
      id,
      eqid: input.eqid,
      meterId: input.meterId,
      value: input.value,
      reset: input.reset,
      readAt: null,
      by: by.uid,
      byName: by.name,
    });
    server.last[`${input.eqid}/${input.meterId}`] = input.value;
    changed();
    return Promise.resolve({ ...accepted(), id });
  },
  findDuePlans: (_key, today) => {
    const active = Object.values(server.plans).filter((p) => p.active);
    const calendar = active.filter((p) => p.generateOn !== null && p.generateOn <= today);
    const meter = active.filter((p) => p.trigger !== 'calendar');
    const plans = [...new Map([...calendar, ...meter].map((p) => [p.id, p])).values()];
    const meters = new Set(meter.flatMap((p) => (p.meter ? [`${p.meter.equipmentId}/${p.meter.meterId}`] : [])));
    const lastReadings = Object.fromEntries(
      [...meters].filter((k) => k in server.last).map((k) => [k, server.last[k]]),
    );
    return Promise.resolve({
      plans,
      lastReadings,
      read: calendar.length + meter.length + meters.size,
      fromCache: false,
    });
  },
  queueGenerate: (_key, g) => {
    if (server.refuseGeneration) return Promise.resolve(refused(server.refuseGeneration));
    if (server.orders[g.orderId]) return Promise.resolve(refused({ code: 'permission-denied', message: 'exists' }));
    server.orders[g.orderId] = { ...g.order };
    const planId = g.order.pm.planId;
    server.plans[planId] = { ...server.plans[planId], ...g.advance };
    changed();
    return Promise.resolve(accepted());
  },
  orderExists: (_key, orderId) => Promise.resolve(orderId in server.orders),
};
