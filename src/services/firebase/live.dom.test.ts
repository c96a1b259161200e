// A document this device is still writing is read from the cache only; the server is asked once
// the write has landed (a listen racing the write's commit can leave a wrong "not found").
// "Waiting to sync" follows the outbox: an item is marked while Firestore holds a local write for
// it and the outbox still holds that write; once the server accepted it, the mark goes at once,
// even while Firestore waits for its listen stream to deliver the server's copy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntry, type OutboxEntry, refuseEntry, resetOutbox, SESSION, settleEntry } from './outbox';

type Callback = (snapshot: unknown) => void;
const sdk = vi.hoisted(() => {
  class DocumentReference {
    constructor(public path: string) {}
  }
  const state = { callback: null as ((snapshot: unknown) => void) | null, sources: [] as string[], stops: 0 };
  return {
    DocumentReference,
    state,
    onSnapshot: (_ref: unknown, options: { source?: string }, next: (snapshot: unknown) => void) => {
      state.callback = next;
      state.sources.push(options.source ?? 'default');
      return () => void (state.stops += 1);
    },
  };
});
vi.mock('firebase/firestore', () => ({ DocumentReference: sdk.DocumentReference, onSnapshot: sdk.onSnapshot }));
vi.mock('./firestore', () => ({ getDb: () => Promise.resolve({}) }));

const { subscribe, subscribeAll } = await import('./live');

const PATH = 'users/c/companies/c/sites/s/plants/p/equipment/e1';

const docSnapshot = (hasPendingWrites: boolean) => ({
  exists: () => true,
  data: () => ({ tag: 'P-101' }),
  metadata: { hasPendingWrites, fromCache: false },
});

const listSnapshot = (hasPendingWrites: boolean) => {
  const doc = { ref: { path: PATH }, data: () => ({ tag: 'P-101' }), metadata: { hasPendingWrites } };
  return {
    docs: [doc],
    docChanges: () => [{ type: 'modified', doc }],
    metadata: { hasPendingWrites, fromCache: false },
  };
};

const entry = (id: string): OutboxEntry => ({
  id,
  uid: 'u1',
  session: SESSION,
  queuedAt: Date.now(),
  label: { what: 'equipment', record: 'P-101' },
  ops: [{ path: PATH, kind: 'set', fields: { tag: 'P-101' } }],
  state: 'pending',
});

async function listening(kind: 'doc' | 'list') {
  const seen: boolean[] = [];
  const stop =
    kind === 'doc'
      ? subscribe(() => new sdk.DocumentReference(PATH) as never, {
          next: (v: { item: { pending: boolean } | null }) => seen.push(v.item!.pending),
          error: () => undefined,
        })
      : subscribe(() => ({}) as never, {
          next: (v: { items: { pending: boolean }[] }) => seen.push(v.items[0].pending),
          error: () => undefined,
        });
  await vi.waitFor(() => expect(sdk.state.callback).not.toBeNull());
  return { seen, push: (snapshot: unknown) => (sdk.state.callback as Callback)(snapshot), stop };
}

beforeEach(() => {
  localStorage.clear();
  resetOutbox();
  sdk.state.callback = null;
  sdk.state.sources = [];
  sdk.state.stops = 0;
});
afterEach(() => resetOutbox());

describe.each(['doc', 'list'] as const)('a live %s', (kind) => {
  const snapshot = kind === 'doc' ? docSnapshot : listSnapshot;

  it('is waiting to sync while the outbox holds its write, and not once the server accepted it', async () => {
    const live = await listening(kind);
    addEntry(entry('w1'));
    live.push(snapshot(true));
    expect(live.seen.at(-1)).toBe(true);
    // Accepted: the mark goes without a new snapshot (the listen stream may be slow to send one).
    settleEntry('w1');
    expect(live.seen.at(-1)).toBe(false);
    // Firestore's late snapshot, still with its local write, changes nothing.
    live.push(snapshot(true));
    expect(live.seen.at(-1)).toBe(false);
    live.stop();
  });

  it('a refused write no longer waits (Firestore undoes it)', async () => {
    const live = await listening(kind);
    addEntry(entry('w2'));
    live.push(snapshot(true));
    refuseEntry('w2', 'permission-denied');
    expect(live.seen.at(-1)).toBe(false);
    live.stop();
  });

  it('without the outbox stored (local storage full), Firestore alone says', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const live = await listening(kind);
    addEntry(entry('w3'));
    settleEntry('w3');
    live.push(snapshot(true));
    expect(live.seen.at(-1)).toBe(true);
    vi.restoreAllMocks();
    live.stop();
  });

  it('nothing written here: not waiting, whatever the outbox holds for other documents', async () => {
    const live = await listening(kind);
    addEntry({ ...entry('w4'), ops: [{ path: 'elsewhere/x', kind: 'set', fields: {} }] });
    live.push(snapshot(false));
    expect(live.seen.at(-1)).toBe(false);
    live.stop();
  });
});

