// The service worker's side in the page, with the browser and workbox-window faked:
// registration waits for the page's load and for idle time, and is skipped where it has no
// place; a new version waiting is offered to the user, who alone activates it (then the page
// reloads under it); another tab's choice is offered here too; an open page asks for new versions
// now and then and when the network returns. The prompt says it in words and reloads on request.
import { act, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import {
  APPLY_TIMEOUT_MS,
  applyUpdate,
  registerServiceWorker,
  resetUpdateState,
  subscribeUpdate,
  UPDATE_CHECK_MS,
  updateState,
} from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

type Handler = (event: { isUpdate?: boolean }) => void;

/** workbox-window's Workbox as the page drives it: what it was made with and asked to do. */
class FakeWorkbox {
  static made: FakeWorkbox[] = [];
  handlers = new Map<string, Handler[]>();
  registered = 0;
  updates = 0;
  skipWaiting = 0;
  constructor(
    readonly url: string,
    readonly options: object,
  ) {
    FakeWorkbox.made.push(this);
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  register() {
    this.registered += 1;
    return Promise.resolve(undefined);
  }
  update() {
    this.updates += 1;
    return Promise.reject(new Error('offline')); // a failing check is never reported
  }
  messageSkipWaiting() {
    this.skipWaiting += 1;
  }
  fire(type: string, event: { isUpdate?: boolean } = {}) {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
}

/** The browser the page runs in: its load state, idle callbacks, timers, events and reloads. */
interface BrowserOptions {
  readyState?: DocumentReadyState;
  serviceWorker?: boolean;
  idle?: boolean;
}

function fakeBrowser({ readyState = 'complete', serviceWorker = true, idle = true }: BrowserOptions = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const browser = {
    idle: [] as (() => void)[],
    timeouts: [] as { run: () => void; ms: number }[],
    intervals: [] as { run: () => void; ms: number }[],
    reloads: 0,
    listeners,
    fire(type: string) {
      for (const l of listeners.get(type) ?? []) l();
    },
  };
  const win = {
    navigator: serviceWorker ? { serviceWorker: {} } : {},
    document: { readyState },
    location: { reload: () => void (browser.reloads += 1) },
    addEventListener: (type: string, listener: () => void, options?: { once?: boolean }) => {
      const wrapped = options?.once
        ? () => {
            listeners.set(
              type,
              (listeners.get(type) ?? []).filter((l) => l !== wrapped),
            );
            listener();
          }
        : listener;
      listeners.set(type, [...(listeners.get(type) ?? []), wrapped]);
    },
    setTimeout: (run: () => void, ms: number) => browser.timeouts.push({ run, ms }),
    setInterval: (run: () => void, ms: number) => browser.intervals.push({ run, ms }),
    ...(idle ? { requestIdleCallback: (run: () => void) => browser.idle.push(run) } : {}),
  };
  return { browser, win: win as unknown as Window & typeof globalThis };
}

let loads = 0;
const load = () => {
  loads += 1;
  return Promise.resolve({ Workbox: FakeWorkbox } as never);
};

/** Registers in the fake browser, runs its idle callback, and waits for workbox-window to arrive. */
async function registered(options: BrowserOptions = {}) {
  const { browser, win } = fakeBrowser(options);
  registerServiceWorker({ window: win, enabled: true, load });
  for (const run of browser.idle.splice(0)) run();
  await vi.waitFor(() => expect(FakeWorkbox.made).toHaveLength(1));
  return { browser, wb: FakeWorkbox.made[0] };
}

/**
 * Lets the registration's promise chains (a load or a registration already settled) finish: they
 * run in microtasks, so one macrotask turn (no wait on the clock) is enough.
 */
const settled = () => new Promise((r) => setTimeout(r, 0));

/** The fallback reload applyUpdate schedules on the real window (not run: jsdom cannot reload). */
function captureFallback() {
  const scheduled: number[] = [];
  const original = window.setTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
    if (ms === APPLY_TIMEOUT_MS) {
      scheduled.push(ms);
      return 0;
    }
    return original(run, ms);
  }) as typeof window.setTimeout);
  return scheduled;
}

