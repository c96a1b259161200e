import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  contractRenewRequested,
  contractsClosed,
  contractsOpened,
  contractsReceived,
  contractsWriteFailed,
  selectContracts,
  selectExpiring,
} from './contractsSlice';
import { contractEnding } from '../../testing/harness/contracts';

const rows = (...items: ReturnType<typeof contractEnding>[]) => items.map((c) => ({ ...c, pending: false }));

describe('the contracts slice', () => {
  it('counts the screens showing contracts', () => {
    const store = makeStore();
    store.dispatch(contractsOpened());
    store.dispatch(contractsOpened());
    store.dispatch(contractsClosed());
    expect(selectContracts(store.getState())).toMatchObject({ openCount: 1, status: 'loading' });
    store.dispatch(contractsClosed());
    store.dispatch(contractsClosed());
    expect(selectContracts(store.getState()).openCount).toBe(0);
  });

  it('waits for a contract just created here until the list has it, or the write is refused', () => {
    const store = makeStore();
    store.dispatch(contractRenewRequested({ id: 'c1', newId: 'c2' }));
    expect(selectContracts(store.getState()).expected).toBe('c2');
    store.dispatch(contractsReceived({ items: rows(contractEnding('c1', 10)), fromCache: false, corrupt: [] }));
    expect(selectContracts(store.getState()).expected).toBe('c2');
    store.dispatch(
      contractsReceived({
        items: rows(contractEnding('c1', 10), contractEnding('c2', 375)),
        fromCache: false,
        corrupt: [],
      }),
    );
    expect(selectContracts(store.getState()).expected).toBeNull();
    store.dispatch(contractRenewRequested({ id: 'c2', newId: 'c3' }));
    store.dispatch(contractsWriteFailed({ code: 'permission-denied', message: '' }));
    expect(selectContracts(store.getState()).expected).toBeNull();
  });

  it('selects for Home the contracts ending within 90 days or ended, not renewed, soonest first', () => {
    const store = makeStore();
    store.dispatch(
      contractsReceived({
        items: rows(
          contractEnding('a', 91),
          contractEnding('b', 90),
          contractEnding('c', 0),
          contractEnding('d', -1),
          contractEnding('e', 5, { renewedBy: 'f' }),
        ),
        fromCache: false,
        corrupt: [],
      }),
    );
    expect(selectExpiring(store.getState()).map((c) => [c.id, c.status.kind])).toEqual([
      ['d', 'expired'],
      ['c', 'expiring30'],
      ['b', 'expiring90'],
    ]);
  });
});
