// The label sheet: one label per chosen piece of equipment with its QR image (made by the real
// qrcode library), unknown ids reported, ?all=1 for the whole plant, printing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { renderWithProviders } from '../../../testing/render';
import { readyPlant } from '../../../testing/plantState';
import LabelsPage from './LabelsPage';

const key = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'p1' };

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
