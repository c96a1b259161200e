// The work queues through a real store and the work saga over the in-memory backend: the tabs'
// counts follow the list below them (a colleague's new request is counted without a reload).
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../../store/featureRegistry';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../plant/plantSlice';
import { workOrder } from '../../../services/fakeBackend';
import { server } from '../fakeWorkService';
import { KEY } from '../../../testing/harness/workForms';
import { workFeature } from '../workSaga';
import QueuePage from './QueuePage';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);

function Page() {
  useFeature(workFeature);
  return <QueuePage />;
}

const requestsTab = () =>
  within(screen.getByRole('navigation', { name: /queues/i })).getByRole('link', { name: /^Requests/ });

beforeEach(() => server.reset());

describe('the work queues', () => {
  it('count each tab again when the list below changes', async () => {
    server.putOrders(workOrder('WR-20261123-AAA1'), workOrder('WR-20261123-AAA2', { status: 'inPlanning' }));
    renderWithProviders(<Page />, {
      signedIn: true,
      preloadedState: { plant: initialPlantState(KEY) },
      route: '/app/work/queues?queue=all',
    });
    await screen.findByRole('link', { name: 'WR-20261123-AAA1' });
    await vi.waitFor(() => expect(requestsTab()).toHaveTextContent('Requests 1'));

    // A colleague raises a request: it is on the list at once, and in the count once the list is still.
    act(() => server.putOrders(workOrder('WR-20261123-AAA3', { title: 'Belt slipping' })));
    await screen.findByRole('link', { name: 'WR-20261123-AAA3' });
    await vi.waitFor(() => expect(requestsTab()).toHaveTextContent('Requests 2'), { timeout: 5000 });
  });
});
