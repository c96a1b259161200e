// The parts import page through a real store and intl; the CSV service is a small in-memory
// server: a catalogue to find numbers in, the company's count of parts, and writes that are
// confirmed when the test says so.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CataloguePart, PartUpdate, PartValues } from '../../../domain/partsCsv';
import { UserRole } from '../../../lib/currentUser';
import type { PartsImportProgress } from '../../../services/firebase/partsCsv';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import { companyRecordReceived } from '../../company/companySlice';
import { initialSettings } from '../../settings/settingsSlice';
import PartsImportPage from './PartsImportPage';

const server = vi.hoisted(() => ({
  catalogue: [] as CataloguePart[],
  /** The company record as the server has it. */
  allowance: { paid: false, used: 0 },
  /** Every number the page looked up. */
  lookups: [] as string[],
  /** What was written, in order: 'create NUMBER' or 'update ID'. */
  written: [] as string[],
  /** Confirms the next queued part. */
  acks: [] as (() => void)[],
}));

vi.mock('../../../services/firebase/partsCsv', async () => {
  const { partNumberKey } = await import('../../../domain/inventory');
  const { partsLimitProblem } = await import('../../../domain/partsCsv');
  return {
    readAllParts: () => Promise.resolve(server.catalogue),
    findPartsByNumber: (_company: string, numbers: string[]) => {
      server.lookups.push(...numbers);
      const keys = new Set(numbers.map(partNumberKey));
      return Promise.resolve(server.catalogue.filter((p) => keys.has(partNumberKey(p.number))));
    },
    importParts: async (
      _company: string,
      _uid: string,
      plan: { creates: PartValues[]; updates: PartUpdate[] },
      onProgress: (p: PartsImportProgress) => void,
    ) => {
      const over = partsLimitProblem(server.allowance.paid, server.allowance.used, plan.creates.length);
      if (over) return { refused: over };
      const writes = [...plan.updates.map((u) => `update ${u.id}`), ...plan.creates.map((c) => `create ${c.number}`)];
      const progress = { total: writes.length, queued: 0, acknowledged: 0 };
      onProgress({ ...progress });
      const confirmed = writes.map((write) => {
        server.written.push(write);
        progress.queued += 1;
        onProgress({ ...progress });
        return new Promise<void>((resolve) =>
          server.acks.push(() => {
            progress.acknowledged += 1;
            onProgress({ ...progress });
            resolve();
          }),
        );
      });
      await Promise.all(confirmed);
      return { created: plan.creates.map((_, i) => `new${i}`), updated: plan.updates.map((u) => u.id) };
    },
  };
});

beforeEach(() => {
  server.catalogue = [];
  server.allowance = { paid: false, used: 0 };
  server.lookups.length = 0;
  server.written.length = 0;
  server.acks.length = 0;
});

const bearing: CataloguePart = {
  id: 'p1',
  number: 'BRG-6205',
  description: 'Deep groove ball bearing',
  unit: 'each',
  category: 'Bearings',
  manufacturer: 'SKF',
  manufacturerNumber: '6205-2RSH',
  vendor: '',
  unitCost: 12.5,
  fits: ['s1/p1/pump'],
  archived: false,
};

function renderPage({ role = UserRole.Admin, locale = 'en' }: { role?: UserRole; locale?: 'en' | 'es' } = {}) {
  return renderWithProviders(<PartsImportPage />, {
    route: '/app/inventory/parts/import',
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      settings: initialSettings({ locale }),
    },
  });
}

async function choose(text: string, name = 'parts.csv', label = 'CSV file (at most 5 MB)') {
  await userEvent.upload(screen.getByLabelText(label), new File([text], name, { type: 'text/csv' }));
}

