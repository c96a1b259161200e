// The import page through a real store and the CSV saga; the import service is a small
// in-memory server whose batches are confirmed when the test says so.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../lib/currentUser';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import { CSV_COLUMNS } from './equipmentCsv';
import type * as ImportService from './equipmentImportService';
import type { ImportItem, ImportProgress } from './equipmentImportService';
import ImportPage from './ImportPage';
import { readyPlant } from '../../../testing/plantState';

const server = vi.hoisted(() => ({
  /** What the service has written (the documents a real server would hold). */
  written: [] as { key: string; tag: string; parent: string | null }[],
  /** Confirms the next queued batch. */
  acks: [] as (() => void)[],
}));

vi.mock('./equipmentImportService', async (original) => {
  const real = await original<typeof ImportService>();
  return {
    ...real,
    readAllEquipment: () => Promise.resolve([]),
    importEquipment: async (
      _plant: unknown,
      _uid: string,
      items: ImportItem[],
      onProgress: (p: ImportProgress) => void,
    ): Promise<EquipmentSummary[]> => {
      const batches = real.planBatches(items);
      const progress = { total: batches.length, queued: 0, acknowledged: 0 };
      onProgress({ ...progress });
      const confirmed = batches.map(
        (batch) =>
          new Promise<void>((resolve) => {
            server.written.push(...batch.map((i) => ({ key: i.key, tag: i.input.tag, parent: i.input.parent })));
            progress.queued += 1;
            onProgress({ ...progress });
            server.acks.push(() => {
              progress.acknowledged += 1;
              onProgress({ ...progress });
              resolve();
            });
          }),
      );
      await Promise.all(confirmed);
      return items.map((i) => ({ id: i.key, ...i.input, name: i.input.name }));
    },
  };
});

beforeEach(() => {
  server.written.length = 0;
  server.acks.length = 0;
});

const key = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'p1' };
const existing: EquipmentSummary[] = [
  { id: 'eq1', tag: 'P-100', name: 'Main pump', criticality: 7, parent: null, status: 'inService' },
];

function renderPage(role: UserRole = UserRole.Admin) {
  return renderWithProviders(<ImportPage />, {
    route: '/app/assets/import',
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      plant: readyPlant(key, 'Mill', existing),
    },
  });
}

const line = (tag: string, name: string, parent = '', criticality = '5', status = 'inService') =>
  [tag, name, '', criticality, parent, '', '', '', '', '', status, ''].join(',');

async function choose(text: string, name = 'equipment.csv') {
  await userEvent.upload(
    screen.getByLabelText('CSV file (at most 5 MB)'),
    new File([text], name, { type: 'text/csv' }),
  );
}

describe('ImportPage', () => {
  it('reports every problem of a bad file by row and column, and writes nothing', async () => {
    renderPage();
    const text = [
      CSV_COLUMNS.filter((c) => c !== 'equipmentClass').join(','),
      line('P-1', 'Pump'),
      line('P-100', 'Same tag as the plant'),
      line('M-1', '', 'NOPE', '12'),
    ].join('\n');
    await choose(text);
    expect(await screen.findByText('equipment.csv: 3 rows, 4 problems.')).toBeInTheDocument();

    const report = screen.getByRole('region', { name: 'Problems to fix before importing' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'tag', 'Another piece of equipment in this plant already has this tag.'],
      ['4', 'name', 'Enter a name.'],
      ['4', 'criticality', 'Choose a criticality rank from 10 (Safety Protection Equipment) to 1 (Grounds).'],
      ['4', 'parentTag', 'No equipment of this plant or of this file has the tag “NOPE”.'],
    ]);
    const button = screen.getByRole('button', { name: 'Import 3 pieces of equipment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fix the problems in the file and choose it again to import.');
    await userEvent.click(button);
    expect(server.written).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB and a file with wrong columns as a whole', async () => {
    renderPage();
    await choose('x'.repeat(5 * 1024 * 1024 + 1), 'huge.csv');
    expect(await screen.findByText('This file is 5.1 MB; a CSV import takes at most 5 MB.')).toBeInTheDocument();
    expect(screen.getByText('Whole file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await choose('tag,name\nP-1,Pump\n', 'short.csv');
    expect(
      await screen.findByText(
        'The header row lacks these columns: description, criticality, parentTag, manufacturer, model, serial, installDate, location, status, meters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    expect(server.written).toEqual([]);
  });

  it('previews a good file, imports it with a progress bar, then shows the summary', async () => {
    renderPage();
    // The child comes first in the file; the parent is imported first.
    const text = [
      CSV_COLUMNS.filter((c) => c !== 'equipmentClass').join(','),
      line('M-1', 'Motor', 'P-1', '6'),
      line('P-1', 'Pump', 'P-100', '8'),
    ].join('\n');
    await choose(text);
    expect(await screen.findByText('equipment.csv: 2 rows, no problems.')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent),
    ).toEqual(['P-1', 'M-1']);
    expect(screen.queryByRole('region', { name: 'Problems to fix before importing' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 pieces of equipment' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('1 of 1 batches saved on this device, 0 confirmed by the server.')).toBeInTheDocument();
    expect(server.written).toEqual([
      { key: 'row:3', tag: 'P-1', parent: 'eq1' },
      { key: 'row:2', tag: 'M-1', parent: 'row:3' },
    ]);

    act(() => server.acks[0]());
    expect(await screen.findByText('2 pieces of equipment imported into this plant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' })).toHaveAttribute(
      'href',
      '/app/assets/list',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells an editor that only admins import', () => {
    renderPage(UserRole.Editor);
    expect(screen.getByText('Only the company’s admins can import equipment.')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file (at most 5 MB)')).not.toBeInTheDocument();
  });
});
