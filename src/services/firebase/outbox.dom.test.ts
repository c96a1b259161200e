// The sync centre's outbox as local storage holds it: writes are entered, settled,
// refused (with the reason and the server's status) and discarded; a retry replaces the refused
// entry; a corrupt or outdated stored value reads as what can be read of it; the outbox keeps at
// most OUTBOX_LIMIT entries, dropping refused ones first; a full storage is reported, never thrown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addEntry,
  discardEntry,
  earlierPending,
  opApplied,
  OUTBOX_KEY,
  OUTBOX_LIMIT,
  type OutboxEntry,
  outboxState,
  plainFields,
  readOutbox,
  type RecordedOp,
  refuseEntry,
  resetOutbox,
  SESSION,
  settleEntry,
  subscribeOutbox,
} from './outbox';
import { witnessOf } from './writes';

const entry = (id: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  uid: 'user-1',
  session: SESSION,
  queuedAt: 1_700_000_000_000,
  label: { what: 'workRaise', record: `WR-${id} · Pump leaking`, link: `/app/work/WR-${id}` },
  ops: [{ path: `companies/c/workRequests/WR-${id}`, kind: 'set', fields: { status: 'new', version: 1 } }],
  state: 'pending',
  ...over,
});

/** The outbox as local storage holds it now. */
const stored = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null') as { v: number; entries: OutboxEntry[] };
const storedIds = () => stored().entries.map((e) => e.id);

