// The export button through the store and saga: busy while reading, then a download named
// after the plant and the day, holding the plant's equipment as CSV.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Equipment } from '../../../services/firebase/assets';
import { renderWithProviders } from '../../../testing/render';
import type * as Download from '../../../lib/download';
import { ExportCsvButton } from './ExportCsvButton';
import { readyPlant } from '../../../testing/plantState';

const reads = vi.hoisted(() => ({ resolve: null as ((items: Equipment[]) => void) | null }));
vi.mock('./equipmentImportService', () => ({
  readAllEquipment: () => new Promise<Equipment[]>((resolve) => (reads.resolve = resolve)),
  importEquipment: () => Promise.reject(new Error('not in this test')),
}));

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../../lib/download', async (original) => ({
  ...(await original<typeof Download>()),
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

afterEach(() => {
  downloads.length = 0;
});

const key = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'p1' };

describe('ExportCsvButton', () => {
  it('is busy while reading, then downloads equipment-<plant>-<day>.csv', async () => {
    renderWithProviders(<ExportCsvButton />, {
      signedIn: true,
      preloadedState: {
        plant: readyPlant(key, 'North Mill', []),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    reads.resolve!([
      {
        id: 'a',
        tag: 'P-1',
        name: 'Pump',
        description: '',
        criticality: 7,
        parent: null,
        manufacturer: '',
        model: '',
        serial: '',
        installDate: '2024-03-31',
        location: '',
        status: 'standby',
        meters: [],
        equipmentClass: null,
        createdAt: null,
        createdBy: 'u',
        updatedAt: null,
        updatedBy: 'u',
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^equipment-north-mill-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0].text.split('\r\n').slice(1, 2)).toEqual(['P-1,Pump,,7,,,,,2024-03-31,,standby,,']);
  });
});
