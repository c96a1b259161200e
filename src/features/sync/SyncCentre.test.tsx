// The top bar's sync centre as a user meets it, over a real store, the sync saga and
// the real outbox in local storage: the button says the connection and what is waiting in its
// name; the panel lists the refused changes with their reason in words and the record's status
// on the server, and the waiting ones; Discard drops a refused change for good; "Edit and retry"
// opens the form with what was typed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import { OUTBOX_KEY, type OutboxEntry, resetOutbox, SESSION } from '../../services/firebase/outbox';
import { renderWithProviders, testUser } from '../../testing/render';
import { logoutRequested } from '../../lib/sessionActions';
import { SYNC_CENTRE_ID, SyncCentre } from './SyncCentre';
import { syncFeature } from './syncSaga';
import { NOT_APPLIED } from './syncCodes';
import { selectSync } from './syncSlice';

const fake = vi.hoisted(() => ({ usedShare: null as number | null, confirmations: 0, reachable: true }));

// The server's answers for an earlier session's writes never come here (the check stays open),
// and the browser's storage estimate is the test's.
vi.mock('./syncService', async () => {
  const outbox = await import('../../services/firebase/outbox');
  return {
    discardEntry: outbox.discardEntry,
    earlierPending: outbox.earlierPending,
    outboxState: outbox.outboxState,
    refuseEntry: outbox.refuseEntry,
    settleEntry: outbox.settleEntry,
    subscribeOutbox: outbox.subscribeOutbox,
    confirmEarlierWrites: () => {
      fake.confirmations += 1;
      return new Promise(() => undefined);
    },
    storageHealth: () => Promise.resolve({ usedShare: fake.usedShare, persisted: true }),
    canReachDatabase: () => Promise.resolve(fake.reachable),
  };
});

const RAISE = 'WR-20261123-0001';
const MOVED = 'WR-20261120-0007';

const raiseRefused: OutboxEntry = {
  id: 'raise-1',
  uid: testUser.uid,
  session: SESSION,
  queuedAt: Date.now(),
  label: {
    what: 'workRaise',
    record: `${RAISE} · Pump leaking`,
    link: `/app/work/${RAISE}`,
    retry: '/app/work/new',
    draft: { title: 'Pump leaking', description: 'At the seal', equipmentId: 'fan1', workType: 'CM' },
  },
  ops: [{ path: `c/x/workRequests/${RAISE}`, kind: 'set', fields: { status: 'new' } }],
  state: 'refused',
  reason: 'permission-denied',
  serverStatus: null,
};

const moveRefused: OutboxEntry = {
  id: 'move-1',
  uid: testUser.uid,
  session: SESSION,
  queuedAt: Date.now(),
  label: { what: 'workMove', values: { to: 'inProgress' }, record: MOVED, link: `/app/work/${MOVED}` },
  ops: [{ path: `c/x/workRequests/${MOVED}`, kind: 'update', fields: { status: 'inProgress' } }],
  state: 'refused',
  reason: 'failed-precondition',
  serverStatus: 'workComplete',
};

const planNotApplied: OutboxEntry = {
  id: 'plan-1',
  uid: testUser.uid,
  session: 'earlier',
  queuedAt: Date.now(),
  label: { what: 'plan', record: 'Lubricate the dryer bearings' },
  ops: [{ path: 'c/x/plans/p1', kind: 'set', fields: { title: 'Lubricate' } }],
  state: 'refused',
  reason: NOT_APPLIED,
};

const waiting = (id: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  uid: testUser.uid,
  session: SESSION,
  queuedAt: Date.now(),
  label: { what: 'workUpdate', values: { to: 'inProgress' }, record: `WR-${id}`, link: `/app/work/WR-${id}` },
  ops: [{ path: `c/x/workRequests/WR-${id}`, kind: 'update', fields: { title: 'x' } }],
  state: 'pending',
  ...over,
});

