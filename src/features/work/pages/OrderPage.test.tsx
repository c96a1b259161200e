// The work order page through a real store and the work saga over the in-memory live server: an
// order that is not in the plant (deleted, or a stale link) says so in words instead of an empty page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../../store/featureRegistry';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../plant/plantSlice';
import { initialSettings } from '../../settings/settingsSlice';
import { server } from '../fakeWorkService';
import { workOrder } from '../../../services/fakeBackend';
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

describe('a work order with delays', () => {
  it('names each delay code and shows its hours and note, numbers in the reader’s format, in English and Spanish', async () => {
    server.putOrders(
      workOrder('WR-20261123-DLAY', {
        status: 'inProgress',
        execution: {
          actualHours: 5.5,
          action: null,
          failureCause: null,
          delays: [
            { code: '1A', hours: 0.5, note: '' },
            { code: '4A', hours: 2.5, note: 'Seal kit on order' },
          ],
          startedAt: '2026-11-23T08:00:00.000Z',
        },
      }),
    );
    const view = renderWithProviders(<Page />, {
      signedIn: true,
      preloadedState: { plant: initialPlantState(KEY) },
      route: '/app/work/WR-20261123-DLAY',
    });
    expect(await screen.findByText('4A Part not in the store: 2.5 h — Seal kit on order')).toBeInTheDocument();
    expect(screen.getByText('1A Work permit not ready: 0.5 h')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<Page />, {
      signedIn: true,
      preloadedState: { plant: initialPlantState(KEY), settings: { ...initialSettings(), locale: 'es' } },
      route: '/app/work/WR-20261123-DLAY',
    });
    expect(
      await screen.findByText('4A Repuesto sin existencias en almacén: 2,5 h — Seal kit on order'),
    ).toBeInTheDocument();
    // Every number in the reader's format.
    expect(screen.getByText(/^5,5 h reales/)).toBeInTheDocument();
  });
});
