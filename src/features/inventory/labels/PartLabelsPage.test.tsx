// The part label sheet: one label per chosen part with its QR image (made by the real qrcode
// library), ids that are not parts named, nothing chosen. The catalogue is a fixed list served
// through the parts-by-id listener.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Inventory from '../../../services/firebase/inventory';
import type { Part } from '../../../services/firebase/inventory';
import { renderWithProviders } from '../../../testing/render';
import PartLabelsPage from './PartLabelsPage';

const part = (id: string, number: string, description: string, manufacturerNumber = ''): Part => ({
  id,
  number,
  description,
  unit: 'each',
  category: '',
  manufacturer: '',
  manufacturerNumber,
  vendor: '',
  unitCost: 0,
  fits: [],
  archived: false,
  keywords: [],
  createdAt: null,
  createdBy: 'u',
  updatedAt: null,
  updatedBy: 'u',
});

const catalogue = [
  part('p1', 'BRG-6205', 'Ball bearing 6205-2RS', '6205-2RS1'),
  part('p2', 'SEAL-40', 'Lip seal 40 mm'),
];

vi.mock('../../../services/firebase/inventory', async (importOriginal) => ({
  ...(await importOriginal<typeof Inventory>()),
  subscribePartsByIds: (_company: string, ids: readonly string[], listener: { next: (v: unknown) => void }) => {
    listener.next({
      items: catalogue.filter((p) => ids.includes(p.id)).map((p) => ({ ...p, pending: false })),
      fromCache: false,
      hasPendingWrites: false,
      corrupt: [],
    });
    return () => undefined;
  },
}));

const renderAt = (route: string) => renderWithProviders(<PartLabelsPage />, { route, signedIn: true });

describe('PartLabelsPage', () => {
  it('makes a label with a QR image for each chosen part and names ids that are not parts', async () => {
    renderAt('/app/inventory/labels?ids=p2,ghost,p1');
    const sheet = await screen.findByRole('region', { name: 'Sheet 1 of 1' });
    const labels = within(sheet).getAllByRole('article');
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(['SEAL-40', 'BRG-6205']);
    expect(within(labels[1]).getByText('Ball bearing 6205-2RS')).toBeInTheDocument();
    expect(within(labels[1]).getByText('Mfr. no. 6205-2RS1')).toBeInTheDocument();
    const qr = await within(labels[1]).findByRole('img', {
      name: `QR code for part BRG-6205: opens ${window.location.origin}/app/inventory/parts/p1`,
    });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This id is not a part of the catalogue, so no label is made: ghost.',
    );
    expect(screen.getByText(/^2 labels on A4 sheets/)).toBeInTheDocument();
  });

  it('says when nothing is chosen, and cannot print an empty sheet', () => {
    renderAt('/app/inventory/labels');
    expect(screen.getByText(/No part was chosen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  });
});
