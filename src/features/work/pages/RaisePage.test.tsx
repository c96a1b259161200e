// Raising a request through a real store and the work saga over the in-memory live server:
// problems in words with nothing written, and a good request opening its page at once.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../../app/featureRegistry';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../assets/plantSlice';
import { server } from '../forms/fakeWorkService';
import { workFeature } from '../workSaga';
import RaisePage from './RaisePage';

vi.mock('../workService', async () => (await import('../forms/fakeWorkService')).fakeWorkService);

const key = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };
const plant = {
  ...initialPlantState(key),
  status: 'ready' as const,
  plant: {
    id: 'pm1',
    name: 'Paper machine 1',
    archived: false,
    createdAt: null,
    createdBy: 'user-1',
    corruptItems: 0,
    equipments: [
      {
        id: 'dry1',
        tag: 'PM1-DRY-001',
        name: 'Dryer cylinder 1',
        criticality: 7,
        parent: null,
        status: 'inService' as const,
      },
      {
        id: 'fan1',
        tag: 'PM1-HOOD-FAN',
        name: 'Hood exhaust fan',
        criticality: 8,
        parent: null,
        status: 'inService' as const,
      },
    ],
  },
};

function Page() {
  useFeature(workFeature);
  return (
    <Routes>
      <Route path="/app/work/new" element={<RaisePage />} />
      <Route path="/app/work/:number" element={<h1>Order page</h1>} />
    </Routes>
  );
}

beforeEach(() => server.reset());

const open = (route = '/app/work/new') =>
  renderWithProviders(<Page />, { route, signedIn: true, preloadedState: { plant } });

describe('raise a work request', () => {
  it('names every problem, keeps what was typed and writes nothing', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(screen.getByLabelText('Title'));
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Raise the request' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A title has at most 200 characters.');
    expect(screen.getByLabelText('Work type')).toHaveAccessibleDescription('Choose a work type from the list.');
    expect(screen.getByText('Choose the equipment the work is on.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('x'.repeat(10_000));
    expect(router.state.location.pathname).toBe('/app/work/new');
    expect(server.orders).toEqual({});
  });

  it('raises it on the equipment found by tag or name, and opens its page', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.type(screen.getByLabelText('Find the equipment by tag or name'), 'hood fan');
    await user.click(screen.getByRole('radio', { name: /PM1-HOOD-FAN/ }));
    await user.selectOptions(screen.getByLabelText('Work type'), 'SI – Safety');
    await user.type(screen.getByLabelText('Title'), 'Guard missing');
    await user.click(screen.getByRole('button', { name: 'Raise the request' }));
    await screen.findByRole('heading', { name: 'Order page' });
    const [order] = Object.values(server.orders);
    expect(order).toMatchObject({ equipmentId: 'fan1', workType: 'SI', title: 'Guard missing', raisedBy: 'user-1' });
    expect(router.state.location.pathname).toBe(`/app/work/${order.number}`);
  });

  it('starts on the equipment an equipment page or QR label named', () => {
    open('/app/work/new?equipment=dry1');
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: PM1-DRY-001 – Dryer cylinder 1');
  });
});
