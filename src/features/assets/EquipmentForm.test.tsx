// The equipment form through a real store and the asset saga; the service is a small in-memory
// server, so "nothing is written" is what the server holds, not a call that was not made.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { UserRole } from '../../lib/currentUser';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import type { EquipmentSummary } from '../../services/firebase/assets';
import type { EquipmentWrite } from './assetsService';
import { server } from './fakeAssetsService';
import { assetsFeature } from './assetsSaga';
import EquipmentEditPage from './EquipmentEditPage';
import { initialPlantState } from '../plant/plantSlice';

const key = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };
const summary = (id: string, tag: string, parent: string | null = null): EquipmentSummary => ({
  id,
  tag,
  name: `Item ${tag}`,
  criticality: 5,
  parent,
  status: 'inService',
});

vi.mock('./assetsService', async () => (await import('./fakeAssetsService')).fakeAssetsService);
vi.mock('../plant/equipmentService', async () => (await import('./fakeAssetsService')).fakeEquipmentService);

function Page() {
  useFeature(assetsFeature);
  return (
    <Routes>
      <Route path="/app/assets/equipment/new" element={<EquipmentEditPage isNew />} />
      <Route path="/app/assets/equipment/:eqid" element={<h1>Saved page</h1>} />
    </Routes>
  );
}

beforeEach(() => {
  server.reset();
  server.plant = {
    id: 'pm1',
    name: 'Paper machine 1',
    archived: false,
    createdAt: null,
    createdBy: 'user-1',
    equipments: [summary('pm1-root', 'PM1'), summary('dry', 'PM1-DRY', 'pm1-root')],
    corruptItems: 0,
  };
});

const open = (route = '/app/assets/equipment/new') =>
  renderWithProviders(<Page />, {
    route,
    signedIn: true,
    preloadedState: { plant: initialPlantState(key) },
  });

describe('equipment form', () => {
  it('shows every problem in words, keeps what was typed and writes nothing', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.type(await screen.findByLabelText('Tag'), 'pm1-dry');
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add the equipment' }));

    expect(screen.getByLabelText('Tag')).toHaveAccessibleDescription(
      'Another piece of equipment in this plant already has this tag.',
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('A name has at most 200 characters.');
    expect(screen.getByLabelText('Criticality rank')).toHaveAccessibleDescription(
      'Choose a criticality rank from 10 (Safety Protection Equipment) to 1 (Grounds).',
    );
    expect(screen.getByLabelText('Tag')).toHaveFocus();
    expect(screen.getByLabelText('Tag')).toHaveValue('pm1-dry');
    expect(router.state.location.pathname).toBe('/app/assets/equipment/new');
    expect(server.written).toEqual([]);
  });

  it('saves a valid item with the spec payload and opens its page at once', async () => {
    const user = userEvent.setup();
    const { router } = open('/app/assets/equipment/new?parent=dry');
    await user.type(await screen.findByLabelText('Tag'), ' PM1-DRY-FAN ');
    await user.type(screen.getByLabelText('Name'), 'Hood exhaust fan');
    await user.selectOptions(screen.getByLabelText('Criticality rank'), '8 – Facility Utility');
    expect(screen.getByLabelText('Parent equipment')).toHaveValue('dry');
    await user.click(screen.getByRole('button', { name: 'Add the equipment' }));

    await screen.findByRole('heading', { name: 'Saved page' });
    await waitFor(() => expect(server.written).toHaveLength(1));
    const write = server.written[0].payload as EquipmentWrite;
    expect(router.state.location.pathname).toBe(`/app/assets/equipment/${write.eqid}`);
    expect(write).toMatchObject({
      uid: 'user-1',
      savedPlantDetails: key,
      isNew: true,
      previous: [],
      equipment: { tag: 'PM1-DRY-FAN', name: 'Hood exhaust fan', criticality: 8, parent: 'dry', status: 'inService' },
    });
  });

  it('tells an editor that only admins change equipment, with no form to fill', async () => {
    renderWithProviders(<Page />, {
      route: '/app/assets/equipment/new',
      signedIn: true,
      preloadedState: {
        plant: initialPlantState(key),
        auth: initialAuthState({ ...testUser, role: UserRole.Editor }),
      },
    });
    expect(await screen.findByText('Only admins can add or change equipment.')).toBeVisible();
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });
});
