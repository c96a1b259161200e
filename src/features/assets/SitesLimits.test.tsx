// The Free plan's site and plant limits on the sites page, through a real store and
// the asset saga over the in-memory live server: a notice one below and at the limit with a link
// to the prices page, the add action turned off at it (the reason as its description), nothing
// for a paid company, and a refusal from the rules (a stale page) said as the limit.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import type { Usage } from '../../lib/planLimits';
import { renderWithProviders } from '../../testing/render';
import { companyRecordReceived } from '../company/companySlice';
import { assetsFeature } from './assetsSaga';
import { server } from './fakeAssetsService';
import { initialPlantState } from '../plant/plantSlice';
import SitesPage from './SitesPage';

vi.mock('./assetsService', async () => (await import('./fakeAssetsService')).fakeAssetsService);
vi.mock('../plant/registerService', async (original) =>
  (await import('./fakeAssetsService')).fakeRegisterModule(original),
);
vi.mock('../plant/equipmentService', async () => (await import('./fakeAssetsService')).fakeEquipmentService);

function Page() {
  useFeature(assetsFeature);
  return <SitesPage />;
}

beforeEach(() => server.reset());

const preloadedState = { plant: initialPlantState(null) } as never;
type Store = ReturnType<typeof renderWithProviders>['store'];

function recordArrives(store: Store, paid: boolean, usage: Usage) {
  act(() => {
    store.dispatch(
      companyRecordReceived({ record: null, company: { name: 'Mill', companyEmail: 'a@example.com', paid, usage } }),
    );
  });
}

describe('sites and plants near the Free plan limits', () => {
  it('warns before the last site, then turns adding a site off with the reason; typed text stays', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Page />, { signedIn: true, preloadedState });
    recordArrives(store, false, { members: 1, sites: 0, plants: 0, parts: 0 });
    expect(await screen.findByText('Your company has 0 of 1 site on the Free plan.')).toBeInTheDocument();
    expect(screen.getByText('You can add one more site. Archived sites still count.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add the site' });
    expect(add).toBeEnabled();
    await user.type(screen.getByLabelText('New site'), 'North mill');
    await user.click(add);
    await screen.findByRole('region', { name: 'North mill' });
    expect(server.written.map((w) => w.kind)).toEqual(['createSite']);

    // The record counts the new site: the page turns adding off before anyone tries.
    recordArrives(store, false, { members: 1, sites: 1, plants: 0, parts: 0 });
    expect(screen.getByText('Your company has 1 of 1 site on the Free plan.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/Adding a site is turned off/);
    await user.type(screen.getByLabelText('New site'), 'South mill');
    await user.click(add);
    expect(server.written.map((w) => w.kind)).toEqual(['createSite']);
    expect(screen.getByLabelText('New site')).toHaveValue('South mill');
    expect(screen.getAllByRole('link', { name: 'See the plans' })[0]).toHaveAttribute('href', '/app/company/plan');
  });

  it('warns at one plant of two and turns adding plants off at two', async () => {
    server.sites = [{ id: 'north', name: 'North mill', archived: false, createdAt: null, createdBy: 'user-1' }];
    const { store } = renderWithProviders(<Page />, { signedIn: true, preloadedState });
    recordArrives(store, false, { members: 1, sites: 1, plants: 1, parts: 0 });
    const site = await screen.findByRole('region', { name: 'North mill' });
    expect(within(site).getByText('Your company has 1 of 2 plants on the Free plan.')).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Add the plant' })).toBeEnabled();
    recordArrives(store, false, { members: 1, sites: 1, plants: 2, parts: 0 });
    expect(within(site).getByText('Your company has 2 of 2 plants on the Free plan.')).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Add the plant' })).toHaveAccessibleDescription(
      /Adding a plant is turned off/,
    );
    expect(within(site).getByRole('button', { name: 'Add the plant' })).toBeDisabled();
  });

  it('shows nothing and limits nothing for a paid company', async () => {
    server.sites = [{ id: 'north', name: 'North mill', archived: false, createdAt: null, createdBy: 'user-1' }];
    const { store } = renderWithProviders(<Page />, { signedIn: true, preloadedState });
    recordArrives(store, true, { members: 9, sites: 4, plants: 9, parts: 0 });
    const site = await screen.findByRole('region', { name: 'North mill' });
    expect(screen.queryByText(/on the Free plan/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add the site' })).toBeEnabled();
    expect(within(site).getByRole('button', { name: 'Add the plant' })).toBeEnabled();
  });

  it('says a refusal from the rules is the limit when the page now shows it reached', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Page />, { signedIn: true, preloadedState });
    recordArrives(store, false, { members: 1, sites: 0, plants: 0, parts: 0 });
    server.refuse = 'permission-denied';
    await user.type(await screen.findByLabelText('New site'), 'Second mill');
    await user.click(screen.getByRole('button', { name: 'Add the site' }));
    // Another device used the last place meanwhile: the record says so, and the refusal arrives.
    recordArrives(store, false, { members: 1, sites: 1, plants: 0, parts: 0 });
    expect(
      await screen.findByText('The site was not added: your company has reached the Free plan’s limit of 1 site.'),
    ).toBeInTheDocument();
  });
});
