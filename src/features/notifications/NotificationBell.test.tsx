// The top bar's bell as a person meets it, through a real store and the notifications saga over the
// in-memory backend: the unread count in its name, the panel of the latest notices in words,
// opening one (it is read, and its page opens), "Mark all read", the keyboard, a refused write,
// and the computer's own notifications for what arrives while the app is open.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SEEN_SKEW_MS } from '../../domain/notifications';
import { UserRole } from '../../lib/currentUser';
import { workOrder } from '../../services/fakeBackend';
import { SESSION, type OutboxEntry } from '../../services/firebase/outbox';
import { contractEnding, plantState } from '../../testing/harness/contracts';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { outboxChanged, selectSync } from '../sync/syncSlice';
import { BROWSER_ALERTS_KEY } from './browserAlerts';
import { notificationHooks, server } from './fakeNotificationsService';
import { NotificationBell } from './NotificationBell';

vi.mock('./notificationsService', async () => (await import('./fakeNotificationsService')).fakeNotificationsService);
vi.mock(
  '../contracts/contractsService',
  async () => (await import('../contracts/fakeContractsService')).fakeContractsService,
);

// The site's storerooms, their short stock and the parts, as the inventory service gives them.
const inventory = vi.hoisted(() => ({
  storerooms: [] as { id: string; name: string; archived: boolean }[],
  short: [] as Record<string, unknown>[],
  parts: [] as { id: string; number: string; description: string; archived: boolean }[],
  asked: [] as string[][],
}));
vi.mock('../../services/firebase/inventory', async (importOriginal) => {
  const list = (items: unknown[]) => ({ items, fromCache: false, hasPendingWrites: false, corrupt: [] });
  return {
    ...(await importOriginal<object>()),
    subscribeStorerooms: (_c: string, _s: string, l: { next: (v: unknown) => void }) => {
      l.next(list(inventory.storerooms));
      return () => undefined;
    },
    subscribeShortStock: (keys: { store: string }[], l: { next: (v: unknown) => void }) => {
      inventory.asked.push(keys.map((k) => k.store));
      l.next(list(inventory.short.filter((s) => keys.some((k) => k.store === s.store))));
      return () => undefined;
    },
    subscribePartsByIds: (_c: string, ids: readonly string[], l: { next: (v: unknown) => void }) => {
      l.next(list(inventory.parts.filter((p) => ids.includes(p.id))));
      return () => undefined;
    },
  };
});

const ME = testUser.uid;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An order assigned to me that the planner changed `minutes` ago. */
const assigned = (number: string, minutes: number, more = {}) =>
  workOrder(number, {
    raisedBy: 'op',
    status: 'readyToSchedule',
    workType: 'RPM-INSP',
    version: 4,
    assignees: [ME],
    updatedAt: ago(minutes),
    updatedBy: 'planner',
    ...more,
  });

/** A new request someone else raised `minutes` ago. */
const fresh = (number: string, minutes: number, more = {}) =>
  workOrder(number, { raisedBy: 'op', raisedAt: ago(minutes), updatedAt: ago(minutes), updatedBy: 'op', ...more });

