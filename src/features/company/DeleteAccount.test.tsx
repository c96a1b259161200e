// Deleting one's own account, as a member meets it on My profile: the password is asked for; a
// wrong one is said in words and what was typed stays; offline nothing is tried; once done the
// session ends with its own notice. The owner is told to close the company instead.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import ProfilePage from './ProfilePage';
import { initialCompanyState } from './companySlice';

const server = vi.hoisted(() => ({ tries: [] as string[], refuse: null as string | null }));

vi.mock('../../services/firebase/account', () => ({
  deleteMyAccount: (_company: string, _record: unknown, password: string) => {
    server.tries.push(password);
    return server.refuse
      ? Promise.reject(Object.assign(new Error('refused'), { code: server.refuse }))
      : Promise.resolve();
  },
}));

const record = {
  displayName: 'Owner',
  companyEmail: 'owner@example.com',
  users: [
    {
      id: 'member-1',
      userType: 'editor' as const,
      email: 'ed@example.com',
      firstName: 'Ed',
      lastName: 'Editor',
      accountCreated: '',
    },
  ],
};

const render = (uid: string) =>
  renderWithProviders(<ProfilePage />, {
    route: '/app/company/profile',
    signedIn: true,
    preloadedState: {
      auth: initialAuthState({ ...testUser, uid, role: UserRole.Editor }),
      company: { ...initialCompanyState, record },
    },
  });

beforeEach(() => Object.assign(server, { tries: [], refuse: null }));
afterEach(() => vi.restoreAllMocks());

describe('deleting my account', () => {
  it('asks for the password, says a wrong one in words and keeps it; offline tries nothing', async () => {
    const user = userEvent.setup();
    render('member-1');
    const section = screen.getByRole('region', { name: 'Delete my account' });
    const button = within(section).getByRole('button', { name: 'Delete my account for good' });
    await user.click(button);
    expect(within(section).getByText('Enter your password.')).toBeVisible();
    expect(server.tries).toEqual([]);
    const password = within(section).getByLabelText('Your password, to confirm');
    await user.type(password, 'secret-123');
    server.refuse = 'auth/invalid-credential';
    await user.click(button);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your account was not deleted:');
    expect(password).toHaveValue('secret-123');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button);
    expect(within(section).getByRole('alert')).toHaveTextContent('needs the server');
    expect(server.tries).toEqual(['secret-123']);
  });

  it('ends the session with its own notice once done', async () => {
    const user = userEvent.setup();
    const { store } = render('member-1');
    await user.type(screen.getByLabelText('Your password, to confirm'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(store.getState().auth.notice).toBe('deleted'));
    expect(store.getState().auth.currentUser).toBeNull();
  });

  it('tells the owner to close the company instead', () => {
    render(testUser.companyUID);
    expect(screen.queryByRole('region', { name: 'Delete my account' })).toBeNull();
    expect(screen.getByText(/you leave by closing the company/)).toBeVisible();
  });
});