const problemLines = () =>
  within(screen.getByRole('region', { name: 'Problems to fix before importing' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PartsImportPage', () => {
  it('lists every problem by row and column, announces them, and writes nothing', async () => {
    renderPage();
    await choose(
      [
        'number,description,unit,unitCost',
        'BRG-1,Bearing,pcs,12.5',
        'brg-1 ,Same number,each,1',
        ',No number,each,',
        'OIL-1,Oil,gallon,12 EUR',
      ].join('\n'),
    );
    expect(await screen.findByText('parts.csv: 4 rows, 4 problems.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file has 4 problems: nothing is imported until it is fixed and chosen again.',
    );
    expect(problemLines()).toEqual([
      'Row 3, number: Row 2 of the file already has this part number.',
      'Row 4, number: Write the part number.',
      'Row 5, unit: “gallon” is not a unit Torque knows: write one of each, set, box, pair, roll, litre, kilogram, metre.',
      'Row 5, unitCost: “12 EUR” is not a unit cost: write an amount of 0 or more with at most 4 decimals, such as 12.50, without a currency.',
    ]);
    const button = screen.getByRole('button', { name: 'Import 4 parts' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fix the problems in the file and choose it again to import.');
    await userEvent.click(button);
    expect(server.lookups).toEqual([]);
    expect(server.written).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file with missing and unknown columns, and one over 5 MB, as a whole', async () => {
    renderPage();
    await choose('number,description,price\nA-1,One,3\n');
    expect(await screen.findByText('parts.csv: 0 rows, 2 problems.')).toBeInTheDocument();
    expect(problemLines()).toEqual([
      'Whole file: The header row lacks these columns: unit.',
      'Whole file: The header row has columns Torque does not know: price.',
    ]);
    await choose('x'.repeat(5 * 1024 * 1024 + 1), 'huge.csv');
    expect(await screen.findByText('huge.csv: 0 rows, 1 problem.')).toBeInTheDocument();
    expect(problemLines()).toEqual(['Whole file: This file is 5.1 MB; an import takes at most 5 MB.']);
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    expect(server.written).toEqual([]);
  });

  it('says what will be created and updated, imports with a progress bar, then says what was done', async () => {
    server.catalogue = [bearing, { ...bearing, id: 'p2', number: 'OIL-46', unit: 'litre', unitCost: 3.2 }];
    renderPage();
    await choose(
      [
        'number,description,unit,unitCost',
        'NEW-1,V-belt A42,each,4',
        'brg-6205,Sealed ball bearing,each,13.75',
        'OIL-46,Deep groove ball bearing,Litres,3.2',
        'NEW-2,Grease,kg,',
      ].join('\n'),
    );
    expect(await screen.findByText('parts.csv: 4 rows, no problems.')).toBeInTheDocument();
    expect(server.lookups).toEqual(['NEW-1', 'brg-6205', 'OIL-46', 'NEW-2']);
    expect(
      screen.getByText(
        '2 new parts will be created and 1 part updated. 1 row already matches its part and is left as it is.',
      ),
    ).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [within(r).getAllByRole('cell')[1].textContent, within(r).getAllByRole('cell')[5].textContent]),
    ).toEqual([
      ['NEW-1', 'New part'],
      ['brg-6205', 'Changed'],
      ['OIL-46', 'No change'],
      ['NEW-2', 'New part'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import 3 parts' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/^3 of 3 parts saved on this device, 0 confirmed by the server\./)).toHaveTextContent(
      /the sync centre lists what is still waiting/,
    );
    expect(server.written).toEqual(['update p1', 'create NEW-1', 'create NEW-2']);
    act(() => server.acks[0]());
    expect(await screen.findByText(/^3 of 3 parts saved on this device, 1 confirmed/)).toBeInTheDocument();
    act(() => server.acks.slice(1).forEach((ack) => ack()));
    expect(await screen.findByText('2 parts created, 1 updated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the parts list' })).toHaveAttribute(
      'href',
      '/app/inventory/parts',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses new parts beyond the Free plan in words, before writing anything', async () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(
        companyRecordReceived({
          record: null,
          company: {
            name: 'Northfield',
            companyEmail: 'a@example.com',
            paid: false,
            usage: { members: 1, sites: 1, plants: 1, parts: 99 },
          },
        }),
      );
    });
    await choose('number,description,unit\nNEW-1,One,each\nNEW-2,Two,each\n');
    const notice = await screen.findByText(/^This file adds 2 new parts/);
    expect(notice).toHaveTextContent(
      'This file adds 2 new parts, but your company has 99 of 100 parts on the Free plan: there is room for 1 more. Nothing is imported.',
    );
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/app/company/plan');
    const button = screen.getByRole('button', { name: 'Import 2 parts' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^This file adds 2 new parts/);
    expect(server.written).toEqual([]);
  });

  it('says the server’s refusal when the page did not know the count yet, and writes nothing', async () => {
    server.allowance = { paid: false, used: 100 };
    renderPage();
    await choose('number,description,unit\nNEW-1,One,each\n');
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file adds 1 new part, but your company has 100 of 100 parts on the Free plan: there is room for no more parts. Nothing is imported.',
    );
    expect(screen.getByRole('button', { name: 'Import 1 part' })).toBeDisabled();
    expect(server.written).toEqual([]);
  });

  it('reads in Spanish', async () => {
    renderPage({ locale: 'es' });
    await choose('number,description,unit\nA-1,Uno,galón\n', 'repuestos.csv', 'Archivo CSV (5 MB como máximo)');
    expect(await screen.findByText('repuestos.csv: 1 fila, 1 problema.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Problemas que corregir antes de importar' })).getByRole('listitem'),
    ).toHaveTextContent(
      'Fila 2, unit: «galón» no es una unidad que Torque conozca: escriba una de each, set, box, pair, roll, litre, kilogram, metre.',
    );
  });

  it('tells an editor that only admins import', () => {
    renderPage({ role: UserRole.Editor });
    expect(screen.getByText('Only the company’s admins can import parts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file (at most 5 MB)')).not.toBeInTheDocument();
  });
});
