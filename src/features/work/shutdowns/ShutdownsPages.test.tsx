// The shutdown pages through a real store and the shutdowns' saga over the one in-memory backend:
// the list in its order, the form's problems in words (nothing written, what was typed kept) and a
// save that opens the new shutdown, a shutdown's work with what each order needs, work added from
// its equipment's backlog and taken out, the crew's load with who is over their hours, the printed
// plan by area and day, and an editor who reads without controls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlantKey } from '../../../services/firebase/collections';
import type { Shutdown } from '../../../services/firebase/shutdowns';
import { backend } from '../../../services/fakeBackend';
import { renderWithProviders, testUser } from '../../../testing/render';
import { plannedOrder } from '../../../testing/workOrders';
import { readyPlant } from '../../../testing/plantState';
import { initialAuthState } from '../../auth/authSlice';
import { initialCompanyState } from '../../company/companySlice';
import { addDays, formatDay, today } from '../../../lib/days';
import ShutdownsRoutes from './ShutdownsRoutes';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock('../../../services/firebase/shutdowns', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeShutdowns')).fakeShutdowns,
}));
vi.mock('../../../services/firebase/crew', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeCrew')).fakeCrew,
}));

const KEY: PlantKey = { uid: 'user-1', company: 'user-1', site: 'site-1', plant: 'plant-1' };
/** A Monday well ahead, so the shutdown is coming and its weekdays are working days. */
const MONDAY = (() => {
  let d = addDays(today(), 14);
  while (new Date(`${d}T12:00:00`).getDay() !== 1) d = addDays(d, 1);
  return d;
})();

const item = (id: string, tag: string, name: string, parent: string | null) => ({
  id,
  tag,
  name,
  criticality: 5,
  parent,
  status: 'inService' as const,
});
const PLANT = readyPlant(KEY, 'Paper machine 1', [
  item('wet', 'WET', 'Wet end', null),
  item('pump', 'WET-P1', 'Fan pump', 'wet'),
  item('dry', 'DRY', 'Dryer section', null),
  item('gear', 'DRY-G7', 'Gearbox 7', 'dry'),
  item('mcc', 'MCC', 'Motor control centre', null),
]);

const person = (id: string, firstName: string) => ({
  id,
  userType: 'editor',
  email: `${id}@example.com`,
  firstName,
  lastName: 'Test',
  accountCreated: '',
});
const company = {
  ...initialCompanyState,
  record: { displayName: 'Ana', companyEmail: 'a@example.com', users: [person('u-bob', 'Bob')] },
};

const shutdown = (over: Partial<Shutdown> = {}): Shutdown => ({
  id: 'sd1',
  title: 'Wet end outage',
  start: MONDAY,
  end: addDays(MONDAY, 2),
  equipment: ['wet', 'pump', 'dry', 'gear'],
  orders: [],
  note: 'Isolate at MCC-2.',
  cancelled: false,
  createdAt: null,
  createdBy: 'user-1',
  updatedAt: null,
  updatedBy: 'user-1',
  ...over,
});

