// The sync centre's slice and saga through a real store and the real outbox in local
// storage; only the server's answers for an earlier session's writes and the browser's storage
// estimate are faked. The connection reads offline, syncing (writes waiting, or an earlier
// session's being checked) or online; the current user's outbox reaches state as it changes; the
// writes an earlier session queued are checked and settled or listed as refused, never dropped in
// silence; only a refused write can be discarded; logout empties it all and stops listening.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { makeStore } from '../../app/store';
import {
  addEntry,
  OUTBOX_KEY,
  type OutboxEntry,
  outboxState,
  refuseEntry,
  resetOutbox,
  SESSION,
} from '../../services/firebase/outbox';
import type { Confirmation } from '../../services/firebase/writes';
import { testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { logoutRequested, sessionEnded } from '../../lib/sessionActions';
import { PROBE_EVERY_MS, serverAnswered, stoppedBy, syncFeature } from './syncSaga';
import { NOT_APPLIED } from './syncCodes';
import {
  confirmingChanged,
  connectionChanged,
  discardRequested,
  initialSyncState,
  outboxChanged,
  selectConnection,
  selectRefused,
  selectSync,
  selectWaiting,
  storageMeasured,
  syncCentreToggled,
} from './syncSlice';

// The server's side: what it answers about an earlier session's writes, and the browser's estimate.
const fake = vi.hoisted(() => ({
  asked: [] as string[][],
  answer: null as null | { resolve: (r: Confirmation[]) => void; reject: (e: Error) => void },
  usedShare: null as number | null,
  reachable: true,
  announced: 0,
  reset() {
    this.reachable = true;
    this.announced = 0;
    this.asked = [];
    this.answer = null;
    this.usedShare = null;
  },
}));

vi.mock('./syncService', async () => {
  const outbox = await import('../../services/firebase/outbox');
  return {
    discardEntry: outbox.discardEntry,
    earlierPending: outbox.earlierPending,
    outboxState: outbox.outboxState,
    refuseEntry: outbox.refuseEntry,
    settleEntry: outbox.settleEntry,
    subscribeOutbox: outbox.subscribeOutbox,
    confirmEarlierWrites: (entries: OutboxEntry[]) => {
      fake.asked.push(entries.map((e) => e.id));
      return new Promise<Confirmation[]>((resolve, reject) => {
        fake.answer = { resolve, reject };
      });
    },
    storageHealth: () => Promise.resolve({ usedShare: fake.usedShare, persisted: true }),
    canReachDatabase: () => Promise.resolve(fake.reachable),
    announceReachable: () => {
      fake.announced += 1;
    },
  };
});

const entry = (id: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  uid: testUser.uid,
  session: SESSION,
  queuedAt: 1_700_000_000_000,
  label: { what: 'workRaise', record: `WR-${id} · Pump leaking`, link: `/app/work/WR-${id}` },
  ops: [{ path: `companies/c/workRequests/WR-${id}`, kind: 'set', fields: { status: 'new' } }],
  state: 'pending',
  ...over,
});

const storedIds = () =>
  (JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '{"entries":[]}') as { entries: OutboxEntry[] }).entries.map(
    (e) => `${e.id}:${e.state}`,
  );

/** What an earlier page load left in local storage. */
function seed(entries: OutboxEntry[]) {
  localStorage.setItem(OUTBOX_KEY, JSON.stringify({ v: 1, entries }));
  resetOutbox();
}

const stores: ReturnType<typeof makeStore>[] = [];

function start(signedIn = true) {
  const store = makeStore({ auth: initialAuthState(signedIn ? testUser : null) });
  injectFeature(store, syncFeature);
  stores.push(store);
  return store;
}

type Store = ReturnType<typeof start>;
const sync = (store: Store) => selectSync(store.getState());
const ids = (store: Store) => sync(store).entries.map((e) => `${e.id}:${e.state}`);

beforeEach(() => {
  fake.reset();
  resetOutbox();
});

