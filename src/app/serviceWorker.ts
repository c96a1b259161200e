// The service worker's side in the page. Registration waits until the page has
// loaded and the browser is idle, and workbox-window arrives by dynamic import, so neither adds
// to the login route's critical path. A new version's worker installs in the background and
// waits: the page offers "A new version is ready — reload", and only the user's choice
// activates it (then the page reloads under it), so a page never runs old and new chunks together.
import type * as WorkboxWindow from 'workbox-window';
import type { Workbox } from 'workbox-window';

export interface UpdateState {
  /** A new version is installed and waiting for the user's reload. */
  ready: boolean;
  /** The user chose to reload; the new worker is taking over. */
  applying: boolean;
}

let state: UpdateState = { ready: false, applying: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;

function setState(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function updateState(): UpdateState {
  return state;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How often an open page asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface RegisterEnvironment {
  window: Window & typeof globalThis;
  /** Whether this build registers a worker (not in development, not in unit tests). */
  enabled: boolean;
  load: () => Promise<typeof WorkboxWindow>;
}

const browser = (): RegisterEnvironment => ({
  window,
  enabled: import.meta.env.PROD && !import.meta.env.VITEST,
  load: () => import('workbox-window'),
});

function whenIdle(win: Window, run: () => void) {
  const host = win as Window & { requestIdleCallback?: (this: void, cb: () => void, o?: object) => number };
  if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(run, { timeout: 5000 });
  else win.setTimeout(run, 1000);
}

let registered = false;

/**
 * Registers /sw.js once the page has loaded and gone idle (no-op where service workers are
 * unavailable, and after the first call).
 */
export function registerServiceWorker(env: RegisterEnvironment = browser()): void {
  const win = env.window;
  if (!env.enabled || !('serviceWorker' in win.navigator) || registered) return;
  registered = true;
  const start = () =>
    whenIdle(win, () => {
      void env
        .load()
        .then(({ Workbox }) => {
          const wb = new Workbox('/sw.js', { scope: '/' });
          workbox = wb;
          // A newer worker installed while this page runs the older version.
          wb.addEventListener('waiting', () => setState({ ready: true }));
          // The new worker took over after the user's choice: load the new version whole.
          wb.addEventListener('controlling', (event) => {
            if (!event.isUpdate) return;
            if (state.applying) win.location.reload();
            // Another tab chose to reload: this page's code is now the old version, and its
            // chunks may no longer be served. It offers the reload too.
            else setState({ ready: true });
          });
          void wb.register().catch(() => undefined);
          // Plant floors keep a tab open for days: ask now and then, and when the network returns.
          win.setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
          win.addEventListener('online', () => void wb.update().catch(() => undefined));
        })
        .catch(() => {
          // workbox-window did not load (e.g. its chunk failed offline): a later call tries again.
          registered = false;
        });
    });
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

/** The user's "reload": the waiting worker takes over, then the page reloads under it. */
export function applyUpdate(): void {
  if (!workbox || state.applying) return;
  setState({ applying: true });
  workbox.messageSkipWaiting();
  // If the worker took over before this page heard of it, reload all the same.
  window.setTimeout(() => window.location.reload(), APPLY_TIMEOUT_MS);
}

export const APPLY_TIMEOUT_MS = 4000;

/** For tests: back to the first state. */
export function resetUpdateState(ready = false): void {
  workbox = null;
  registered = false;
  state = { ready, applying: false };
  for (const listener of listeners) listener();
}
