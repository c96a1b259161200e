// The parts list's CSV controls: every member may export the catalogue; only admins are offered
// the import, next to "New part", and it opens the import page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../lib/currentUser';
import type * as Inventory from '../../../services/firebase/inventory';
import type { Listener, LiveList } from '../../../services/firebase/live';
import { renderApp, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';

// The catalogue's first page, answered at once with no parts.
vi.mock('../../../services/firebase/inventory', async (original) => ({
  ...(await original<typeof Inventory>()),
  subscribePartsPage: (_company: string, _page: unknown, listener: Listener<LiveList<Inventory.Part>>) => {
    listener.next({ items: [], fromCache: false, hasPendingWrites: false, corrupt: [] });
    return () => undefined;
  },
}));

const renderList = (role: UserRole) =>
  renderApp({ route: '/app/inventory/parts', preloadedState: { auth: initialAuthState({ ...testUser, role }) } });

describe('the parts list’s CSV controls', () => {
  it('offers an admin the export and the import, which opens the import page', async () => {
    const { router } = renderList(UserRole.Admin);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const link = screen.getByRole('link', { name: 'Import CSV' });
    expect(link).toHaveAttribute('href', '/app/inventory/parts/import');
    expect(screen.getByRole('link', { name: 'New part' })).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import parts from CSV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/inventory/parts/import');
    expect(screen.getByLabelText('CSV file (at most 5 MB)')).toHaveAttribute('type', 'file');
  });

  it('offers an editor the export only', async () => {
    renderList(UserRole.Editor);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