beforeEach(() => {
  FakeWorkbox.made = [];
  loads = 0;
  resetUpdateState();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetUpdateState();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded and the browser is idle', async () => {
    const { browser, win } = fakeBrowser({ readyState: 'loading' });
    registerServiceWorker({ window: win, enabled: true, load });
    expect(browser.idle).toHaveLength(0); // not before the load event
    browser.fire('load');
    expect(browser.idle).toHaveLength(1);
    expect(loads).toBe(0); // not before idle time
    browser.fire('load'); // once only
    expect(browser.idle).toHaveLength(1);

    browser.idle[0]();
    await vi.waitFor(() => expect(FakeWorkbox.made).toHaveLength(1));
    const [wb] = FakeWorkbox.made;
    expect(wb.url).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/' });
    expect(wb.registered).toBe(1);
    expect(updateState()).toEqual({ ready: false, applying: false });
  });

  it('waits a second instead where the browser has no idle callback', async () => {
    const { browser, win } = fakeBrowser({ idle: false });
    registerServiceWorker({ window: win, enabled: true, load });
    expect(browser.timeouts.map((t) => t.ms)).toEqual([1000]);
    expect(loads).toBe(0);
    browser.timeouts[0].run();
    await vi.waitFor(() => expect(FakeWorkbox.made).toHaveLength(1));
  });

  it('does nothing in development or tests, nor where service workers are unavailable', async () => {
    for (const [enabled, serviceWorker] of [
      [false, true],
      [true, false],
    ]) {
      const { browser, win } = fakeBrowser({ serviceWorker });
      registerServiceWorker({ window: win, enabled, load });
      browser.fire('load');
      expect(browser.idle).toEqual([]);
      expect(browser.listeners.size).toBe(0);
    }
    await settled();
    expect(loads).toBe(0);
  });

  it('keeps the page working when workbox-window cannot load or the registration fails', async () => {
    const { browser, win } = fakeBrowser();
    registerServiceWorker({ window: win, enabled: true, load: () => Promise.reject(new Error('offline')) });
    browser.idle[0]();
    await settled();
    expect(FakeWorkbox.made).toEqual([]);

    vi.spyOn(FakeWorkbox.prototype, 'register').mockRejectedValue(new Error('SecurityError'));
    await registered();
    await settled();
    expect(updateState()).toEqual({ ready: false, applying: false });
  });

  it('asks for a new version every hour and when the network returns', async () => {
    const { browser, wb } = await registered();
    expect(browser.intervals.map((i) => i.ms)).toEqual([UPDATE_CHECK_MS]);
    expect(UPDATE_CHECK_MS).toBe(60 * 60 * 1000);
    browser.intervals[0].run();
    expect(wb.updates).toBe(1);
    browser.fire('online');
    expect(wb.updates).toBe(2);
  });

  it('offers a new version once its worker waits, and tells those listening', async () => {
    const { wb } = await registered();
    const heard = vi.fn();
    const stop = subscribeUpdate(heard);
    wb.fire('waiting');
    expect(updateState()).toEqual({ ready: true, applying: false });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    resetUpdateState();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('offers the reload when another tab’s choice activated the new version, without reloading itself', async () => {
    const { browser, wb } = await registered();
    wb.fire('controlling', { isUpdate: false }); // the first install: nothing changed for this page
    expect(updateState().ready).toBe(false);
    wb.fire('controlling', { isUpdate: true });
    expect(updateState()).toEqual({ ready: true, applying: false });
    expect(browser.reloads).toBe(0);
  });
});

describe('applyUpdate', () => {
  it('does nothing before a worker is registered', () => {
    const scheduled = captureFallback();
    applyUpdate();
    expect(updateState()).toEqual({ ready: false, applying: false });
    expect(scheduled).toEqual([]);
  });

  it('activates the waiting worker once, and reloads the page when it takes over', async () => {
    const { browser, wb } = await registered();
    wb.fire('waiting');
    const scheduled = captureFallback();
    applyUpdate();
    applyUpdate();
    expect(updateState()).toEqual({ ready: true, applying: true });
    expect(wb.skipWaiting).toBe(1);
    expect(scheduled).toEqual([APPLY_TIMEOUT_MS]); // reloads all the same if the takeover goes unheard
    expect(browser.reloads).toBe(0);

    wb.fire('controlling', { isUpdate: true });
    expect(browser.reloads).toBe(1);
  });
});

describe('UpdatePrompt', () => {
  const prompt = () => renderWithProviders(createElement(UpdatePrompt));

  it('shows nothing until a new version is ready', () => {
    prompt();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/A new version is ready/)).not.toBeInTheDocument();
    act(() => resetUpdateState(true));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready — reload');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Save what you are typing first: the page reloads with the new version.',
    );
  });

  it('reloads on request, saying so, with the button disabled', async () => {
    const { browser, wb } = await registered();
    prompt();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => wb.fire('waiting'));
    const reload = screen.getByRole('button', { name: 'Reload' });
    captureFallback();
    fireEvent.click(reload);
    expect(wb.skipWaiting).toBe(1);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    wb.fire('controlling', { isUpdate: true });
    expect(browser.reloads).toBe(1);
  });
});
