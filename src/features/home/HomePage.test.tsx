// Home through a real store and the home saga over the in-memory home server: what an
// admin and an editor see, each figure a link to its list, the first steps of a new company, the
// counts offline, and the backlog without crew capacity ("—", never NaN).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../store/rootReducer';
import { UserRole } from '../../lib/currentUser';
import { today as todayDay } from '../../lib/days';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialPlantState } from '../plant/plantSlice';
import { registerLive } from '../plant/registerLive';
import type { Register } from '../plant/registerService';
import { liveState } from '../../testing/live';
import { initialCompanyState } from '../company/companySlice';
import { plantState } from '../../testing/harness/contracts';
import { replaceLiveSource } from '../../store/liveKit';
import { scheduleSettingsLive } from '../work/schedule/scheduleLive';
import { homeHooks, order, server } from './fakeHomeService';
import HomeRoutes from './HomeRoutes';
import type { HomeCounts } from './homeService';

vi.mock('./homeService', async () => (await import('./fakeHomeService')).fakeHomeService);

const register = (plants: boolean) => liveState(registerLive, 'user-1', registerOf(plants));

const registerOf = (plants: boolean): Register => ({
  fromCache: false,
  sites: plants
    ? [{ id: 's1', name: 'North', archived: false, createdAt: null, createdBy: 'user-1', pending: false }]
    : [],
  plants: plants
    ? {
        s1: [
          {
            id: 'pm1',
            site: 's1',
            name: 'Paper machine 1',
            archived: false,
            equipmentCount: 2,
            operatingUnits: 2,
            pending: false,
          },
        ],
      }
    : {},
  corrupt: [],
});

const member = (id: string) => ({
  id,
  userType: 'admin' as const,
  email: `${id}@example.com`,
  firstName: id,
  lastName: '',
  accountCreated: '2026-01-01T00:00:00.000Z',
});

const company = (users: number) => ({
  ...initialCompanyState,
  record: {
    displayName: 'Ana López',
    companyEmail: 'ana@example.com',
    users: Array.from({ length: users }, (_, i) => member(`user-${i + 1}`)),
  },
});

const ADMIN_COUNTS: HomeCounts = {
  myOpen: 3,
  anyWork: true,
  admin: {
    triage: 4,
    overdueWork: 2,
    overduePm: 1,
    awaitingMaterials: 5,
    backlogOrders: 12,
    backlogHours: 200,
    backlogUnestimated: 2,
  },
};

function state(more: Partial<RootState> = {}): Partial<RootState> {
  return {
    plant: plantState(),
    live: register(true),
    company: company(2),
    ...more,
  };
}

const editor = { auth: initialAuthState({ ...testUser, role: UserRole.Editor }) };

function renderHome(preloadedState: Partial<RootState> = state()) {
  return renderWithProviders(<HomeRoutes />, { signedIn: true, route: '/app/home', preloadedState });
}

const figure = (name: RegExp) => screen.getByRole('link', { name });

/** The plant's crew capacity, as its settings document holds it. */
let crew: Record<string, number> = {};

beforeEach(() => {
  server.reset();
  crew = { Mechanical: 40, Electrical: 40 };
  replaceLiveSource(scheduleSettingsLive, (_plant, listener) => {
    const item = { capacity: crew, rates: {}, updatedAt: null, updatedBy: 'user-1', pending: false };
    queueMicrotask(() => listener.next({ item, fromCache: false, hasPendingWrites: false }));
    return () => undefined;
  });
});

