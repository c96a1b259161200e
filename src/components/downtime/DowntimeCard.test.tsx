// The downtime card through a real store and the live-data kit, with the downtime service's
// listeners held open (the test gives the screen what they would bring) and its writes kept in
// a list: running or stopped in words, a stop that would overlap the last or end before it began
// refused in words with nothing written, a stop and a return to service written as typed, and
// the last year's figures worked out from the stops on screen.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunState, Stop } from '../../domain/downtime';
import type * as DowntimeService from '../../services/firebase/downtime';
import { renderWithProviders } from '../../testing/render';
import { DowntimeCard, fromLocalInput, localInput } from './DowntimeCard';
import { equipmentStops, orderStops, runState } from './downtimeLive';

const written: { kind: 'stop' | 'back' | 'coded'; args: unknown[] }[] = [];
vi.mock('../../services/firebase/failureCodes', () => ({ subscribeFailureCodes: () => () => undefined }));
vi.mock('../../services/firebase/downtime', async (real) => ({
  ...(await real<typeof DowntimeService>()),
  subscribeEquipmentStops: () => () => undefined,
  subscribeOrderStops: () => () => undefined,
  subscribeRunState: () => () => undefined,
  queueStop: (...args: unknown[]) => {
    written.push({ kind: 'stop', args });
    return Promise.resolve({ acknowledged: Promise.resolve() });
  },
  queueBackInService: (...args: unknown[]) => {
    written.push({ kind: 'back', args });
    return Promise.resolve({ acknowledged: Promise.resolve() });
  },
  queueFailureCoding: (...args: unknown[]) => {
    written.push({ kind: 'coded', args });
    return Promise.resolve({ acknowledged: Promise.resolve() });
  },
}));

const PLANT = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'press' };
const shown = { plant: PLANT, eqid: 'pump1' };
const list = <T,>(items: T[]) => ({
  items: items.map((i) => ({ ...i, pending: false })),
  fromCache: false,
  hasPendingWrites: false,
  corrupt: [],
});
const minutesAgo = (m: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - m * 60_000).toISOString();

function open(
  state: Partial<RunState> | null,
  stops: Stop[] = [],
  order?: { number: string; breakdown: boolean },
  equipmentClass: string | null = null,
) {
  const view = renderWithProviders(
    <DowntimeCard
      plant={PLANT}
      eqid="pump1"
      equipmentLabel="P-101 – Feed pump"
      order={order}
      equipmentClass={equipmentClass}
    />,
    {
      signedIn: true,
    },
  );
  act(() => {
    view.store.dispatch(
      runState.received(shown, {
        item: state && {
          equipmentId: 'pump1',
          stop: null,
          stoppedAt: null,
          reason: null,
          lastBackAt: null,
          ...state,
          pending: false,
        },
        fromCache: false,
        hasPendingWrites: false,
      }),
    );
    if (order) view.store.dispatch(orderStops.received({ plant: PLANT, order: order.number }, list(stops)));
    else view.store.dispatch(equipmentStops.received(shown, list(stops)));
  });
  return view;
}

const stop = (over: Partial<Stop>): Stop => ({
  id: 's1',
  equipmentId: 'pump1',
  stoppedAt: minutesAgo(600),
  backAt: minutesAgo(480),
  reason: 'failure',
  order: null,
  note: '',
  by: 'user-2',
  byName: 'Bea Ruiz',
  closedBy: 'user-2',
  seconds: 7200,
  failure: null,
  ...over,
});

beforeEach(() => {
  written.length = 0;
});

