// The contract editor through a real store and saga over the in-memory contracts server: bad
// input is refused field by field in words with nothing written and nothing typed lost; a good
// contract is saved with its planned visits and opens at once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './fakeContractsService';
import { renderContracts } from '../../testing/harness/contracts';

vi.mock('./contractsService', async () => (await import('./fakeContractsService')).fakeContractsService);

beforeEach(() => server.reset());

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('the contract editor', () => {
  it('refuses a missing vendor, an end before the start, a negative value and a bad currency, writing nothing', async () => {
    const user = userEvent.setup();
    renderContracts('/app/contracts/new');
    await screen.findByRole('heading', { name: 'New service contract' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Cranes and hoists');
    await fill(user, 'Start date', '01.06.2027');
    await fill(user, 'End date', '31.05.2027');
    await fill(user, 'Yearly value', '-250');
    await fill(user, 'Currency (3-letter code)', 'EURO');
    await fill(user, 'Visits per year', '60');
    await user.click(screen.getByRole('button', { name: 'Save the contract' }));

    expect(screen.getByLabelText('Vendor')).toHaveAccessibleDescription('Enter the vendor’s name.');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      expect.stringContaining('The end date is before the start date.'),
    );
    expect(screen.getByLabelText('Yearly value')).toHaveAccessibleDescription('The value cannot be negative.');
    expect(screen.getByLabelText('Currency (3-letter code)')).toHaveAccessibleDescription(
      'Enter a currency as its 3-letter code, e.g. EUR or USD.',
    );
    expect(screen.getByLabelText('Visits per year')).toHaveAccessibleDescription(
      'Enter a whole number of visits from 0 to 52.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the fields marked below; nothing was saved.');
    expect(screen.getByLabelText('Vendor')).toHaveFocus();
    // What was typed is kept.
    expect(screen.getByLabelText('Yearly value')).toHaveValue('-250');
    expect(screen.getByLabelText('End date')).toHaveValue('31.05.2027');
    expect(screen.getByLabelText('Category')).toHaveValue('crane');
    expect(server.written).toEqual([]);

    await fill(user, 'Yearly value', 'a lot');
    await user.click(screen.getByRole('button', { name: 'Save the contract' }));
    expect(screen.getByLabelText('Yearly value')).toHaveAccessibleDescription(
      'The value must be a number, e.g. 12500 or 12500.50.',
    );
    expect(server.written).toEqual([]);
  });

  it('refuses a contract without a category', async () => {
    const user = userEvent.setup();
    renderContracts('/app/contracts/new');
    await user.type(await screen.findByLabelText('Vendor'), 'LiftCo');
    await user.click(screen.getByRole('button', { name: 'Save the contract' }));
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(server.written).toEqual([]);
  });

  it('plans the visits from visits per year, lets a date be moved, and saves the contract', async () => {
    const user = userEvent.setup();
    const { router } = renderContracts('/app/contracts/new');
    await user.type(await screen.findByLabelText('Vendor'), '  LiftCo ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Lifts and elevators');
    await fill(user, 'Start date', '01.01.2027');
    await fill(user, 'End date', '31.12.2027');
    await fill(user, 'Yearly value', '8400,50');
    await fill(user, 'Currency (3-letter code)', 'usd');
    await fill(user, 'Visits per year', '4');
    expect(screen.getByLabelText('Visit 2')).toHaveValue('01.04.2027');
    expect(screen.getByLabelText('Visit 4')).toHaveValue('01.10.2027');
    await fill(user, 'Visit 2', '15.04.2027');
    const equipment = screen.getByRole('group', { name: 'Covered equipment' });
    await user.click(within(equipment).getByLabelText('P-102 – Spare pump'));
    await user.click(screen.getByRole('button', { name: 'Save the contract' }));

    expect(server.written).toHaveLength(1);
    const { id, isNew, input } = server.written[0].payload as { id: string; isNew: boolean; input: unknown };
    expect(isNew).toBe(true);
    expect(input).toEqual({
      vendor: 'LiftCo',
      contact: '',
      contractNumber: '',
      category: 'elevators',
      equipment: ['pm1/p2'],
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      value: 8400.5,
      currency: 'USD',
      visitsPerYear: 4,
      visits: ['2027-01-01', '2027-04-15', '2027-07-01', '2027-10-01'].map((date) => ({
        date,
        plant: null,
        order: null,
      })),
      notes: '',
    });
    expect(router.state.location.pathname).toBe(`/app/contracts/${id}`);
    expect(await screen.findByRole('heading', { name: 'LiftCo' })).toBeVisible();
  });

  it('tells an editor that only admins add contracts', async () => {
    renderContracts('/app/contracts/new', 1);
    expect(await screen.findByText('Only admins can add or change service contracts.')).toBeVisible();
    expect(screen.queryByLabelText('Vendor')).toBeNull();
  });
});
