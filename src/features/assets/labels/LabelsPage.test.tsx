// The label sheet: one label per chosen piece of equipment with its QR image (made by the real
// qrcode library), unknown ids reported, ?all=1 for the whole plant, printing; and, while the
// plant's request portal takes requests, a second code per label that opens it ("Report a fault").
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { backend } from '../../../services/fakeBackend';
import { portals } from '../../../services/firebase/fakePortals';
import { renderWithProviders } from '../../../testing/render';
import { readyPlant } from '../../../testing/plantState';
import LabelsPage from './LabelsPage';

vi.mock(
  '../../../services/firebase/portals',
  async () => (await import('../../../services/firebase/fakePortals')).fakePortals,
);

const key = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'p1' };
const PORTAL_KEY = 'PlantPortalKey000001';

/** The plant's request portal on the fake server, on or off. */
function portalOf(enabled: boolean) {
  portals.byKey[PORTAL_KEY] = {
    key: PORTAL_KEY,
    company: key.uid,
    site: key.site,
    plant: key.plant,
    plantName: 'Mill',
    enabled,
    equipment: [],
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedBy: 'user-1',
  };
}

const item = (id: string, tag: string, name: string, criticality = 7): EquipmentSummary => ({
  id,
  tag,
  name,
  criticality,
  parent: null,
  status: 'inService',
});

function renderAt(route: string, equipments: EquipmentSummary[]) {
  return renderWithProviders(<LabelsPage />, {
    route,
    signedIn: true,
    preloadedState: {
      plant: readyPlant(key, 'Mill', equipments),
    },
  });
}

beforeEach(() => backend.reset());
afterEach(() => vi.restoreAllMocks());

const plant = [item('eqA', 'P-101', 'Feed pump'), item('eqB', 'M-7', 'Mixer motor', 10), item('eqC', 'V-3', 'Valve')];

describe('LabelsPage', () => {
  it('makes a label with a QR image for each chosen id and reports unknown ids', async () => {
    renderAt('/app/assets/labels?ids=eqA,ghost,eqB', plant);
    const sheet = screen.getByRole('region', { name: 'Sheet 1 of 1' });
    const labels = within(sheet).getAllByRole('article');
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(['P-101', 'M-7']);
    expect(within(labels[1]).getByText('Mixer motor')).toBeInTheDocument();
    expect(within(labels[1]).getByText('Criticality 10 – Safety Protection Equipment')).toBeInTheDocument();

    const qr = await within(labels[0]).findByRole('img', {
      name: `QR code for P-101: opens ${window.location.origin}/app/assets/equipment/eqA?site=${key.site}&plant=${key.plant}`,
    });
    const src = qr.getAttribute('src')!;
    expect(src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(await within(labels[1]).findByRole('img', { name: /QR code for M-7/ })).toBeInTheDocument();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This id is not equipment of this plant, so no label is made: ghost.',
    );
  });

  it('prints the whole plant with ?all=1, 24 labels a sheet', async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`e${i}`, `T-${i}`, `Item ${i}`));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/app/assets/labels?all=1', many);
    expect(within(screen.getByRole('region', { name: 'Sheet 1 of 2' })).getAllByRole('article')).toHaveLength(24);
    expect(within(screen.getByRole('region', { name: 'Sheet 2 of 2' })).getAllByRole('article')).toHaveLength(6);
    expect(await screen.findAllByRole('img', { name: /^QR code for/ })).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when nothing is chosen, and cannot print an empty sheet', () => {
    renderAt('/app/assets/labels', plant);
    expect(screen.getByText(/No equipment was chosen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  });
});

describe('LabelsPage with the plant’s request portal', () => {
  it('adds, when asked, a second code per label that opens the portal with the item chosen', async () => {
    portalOf(true);
    renderAt('/app/assets/labels?ids=eqA,eqB', plant);
    const ask = await screen.findByRole('checkbox', { name: 'Add a QR code for the request portal' });
    expect(ask).not.toBeChecked();
    expect(screen.queryByText('Report a fault')).not.toBeInTheDocument();

    await userEvent.click(ask);
    const labels = within(screen.getByRole('region', { name: 'Sheet 1 of 1' })).getAllByRole('article');
    expect(labels).toHaveLength(2);
    const chosen = [
      { id: 'eqA', tag: 'P-101' },
      { id: 'eqB', tag: 'M-7' },
    ];
    for (const [i, { id, tag }] of chosen.entries()) {
      const label = labels[i];
      expect(within(label).getByText('Report a fault')).toBeInTheDocument();
      const url = `${window.location.origin}/portal/${PORTAL_KEY}?e=${id}`;
      const qr = await within(label).findByRole('img', { name: `QR code to report a fault on ${tag}: opens ${url}` });
      expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
      // The equipment's own code stays.
      expect(await within(label).findByRole('img', { name: new RegExp(`^QR code for ${tag}: opens`) })).toBeVisible();
    }

    await userEvent.click(ask);
    expect(screen.queryByText('Report a fault')).not.toBeInTheDocument();
  });

  it('offers nothing while the portal is off, or when the plant has none', async () => {
    portalOf(false);
    const view = renderAt('/app/assets/labels?ids=eqA', plant);
    expect(await within(screen.getByRole('region', { name: 'Sheet 1 of 1' })).findByRole('img')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    view.unmount();
    backend.reset();
    renderAt('/app/assets/labels?ids=eqA', plant);
    expect(await within(screen.getByRole('region', { name: 'Sheet 1 of 1' })).findByRole('img')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
