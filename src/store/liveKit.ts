// The live-data kit: from a name, a key and a `subscribe` function, a live value (a list or one
// document) that a page shows while it is on screen. A component calls `kit.useLive(params)`: the
// first one on screen opens the Firestore listener, the last one to leave closes it (reference
// counted, so two cards showing the same list share one listener, and React's double mount in
// development does not open two); what arrives is kept in the store, where sagas read it with
// `kit.select`. A refusal ends the listener (Firestore does) and is kept as the entry's error;
// logging out closes every listener and forgets every value.
//
// Why not RTK Query's streaming updates (`onCacheEntryAdded`), which give the same reference
// counting: the sagas that write (offline-first, through the outbox) read what is on screen with
// `select` and must see the very values the page shows, and a listener's later errors are part of
// its state here; one small kit over the sagas the app already runs keeps one way to do it.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useEffect, useMemo, useRef } from 'react';
import type { Task } from 'redux-saga';
import { cancel, fork, put, take } from 'redux-saga/effects';
import type { AppError } from '../lib/errors';
import { logoutRequested, sessionEnded } from '../lib/sessionActions';
import type { Listener, LiveDoc, LiveList, Pending } from '../services/firebase/live';
import { type Feature, useFeature } from './featureRegistry';
import { useAppDispatch, useAppSelector } from './hooks';
import { watchLive } from './liveSaga';
import { rootReducer, type RootState } from './rootReducer';

/** What one live value holds while it is on screen. */
export interface LiveEntry<V> {
  /** `loading` until the first answer (the offline cache's counts), `failed` after a refusal. */
  status: 'loading' | 'ready' | 'failed';
  value: V | null;
  error: AppError | null;
}

/** Every kit's entries, by kit name and key. */
export type LiveState = Record<string, Record<string, LiveEntry<unknown>>>;

interface Ref {
  kit: string;
  key: string;
}

const liveSlice = createSlice({
  name: 'live',
  initialState: (): LiveState => ({}),
  reducers: {
    liveOpened(state, action: PayloadAction<Ref & { params: unknown }>) {
      const { kit, key } = action.payload;
      (state[kit] ??= {})[key] ??= { status: 'loading', value: null, error: null };
    },
    liveReceived(state, action: PayloadAction<Ref & { value: unknown }>) {
      const entry = state[action.payload.kit]?.[action.payload.key];
      if (!entry) return;
      entry.status = 'ready';
      entry.value = action.payload.value;
      entry.error = null;
    },
    liveFailed(state, action: PayloadAction<Ref & { error: AppError }>) {
      const entry = state[action.payload.kit]?.[action.payload.key];
      if (!entry) return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },
    /** Asked for the next page of a windowed list (the saga listens again, a page longer). */
    liveMoreRequested(_state, _action: PayloadAction<Ref>) {},
    /** Asked to listen again after a refusal (the saga opens a new listener). */
    liveRetried(state, action: PayloadAction<Ref>) {
      const entry = state[action.payload.kit]?.[action.payload.key];
      if (!entry) return;
      entry.status = 'loading';
      entry.error = null;
    },
    /** The last user left: the listener is closed and the value forgotten. */
    liveForgotten(state, action: PayloadAction<Ref>) {
      delete state[action.payload.kit]?.[action.payload.key];
    },
    /** A user left (the saga counts them; the last one forgets the value). */
    liveClosed(_state, _action: PayloadAction<Ref>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(logoutRequested, () => ({}));
    builder.addCase(sessionEnded, () => ({}));
  },
});

declare module './rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof liveSlice> {}
}

const injected = liveSlice.injectInto(rootReducer);
const selectLive = (state: RootState): LiveState => injected.selectSlice(state);
export const { liveOpened, liveReceived, liveFailed, liveRetried, liveMoreRequested, liveClosed, liveForgotten } =
  liveSlice.actions;

type Subscribe = (params: unknown, listener: Listener<unknown>, pages: number) => () => void;
interface Source {
  subscribe: Subscribe;
  settleMs?: number;
  before?: (params: unknown) => Generator;
}
/** Each kit's subscribe function and options, by name (functions stay out of actions and state). */
const subscribers = new Map<string, Source>();

