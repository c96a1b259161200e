// The dashboard's saga and slice through a real store, with the service as a small in-memory
// server: opening a dashboard listens to the period's months and the 12 trend months
// and counts; the months land in state; offline and failing counts are said apart; a plant or
// period change starts again; a rollup that moves is counted again once, after the debounce; a
// site's or the company's plants are listened to and counted each, and summed; the admin's rebuild
// reports its progress (plant after plant), its order count or its refusal; closing stops everything.
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { makeStore } from '../../app/store';
import { today } from '../../lib/days';
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import { emptyCounts } from '../../services/firebase/stats';
import { testUser } from '../../testing/render';
import { initialPlantState, plantCleared, plantSelected } from '../plant/plantSlice';
import { registerLive } from '../plant/registerLive';
import { liveKitFeature, replaceLiveSource } from '../../store/liveKit';
import { initialAuthState } from '../auth/authSlice';
import { dataFilterChanged, initialSettings } from '../settings/settingsSlice';
import { dashboardFeature, RECOUNT_AFTER_MS } from './dashboardSaga';
import { type DashboardView, monthsOf, selectDashboard, useDashboardOpen } from './dashboardLive';
import type { DashboardCounts, PmComplianceMonth, WorkStatsMonth } from './dashboardService';
import { dashboardRefreshRequested, dashboardScopeChanged, rebuildRequested } from './dashboardSlice';

type Progress = (read: number, total: number | null) => void;
type Emit = () => void;

// The in-memory "server" the mocked service reads: the rollup months and capacity the live
// listeners send, the counts (or the error) a count answers, and what each call asked for.
const server = vi.hoisted(() => ({
  stats: [] as WorkStatsMonth[],
  pm: [] as PmComplianceMonth[],
  capacity: null as Record<string, number> | null,
  /** Plant id → its own counts and months (other plants answer `counts`, `stats`, `pm`). */
  perPlant: new Map<string, { counts?: DashboardCounts; stats?: WorkStatsMonth[]; pm?: PmComplianceMonth[] }>(),
  fromCache: false,
  counts: null as DashboardCounts | null,
  countError: null as AppError | null,
  countCalls: [] as { key: PlantKey; from: string; to: string; today: string }[],
  statsAsked: [] as { key: PlantKey; first: string; last: string }[],
  pmAsked: [] as { key: PlantKey; first: string; last: string }[],
  scheduleAsked: [] as PlantKey[],
  /** Open listeners (each one's emit). */
  listeners: new Set<() => void>(),
  unsubscribed: 0,
  /** The rebuild in flight: what it was asked and the handles the test answers it with. */
  rebuild: null as null | {
    key: PlantKey;
    months: readonly string[];
    uid: string;
    progress: (read: number, total: number | null) => void;
    resolve: (orders: number, refusal?: AppError) => void;
    reject: (error: AppError) => void;
  },
  reset() {
    this.stats = [];
    this.pm = [];
    this.capacity = null;
    this.perPlant.clear();
    this.fromCache = false;
    this.counts = null;
    this.countError = null;
    this.countCalls = [];
    this.statsAsked = [];
    this.pmAsked = [];
    this.scheduleAsked = [];
    this.listeners.clear();
    this.unsubscribed = 0;
    this.rebuild = null;
  },
  /** Tells every live listener to send what the server holds now. */
  changed() {
    this.listeners.forEach((emit) => emit());
  },
}));

const failure = (e: AppError) => Object.assign(new Error(e.message), { code: e.code });