describe('Home for an admin', () => {
  it('shows every figure with its label, each a link to the list behind it', async () => {
    homeHooks.counts = ADMIN_COUNTS;
    server.putOrders(order('WR-1', { title: 'Seal leaking', status: 'inPlanning' }));
    server.putOrders(order('WR-2', { title: 'Replace belt', status: 'dailySchedule', scheduledFor: todayDay() }));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana López', level: 1 })).toBeVisible();
    await waitFor(() => expect(figure(/Open work assigned to me/)).toHaveTextContent('3'));
    expect(figure(/Open work assigned to me/)).toHaveAttribute('href', '/app/work/queues?queue=mine');
    expect(figure(/Requests waiting for triage/)).toHaveAttribute('href', '/app/work/queues?queue=requests');
    expect(figure(/Requests waiting for triage/)).toHaveTextContent('4');
    expect(figure(/scheduled for a past day/)).toHaveAttribute('href', '/app/work/queues?queue=scheduled');
    expect(figure(/Preventive orders past their due date/)).toHaveAttribute('href', '/app/plans?show=overdue');
    expect(figure(/Work waiting for materials/)).toHaveAttribute('href', '/app/work/queues?queue=onHold');
    expect(screen.getByRole('heading', { name: 'To act on', level: 2 })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Service contracts to renew' })).toBeVisible();

    // 200 h ÷ 80 h a week = 2.5 crew-weeks: healthy, the formula in words.
    const backlog = screen.getByRole('region', { name: 'Backlog' });
    expect(within(backlog).getByRole('link', { name: /2\.5 crew-weeks/ })).toHaveAttribute(
      'href',
      '/app/work/queues?queue=all',
    );
    expect(within(backlog).getByText('Between 2 and 4 crew-weeks: healthy.')).toBeVisible();
    expect(within(backlog).getByText('2 orders have no estimate yet and are not in the hours.')).toBeVisible();
    expect(
      within(backlog).getByText(
        /Estimated hours of approved open work \(200 h in 10 orders\) ÷ weekly crew capacity \(80 h\)/,
      ),
    ).toBeVisible();

    const mine = await screen.findByRole('region', { name: 'Requests I raised' });
    expect(within(mine).getByRole('link', { name: 'Seal leaking' })).toHaveAttribute('href', '/app/work/WR-1');
    expect(within(mine).getByText('In Planning')).toBeVisible();
    const today = screen.getByRole('region', { name: 'Today’s schedule' });
    expect(within(today).getByRole('link', { name: 'Replace belt' })).toHaveAttribute('href', '/app/work/WR-2');
    expect(within(today).getByRole('link', { name: 'Daily schedule' })).toHaveAttribute(
      'href',
      '/app/work/schedule/daily',
    );
    // Admins see everyone's day; the server counted the admin figures.
    expect(homeHooks.todayAsked.at(-1)?.assignee).toBeNull();
    expect(homeHooks.countCalls.at(-1)).toMatchObject({ uid: 'user-1', admin: true });
  });

  it('says the band when the backlog is too low or too high', async () => {
    homeHooks.counts = { ...ADMIN_COUNTS, admin: { ...ADMIN_COUNTS.admin!, backlogHours: 400 } };
    renderHome();
    const backlog = await screen.findByRole('region', { name: 'Backlog' });
    expect(await within(backlog).findByText('Above 4 crew-weeks: work waits too long.')).toBeVisible();
    expect(within(backlog).getByRole('link', { name: /5\.0 crew-weeks/ })).toBeVisible();
  });

  it('shows “—” and how to set the crew capacity when none is set, never NaN', async () => {
    homeHooks.counts = ADMIN_COUNTS;
    crew = {};
    renderHome();
    const backlog = await screen.findByRole('region', { name: 'Backlog' });
    expect(
      await within(backlog).findByText(
        /No weekly crew capacity is set, so the backlog \(200 h of approved open work\)/,
      ),
    ).toBeVisible();
    expect(within(backlog).getByRole('link', { name: /— crew-weeks/ })).toBeVisible();
    expect(within(backlog).getByRole('link', { name: 'Set the crew capacity on the weekly schedule' })).toHaveAttribute(
      'href',
      '/app/work/schedule/weekly',
    );
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('says offline that the figures need a connection, while the lists show the device’s copy', async () => {
    homeHooks.countError = { code: 'unavailable', message: 'offline' };
    server.fromCache = true;
    server.putOrders(order('WR-1', { title: 'Seal leaking' }));
    renderHome();
    expect(
      await screen.findByText(
        /The figures are counted by the server and need a connection\. The lists show this device’s copy\./,
      ),
    ).toBeVisible();
    expect(figure(/Open work assigned to me/)).toHaveTextContent('—');
    expect(figure(/Requests waiting for triage/)).toHaveTextContent('—');
    const mine = screen.getByRole('region', { name: 'Requests I raised' });
    expect(within(mine).getByRole('link', { name: 'Seal leaking' })).toBeVisible();
    expect(within(mine).getByText(/This device’s copy/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/NaN/);

    // Back online, "Refresh" counts again.
    homeHooks.countError = null;
    homeHooks.counts = ADMIN_COUNTS;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the figures' }));
    await waitFor(() => expect(figure(/Requests waiting for triage/)).toHaveTextContent('4'));
    expect(screen.queryByText(/need a connection/)).not.toBeInTheDocument();
  });
});

describe('Home for an editor', () => {
  it('shows their own work and day, not the admin figures', async () => {
    homeHooks.counts = ADMIN_COUNTS;
    server.putOrders(
      order('WR-2', {
        title: 'Replace belt',
        status: 'dailySchedule',
        assignees: ['user-1'],
        scheduledFor: todayDay(),
      }),
    );
    renderHome(state(editor));
    await waitFor(() => expect(figure(/Open work assigned to me/)).toHaveTextContent('3'));
    expect(screen.getByRole('heading', { name: 'My work', level: 2 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'To act on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backlog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Requests waiting for triage/ })).not.toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'My schedule today' });
    expect(await within(today).findByRole('link', { name: 'Replace belt' })).toBeVisible();
    expect(homeHooks.todayAsked.at(-1)?.assignee).toBe('user-1');
    expect(homeHooks.countCalls.at(-1)?.admin).toBe(false);
  });
});

describe('Home on a first run', () => {
  it('shows a new company its first steps, with links, instead of empty cards', async () => {
    renderHome(state({ plant: initialPlantState(null), live: register(false), company: company(1) }));
    const steps = await screen.findByRole('region', { name: 'First steps' });
    expect(within(steps).getAllByText('To do:', { exact: false })).toHaveLength(4);
    expect(within(steps).getByRole('link', { name: 'Sites and plants' })).toHaveAttribute('href', '/app/assets/sites');
    expect(within(steps).getByRole('link', { name: 'Company members' })).toHaveAttribute(
      'href',
      '/app/company/members',
    );
    // Equipment and requests belong to a plant: none yet.
    expect(within(steps).getAllByText('Choose a plant in the top bar first.')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Backlog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open work assigned to me/ })).not.toBeInTheDocument();
    expect(homeHooks.countCalls).toHaveLength(0);
  });

  it('ticks what is done: a plant with equipment and colleagues, but no work yet', async () => {
    homeHooks.counts = { myOpen: 0, anyWork: false, admin: null };
    renderHome();
    const steps = await screen.findByRole('region', { name: 'First steps' });
    const done = (id: string) => steps.querySelector(`[data-step="${id}"]`)?.getAttribute('data-done');
    expect(done('plant')).toBe('true');
    expect(done('equipment')).toBe('true');
    expect(done('invite')).toBe('true');
    expect(done('request')).toBe('false');
    expect(within(steps).getByRole('link', { name: 'Raise a request' })).toHaveAttribute('href', '/app/work/new');
    expect(within(steps).queryByRole('link', { name: 'Add equipment' })).not.toBeInTheDocument();
  });

  it('offers an admin to add or import equipment in an empty plant; an editor learns an admin does it', async () => {
    const empty = { ...plantState(), plant: { ...plantState().plant, equipments: [] } };
    const { unmount } = renderHome(state({ plant: empty }));
    const steps = await screen.findByRole('region', { name: 'First steps' });
    expect(within(steps).getByRole('link', { name: 'Add equipment' })).toHaveAttribute(
      'href',
      '/app/assets/equipment/new',
    );
    expect(within(steps).getByRole('link', { name: 'Import a CSV file' })).toHaveAttribute(
      'href',
      '/app/assets/import',
    );
    unmount();

    renderHome(state({ plant: empty, ...editor }));
    const editorSteps = await screen.findByRole('region', { name: 'First steps' });
    expect(within(editorSteps).queryByRole('link', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(within(editorSteps).getAllByText('An admin of your company does this.').length).toBeGreaterThan(0);
  });
});