function open(route: string, role: 0 | 1 = 0) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/work/shutdowns/*" element={<ShutdownsRoutes />} />
      <Route path="/app/work/:number" element={<p>Work order page</p>} />
    </Routes>,
    {
      route,
      preloadedState: { auth: initialAuthState({ ...testUser, role }), plant: PLANT, company } as never,
    },
  );
}

beforeEach(() => {
  backend.reset();
  backend.crew = {
    people: { 'u-bob': { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] } },
    permitDays: {},
  };
});

describe('the shutdowns list', () => {
  it('lists running and coming shutdowns before past and cancelled ones, each in words', async () => {
    backend.shutdowns = [
      shutdown({ id: 'past', title: 'Last spring', start: '2025-04-01', end: '2025-04-03' }),
      shutdown({ id: 'soon' }),
      shutdown({ id: 'off', title: 'Called off', cancelled: true }),
      shutdown({ id: 'now', title: 'Running', start: addDays(today(), -1), end: addDays(today(), 1) }),
    ];
    open('/app/work/shutdowns');
    await screen.findByRole('link', { name: 'Wet end outage' });
    const ids = [...document.querySelectorAll('[data-shutdown-id]')].map((r) => r.getAttribute('data-shutdown-id'));
    expect(ids).toEqual(['now', 'soon', 'past', 'off']);
    const row = (id: string) => document.querySelector<HTMLElement>(`[data-shutdown-id="${id}"]`)!;
    expect(within(row('now')).getByText('Running now')).toBeVisible();
    expect(within(row('soon')).getByText('Coming')).toBeVisible();
    expect(within(row('past')).getByText('Over')).toBeVisible();
    expect(within(row('off')).getByText('Cancelled')).toBeVisible();
    expect(
      within(row('soon')).getByText(`${formatDay(MONDAY)} – ${formatDay(addDays(MONDAY, 2))} (3 days)`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'New shutdown' })).toBeVisible();
  });

  it('shows an editor the list without the admin’s button', async () => {
    backend.shutdowns = [shutdown()];
    open('/app/work/shutdowns', 1);
    await screen.findByRole('link', { name: 'Wet end outage' });
    expect(screen.queryByRole('link', { name: 'New shutdown' })).toBeNull();
  });
});

describe('the shutdown form', () => {
  it('says every problem in words and writes nothing, then saves and opens the shutdown', async () => {
    const user = userEvent.setup();
    open('/app/work/shutdowns/new');
    await user.type(await screen.findByLabelText('First day'), formatDay(addDays(MONDAY, 3)));
    await user.type(screen.getByLabelText('Last day'), formatDay(MONDAY));
    await user.click(screen.getByRole('button', { name: 'Save the shutdown' }));
    expect(await screen.findByText('Give the shutdown a name.')).toBeVisible();
    expect(screen.getByText('The last day cannot be before the first day.')).toBeVisible();
    expect(screen.getByText('Choose the equipment the shutdown stops.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(backend.written).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Dryer outage');
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), formatDay(addDays(MONDAY, 70)));
    await user.type(screen.getByLabelText('Find equipment'), 'DRY');
    await user.click(screen.getByRole('checkbox', { name: /^DRY – Dryer section/ }));
    await user.click(screen.getByRole('button', { name: 'Save the shutdown' }));
    expect(await screen.findByText('A shutdown lasts at most 60 days.')).toBeVisible();
    expect(backend.written).toEqual([]);
    // What was typed is kept.
    expect(screen.getByLabelText('Name')).toHaveValue('Dryer outage');

    await user.click(screen.getByRole('button', { name: 'Add the 1 item under those chosen' }));
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), formatDay(addDays(MONDAY, 4)));
    await user.click(screen.getByRole('button', { name: 'Save the shutdown' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Dryer outage/ })).toBeVisible();
    expect(backend.shutdowns).toHaveLength(1);
    expect(backend.shutdowns[0]).toMatchObject({
      title: 'Dryer outage',
      start: addDays(MONDAY, 3),
      end: addDays(MONDAY, 4),
      equipment: ['dry', 'gear'],
      orders: [],
      cancelled: false,
    });
  });
});

describe('a shutdown', () => {
  it('lists its work with what each order still needs, and adds and takes out work', async () => {
    const user = userEvent.setup();
    backend.putOrders(
      plannedOrder('WR-20261101-SEAL', {
        equipmentId: 'pump',
        equipmentTag: 'WET-P1',
        status: 'weeklySchedule',
        scheduledFor: MONDAY,
        hours: 12,
        plan: { estimatedHours: 12, craft: 'Mechanical', assignees: ['u-bob'], permits: [], materials: [] },
      }),
      plannedOrder('WR-20261101-LATE', {
        equipmentId: 'gear',
        status: 'weeklySchedule',
        scheduledFor: addDays(MONDAY, 5),
      }),
      plannedOrder('WR-20261101-GEAR', { equipmentId: 'gear', equipmentTag: 'DRY-G7' }),
      plannedOrder('WR-20261101-ELSE', { equipmentId: 'mcc' }),
    );
    backend.shutdowns = [shutdown({ orders: ['WR-20261101-SEAL', 'WR-20261101-LATE', 'WR-20261101-GONE'] })];
    open('/app/work/shutdowns/sd1');
    expect(await screen.findByRole('heading', { level: 1, name: /Wet end outage/ })).toBeVisible();
    const work = screen.getByRole('region', { name: 'Work planned into it' });
    await waitFor(() => expect(within(work).getAllByRole('row')).toHaveLength(3));
    const row = (n: string) => work.querySelector<HTMLElement>(`[data-shutdown-order="${n}"]`)!;
    expect(within(row('WR-20261101-LATE')).getByText('A day inside the shutdown')).toBeVisible();
    expect(within(row('WR-20261101-SEAL')).getByText('12 h · Mechanical')).toBeVisible();
    expect(within(work).getByText('Not found in this plant: WR-20261101-GONE.')).toBeVisible();
    expect(within(work).getByText('2 orders, 16 h of labour; 1 need attention.')).toBeVisible();

    // Bob holds 12 h on the Monday against his 8.
    const load = screen.getByRole('region', { name: 'Crew load, day by day' });
    expect(load.querySelector('[data-shutdown-over]')).toHaveTextContent(
      `${formatDay(MONDAY)}: Bob Test is planned for 12 h of 8 h.`,
    );

    const add = screen.getByRole('region', { name: 'Work on its equipment to add' });
    expect(within(add).queryByText(/WR-20261101-ELSE/)).toBeNull();
    await user.click(within(add).getByRole('button', { name: 'Add 0 orders to the shutdown' }));
    expect(within(add).getByRole('alert')).toHaveTextContent('Select the orders to add first.');
    await user.click(within(add).getByRole('checkbox', { name: 'Select WR-20261101-GEAR' }));
    await user.click(within(add).getByRole('button', { name: 'Add 1 order to the shutdown' }));
    await waitFor(() => expect(backend.shutdowns[0].orders).toContain('WR-20261101-GEAR'));
    await waitFor(() => expect(row('WR-20261101-GEAR')).not.toBeNull());
    expect(within(row('WR-20261101-GEAR')).getByText('A day')).toBeVisible();

    await user.click(within(work).getByRole('button', { name: 'Take out WR-20261101-LATE' }));
    await waitFor(() => expect(backend.shutdowns[0].orders).not.toContain('WR-20261101-LATE'));
    await user.click(screen.getByRole('button', { name: 'Cancel the shutdown' }));
    await waitFor(() => expect(backend.shutdowns[0].cancelled).toBe(true));
    expect(await screen.findByRole('button', { name: 'Plan it again' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Work on its equipment to add' })).toBeNull();
  });

  it('reports a refused change in words, never the SDK’s text', async () => {
    const user = userEvent.setup();
    backend.shutdowns = [shutdown()];
    backend.refuse = 'permission-denied';
    open('/app/work/shutdowns/sd1');
    await user.click(await screen.findByRole('button', { name: 'Cancel the shutdown' }));
    const alert = await screen.findByText(/^The change was not saved:/);
    expect(alert.textContent).not.toMatch(/raw SDK text/);
    await waitFor(() => expect(backend.shutdowns[0].cancelled).toBe(false));
  });

  it('shows an editor its work without the admin’s controls', async () => {
    backend.shutdowns = [shutdown()];
    open('/app/work/shutdowns/sd1', 1);
    await screen.findByRole('heading', { level: 1, name: /Wet end outage/ });
    expect(screen.queryByRole('button', { name: 'Cancel the shutdown' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Work on its equipment to add' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Printable plan' })).toBeVisible();
  });

  it('prints the plan by area and day, unscheduled work last, then each order’s packet', async () => {
    backend.putOrders(
      plannedOrder('WR-20261101-SEAL', { equipmentId: 'pump', status: 'weeklySchedule', scheduledFor: MONDAY }),
      plannedOrder('WR-20261101-GEAR', { equipmentId: 'gear', status: 'weeklySchedule', scheduledFor: MONDAY }),
      plannedOrder('WR-20261101-WAIT', { equipmentId: 'pump' }),
    );
    backend.shutdowns = [shutdown({ orders: ['WR-20261101-SEAL', 'WR-20261101-GEAR', 'WR-20261101-WAIT'] })];
    open('/app/work/shutdowns/sd1/print');
    await screen.findByRole('heading', { level: 2, name: 'Area: WET – Wet end' });
    const areas = [...document.querySelectorAll('[data-plan-area]')].map((a) => a.getAttribute('data-plan-area'));
    expect(areas).toEqual(['wet', 'dry']);
    const wet = document.querySelector<HTMLElement>('[data-plan-area="wet"]')!;
    expect([...wet.querySelectorAll('[data-plan-day]')].map((d) => d.getAttribute('data-plan-day'))).toEqual([
      MONDAY,
      '',
    ]);
    expect(within(wet).getByRole('heading', { level: 3, name: 'Not scheduled yet' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
