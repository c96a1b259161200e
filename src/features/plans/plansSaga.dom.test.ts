// The plans saga and slice through a real store, with the service as a small in-memory server:
// generation on start once the plant has loaded, "made elsewhere" refusals that are not errors,
// other refusals in the write error, readings that go back refused before writing, plan saves
// with their progress, and the live lists of the plans page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { liveKitFeature } from '../../store/liveKit';
import { lastReadingOf, lastReadings } from './readingsSlice';
import { makeStore } from '../../app/store';
import {
  complianceFrom,
  complianceLive,
  kpiSettingsLive,
  openPmOrdersLive,
  planOrdersLive,
  plansListLive,
  selectCompliance,
  selectOpenPmOrders,
  selectPlanList,
} from './plansLive';
import { today } from '../../lib/days';
import type { PlanInput } from '../../services/firebase/plans';
import { testUser } from '../../testing/render';
import { initialPlantState, plantLoaded } from '../plant/plantSlice';
import { initialAuthState } from '../auth/authSlice';
import { initialSettings } from '../settings/settingsSlice';
import { plansHooks, server } from './fakePlansService';
import { workOrder } from '../../services/fakeBackend';
import { initialProgress } from '../../domain/generation';
import { plansErrorMessage } from './plansErrors';
import { lastTwelveMonths } from '../../domain/compliance';
import { plansFeature } from './plansSaga';
import {
  generationRequested,
  planActiveRequested,
  planBinRequested,
  planSaveRequested,
  readingRequested,
  selectGeneration,
  selectPlans,
  selectRecount,
  recountRequested,
} from './plansSlice';

vi.mock('./plansService', async () => (await import('./fakePlansService')).fakePlansService);

const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };
const PLANT = {
  id: 'pm1',
  name: 'PM1',
  archived: false,
  createdAt: null,
  createdBy: 'user-1',
  corruptItems: 0,
  equipments: [
    { id: 'pump1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' as const },
  ],
};

const input = (extra: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Lubricate bearings',
  equipmentIds: ['pump1'],
  steps: [{ text: 'Grease', reading: null }],
  workType: 'PM-INSP',
  estimatedHours: 1,
  craft: 'Mechanical',
  assignees: [],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 1, unit: 'months' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 0,
  startDate: today(),
  active: true,
  ...extra,
});

function seedPlan(id: string, extra: Partial<PlanInput> = {}, last: number | null = null) {
  const i = input(extra);
  server.plans[id] = {
    id,
    ...i,
    ...initialProgress(i, last),
    createdAt: null,
    createdBy: 'user-1',
    updatedAt: null,
    updatedBy: 'user-1',
  };
}

function start({ loaded = true } = {}) {
  const store = makeStore({
    settings: initialSettings(),
    auth: initialAuthState(testUser),
    plant: initialPlantState(KEY),
  });
  if (loaded) store.dispatch(plantLoaded({ plant: PLANT, fromCache: false, hasPendingWrites: false }));
  injectFeature(store, plansFeature);
  injectFeature(store, liveKitFeature);
  return store;
}

type Store = ReturnType<typeof start>;
const finished = async (store: Store) =>
  vi.waitFor(() => {
    const g = selectGeneration(store.getState());
    expect(g.status).toBe('done');
    expect(g.finishedAt).not.toBeNull();
    return g;
  });

beforeEach(() => server.reset());

describe('generation', () => {
  it('runs on start once the plant has loaded, and makes the due orders', async () => {
    seedPlan('due');
    seedPlan('later', { startDate: '2999-01-01' });
    const store = start({ loaded: false });
    // Asked for on start, it waits for the plant's equipment before reading anything.
    await vi.waitFor(() => expect(selectGeneration(store.getState()).status).toBe('running'));
    expect(server.orders).toEqual({});
    expect(server.plans.due.lastOrder).toBeNull();
    store.dispatch(plantLoaded({ plant: PLANT, fromCache: false, hasPendingWrites: false }));
    const g = await finished(store);
    expect(g).toMatchObject({ generated: 1, read: 1, error: null });
    expect(Object.keys(server.orders)).toEqual([`due_${today()}`]);
    expect(server.plans.due.lastOrder).toBe(`due_${today()}`);
  });

  it('counts an order another device made first as made elsewhere, not as an error', async () => {
    seedPlan('due');
    server.putOrders(workOrder(`due_${today()}`)); // made elsewhere; this plan copy is stale
    const store = start();
    // Done once queued (1), then the refusal takes it back: made elsewhere, not an error.
    expect(await finished(store)).toMatchObject({ read: 1, error: null });
    await vi.waitFor(() => expect(selectGeneration(store.getState()).generated).toBe(0));
    expect(selectPlans(store.getState()).writeError).toBeNull();
  });

  it('reports any other refusal in words (the write error), and makes nothing', async () => {
    seedPlan('due');
    plansHooks.refuseGeneration = { code: 'permission-denied', message: 'rules' };
    const store = start();
    await finished(store);
    await vi.waitFor(() => expect(selectPlans(store.getState()).writeError?.code).toBe('permission-denied'));
    expect(selectGeneration(store.getState()).generated).toBe(0);
    expect(server.orders).toEqual({});
  });

  it('runs again on request and makes nothing twice', async () => {
    seedPlan('due');
    const store = start();
    await finished(store);
    const first = selectGeneration(store.getState()).finishedAt;
    store.dispatch(generationRequested());
    await vi.waitFor(() => expect(selectGeneration(store.getState()).finishedAt).not.toBe(first));
    expect(selectGeneration(store.getState())).toMatchObject({ status: 'done', generated: 0, read: 0 });
    expect(Object.keys(server.orders)).toHaveLength(1);
  });
});

