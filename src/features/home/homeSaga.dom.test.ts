// Home's saga and slice through a real store over the in-memory home server: counts when Home
// opens, again (once) after a burst of list changes but not after a mere re-send, on "Refresh",
// for the new plant when the plant changes; offline in words; listeners stop when Home closes.
// Home's lists are opened as the page opens them (`useHomeLists`).
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { makeStore } from '../../app/store';
import { testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { plantSelected } from '../plant/plantSlice';
import { plantState } from '../../testing/harness/contracts';
import { initialSettings } from '../settings/settingsSlice';
import { homeHooks, order, server } from './fakeHomeService';
import { homeFeature, RECOUNT_AFTER_MS } from './homeSaga';
import { countsRefreshRequested, selectHome } from './homeSlice';
import { selectMyRequests, selectToday, useHomeLists } from './homeLive';

vi.mock('./homeService', async () => (await import('./fakeHomeService')).fakeHomeService);

function homeStore() {
  const store = makeStore({
    auth: initialAuthState(testUser),
    settings: initialSettings(),
    plant: plantState(),
  });
  injectFeature(store, homeFeature);
  return store;
}

type Store = ReturnType<typeof homeStore>;

const home = (store: Store) => ({
  ...selectHome(store.getState()),
  myRequests: selectMyRequests(store.getState()),
  today: selectToday(store.getState()),
});

/** Home on screen: its lists open (and close on `unmount`). */
const openHome = (store: Store) =>
  renderHook(() => useHomeLists(), {
    wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
  });

beforeEach(() => server.reset());
afterEach(() => vi.useRealTimers());

describe('home saga', () => {
  it('counts when Home opens and lists my requests and today’s schedule', async () => {
    homeHooks.counts = { myOpen: 2, anyWork: true, admin: null };
    server.putOrders(order('WR-1'));
    const store = homeStore();
    expect(homeHooks.countCalls).toHaveLength(0);
    openHome(store);
    await vi.waitFor(() => expect(home(store).counts.status).toBe('ready'));
    expect(home(store).counts.value?.myOpen).toBe(2);
    expect(homeHooks.countCalls[0]).toMatchObject({ key: { plant: 'pm1' }, uid: 'user-1', admin: true });
    await vi.waitFor(() => expect(home(store).myRequests.items.map((o) => o.number)).toEqual(['WR-1']));
    expect(home(store).today.status).toBe('ready');
  });

  it('counts again once after the lists change, not when they are merely sent again', async () => {
    homeHooks.counts = { myOpen: 0, anyWork: true, admin: null };
    const store = homeStore();
    openHome(store);
    await vi.waitFor(() => expect(home(store).today.status).toBe('ready'));
    await vi.waitFor(() => expect(homeHooks.countCalls).toHaveLength(1));

    // The debounce in fake time: the burst is counted after RECOUNT_AFTER_MS of quiet, whatever
    // the machine's speed, and nothing more comes in the quiet after it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.changed(); // the same lists again (e.g. a write acknowledged)
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS * 2);
    expect(homeHooks.countCalls).toHaveLength(1);
    server.putOrders(order('WR-1'));
    server.changed();
    await vi.advanceTimersByTimeAsync(0);
    server.putOrders(order('WR-1', { status: 'inPlanning', version: 2 }));
    server.changed();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS - 10);
    expect(homeHooks.countCalls).toHaveLength(1); // still within the debounce of the last change
    await vi.advanceTimersByTimeAsync(20);
    expect(homeHooks.countCalls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS * 2);
    expect(homeHooks.countCalls).toHaveLength(2);
    vi.useRealTimers();

    store.dispatch(countsRefreshRequested());
    await vi.waitFor(() => expect(homeHooks.countCalls).toHaveLength(3));
  });

  it('says the counts need a connection offline, keeping the lists', async () => {
    homeHooks.countError = {
      code: 'unavailable',
      message: 'Failed to get count result because the client is offline.',
    };
    server.fromCache = true;
    server.putOrders(order('WR-1'));
    const store = homeStore();
    openHome(store);
    await vi.waitFor(() => expect(home(store).counts.status).toBe('offline'));
    await vi.waitFor(() => expect(home(store).myRequests).toMatchObject({ status: 'ready', fromCache: true }));
  });

  it('starts again for the new plant, and stops listening when Home closes', async () => {
    const store = homeStore();
    const page = openHome(store);
    await vi.waitFor(() => expect(homeHooks.countCalls).toHaveLength(1));
    act(() => {
      store.dispatch(plantSelected({ uid: 'user-1', company: 'user-1', site: 's1', plant: 'pm2' }));
    });
    await vi.waitFor(() => expect(homeHooks.countCalls).toHaveLength(2));
    expect(homeHooks.countCalls[1].key.plant).toBe('pm2');
    expect(homeHooks.todayAsked.at(-1)?.key.plant).toBe('pm2');
    await vi.waitFor(() => expect(server.listeners.size).toBe(2));

    // Closed, in fake time: neither "Refresh" nor a list change (nobody listens) counts, even
    // after the recount's debounce would have run out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page.unmount();
    expect(server.listeners.size).toBe(0);
    store.dispatch(countsRefreshRequested());
    server.putOrders(order('WR-9'));
    server.changed();
    await vi.advanceTimersByTimeAsync(RECOUNT_AFTER_MS * 2);
    expect(homeHooks.countCalls).toHaveLength(2);
  });
});
