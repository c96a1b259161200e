// The schedule views and the packet through a real store (preloaded plant and user; the scheduled
// work from the live server) and the work and schedule sagas over a small in-memory live server: orders grouped by
// craft and day, capacity said in words, an admin's move written to the server, editors without
// move controls, the daily view per assignee, and a packet with every section.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlantKey } from '../../../services/firebase/collections';
import type { WorkRequest } from '../../../services/firebase/work';
import { renderWithProviders, testUser } from '../../../testing/render';
import { plannedOrder } from '../../../testing/workOrders';
import { initialAuthState } from '../../auth/authSlice';
import { initialPlantState } from '../../plant/plantSlice';
import { initialCompanyState } from '../../company/companySlice';
import DailySchedulePage from './DailySchedulePage';
import { addDays, formatDay, mondayOf, today } from '../../../lib/days';
import { server } from './fakeScheduleService';
import PacketPage from './PacketPage';
import WeeklySchedulePage from './WeeklySchedulePage';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock('./scheduleService', async (original) => ({
  ...(await original<object>()),
  ...(await import('./fakeScheduleService')).fakeScheduleService,
}));

const KEY: PlantKey = { uid: 'user-1', company: 'user-1', site: 'site-1', plant: 'plant-1' };
const MONDAY = mondayOf(today());
const TUESDAY = addDays(MONDAY, 1);
const FRIDAY = addDays(MONDAY, 4);

/** A scheduled order as the packets print it: a bearing job on Monday, with a permit and a part. */
const order = (number: string, extra: Partial<WorkRequest> & { craft?: string; hours?: number } = {}): WorkRequest => {
  const { craft, hours, ...rest } = extra;
  const base = plannedOrder(number, { craft, hours });
  return {
    ...base,
    description: 'Bearing noise on the drive side.',
    criticality: 8,
    workType: 'BRP',
    rime: 64,
    status: 'weeklySchedule',
    version: 5,
    raisedAt: null,
    plan: { ...base.plan!, permits: ['HWP-FM'], materials: [{ text: 'Bearing 6205', quantity: 2 }] },
    scheduledFor: MONDAY,
    ...rest,
  };
};

const ORDERS = [
  order('WR-20261101-AAA1', { scheduledFor: MONDAY, hours: 30 }),
  order('WR-20261101-AAA2', { scheduledFor: TUESDAY, hours: 20, status: 'dailySchedule' }),
  order('WR-20261101-AAA3', { scheduledFor: null, hours: 6 }),
  order('WR-20261101-AAA4', { scheduledFor: FRIDAY, craft: 'Electrical', hours: 5, plan: null }),
  order('WR-20261101-AAA5', { scheduledFor: FRIDAY, craft: 'Electrical', hours: 5 }),
];

const company = {
  ...initialCompanyState,
  record: {
    displayName: 'Ana',
    companyEmail: 'a@example.com',
    users: [
      {
        id: 'u-bob',
        userType: 'editor',
        email: 'bob@example.com',
        firstName: 'Bob',
        lastName: 'Smith',
        accountCreated: '',
      },
      {
        id: 'u-eve',
        userType: 'editor',
        email: 'eve@example.com',
        firstName: 'Eve',
        lastName: 'Jones',
        accountCreated: '',
      },
    ],
  },
};

function open(ui: React.ReactElement, role: 0 | 1 = 0, route = '/', orders = ORDERS) {
  server.putOrders(...orders);
  return renderWithProviders(ui, {
    route,
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      plant: { ...initialPlantState(KEY), status: 'ready' },
      company,
    } as never,
  });
}

beforeEach(() => {
  server.reset();
  server.capacity = { Mechanical: 40, Electrical: 80 };
});

const craft = (name: string) => screen.getByRole('region', { name });
const cell = (craftName: string, day: string) => craft(craftName).querySelector(`[data-day="${day}"]`) as HTMLElement;
const numbersIn = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-work-number]')].map((e) => e.getAttribute('data-work-number'));

