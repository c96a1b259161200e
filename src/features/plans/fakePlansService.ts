// plansService over the tests' one in-memory backend (services/fakeBackend.ts): plans, their
// orders (the backend's work orders), the compliance rollup, readings and meters; a generation
// batch is applied only when its order does not exist yet (as the rules do).
import type { AppError } from '../../lib/errors';
import type * as Real from './plansService';
import { DEFAULT_PM_RULE, OPEN_PM_STATUSES, recountMonths } from '../../domain/compliance';
import { backend, type Emit, refusedWrite, workOrder } from '../../services/fakeBackend';

export const server = backend;

/** The plans service's own test hooks: refusals it is told to give and what it was asked. */
export const plansHooks = {
  /** Refuses every generation batch with this error, whether or not its order exists. */
  refuseGeneration: null as AppError | null,
  /** Refuses the recount with this error. */
  refuseRecount: null as AppError | null,
  /** Months the compliance listener was asked from. */
  complianceFrom: [] as string[],
  /** Plans whose orders a plan page asked for. */
  planOrdersOf: [] as string[],
};
backend.onReset(() =>
  Object.assign(plansHooks, { refuseGeneration: null, refuseRecount: null, complianceFrom: [], planOrdersOf: [] }),
);

const listen = (emit: Emit) => backend.listen(emit);
const list = <T extends object>(items: T[]) => backend.list(items);
const orders = () => Object.values(backend.orders);

