// The planner's board through a real store (preloaded plant, user and company) and the work and
// board sagas over the one in-memory backend: the backlog ranked and filtered with its crew-weeks,
// each person's load against their hours, a selection scheduled as the work saga's status moves,
// the warning before over-allocating (cancel writes nothing), refusals in words, a frozen week's
// reason written into the history, the crew form's bad input, and an editor's read-only board.
// (Dragging needs a laid-out page: the browser journey e2e/board.test.ts drags by keyboard and mouse.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlantKey } from '../../../services/firebase/collections';
import { backend } from '../../../services/fakeBackend';
import { renderWithProviders, testUser } from '../../../testing/render';
import { plannedOrder } from '../../../testing/workOrders';
import { readyPlant } from '../../../testing/plantState';
import { initialAuthState } from '../../auth/authSlice';
import { initialCompanyState } from '../../company/companySlice';
import { addDays, mondayOf, today } from '../../../lib/days';
import BoardPage from './BoardPage';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock('../../../services/firebase/crew', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeCrew')).fakeCrew,
}));
vi.mock('../../../services/firebase/shutdowns', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeShutdowns')).fakeShutdowns,
}));
vi.mock('../../../services/firebase/scheduleWeeks', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeCrew')).fakeFrozenWeeks,
}));

const KEY: PlantKey = { uid: 'user-1', company: 'user-1', site: 'site-1', plant: 'plant-1' };
const NEXT_MONDAY = addDays(mondayOf(today()), 7);
const NEXT_TUESDAY = addDays(NEXT_MONDAY, 1);
const THIS_MONDAY = mondayOf(today());

const order = plannedOrder;

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
  record: {
    displayName: 'Ana',
    companyEmail: 'a@example.com',
    users: [person('u-bob', 'Bob'), person('u-eve', 'Eve')],
  },
};

const item = (id: string, tag: string, name: string, parent: string | null) => ({
  id,
  tag,
  name,
  criticality: 5,
  parent,
  status: 'inService' as const,
});
/** Two areas: the stock preparation (a pump under its pulper) and the motor control centre. */
const PLANT = readyPlant(KEY, 'Paper machine 1', [
  item('stp', 'STP', 'Stock preparation', null),
  item('pulper', 'STP-PUL', 'Pulper', 'stp'),
  item('eq1', 'P-101', 'Feed pump', 'pulper'),
  item('mcc', 'MCC', 'Motor control centre', null),
  item('mcc2', 'MCC-2', 'Drive cabinet', 'mcc'),
]);

function open(role: 0 | 1 = 0) {
  return renderWithProviders(<BoardPage />, {
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      plant: PLANT,
      company,
    } as never,
  });
}

beforeEach(() => {
  backend.reset();
  backend.crew = {
    people: {
      'u-bob': { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
      'u-eve': { crafts: ['Electrical'], hours: 8, days: [1, 2, 3, 4, 5] },
    },
    permitDays: { 'HWP-FM': [1, 2, 3, 4, 5] },
  };
  backend.putOrders(
    order('WR-20261101-OLD1', { rime: 10, raisedAt: '2026-01-01T00:00:00.000Z', hours: 6 }),
    order('WR-20261101-NEW2', { rime: 28, hours: 3 }),
    order('WR-20261101-ELE3', { rime: 25, craft: 'Electrical', hours: 5, workType: 'SI', equipmentId: 'mcc2' }),
    order('WR-20261101-HELD', {
      status: 'weeklySchedule',
      scheduledFor: NEXT_TUESDAY,
      hours: 6,
    }),
  );
});

const backlog = () => screen.getByRole('region', { name: 'Ready backlog' });
const backlogNumbers = () =>
  within(backlog())
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('data-work-number'))
    .filter(Boolean);
const cell = (uid: string, day: string) => document.querySelector(`[data-cell="${uid}|${day}"]`) as HTMLElement;
const bar = () => screen.getByRole('region', { name: /selected$/ });

async function scheduleSelected(user: ReturnType<typeof userEvent.setup>, numbers: string[], day: string, who: string) {
  for (const number of numbers) await user.click(screen.getByRole('checkbox', { name: `Select ${number}` }));
  await user.selectOptions(within(bar()).getByLabelText('Day'), day);
  await user.selectOptions(within(bar()).getByLabelText('Person'), who);
  await user.click(within(bar()).getByRole('button', { name: 'Schedule selected' }));
}

