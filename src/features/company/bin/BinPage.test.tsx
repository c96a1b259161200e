// The bin as an admin meets it: what is there, by whom and until when, in words; Restore puts a
// record back (waiting to sync until the server has it) and it leaves the bin; what has been there
// over 30 days is deleted for good when the page opens, and said so; a refusal is said in words
// and the record stays. An editor is told only admins see the bin.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BinRecord } from '../../../services/firebase/bin';
import { UserRole } from '../../../lib/currentUser';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import { initialPlantState } from '../../plant/plantSlice';
import BinPage from './BinPage';

const DAY = 86_400_000;
const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };

/** The server the page talks to: what is in the bin, and the answers it gives (held until settled). */
const server = vi.hoisted(() => ({
  items: [] as BinRecord[],
  emit: (): void => undefined,
  refuse: false,
  held: [] as (() => void)[],
}));

vi.mock('../../../services/firebase/bin', async (importOriginal) => {
  const list = () => ({
    items: server.items.map((i) => ({ ...i, pending: false })),
    fromCache: false,
    hasPendingWrites: false,
    corrupt: [],
  });
  const answer = (change: () => void) => ({
    acknowledged: new Promise<void>((resolve, reject) =>
      server.held.push(() => {
        if (server.refuse) return reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
        change();
        server.emit();
        resolve();
      }),
    ),
  });
  const without = (r: BinRecord) => () => (server.items = server.items.filter((i) => i.id !== r.id));
  return {
    ...(await importOriginal<object>()),
    subscribeBin: (_key: unknown, l: { next: (v: unknown) => void }) => {
      server.emit = () => l.next(list());
      server.emit();
      return () => undefined;
    },
    queueRestore: (_key: unknown, r: BinRecord) => Promise.resolve(answer(without(r))),
    queuePurge: (_key: unknown, r: BinRecord) => Promise.resolve(answer(without(r))),
  };
});

const record = (kind: BinRecord['kind'], id: string, label: string, daysAgo: number): BinRecord => ({
  kind,
  id,
  label,
  binnedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  binnedBy: 'user-1',
  summary: null,
});

const render = (role: UserRole = UserRole.Admin) =>
  renderWithProviders(<BinPage />, {
    route: '/app/company/bin',
    signedIn: true,
    preloadedState: { auth: initialAuthState({ ...testUser, role }), plant: initialPlantState(KEY) },
  });

/** Lets the server answer what it holds. */
const settle = () =>
  act(async () => {
    server.held.splice(0).forEach((answer) => answer());
    await Promise.resolve();
  });

beforeEach(() => Object.assign(server, { items: [], refuse: false, held: [] }));

describe('the bin', () => {
  it('tells an editor that only admins see it', () => {
    server.items = [record('equipment', 'pump1', 'P-101 – Feed pump', 2)];
    render(UserRole.Editor);
    expect(screen.getByRole('status')).toHaveTextContent('Only the company’s admins can see and restore');
    expect(screen.queryByText('P-101 – Feed pump')).toBeNull();
  });

  it('lists what is there with its kind and days left, and restores a record', async () => {
    server.items = [
      record('equipment', 'pump1', 'P-101 – Feed pump', 2),
      record('contract', 'c1', 'LiftCo · LC-1', 29.5),
    ];
    render();
    const table = await screen.findByRole('table', { name: 'What is in the bin' });
    const pump = within(table).getByRole('row', { name: /P-101 – Feed pump/ });
    expect(pump).toHaveTextContent('Equipment');
    expect(pump).toHaveTextContent('27 more days, until');
    expect(within(table).getByRole('row', { name: /LiftCo/ })).toHaveTextContent('until');
    expect(within(table).getByRole('row', { name: /LiftCo/ })).toHaveTextContent('(last day)');

    await userEvent.click(screen.getByRole('button', { name: 'Restore P-101 – Feed pump' }));
    expect(await screen.findByText('P-101 – Feed pump is back where it was (waiting to sync).')).toBeVisible();
    await settle();
    expect(await screen.findByText('P-101 – Feed pump is back where it was.')).toBeVisible();
    expect(screen.queryByRole('row', { name: /P-101/ })).toBeNull();
    expect(server.items.map((i) => i.id)).toEqual(['c1']);
  });

  it('says a refused restore in words and keeps the record', async () => {
    server.items = [record('plan', 'p1', 'Monthly lube', 1)];
    server.refuse = true;
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Monthly lube' }));
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('Monthly lube could not be restored:');
    expect(screen.getByRole('row', { name: /Monthly lube/ })).toBeVisible();
    expect(server.items).toHaveLength(1);
  });

  it('deletes for good what has been there over 30 days, once, and says so', async () => {
    server.items = [record('contract', 'old', 'OldCo', 31), record('plan', 'p1', 'Monthly lube', 1)];
    render();
    const old = await screen.findByRole('row', { name: /OldCo/ });
    expect(old).toHaveTextContent('no longer: deleted for good');
    expect(within(old).queryByRole('button')).toBeNull();
    await settle();
    expect(
      await screen.findByText(/1 record was in the bin for over 30 days and it was deleted for good/),
    ).toBeVisible();
    expect(server.items.map((i) => i.id)).toEqual(['p1']);
    expect(server.held).toEqual([]);
  });

  it('says when the bin is empty', async () => {
    render();
    expect(await screen.findByText('The bin is empty.')).toBeVisible();
  });
});
