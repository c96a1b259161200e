import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { initialAuthState } from '../auth/authSlice';
import { contractEnding, plantState } from '../../testing/harness/contracts';
import { testUser } from '../../testing/render';
import {
  contractRenewRequested,
  contractsLive,
  contractsWriteFailed,
  selectContractById,
  selectContractList,
  selectContracts,
  selectContractSite,
  selectExpiring,
} from './contractsSlice';

const SITE = { uid: 'user-1', site: 's1' };

/** Signed in as user-1, working in plant pm1 of site s1, with the site's contracts on screen. */
function shown() {
  const store = makeStore({ plant: plantState(), auth: initialAuthState(testUser) });
  store.dispatch(contractsLive.opened(SITE));
  return store;
}

const list = (...items: ReturnType<typeof contractEnding>[]) => ({
  items: items.map((c) => ({ ...c, pending: false })),
  fromCache: false,
  hasPendingWrites: false,
  corrupt: [],
});

describe('the contracts slice', () => {
  it('shows the contracts of the saved plant’s site, only when that plant is this company’s', () => {
    const store = shown();
    expect(selectContractSite(store.getState())).toEqual(SITE);
    expect(selectContractList(store.getState()).status).toBe('loading');
    store.dispatch(contractsLive.received(SITE, list(contractEnding('c1', 10))));
    expect(selectContractList(store.getState())).toMatchObject({ status: 'ready', fromCache: false });
    expect(selectContractById(store.getState(), 'c1')?.vendor).toBe('Vendor c1');

    const elsewhere = makeStore({
      plant: plantState(),
      auth: initialAuthState({ ...testUser, companyUID: 'another-company' }),
    });
    expect(selectContractSite(elsewhere.getState())).toBeNull();
    expect(selectContractList(elsewhere.getState()).status).toBe('idle');
  });

  it('waits for a contract just created here until the list has it, or the write is refused', () => {
    const store = shown();
    store.dispatch(contractRenewRequested({ id: 'c1', newId: 'c2' }));
    expect(selectContracts(store.getState()).expected).toBe('c2');
    store.dispatch(contractsLive.received(SITE, list(contractEnding('c1', 10))));
    expect(selectContracts(store.getState()).expected).toBe('c2');
    store.dispatch(contractsLive.received(SITE, list(contractEnding('c1', 10), contractEnding('c2', 375))));
    expect(selectContracts(store.getState()).expected).toBeNull();
    store.dispatch(contractRenewRequested({ id: 'c2', newId: 'c3' }));
    store.dispatch(contractsWriteFailed({ code: 'permission-denied', message: '' }));
    expect(selectContracts(store.getState()).expected).toBeNull();
  });

  it('selects for Home the contracts ending within 90 days or ended, not renewed, soonest first', () => {
    const store = shown();
    store.dispatch(
      contractsLive.received(
        SITE,
        list(
          contractEnding('a', 91),
          contractEnding('b', 90),
          contractEnding('c', 0),
          contractEnding('d', -1),
          contractEnding('e', 5, { renewedBy: 'f' }),
        ),
      ),
    );
    expect(selectExpiring(store.getState()).map((c) => [c.id, c.status.kind])).toEqual([
      ['d', 'expired'],
      ['c', 'expiring30'],
      ['b', 'expiring90'],
    ]);
  });
});