describe("the planner's board", () => {
  it('ranks the ready backlog by RIME and age, filters it, and states crew-weeks per craft', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    // The order waiting since January has climbed past fresher work with a higher RIME.
    expect(backlogNumbers()).toEqual(['WR-20261101-OLD1', 'WR-20261101-NEW2', 'WR-20261101-ELE3']);
    expect(document.querySelector('[data-craft-weeks="Mechanical"]')).toHaveTextContent(
      'Mechanical: 9 h · 0.2 crew-weeks',
    );
    await user.selectOptions(within(backlog()).getByLabelText('Craft'), 'Electrical');
    expect(backlogNumbers()).toEqual(['WR-20261101-ELE3']);
    await user.selectOptions(within(backlog()).getByLabelText('Craft'), '');
    await user.type(within(backlog()).getByLabelText('Equipment tag or name'), 'new2');
    expect(backlogNumbers()).toEqual(['WR-20261101-NEW2']);
    await user.clear(within(backlog()).getByLabelText('Equipment tag or name'));
    // By area: the top of the equipment's branch (the feed pump is in the stock preparation).
    const area = within(backlog()).getByLabelText('Area');
    expect([...area.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any area',
      'MCC – Motor control centre',
      'STP – Stock preparation',
    ]);
    await user.selectOptions(area, 'mcc');
    expect(backlogNumbers()).toEqual(['WR-20261101-ELE3']);
    await user.selectOptions(area, 'stp');
    expect(backlogNumbers()).toEqual(['WR-20261101-OLD1', 'WR-20261101-NEW2']);
  });

  it('reads a long backlog in ranking order a window at a time; its totals are the server’s count', async () => {
    const user = userEvent.setup();
    // 120 more ready orders: mechanical ones with RIMEs 1–100, and three electrical ones ranked
    // last (RIME 1, raised today), far beyond the first window.
    const many = Array.from({ length: 117 }, (_, i) =>
      order(`WR-20261102-M${String(i).padStart(3, '0')}`, { rime: 100 - (i % 100), hours: 1 }),
    );
    const last = ['E001', 'E002', 'E003'].map((n) =>
      order(`WR-20261103-${n}`, { rime: 1, craft: 'Electrical', hours: 2, equipmentId: 'mcc2' }),
    );
    backend.putOrders(...many, ...last);
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(50));
    // The first fifty in ranking order, and the whole backlog counted: 3 + 120 orders.
    expect(backlogNumbers()[0]).toBe('WR-20261102-M000');
    expect(backlogNumbers()).not.toContain('WR-20261103-E001');
    await waitFor(() => expect(within(backlog()).getByText('50 of 123 ready orders')).toBeInTheDocument());
    // Hours of every order, not only of those read: 6 + 3 + 117 × 1 mechanical, 5 + 3 × 2 electrical.
    expect(document.querySelector('[data-craft-weeks="Mechanical"]')).toHaveTextContent('Mechanical: 126 h');
    expect(document.querySelector('[data-craft-weeks="Electrical"]')).toHaveTextContent('Electrical: 11 h');
    // A filter that matches work beyond what was read reads further until it is found.
    await user.selectOptions(within(backlog()).getByLabelText('Craft'), 'Electrical');
    await waitFor(() =>
      expect(backlogNumbers()).toEqual([
        'WR-20261101-ELE3',
        'WR-20261103-E001',
        'WR-20261103-E002',
        'WR-20261103-E003',
      ]),
    );
    await user.selectOptions(within(backlog()).getByLabelText('Craft'), '');
    await waitFor(() => expect(backlogNumbers()).toHaveLength(50));
    await user.click(within(backlog()).getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(backlogNumbers()).toHaveLength(100));
    expect(within(backlog()).getByText('100 of 123 ready orders')).toBeInTheDocument();
  });

  it('says offline that the totals need a connection, and still shows the device’s copy', async () => {
    backend.fromCache = true;
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    await waitFor(() =>
      expect(
        within(backlog()).getByText('The totals need a connection: the orders below are this device’s copy.'),
      ).toBeInTheDocument(),
    );
    expect(within(backlog()).getByText('3 ready orders shown, highest ranking first')).toBeInTheDocument();
  });

  it('shows each person’s load against their hours, with an absence', async () => {
    backend.crewDays = [{ uid: 'u-bob', day: NEXT_TUESDAY, kind: 'training', hours: 4, note: '' }];
    open();
    await waitFor(() => expect(cell('u-bob', NEXT_TUESDAY)).toHaveTextContent('6 of 4 h · over'));
    expect(cell('u-bob', NEXT_TUESDAY)).toHaveTextContent('Training: 4 h');
    expect(cell('u-bob', NEXT_MONDAY)).toHaveTextContent('0 of 8 h');
    expect(cell('u-bob', addDays(NEXT_MONDAY, 5))).toHaveTextContent('0 of 0 h');
    expect(within(cell('u-bob', NEXT_TUESDAY)).getByRole('link', { name: 'WR-20261101-HELD' })).toBeInTheDocument();
  });

  it('schedules a selection as status moves onto the person and day', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    await scheduleSelected(user, ['WR-20261101-NEW2'], NEXT_MONDAY, 'u-bob');
    await waitFor(() => expect(cell('u-bob', NEXT_MONDAY)).toHaveTextContent('WR-20261101-NEW2'));
    expect(backend.changes).toHaveLength(1);
    expect(backend.changes[0]).toMatchObject({
      number: 'WR-20261101-NEW2',
      from: 'readyToSchedule',
      to: 'weeklySchedule',
      changes: { scheduledFor: NEXT_MONDAY, assignees: ['u-bob'] },
    });
    expect(backlogNumbers()).not.toContain('WR-20261101-NEW2');
  });

  it('warns before putting someone over their hours; cancelled, nothing is written; saved, it is', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    await scheduleSelected(user, ['WR-20261101-OLD1'], NEXT_TUESDAY, 'u-bob');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Bob Test on .*: 12 h of 8 h/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.changes).toEqual([]);
    expect(backlogNumbers()).toContain('WR-20261101-OLD1');
    // The selection and the choices stay as they were: the planner may go on.
    expect(bar()).toHaveTextContent('1 order selected');
    await user.click(within(bar()).getByRole('button', { name: 'Schedule selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save the move' }));
    await waitFor(() => expect(backend.changes).toHaveLength(1));
  });

  it('refuses in words a person without the craft, writing nothing', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    await scheduleSelected(user, ['WR-20261101-ELE3'], NEXT_MONDAY, 'u-bob');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'WR-20261101-ELE3 was not moved: that person does not work in its craft.',
    );
    expect(backend.changes).toEqual([]);
  });

  it('asks a reason in a frozen week and writes it into the history', async () => {
    backend.frozenWeeks[THIS_MONDAY] = { monday: THIS_MONDAY, orders: {}, count: 0, hours: 0 };
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'This week' }));
    await screen.findByText(/Frozen when the week began/);
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    await scheduleSelected(user, ['WR-20261101-NEW2'], today(), 'u-bob');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the move' }));
    expect(within(dialog).getByText('Give a reason: this week’s schedule is frozen.')).toBeInTheDocument();
    expect(backend.changes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason for changing a frozen week'), 'Conveyor down');
    await user.click(within(dialog).getByRole('button', { name: 'Save the move' }));
    await waitFor(() => expect(backend.changes).toHaveLength(1));
    expect(backend.changes[0].note).toMatch(/^Break-in on .*: Conveyor down$/);
    await waitFor(() => expect(cell('u-bob', today())).toHaveTextContent('Break-in'));
  });

  it('names bad crew input under its row and writes nothing; a good crew is saved', async () => {
    const user = userEvent.setup();
    open();
    const hours = await screen.findByLabelText('Hours a day of Bob Test');
    await user.clear(hours);
    await user.type(hours, '20');
    await user.click(screen.getByRole('button', { name: 'Save the crew' }));
    expect(screen.getByText('Hours a day: more than 0 and at most 16.')).toBeInTheDocument();
    expect(hours).toHaveFocus();
    expect(backend.written).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '7,5');
    await user.click(screen.getByRole('button', { name: 'Save the crew' }));
    await waitFor(() =>
      expect(backend.crew?.people['u-bob']).toEqual({ crafts: ['Mechanical'], hours: 7.5, days: [1, 2, 3, 4, 5] }),
    );
  });

  it('shows an editor the board without controls', async () => {
    open(1);
    await waitFor(() => expect(backlogNumbers()).toHaveLength(3));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByText('Crew and hours')).toBeNull();
  });
});