function renderBell(role: UserRole = UserRole.Admin) {
  return renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/app/work/:number" element={<p>Work order page</p>} />
        <Route path="/app/notifications" element={<p>Notifications page</p>} />
        <Route path="*" element={<p>Somewhere</p>} />
      </Routes>
    </>,
    {
      route: '/app/home',
      signedIn: true,
      preloadedState: { plant: plantState(), auth: initialAuthState({ ...testUser, role }) },
    },
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('region', { name: 'Latest notifications' });

beforeEach(() => {
  server.reset();
  Object.assign(inventory, { storerooms: [], short: [], parts: [], asked: [] });
});

describe('the bell', () => {
  it('says how many are unread in its name, and lists the latest in words, newest first', async () => {
    const user = userEvent.setup();
    server.putOrders(
      assigned('WR-20261120-0001', 30),
      fresh('WR-20261121-0002', 5, { workType: 'SI', title: 'Steam leak at the header' }),
      // Changed by me: nothing to tell.
      assigned('WR-20261120-0003', 2, { updatedBy: ME }),
      // A plain new request: not urgent.
      fresh('WR-20261121-0004', 1, { workType: 'RPM-INSP' }),
    );
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-notice'))).toEqual([
      'request:WR-20261121-0002',
      'order:WR-20261120-0001:v4',
    ]);
    expect(
      within(items[0]).getByRole('link', { name: /^Unread:\s*New safety request WR-20261121-0002/ }),
    ).toHaveAttribute('href', '/app/work/WR-20261121-0002');
    expect(within(items[0]).getByText('Steam leak at the header')).toBeVisible();
    expect(within(items[0]).getByText('5 minutes ago')).toBeVisible();
    expect(
      within(items[1]).getByRole('link', { name: /WR-20261120-0001 changed: now Ready-to-Schedule/ }),
    ).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'All notifications' })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
  });

  it('tells an editor of their work but not of new requests', async () => {
    server.putOrders(assigned('WR-20261120-0001', 30), fresh('WR-20261121-0002', 5, { workType: 'SI' }));
    renderBell(UserRole.Editor);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('marks a notice read when it is opened, and opens its page', async () => {
    const user = userEvent.setup();
    server.putOrders(assigned('WR-20261120-0001', 30), assigned('WR-20261120-0002', 10));
    const { router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(within(panel()).getByRole('link', { name: /WR-20261120-0001 changed/ }));
    expect(await screen.findByText('Work order page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/work/WR-20261120-0001');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(server.written.map((w) => w.kind)).toEqual(['notificationState']);
    expect(notificationHooks.readState?.read).toEqual(['order:WR-20261120-0001:v4']);
    // A later change of that order is news again.
    act(() => server.putOrders(assigned('WR-20261120-0001', 0, { version: 5, status: 'weeklySchedule' })));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('marks all read, and says so in its name', async () => {
    const user = userEvent.setup();
    server.putOrders(assigned('WR-20261120-0001', 30), fresh('WR-20261121-0002', 1, { workType: 'BRP' }));
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const before = Date.now();
    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    const state = notificationHooks.readState!;
    expect(state.seenAt).toBeGreaterThanOrEqual(before - SEEN_SKEW_MS);
    expect(state.seenAt).toBeLessThanOrEqual(Date.now() - SEEN_SKEW_MS);
    // The request of a minute ago is newer than that margin: read by its id.
    expect(state.read).toEqual(['request:WR-20261121-0002']);
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(panel()).queryByText(/Unread:/)).toBeNull();
  });

  it('opens and closes from the keyboard, Escape returning to the bell', async () => {
    const user = userEvent.setup();
    server.putOrders(assigned('WR-20261120-0001', 30));
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell().focus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeVisible();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).toBeNull();
    expect(bell()).toHaveFocus();
  });

  it('lists a change the server refused, opening the sync centre', async () => {
    const user = userEvent.setup();
    const { store } = renderBell();
    const refused: OutboxEntry = {
      id: 'e1',
      uid: ME,
      session: SESSION,
      queuedAt: Date.now() - 60_000,
      label: {
        what: 'workMove',
        values: { to: 'closed' },
        record: 'WR-20261120-0009',
        link: '/app/work/WR-20261120-0009',
      },
      ops: [],
      state: 'refused',
      reason: 'permission-denied',
    };
    act(() => {
      store.dispatch(outboxChanged({ entries: [refused], storageFull: false }));
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = within(panel()).getByRole('button', {
      name: /A change could not be saved: Work order moved to Closed/,
    });
    expect(item).toHaveAccessibleDescription('Opens the sync centre');
    await user.click(item);
    expect(selectSync(store.getState()).open).toBe(true);
  });

  it('tells admins of the site’s contracts ending within 30 days, not renewed', async () => {
    const user = userEvent.setup();
    server.contracts = [
      contractEnding('soon', 20, { vendor: 'Acme Lifts' }),
      contractEnding('later', 45),
      contractEnding('renewed', 10, { renewedBy: 'next' }),
      // The renewal, starting in 11 days: not ending.
      contractEnding('next', 376),
    ];
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(
      within(panel()).getByRole('link', { name: /Service contract with Acme Lifts ends in 20 days/ }),
    ).toHaveAttribute('href', '/app/contracts/soon');
  });

  it('does not tell editors of contracts', async () => {
    server.contracts = [contractEnding('soon', 20)];
    server.putOrders(assigned('WR-20261120-0001', 30));
    renderBell(UserRole.Editor);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('data-notice')),
    ).toEqual(['order:WR-20261120-0001:v4']);
  });

  it('tells admins of parts short in the site’s storerooms, in words, linking to the part', async () => {
    const user = userEvent.setup();
    const stock = (store: string, partId: string, onHand: number, min: number | null, minutes: number) => ({
      store,
      partId,
      onHand,
      reserved: 0,
      min,
      max: null,
      headroom: onHand - (min ?? 0),
      bin: '',
      last: `m-${partId}`,
      hold: null,
      updatedAt: ago(minutes),
    });
    inventory.storerooms = [
      { id: 'main', name: 'Main stores', archived: false },
      { id: 'old', name: 'Old stores', archived: true },
    ];
    inventory.parts = [
      { id: 'brg', number: 'BRG-6205', description: 'Deep groove ball bearing', archived: false },
      { id: 'seal', number: 'SEAL-50', description: 'Mechanical seal', archived: false },
      { id: 'gone', number: 'OLD-1', description: 'No longer used', archived: true },
    ];
    inventory.short = [
      stock('main', 'brg', 1, 4, 30),
      stock('main', 'seal', -1, null, 10),
      stock('main', 'gone', 0, 2, 5),
      // Not yet in the catalogue this device has read: told once it is.
      stock('main', 'ghost', 0, 2, 5),
    ];
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    // Only the storerooms in use are asked.
    expect(inventory.asked).toEqual([['main']]);
    expect(
      within(panel()).getByRole('link', { name: /Part SEAL-50 is short in Main stores: -1 available/ }),
    ).toHaveAttribute('href', '/app/inventory/parts/seal');
    const bearing = within(panel()).getByRole('link', {
      name: /Part BRG-6205 is below its minimum in Main stores: 1 available, minimum 4/,
    });
    expect(bearing).toHaveAttribute('href', '/app/inventory/parts/brg');
    expect(within(bearing).getByText('Deep groove ball bearing')).toBeVisible();
    expect(within(panel()).queryByText(/OLD-1|ghost/)).toBeNull();
  });

  it('does not ask about stock for editors', async () => {
    inventory.storerooms = [{ id: 'main', name: 'Main stores', archived: false }];
    server.putOrders(assigned('WR-20261120-0001', 30));
    renderBell(UserRole.Editor);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(inventory.asked).toEqual([]);
  });

  it('asks the person to choose a plant when none is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, { route: '/app/home', signedIn: true });
    await user.click(bell());
    expect(within(panel()).getByText(/Choose a plant with the plant picker/)).toBeVisible();
    expect(within(panel()).getByText('Nothing new.')).toBeVisible();
  });
});

describe('notifications on this computer', () => {
  const focus = vi.fn();
  const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = () => Promise.resolve(FakeNotification.permission);
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push(Object.assign(this, { title, options }));
    }
    close() {}
  }

  beforeEach(() => {
    shown.length = 0;
    vi.stubGlobal('Notification', FakeNotification);
    focus.mockClear();
    vi.stubGlobal('focus', focus);
    localStorage.setItem(BROWSER_ALERTS_KEY, 'on');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new urgent request as it arrives, once, never what was there before', async () => {
    server.putOrders(fresh('WR-20261121-0001', 30, { workType: 'SI' }), assigned('WR-20261120-0007', 60));
    const { router } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(shown).toEqual([]);
    act(() => server.putOrders(fresh('WR-20261121-0002', 0, { workType: 'BRP', title: 'Drive tripped' })));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(shown.map((n) => [n.title, n.options.body, n.options.tag])).toEqual([
      ['New breakdown request WR-20261121-0002', 'Drive tripped', 'request:WR-20261121-0002'],
    ]);
    // A change that is not urgent is listed, not shown; nor is the request shown again.
    act(() => server.putOrders(assigned('WR-20261120-0007', 0, { version: 5 })));
    await userEvent.click(bell());
    await waitFor(() => expect(panel().querySelector('[data-notice="order:WR-20261120-0007:v5"]')).not.toBeNull());
    expect(shown).toHaveLength(1);
    // Its click opens the order and marks it read.
    act(() => shown[0].onclick?.());
    expect(await screen.findByText('Work order page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/work/WR-20261121-0002');
    await waitFor(() => expect(notificationHooks.readState?.read).toEqual(['request:WR-20261121-0002']));
    expect(focus).toHaveBeenCalled();
  });

  it('shows work assigned to me while the app is open, in words', async () => {
    server.putOrders(assigned('WR-20261120-0001', 30));
    renderBell(UserRole.Editor);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => server.putOrders(assigned('WR-20261120-0005', 0, { version: 3, status: 'readyToSchedule' })));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(shown.map((n) => n.title)).toEqual(['WR-20261120-0005 assigned to you']));
    await userEvent.click(bell());
    expect(within(panel()).getByRole('link', { name: /WR-20261120-0005 assigned to you/ })).toBeVisible();
  });

  it('shows nothing when the person has not chosen it on this computer', async () => {
    localStorage.removeItem(BROWSER_ALERTS_KEY);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => server.putOrders(fresh('WR-20261121-0002', 0, { workType: 'SI' })));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(shown).toEqual([]);
  });
});