afterEach(() => {
  // Every store's signed-in work stops, so no listener of an earlier test hears this test's outbox.
  for (const store of stores.splice(0)) store.dispatch(logoutRequested());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fake time for a test that shows something does not happen (see `quietPeriod`). */
const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/**
 * A quiet period in fake time, after the state a test waited for: every timer due within a probe
 * period (the connection's probe, the retry of an earlier session's check) runs, with whatever
 * follows it, so what has not happened by then would not happen on its own.
 */
const quietPeriod = () => vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);

describe('sync slice', () => {
  /** A store without the saga: the reducer and selectors alone. */
  const bareStore = () => makeStore({ auth: initialAuthState(testUser) });

  it('starts online with nothing waiting, and the panel closed', () => {
    const store = bareStore();
    expect(sync(store)).toEqual(initialSyncState(true));
    expect(selectConnection(store.getState())).toBe('online');
    expect(initialSyncState(false).online).toBe(false);
  });

  it('reads offline without a connection, whatever is waiting', () => {
    const store = bareStore();
    store.dispatch(outboxChanged({ entries: [entry('a')], storageFull: false }));
    store.dispatch(connectionChanged(false));
    expect(selectConnection(store.getState())).toBe('offline');
    store.dispatch(outboxChanged({ entries: [], storageFull: false }));
    expect(selectConnection(store.getState())).toBe('offline');
  });

  it('reads syncing online while writes wait or an earlier session’s are checked, online otherwise', () => {
    const store = bareStore();
    store.dispatch(
      outboxChanged({
        entries: [entry('a'), entry('b', { state: 'refused', reason: 'permission-denied' })],
        storageFull: true,
      }),
    );
    expect(selectConnection(store.getState())).toBe('syncing');
    expect(selectWaiting(store.getState()).map((e) => e.id)).toEqual(['a']);
    expect(selectRefused(store.getState()).map((e) => e.id)).toEqual(['b']);
    expect(sync(store).storageFull).toBe(true);

    // A refused write alone is not waiting for anything.
    store.dispatch(outboxChanged({ entries: [entry('b', { state: 'refused', reason: 'x' })], storageFull: false }));
    expect(selectConnection(store.getState())).toBe('online');
    store.dispatch(confirmingChanged(true));
    expect(selectConnection(store.getState())).toBe('syncing');
    store.dispatch(confirmingChanged(false));
    expect(selectConnection(store.getState())).toBe('online');
  });

  it('opens and closes the panel, toggling or as told', () => {
    const store = bareStore();
    store.dispatch(syncCentreToggled());
    expect(sync(store).open).toBe(true);
    store.dispatch(syncCentreToggled());
    expect(sync(store).open).toBe(false);
    store.dispatch(syncCentreToggled(true));
    store.dispatch(syncCentreToggled(true));
    expect(sync(store).open).toBe(true);
    store.dispatch(syncCentreToggled(false));
    expect(sync(store).open).toBe(false);
  });

  it('forgets the outbox, the storage reading and the panel at logout or when the session ends, not the connection', () => {
    for (const end of [logoutRequested(), sessionEnded()]) {
      const store = bareStore();
      store.dispatch(connectionChanged(false));
      store.dispatch(outboxChanged({ entries: [entry('a')], storageFull: true }));
      store.dispatch(storageMeasured(0.95));
      store.dispatch(confirmingChanged(true));
      store.dispatch(syncCentreToggled(true));
      store.dispatch(end);
      expect(sync(store)).toEqual(initialSyncState(false));
    }
  });
});

describe('sync saga', () => {
  it('shows the signed-in user’s outbox, and follows it as writes are queued and answered', async () => {
    seed([entry('mine'), entry('theirs', { uid: 'user-2' })]);
    const store = start();
    await vi.waitFor(() => expect(ids(store)).toEqual(['mine:pending']));
    expect(selectConnection(store.getState())).toBe('syncing');

    addEntry(entry('next'));
    addEntry(entry('other', { uid: 'user-2' }));
    await vi.waitFor(() => expect(ids(store)).toEqual(['mine:pending', 'next:pending']));
    refuseEntry('mine', 'permission-denied', 'inProgress');
    await vi.waitFor(() => expect(ids(store)).toEqual(['mine:refused', 'next:pending']));
    expect(sync(store).entries[0]).toMatchObject({ reason: 'permission-denied', serverStatus: 'inProgress' });
  });

  it('reports the browser’s connection as it changes', async () => {
    const store = start();
    await vi.waitFor(() => expect(sync(store).online).toBe(true));
    fake.reachable = false;
    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(selectConnection(store.getState())).toBe('offline'));
    fake.reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(selectConnection(store.getState())).toBe('online'));
  });

  it('asks the server again every 20 s, and tells Firestore at once when it answers again with no browser event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fake.reachable = false;
      const store = start();
      await vi.waitFor(() => expect(selectConnection(store.getState())).toBe('offline'));
      fake.reachable = true;
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      await vi.waitFor(() => expect(selectConnection(store.getState())).toBe('online'));
      expect(fake.announced).toBe(1);
      // Reachable still: nothing more to announce.
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      expect(fake.announced).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says offline when the database cannot be reached, though the browser reports a network', async () => {
    fake.reachable = false;
    const store = start();
    await vi.waitFor(() => expect(selectConnection(store.getState())).toBe('offline'));
    expect(navigator.onLine).toBe(true);
  });

  it('reads the share of the storage quota in use', async () => {
    fake.usedShare = 0.93;
    const store = start();
    await vi.waitFor(() => expect(sync(store).storageUsed).toBe(0.93));
  });

  it('checks an earlier session’s waiting writes: settles those the server holds, lists the others as refused', async () => {
    seed([
      entry('held', { session: 'earlier' }),
      entry('lost', { session: 'earlier' }),
      entry('gone', { session: 'earlier' }),
      entry('refused-before', { session: 'earlier', state: 'refused', reason: 'permission-denied' }),
      entry('other-user', { session: 'earlier', uid: 'user-2' }),
      entry('now'),
    ]);
    const store = start();
    await vi.waitFor(() => expect(fake.asked).toEqual([['held', 'lost', 'gone']]));
    expect(sync(store).confirming).toBe(true);
    expect(selectConnection(store.getState())).toBe('syncing');

    fake.answer!.resolve([
      { id: 'held', applied: true },
      { id: 'lost', applied: false, serverStatus: 'inPlanning' },
      { id: 'gone', applied: false, serverStatus: null },
    ]);
    await vi.waitFor(() => expect(sync(store).confirming).toBe(false));
    expect(ids(store)).toEqual(['lost:refused', 'gone:refused', 'refused-before:refused', 'now:pending']);
    expect(sync(store).entries[0]).toMatchObject({ reason: NOT_APPLIED, serverStatus: 'inPlanning' });
    expect(sync(store).entries[1]).toMatchObject({ reason: NOT_APPLIED, serverStatus: null });
    // The outbox in storage holds the same, and another user's entries are left alone.
    expect(storedIds()).toEqual([
      'lost:refused',
      'gone:refused',
      'refused-before:refused',
      'other-user:pending',
      'now:pending',
    ]);
  });

  it('keeps an earlier session’s writes waiting when the server cannot be read', async () => {
    seed([entry('held', { session: 'earlier' })]);
    const store = start();
    await vi.waitFor(() => expect(sync(store).confirming).toBe(true));
    fake.answer!.reject(new Error('unavailable'));
    await vi.waitFor(() => expect(sync(store).confirming).toBe(false));
    expect(ids(store)).toEqual(['held:pending']);
    expect(storedIds()).toEqual(['held:pending']);
  });

  it('asks nothing of the server when no earlier session left writes waiting', async () => {
    seed([entry('now'), entry('refused-before', { session: 'earlier', state: 'refused', reason: 'x' })]);
    fakeTime();
    const store = start();
    await vi.waitFor(() => expect(ids(store)).toHaveLength(2));
    await quietPeriod();
    expect(fake.asked).toEqual([]);
    expect(sync(store).confirming).toBe(false);
  });

  it('discards a refused write, never one still waiting', async () => {
    seed([entry('refused', { state: 'refused', reason: 'permission-denied' }), entry('waiting')]);
    const store = start();
    await vi.waitFor(() => expect(ids(store)).toEqual(['refused:refused', 'waiting:pending']));

    store.dispatch(discardRequested('waiting'));
    store.dispatch(discardRequested('refused'));
    await vi.waitFor(() => expect(ids(store)).toEqual(['waiting:pending']));
    expect(storedIds()).toEqual(['waiting:pending']);
  });

  it('empties the sync centre at logout and stops following the outbox, which stays on the device', async () => {
    seed([entry('a')]);
    fakeTime();
    const store = start();
    await vi.waitFor(() => expect(ids(store)).toEqual(['a:pending']));
    store.dispatch(logoutRequested());
    expect(sync(store).entries).toEqual([]);
    addEntry(entry('b'));
    await quietPeriod();
    expect(sync(store).entries).toEqual([]);
    expect(outboxState().entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(storedIds()).toEqual(['a:pending', 'b:pending']);
  });

  it('follows nobody’s outbox while signed out', async () => {
    seed([entry('a')]);
    fakeTime();
    const store = start(false);
    await quietPeriod();
    expect(sync(store).entries).toEqual([]);
    expect(fake.asked).toEqual([]);
  });
});

