// Raising a request through a real store and the work saga over the in-memory live server:
// problems in words with nothing written, a good request opening its page at once, and a refused one
// opened again from the sync centre with what was typed, raised in place of the refused entry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useFeature } from '../../../store/featureRegistry';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../plant/plantSlice';
import { server } from '../fakeWorkService';
import { workFeature } from '../workSaga';
import type { RaiseInput } from '../workSlice';
import RaisePage from './RaisePage';

// What each raise asked the service for (the fake server keeps only the order it made).
const raises = vi.hoisted(() => [] as RaiseInput[]);

vi.mock('../workService', async () => {
  const { fakeWorkService } = await import('../fakeWorkService');
  return {
    ...fakeWorkService,
    queueRaise: (...args: Parameters<typeof fakeWorkService.queueRaise>) => {
      raises.push(args[1]);
      return fakeWorkService.queueRaise(...args);
    },
  };
});

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

/** What the sync centre's "Edit and retry" sends for a refused raise. */
const retry = {
  id: 'outbox-7',
  draft: { title: 'Guard missing', description: 'Left side, near the belt', equipmentId: 'fan1', workType: 'SI' },
};

function Page() {
  useFeature(workFeature);
  return (
    <Routes>
      <Route path="/app/work/new" element={<RaisePage />} />
      {/* The sync centre navigates to the form with the refused entry in the router's state. */}
      <Route path="/retry" element={<Navigate to="/app/work/new" state={{ retry }} />} />
      <Route
        path="/retry-without-draft"
        element={<Navigate to="/app/work/new" state={{ retry: { ...retry, draft: null } }} />}
      />
      <Route path="/app/work/:number" element={<h1>Order page</h1>} />
    </Routes>
  );
}

beforeEach(() => {
  server.reset();
  raises.length = 0;
});

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
    expect(raises).toHaveLength(1);
    expect(raises[0]).not.toHaveProperty('replaces'); // a new request retries nothing
  });

  it('starts on the equipment an equipment page or QR label named', () => {
    open('/app/work/new?equipment=dry1');
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: PM1-DRY-001 – Dryer cylinder 1');
  });

  it('opens a refused request again with what was typed, says why, and raises it in place of the refused one', async () => {
    const user = userEvent.setup();
    const { router } = open('/retry');
    await screen.findByRole('heading', { name: 'Raise a work request' });
    expect(
      screen.getByText(
        'The server refused this request when it was sent. What you typed is below: check it, change what is needed and raise it again.',
      ),
    ).toHaveClass('alert-warning');
    expect(screen.getByLabelText('Title')).toHaveValue('Guard missing');
    expect(screen.getByLabelText('Description')).toHaveValue('Left side, near the belt');
    expect(screen.getByLabelText('Work type')).toHaveValue('SI');
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: PM1-HOOD-FAN – Hood exhaust fan');

    await user.type(screen.getByLabelText('Title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Raise the request' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(raises).toEqual([
      {
        title: 'Guard missing again',
        description: 'Left side, near the belt',
        equipmentId: 'fan1',
        workType: 'SI',
        replaces: 'outbox-7',
      },
    ]);
    const [order] = Object.values(server.orders);
    expect(order).toMatchObject({ title: 'Guard missing again', equipmentId: 'fan1', workType: 'SI' });
    expect(router.state.location.pathname).toBe(`/app/work/${order.number}`);
  });

  it('retries with an empty form when the refused entry kept no draft, still in its place', async () => {
    const user = userEvent.setup();
    open('/retry-without-draft');
    await screen.findByRole('heading', { name: 'Raise a work request' });
    expect(screen.getByText(/The server refused this request when it was sent\./)).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Work type')).toHaveValue('');
    await user.type(screen.getByLabelText('Find the equipment by tag or name'), 'dryer');
    await user.click(screen.getByRole('radio', { name: /PM1-DRY-001/ }));
    await user.selectOptions(screen.getByLabelText('Work type'), 'SI – Safety');
    await user.type(screen.getByLabelText('Title'), 'Hot surface');
    await user.click(screen.getByRole('button', { name: 'Raise the request' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(raises).toEqual([
      expect.objectContaining({ title: 'Hot surface', equipmentId: 'dry1', workType: 'SI', replaces: 'outbox-7' }),
    ]);
  });
});
