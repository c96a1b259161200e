// The work order page through a real store and the work saga over the in-memory live server: an
// order that is not in the plant (deleted, or a stale link) says so in words instead of an empty page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../../store/featureRegistry';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../plant/plantSlice';
import { server } from '../fakeWorkService';
import { KEY } from '../../../testing/harness/workForms';
import { workFeature } from '../workSaga';
import OrderPage from './OrderPage';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);

function Page() {
  useFeature(workFeature);
  return (
    <Routes>
      <Route path="/app/work/:number" element={<OrderPage />} />
    </Routes>
  );
}

beforeEach(() => server.reset());

describe('a work order that is not in the plant', () => {
  it('says it does not exist', async () => {
    renderWithProviders(<Page />, {
      signedIn: true,
      preloadedState: { plant: initialPlantState(KEY) },
      route: '/app/work/WR-20260101-GONE',
    });
    expect(await screen.findByRole('heading', { name: 'WR-20260101-GONE' })).toBeInTheDocument();
    expect(
      await screen.findByText('There is no work order with this number in the current plant.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