export const fakePlansService: typeof Real = {
  subscribeKpiSettings: (_company, l) =>
    listen(() =>
      l.next({
        item: backend.kpiSettings && { ...backend.kpiSettings, pending: false },
        fromCache: false,
        hasPendingWrites: false,
      }),
    ),
  queuePmOnTimeRule: (_company, rule, uid) =>
    backend.write('kpiSettings', { rule }, () => {
      const before = backend.kpiSettings;
      backend.kpiSettings = { pmOnTimeRule: rule, updatedAt: null, updatedBy: uid };
      return () => (backend.kpiSettings = before);
    }),
  meterKey: (e, m) => `${e}/${m}`,
  subscribePlans: (_key, l) => listen(() => l.next(list(Object.values(backend.plans).filter((p) => !p.bin)))),
  OPEN_PM_STATUSES: [],
  subscribeCompliance: (_key, fromMonth, l) => {
    plansHooks.complianceFrom.push(fromMonth);
    return listen(() => l.next(list(Object.values(backend.compliance).filter((m) => m.month >= fromMonth))));
  },
  subscribeOpenPmOrders: (_key, l) =>
    listen(() => l.next(list(orders().filter((o) => o.pm && OPEN_PM_STATUSES.includes(o.status))))),
  subscribePlanOrders: (_key, planId, l) => {
    plansHooks.planOrdersOf.push(planId);
    return listen(() => l.next(list(orders().filter((o) => o.pm?.planId === planId))));
  },
  recountCompliance: (_key, months, _by, progress, rule = DEFAULT_PM_RULE) => {
    if (plansHooks.refuseRecount) return Promise.reject(Object.assign(new Error('refused'), plansHooks.refuseRecount));
    const all = orders();
    progress(0, all.length);
    progress(all.length, all.length);
    return backend.write('recount', { months }, () => {
      const before = backend.compliance;
      backend.compliance = { ...before };
      for (const [month, plans] of recountMonths(all, months, rule)) backend.compliance[month] = { month, plans, rule };
      return () => (backend.compliance = before);
    });
  },
  subscribeReadings: (_key, eqid, l) => listen(() => l.next(list(backend.readings.filter((r) => r.eqid === eqid)))),
  subscribeLastReadings: (_key, eqid, l) =>
    listen(() =>
      l.next(
        list(
          Object.entries(backend.last)
            .filter(([k]) => k.startsWith(`${eqid}/`))
            .map(([k, value]) => ({ meterId: k.split('/')[1], value, readingId: 'r', readAt: null, by: 'u' })),
        ),
      ),
    ),
  getLastReading: (_key, eqid, meterId) => Promise.resolve(backend.last[`${eqid}/${meterId}`] ?? null),
  subscribeMeters: (_key, l) => listen(() => l.next(list(Object.values(backend.meters)))),
  getMeterState: (_key, eqid, meterId) => Promise.resolve(backend.meters[`${eqid}:${meterId}`] ?? null),
  queueSavePlan: (_key, id, input, progress, by) => {
    const planId = id ?? `plan${Object.keys(backend.plans).length + 1}`;
    const undo = backend.keep('plans');
    backend.plans[planId] = {
      id: planId,
      ...input,
      ...progress,
      createdAt: null,
      createdBy: by.uid,
      updatedAt: null,
      updatedBy: by.uid,
    };
    return backend.write('savePlan', { id: planId, input }, () => undo, planId).then((q) => ({ ...q, id: planId }));
  },
  queueSetActive: (_key, id, active) =>
    backend.write(
      'setActive',
      { id, active },
      () => {
        const undo = backend.keep('plans');
        backend.plans[id] = { ...backend.plans[id], active };
        return undo;
      },
      id,
    ),
  queueBinPlan: (_key, { id }, by) =>
    backend.write(
      'binPlan',
      { id },
      () => {
        const undo = backend.keep('plans');
        backend.plans[id] = { ...backend.plans[id], bin: { binnedAt: new Date().toISOString(), binnedBy: by.uid } };
        return undo;
      },
      id,
    ),
  subscribePlansUsing: (_key, jobPlanId, l) =>
    listen(() => l.next(list(Object.values(backend.plans).filter((p) => !p.bin && p.jobPlan?.id === jobPlanId)))),
  findPlansUsing: (_key, jobPlanId) =>
    Promise.resolve(Object.values(backend.plans).filter((p) => !p.bin && p.jobPlan?.id === jobPlanId)),
  queueFollowJobPlan: (_key, plan, work, link) =>
    backend.write('followJobPlan', { id: plan.id, link }, () => {
      const undo = backend.keep('plans');
      backend.plans[plan.id] = { ...backend.plans[plan.id], ...work, jobPlan: link };
      return undo;
    }),
  findMeterPlans: (_key, eqid, meterId) =>
    Promise.resolve(
      Object.values(backend.plans).filter(
        (p) => p.active && p.trigger !== 'calendar' && p.meter?.equipmentId === eqid && p.meter.meterId === meterId,
      ),
    ),
  queueReading: (_key, input, by, rebased = [], since = 'here') => {
    const undo = backend.keep('meters', 'plans', 'readings', 'last');
    const k = `${input.eqid}:${input.meterId}`;
    const readAt = new Date().toISOString();
    const before = backend.meters[k];
    backend.meters[k] = {
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
    for (const { planId, nextThreshold } of rebased)
      backend.plans[planId] = { ...backend.plans[planId], nextThreshold };
    const id = `r${backend.readings.length + 1}`;
    backend.readings.push({
      id,
      eqid: input.eqid,
      meterId: input.meterId,
      value: input.value,
      reset: input.reset,
      readAt: null,
      by: by.uid,
      byName: by.name,
    });
    backend.last[`${input.eqid}/${input.meterId}`] = input.value;
    return backend.write('reading', input, () => undo, id).then((q) => ({ ...q, id }));
  },
  findDuePlans: (_key, today) => {
    const active = Object.values(backend.plans).filter((p) => p.active);
    const calendar = active.filter((p) => p.generateOn !== null && p.generateOn <= today);
    const meter = active.filter((p) => p.trigger !== 'calendar');
    const plans = [...new Map([...calendar, ...meter].map((p) => [p.id, p])).values()];
    const meters = new Set(meter.flatMap((p) => (p.meter ? [`${p.meter.equipmentId}/${p.meter.meterId}`] : [])));
    const lastReadings = Object.fromEntries(
      [...meters].filter((k) => k in backend.last).map((k) => [k, backend.last[k]]),
    );
    return Promise.resolve({
      plans,
      lastReadings,
      read: calendar.length + meter.length + meters.size,
      fromCache: false,
    });
  },
  queueGenerate: (_key, g) => {
    if (plansHooks.refuseGeneration) return Promise.resolve(refusedWrite(plansHooks.refuseGeneration));
    if (backend.orders[g.orderId])
      return Promise.resolve(refusedWrite({ code: 'permission-denied', message: 'exists' }));
    return backend.write(
      'generate',
      g,
      () => {
        const before = { orders: backend.orders, plans: backend.plans };
        const planId = g.order.pm.planId;
        // Read back as the client reads it: the steps with what was recorded on each (nothing yet).
        const checklist = g.order.checklist.map((step, i) => ({
          ...step,
          done: g.order.checklistDone[i],
          value: null,
        }));
        backend.orders = { ...before.orders, [g.orderId]: workOrder(g.orderId, { ...g.order, checklist }) };
        backend.plans = { ...before.plans, [planId]: { ...before.plans[planId], ...g.advance } };
        return () => Object.assign(backend, before);
      },
      g.orderId,
    );
  },
  orderExists: (_key, orderId) => Promise.resolve(orderId in backend.orders),
};
