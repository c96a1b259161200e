// The top bar's search as a user meets it: typing shows equipment (from the plant summary) and
// work orders (from a fake search service) in labelled groups; the arrows, Home and End move
// through them, Enter opens one, Escape closes and clears; every state is said in words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlantKey } from '../../services/firebase/collections';
import { renderWithProviders } from '../../testing/render';
import { initialPlantState } from '../plant/plantSlice';
import { SearchBox } from './SearchBox';
import type { PartHit, ProcedureHit, ProcedureSearch, WorkHit, WorkSearch } from './searchService';
import { partMatches } from '../../domain/inventory';
import { numberPrefixOf, titleMatches, titleQueryOf } from './searchText';

const fake = vi.hoisted(() => ({
  orders: [] as WorkHit[],
  procedures: [] as ProcedureHit[],
  fromCache: false,
  calls: [] as string[],
  procedureCalls: [] as string[],
  parts: [] as PartHit[],
  /** While set, the work-order search answers only when it settles (a search still running). */
  gate: null as Promise<void> | null,
}));

vi.mock('./searchService', () => ({
  searchWorkOrders: (_key: PlantKey, text: string): Promise<WorkSearch> => {
    fake.calls.push(text);
    const prefix = numberPrefixOf(text);
    const title = titleQueryOf(text);
    const items = fake.orders.filter(
      (o) => (prefix && o.number.startsWith(prefix)) || (title && titleMatches(o.title, title.words)),
    );
    const answer = { items, fromCache: fake.fromCache };
    return fake.gate ? fake.gate.then(() => answer) : Promise.resolve(answer);
  },
  searchProcedures: (_company: string, text: string): Promise<ProcedureSearch> => {
    fake.procedureCalls.push(text);
    const title = titleQueryOf(text);
    const items = fake.procedures.filter((p) => title && titleMatches(p.title, title.words));
    return Promise.resolve({ items, fromCache: false });
  },
  searchParts: (_company: string, text: string): Promise<{ items: PartHit[] }> =>
    Promise.resolve({ items: fake.parts.filter((p) => partMatches({ ...p, manufacturerNumber: '' }, text)) }),
}));

const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };

const plantState = (withPlant: boolean) =>
  withPlant
    ? {
        ...initialPlantState(KEY),
        status: 'ready' as const,
        plant: {
          id: KEY.plant,
          name: 'Paper machine 1',
          archived: false,
          createdAt: null,
          createdBy: 'user-1',
          corruptItems: 0,
          equipments: [
            {
              id: 'pump1',
              tag: 'P-101',
              name: 'Feed pump',
              criticality: 7,
              parent: null,
              status: 'inService' as const,
            },
            { id: 'pump2', tag: 'P-102', name: 'Spare pump', criticality: 5, parent: null, status: 'standby' as const },
            { id: 'dryer', tag: 'D-1', name: 'Dryer', criticality: 5, parent: null, status: 'inService' as const },
          ],
        },
      }
    : initialPlantState(null);

function open(withPlant = true) {
  const view = renderWithProviders(<SearchBox />, {
    route: '/app/home',
    signedIn: true,
    preloadedState: { plant: plantState(withPlant) },
  });
  const box = screen.getByRole('combobox', { name: 'Search equipment and work orders' });
  return { ...view, box };
}

beforeEach(() => {
  fake.gate = null;
  fake.orders = [
    { number: 'WR-20261123-4F7K', title: 'Pump leaks at the seal', equipmentTag: 'P-101', status: 'new' },
    { number: 'WR-20261120-0001', title: 'Dryer felt torn', equipmentTag: 'D-1', status: 'inPlanning' },
  ];
  fake.procedures = [{ id: 'loto1', title: 'Lock out the feed pump', category: 'loto' }];
  fake.fromCache = false;
  fake.calls = [];
  fake.procedureCalls = [];
  fake.parts = [
    { id: 'seal-ms-50', number: 'SEAL-MS-50', description: 'Mechanical seal, 50 mm cartridge' },
    { id: 'brg-6205', number: 'BRG-6205', description: 'Deep groove ball bearing' },
  ];
});

const optionNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the search box', () => {
  it('shows equipment and work orders in labelled groups while typing, the latest text winning', async () => {
    const { box } = open();
    // Typed quickly: each letter arrives before any time has passed (a busy machine cannot slow
    // the typing down past the pause), then the pause.
    for (const text of ['p', 'pu', 'pum', 'pump']) fireEvent.change(box, { target: { value: text } });
    await screen.findByRole('group', { name: 'Work orders' });
    expect(optionNames('Equipment')).toEqual(['P-101Feed pump', 'P-102Spare pump']);
    expect(optionNames('Work orders')).toEqual(['WR-20261123-4F7KPump leaks at the seal']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // One search after the pause, for the whole word.
    expect(fake.calls).toEqual(['pump']);
  });

  it('moves with the arrows, Home and End, and Enter opens the current result', async () => {
    fake.procedures = [];
    const { box, router } = open();
    await userEvent.type(box, 'pump');
    await screen.findByRole('group', { name: 'Work orders' });
    const options = screen.getAllByRole('option');
    const current = () => box.getAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(current()).toBe(options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(current()).toBe(options[2].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(current()).toBe(options[0].id); // wraps
    await userEvent.keyboard('{ArrowUp}');
    expect(current()).toBe(options[2].id);
    await userEvent.keyboard('{Home}');
    expect(current()).toBe(options[0].id);
    await userEvent.keyboard('{End}');
    expect(current()).toBe(options[2].id);

    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/app/work/WR-20261123-4F7K');
    expect(box).toHaveValue('');
  });

  it('opens an equipment page, and finds work orders by number', async () => {
    const { box, router } = open();
    await userEvent.type(box, 'wr-202611');
    await screen.findByRole('group', { name: 'Work orders' });
    expect(optionNames('Work orders')).toHaveLength(2);
    await userEvent.clear(box);
    await userEvent.type(box, 'dryer');
    await screen.findByRole('group', { name: 'Equipment' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/app/assets/equipment/dryer');
  });

  it('Escape closes the results and clears the box', async () => {
    const { box } = open();
    await userEvent.type(box, 'pump');
    await screen.findByRole('group', { name: 'Equipment' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when the text is too short, when nothing is found, and while searching', async () => {
    const { box } = open();
    await userEvent.type(box, 'p');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters.');
    // The server holds its answer until the test has seen the search running.
    let answer = () => {};
    fake.gate = new Promise<void>((resolve) => (answer = resolve));
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Searching…'));
    answer();
    expect(await screen.findByText('No results.')).toBeInTheDocument();
  });

  it('asks for a plant first, and says when work orders come from the device’s copy', async () => {
    const first = open(false);
    await userEvent.type(first.box, 'zzz');
    expect(await screen.findByText('Choose a plant first.')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
    first.unmount();

    fake.fromCache = true;
    const { box } = open();
    await userEvent.type(box, 'seal');
    expect(await screen.findByText(/Offline: work orders come from this device’s copy/)).toBeInTheDocument();
    expect(optionNames('Work orders')).toEqual(['WR-20261123-4F7KPump leaks at the seal']);
  });

  it('finds procedures with no plant chosen, and opens one', async () => {
    const { box, router } = open(false);
    await userEvent.type(box, 'lock');
    await screen.findByRole('group', { name: 'Procedures' });
    expect(optionNames('Procedures')).toEqual(['Lock out the feed pump']);
    expect(screen.getByRole('status')).toHaveTextContent('Choose a plant to search its equipment and work orders too.');
    expect(fake.calls).toEqual([]);
    expect(fake.procedureCalls).toEqual(['lock']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/app/procedures/loto1');
  });

  it('lists procedures after equipment and work orders when a plant is chosen', async () => {
    const { box } = open();
    await userEvent.type(box, 'pump');
    await screen.findByRole('group', { name: 'Procedures' });
    const groups = screen
      .getAllByRole('group')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(groups).toEqual(['Equipment', 'Work orders', 'Procedures']);
    expect(optionNames('Procedures')).toEqual(['Lock out the feed pump']);
  });

  it('finds parts of the catalogue, last, and opens one', async () => {
    const { box, router } = open();
    await userEvent.type(box, 'seal');
    await screen.findByRole('group', { name: 'Parts' });
    const groups = screen
      .getAllByRole('group')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(groups.at(-1)).toBe('Parts');
    expect(optionNames('Parts')).toEqual(['SEAL-MS-50Mechanical seal, 50 mm cartridge']);
    within(screen.getByRole('group', { name: 'Parts' }))
      .getByRole('option')
      .click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/inventory/parts/seal-ms-50'));
  });

  it('folds into a button on small screens that opens the box', async () => {
    open();
    const button = screen.getByRole('button', { name: 'Open the search of equipment and work orders' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
