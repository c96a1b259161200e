// Sites and plants through a real store and the asset saga over the in-memory live server:
// names checked before anything is written, a new site and plant appear at once, the picker
// offers them, and editors only read.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import { UserRole } from '../../lib/currentUser';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { assetsFeature } from './assetsSaga';
import { server } from './fakeAssetsService';
import { PlantPicker } from './PlantPicker';
import { initialPlantState, selectSavedPlant } from '../plant/plantSlice';
import SitesPage from './SitesPage';

vi.mock('./assetsService', async () => (await import('./fakeAssetsService')).fakeAssetsService);
vi.mock('../plant/registerService', async (original) =>
  (await import('./fakeAssetsService')).fakeRegisterModule(original),
);
vi.mock('../plant/equipmentService', async () => (await import('./fakeAssetsService')).fakeEquipmentService);

function Page() {
  useFeature(assetsFeature);
  return (
    <>
      <PlantPicker />
      <SitesPage />
    </>
  );
}

beforeEach(() => server.reset());

const preloadedState = { plant: initialPlantState(null) } as never;

describe('sites and plants', () => {
  it('refuses an empty name and one of 10,000 characters, keeping what was typed and writing nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { signedIn: true, preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Add the site' }));
    expect(screen.getByLabelText('New site')).toHaveAccessibleDescription('Enter a name.');
    const long = 'x'.repeat(10_000);
    await user.click(screen.getByLabelText('New site'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Add the site' }));
    expect(screen.getByLabelText('New site')).toHaveAccessibleDescription('A name has at most 200 characters.');
    expect(screen.getByLabelText('New site')).toHaveValue(long);
    expect(server.written).toEqual([]);
  });

  it('adds a site and a plant, offers the plant in the picker and works in it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Page />, { signedIn: true, preloadedState });
    // The names are pasted: this is about adding, and typing them key by key re-renders the whole
    // page for each character (slow on a busy machine) without testing anything more.
    await user.click(await screen.findByLabelText('New site'));
    await user.paste('  North mill ');
    await user.click(screen.getByRole('button', { name: 'Add the site' }));
    const site = await screen.findByRole('region', { name: 'North mill' });
    expect(screen.getByLabelText('New site')).toHaveValue('');

    await user.click(within(site).getByLabelText('New plant in North mill'));
    await user.paste('Paper machine 1');
    await user.click(within(site).getByRole('button', { name: 'Add the plant' }));
    await within(site).findByText('Paper machine 1');
    expect(server.written.map((w) => w.kind)).toEqual(['createSite', 'createPlant']);

    await user.click(screen.getByRole('button', { name: 'Choose a plant' }));
    await user.click(screen.getByRole('menuitem', { name: 'Paper machine 1' }));
    expect(selectSavedPlant(store.getState())).toMatchObject({ uid: 'user-1', company: 'user-1', site: 'site-1' });
    expect(JSON.parse(localStorage.getItem('__theme_selected_plant') ?? '{}')).toMatchObject({ site: 'site-1' });

    await user.click(within(site).getByRole('button', { name: 'Archive Paper machine 1' }));
    expect(within(site).queryByText('Paper machine 1')).toBeNull();
    localStorage.clear();
  });

  it('lets editors read, without controls to change anything', async () => {
    server.sites = [{ id: 's1', name: 'South works', archived: false, createdAt: null, createdBy: 'user-1' }];
    renderWithProviders(<Page />, {
      signedIn: true,
      preloadedState: {
        plant: initialPlantState(null),
        auth: initialAuthState({ ...testUser, role: UserRole.Editor }),
      },
    });
    await screen.findByRole('region', { name: 'South works' });
    expect(screen.queryByLabelText('New site')).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Archive/ })).toBeNull();
    expect(
      screen.getByText('Your company’s sites and the plants in each. Only admins can add, rename or archive them.'),
    ).toBeVisible();
  });
});
