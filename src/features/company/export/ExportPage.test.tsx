// The export page as a person meets it: an editor is told only admins export; an admin offline is
// told the export needs the server, in words, and nothing is read; an admin online sees the
// progress in words as the archive is made, then the archive ready with its size, and it is
// recorded in the audit list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../lib/currentUser';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import ExportPage from './ExportPage';

const service = vi.hoisted(() => ({
  reads: 0,
  recorded: [] as { documents: number; files: number }[],
  closed: [] as string[],
}));

vi.mock('../../../services/firebase/companyClose', () => ({
  closeCompany: (company: string) => {
    service.closed.push(company);
    return Promise.resolve({ members: 2, portals: 0 });
  },
}));

vi.mock('../../../services/firebase/companyArchive', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readCompany: async (
    company: string,
    options: {
      onDocument: (kind: string, doc: unknown) => void;
      onProgress?: (p: { documents: number; done: number; known: number }) => void;
    },
  ) => {
    service.reads++;
    options.onProgress?.({ documents: 0, done: 0, known: 2 });
    options.onDocument('company', { path: `users/${company}`, data: { name: 'Acme' } });
    options.onDocument('parts', {
      path: `users/${company}/companies/${company}/parts/brg`,
      data: { number: 'BRG-6205' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    options.onProgress?.({ documents: 2, done: 1, known: 2 });
    return { company: 1, parts: 1 };
  },
  queueExportRecord: (_c: string, _who: unknown, figures: { documents: number; files: number }) => {
    service.recorded.push(figures);
    return Promise.resolve({ acknowledged: Promise.resolve() });
  },
  subscribeExports: (_c: string, l: { next: (v: unknown) => void }) => {
    l.next({ items: [], fromCache: false, hasPendingWrites: false, corrupt: [] });
    return () => undefined;
  },
}));

const render = (role: UserRole) =>
  renderWithProviders(<ExportPage />, {
    route: '/app/company/export',
    signedIn: true,
    preloadedState: { auth: initialAuthState({ ...testUser, role }) },
  });

beforeEach(() => {
  Object.assign(service, { reads: 0, recorded: [], closed: [] });
  URL.createObjectURL = vi.fn(() => 'blob:archive');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('the export page', () => {
  it('tells an editor that only admins export', () => {
    render(UserRole.Editor);
    expect(screen.getByRole('status')).toHaveTextContent('Only the company’s admins can export its data.');
    expect(screen.queryByRole('button', { name: 'Make the archive' })).toBeNull();
  });

  it('tells an admin offline that the export needs the server, and reads nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(UserRole.Admin);
    await userEvent.click(screen.getByRole('button', { name: 'Make the archive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('this device is not connected to it');
    expect(service.reads).toBe(0);
  });

  it('shows the progress in words, then the archive ready, and records the export', async () => {
    render(UserRole.Admin);
    await userEvent.click(screen.getByRole('button', { name: 'Make the archive' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
    const ready = await screen.findByText(/The archive is ready: 2 records/);
    expect(ready).toBeVisible();
    expect(screen.getByRole('link', { name: /Download torque-.*\.zip again/ })).toHaveAttribute('href', 'blob:archive');
    await waitFor(() => expect(service.recorded).toEqual([{ documents: 2, files: 0 }]));
  });

  it('offers closing the company to its owner only, once its name is typed; offline it is refused in words', async () => {
    const user = userEvent.setup();
    render(UserRole.Admin);
    const section = screen.getByRole('region', { name: 'Close the company' });
    const button = within(section).getByRole('button', { name: 'Close the company for good' });
    await user.click(button);
    expect(within(section).getByText('Type the company’s name exactly as shown.')).toBeVisible();
    await user.type(within(section).getByLabelText(/To confirm, type the company’s name/), testUser.companyUID);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button);
    expect(within(section).getByRole('alert')).toHaveTextContent('Closing needs the server');
    expect(service.closed).toEqual([]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await user.click(button);
    await waitFor(() => expect(service.closed).toEqual([testUser.companyUID]));
  });

  it('shows no closing to an admin who is not the owner', () => {
    renderWithProviders(<ExportPage />, {
      route: '/app/company/export',
      signedIn: true,
      preloadedState: { auth: initialAuthState({ ...testUser, uid: 'someone-else', role: UserRole.Admin }) },
    });
    expect(screen.queryByRole('region', { name: 'Close the company' })).toBeNull();
  });
});
