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
  const state = { callback: null as ((snapshot: unknown) => void) | null };
  return {
    DocumentReference,
    state,
    onSnapshot: (_ref: unknown, _options: unknown, next: (snapshot: unknown) => void) => {
      state.callback = next;
      return () => undefined;
    },
  };
});
vi.mock('firebase/firestore', () => ({ DocumentReference: sdk.DocumentReference, onSnapshot: sdk.onSnapshot }));
vi.mock('./firestore', () => ({ getDb: () => Promise.resolve({}) }));

const { subscribe } = await import('./live');

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