describe('serverAnswered', () => {
  const state = (entries: OutboxEntry[]) => ({ entries, storageFull: false });
  it('is true when a waiting write was accepted or refused, and not for a discard or a new write', () => {
    const waiting = entry('w');
    const refused = entry('r', { state: 'refused', reason: 'permission-denied' });
    expect(serverAnswered(state([waiting]), state([]))).toBe(true);
    expect(serverAnswered(state([waiting]), state([{ ...waiting, state: 'refused' }]))).toBe(true);
    expect(serverAnswered(state([refused]), state([]))).toBe(false);
    expect(serverAnswered(state([]), state([waiting]))).toBe(false);
  });
});

describe('stoppedBy', () => {
  it('knows the SDK stopped for full storage, for another failure, and not at all', () => {
    const quota =
      'FIRESTORE (12.19.0) INTERNAL ASSERTION FAILED: Unexpected state (ID: b815) CONTEXT: {"tl":"QuotaExceededError: Failed to execute \'setItem\' on \'Storage\'"}';
    expect(stoppedBy(quota)).toBe('storage-full');
    expect(stoppedBy('FIRESTORE (12.19.0) INTERNAL ASSERTION FAILED: Unexpected state (ID: ca9)')).toBe('failed');
    expect(stoppedBy("Failed to execute 'setItem' on 'Storage': exceeded the quota")).toBeNull();
  });

  it('says so in the state when the page reports the SDK stopped', async () => {
    const store = start();
    await vi.waitFor(() => expect(sync(store).online).toBe(true));
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('FIRESTORE (12.19.0) INTERNAL ASSERTION FAILED: QuotaExceededError'),
      }),
    );
    await vi.waitFor(() => expect(sync(store).stopped).toBe('storage-full'));
  });
});
