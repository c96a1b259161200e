// Meter readings on an equipment page through a real store, the live-data kit and a stand-in plans
// saga: the last reading of each meter, a reading that is not a number or goes back refused in
// words with nothing written, a reset accepted, recent readings listed. The listeners are held
// open without answering; the test gives the screen what they would bring.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeature } from '../../store/featureRegistry';
import type * as PlansService from '../plans/plansService';
import { lastReadings, readingHistory } from '../plans/readingsSlice';
import { fakePlansFeature, openPlansPage, PLANT, server } from '../../testing/harness/planPages';
import { MeterReadings } from './MeterReadings';

const meters = [
  { id: 'run', name: 'Running hours', unit: 'h' },
  { id: 'starts', name: 'Starts', unit: 'starts' },
];

function Page() {
  useFeature(fakePlansFeature);
  return <MeterReadings eqid="pump1" meters={meters} />;
}

beforeEach(() => server.reset());

vi.mock('../plans/plansService', async (real) => ({
  ...(await real<typeof PlansService>()),
  subscribeReadings: () => () => undefined,
  subscribeLastReadings: () => () => undefined,
}));

const live = <T,>(items: T[]) => ({ items, fromCache: false, hasPendingWrites: false, corrupt: [] });

function open() {
  const page = openPlansPage(<Page />, '/app/assets/equipment/pump1', 'editor');
  const shown = { plant: PLANT.savedPlantDetails!, eqid: 'pump1' };
  act(() => {
    page.store.dispatch(
      lastReadings.received(
        shown,
        live([
          {
            meterId: 'run',
            value: 1200,
            readingId: 'r2',
            readAt: '2026-11-20T08:00:00.000Z',
            by: 'user-2',
            pending: false,
          },
        ]),
      ),
    );
    page.store.dispatch(
      readingHistory.received(
        shown,
        live([
          {
            id: 'r2',
            meterId: 'run',
            value: 1200,
            reset: false,
            readAt: '2026-11-20T08:00:00.000Z',
            by: 'user-2',
            byName: 'Bob Ruiz',
            pending: false,
          },
          {
            id: 'r1',
            meterId: 'run',
            value: 1000,
            reset: false,
            readAt: '2026-11-10T08:00:00.000Z',
            by: 'user-2',
            byName: 'Bob Ruiz',
            pending: false,
          },
        ]),
      ),
    );
  });
  return page;
}

describe('meter readings', () => {
  it('shows the last reading of each meter and the recent readings', () => {
    open();
    const run = screen.getByRole('rowheader', { name: 'Running hours (h)' }).closest('tr')!;
    expect(within(run).getByText('1,200 h')).toBeVisible();
    expect(within(run).getByText('20.11.2026')).toBeVisible();
    const starts = screen.getByRole('rowheader', { name: 'Starts (starts)' }).closest('tr')!;
    expect(within(starts).getByText('No reading yet')).toBeVisible();
    expect(document.querySelectorAll('tr[data-reading]')).toHaveLength(2);
  });

  it('refuses a reading that is not a number or goes back, keeping what was typed', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Record the reading' }));
    expect(screen.getByLabelText('Meter')).toHaveAccessibleDescription('Choose the meter you read.');
    await user.selectOptions(screen.getByLabelText('Meter'), 'Running hours (h)');
    await user.type(screen.getByLabelText('Reading (h)'), '12o0');
    await user.click(screen.getByRole('button', { name: 'Record the reading' }));
    expect(screen.getByLabelText('Reading (h)')).toHaveAccessibleDescription(
      expect.stringContaining('A reading must be a number, for example 1250.5.'),
    );
    expect(screen.getByLabelText('Reading (h)')).toHaveValue('12o0');
    await user.clear(screen.getByLabelText('Reading (h)'));
    await user.type(screen.getByLabelText('Reading (h)'), '1150');
    await user.click(screen.getByRole('button', { name: 'Record the reading' }));
    expect(screen.getByLabelText('Reading (h)')).toHaveAccessibleDescription(
      expect.stringContaining('This reading is lower than the last one (1,200 h).'),
    );
    expect(screen.getByLabelText('Reading (h)')).toHaveFocus();
    expect(server.readings).toEqual([]);
  });

  it('records a reading, and a lower one when marked as a reset', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(screen.getByLabelText('Meter'), 'Running hours (h)');
    await user.type(screen.getByLabelText('Reading (h)'), '1250,5');
    await user.click(screen.getByRole('button', { name: 'Record the reading' }));
    expect(screen.getByText('Reading of 1,250.5 h recorded on Running hours.')).toBeVisible();
    expect(screen.getByLabelText('Reading (h)')).toHaveValue('');
    const run = screen.getByRole('rowheader', { name: 'Running hours (h)' }).closest('tr')!;
    expect(within(run).getByText('1,250.5 h')).toBeVisible();

    await user.type(screen.getByLabelText('Reading (h)'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Meter reset (replaced or rolled over)' }));
    await user.click(screen.getByRole('button', { name: 'Record the reading' }));
    expect(server.readings).toEqual([
      { eqid: 'pump1', meterId: 'run', value: 1250.5, reset: false },
      { eqid: 'pump1', meterId: 'run', value: 3, reset: true },
    ]);
  });
});