describe('readings', () => {
  it('refuses a reading lower than the last one unless it is a reset, writing nothing', async () => {
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 500 };
    seedPlan('m', { trigger: 'meter', interval: null, meter }, 900);
    server.last['pump1/hours'] = 900;
    const store = start();
    await finished(store);
    store.dispatch(lastReadings.opened({ plant: KEY, eqid: 'pump1' }));
    await vi.waitFor(() =>
      expect(
        lastReadingOf(lastReadings.select(store.getState(), { plant: KEY, eqid: 'pump1' })?.value, 'hours')?.value,
      ).toBe(900),
    );

    store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: 850, reset: false }));
    await vi.waitFor(() =>
      expect(selectPlans(store.getState()).writeError).toEqual({ code: 'plans/reading-backwards', message: '900' }),
    );
    store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: Number.NaN, reset: false }));
    await vi.waitFor(() => expect(selectPlans(store.getState()).writeError?.code).toBe('plans/reading-invalid'));
    expect(server.readings).toEqual([]);

    // Crossing the threshold: written, and generation makes the meter order.
    // The plant's meter state: its first reading here is where its rate counts from.
    server.meters['pump1:hours'] = {
      equipmentId: 'pump1',
      meterId: 'hours',
      value: 900,
      readAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      readingId: 'r0',
      since: { value: 400, readAt: new Date(Date.now() - 30 * 86_400_000).toISOString() },
    };
    store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: 1450, reset: false }));
    await vi.waitFor(() => expect(Object.keys(server.orders)).toEqual(['m_m1400']));
    expect(server.plans.m.nextThreshold).toBe(1900);
    expect(server.meters['pump1:hours']).toMatchObject({ value: 1450, since: { value: 400 } }); // kept
    // A reset goes back, and is accepted; an admin's keeps what the plan had left to run (450).
    store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: 3, reset: true }));
    await vi.waitFor(() => expect(server.readings.map((r) => r.value)).toEqual([1450, 3]));
    expect(server.plans.m.nextThreshold).toBe(453);
    expect(server.meters['pump1:hours']).toMatchObject({ value: 3, since: { value: 3 } }); // a reset starts again
    expect(selectPlans(store.getState()).writeError).toBeNull();
  });
});

