// Time per person through a real store and the work saga on the in-memory live server: hours typed
// in, a timer that survives a reload (kept on the device), a timer left running for days asked to
// be corrected before it is saved, and bad hours refused in words with nothing written.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser, UserRole } from '../../../lib/currentUser';
import type { WorkExecution } from '../../../services/firebase/work';
import { TIMER_STORAGE_KEY } from '../../../domain/timeEntries';
import { testUser } from '../../../testing/render';
import { ExecutionPanel } from './ExecutionPanel';
import { server } from '../fakeWorkService';
import { KEY, NUMBER, openOrder, order } from '../../../testing/harness/workForms';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock('../schedule/scheduleService', async () => ({
  ...(await vi.importActual<object>('../schedule/scheduleService')),
  ...(await import('../schedule/fakeScheduleService')).fakeScheduleService,
}));

const editor: CurrentUser = { ...testUser, role: UserRole.Editor };
const STARTED: WorkExecution = {
  actualHours: 0,
  action: null,
  failureCause: null,
  delays: [],
  startedAt: '2026-11-27T07:00:00.000Z',
};
const inProgress = () =>
  order({
    status: 'inProgress',
    assignees: [editor.uid],
    execution: STARTED,
    plan: { estimatedHours: 4, craft: 'Mechanical', assignees: [editor.uid], permits: [], materials: [] },
  });
const open = () => openOrder(inProgress(), (item) => <ExecutionPanel order={item} />, editor);
const keepTimer = (startedAt: string) =>
  localStorage.setItem(
    TIMER_STORAGE_KEY,
    JSON.stringify({ plant: `${KEY.site}/${KEY.plant}`, number: NUMBER, uid: editor.uid, startedAt }),
  );

beforeEach(() => {
  server.reset();
  localStorage.clear();
});

describe('logging time', () => {
  it('logs hours typed in as the person’s own, and the order’s actual hours become their sum', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Hours worked'), '1,5');
    await user.type(screen.getByLabelText('Note (optional)'), 'Seal changed');
    await user.click(screen.getByRole('button', { name: 'Log the time' }));
    await waitFor(() => expect(server.orders[NUMBER].execution?.actualHours).toBe(1.5));
    expect(server.timeEntries[NUMBER]).toEqual([
      expect.objectContaining({
        by: editor.uid,
        byName: 'Ana López',
        craft: 'Mechanical',
        hours: 1.5,
        note: 'Seal changed',
      }),
    ]);
    expect(await screen.findByText('1.5 h logged in all')).toBeInTheDocument();
    expect(screen.getByText('Mechanical: 1.5 h')).toBeInTheDocument();
    // The actual hours are the sum now, no longer typed.
    expect(screen.getByLabelText('Actual hours')).toHaveValue('1.5');
    expect(screen.getByLabelText('Actual hours')).toHaveAttribute('readonly');
  });

  it('refuses negative, empty and oversized hours in words, writing nothing and keeping what was typed', async () => {
    const user = userEvent.setup();
    open();
    const hours = await screen.findByLabelText('Hours worked');
    for (const [typed, said] of [
      ['-2', 'Type the hours as a number, for example 1.5.'],
      ['0', 'Hours are more than 0: nothing negative or empty.'],
      ['30', 'One entry holds at most 24 hours: log each day apart.'],
    ]) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Log the time' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(said);
      expect(hours).toHaveValue(typed);
    }
    expect(server.timeEntries[NUMBER]).toBeUndefined();
    expect(server.changes).toEqual([]);
  });
});

describe('the timer', () => {
  it('goes on through a reload (kept on the device) and logs its run when stopped', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Start the timer' }));
    expect(await screen.findByText(/Timer running since/)).toBeInTheDocument();
    // A reload: the page goes, the timer stays on the device; it started 45 minutes ago.
    cleanup();
    keepTimer(new Date(Date.now() - 45 * 60_000).toISOString());
    open();
    expect(await screen.findByText(/Timer running since .*: 0.75 h so far/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop and log the time' }));
    await waitFor(() => expect(server.orders[NUMBER].execution?.actualHours).toBe(0.75));
    const [run] = server.timeEntries[NUMBER];
    expect(run.hours).toBe(0.75);
    // Its start and end, 45 minutes apart.
    expect(Date.parse(run.endedAt!) - Date.parse(run.startedAt!)).toBeGreaterThanOrEqual(45 * 60_000);
    expect(localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the timer' })).toBeInTheDocument();
  });

  it('asks for a timer left running for days to be corrected before anything is saved', async () => {
    const user = userEvent.setup();
    keepTimer(new Date(Date.now() - 3 * 24 * 3_600_000).toISOString());
    open();
    await user.click(await screen.findByRole('button', { name: 'Stop and log the time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The timer ran 72 h, longer than a shift: it was probably left running. Type the hours you worked, then log them.',
    );
    expect(server.timeEntries[NUMBER]).toBeUndefined();
    await user.type(screen.getByLabelText('Hours worked'), '6');
    await user.click(screen.getByRole('button', { name: 'Log the time' }));
    await waitFor(() => expect(server.orders[NUMBER].execution?.actualHours).toBe(6));
    expect(server.timeEntries[NUMBER][0]).toMatchObject({ hours: 6, startedAt: null, note: 'Timer corrected' });
    expect(localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull();
  });
});

describe('the labour cost', () => {
  it('is each craft’s hours × its rate per hour, and says which craft has no rate', async () => {
    const user = userEvent.setup();
    server.capacity = { Mechanical: 80 };
    server.rates = { Mechanical: 45.5 };
    open();
    await user.type(await screen.findByLabelText('Hours worked'), '2');
    await user.click(screen.getByRole('button', { name: 'Log the time' }));
    expect(await screen.findByText('Labour cost: 91.00 (hours × each craft’s rate per hour).')).toBeInTheDocument();
  });

  it('says so when the craft has no rate yet, rather than a cost that leaves hours out', async () => {
    const user = userEvent.setup();
    server.capacity = { Mechanical: 80 };
    open();
    await user.type(await screen.findByLabelText('Hours worked'), '2');
    await user.click(screen.getByRole('button', { name: 'Log the time' }));
    expect(await screen.findByText(/“Mechanical” has no rate per hour yet/)).toBeInTheDocument();
  });
});