describe('the downtime card', () => {
  it('reads a datetime-local value as a whole-minute time, and back', () => {
    const iso = fromLocalInput('2026-11-20T08:07')!;
    expect(new Date(iso).getMinutes()).toBe(7);
    expect(localInput(iso)).toBe('2026-11-20T08:07');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('20.11.2026')).toBeNull();
  });

  it('says it runs, and records a stop now with its reason and note', async () => {
    const user = userEvent.setup();
    open(null);
    expect(screen.getByText('Running: no stop is open.')).toBeInTheDocument();
    // Nothing recorded in the year: no availability figure (not 100%), and why.
    expect(document.querySelector('[data-figure="availability"]')).toHaveTextContent(
      '—No stop recorded in these 365 days.',
    );
    await user.selectOptions(screen.getByLabelText('Reason'), 'Failure (breakdown)');
    await user.type(screen.getByLabelText('Note (optional)'), 'Seal leaking');
    await user.click(screen.getByRole('button', { name: 'Equipment stopped' }));
    expect(await screen.findByText('Stop recorded.')).toBeInTheDocument();
    expect(written).toHaveLength(1);
    const [plant, input, lastBackAt, who] = written[0].args as [
      unknown,
      DowntimeService.NewStop,
      string | null,
      unknown,
    ];
    expect(plant).toEqual(PLANT);
    expect(input).toMatchObject({
      equipmentId: 'pump1',
      backAt: null,
      reason: 'failure',
      note: 'Seal leaking',
      order: null,
    });
    expect(Date.now() - Date.parse(input.stoppedAt)).toBeLessThan(5 * 60_000);
    expect(lastBackAt).toBeNull();
    expect(who).toEqual({ uid: 'user-1', name: 'Ana López' });
  });

  it('refuses, in words and writing nothing, a stop before the last one ended, without a reason, or back before it stopped', async () => {
    const user = userEvent.setup();
    const lastBack = minutesAgo(60);
    // The times typed, fixed once (a minute may turn while the test types).
    const [ninety, thirty, forty, ten] = [minutesAgo(90), minutesAgo(30), minutesAgo(40), minutesAgo(10)];
    open({ lastBackAt: lastBack, last: 's0' } as Partial<RunState>);
    const at = screen.getByLabelText('Stopped at');
    await user.clear(at);
    await user.type(at, localInput(ninety));
    await user.click(screen.getByRole('button', { name: 'Equipment stopped' }));
    expect(await screen.findByText(/Its last stop ended at .*: a new stop begins then or later\./)).toBeInTheDocument();
    expect(screen.getByText('Choose why it stopped.')).toBeInTheDocument();
    expect(at).toHaveFocus();

    await user.clear(at);
    await user.type(at, localInput(thirty));
    await user.selectOptions(screen.getByLabelText('Reason'), 'Set-up or changeover');
    await user.click(screen.getByLabelText('It is still stopped'));
    const back = screen.getByLabelText('Back in service at');
    await user.clear(back);
    await user.type(back, localInput(forty));
    await user.click(screen.getByRole('button', { name: 'Record the stop' }));
    expect(await screen.findByText(/It cannot be back in service before it stopped/)).toBeInTheDocument();
    expect(written).toHaveLength(0);
    // What was typed is kept: corrected, it goes.
    await user.clear(back);
    await user.type(back, localInput(ten));
    await user.click(screen.getByRole('button', { name: 'Record the stop' }));
    expect(await screen.findByText('Stop recorded.')).toBeInTheDocument();
    expect(written[0].args[1]).toMatchObject({
      reason: 'changeover',
      stoppedAt: thirty,
      backAt: ten,
    });
    expect(written[0].args[2]).toBe(lastBack);
  });

  it('shows an open stop and puts the equipment back in service, not before it stopped', async () => {
    const user = userEvent.setup();
    const [stoppedAt, before, five] = [minutesAgo(120), minutesAgo(180), minutesAgo(5)];
    open({ stop: 's9', stoppedAt, reason: 'failure' });
    expect(screen.getByText(/Stopped since .* \(Failure \(breakdown\)\), 2 h so far\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Equipment stopped' })).not.toBeInTheDocument();
    const back = screen.getByLabelText('Back in service at');
    await user.clear(back);
    await user.type(back, localInput(before));
    await user.click(screen.getByRole('button', { name: 'Back in service' }));
    expect(await screen.findByText(/It cannot be back in service before it stopped/)).toBeInTheDocument();
    expect(written).toHaveLength(0);
    await user.clear(back);
    await user.type(back, localInput(five));
    await user.click(screen.getByRole('button', { name: 'Back in service' }));
    expect(await screen.findByText('Back in service recorded.')).toBeInTheDocument();
    expect(written[0]).toMatchObject({ kind: 'back' });
    expect(written[0].args[1]).toMatchObject({ id: 's9', stoppedAt, reason: 'failure' });
    expect(written[0].args[2]).toBe(five);
  });

  it('works out the last year from the stops: availability, MTTR and MTBF by SMRP, and the hours by reason', () => {
    open(null, [
      stop({ id: 'a' }),
      stop({ id: 'b', stoppedAt: minutesAgo(3000), backAt: minutesAgo(2760), seconds: 14400 }),
      stop({ id: 'c', reason: 'changeover', stoppedAt: minutesAgo(5000), backAt: minutesAgo(4940), seconds: 3600 }),
    ]);
    // 7 h down of 8,760: 99.9 %; two failures of 2 h and 4 h: MTTR 3 h; MTBF (8,760 − 7) ÷ 2.
    expect(document.querySelector('[data-figure="availability"]')).toHaveTextContent('99.9%');
    expect(document.querySelector('[data-figure="mttr"]')).toHaveTextContent('3 h');
    expect(document.querySelector('[data-figure="mtbf"]')).toHaveTextContent('4,376.5 h');
    expect(document.querySelector('[data-figure="stops"]')).toHaveTextContent('3 stops, 2 failures, 7 h down');
    expect(screen.getByRole('img', { name: 'Downtime by reason (hours)' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-stop]')).toHaveLength(3);
  });

  it('on a breakdown order, starts with the failure reason and records the stop on the order', async () => {
    const user = userEvent.setup();
    open(null, [], { number: 'WR-20261120-AB12', breakdown: true });
    expect(screen.getByRole('heading', { name: 'Downtime on this order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('failure');
    await user.click(screen.getByRole('button', { name: 'Equipment stopped' }));
    expect(await screen.findByText('Stop recorded.')).toBeInTheDocument();
    expect(written[0].args[1]).toMatchObject({ order: 'WR-20261120-AB12', reason: 'failure' });
    expect(screen.queryByText('The last 365 days')).not.toBeInTheDocument();
  });

  it('codes a closed failure: the class starts as the equipment’s, a mode is needed, mechanism and cause may wait', async () => {
    const user = userEvent.setup();
    open(
      null,
      [
        stop({ id: 'f1' }),
        stop({ id: 'c1', reason: 'changeover', stoppedAt: minutesAgo(900), backAt: minutesAgo(850) }),
      ],
      undefined,
      'pump',
    );
    // Only the failure has a coding to give.
    expect(screen.getAllByRole('button', { name: /^Code the failure that stopped/ })).toHaveLength(1);
    expect(screen.getByText('Not coded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Code the failure that stopped/ }));
    const form = screen.getByRole('form', { name: 'Code the failure (ISO 14224)' });
    expect(screen.getByLabelText('Equipment class')).toHaveValue('pump');
    expect(screen.getByLabelText('Failure mode')).toHaveFocus();
    // A pump's modes only: it can leak but not fail to close.
    expect(screen.getByRole('option', { name: 'ELP – External leakage – process medium' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Fail to close/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the coding' }));
    expect(screen.getByText('Choose the failure mode (Unknown is on the list).')).toBeInTheDocument();
    expect(written).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Failure mode'), 'VIB');
    await user.selectOptions(screen.getByLabelText('Failure mechanism'), '2.4');
    await user.click(screen.getByRole('button', { name: 'Save the coding' }));
    expect(await screen.findByText('Failure coded.')).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(written).toHaveLength(1);
    expect(written[0].args[1]).toMatchObject({ id: 'f1' });
    expect(written[0].args[2]).toEqual({ equipmentClass: 'pump', mode: 'VIB', mechanism: '2.4', cause: null });
  });

  it('shows a coded failure in words and codes it again, a class chosen when the equipment has none', async () => {
    const user = userEvent.setup();
    const coded = { equipmentClass: 'motor', mode: 'OHE', mechanism: '2.7', cause: 'OPR.overload', by: 'user-2' };
    open(null, [
      stop({ id: 'f2', failure: coded }),
      stop({ id: 'f3', stoppedAt: minutesAgo(2000), backAt: minutesAgo(1900) }),
    ]);
    expect(screen.getByText('OHE – Overheating')).toBeInTheDocument();
    expect(screen.getByText('Electric motor · 2.7 Overheating · Overload')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Change the coding of the failure/ }));
    expect(screen.getByLabelText('Failure mode')).toHaveValue('OHE');
    await user.selectOptions(screen.getByLabelText('Failure cause'), 'MNT.lubrication');
    await user.click(screen.getByRole('button', { name: 'Save the coding' }));
    expect(written.at(-1)!.args[2]).toMatchObject({ mode: 'OHE', cause: 'MNT.lubrication' });
    // The other failure starts from the class last coded on this equipment; changing the class clears the mode.
    await user.click(screen.getByRole('button', { name: /^Code the failure that stopped/ }));
    expect(screen.getByLabelText('Equipment class')).toHaveValue('motor');
    await user.selectOptions(screen.getByLabelText('Failure mode'), 'VIB');
    await user.selectOptions(screen.getByLabelText('Equipment class'), '');
    expect(screen.getByLabelText('Failure mode')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save the coding' }));
    expect(screen.getByText('Choose the equipment class: the failure modes depend on it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(written).toHaveLength(1);
  });
});