describe('shutdowns on the board', () => {
  it('draws a shutdown over its days of the week and marks the work planned into it', async () => {
    backend.shutdowns = [
      {
        id: 'sd1',
        title: 'Pulper outage',
        start: NEXT_TUESDAY,
        end: addDays(NEXT_MONDAY, 9),
        equipment: ['eq1'],
        orders: ['WR-20261101-OLD1', 'WR-20261101-HELD'],
        note: '',
        cancelled: false,
        createdAt: null,
        createdBy: 'user-1',
        updatedAt: null,
        updatedBy: 'user-1',
      },
      {
        id: 'sd2',
        title: 'Called off',
        start: NEXT_MONDAY,
        end: NEXT_MONDAY,
        equipment: ['eq1'],
        orders: ['WR-20261101-NEW2'],
        note: '',
        cancelled: true,
        createdAt: null,
        createdBy: 'user-1',
        updatedAt: null,
        updatedBy: 'user-1',
      },
    ];
    open();
    const block = await screen.findByRole('link', { name: 'Shutdown: Pulper outage' });
    expect(block.getAttribute('href')).toBe('/app/work/shutdowns/sd1');
    // From Tuesday to Sunday: six of the seven days, after an empty Monday.
    const row = block.closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.colSpan);
    expect(cells).toEqual([1, 6]);
    expect(screen.queryByRole('link', { name: 'Shutdown: Called off' })).toBeNull();
    await waitFor(() => expect(backlogNumbers()).toContain('WR-20261101-OLD1'));
    const marked = [...document.querySelectorAll('[data-shutdown-mark]')].map((m) =>
      m.closest('[data-work-number]')?.getAttribute('data-work-number'),
    );
    expect(marked.sort()).toEqual(['WR-20261101-HELD', 'WR-20261101-OLD1']);
    expect(screen.getAllByText('Shutdown work: Pulper outage')).toHaveLength(2);
  });
});