const refKey = ({ kit, key }: Ref) => `${kit}\u0000${key}`;

/**
 * Listens for one entry until cancelled; its values and its refusal go to the store. `previous`
 * (the listener of the shorter window a "more" replaces) keeps the entry live until this one's
 * first answer, then stops: a change made meanwhile (an order moved) is never hidden behind a
 * list frozen while the longer window loads.
 */
function* listen(ref: Ref, params: unknown, pages: number, previous: Handover | null = null) {
  const source = subscribers.get(ref.kit);
  if (!source) throw new Error(`No live kit named ${ref.kit}`);
  if (source.before) yield* source.before(params);
  yield* watchLive<unknown>(
    (listener) => source.subscribe(params, listener, pages),
    function* onValue(value) {
      if (previous?.task) {
        const replaced = previous.task;
        previous.task = null;
        yield cancel(replaced);
      }
      yield put(liveReceived({ ...ref, value }));
    },
    function* onError(error) {
      yield put(liveFailed({ ...ref, error }));
    },
    { settleMs: source.settleMs },
  );
}

/** The listener a longer window replaces, until the new one answers (then null). */
interface Handover {
  task: Task | null;
}

/** One listener per open entry, counted by its users; all closed at logout. */
function* liveKitSaga() {
  const open = new Map<string, { task: Task; previous: Handover; users: number; params: unknown; pages: number }>();
  while (true) {
    const action = (yield take([
      liveOpened.type,
      liveClosed.type,
      liveRetried.type,
      liveMoreRequested.type,
      logoutRequested.type,
      sessionEnded.type,
    ])) as PayloadAction<Ref & { params?: unknown }> | { type: string; payload?: undefined };
    if (!action.payload) {
      for (const { task, previous } of open.values()) {
        if (previous.task) yield cancel(previous.task);
        yield cancel(task);
      }
      open.clear();
      continue;
    }
    const ref = { kit: action.payload.kit, key: action.payload.key };
    const id = refKey(ref);
    const running = open.get(id);
    if (action.type === liveOpened.type) {
      if (running) {
        running.users += 1;
        continue;
      }
      const { params } = action.payload;
      const task = (yield fork(listen, ref, params, 1)) as Task;
      open.set(id, { task, previous: { task: null }, users: 1, params, pages: 1 });
    } else if (action.type === liveRetried.type) {
      if (!running) continue;
      if (running.previous.task) yield cancel(running.previous.task);
      running.previous = { task: null };
      yield cancel(running.task);
      running.task = (yield fork(listen, ref, running.params, running.pages)) as Task;
    } else if (action.type === liveMoreRequested.type) {
      if (!running) continue;
      running.pages += 1;
      // The window on screen stays until the longer one answers; a longer one asked before and
      // still waiting gives way to this one.
      const live = running.previous.task ?? running.task;
      if (running.previous.task) yield cancel(running.task);
      running.previous = { task: live };
      running.task = (yield fork(listen, ref, running.params, running.pages, running.previous)) as Task;
    } else if (running) {
      running.users -= 1;
      if (running.users > 0) continue;
      if (running.previous.task) yield cancel(running.previous.task);
      yield cancel(running.task);
      open.delete(id);
      yield put(liveForgotten(ref));
    }
  }
}

/**
 * For component tests that deliver a kit's values themselves (`kit.received`): its listeners
 * then subscribe to `subscribe` instead (e.g. one that never answers), not to Firestore.
 */
export function replaceLiveSource<P, V>(
  kit: LiveKit<P, V>,
  subscribe: (params: P, listener: Listener<V>, pages: number) => () => void,
) {
  const source = subscribers.get(kit.name);
  if (!source) throw new Error(`No live kit named ${kit.name}`);
  subscribers.set(kit.name, { ...source, subscribe: subscribe as Subscribe });
}

/** The kit's saga, run once per store by the first `useLive` (or a test's `injectFeature`). */
export const liveKitFeature: Feature = { key: 'liveKit', saga: liveKitSaga };

