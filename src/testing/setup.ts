import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no matchMedia; the start-up choice reads prefers-color-scheme through it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Pages load their chunks on demand, and Vitest transforms a chunk's modules the first time it is
// imported: on a busy two-core machine that can take far longer than Testing Library's 1 s default.
// A findBy/waitFor returns as soon as its state is there; the limit only ends a test that waits for
// a state that never comes.
configure({ asyncUtilTimeout: 15_000 });

// The same limit for Vitest's own vi.waitFor, whose default is 1 s: a wait for a state a saga
// reaches through a write and its answer timed out in a clean run on the busy machine. A call that
// names its own time-out keeps it.
const WAIT_MS = 15_000;
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitFor(callback, typeof options === 'number' ? { timeout: options } : { timeout: WAIT_MS, ...options });

beforeEach(() => {
  localStorage.clear();
  delete window.__torque;
  const html = document.documentElement;
  for (const attr of ['data-bs-theme', 'data-theme', 'dir', 'lang']) html.removeAttribute(attr);
  html.className = '';
  document.head.querySelectorAll('link[data-theme-link]').forEach((l) => l.remove());
});

afterEach(() => cleanup());