vi.mock('./dashboardService', () => {
  function listen(emit: Emit) {
    server.listeners.add(emit);
    queueMicrotask(emit);
    return () => {
      if (server.listeners.delete(emit)) server.unsubscribed += 1;
    };
  }
  const list = <T>(items: T[]) => ({
    items: items.map((i) => ({ ...i, pending: false })),
    fromCache: server.fromCache,
    hasPendingWrites: false,
    corrupt: [],
  });
  return {
    subscribeStats: (key: PlantKey, first: string, last: string, l: { next: (v: unknown) => void }) => {
      server.statsAsked.push({ key, first, last });
      return listen(() => l.next(list(server.perPlant.get(key.plant)?.stats ?? server.stats)));
    },
    subscribePmMonths: (key: PlantKey, first: string, last: string, l: { next: (v: unknown) => void }) => {
      server.pmAsked.push({ key, first, last });
      return listen(() => l.next(list(server.perPlant.get(key.plant)?.pm ?? server.pm)));
    },
    subscribeDowntimeMonths: (_key: PlantKey, _first: string, _last: string, l: { next: (v: unknown) => void }) =>
      listen(() => l.next(list([]))),
    subscribeSchedule: (key: PlantKey, l: { next: (v: unknown) => void }) => {
      server.scheduleAsked.push(key);
      return listen(() =>
        l.next({
          item: server.capacity
            ? { capacity: server.capacity, updatedAt: null, updatedBy: 'user-1', pending: false }
            : null,
          fromCache: server.fromCache,
          hasPendingWrites: false,
        }),
      );
    },
    countDashboard: (key: PlantKey, from: string, to: string, day: string) => {
      server.countCalls.push({ key, from, to, today: day });
      if (server.countError) return Promise.reject(failure(server.countError));
      return Promise.resolve(server.perPlant.get(key.plant)?.counts ?? server.counts);
    },
    rebuildStats: (key: PlantKey, months: readonly string[], uid: string, progress: Progress) =>
      new Promise((resolve, reject) => {
        server.rebuild = {
          key,
          months,
          uid,
          progress,
          resolve: (orders, refusal) =>
            resolve({
              acknowledged: refusal ? Promise.reject(failure(refusal)) : Promise.resolve(),
              orders,
              drifted: orders > 1000 ? ['2025-01'] : [],
            }),
          reject: (error) => reject(failure(error)),
        };
      }),
  };
});

const KEY = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'pm1' };
const OTHER = { ...KEY, plant: 'pm2' };

/** Local midnight of a yyyy-mm-dd day, as the data filter stores it. */
const iso = (day: string) => new Date(`${day}T00:00:00`).toISOString();
// A period of 16 months: the listeners cover it whole (more than the 12 trend months).
const LONG = { fromDate: iso('2023-12-15'), toDate: iso('2025-03-20'), dataLimit: 50 };

const COUNTS: DashboardCounts = {
  backlogOrders: 3,
  backlogHours: 7.5,
  backlogUnestimated: 1,
  readyHours: 4,
  crafts: { Mechanical: { ready: 2, planning: 1 } },
  overduePm: 1,
  byGroup: { requests: 1, onHold: 1, planning: 1, scheduled: 1, inProgress: 0, completed: 2, closed: 0 },
  byAge: { week: 2, month: 1, quarter: 1, older: 0 },
  weeks: [{ monday: '2025-03-03', count: 4, hours: 10, doneCount: 3, doneHours: 6 }],
  unfrozenWeeks: ['2025-03-10'],
};

const month = (m: string, done: number): WorkStatsMonth => ({ month: m, ...emptyCounts(), done, hours: done * 2 });

function start(dataFilter = LONG) {
  const store = makeStore({
    auth: initialAuthState(testUser),
    settings: initialSettings({ dataFilter }),
    plant: initialPlantState(KEY),
  });
  injectFeature(store, dashboardFeature);
  stores.push(store);
  return store;
}

/** Every store a test made: its dashboard pages are closed after the test (the window's "online" reaches them all). */
const stores: ReturnType<typeof makeStore>[] = [];
/** Every dashboard page a test opened (unmounted after the test). */
const pages: { unmount: () => void }[] = [];

type Store = ReturnType<typeof start>;
const dashboard = (store: Store): DashboardView => selectDashboard(store.getState());

/** A dashboard page on screen: its figures listened to (until `unmount`). */
function open(store: Store) {
  const page = renderHook(() => useDashboardOpen(), {
    wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
  });
  pages.push(page);
  return page;
}
/**
 * Lets what is under way finish before a check that something did not happen: the in-memory
 * server answers in microtasks and the saga's steps are synchronous, so one macrotask turn (no
 * wait on the clock) runs them all.
 */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  server.reset();
  server.counts = COUNTS;
});

