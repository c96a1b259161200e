// The browse pages as a user meets them, through a real store preloaded with the plant's state:
// search, sort and filter, a window of rows out of 5,000, the tree by keyboard, and the plant's
// loading, failure and "no plant" states.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSummary, Plant } from '../../../services/firebase/assets';
import type { PlantKey } from '../../../services/firebase/collections';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import { initialPlantState, plantLoaded, type PlantState } from '../../plant/plantSlice';
import EquipmentListPage from './EquipmentListPage';
import EquipmentTreePage from './EquipmentTreePage';
import { syntheticPlant } from './syntheticPlant';

const KEY: PlantKey = { uid: 'user-1', company: 'user-1', site: 'site-1', plant: 'plant-1' };

const eq = (id: string, tag: string, name: string, extra: Partial<EquipmentSummary> = {}): EquipmentSummary => ({
  id,
  tag,
  name,
  criticality: 5,
  parent: null,
  status: 'inService',
  ...extra,
});

const SMALL: EquipmentSummary[] = [
  eq('dry', 'PM1-DRY', 'Dryer section', { criticality: 7 }),
  eq('cyl1', 'PM1-DRY-001', 'Dryer cylinder 1', { parent: 'dry', criticality: 9 }),
  eq('cyl2', 'PM1-DRY-002', 'Séchoir cylinder 2', { parent: 'dry', criticality: 9, status: 'standby' }),
  eq('mot1', 'PM1-DRY-001-M', 'Drive motor', { parent: 'cyl1', criticality: 6 }),
  eq('wet', 'PM1-WET', 'Wet end', { criticality: 10, status: 'outOfService' }),
];

const plantOf = (equipments: EquipmentSummary[]): Plant => ({
  id: KEY.plant,
  name: 'Paper machine 1',
  archived: false,
  createdAt: null,
  createdBy: 'user-1',
  equipments,
  corruptItems: 0,
});

function open(page: 'list' | 'tree', plant: Partial<PlantState>, role: 0 | 1 = 0, route = '/') {
  return renderWithProviders(page === 'list' ? <EquipmentListPage /> : <EquipmentTreePage />, {
    route,
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      plant: { ...initialPlantState(KEY), ...plant },
    },
  });
}

const ready = (items: EquipmentSummary[], extra: Partial<PlantState> = {}): Partial<PlantState> => ({
  plant: plantOf(items),
  status: 'ready',
  ...extra,
});