describe('plan writes and lists', () => {
  it('saves a new plan with its progress (and generates it when due), and keeps progress on an edit', async () => {
    const store = start();
    await finished(store);
    store.dispatch(planSaveRequested({ id: null, input: input({ startDate: '2999-02-01', leadDays: 3 }) }));
    await vi.waitFor(() => expect(selectPlans(store.getState()).lastSaved).toBe('plan1'));
    expect(server.plans.plan1).toMatchObject({ nextDue: '2999-02-01', generateOn: '2999-01-29', lastOrder: null });

    // What the plans page opens (usePlansOpen).
    store.dispatch(plansListLive.opened(KEY));
    store.dispatch(openPmOrdersLive.opened(KEY));
    store.dispatch(complianceLive.opened({ plant: KEY, from: complianceFrom() }));
    await vi.waitFor(() => expect(selectPlanList(store.getState()).items.map((p) => p.id)).toEqual(['plan1']));
    // The compliance of the last 12 months (12 rollup documents) and the open orders, not a year of orders.
    expect(selectCompliance(store.getState()).status).toBe('ready');
    expect(selectOpenPmOrders(store.getState()).status).toBe('ready');
    expect(plansHooks.complianceFrom).toEqual([lastTwelveMonths(today())[0]]);

    store.dispatch(
      planSaveRequested({ id: 'plan1', input: input({ startDate: '2999-02-01', leadDays: 3, title: 'Renamed' }) }),
    );
    await vi.waitFor(() => expect(server.plans.plan1.title).toBe('Renamed'));
    expect(server.plans.plan1).toMatchObject({ nextDue: '2999-02-01', generateOn: '2999-01-29' });

    // An active plan is not put in the bin: it is paused first, said in words, nothing written.
    store.dispatch(planBinRequested({ id: 'plan1' }));
    expect(selectPlans(store.getState()).writeError?.code).toBe('plans/bin-active');
    expect(server.plans.plan1.bin).toBeUndefined();

    store.dispatch(planActiveRequested({ id: 'plan1', active: false }));
    await vi.waitFor(() => expect(server.plans.plan1.active).toBe(false));
    await vi.waitFor(() => expect(selectPlanList(store.getState()).items[0]?.active).toBe(false));
    // Paused, it goes to the bin, and leaves the plans list.
    store.dispatch(planBinRequested({ id: 'plan1' }));
    await vi.waitFor(() => expect(server.plans.plan1.bin?.binnedBy).toBe(store.getState().auth.currentUser?.uid));
    await vi.waitFor(() => expect(selectPlanList(store.getState()).items).toEqual([]));
    expect(selectPlans(store.getState()).writeError).toBeNull();
  });

  it('refuses an incomplete plan or a lead time longer than its interval, writing nothing', async () => {
    const store = start();
    await finished(store);
    store.dispatch(
      planSaveRequested({ id: null, input: input({ interval: { every: 7, unit: 'days' }, leadDays: 8 }) }),
    );
    expect(selectPlans(store.getState()).writeError).toEqual({ code: 'plans/plan-invalid', message: 'leadDays' });
    store.dispatch(planSaveRequested({ id: null, input: input({ trigger: 'meter', interval: null, meter: null }) }));
    expect(selectPlans(store.getState()).writeError).toEqual({ code: 'plans/plan-invalid', message: 'meter' });
    store.dispatch(planSaveRequested({ id: 'nope', input: input() }));
    await vi.waitFor(() => expect(selectPlans(store.getState()).writeError?.code).toBe('plans/unknown-plan'));
    expect(server.plans).toEqual({});
  });

  it('a plan page gets its own orders; an admin’s recount rebuilds the rollup from the orders, with progress', async () => {
    const store = start();
    await finished(store);
    const due = today();
    const month = due.slice(0, 7);
    const pm = {
      planId: 'p1',
      due,
      threshold: null,
      toleranceDays: 3,
      signatureRequired: false,
      equipmentIds: ['pump1'],
    };
    server.putOrders(
      workOrder(`p1_${due}`, { status: 'workComplete', completedAt: `${due}T10:00:00.000Z`, pm }),
      workOrder(`p2_${due}`, { status: 'cancelled', completedAt: null, pm: { ...pm, planId: 'p2' } }),
      workOrder(`p3_${due}`, { status: 'inProgress', completedAt: null, pm: { ...pm, planId: 'p3' } }),
    );
    server.compliance = { [month]: { month, plans: { p1: { onTime: 0, late: 7, missed: 0 } }, rule: 'tenPercent' } }; // drifted

    const shown = { plant: KEY, planId: 'p1' };
    store.dispatch(planOrdersLive.opened(shown));
    await vi.waitFor(() =>
      expect(planOrdersLive.select(store.getState(), shown)?.value?.items.map((o) => o.number)).toEqual([`p1_${due}`]),
    );
    expect(plansHooks.planOrdersOf).toEqual(['p1']);

    store.dispatch(recountRequested());
    await vi.waitFor(() => expect(selectRecount(store.getState()).status).toBe('done'));
    expect(selectRecount(store.getState())).toMatchObject({ read: 3, total: 3, error: null });
    expect(server.compliance[month].plans).toEqual({
      p1: { onTime: 1, late: 0, missed: 0 },
      p2: { onTime: 0, late: 0, missed: 1 },
    });
    expect(server.compliance[month].rule).toBe('tenPercent');
    expect(server.kpiSettings).toBeNull();

    // An admin chooses "by the due date" and recounts: the company's rule first, then the months by
    // it (P1, done on its due day, stays on time).
    store.dispatch(kpiSettingsLive.opened(KEY.company));
    store.dispatch(recountRequested({ rule: 'dueDate' }));
    await vi.waitFor(() => expect(server.compliance[month].rule).toBe('dueDate'));
    await vi.waitFor(() => expect(selectRecount(store.getState()).status).toBe('done'));
    expect(server.kpiSettings).toMatchObject({ pmOnTimeRule: 'dueDate' });
    expect(server.compliance[month].plans.p1).toEqual({ onTime: 1, late: 0, missed: 0 });
  });

  it('a refused recount is reported', async () => {
    const store = start();
    await finished(store);
    plansHooks.refuseRecount = { code: 'unavailable', message: 'offline' };
    store.dispatch(recountRequested());
    await vi.waitFor(() => expect(selectRecount(store.getState()).status).toBe('failed'));
    expect(selectRecount(store.getState()).error?.code).toBe('unavailable');
  });

  it('says its own refusals in words and leaves other codes to the shared map', () => {
    expect(plansErrorMessage({ code: 'plans/reading-backwards', message: '900' })).toMatchObject({
      message: { id: 'plans.error.readingBackwards' },
      values: { last: '900' },
    });
    expect(plansErrorMessage({ code: 'plans/plan-invalid', message: 'leadDays' })?.message.id).toBe(
      'plans.error.planInvalid',
    );
    expect(plansErrorMessage({ code: 'permission-denied', message: '' })).toBeNull();
  });
});
