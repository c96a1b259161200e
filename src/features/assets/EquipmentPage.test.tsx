// The equipment page through a real store and the asset saga over the in-memory live server:
// an equipment that is not in the plant (deleted, or a stale link) says so in words, on its page
// and on its edit page, instead of an empty page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import { renderWithProviders } from '../../testing/render';
import { assetsFeature } from './assetsSaga';
import EquipmentEditPage from './EquipmentEditPage';
import EquipmentPage from './EquipmentPage';
import { server } from './fakeAssetsService';
import { initialPlantState } from '../plant/plantSlice';

vi.mock('./assetsService', async () => (await import('./fakeAssetsService')).fakeAssetsService);
vi.mock('../plant/equipmentService', async () => (await import('./fakeAssetsService')).fakeEquipmentService);

const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };

function Pages() {
  useFeature(assetsFeature);
  return (
    <Routes>
      <Route path="/app/assets/equipment/:eqid" element={<EquipmentPage />} />
      <Route path="/app/assets/equipment/:eqid/edit" element={<EquipmentEditPage isNew={false} />} />
    </Routes>
  );
}

beforeEach(() => {
  server.reset();
  server.plant = {
    id: 'pm1',
    name: 'PM1',
    archived: false,
    createdAt: null,
    createdBy: 'user-1',
    equipments: [],
    corruptItems: 0,
  };
});

const preloadedState = { plant: initialPlantState(KEY) } as never;

describe('an equipment that is not in the plant', () => {
  it.each([
    ['its page', '/app/assets/equipment/gone'],
    ['its edit page', '/app/assets/equipment/gone/edit'],
  ])('%s says it does not exist', async (_, route) => {
    renderWithProviders(<Pages />, { signedIn: true, preloadedState, route });
    expect(
      await screen.findByText(
        'This equipment does not exist in the current plant (it may have been deleted for good).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