/** jsdom lays nothing out: give the scroll containers (list and tree) a size, as a browser would. */
const VIEWPORT = 600;
const scroller = (el: HTMLElement) => ['table', 'tree'].includes(el.getAttribute('role') ?? '');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return scroller(this) ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return scroller(this) ? 800 : 0;
    },
  });
});
afterEach(() => {
  // jsdom's own (prototype of HTMLElement) values come back.
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

/** "120 of 5,000": the live count above the list (its numbers isolated in <bdi> for right to left). */
const count = () => document.querySelector('p[aria-live]');

const rowTags = () =>
  within(screen.getByRole('table', { name: 'Equipment' }))
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-eqid'))
    .map((r) => within(r).getByRole('link').textContent);

describe('equipment list', () => {
  it('without a plant, points at the plant picker', () => {
    open('list', initialPlantState(null));
    expect(screen.getByText(/plant picker in the top bar/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading plant, then a failure in words with a retry that loads again', async () => {
    const { store } = open('list', { status: 'failed', error: { code: 'error', message: 'x' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The plant could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plant…');
    act(() => {
      store.dispatch(plantLoaded({ plant: plantOf(SMALL), fromCache: false, hasPendingWrites: true }));
    });
    expect(count()).toHaveTextContent(/^5 of 5$/);
    expect(screen.getByText('waiting to sync', { exact: false })).toBeInTheDocument();
  });

  it('lists each item with its tag link, name, criticality, status and parent', () => {
    open('list', ready(SMALL));
    const row = screen.getByRole('table', { name: 'Equipment' }).querySelector('[data-eqid="cyl2"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'PM1-DRY-002' })).toHaveAttribute(
      'href',
      '/app/assets/equipment/cyl2',
    );
    expect(row).toHaveTextContent('Séchoir cylinder 2');
    expect(row).toHaveTextContent('9 – Environmental Protection');
    expect(row).toHaveTextContent('Standby');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('PM1-DRY');
  });

  it('searches, sorts and filters, and counts what is shown', async () => {
    const user = userEvent.setup();
    open('list', ready(SMALL));
    expect(rowTags()).toEqual(['PM1-DRY', 'PM1-DRY-001', 'PM1-DRY-001-M', 'PM1-DRY-002', 'PM1-WET']);

    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'sechoir');
    expect(rowTags()).toEqual(['PM1-DRY-002']);
    expect(count()).toHaveTextContent(/^1 of 5$/);
    expect(screen.getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', '/app/assets/labels?ids=cyl2');

    await user.clear(screen.getByRole('searchbox', { name: 'Search equipment' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Criticality');
    expect(rowTags()).toEqual(['PM1-WET', 'PM1-DRY-001', 'PM1-DRY-002', 'PM1-DRY', 'PM1-DRY-001-M']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Descending');
    expect(rowTags()[0]).toBe('PM1-DRY-001-M');

    await user.selectOptions(screen.getByLabelText('Criticality'), '9 – Environmental Protection');
    expect(rowTags()).toEqual(['PM1-DRY-002', 'PM1-DRY-001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Standby');
    expect(rowTags()).toEqual(['PM1-DRY-002']);

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await user.selectOptions(screen.getByLabelText('Parent'), 'Children of PM1-DRY');
    expect(rowTags()).toEqual(['PM1-DRY-001', 'PM1-DRY-002']);
    await user.selectOptions(screen.getByLabelText('Parent'), 'Top level only');
    expect(rowTags()).toEqual(['PM1-DRY', 'PM1-WET']);

    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'nothing');
    expect(screen.getByText('No equipment matches the search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print labels' })).not.toBeInTheDocument();
  });

  it('offers adding and importing to admins only, and the export button it is given', () => {
    const admin = renderWithProviders(<EquipmentListPage exportButton={<button type="button">Export CSV</button>} />, {
      preloadedState: { auth: initialAuthState(testUser), plant: { ...initialPlantState(KEY), ...ready(SMALL) } },
    });
    expect(screen.getByRole('link', { name: 'Add equipment' })).toHaveAttribute('href', '/app/assets/equipment/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/app/assets/import');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    admin.unmount();
    open('list', ready(SMALL), 1);
    expect(screen.queryByRole('link', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print labels' })).toBeInTheDocument();
  });

  it('renders only a window of 5,000 rows, follows scrolling, and labels at most 240', () => {
    const items = syntheticPlant(5000);
    open('list', ready(items));
    const table = screen.getByRole('table', { name: 'Equipment' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(count()).toHaveTextContent(/^5,000 of 5,000$/);
    const first = table.querySelectorAll('[data-eqid]');
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(40);
    expect(first[0]).toHaveAttribute('aria-rowindex', '2');

    act(() => {
      table.scrollTop = 64 * 3000; // narrow rows (jsdom matches no min-width query) are 64 px
      fireEvent.scroll(table);
    });
    const later = [...table.querySelectorAll('[data-eqid]')].map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(later.length).toBeLessThan(40);
    expect(Math.min(...later)).toBeGreaterThan(2950);
    expect(later).toContain(3002);

    const labels = screen.getByRole('link', { name: 'Print labels' }).getAttribute('href')!;
    expect(new URL(labels, 'http://x').searchParams.get('ids')!.split(',')).toHaveLength(240);
  });

  it('moves between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    open('list', ready(SMALL));
    screen.getByRole('link', { name: 'PM1-DRY' }).focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'PM1-DRY-001' })).toHaveFocus());
    await user.keyboard('{End}');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'PM1-WET' })).toHaveFocus());
  });
});

describe('equipment tree', () => {
  const item = (name: RegExp) => screen.getByRole('treeitem', { name });
  const shown = () => screen.getAllByRole('treeitem').map((t) => t.getAttribute('data-eqid'));

  it('opens and closes branches with the keyboard, per the WAI-ARIA tree pattern', async () => {
    const user = userEvent.setup();
    open('tree', ready(SMALL));
    expect(screen.getByRole('tree', { name: 'Equipment hierarchy' })).toBeInTheDocument();
    expect(shown()).toEqual(['dry', 'wet']);
    expect(item(/^PM1-DRY Dryer section/)).toHaveAttribute('aria-expanded', 'false');
    expect(item(/^PM1-WET/)).not.toHaveAttribute('aria-expanded');
    expect(item(/^PM1-DRY Dryer section/)).toHaveAttribute('href', '/app/assets/equipment/dry');

    // The tree is one tab stop, after its buttons.
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.tab();
    expect(item(/^PM1-DRY Dryer section/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item(/^PM1-DRY Dryer section/)).toHaveAttribute('aria-expanded', 'true');
    expect(shown()).toEqual(['dry', 'cyl1', 'cyl2', 'wet']);
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(item(/^PM1-DRY-001 /)).toHaveFocus());
    expect(item(/^PM1-DRY-001 /)).toHaveAttribute('aria-level', '2');
    expect(item(/^PM1-DRY-001 /)).toHaveAttribute('aria-posinset', '1');
    expect(item(/^PM1-DRY-001 /)).toHaveAttribute('aria-setsize', '2');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await vi.waitFor(() => expect(item(/^PM1-DRY-001-M/)).toHaveFocus());
    expect(item(/^PM1-DRY-001-M/)).toHaveAttribute('aria-level', '3');

    await user.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(item(/^PM1-DRY-001 /)).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['dry', 'cyl1', 'cyl2', 'wet']);
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(item(/^PM1-DRY-002/)).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(item(/^PM1-DRY Dryer section/)).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['dry', 'wet']);
    await user.keyboard('{End}');
    await vi.waitFor(() => expect(item(/^PM1-WET/)).toHaveFocus());
    expect(screen.getAllByRole('treeitem').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('expands and collapses all; a 5,000-item tree fully open renders a window', async () => {
    const user = userEvent.setup();
    open('tree', ready(syntheticPlant(5000)));
    expect(screen.getAllByRole('treeitem')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[1]).toHaveAttribute('aria-level', '2');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(8);
  });

  it('reveals the item named in the address', () => {
    open('tree', ready(SMALL), 0, '/?show=mot1');
    expect(shown()).toEqual(['dry', 'cyl1', 'mot1', 'cyl2', 'wet']);
    expect(item(/^PM1-DRY-001-M/)).toHaveAttribute('tabindex', '0');
  });
});