describe('weekly schedule', () => {
  it('groups the orders by craft and day, with a column for those not yet on a day', async () => {
    open(<WeeklySchedulePage />);
    await screen.findByRole('region', { name: 'Mechanical' });
    expect(numbersIn(cell('Mechanical', MONDAY))).toEqual(['WR-20261101-AAA1']);
    expect(numbersIn(cell('Mechanical', TUESDAY))).toEqual(['WR-20261101-AAA2']);
    expect(numbersIn(cell('Mechanical', ''))).toEqual(['WR-20261101-AAA3']);
    expect(numbersIn(cell('Electrical', FRIDAY))).toEqual(['WR-20261101-AAA5']);
    // An order planned without a craft (no plan) has its own section.
    expect(numbersIn(cell('No craft', FRIDAY))).toEqual(['WR-20261101-AAA4']);
    const entry = cell('Mechanical', MONDAY).querySelector('li') as HTMLElement;
    expect(entry).toHaveTextContent('TAG-AAA1');
    expect(entry).toHaveTextContent('Title of WR-20261101-AAA1');
    expect(entry).toHaveTextContent('RIME 64');
    expect(entry).toHaveTextContent('30 h');
    expect(within(entry).getByRole('link', { name: 'WR-20261101-AAA1' })).toHaveAttribute(
      'href',
      '/app/work/WR-20261101-AAA1',
    );
  });

  it('says in words whether each craft is over or within its capacity', async () => {
    open(<WeeklySchedulePage />);
    await screen.findByRole('region', { name: 'Mechanical' });
    // Mechanical: 30 + 20 on this week's days (the 6 h not yet on a day do not count) against 40.
    expect(craft('Mechanical')).toHaveTextContent('50 of 40 h · Over capacity by 10 h');
    expect(within(craft('Mechanical')).getByRole('progressbar')).toHaveAccessibleName(
      'Mechanical: 50 of 40 hours this week',
    );
    expect(craft('Electrical')).toHaveTextContent('5 of 80 h · Within capacity: 75 h free');
    expect(craft('No craft')).toHaveTextContent('No capacity set: 0 h planned');
  });

  it('moves an order to another day for an admin, written to the server with its note', async () => {
    const user = userEvent.setup();
    open(<WeeklySchedulePage />);
    await screen.findByRole('region', { name: 'Mechanical' });
    await user.selectOptions(screen.getByLabelText('Move WR-20261101-AAA1 to'), FRIDAY);
    await user.click(screen.getByRole('button', { name: 'Move WR-20261101-AAA1' }));
    await waitFor(() => expect(server.orders['WR-20261101-AAA1']?.scheduledFor).toBe(FRIDAY));
    expect(server.changes.map((c) => c.note)).toEqual([`Moved to ${formatDay(FRIDAY)}`]);
    await waitFor(() => expect(numbersIn(cell('Mechanical', FRIDAY))).toEqual(['WR-20261101-AAA1']));
    expect(numbersIn(cell('Mechanical', MONDAY))).toEqual([]);
  });

  it('moves an order by dragging it to another day', async () => {
    open(<WeeklySchedulePage />);
    await screen.findByRole('region', { name: 'Mechanical' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (t: string, v: string) => data.set(t, v),
      getData: (t: string) => data.get(t) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'none',
    };
    const unscheduled = cell('Mechanical', '').querySelector('li') as HTMLElement;
    fireEvent.dragStart(unscheduled, { dataTransfer });
    fireEvent.dragOver(cell('Mechanical', TUESDAY), { dataTransfer });
    fireEvent.drop(cell('Mechanical', TUESDAY), { dataTransfer });
    await waitFor(() => expect(server.orders['WR-20261101-AAA3']?.scheduledFor).toBe(TUESDAY));
    expect(server.changes.map((c) => c.note)).toEqual([`Moved to ${formatDay(TUESDAY)}`]);
  });

  it('moves an order on to the daily schedule', async () => {
    const user = userEvent.setup();
    open(<WeeklySchedulePage />);
    await screen.findByRole('region', { name: 'Mechanical' });
    await user.click(screen.getByRole('button', { name: 'Move WR-20261101-AAA1 to the daily schedule' }));
    await waitFor(() => expect(server.orders['WR-20261101-AAA1']?.status).toBe('dailySchedule'));
    // Already daily: no such button.
    expect(screen.queryByRole('button', { name: 'Move WR-20261101-AAA2 to the daily schedule' })).toBeNull();
  });

  it('marks a change the server has not confirmed as waiting to sync', async () => {
    server.pending.add('WR-20261101-AAA3');
    open(<WeeklySchedulePage />);
    await waitFor(() => expect(cell('Mechanical', '').querySelector('li')).toHaveTextContent('waiting to sync'));
    expect(cell('Mechanical', MONDAY)).not.toHaveTextContent('waiting to sync');
  });

  it('says so when nothing is scheduled', async () => {
    open(<WeeklySchedulePage />);
    server.orders = {};
    server.changed();
    expect(await screen.findByText('No work orders are in the weekly or daily schedule.')).toBeInTheDocument();
  });

  it('gives editors no move or capacity controls', async () => {
    open(<WeeklySchedulePage />, 1);
    await screen.findByRole('region', { name: 'Mechanical' });
    expect(screen.queryByLabelText(/^Move .* to$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit capacity' })).toBeNull();
  });

  it('lets an admin set the capacity, refusing bad hours and writing nothing until they are right', async () => {
    const user = userEvent.setup();
    open(<WeeklySchedulePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit capacity' }));
    const hours = screen.getByLabelText('Hours a week of craft 1');
    await user.clear(hours);
    await user.type(hours, '-5');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(hours).toHaveAccessibleDescription('Hours must be a number from 0 to 10,000.');
    expect(server.capacity).toEqual({ Mechanical: 40, Electrical: 80 });
    await user.clear(hours);
    await user.type(hours, '60');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    await waitFor(() => expect(server.capacity).toEqual({ Mechanical: 60, Electrical: 80 }));
    await waitFor(() => expect(craft('Mechanical')).toHaveTextContent('50 of 60 h · Within capacity: 10 h free'));
  });
});

describe('daily schedule', () => {
  it("lists each assignee's orders of the day with hours and links", async () => {
    open(<DailySchedulePage />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: FRIDAY } });
    const bob = await screen.findByRole('region', { name: 'Bob Smith' });
    // AAA4 has no plan: the order's own assignees count.
    expect(numbersIn(bob)).toEqual(['WR-20261101-AAA4', 'WR-20261101-AAA5']);
    expect(bob).toHaveTextContent('5 h in total');
    expect(within(bob).getByRole('link', { name: 'WR-20261101-AAA5' })).toHaveAttribute(
      'href',
      '/app/work/WR-20261101-AAA5',
    );
    expect(screen.queryByRole('region', { name: 'Eve Jones' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(formatDay(addDays(FRIDAY, -1)));
    expect(screen.getByText('No work on this day.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('button', { name: 'Print packets' })).toBeInTheDocument();
  });
});

describe('daily schedule: crews and a full day', () => {
  const crew = (number: string, hours: number, assignees: string[]) =>
    order(number, {
      scheduledFor: MONDAY,
      status: 'dailySchedule',
      assignees,
      plan: { estimatedHours: hours, craft: 'Mechanical', assignees, permits: [], materials: [] },
    });

  it('counts each person’s share of a crew’s estimate, and warns about more than a working day', async () => {
    // 2 people × 3 h = 6 h: 3 h each. Bob also has a 7 h job alone: 10 h that day, over 8 h.
    open(<DailySchedulePage />, 0, '/', [
      crew('WR-20261101-CRW1', 6, ['u-bob', 'u-eve']),
      crew('WR-20261101-CRW2', 7, ['u-bob']),
    ]);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: MONDAY } });
    const bob = await screen.findByRole('region', { name: 'Bob Smith' });
    const eve = screen.getByRole('region', { name: 'Eve Jones' });
    expect(eve).toHaveTextContent('3 h in total');
    expect(eve).toHaveTextContent('3 h each (2 people, 6 h in all)');
    expect(eve.querySelector('[data-over-allocated]')).toBeNull();
    expect(bob).toHaveTextContent('10 h in total');
    expect(within(bob).getByText(/more than a working day/)).toHaveTextContent(
      'Bob Smith has 10 h of work on this day, more than a working day (8 h): move some of it.',
    );
  });
});

describe('packet', () => {
  it('shows every section of the order, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const number = 'WR-20261101-AAA1';
    open(
      <Routes>
        <Route path="/app/work/:number/packet" element={<PacketPage />} />
      </Routes>,
      1,
      `/app/work/${number}/packet`,
    );
    const packet = await screen.findByRole('article');
    for (const text of [
      number,
      'Title of WR-20261101-AAA1',
      'TAG-AAA1',
      'Feed pump',
      'Criticality8',
      'BRP — Breakdown',
      'RIME64',
      'Bearing noise on the drive side.',
      'Estimated hours30',
      'CraftMechanical',
      'AssigneesBob Smith',
      'PermitsHWP-FM',
      'Materials picked',
      'Permits in place',
      'Area safe',
      'Work done',
      'Area clean',
      'Signature',
      'Date',
    ])
      expect(packet).toHaveTextContent(text);
    const materials = within(packet).getByRole('table', { name: 'Materials' });
    expect(materials).toHaveTextContent('Bearing 6205');
    expect(materials).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('lists a preventive order’s own steps with a blank for each reading', async () => {
    const number = 'plan0000000000000001_2026-11-25';
    const pm = order(number, {
      workType: 'PM-INSP',
      checklist: [
        { text: 'Check the coupling guard', reading: null, done: false, value: null },
        { text: 'Discharge pressure', reading: { unit: 'bar', min: 2, max: 4.5 }, done: false, value: null },
      ],
    });
    open(
      <Routes>
        <Route path="/app/work/:number/packet" element={<PacketPage />} />
      </Routes>,
      1,
      `/app/work/${number}/packet`,
      [...ORDERS, pm],
    );
    const checklist = within(await screen.findByRole('article')).getByRole('list', { name: 'Checklist' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Check the coupling guard',
      'Discharge pressure______ bar (allowed 2 to 4.5)',
      'Materials picked',
      'Permits in place',
      'Area safe',
      'Work done',
      'Area clean',
    ]);
  });
});