/** Puts a value in local storage as an earlier page load left it, and forgets the in-memory copy. */
function seed(value: unknown) {
  localStorage.setItem(OUTBOX_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  resetOutbox();
}

beforeEach(() => resetOutbox());
afterEach(() => vi.restoreAllMocks());

describe('outbox: entering and answering writes', () => {
  it('keeps a queued write in local storage, where a new page load reads it again', () => {
    addEntry(entry('a'));
    expect(stored()).toEqual({ v: 1, entries: [entry('a')] });
    expect(outboxState()).toEqual({ entries: [entry('a')], storageFull: false });

    resetOutbox(); // a reload: the in-memory copy is gone, storage is not
    expect(outboxState().entries).toEqual([entry('a')]);
    expect(readOutbox()).toEqual([entry('a')]);
  });

  it('drops a write once the server accepts it, and ignores an answer for a write it does not hold', () => {
    addEntry(entry('a'));
    addEntry(entry('b'));
    const heard = vi.fn();
    const stop = subscribeOutbox(heard);
    settleEntry('a');
    expect(storedIds()).toEqual(['b']);
    expect(outboxState().entries.map((e) => e.id)).toEqual(['b']);
    expect(heard).toHaveBeenCalledTimes(1);

    settleEntry('nope');
    refuseEntry('nope', 'permission-denied');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual(['b']);
    stop();
  });

  it('keeps a refused write with its reason and the status the record has on the server', () => {
    addEntry(entry('a'));
    addEntry(entry('b'));
    addEntry(entry('c'));
    refuseEntry('a', 'permission-denied', 'inProgress');
    refuseEntry('b', 'sync/not-applied', null);
    refuseEntry('c', 'failed-precondition');
    const [a, b, c] = stored().entries;
    expect(a).toMatchObject({ id: 'a', state: 'refused', reason: 'permission-denied', serverStatus: 'inProgress' });
    expect(b).toMatchObject({ id: 'b', state: 'refused', reason: 'sync/not-applied', serverStatus: null });
    expect(c).toMatchObject({ id: 'c', state: 'refused', reason: 'failed-precondition' });
    expect(c).not.toHaveProperty('serverStatus'); // unknown, not "gone"
    expect(outboxState().entries).toEqual([a, b, c]);
  });

  it('forgets a refused write the user discards', () => {
    addEntry(entry('a'));
    addEntry(entry('b'));
    refuseEntry('a', 'permission-denied');
    discardEntry('a');
    expect(storedIds()).toEqual(['b']);
    expect(outboxState().entries.map((e) => e.id)).toEqual(['b']);
  });

  it('removes the refused write a retry replaces, and only that one', () => {
    addEntry(entry('a'));
    addEntry(entry('b'));
    refuseEntry('a', 'permission-denied');
    addEntry(entry('c', { label: { ...entry('c').label, replaces: 'a' } }));
    expect(storedIds()).toEqual(['b', 'c']);
    expect(outboxState().entries.map((e) => [e.id, e.state])).toEqual([
      ['b', 'pending'],
      ['c', 'pending'],
    ]);
  });

  it('tells its listeners of every change until they stop listening', () => {
    const heard: string[][] = [];
    const stop = subscribeOutbox(() => heard.push(outboxState().entries.map((e) => `${e.id}:${e.state}`)));
    addEntry(entry('a'));
    refuseEntry('a', 'permission-denied');
    discardEntry('a');
    stop();
    addEntry(entry('b'));
    expect(heard).toEqual([['a:pending'], ['a:refused'], []]);
  });

  it('lists the pending writes of an earlier page session for this user only', () => {
    seed({
      v: 1,
      entries: [
        entry('earlier', { session: 'old-session' }),
        entry('earlier-refused', { session: 'old-session', state: 'refused', reason: 'permission-denied' }),
        entry('other-user', { session: 'old-session', uid: 'user-2' }),
        entry('this-session'),
      ],
    });
    expect(earlierPending('user-1').map((e) => e.id)).toEqual(['earlier']);
    expect(earlierPending('user-2').map((e) => e.id)).toEqual(['other-user']);
    expect(earlierPending('user-3')).toEqual([]);
  });
});

describe('outbox: what local storage holds', () => {
  it('reads a missing, corrupt or outdated value as an empty outbox', () => {
    expect(readOutbox()).toEqual([]);
    for (const value of ['{not json', '"a string"', 'null', '[1,2]', '{"v":1}', '{"v":1,"entries":{"a":1}}']) {
      seed(value);
      expect(readOutbox()).toEqual([]);
      expect(outboxState()).toEqual({ entries: [], storageFull: false });
    }
  });

  it('keeps the entries that can be read and the operations that can be read of them', () => {
    const good = entry('good');
    seed({
      v: 1,
      entries: [
        null,
        'text',
        { ...entry('no-uid'), uid: 7 },
        { ...entry('no-session'), session: undefined },
        { ...entry('bad-time'), queuedAt: '2025-01-01' },
        { ...entry('bad-state'), state: 'sent' },
        { ...entry('no-label'), label: null },
        { ...entry('no-record'), label: { what: 'workRaise' } },
        { ...entry('no-ops'), ops: 'set' },
        good,
        {
          ...entry('some-ops'),
          ops: [
            null,
            { path: 'a/b', kind: 'merge', fields: {} },
            { path: 3, kind: 'set', fields: {} },
            { path: 'a/c', kind: 'update' },
            { path: 'a/d', kind: 'delete', fields: {} },
          ],
        },
      ],
    });
    const read = readOutbox();
    expect(read.map((e) => e.id)).toEqual(['good', 'some-ops']);
    expect(read[0]).toEqual(good);
    expect(read[1].ops).toEqual([{ path: 'a/d', kind: 'delete', fields: {} }]);
    // What was read is what the next write stores: the unreadable entries are gone for good.
    addEntry(entry('new'));
    expect(storedIds()).toEqual(['good', 'some-ops', 'new']);
  });

  it(`keeps at most ${OUTBOX_LIMIT} entries, dropping the oldest refused ones first`, () => {
    const entries = Array.from({ length: OUTBOX_LIMIT }, (_, i) =>
      entry(`e${i}`, i === 10 || i === 20 ? { state: 'refused', reason: 'permission-denied' } : {}),
    );
    seed({ v: 1, entries });
    addEntry(entry('new1'));
    expect(stored().entries).toHaveLength(OUTBOX_LIMIT);
    expect(storedIds()).not.toContain('e10');
    expect(storedIds()).toContain('e20');
    expect(storedIds()[0]).toBe('e0');
    expect(storedIds().at(-1)).toBe('new1');

    addEntry(entry('new2'));
    expect(storedIds()).not.toContain('e20');
    expect(storedIds()[0]).toBe('e0');

    // No refused entry left: the oldest pending one goes.
    addEntry(entry('new3'));
    expect(stored().entries).toHaveLength(OUTBOX_LIMIT);
    expect(storedIds()[0]).toBe('e1');
    expect(storedIds().slice(-3)).toEqual(['new1', 'new2', 'new3']);
    expect(outboxState().entries).toHaveLength(OUTBOX_LIMIT);
  });

  it('says so when local storage refuses the outbox, keeps it for this page, and recovers', () => {
    addEntry(entry('a'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const heard = vi.fn();
    const stop = subscribeOutbox(heard);
    expect(() => addEntry(entry('b'))).not.toThrow();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(outboxState().storageFull).toBe(true);
    expect(outboxState().entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(storedIds()).toEqual(['a']); // storage still holds what it last took

    setItem.mockRestore();
    settleEntry('a');
    expect(outboxState()).toMatchObject({ storageFull: false });
    expect(storedIds()).toEqual(['b']);
    stop();
  });
});

describe('plainFields', () => {
  it('keeps the plain top-level fields and leaves out sentinels, objects, arrays and long texts', () => {
    const sentinel = { _methodName: 'serverTimestamp' };
    expect(
      plainFields({
        status: 'new',
        version: 2,
        archived: false,
        reason: null,
        description: 'x'.repeat(201),
        title: 'y'.repeat(200),
        updatedAt: sentinel,
        assignees: ['u1'],
        plan: { hours: 2 },
        missing: undefined,
      }),
    ).toEqual({ status: 'new', version: 2, archived: false, reason: null, title: 'y'.repeat(200) });
  });
});

describe('opApplied', () => {
  const set: RecordedOp = { path: 'w/WR-1', kind: 'set', fields: { status: 'new', version: 1, reason: null } };

  it('holds when every field written is on the server, a null one also when the field is absent', () => {
    expect(opApplied(set, { status: 'new', version: 1, reason: null, title: 'Pump' })).toBe(true);
    expect(opApplied(set, { status: 'new', version: 1 })).toBe(true);
  });

  it('does not hold when a field differs or the document is gone', () => {
    expect(opApplied(set, { status: 'inPlanning', version: 2, reason: null })).toBe(false);
    expect(opApplied(set, { status: 'new', version: '1', reason: null })).toBe(false);
    expect(opApplied(set, null)).toBe(false);
  });

  it('reads the dotted paths of an update as nested fields', () => {
    const update: RecordedOp = { path: 'p/pm1', kind: 'update', fields: { 'execution.hours': 3, 'a.b.c': 'x' } };
    expect(opApplied(update, { execution: { hours: 3 }, a: { b: { c: 'x' } } })).toBe(true);
    expect(opApplied(update, { execution: { hours: 2 }, a: { b: { c: 'x' } } })).toBe(false);
    expect(opApplied(update, { execution: null, a: { b: { c: 'x' } } })).toBe(false);
  });

  it('holds for a delete only when the document is gone', () => {
    const del: RecordedOp = { path: 'w/WR-1', kind: 'delete', fields: {} };
    expect(opApplied(del, null)).toBe(true);
    expect(opApplied(del, { status: 'new' })).toBe(false);
  });
});

describe('witnessOf', () => {
  const order: RecordedOp = { path: 'c/x/workRequests/WR-1', kind: 'update', fields: { status: 'inProgress' } };
  const history: RecordedOp = { path: 'c/x/workRequests/WR-1/history/v3', kind: 'set', fields: { version: 3 } };
  const stats: RecordedOp = { path: 'c/x/workStats/2025-03', kind: 'set', fields: {} };

  it('chooses the history event of a batch wherever it is', () => {
    expect(witnessOf([order, stats, history])).toBe(history);
    expect(witnessOf([history, order])).toBe(history);
  });

  it('chooses the first write when there is no history event, and nothing for an empty batch', () => {
    expect(witnessOf([order, stats])).toBe(order);
    // A path under history that is not a history event itself does not count.
    const nested: RecordedOp = { path: 'c/x/workRequests/WR-1/history/v3/notes/n1', kind: 'set', fields: {} };
    expect(witnessOf([order, nested])).toBe(order);
    expect(witnessOf([])).toBeUndefined();
  });
});