export interface LiveKit<P, V> {
  name: string;
  /** The store key of `params` (two params of one key share a listener). */
  keyOf: (params: P) => string;
  /** The entry for `params`, or undefined while nobody shows it (or with no params). */
  select: (state: RootState, params: P | null) => LiveEntry<V> | undefined;
  /** Every entry on screen now (a saga looking for an item in any of them). */
  selectAll: (state: RootState) => LiveEntry<V>[];
  /** Opens (or joins) the listener for `params` while the calling component is on screen. */
  useLive: (params: P | null) => LiveEntry<V> | undefined;
  /** A page's buttons for `params`: "Try again" after a refusal and "Load more" (nothing without params). */
  useControls: (params: P | null) => { retry: () => void; more: () => void };
  opened: (params: P) => PayloadAction<Ref & { params: unknown }>;
  closed: (params: P) => PayloadAction<Ref>;
  /** Listens again after a refusal. */
  retried: (params: P) => PayloadAction<Ref>;
  /** A windowed list's next page: listens again with `pages` one more (kept until the last user leaves). */
  more: (params: P) => PayloadAction<Ref>;
  /** A value as the listener would bring it (component tests set the screen up with it). */
  received: (params: P, value: V) => PayloadAction<Ref & { value: unknown }>;
}

/**
 * Makes a kit. `params` must be plain data (they travel in actions); `keyOf` must tell apart
 * everything `subscribe` listens to differently (the plant as well as the item).
 */
export function liveKit<P, V>({
  name,
  keyOf,
  subscribe,
  settleMs,
  before,
}: {
  name: string;
  keyOf: (params: P) => string;
  /**
   * Listens for `params`. A windowed list reads `pages` pages (1 at first, one more on each
   * `more`); other kits leave it out.
   */
  subscribe: (params: P, listener: Listener<V>, pages: number) => () => void;
  /** Values that come faster than this are drawn once, the last of them (a large list). */
  settleMs?: number;
  /** A saga run before listening (e.g. letting smaller reads go first). */
  before?: (params: P) => Generator;
}): LiveKit<P, V> {
  // A module that Vite's hot reload runs again registers its kit again; elsewhere a second kit of
  // one name would silently take the first one's listeners.
  const hotReload = import.meta.hot !== undefined && import.meta.env.MODE !== 'test';
  if (subscribers.has(name) && !hotReload) throw new Error(`Two live kits are named ${name}`);
  subscribers.set(name, { subscribe: subscribe as Subscribe, settleMs, before: before as Source['before'] });
  const select = (state: RootState, params: P | null) =>
    params === null ? undefined : (selectLive(state)[name]?.[keyOf(params)] as LiveEntry<V> | undefined);
  const opened = (params: P) => liveOpened({ kit: name, key: keyOf(params), params });
  const closed = (params: P) => liveClosed({ kit: name, key: keyOf(params) });
  function useLive(params: P | null): LiveEntry<V> | undefined {
    useFeature(liveKitFeature);
    const dispatch = useAppDispatch();
    const key = params === null ? null : keyOf(params);
    // The params of the key on screen (a new object each render names the same listener).
    const current = useRef(params);
    current.current = params;
    useEffect(() => {
      const shown = current.current;
      if (shown === null) return;
      dispatch(opened(shown));
      return () => {
        dispatch(closed(shown));
      };
    }, [dispatch, key]);
    return useAppSelector((state) => select(state, params));
  }
  function useControls(params: P | null) {
    const dispatch = useAppDispatch();
    const key = params === null ? null : keyOf(params);
    const current = useRef(params);
    current.current = params;
    return useMemo(() => {
      const send = (action: (shown: P) => PayloadAction<Ref>) => () => {
        if (current.current !== null && key !== null) dispatch(action(current.current));
      };
      return {
        retry: send((shown) => liveRetried({ kit: name, key: keyOf(shown) })),
        more: send((shown) => liveMoreRequested({ kit: name, key: keyOf(shown) })),
      };
    }, [dispatch, key]);
  }
  return {
    name,
    keyOf,
    select,
    selectAll: (state) => Object.values(selectLive(state)[name] ?? {}) as LiveEntry<V>[],
    useLive,
    useControls,
    opened,
    closed,
    retried: (params) => liveRetried({ kit: name, key: keyOf(params) }),
    more: (params) => liveMoreRequested({ kit: name, key: keyOf(params) }),
    received: (params, value) => liveReceived({ kit: name, key: keyOf(params), value }),
  };
}

