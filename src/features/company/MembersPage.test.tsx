// The members page with the company service replaced by an in-memory company, so the page,
// the slice and the saga run whole without an emulator.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState, logoutRequested } from '../auth/authSlice';
import { UserRole } from '../auth/currentUser';
import type * as CompanyService from './companyService';
import type { CompanyUserRecord, Invite, Membership, UserType } from './companyService';
import { initialCompanyState, selectCompany } from './companySlice';
import { useFeature } from '../../app/featureRegistry';
import { companyFeature } from './companySaga';
import MembersPageView from './MembersPage';

function MembersPage() {
  useFeature(companyFeature);
  return <MembersPageView />;
}

const company = vi.hoisted(() => ({
  record: null as CompanyUserRecord | null,
  members: [] as Membership[],
  invites: [] as Invite[],
}));

vi.mock('./companyService', async (importOriginal) => {
  const actual = await importOriginal<typeof CompanyService>();
  return {
    ...actual,
    readCompanyUser: () => Promise.resolve(company.record),
    listMembers: () => Promise.resolve([...company.members]),
    listInvites: () => Promise.resolve([...company.invites]),
    createInvite: (input: { email: string; role: UserType; company: string }) => {
      const invite = {
        code: 'ABCDEFGHJKLMNPQRSTUV',
        email: input.email,
        role: input.role,
        companyUID: input.company,
        companyName: 'Ana López',
        companyEmail: 'ana@plant.example',
        invitedBy: 'user-1',
        invitedAt: '2026-11-23T08:00:00.000Z',
        usedBy: null,
      };
      company.invites.push(invite);
      return Promise.resolve(invite);
    },
    setMemberRole: (_c: string, uid: string, role: UserType) => {
      company.members = company.members.map((m) => (m.uid === uid ? { ...m, role } : m));
      return Promise.resolve();
    },
    removeMember: (_c: string, uid: string) => {
      company.members = company.members.filter((m) => m.uid !== uid);
      return Promise.resolve();
    },
    revokeInvite: (code: string) => {
      company.invites = company.invites.filter((i) => i.code !== code);
      return Promise.resolve();
    },
  };
});

beforeEach(() => {
  company.record = {
    displayName: 'Ana López',
    companyEmail: 'ana@plant.example',
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
  company.members = [
    { uid: 'user-1', role: 'admin', email: 'ana@plant.example', displayName: 'Ana López' },
    { uid: 'user-2', role: 'editor', email: 'eve@plant.example', displayName: 'Eve Editor' },
  ];
  company.invites = [];
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
      'Ana López (owner, you)ana@plant.exampleAdmin05.01.2026',
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
      '/user/register?invite=ABCDEFGHJKLMNPQRSTUV&email=cole%40plant.example',
    );
    expect(screen.getByLabelText('Their e-mail address')).toHaveValue('');
    const open = screen.getByRole('heading', { name: 'Open invitations' }).closest('.card') as HTMLElement;
    expect(within(open).getByText('cole@plant.example')).toBeInTheDocument();
  });

  it('refuses a bad address, a member and a second invitation, sending nothing', async () => {
    company.invites = [
      {
        code: 'X'.repeat(20),
        email: 'open@plant.example',
        role: 'editor',
        companyUID: 'user-1',
        companyName: '',
        companyEmail: '',
        invitedBy: 'user-1',
        invitedAt: '',
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
    expect(screen.getByText('eve@plant.example is already a member.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'open@plant.example');
    await userEvent.click(submit);
    expect(screen.getByText('open@plant.example has an open invitation already.')).toBeInTheDocument();
    expect(field).toHaveValue('open@plant.example');
    expect(company.invites).toHaveLength(1);
  });

  it('changes a role', async () => {
    asAdmin();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Eve Editor' }), 'admin');
    await waitFor(() => expect(company.members.find((m) => m.uid === 'user-2')?.role).toBe('admin'));
    expect(screen.getByRole('combobox', { name: 'Role of Eve Editor' })).toHaveValue('admin');
  });

  it('removes a member after confirming', async () => {
    asAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eve Editor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Eve Editor will no longer be able to sign in to this company.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Eve Editor')).not.toBeInTheDocument());
    expect(company.members.map((m) => m.uid)).toEqual(['user-1']);
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
    expect(selectCompany(store.getState()).members).toHaveLength(2);
    store.dispatch(logoutRequested());
    expect(selectCompany(store.getState())).toEqual(initialCompanyState);
  });
});
