// The list and a contract's page through a real store and saga over the in-memory contracts
// server: statuses in words with those needing attention first, the filters, and the admin-only
// Renew and "Create work order" (editors read).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDay, today } from '../../lib/days';
import { UserRole } from '../../lib/currentUser';
import { server } from './fakeContractsService';
import { contractEnding, renderContracts } from '../../testing/harness/contracts';

vi.mock('./contractsService', async () => (await import('./fakeContractsService')).fakeContractsService);
// The documents card lists Storage: not under test here.
vi.mock('../../components/attachments/AttachmentsCard', () => ({
  AttachmentsCard: ({ folder, waitingToSync }: { folder: string; waitingToSync: boolean }) => (
    <p data-folder={folder}>{waitingToSync ? 'documents read-only' : 'documents open'}</p>
  ),
}));

beforeEach(() => server.reset());

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-contract-id="${id}"]`)!;

describe('the contracts list', () => {
  it('shows each status in words, expired and expiring first, value in its currency', async () => {
    server.contracts = [
      contractEnding('active', 200),
      contractEnding('soon', 23, { category: 'crane', value: 1234.5, currency: 'USD' }),
      contractEnding('gone', -3),
      contractEnding('later', 75),
      contractEnding('renewed', -40, { renewedBy: 'active' }),
    ];
    renderContracts('/app/contracts');
    await screen.findByText('Vendor soon');
    const ids = [...document.querySelectorAll('[data-contract-id]')].map((r) => r.getAttribute('data-contract-id'));
    expect(ids).toEqual(['gone', 'soon', 'later', 'active', 'renewed']);
    expect(within(rowOf('soon')).getByText('Expires in 23 days')).toBeVisible();
    expect(within(rowOf('later')).getByText('Expires in 75 days')).toBeVisible();
    expect(within(rowOf('gone')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('active')).getByText('Active')).toBeVisible();
    expect(within(rowOf('renewed')).getByText('Renewed')).toBeVisible();
    expect(within(rowOf('soon')).getByText('Cranes and hoists')).toBeVisible();
    expect(within(rowOf('soon')).getByText('$1,234.50')).toBeVisible();
    const end = addDays(today(), 23);
    expect(within(rowOf('soon')).getByText(`${formatDay(addDays(end, -364))} – ${formatDay(end)}`)).toBeVisible();
  });

  it('filters by status and by category', async () => {
    const user = userEvent.setup();
    server.contracts = [
      contractEnding('active', 200),
      contractEnding('soon', 23, { category: 'crane' }),
      contractEnding('later', 75),
      contractEnding('gone', -3),
    ];
    renderContracts('/app/contracts');
    await screen.findByText('Vendor soon');
    const shown = () =>
      [...document.querySelectorAll('[data-contract-id]')].map((r) => r.getAttribute('data-contract-id'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Expiring within 90 days');
    expect(shown()).toEqual(['soon', 'later']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Expiring within 30 days');
    expect(shown()).toEqual(['soon']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    expect(shown()).toEqual(['gone']);
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Category'), 'Cranes and hoists');
    expect(shown()).toEqual(['soon']);
    await user.selectOptions(screen.getByLabelText('Category'), 'Boilers and pressure vessels');
    expect(screen.getByText('No contract matches these filters.')).toBeVisible();
  });

  it('takes its filters from the address, and keeps them there', async () => {
    const user = userEvent.setup();
    server.contracts = [contractEnding('soon', 23), contractEnding('gone', -3)];
    const { router } = renderContracts('/app/contracts?status=expired');
    await screen.findByText('Vendor gone');
    expect(screen.queryByText('Vendor soon')).toBeNull();
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    await user.selectOptions(screen.getByLabelText('Status'), 'Expiring within 30 days');
    expect(router.state.location.search).toBe('?status=expiring30');
    expect(screen.getByText('Vendor soon')).toBeVisible();
  });

  it('offers “New contract” to admins only', async () => {
    renderContracts('/app/contracts', UserRole.Editor);
    await screen.findByText('This site has no service contracts yet.');
    expect(screen.queryByRole('link', { name: 'New contract' })).toBeNull();
  });
});

describe('a contract’s page', () => {
  it('lets an admin renew: next year’s contract opens, the old one points at it', async () => {
    const user = userEvent.setup();
    const old = contractEnding('c1', 20, { visitsPerYear: 4 });
    server.contracts = [old];
    const { router } = renderContracts('/app/contracts/c1');
    await user.click(await screen.findByRole('button', { name: 'Renew for next year' }));
    expect(server.written.map((w) => w.kind)).toEqual(['renew']);
    const { nextId } = server.written[0].payload as { nextId: string };
    expect(router.state.location.pathname).toBe(`/app/contracts/${nextId}`);
    const start = addDays(old.endDate, 1);
    expect(await screen.findByText(new RegExp(`^${formatDay(start)} – `))).toBeVisible();
    expect(screen.getByText(/^Starts in \d+ days$/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Renews the previous contract' }));
    expect(router.state.location.pathname).toBe('/app/contracts/c1');
    expect(await screen.findByRole('link', { name: 'Renewed: see next year’s contract' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Renew for next year' })).toBeNull();
  });

  it('lets an admin create a visit’s work order on covered equipment of this plant, then links to it', async () => {
    const user = userEvent.setup();
    const contract = contractEnding('c1', 100);
    server.contracts = [contract];
    const { router } = renderContracts('/app/contracts/c1');
    const visit = formatDay(contract.visits[1].date);
    expect(await screen.findByRole('link', { name: 'Work order WR-20260101-AAAA' })).toBeVisible();
    // Only P-101 is covered in this plant; pm9/x1 is in another plant.
    await user.click(screen.getByRole('button', { name: `Create the work order for the visit of ${visit}` }));
    const equipment = screen.getByLabelText(`Equipment for the visit of ${visit}`);
    expect(
      within(equipment)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['P-101 – Feed pump']);
    await user.clear(screen.getByLabelText(`Estimated hours for the visit of ${visit}`));
    await user.click(screen.getByRole('button', { name: `Create the work order for the visit of ${visit}` }));
    expect(screen.getByLabelText(`Estimated hours for the visit of ${visit}`)).toHaveAccessibleDescription(
      'Enter hours greater than 0 and at most 1000.',
    );
    expect(server.written).toEqual([]);
    await user.type(screen.getByLabelText(`Estimated hours for the visit of ${visit}`), '6');
    await user.click(screen.getByRole('button', { name: `Create the work order for the visit of ${visit}` }));
    expect(server.written).toHaveLength(1);
    expect(server.written[0].payload).toMatchObject({
      equipmentId: 'p1',
      choice: {
        contractId: 'c1',
        visit: 1,
        estimatedHours: 6,
        title: 'Contract visit: Vendor c1',
      },
    });
    const { choice } = server.written[0].payload as { choice: { description: string } };
    expect(choice.description).toContain('under the contract N-c1 (Fire & Safety systems)');
    await user.click(await screen.findByRole('link', { name: 'Work order WR-20270101-0001' }));
    expect(router.state.location.pathname).toBe('/app/work/WR-20270101-0001');
    expect(screen.getByText('Work order page')).toBeVisible();
  });

  it('shows an editor the contract, its visits and documents, without Renew, Edit, Delete or Create', async () => {
    server.contracts = [contractEnding('c1', 20)];
    renderContracts('/app/contracts/c1', UserRole.Editor);
    expect(await screen.findByRole('heading', { name: 'Vendor c1' })).toBeVisible();
    expect(screen.getByText('Expires in 20 days')).toBeVisible();
    expect(screen.getByText('P-101 – Feed pump')).toBeVisible();
    expect(screen.getByText('Equipment pm9/x1 (another plant)')).toBeVisible();
    expect(screen.getByText('Not ordered yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Renew|Create|Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('documents read-only')).toHaveAttribute(
      'data-folder',
      'users/user-1/companies/user-1/sites/s1/serviceContracts/c1/attachments',
    );
  });

  it('moves it to the bin after a confirmation, for admins', async () => {
    const user = userEvent.setup();
    server.contracts = [contractEnding('c1', 20)];
    const { router } = renderContracts('/app/contracts/c1');
    await user.click(await screen.findByRole('button', { name: 'Move to the bin' }));
    expect(server.written).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, move it to the bin' }));
    expect(server.written.map((w) => w.kind)).toEqual(['bin']);
    expect(router.state.location.pathname).toBe('/app/contracts');
    expect(await screen.findByText('This site has no service contracts yet.')).toBeVisible();
  });
});
