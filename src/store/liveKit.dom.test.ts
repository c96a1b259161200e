// The live-data kit through a real store and its saga, with a subscribe function the test drives:
// one listener per key however many users, closed when the last one leaves (and its value
// forgotten), values and a refusal kept per key, everything closed at logout.
import { take, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { initialAuthState } from '../features/auth/authSlice';
import { logoutRequested } from '../lib/sessionActions';
import type { Listener, LiveList } from '../services/firebase/live';
import { testUser } from '../testing/render';
import { injectFeature } from './featureRegistry';
import {
  docStatus,
  type KitValue,
  type LiveEntry,
  liveKit,
  liveKitFeature,
  listView,
  valuesOf,
  whileOpen,
  windowed,
  type WindowedList,
} from './liveKit';

interface Params {
  plant: string;
  id: string;
}

/** The listeners the kit has open, by key, with the listener to answer them. */
const open = new Map<string, Listener<string[]>>();
let opened = 0;

const notes = liveKit<Params, string[]>({
  name: 'testNotes',
  keyOf: ({ plant, id }) => `${plant}/${id}`,
  subscribe: ({ plant, id }, listener) => {
    const key = `${plant}/${id}`;
    if (open.has(key)) throw new Error(`a second listener for ${key}`);
    open.set(key, listener);
    opened += 1;
    return () => void open.delete(key);
  },
});

function start() {
  open.clear();
  opened = 0;
  const store = makeStore({ auth: initialAuthState(testUser) });
  injectFeature(store, liveKitFeature);
  return store;
}

const pump = { plant: 'press', id: 'pump1' };
const motor = { plant: 'press', id: 'motor1' };

describe('liveKit', () => {
  it('opens one listener per key, however many show it, and closes it when the last leaves', () => {
    const store = start();
    store.dispatch(notes.opened(pump));
    store.dispatch(notes.opened({ ...pump }));
    expect([...open.keys()]).toEqual(['press/pump1']);
    expect(notes.select(store.getState(), pump)).toEqual({ status: 'loading', value: null, error: null });

    open.get('press/pump1')!.next(['seal leaks']);
    expect(notes.select(store.getState(), pump)).toEqual({ status: 'ready', value: ['seal leaks'], error: null });

    store.dispatch(notes.closed(pump));
    expect(open.has('press/pump1')).toBe(true);
    expect(notes.select(store.getState(), pump)?.value).toEqual(['seal leaks']);
    store.dispatch(notes.closed(pump));
    expect(open.size).toBe(0);
    expect(notes.select(store.getState(), pump)).toBeUndefined();

    // Shown again: a new listener, from nothing.
    store.dispatch(notes.opened(pump));
    expect(opened).toBe(2);
    expect(notes.select(store.getState(), pump)?.status).toBe('loading');
  });

  it('keeps each key apart, a refusal as that key’s error, and listens again when asked', () => {
    const store = start();
    store.dispatch(notes.opened(pump));
    store.dispatch(notes.opened(motor));
    open.get('press/motor1')!.next(['hums']);
    open.get('press/pump1')!.error({ code: 'permission-denied', message: 'no' });
    expect(notes.select(store.getState(), pump)).toMatchObject({
      status: 'failed',
      error: { code: 'permission-denied' },
    });
    expect(notes.select(store.getState(), motor)).toMatchObject({ status: 'ready', value: ['hums'] });
    // Asked again: a new listener for that key only.
    store.dispatch(notes.retried(pump));
    expect(notes.select(store.getState(), pump)).toMatchObject({ status: 'loading', error: null });
    expect(opened).toBe(3);
    open.get('press/pump1')!.next(['seal replaced']);
    expect(notes.select(store.getState(), pump)).toMatchObject({ status: 'ready', value: ['seal replaced'] });
    // A value that arrives after the last user left is not kept.
    const late = open.get('press/motor1')!;
    store.dispatch(notes.closed(motor));
    late.next(['late']);
    expect(notes.select(store.getState(), motor)).toBeUndefined();
  });

  it('closes every listener and forgets every value at logout', () => {
    const store = start();
    store.dispatch(notes.opened(pump));
    store.dispatch(notes.opened(motor));
    open.get('press/pump1')!.next(['seal leaks']);
    store.dispatch(logoutRequested());
    expect(open.size).toBe(0);
    expect(notes.select(store.getState(), pump)).toBeUndefined();
    // After logout a page opens it afresh.
    store.dispatch(notes.opened(pump));
    expect([...open.keys()]).toEqual(['press/pump1']);
  });

  it('refuses two kits of one name', () => {
    expect(() => liveKit({ name: 'testNotes', keyOf: () => '', subscribe: () => () => undefined })).toThrow(
      /Two live kits/,
    );
  });
});

describe('how pages read an entry', () => {
  const doc = (status: LiveEntry<unknown>['status'], item: object | null, fromCache: boolean) => ({
    status,
    error: null,
    value:
      status === 'loading' ? null : { item: item && { ...item, pending: false }, fromCache, hasPendingWrites: false },
  });

  it('says a document is missing only on the server’s word', () => {
    expect(docStatus(undefined)).toBe('idle');
    expect(docStatus(doc('loading', null, false))).toBe('loading');
    expect(docStatus(doc('ready', { id: 'p1' }, true))).toBe('ready');
    expect(docStatus(doc('ready', null, true))).toBe('loading');
    expect(docStatus(doc('ready', null, false))).toBe('missing');
    expect(docStatus({ status: 'failed', error: { code: 'permission-denied', message: '' }, value: null })).toBe(
      'failed',
    );
  });

  it('reads a list as idle while nobody shows it, and with its items, cache flag and damaged documents', () => {
    expect(listView(undefined)).toEqual({
      status: 'idle',
      error: null,
      items: [],
      fromCache: false,
      corrupt: [],
      hasMore: false,
    });
    const damaged = { code: 'corrupt', message: 'x/1' };
    expect(
      listView({
        status: 'ready',
        error: null,
        value: { items: [{ id: 'a', pending: true }], fromCache: true, hasPendingWrites: true, corrupt: [damaged] },
      }),
    ).toEqual({
      status: 'ready',
      error: null,
      items: [{ id: 'a', pending: true }],
      fromCache: true,
      corrupt: [damaged],
      hasMore: false,
    });
  });

  it('reads a windowed list a page longer on "more", keeps the pages on a retry, and starts again for a new key', () => {
    const store = start();
    const asked: { key: string; pages: number }[] = [];
    const answer = new Map<string, Listener<LiveList<{ n: number }>>>();
    const numbers = liveKit<{ filter: number }, WindowedList<{ n: number }>>({
      name: 'testNumbers',
      keyOf: ({ filter }) => String(filter),
      subscribe: ({ filter }, listener, pages) => {
        asked.push({ key: String(filter), pages });
        answer.set(String(filter), windowed(listener, 2 * pages, { lookAhead: true }));
        return () => undefined;
      },
    });
    const list = (items: number[]): LiveList<{ n: number }> => ({
      items: items.map((n) => ({ n, pending: false })),
      fromCache: false,
      hasPendingWrites: false,
      corrupt: [],
    });
    const shown = (filter: number) => {
      const view = listView(numbers.select(store.getState(), { filter }));
      return { ...view, items: view.items.map((i) => i.n) };
    };

    store.dispatch(numbers.opened({ filter: 1 }));
    answer.get('1')!.next(list([1, 2, 3]));
    expect(shown(1)).toMatchObject({ status: 'ready', items: [1, 2], hasMore: true });

    store.dispatch(numbers.more({ filter: 1 }));
    answer.get('1')!.next(list([1, 2, 3]));
    expect(shown(1)).toMatchObject({ items: [1, 2, 3], hasMore: false });

    store.dispatch(numbers.retried({ filter: 1 }));
    store.dispatch(numbers.opened({ filter: 7 }));
    expect(asked).toEqual([
      { key: '1', pages: 1 },
      { key: '1', pages: 2 },
      { key: '1', pages: 2 },
      { key: '7', pages: 1 },
    ]);
  });

  it('keeps the shorter window live on "more" until the longer one answers, then closes it', () => {
    const store = start();
    const listeners: { pages: number; listener: Listener<LiveList<{ n: number }>>; closed: boolean }[] = [];
    const numbers = liveKit<{ filter: number }, WindowedList<{ n: number }>>({
      name: 'testOverlap',
      keyOf: ({ filter }) => String(filter),
      subscribe: (_params, listener, pages) => {
        const entry = { pages, listener: windowed(listener, 2 * pages, { lookAhead: true }), closed: false };
        listeners.push(entry);
        return () => void (entry.closed = true);
      },
    });
    const list = (items: number[]): LiveList<{ n: number }> => ({
      items: items.map((n) => ({ n, pending: false })),
      fromCache: false,
      hasPendingWrites: false,
      corrupt: [],
    });
    const shown = () => listView(numbers.select(store.getState(), { filter: 1 })).items.map((i) => i.n);

    store.dispatch(numbers.opened({ filter: 1 }));
    listeners[0].listener.next(list([1, 2, 3]));
    store.dispatch(numbers.more({ filter: 1 }));
    expect(listeners.map((l) => [l.pages, l.closed])).toEqual([
      [1, false],
      [2, false],
    ]);
    // A change while the longer window loads (1 moved away) still reaches the page…
    listeners[0].listener.next(list([2, 3, 4]));
    expect(shown()).toEqual([2, 3]);
    // …and the longer window's first answer replaces it and closes the shorter one.
    listeners[1].listener.next(list([2, 3, 4, 5, 6]));
    expect(shown()).toEqual([2, 3, 4, 5]);
    expect(listeners[0].closed).toBe(true);
    // A third page asked before the second answers: only the newest stays with the first.
    store.dispatch(numbers.more({ filter: 1 }));
    store.dispatch(numbers.more({ filter: 1 }));
    expect(listeners.map((l) => l.closed)).toEqual([true, false, true, false]);
    store.dispatch(numbers.closed({ filter: 1 }));
    expect(listeners.every((l) => l.closed)).toBe(true);
  });

  it('runs a saga for each open entry until it is forgotten, and hears its values', () => {
    const store = start();
    const heard: string[] = [];
    injectFeature(store, {
      key: 'testFollower',
      saga: function* follower() {
        yield* whileOpen(notes, function* worker(params: Params) {
          heard.push(`start ${params.id}`);
          try {
            yield takeEvery(valuesOf(notes), function* onValue({ payload }: KitValue<string[]>) {
              heard.push(`${params.id} saw ${payload.value?.join()}`);
            });
            yield take('never');
          } finally {
            heard.push(`stop ${params.id}`);
          }
        });
      },
    });
    store.dispatch(notes.opened(pump));
    store.dispatch(notes.opened(pump));
    open.get('press/pump1')!.next(['ok']);
    store.dispatch(notes.closed(pump));
    store.dispatch(notes.closed(pump));
    expect(heard).toEqual(['start pump1', 'pump1 saw ok', 'stop pump1']);
  });
});