afterEach(() => {
  for (const page of pages.splice(0)) page.unmount();
  stores.splice(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('dashboard saga: opening, months and counts', () => {
  it('listens to the period’s months and the 12 trend months, and counts the period', async () => {
    server.stats = [month('2025-02', 3), month('2025-03', 1)];
    server.pm = [{ month: '2025-03', plans: { p1: { onTime: 2, late: 1, missed: 0 } }, rule: 'tenPercent' }];
    server.capacity = { Mechanical: 80 };
    const store = start();
    await settle();
    expect(server.countCalls).toEqual([]); // nothing until a dashboard page opens
    expect(server.listeners.size).toBe(0);

    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    expect(server.statsAsked).toEqual([{ key: KEY, first: '2023-12', last: '2025-03' }]);
    expect(server.pmAsked).toEqual([{ key: KEY, first: '2023-12', last: '2025-03' }]);
    expect(server.scheduleAsked).toEqual([KEY]);
    expect(dashboard(store).months).toEqual({ first: '2023-12', last: '2025-03' });
    expect(server.countCalls).toEqual([{ key: KEY, from: '2023-12-15', to: '2025-03-20', today: today() }]);
    expect(dashboard(store).counts).toMatchObject({ value: COUNTS, error: null });
    expect(dashboard(store).counts.countedAt).not.toBeNull();

    await vi.waitFor(() => expect(dashboard(store).stats.status).toBe('ready'));
    expect(dashboard(store).stats).toMatchObject({ fromCache: false, corrupt: [], error: null });
    expect(dashboard(store).stats.items.map((m) => [m.month, m.done])).toEqual([
      ['2025-02', 3],
      ['2025-03', 1],
    ]);
    await vi.waitFor(() => expect(dashboard(store).pm.status).toBe('ready'));
    expect(dashboard(store).pm.items.map((m) => [m.month, m.plans])).toEqual([
      ['2025-03', { p1: { onTime: 2, late: 1, missed: 0 } }],
    ]);
    await vi.waitFor(() => expect(dashboard(store).capacity).toEqual({ pm1: { Mechanical: 80 } }));
  });

  it('covers the 12 months of trends ending with a short period', async () => {
    const store = start({ fromDate: iso('2025-03-01'), toDate: iso('2025-03-20'), dataLimit: 50 });
    open(store);
    await vi.waitFor(() => expect(server.statsAsked).toHaveLength(1));
    expect(server.statsAsked[0]).toMatchObject({ first: '2024-04', last: '2025-03' });
    expect(monthsOf({ from: '2025-03-01', to: '2025-03-20' }).months).toHaveLength(12);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
  });

  it('says the counts need a connection offline, without asking the server, and keeps the months', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.stats = [month('2025-03', 1)];
    server.fromCache = true;
    const store = start();
    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('offline'));
    expect(dashboard(store).counts.error?.code).toBe('unavailable');
    expect(server.countCalls).toEqual([]);
    await vi.waitFor(() => expect(dashboard(store).stats).toMatchObject({ status: 'ready', fromCache: true }));

    // Back online: the browser's "online" event counts again.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    expect(server.countCalls).toHaveLength(1);

    // The server answers the listeners: the months are the server's again, not the device's copy.
    server.fromCache = false;
    server.changed();
    await vi.waitFor(() => expect(dashboard(store).stats.fromCache).toBe(false));
    expect(dashboard(store).pm.fromCache).toBe(false);
  });

  it('reports a failing count with its error, and counts again on Refresh', async () => {
    server.countError = { code: 'internal', message: 'boom' };
    const store = start();
    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('failed'));
    expect(dashboard(store).counts.error).toMatchObject({ code: 'internal' });
    expect(dashboard(store).counts.value).toBeNull();

    server.countError = null;
    store.dispatch(dashboardRefreshRequested());
    expect(dashboard(store).counts.status).toBe('loading');
    await vi.waitFor(() => expect(dashboard(store).counts).toMatchObject({ status: 'ready', error: null }));
    expect(server.countCalls).toHaveLength(2);

    // A count the server cannot answer (the client went offline meanwhile) is said as offline.
    server.countError = { code: 'unavailable', message: 'Failed to get count result because the client is offline.' };
    store.dispatch(dashboardRefreshRequested());
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('offline'));
    expect(dashboard(store).counts.value).toEqual(COUNTS); // what was counted stays, as of its time
  });

  it('starts again for a new plant and for a new period, stopping the old listeners', async () => {
    const store = start();
    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    await vi.waitFor(() => expect(server.listeners.size).toBe(4));

    store.dispatch(plantSelected(OTHER));
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(2));
    expect(server.countCalls[1].key).toEqual(OTHER);
    expect(server.statsAsked.at(-1)).toEqual({ key: OTHER, first: '2023-12', last: '2025-03' });
    expect(server.pmAsked.at(-1)?.key).toEqual(OTHER);
    expect(server.scheduleAsked.at(-1)).toEqual(OTHER);
    await vi.waitFor(() => expect(server.listeners.size).toBe(4));
    expect(server.unsubscribed).toBe(4);

    store.dispatch(dataFilterChanged({ fromDate: iso('2024-06-01'), toDate: iso('2024-06-30'), dataLimit: 50 }));
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(3));
    expect(server.countCalls[2]).toMatchObject({ key: OTHER, from: '2024-06-01', to: '2024-06-30' });
    expect(server.statsAsked.at(-1)).toEqual({ key: OTHER, first: '2023-07', last: '2024-06' });
    await vi.waitFor(() => expect(dashboard(store).months).toEqual({ first: '2023-07', last: '2024-06' }));
    expect(server.unsubscribed).toBe(8);

    // No plant: nothing to listen to or count.
    store.dispatch(plantCleared('plantGone'));
    await settle();
    expect(server.listeners.size).toBe(0);
    expect(server.countCalls).toHaveLength(3);
  });

  it('counts again once, after the debounce, when the rollup figures change; not when they are merely sent again', async () => {
    server.stats = [month('2025-03', 1)];
    const store = start();
    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    await vi.waitFor(() => expect(dashboard(store).stats.status).toBe('ready'));
    await vi.waitFor(() => expect(dashboard(store).pm.status).toBe('ready'));
    expect(server.countCalls).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flush = () => vi.advanceTimersByTimeAsync(0);

    server.changed(); // the same figures again (e.g. a write acknowledged)
    await flush();
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS * 2);
    expect(server.countCalls).toHaveLength(1);

    // A burst: a colleague's completion, then another, a PM month too.
    server.stats = [month('2025-03', 2)];
    server.changed();
    await flush();
    expect(dashboard(store).stats.items[0].done).toBe(2); // shown at once
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS / 2);
    server.stats = [month('2025-03', 3)];
    server.pm = [{ month: '2025-03', plans: { p1: { onTime: 1, late: 0, missed: 0 } }, rule: 'tenPercent' }];
    server.changed();
    await flush();
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS - 10);
    expect(server.countCalls).toHaveLength(1); // still within the debounce of the last change
    await vi.advanceTimersByTimeAsync(20);
    expect(server.countCalls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS * 2);
    expect(server.countCalls).toHaveLength(2);
    vi.useRealTimers();
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
  });

  it('keeps listening while another dashboard page is open, and stops when the last one closes', async () => {
    const store = start();
    const board = open(store);
    const report = open(store); // the report page over the dashboard
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    await vi.waitFor(() => expect(server.listeners.size).toBe(4));

    report.unmount();
    await settle();
    expect(server.listeners.size).toBe(4);

    board.unmount();
    expect(server.listeners.size).toBe(0);
    expect(server.unsubscribed).toBe(4);

    // Nothing more lands: no listener sends, no count is asked.
    server.stats = [month('2025-03', 9)];
    server.changed();
    store.dispatch(dashboardRefreshRequested());
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(dashboard(store).stats).toMatchObject({ status: 'idle', items: [] });
    expect(server.countCalls).toHaveLength(1);

    // Opened again: listens and counts again.
    open(store);
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(2));
    await vi.waitFor(() => expect(dashboard(store).stats.items.map((m) => m.done)).toEqual([9]));
  });
});

