// Plans and prices through a real store: the prices page marks the plan the company
// record says and shows the usage, changing live with the record; the invite form warns one
// below the member limit and turns inviting off at it, with the reason as the button's
// description; a paid company sees neither.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import type { Usage } from '../../lib/planLimits';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialSettings } from '../settings/settingsSlice';
import { companyRecordReceived, uploadMonthReceived } from './companySlice';
import { InviteForm } from './InviteForm';
import PricesPage from './PricesPage';

type Store = ReturnType<typeof renderWithProviders>['store'];

/** The company record as the membership saga reports it. */
function recordArrives(store: Store, paid: boolean, usage: Usage) {
  act(() => {
    store.dispatch(
      companyRecordReceived({
        record: null,
        company: { name: 'Northfield Paper', companyEmail: 'ana@example.com', paid, usage },
      }),
    );
  });
}

describe('the prices page', () => {
  it('marks Free as current with the usage as numbers and bars, then Paid live when the record changes', () => {
    const { store } = renderWithProviders(<PricesPage />, { signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan and prices' })).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Reading your company’s plan…');
    recordArrives(store, false, { members: 2, sites: 1, plants: 0, parts: 0 });

    expect(screen.getByTestId('current-plan')).toHaveTextContent('Northfield Paper is on the Free plan.');
    const free = screen.getByRole('region', { name: 'Free' });
    const paid = screen.getByRole('region', { name: 'Paid' });
    expect(within(free).getByText('Current plan')).toBeInTheDocument();
    expect(within(paid).queryByText('Current plan')).toBeNull();
    expect(within(free).getByText('Up to 3 members, admins and editors')).toBeInTheDocument();
    expect(within(free).getByText('Up to 1 site')).toBeInTheDocument();
    expect(within(free).getByText('Up to 2 plants')).toBeInTheDocument();
    expect(within(paid).getByText('As many plants as you need')).toBeInTheDocument();
    // An admin is told how to upgrade; there is no button pretending to take a payment.
    expect(within(paid).getByTestId('upgrade')).toHaveTextContent(/contact the operator/);
    expect(screen.queryByRole('button')).toBeNull();

    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '2 of 3 members',
      '1 of 1 site',
      '0 of 2 plants',
      '0 of 100 spare parts',
    ]);
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['2', '1', '0', '0']);

    // This month's uploads, against each plan's allowance (on both plans).
    expect(within(free).getByText('Files: 250 MB of uploads a month')).toBeInTheDocument();
    expect(within(paid).getByText('Files: 25 GB of uploads a month')).toBeInTheDocument();
    act(() => void store.dispatch(uploadMonthReceived({ month: '2026-11', bytes: 100 * 1024 * 1024, files: 12 })));
    const uploads = screen.getByRole('progressbar', { name: 'Uploads this month: 100 MB of 250 MB' });
    expect(uploads).toHaveAttribute('aria-valuetext', '40%');

    recordArrives(store, true, { members: 5, sites: 3, plants: 4, parts: 0 });
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Northfield Paper is on the Paid plan.');
    expect(within(screen.getByRole('region', { name: 'Paid' })).getByText('Current plan')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Free' })).queryByText('Current plan')).toBeNull();
    // Only the uploads have a bar on the paid plan.
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Uploads this month: 100 MB of 25 GB',
    ]);
    expect(screen.getByText('5 members (no limit)')).toBeInTheDocument();
    expect(screen.getByText('3 sites (no limit)')).toBeInTheDocument();
  });

  it('tells an editor to ask an admin', () => {
    const editor = initialAuthState({ ...testUser, role: UserRole.Editor });
    const { store } = renderWithProviders(<PricesPage />, { preloadedState: { auth: editor } });
    recordArrives(store, false, { members: 1, sites: 0, plants: 0, parts: 0 });
    expect(screen.getByTestId('upgrade')).toHaveTextContent('ask an admin of your company');
  });

  it('reads in Spanish', () => {
    const { store } = renderWithProviders(<PricesPage />, {
      signedIn: true,
      preloadedState: { settings: initialSettings({ locale: 'es' }) },
    });
    recordArrives(store, false, { members: 3, sites: 0, plants: 1, parts: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan y precios' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-label'))).toEqual([
      '3 de 3 miembros',
      '0 de 1 sitio',
      '1 de 2 plantas',
      '0 de 100 repuestos',
    ]);
  });
});

describe('the invite form near the member limit', () => {
  it('says nothing with room, warns one below, and turns inviting off at the limit with the reason', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<InviteForm companyName="Northfield Paper" />, { signedIn: true });
    recordArrives(store, false, { members: 1, sites: 0, plants: 0, parts: 0 });
    expect(screen.queryByText(/on the Free plan/)).toBeNull();
    const invite = screen.getByRole('button', { name: 'Create the invitation' });
    expect(invite).toBeEnabled();

    recordArrives(store, false, { members: 2, sites: 0, plants: 0, parts: 0 });
    expect(screen.getByText('Your company has 2 of 3 members on the Free plan.')).toBeInTheDocument();
    expect(screen.getByText(/One more person can join/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/app/company/plan');
    expect(invite).toBeEnabled();

    await user.type(screen.getByLabelText('Their e-mail address'), 'carl@example.com');
    recordArrives(store, false, { members: 3, sites: 0, plants: 0, parts: 0 });
    expect(screen.getByText('Your company has 3 of 3 members on the Free plan.')).toBeInTheDocument();
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription(/Inviting is turned off: nobody else can join/);
    // What was typed stays.
    expect(screen.getByLabelText('Their e-mail address')).toHaveValue('carl@example.com');

    recordArrives(store, true, { members: 3, sites: 0, plants: 0, parts: 0 });
    expect(screen.queryByText(/on the Free plan/)).toBeNull();
    expect(invite).toBeEnabled();
  });
});