/** What the device's outbox holds when the app starts. */
function seed(entries: OutboxEntry[]) {
  localStorage.setItem(OUTBOX_KEY, JSON.stringify({ v: 1, entries }));
  resetOutbox();
}

const storedIds = () =>
  (JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '{"entries":[]}') as { entries: OutboxEntry[] }).entries.map(
    (e) => e.id,
  );

function Centre() {
  useFeature(syncFeature);
  return <SyncCentre />;
}

const views: ReturnType<typeof renderWithProviders>[] = [];

function open() {
  const view = renderWithProviders(<Centre />, { route: '/app/home', signedIn: true });
  views.push(view);
  return view;
}

const button = () => screen.getByRole('button', { name: /^Sync centre:/ });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button());
  return screen.findByRole('dialog', { name: 'Sync centre' });
}

beforeEach(() => {
  fake.usedShare = null;
  fake.reachable = true;
  fake.confirmations = 0;
  resetOutbox();
});

afterEach(() => {
  // The sagas of earlier tests stop listening to the outbox.
  for (const view of views.splice(0)) view.store.dispatch(logoutRequested());
});

describe('sync centre: the top bar button', () => {
  it('says online with nothing waiting, and that everything is on the server', async () => {
    const user = userEvent.setup();
    open();
    expect(button()).toHaveAccessibleName('Sync centre: Online, nothing waiting');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('aria-controls', SYNC_CENTRE_ID);
    const dialog = await openPanel(user);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('id', SYNC_CENTRE_ID);
    expect(within(dialog).getByText('Every change you made is on the server.')).toBeVisible();
    expect(within(dialog).getByText(/^Online\.$/)).toBeVisible();
    expect(within(dialog).getByText(/^Every change you make is sent at once\.$/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close the sync centre' }));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts the changes waiting and refused, and says offline when the connection goes', async () => {
    seed([waiting('a'), waiting('b'), raiseRefused]);
    open();
    await vi.waitFor(() => expect(button()).toHaveAccessibleName('Sync centre: Syncing, 2 changes waiting, 1 refused'));
    expect(within(button()).getByText('3')).toHaveClass('text-bg-danger');

    fake.reachable = false;
    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(button()).toHaveAccessibleName('Sync centre: Offline, 2 changes waiting, 1 refused'));
    expect(button()).toHaveAttribute('data-connection', 'offline');
    fake.reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(button()).toHaveAccessibleName('Sync centre: Syncing, 2 changes waiting, 1 refused'));
  });
});

describe('sync centre: the panel', () => {
  it('gives each refused change its reason in words and the record’s status on the server', async () => {
    const user = userEvent.setup();
    seed([raiseRefused, moveRefused, planNotApplied, waiting('w1')]);
    open();
    await vi.waitFor(() => expect(button()).toHaveAccessibleName(/1 change waiting, 3 refused/));
    const dialog = await openPanel(user);

    const refused = within(dialog).getByRole('region', { name: 'Refused by the server (3)' });
    const [raise, move, plan] = within(refused).getAllByRole('listitem');

    expect(raise).toHaveTextContent('Work request raised');
    expect(within(raise).getByRole('link', { name: `${RAISE} · Pump leaking` })).toHaveAttribute(
      'href',
      `/app/work/${RAISE}`,
    );
    expect(raise).toHaveTextContent('You are not allowed to do this. Your role or your company may have changed.');
    expect(raise).toHaveTextContent('The record no longer exists on the server.');
    expect(raise).toHaveTextContent('This device has undone the change. Edit and retry it, or discard it.');

    expect(move).toHaveTextContent('Work order moved to In Progress');
    expect(move).toHaveTextContent('The order had already moved on the server when this change arrived');
    expect(within(move).getByText('On the server now: Work Complete')).toBeVisible();

    expect(plan).toHaveTextContent('Maintenance plan saved');
    expect(plan).toHaveTextContent('Lubricate the dryer bearings');
    expect(plan).toHaveTextContent('the record on the server does not hold it');
    // Nowhere to edit it: only Discard.
    expect(within(plan).queryByRole('button', { name: /Edit and retry/ })).not.toBeInTheDocument();
    expect(
      within(plan).getByRole('button', { name: 'Discard: Maintenance plan saved, Lubricate the dryer bearings' }),
    ).toBeVisible();

    const pending = within(dialog).getByRole('region', { name: 'Waiting to sync (1)' });
    const [w1] = within(pending).getAllByRole('listitem');
    expect(w1).toHaveTextContent('Work order updated');
    expect(w1).toHaveTextContent('Shown on this device already; sent when the connection allows.');
    expect(w1).not.toHaveTextContent('made before Torque was last closed');
    expect(within(w1).queryByRole('button')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Every change you made is on the server.')).not.toBeInTheDocument();
  });

  it('marks the changes an earlier session left waiting while it checks what became of them', async () => {
    const user = userEvent.setup();
    seed([waiting('old', { session: 'earlier' })]);
    open();
    await vi.waitFor(() => expect(fake.confirmations).toBe(1));
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Checking what became of changes made before Torque was last closed…',
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('(made before Torque was last closed)');
  });

  it('warns when the device’s storage is nearly full', async () => {
    const user = userEvent.setup();
    fake.usedShare = 0.95;
    const { store } = open();
    await vi.waitFor(() => expect(selectSync(store.getState()).storageUsed).toBe(0.95));
    const dialog = await openPanel(user);
    expect(within(dialog).getByText(/This device’s storage for Torque is 95% full\./)).toBeVisible();
  });

  it('discards a refused change for good', async () => {
    const user = userEvent.setup();
    seed([raiseRefused, moveRefused]);
    open();
    await vi.waitFor(() => expect(button()).toHaveAccessibleName(/2 refused/));
    const dialog = await openPanel(user);
    await user.click(
      within(dialog).getByRole('button', { name: `Discard: Work request raised, ${RAISE} · Pump leaking` }),
    );
    await vi.waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('region', { name: 'Refused by the server (1)' })).toHaveTextContent(MOVED);
    expect(button()).toHaveAccessibleName('Sync centre: Online, nothing waiting, 1 refused');
    expect(storedIds()).toEqual(['move-1']);

    await user.click(
      within(dialog).getByRole('button', { name: `Discard: Work order moved to In Progress, ${MOVED}` }),
    );
    await vi.waitFor(() => expect(within(dialog).getByText('Every change you made is on the server.')).toBeVisible());
    expect(storedIds()).toEqual([]);
  });

  it('opens the form again with what was typed to edit and retry, and closes the panel', async () => {
    const user = userEvent.setup();
    seed([raiseRefused]);
    const { router, store } = open();
    await vi.waitFor(() => expect(button()).toHaveAccessibleName(/1 refused/));
    const dialog = await openPanel(user);
    await user.click(
      within(dialog).getByRole('button', { name: `Edit and retry: Work request raised, ${RAISE} · Pump leaking` }),
    );
    expect(router.state.location.pathname).toBe('/app/work/new');
    expect(router.state.location.state).toEqual({ retry: { id: 'raise-1', draft: raiseRefused.label.draft } });
    expect(selectSync(store.getState()).open).toBe(false);
    // Retrying is not discarding: the refused change stays until the new one replaces it.
    expect(storedIds()).toEqual(['raise-1']);
  });

  it('retries a change with no form of its own on the record’s page, with no draft', async () => {
    const user = userEvent.setup();
    seed([moveRefused]);
    const { router } = open();
    await vi.waitFor(() => expect(button()).toHaveAccessibleName(/1 refused/));
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: /^Edit and retry: Work order moved to In Progress/ }));
    expect(router.state.location.pathname).toBe(`/app/work/${MOVED}`);
    expect(router.state.location.state).toEqual({ retry: { id: 'move-1', draft: null } });
  });
});