describe('dashboard saga: a site’s or the company’s plants', () => {
  const site = (id: string, name: string) =>
    ({ id, name, archived: false, createdAt: null, createdBy: 'user-1', pending: false }) as const;
  const plant = (id: string, siteId: string, archived = false) => ({
    id,
    site: siteId,
    name: id.toUpperCase(),
    archived,
    equipmentCount: 1,
    operatingUnits: 1,
    pending: false,
  });
  const OTHER_COUNTS: DashboardCounts = {
    backlogOrders: 2,
    backlogHours: 1.5,
    backlogUnestimated: 0,
    readyHours: 1,
    crafts: { Mechanical: { ready: 1, planning: 0 }, Electrical: { ready: 0, planning: 0.5 } },
    overduePm: 2,
    byGroup: { requests: 0, onHold: 0, planning: 2, scheduled: 0, inProgress: 1, completed: 0, closed: 1 },
    byAge: { week: 0, month: 1, quarter: 0, older: 2 },
    weeks: [{ monday: '2025-03-03', count: 2, hours: 4, doneCount: 2, doneHours: 4 }],
    unfrozenWeeks: ['2025-03-10'],
  };

  /** The register with site s1's plants and `south` for site s2. */
  function deliverRegister(store: Store, south: ReturnType<typeof plant>[]) {
    const sites = [site('s1', 'North'), site('s2', 'South')];
    const plants = { s1: [plant('pm1', 's1'), plant('pm3', 's1'), plant('old', 's1', true)], s2: south };
    store.dispatch(registerLive.received('user-1', { sites, plants, fromCache: false, corrupt: [] }));
  }

  function withRegister() {
    const store = start();
    // The register as the top bar's picker shows it, delivered here.
    replaceLiveSource(registerLive, () => () => undefined);
    injectFeature(store, liveKitFeature);
    store.dispatch(registerLive.opened('user-1'));
    deliverRegister(store, [plant('pm9', 's2')]);
    server.stats = [month('2025-03', 1)];
    server.perPlant.set('pm3', { counts: OTHER_COUNTS, stats: [month('2025-02', 4), month('2025-03', 2)] });
    return store;
  }

  it('sums the counts and months of the site’s plants, then of every plant, listening to each', async () => {
    const store = withRegister();
    open(store);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    expect(server.countCalls.map((c) => c.key.plant)).toEqual(['pm1']); // the saved plant by default

    store.dispatch(dashboardScopeChanged('site'));
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(3));
    expect(server.countCalls.slice(1).map((c) => c.key)).toEqual([KEY, { ...KEY, plant: 'pm3' }]); // not the archived one
    expect(server.statsAsked.slice(1).map((a) => a.key.plant)).toEqual(['pm1', 'pm3']);
    await vi.waitFor(() => expect(dashboard(store).counts.status).toBe('ready'));
    expect(dashboard(store).plants).toEqual(['pm1', 'pm3']);
    expect(dashboard(store).counts.value).toEqual({
      backlogOrders: 5,
      backlogHours: 9,
      backlogUnestimated: 1,
      readyHours: 5,
      // Mechanical of both plants is one craft.
      crafts: { Mechanical: { ready: 3, planning: 1 }, Electrical: { ready: 0, planning: 0.5 } },
      overduePm: 3,
      byGroup: { requests: 1, onHold: 1, planning: 3, scheduled: 1, inProgress: 1, completed: 2, closed: 1 },
      byAge: { week: 2, month: 2, quarter: 1, older: 2 },
      // Each plant's frozen weeks, and the weeks neither froze.
      weeks: [
        { monday: '2025-03-03', count: 4, hours: 10, doneCount: 3, doneHours: 6 },
        { monday: '2025-03-03', count: 2, hours: 4, doneCount: 2, doneHours: 4 },
      ],
      unfrozenWeeks: ['2025-03-10', '2025-03-10'],
    });
    await vi.waitFor(() => expect(dashboard(store).stats.status).toBe('ready'));
    expect(dashboard(store).stats.byPlant.pm3.map((m) => m.done)).toEqual([4, 2]);
    expect(dashboard(store).stats.items.map((m) => [m.month, m.done])).toEqual([
      ['2025-03', 1],
      ['2025-02', 4],
      ['2025-03', 2],
    ]);
    await vi.waitFor(() => expect(server.listeners.size).toBe(8));

    store.dispatch(dashboardScopeChanged('company'));
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(6));
    expect(server.countCalls.slice(3).map((c) => [c.key.site, c.key.plant])).toEqual([
      ['s1', 'pm1'],
      ['s1', 'pm3'],
      ['s2', 'pm9'],
    ]);
    await vi.waitFor(() => expect(server.listeners.size).toBe(12));

    // A plant added to the register joins the sum.
    deliverRegister(store, [plant('pm9', 's2'), plant('pmA', 's2')]);
    await vi.waitFor(() => expect(server.countCalls).toHaveLength(10));
    await vi.waitFor(() => expect(dashboard(store).plants).toEqual(['pm1', 'pm3', 'pm9', 'pmA']));
  });

  it('rebuilds plant after plant, the progress counting on from the plants done', async () => {
    const store = withRegister();
    store.dispatch(dashboardScopeChanged('site'));
    store.dispatch(rebuildRequested());
    await vi.waitFor(() => expect(server.rebuild?.key.plant).toBe('pm1'));
    const first = server.rebuild!;
    first.progress(0, 2);
    first.progress(2, 2);
    await vi.waitFor(() => expect(dashboard(store).rebuild).toMatchObject({ read: 2, total: 2 }));
    first.resolve(2);
    await vi.waitFor(() => expect(server.rebuild?.key.plant).toBe('pm3'));
    const second = server.rebuild!;
    expect(second.months).toEqual(first.months);
    second.progress(0, 5);
    await vi.waitFor(() => expect(dashboard(store).rebuild).toMatchObject({ status: 'running', read: 2, total: 7 }));
    second.progress(5, 5);
    await vi.waitFor(() => expect(dashboard(store).rebuild.read).toBe(7));
    second.resolve(5);
    await vi.waitFor(() =>
      expect(dashboard(store).rebuild).toEqual({ status: 'done', read: 7, total: 7, drifted: [], error: null }),
    );

    // A refusal of one plant's months stops there, reported.
    server.rebuild = null;
    store.dispatch(rebuildRequested());
    await vi.waitFor(() => expect(server.rebuild?.key.plant).toBe('pm1'));
    server.rebuild!.resolve(2, { code: 'permission-denied', message: 'rules' });
    await vi.waitFor(() => expect(dashboard(store).rebuild.status).toBe('failed'));
    expect(dashboard(store).rebuild.error?.code).toBe('permission-denied');
    expect(server.rebuild!.key.plant).toBe('pm1');
  });
});

