import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSettings } from '../../features/settings/settingsSlice';
import type * as Chunks from '../../lib/chunks';
import { loadChunk } from '../../lib/chunks';
import { forgetLazyModules } from '../../lib/useLazyModule';
import { renderWithProviders } from '../../testing/render';
import RevisionDiff from './RevisionDiff';

vi.mock('../../lib/chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof Chunks>();
  return { ...actual, loadChunk: vi.fn(actual.loadChunk) };
});

const lines = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
const BEFORE = [...lines(15, 'Check'), 'Torque the bolts to 40 Nm', 'Remove the guard', ...lines(15, 'Close')].join(
  '\n',
);
const AFTER = [
  ...lines(15, 'Check'),
  'Torque the bolts to 45 Nm',
  'Wear cut-resistant gloves',
  'Remove the guard',
  'Wear goggles',
  ...lines(15, 'Close'),
].join('\n');

const labels = { beforeLabel: 'Revision 2', afterLabel: 'Revision 3' };

describe('RevisionDiff', () => {
  beforeEach(() => forgetLazyModules());
  afterEach(() => vi.mocked(loadChunk).mockClear());

  it('shows a table of the changed lines with a caption, a summary and words for screen readers', async () => {
    renderWithProviders(<RevisionDiff before={BEFORE} after={AFTER} {...labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Comparing the revisions…');
    const table = await screen.findByRole('table', { name: 'Changes from Revision 2 to Revision 3' });
    expect(screen.getByText('3 lines added, 1 removed')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Line in Revision 2' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Line in Revision 3' })).toBeInTheDocument();

    const rows = within(table).getAllByRole('row').slice(1);
    const text = rows.map((row) => row.textContent);
    // 12 unchanged lines folded away at each end, three kept next to the changes.
    expect(text[0]).toBe('Show 12 unchanged lines');
    expect(text[1]).toBe('1313Check 13');
    expect(text).toContain('16−removed:Torque the bolts to 40 Nm');
    expect(text).toContain('16+added:Torque the bolts to 45 Nm');
    expect(text).toContain('17+added:Wear cut-resistant gloves');
    expect(text).toContain('1718Remove the guard');
    expect(text).toContain('19+added:Wear goggles');
    expect(text[text.length - 1]).toBe('Show 12 unchanged lines');

    // The changed word of a changed line in <del> / <ins>; a whole added line in <ins>.
    const removedRow = rows.find((row) => row.textContent?.includes('40 Nm'))!;
    expect([...removedRow.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['40']);
    const addedRow = rows.find((row) => row.textContent?.includes('45 Nm'))!;
    expect([...addedRow.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['45']);
    const gloves = rows.find((row) => row.textContent?.includes('gloves'))!;
    expect(gloves.querySelector('ins')).toHaveTextContent('Wear cut-resistant gloves');
    expect(gloves).toHaveClass('diff-added');
  });

  it('opens a folded run of unchanged lines', async () => {
    renderWithProviders(<RevisionDiff before={BEFORE} after={AFTER} {...labels} />);
    const [first] = await screen.findAllByRole('button', { name: 'Show 12 unchanged lines' });
    await userEvent.click(first);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Check 1')).toBeInTheDocument();
    expect(within(table).getByText('Check 12')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show 12 unchanged lines' })).toHaveLength(1);
  });

  it('says "No changes" for equal texts', async () => {
    renderWithProviders(<RevisionDiff before={BEFORE} after={BEFORE} {...labels} />);
    expect(await screen.findByText('No changes: Revision 2 and Revision 3 are the same.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('counts a line alone in the singular', async () => {
    renderWithProviders(<RevisionDiff before={'a\nb'} after={'a\nc'} {...labels} />);
    expect(await screen.findByText('1 line added, 1 removed')).toBeInTheDocument();
  });

  it('lets the keyboard reach the scrolling box', async () => {
    renderWithProviders(<RevisionDiff before="a" after="b" {...labels} />);
    const region = await screen.findByRole('region', { name: 'Changes from Revision 2 to Revision 3' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('says in words when the comparison cannot be downloaded, and retries', async () => {
    vi.mocked(loadChunk).mockRejectedValueOnce(new Error('Loading chunk diff failed'));
    renderWithProviders(<RevisionDiff before="a" after="b" {...labels} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The revisions could not be compared: part of Torque could not be downloaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderWithProviders(
      <RevisionDiff before={'a\nb\n'} after={'a\nc\nd\n'} beforeLabel="Revisión 1" afterLabel="Revisión 2" />,
      {
        preloadedState: { settings: { ...initialSettings(), locale: 'es' } },
      },
    );
    expect(await screen.findByRole('table', { name: 'Cambios de Revisión 1 a Revisión 2' })).toBeInTheDocument();
    expect(screen.getByText('2 líneas añadidas, 1 eliminada')).toBeInTheDocument();
    expect(screen.getAllByText('añadida:')).toHaveLength(2);
  });
});
