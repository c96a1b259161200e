// Home's card of contracts to renew, through a real store and the contracts saga over the
// in-memory contracts server: expiring within 90 days and expired-not-renewed, soonest first.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import { renderWithProviders } from '../../testing/render';
import { contractsFeature } from '../contracts/contractsSaga';
import { contractsLive } from '../contracts/contractsSlice';
import { server } from '../contracts/fakeContractsService';
import { contractEnding, plantState } from '../../testing/harness/contracts';
import { initialPlantState } from '../plant/plantSlice';
import { ExpiringContractsCard } from './ExpiringContractsCard';

const SITE = { uid: 'user-1', site: 's1' };

vi.mock(
  '../contracts/contractsService',
  async () => (await import('../contracts/fakeContractsService')).fakeContractsService,
);

function Card() {
  useFeature(contractsFeature);
  return <ExpiringContractsCard />;
}

beforeEach(() => server.reset());

describe('Home’s contracts to renew', () => {
  it('lists those ending within 90 days and those ended without renewal, linking to each', async () => {
    server.contracts = [
      contractEnding('active', 200),
      contractEnding('soon', 23),
      contractEnding('later', 75),
      contractEnding('gone', -3),
      contractEnding('handled', 10, { renewedBy: 'x' }),
    ];
    const { store, unmount } = renderWithProviders(<Card />, {
      signedIn: true,
      preloadedState: { plant: plantState() },
    });
    const card = await screen.findByRole('region', { name: 'Service contracts to renew' });
    await within(card).findByText('Vendor soon');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-contract-id'))).toEqual(['gone', 'soon', 'later']);
    expect(within(items[1]).getByText(/Expires in 23 days/)).toBeVisible();
    expect(within(items[0]).getByText(/Expired/)).toBeVisible();
    expect(within(items[1]).getByRole('link', { name: 'Vendor soon' })).toHaveAttribute('href', '/app/contracts/soon');
    // The card listens while it is on screen, and no longer.
    expect(contractsLive.select(store.getState(), SITE)?.status).toBe('ready');
    unmount();
    expect(contractsLive.select(store.getState(), SITE)).toBeUndefined();
  });

  it('says when nothing needs renewing', async () => {
    server.contracts = [contractEnding('active', 200)];
    renderWithProviders(<Card />, { signedIn: true, preloadedState: { plant: plantState() } });
    expect(await screen.findByText('No contract expires within 90 days.')).toBeVisible();
  });

  it('asks for a plant when none is chosen', () => {
    renderWithProviders(<Card />, { signedIn: true, preloadedState: { plant: initialPlantState(null) } });
    expect(screen.getByText('Choose a plant to see its site’s contracts.')).toBeVisible();
  });
});