describe('dashboard saga: the admin’s rebuild', () => {
  it('reports the progress, then done with the order count', async () => {
    const store = start();
    const seen: DashboardView['rebuild'][] = [];
    store.subscribe(() => {
      const r = dashboard(store).rebuild;
      if (seen.at(-1) !== r) seen.push(r);
    });
    store.dispatch(rebuildRequested());
    expect(dashboard(store).rebuild).toEqual({ status: 'running', read: 0, total: null, drifted: [], error: null });
    await vi.waitFor(() => expect(server.rebuild).not.toBeNull());
    const asked = server.rebuild!;
    expect(asked).toMatchObject({ key: KEY, uid: testUser.uid });
    expect(asked.months).toEqual(monthsOf({ from: '2023-12-15', to: '2025-03-20' }).months);
    expect(asked.months[0]).toBe('2023-12');
    expect(asked.months.at(-1)).toBe('2025-03');

    asked.progress(0, 1200);
    await vi.waitFor(() => expect(dashboard(store).rebuild).toMatchObject({ status: 'running', read: 0, total: 1200 }));
    asked.progress(500, 1200);
    await vi.waitFor(() => expect(dashboard(store).rebuild.read).toBe(500));
    asked.progress(1200, 1200);
    await vi.waitFor(() => expect(dashboard(store).rebuild.read).toBe(1200));
    asked.resolve(1200);
    await vi.waitFor(() => expect(dashboard(store).rebuild.status).toBe('done'));
    expect(dashboard(store).rebuild).toEqual({
      status: 'done',
      read: 1200,
      total: 1200,
      drifted: ['2025-01'],
      error: null,
    });
    expect(seen.map((r) => [r.status, r.read, r.total])).toEqual([
      ['running', 0, null],
      ['running', 0, 1200],
      ['running', 500, 1200],
      ['running', 1200, 1200],
      ['done', 1200, 1200],
    ]);

    // A progress call after the end changes nothing (the relay is gone).
    asked.progress(7, 7);
    await settle();
    expect(dashboard(store).rebuild).toMatchObject({ status: 'done', read: 1200 });
  });

  it('reports a rebuild the server refuses, and one that cannot read the orders', async () => {
    const store = start();
    store.dispatch(rebuildRequested());
    await vi.waitFor(() => expect(server.rebuild).not.toBeNull());
    server.rebuild!.progress(0, 3);
    server.rebuild!.resolve(3, { code: 'permission-denied', message: 'Missing or insufficient permissions.' });
    await vi.waitFor(() => expect(dashboard(store).rebuild.status).toBe('failed'));
    expect(dashboard(store).rebuild.error).toMatchObject({ code: 'permission-denied' });

    server.rebuild = null;
    store.dispatch(rebuildRequested());
    expect(dashboard(store).rebuild).toMatchObject({ status: 'running', error: null });
    await vi.waitFor(() => expect(server.rebuild).not.toBeNull());
    server.rebuild!.reject({ code: 'unavailable', message: 'offline' });
    await vi.waitFor(() => expect(dashboard(store).rebuild.status).toBe('failed'));
    expect(dashboard(store).rebuild.error).toMatchObject({ code: 'unavailable' });
  });

  it('refuses without a plant, asking nothing', async () => {
    const store = start();
    store.dispatch(plantCleared('plantGone'));
    store.dispatch(rebuildRequested());
    await vi.waitFor(() => expect(dashboard(store).rebuild.status).toBe('failed'));
    expect(dashboard(store).rebuild.error?.code).toBe('dashboard/no-plant');
    expect(server.rebuild).toBeNull();
  });
});