// --- Sagas that follow a kit ----------------------------------------------------------------

type KitAction = { type: string; payload?: { kit?: string } };

/** Matches the values any of `kits` brings (`liveReceived` of those kits), for `take`/`takeEvery`. */
export const valuesOf =
  (...kits: { name: string }[]) =>
  (action: KitAction) =>
    action.type === liveReceived.type && kits.some((kit) => kit.name === action.payload?.kit);

/** Matches the refusals of any of `kits` (`liveFailed` of those kits). */
export const refusalsOf =
  (...kits: { name: string }[]) =>
  (action: KitAction) =>
    action.type === liveFailed.type && kits.some((kit) => kit.name === action.payload?.kit);

/** What `valuesOf`/`refusalsOf` match: the entry, and its value or refusal. */
export type KitValue<V> = PayloadAction<Ref & { value?: V; error?: AppError }>;

/**
 * Runs `worker(params)` for each entry of `kit` while it is open: from its first user until it is
 * forgotten (a figure read for what a page shows, e.g. Home's counts for its lists).
 */
export function* whileOpen<P>(kit: { name: string; keyOf: (params: P) => string }, worker: (params: P) => Generator) {
  const running = new Map<string, Task>();
  while (true) {
    const action = (yield take([liveOpened.type, liveForgotten.type])) as PayloadAction<Ref & { params?: unknown }>;
    const { kit: name, key, params } = action.payload;
    if (name !== kit.name) continue;
    if (action.type === liveOpened.type) {
      if (!running.has(key)) running.set(key, (yield fork(worker, params as P)) as Task);
    } else {
      const task = running.get(key);
      running.delete(key);
      if (task) yield cancel(task);
    }
  }
}

// --- How pages read an entry ------------------------------------------------------------------

/** A live list as a page reads it. */
export interface LiveListView<T> {
  /** `idle` while no screen shows it (or nothing to show it for). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: T[];
  fromCache: boolean;
  /** Documents too damaged to show. */
  corrupt: AppError[];
  /** A windowed list: another page exists ("Load more"). */
  hasMore: boolean;
}

/** A windowed list's value: a page or more of a query, and whether another page exists. */
export type WindowedList<T> = LiveList<T> & { hasMore: boolean };

/**
 * The listener a windowed list's query answers: `shown` items at most are kept, and a full
 * window may have more behind it (`lookAhead`: the query read one more than it shows).
 */
export function windowed<T>(
  listener: Listener<WindowedList<T>>,
  shown: number,
  { lookAhead }: { lookAhead: boolean },
): Listener<LiveList<T>> {
  return {
    next: (list) =>
      listener.next({
        ...list,
        items: list.items.slice(0, shown),
        hasMore: lookAhead ? list.items.length > shown : list.items.length >= shown,
      }),
    error: (error) => listener.error(error),
  };
}

/** A list entry (or none) as a page reads it. */
export function listView<T>(
  entry: LiveEntry<LiveList<T> & { hasMore?: boolean }> | null | undefined,
): LiveListView<Pending<T>> {
  return {
    status: entry?.status ?? 'idle',
    error: entry?.error ?? null,
    items: entry?.value?.items ?? [],
    fromCache: entry?.value?.fromCache ?? false,
    corrupt: entry?.value?.corrupt ?? [],
    hasMore: entry?.value?.hasMore ?? false,
  };
}

/**
 * A document entry's status as a page says it: `missing` only on the server's word (not being in
 * the offline cache is not "deleted": that stays `loading`).
 */
export function docStatus(
  entry: LiveEntry<LiveDoc<unknown>> | null | undefined,
): 'idle' | 'loading' | 'ready' | 'missing' | 'failed' {
  if (!entry) return 'idle';
  if (entry.status !== 'ready') return entry.status;
  if (entry.value?.item) return 'ready';
  return entry.value?.fromCache ? 'loading' : 'missing';
}
