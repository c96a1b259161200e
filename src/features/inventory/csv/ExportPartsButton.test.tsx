// The parts list's export: busy while the catalogue is read page by page (with the count read),
// then a download of parts-<day>.csv holding every part read; a failure said in words.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '../../../lib/download';
import type { Part } from '../../../services/firebase/inventory';
import { renderWithProviders } from '../../../testing/render';
import { ExportPartsButton } from './ExportPartsButton';

const reads = vi.hoisted(() => ({
  page: null as ((read: number) => void) | null,
  resolve: null as ((parts: Part[]) => void) | null,
  reject: null as ((error: unknown) => void) | null,
}));
vi.mock('../../../services/firebase/partsCsv', () => ({
  readAllParts: (_company: string, onPage: (read: number) => void) =>
    new Promise<Part[]>((resolve, reject) => Object.assign(reads, { page: onPage, resolve, reject })),
}));

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../../lib/download', async (original) => ({
  ...(await original<typeof Download>()),
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

afterEach(() => {
  downloads.length = 0;
});

const part = (i: number): Part => ({
  id: `p${i}`,
  number: `P-${String(i).padStart(3, '0')}`,
  description: `Part ${i}`,
  unit: 'each',
  category: '',
  manufacturer: '',
  manufacturerNumber: '',
  vendor: '',
  unitCost: i,
  fits: [],
  archived: false,
  keywords: [],
  createdAt: null,
  createdBy: 'u',
  updatedAt: null,
  updatedBy: 'u',
});

describe('ExportPartsButton', () => {
  it('is busy with the count read, then downloads every part as parts-<day>.csv', async () => {
    renderWithProviders(<ExportPartsButton company="user-1" />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    act(() => reads.page!(500));
    expect(screen.getByRole('button', { name: 'Exporting… 500 parts read' })).toHaveAttribute('aria-busy', 'true');
    const parts = Array.from({ length: 501 }, (_, i) => part(i));
    act(() => reads.resolve!(parts));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^parts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = downloads[0].text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFnumber,description,unit,category,manufacturer,manufacturerNumber,vendor,unitCost,archived',
    );
    expect(lines.slice(1, 3)).toEqual(['P-000,Part 0,each,,,,,0,false', 'P-001,Part 1,each,,,,,1,false']);
    expect(lines).toHaveLength(1 + 501 + 1);
  });

  it('says a failure in words, never the SDK’s text, and can be pressed again', async () => {
    renderWithProviders(<ExportPartsButton company="user-1" />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    act(() => reads.reject!({ code: 'unavailable', message: 'Failed to get documents from server.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed: Torque cannot reach the server. Check the connection; what you saved will sync when it is back.',
    );
    expect(screen.queryByText(/Failed to get documents/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads).toEqual([]);
  });
});