describe('a live document this device is writing', () => {
  const watch = () => {
    const seen: (boolean | null)[] = [];
    const stop = subscribe(() => new sdk.DocumentReference(PATH) as never, {
      next: (v: { item: { pending: boolean } | null }) => seen.push(v.item ? v.item.pending : null),
      error: () => undefined,
    });
    return { seen, stop };
  };
  const fromCache = {
    exists: () => true,
    data: () => ({ tag: 'P-101' }),
    metadata: { hasPendingWrites: true, fromCache: true },
  };

  it('is read from the cache while its write waits, and from the server once the write has landed', async () => {
    addEntry(entry('w5'));
    const live = watch();
    await vi.waitFor(() => expect(sdk.state.sources).toEqual(['cache']));
    (sdk.state.callback as Callback)(fromCache);
    expect(live.seen).toEqual([true]);
    settleEntry('w5');
    expect(sdk.state.sources).toEqual(['cache', 'default']);
    expect(sdk.state.stops).toBe(1);
    expect(live.seen).toEqual([true, false]);
    // Later outbox changes leave the server's listener alone.
    addEntry(entry('w6'));
    settleEntry('w6');
    expect(sdk.state.sources).toEqual(['cache', 'default']);
    live.stop();
    expect(sdk.state.stops).toBe(2);
  });

  it('a refused write: the server is asked too (Firestore has undone the write)', async () => {
    addEntry(entry('w7'));
    const live = watch();
    await vi.waitFor(() => expect(sdk.state.sources).toEqual(['cache']));
    refuseEntry('w7', 'permission-denied');
    expect(sdk.state.sources).toEqual(['cache', 'default']);
    live.stop();
  });

  it('nothing waiting for it (or only for other documents): the server is asked at once', async () => {
    addEntry({ ...entry('w8'), ops: [{ path: 'elsewhere/x', kind: 'set', fields: {} }] });
    const live = watch();
    await vi.waitFor(() => expect(sdk.state.sources).toEqual(['default']));
    live.stop();
  });

  it('without the outbox stored (local storage full), the server is asked at once', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    addEntry(entry('w9'));
    const live = watch();
    await vi.waitFor(() => expect(sdk.state.sources).toEqual(['default']));
    vi.restoreAllMocks();
    live.stop();
  });
});

describe('several sources listened to as one', () => {
  type Source = { next: (v: number) => void; error: (e: { code: string; message: string }) => void };
  function sources(n: number) {
    const open: (Source | null)[] = [];
    const make = (i: number) => (l: Source) => {
      open[i] = l;
      return () => void (open[i] = null);
    };
    return { open, list: Array.from({ length: n }, (_, i) => make(i)) };
  }

  it('answers once every source has, then on every change, with their latest values', () => {
    const { open, list } = sources(3);
    const seen: number[][] = [];
    subscribeAll(list, (values) => values, { next: (v) => seen.push(v), error: () => undefined });
    open[0]!.next(1);
    open[2]!.next(3);
    expect(seen).toEqual([]);
    open[1]!.next(2);
    open[0]!.next(10);
    expect(seen).toEqual([
      [1, 2, 3],
      [10, 2, 3],
    ]);
  });

  it('closes every source on the first refusal, which is the listener’s; and when closed', () => {
    const { open, list } = sources(2);
    const errors: string[] = [];
    const stop = subscribeAll(list, (values) => values, { next: () => undefined, error: (e) => errors.push(e.code) });
    open[1]!.error({ code: 'permission-denied', message: '' });
    expect(open).toEqual([null, null]);
    expect(errors).toEqual(['permission-denied']);

    const again = sources(2);
    subscribeAll(again.list, (values) => values, { next: () => undefined, error: () => undefined });
    const close = subscribeAll(again.list, (values) => values, { next: () => undefined, error: () => undefined });
    close();
    expect(again.open).toEqual([null, null]);
    stop();
  });
});
