// /app/notifications through a real store and the notifications saga over the in-memory backend:
// every notice with "Mark all read", the choice of notifications on this computer (the browser's
// permission asked, the choice remembered), and the e-mail choices (per role, saved, shown live).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import { workOrder } from '../../services/fakeBackend';
import { plantState } from '../../testing/harness/contracts';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialSettings } from '../settings/settingsSlice';
import { BROWSER_ALERTS_KEY } from './browserAlerts';
import { notificationHooks, server } from './fakeNotificationsService';
import NotificationsRoutes from './NotificationsRoutes';

vi.mock('./notificationsService', async () => (await import('./fakeNotificationsService')).fakeNotificationsService);
vi.mock(
  '../contracts/contractsService',
  async () => (await import('../contracts/fakeContractsService')).fakeContractsService,
);

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function renderPage(role: UserRole = UserRole.Admin, locale: 'en' | 'es' = 'en') {
  return renderWithProviders(<NotificationsRoutes />, {
    route: '/app/notifications',
    signedIn: true,
    preloadedState: {
      plant: plantState(),
      auth: initialAuthState({ ...testUser, role }),
      settings: initialSettings({ locale }),
    },
  });
}

beforeEach(() => server.reset());

describe('the notifications page', () => {
  it('lists every notice, the new urgent requests saying why, and marks all read', async () => {
    const user = userEvent.setup();
    server.putOrders(
      workOrder('WR-20261121-0001', {
        raisedBy: 'op',
        raisedAt: ago(3),
        workType: 'RPM-INSP',
        portal: {
          key: 'k',
          status: 's',
          name: 'Operator',
          contact: '',
          urgency: 'canWait',
          photo: null,
        },
      }),
      workOrder('WR-20261121-0002', {
        raisedBy: 'op',
        raisedAt: ago(4),
        workType: 'RPM-INSP',
        followUpOf: { number: 'PM_1', step: 1 },
      }),
      workOrder('WR-20261120-0003', {
        status: 'inPlanning',
        version: 2,
        updatedAt: ago(60 * 30),
        updatedBy: 'planner',
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: /^Unread:\s*Request from the portal: WR-20261121-0001/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /^Unread:\s*Out-of-range reading followed up: WR-20261121-0002/ }),
    ).toBeVisible();
    const mine = screen.getByRole('link', { name: /Your request WR-20261120-0003 is now In Planning/ });
    expect(within(mine.closest('li')!).getByText('yesterday')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('link', { name: /^Request from the portal/ })).toBeVisible();
    expect(screen.queryByText(/Unread:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    server.putOrders(workOrder('WR-20261121-0001', { raisedBy: 'op', raisedAt: ago(3), workType: 'SI' }));
    renderPage(UserRole.Admin, 'es');
    expect(await screen.findByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: /^Sin leer:\s*Nueva solicitud de seguridad WR-20261121-0001/ }),
    ).toBeVisible();
  });
});

describe('notifications on this computer', () => {
  let answer: NotificationPermission = 'granted';
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    });
  }
  beforeEach(() => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser when ticked, and remembers the choice on this computer', async () => {
    const user = userEvent.setup();
    answer = 'granted';
    renderPage(UserRole.Editor);
    const box = await screen.findByRole('checkbox', { name: 'Show notifications on this computer' });
    expect(box).toHaveAccessibleDescription('While Torque is open, even in another window: work assigned to you.');
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(box).toBeChecked();
    expect(localStorage.getItem(BROWSER_ALERTS_KEY)).toBe('on');
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(localStorage.getItem(BROWSER_ALERTS_KEY)).toBeNull();
  });

  it('says how to allow them when the browser refuses', async () => {
    const user = userEvent.setup();
    answer = 'denied';
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Show notifications on this computer' });
    await user.click(box);
    expect(await screen.findByText(/This browser blocks notifications from Torque/)).toBeVisible();
    expect(box).not.toBeChecked();
    expect(localStorage.getItem(BROWSER_ALERTS_KEY)).toBeNull();
  });
});

describe('e-mail choices', () => {
  it('lets an admin choose the three kinds, saved and shown live', async () => {
    const user = userEvent.setup();
    notificationHooks.mailKinds = ['assigned'];
    renderPage();
    const email = await screen.findByRole('region', { name: 'E-mail' });
    expect(
      within(email).getByText('E-mail is sent by your company’s mail service once it has been set up.'),
    ).toBeVisible();
    const assigned = await within(email).findByRole('checkbox', { name: 'Work assigned to me' });
    expect(assigned).toBeChecked();
    const urgent = within(email).getByRole('checkbox', { name: 'New safety or breakdown requests' });
    const portal = within(email).getByRole('checkbox', { name: 'Requests from the request portal' });
    expect(urgent).not.toBeChecked();
    await user.click(urgent);
    await user.click(within(email).getByRole('button', { name: 'Save e-mail choices' }));
    expect(await within(email).findByText('E-mail choices saved.')).toBeVisible();
    expect(server.written).toEqual([
      { kind: 'mailKinds', payload: { uid: testUser.uid, admin: true, kinds: ['assigned', 'urgent'] } },
    ]);
    // Chosen on another device: shown here.
    act(() => {
      notificationHooks.mailKinds = ['portal'];
      server.changed();
    });
    expect(await within(email).findByRole('checkbox', { name: 'Requests from the request portal' })).toBeChecked();
    expect(within(email).getByRole('checkbox', { name: 'Work assigned to me' })).not.toBeChecked();
    expect(portal).not.toBeInTheDocument();
  });

  it('offers an editor only their assignments and the daily digest', async () => {
    renderPage(UserRole.Editor);
    const email = await screen.findByRole('region', { name: 'E-mail' });
    expect(await within(email).findAllByRole('checkbox')).toHaveLength(2);
    expect(within(email).getByRole('checkbox', { name: 'Work assigned to me' })).not.toBeChecked();
    expect(within(email).getByRole('checkbox', { name: /A daily digest/ })).not.toBeChecked();
  });

  it('says so when the account has no address to send to', async () => {
    const user = userEvent.setup();
    notificationHooks.email = '';
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Work assigned to me' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has no e-mail address to send to, so e-mail cannot be chosen.',
    );
    expect(server.written).toEqual([]);
  });
});
