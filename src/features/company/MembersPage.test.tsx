// The members page through a real store and the company sagas; the service is a small in-memory
// server with live listeners, pending writes and refusals, as Firestore behaves.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { logoutRequested } from '../../lib/sessionActions';
import { UserRole } from '../../lib/currentUser';
import { formatDate } from '../../lib/date';
import { useFeature } from '../../store/featureRegistry';
import { companyFeature } from './companySaga';
import { membershipFeature } from './membershipSaga';
import { useSessionLists } from './sessionLive';
import { membersHooks, server } from './fakeMembersService';
import MembersPageView from './MembersPage';
import { initialCompanyState, selectCompany } from './companySlice';
import { selectMembers } from './companyLive';

/** A time `n` days back, so the fixtures stay inside the default data filter (one month back). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

function MembersPage() {
  useFeature(membershipFeature);
  useFeature(companyFeature);
  useSessionLists();
  return <MembersPageView />;
}

vi.mock('./membersService', async () => (await import('./fakeMembersService')).fakeMembersService);

beforeEach(() => {
  server.reset();
  server.record = {
    displayName: 'Ana López',
    companyEmail: 'ana@plant.example',
    companyName: 'Northfield Mill',
    companyUID: 'user-1',
    users: [
      {
        id: 'user-1',
        userType: 'admin',
        email: 'ana@plant.example',
        firstName: 'Ana',
        lastName: 'López',
        accountCreated: '2026-01-05T08:00:00.000Z',
      },
      {
        id: 'user-2',
        userType: 'editor',
        email: 'eve@plant.example',
        firstName: 'Eve',
        lastName: 'Editor',
        accountCreated: '2026-02-01T08:00:00.000Z',
      },
    ],
  };
  server.members = [
    {
      uid: 'user-1',
      role: 'admin',
      email: 'ana@plant.example',
      displayName: 'Ana López',
      joinedAt: daysAgo(18),
    },
    {
      uid: 'user-2',
      role: 'editor',
      email: 'eve@plant.example',
      displayName: 'Eve Editor',
      joinedAt: daysAgo(13),
    },
  ];
  server.invites = [];
});

const asAdmin = () => renderWithProviders(<MembersPage />, { signedIn: true });
const asEditor = () =>
  renderWithProviders(<MembersPage />, {
    preloadedState: {
      auth: initialAuthState({
        ...testUser,
        uid: 'user-2',
        title: 'Eve Editor',
        companyUID: 'user-1',
        role: UserRole.Editor,
      }),
    },
  });

describe('MembersPage for an admin', () => {
  it('lists the members with role and date, the owner first', async () => {
    asAdmin();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NameE-mailRoleMember sinceActions',
      `Ana López (owner, you)ana@plant.exampleAdmin${formatDate(daysAgo(18))}`,
      expect.stringContaining('Eve Editoreve@plant.example'),
    ]);
    expect(screen.getByRole('combobox', { name: 'Role of Eve Editor' })).toHaveValue('editor');
  });

  it('invites a colleague and shows the link to send', async () => {
    asAdmin();
    await userEvent.type(await screen.findByLabelText('Their e-mail address'), 'Cole@Plant.example');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Create the invitation' }));
    const status = await screen.findByText(/Invitation for cole@plant.example as Admin/);
    expect(status).toBeInTheDocument();
    expect(screen.getByTestId('invite-link')).toHaveTextContent(
      '/user/join?invite=ABCDEFGHJKLMNPQRSTUV&email=cole%40plant.example&company=Northfield+Mill&role=admin',
    );
    expect(screen.getByLabelText('Their e-mail address')).toHaveValue('');
    const open = screen.getByRole('heading', { name: 'Open invitations' }).closest('.card') as HTMLElement;
    expect(within(open).getByText('cole@plant.example')).toBeInTheDocument();
  });

  it('waits for the company’s details before an invitation is made, so its link names the company', async () => {
    const record = server.record;
    server.record = null;
    asAdmin();
    await userEvent.type(await screen.findByLabelText('Their e-mail address'), 'cole@plant.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create the invitation' }));
    expect(screen.queryByTestId('invite-link')).toBeNull();
    expect(server.invites).toEqual([]);
    act(() => {
      server.record = record;
      server.changed();
    });
    expect(await screen.findByTestId('invite-link')).toHaveTextContent('company=Northfield+Mill');
    expect(server.invites).toHaveLength(1);
  });

  it('refuses a bad address, a member and a second invitation, sending nothing', async () => {
    server.invites = [
      {
        code: 'X'.repeat(20),
        email: 'open@plant.example',
        role: 'editor',
        companyUID: 'user-1',
        companyName: '',
        companyEmail: '',
        invitedBy: 'user-1',
        invitedAt: daysAgo(3),
        usedBy: null,
      },
    ];
    asAdmin();
    const field = await screen.findByLabelText('Their e-mail address');
    const submit = screen.getByRole('button', { name: 'Create the invitation' });
    await userEvent.type(field, 'nope');
    await userEvent.click(submit);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'EVE@plant.example');
    await userEvent.click(submit);
    expect(screen.getByText('This person is a member already.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'open@plant.example');
    await userEvent.click(submit);
    expect(screen.getByText('This address has an open invitation already.')).toBeInTheDocument();
    expect(field).toHaveValue('open@plant.example');
    expect(server.invites).toHaveLength(1);
  });

  it('changes a role', async () => {
    asAdmin();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Eve Editor' }), 'admin');
    await waitFor(() => expect(server.members.find((m) => m.uid === 'user-2')?.role).toBe('admin'));
    expect(screen.getByRole('combobox', { name: 'Role of Eve Editor' })).toHaveValue('admin');
  });

  it('removes a member after confirming', async () => {
    asAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eve Editor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Eve Editor will no longer be able to sign in to this company.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Eve Editor')).not.toBeInTheDocument());
    expect(server.members.map((m) => m.uid)).toEqual(['user-1']);
  });

  it('cannot change or remove the owner or themselves', async () => {
    asAdmin();
    await screen.findByRole('combobox', { name: 'Role of Eve Editor' });
    expect(screen.queryByRole('combobox', { name: 'Role of Ana López' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana López' })).not.toBeInTheDocument();
  });
});

describe('MembersPage for an editor', () => {
  it('shows the members but no way to invite or change them', async () => {
    asEditor();
    expect(await screen.findByText('Only admins can invite colleagues or change roles.')).toBeInTheDocument();
    await screen.findByText('eve@plant.example');
    expect(screen.queryByLabelText('Their e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('after logging out', () => {
  it('forgets the company, so the next user never sees it', async () => {
    const { store } = asAdmin();
    await screen.findByRole('combobox', { name: 'Role of Eve Editor' });
    expect(selectMembers(store.getState())).toHaveLength(2);
    act(() => {
      store.dispatch(logoutRequested());
    });
    expect(selectCompany(store.getState())).toEqual(initialCompanyState);
  });
});

describe('offline-first writes', () => {
  it('shows an invitation at once as waiting to sync, then as synced', async () => {
    server.hold = true;
    asAdmin();
    await userEvent.type(await screen.findByLabelText('Their e-mail address'), 'cole@plant.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create the invitation' }));
    const open = (await screen.findByRole('heading', { name: 'Open invitations' })).closest('.card') as HTMLElement;
    const row = (await within(open).findByText('cole@plant.example')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('waiting to sync');
    // The link can be sent already: the code does not depend on the server.
    expect(screen.getByTestId('invite-link')).toHaveTextContent('invite=ABCDEFGHJKLMNPQRSTUV');
    act(() => server.settle());
    await waitFor(() => expect(row).not.toHaveTextContent('waiting to sync'));
  });

  it('reports a refused write in words, never the SDK text, and undoes it on screen', async () => {
    server.refuse = 'permission-denied';
    asAdmin();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Eve Editor' }), 'admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last change was not saved. You are not allowed to do this.');
    expect(alert).not.toHaveTextContent('Security Rules');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Eve Editor' })).toHaveValue('editor'));
  });

  it('lets an admin rename the company, and shows the new name live', async () => {
    asAdmin();
    const field = await screen.findByLabelText('Company name');
    expect(field).toHaveValue('Northfield Mill');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Rename the company' }));
    expect(screen.getByText('Enter the company’s name.')).toBeInTheDocument();
    await userEvent.type(field, 'Northfield Paper');
    await userEvent.click(screen.getByRole('button', { name: 'Rename the company' }));
    expect(await screen.findByText('The people of Northfield Paper who can use Torque.')).toBeInTheDocument();
    expect(server.record?.companyName).toBe('Northfield Paper');
  });
});

describe('the data filter on the members', () => {
  it('shows who joined in its period, everyone on request, and knows every member when inviting', async () => {
    server.members.push({
      uid: 'user-3',
      role: 'editor',
      email: 'olga@plant.example',
      displayName: 'Olga Old',
      joinedAt: '2024-03-01T08:00:00.000Z',
    });
    server.record!.users.push({ ...server.record!.users[1], id: 'user-3', email: 'olga@plant.example' });
    asAdmin();
    await screen.findByRole('combobox', { name: 'Role of Eve Editor' });
    expect(screen.queryByText('olga@plant.example')).not.toBeInTheDocument();

    // Inviting her again is refused although the list does not show her.
    await userEvent.type(screen.getByLabelText('Their e-mail address'), 'olga@plant.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create the invitation' }));
    expect(screen.getByText('This person is a member already.')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('switch', { name: 'Every date, not only the data filter’s' })[0]);
    expect(await screen.findByText('olga@plant.example')).toBeInTheDocument();
    expect(screen.getAllByText(/Showing every date, 50 at a time/)[0]).toBeInTheDocument();
  });
});

describe('loading the members', () => {
  it('says in words that they could not be loaded, and loads them on retry', async () => {
    membersHooks.failMembers = 1;
    asAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The members could not be loaded. Torque cannot reach the server.');
    expect(alert).not.toHaveTextContent('raw SDK text');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Role of Eve Editor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('live membership', () => {
  it('takes the admin controls away from a demoted admin without signing in again', async () => {
    const { store } = asAdmin();
    await screen.findByLabelText('Their e-mail address');
    act(() => {
      server.members = server.members.map((m) => (m.uid === 'user-1' ? { ...m, role: 'editor' } : m));
      server.changed();
    });
    expect(await screen.findByText('Only admins can invite colleagues or change roles.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Their e-mail address')).not.toBeInTheDocument();
    expect(store.getState().auth.currentUser?.role).toBe(UserRole.Editor);
  });

  it('signs out a member who was removed, with the reason', async () => {
    const { store } = asAdmin();
    await screen.findByLabelText('Their e-mail address');
    act(() => {
      server.members = server.members.filter((m) => m.uid !== 'user-1');
      server.changed();
    });
    await waitFor(() => expect(store.getState().auth.currentUser).toBeNull());
    expect(store.getState().auth.notice).toBe('removed');
  });
});
