// The execution panel through a real store and the work saga, on a small live in-memory server:
// what is refused is shown in words and the server holds nothing new; what is accepted is there.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser, UserRole } from '../../../lib/currentUser';
import type { WorkExecution } from '../../../services/firebase/work';
import { testUser } from '../../../testing/render';
import { ExecutionPanel } from './ExecutionPanel';
import { server } from '../fakeWorkService';
import { NUMBER, openOrder, order } from '../../../testing/harness/workForms';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);

const STARTED: WorkExecution = {
  actualHours: 0,
  action: null,
  failureCause: null,
  delays: [],
  startedAt: '2026-11-23T07:00:00.000Z',
};
const editor: CurrentUser = { ...testUser, role: UserRole.Editor };
const inProgress = (extra = {}) => order({ status: 'inProgress', assignees: ['user-1'], execution: STARTED, ...extra });
const open = (stored = inProgress(), user = editor) =>
  openOrder(stored, (item) => <ExecutionPanel order={item} />, user);

const nothingWritten = () => {
  expect(server.changes).toEqual([]);
  expect(server.orders[NUMBER]).toMatchObject({ status: 'inProgress', version: 3, execution: STARTED });
};

beforeEach(() => server.reset());

describe('execution panel', () => {
  it('refuses to complete a breakdown without its failure cause, in words, writing nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Actual hours'), '3');
    await user.selectOptions(screen.getByLabelText('Action taken'), 'Repair');
    await user.click(screen.getByRole('button', { name: 'Mark Work Complete' }));

    const cause = screen.getByLabelText('Failure cause (required for this work type)');
    expect(cause).toHaveAccessibleDescription('A breakdown or a repair needs its failure cause.');
    expect(cause).toHaveFocus();
    expect(screen.getByLabelText('Actual hours')).toHaveValue('3');
    nothingWritten();
  });

  it.each([
    ['-2', 'Save the record'],
    ['1000', 'Save the record'],
    ['0', 'Mark Work Complete'],
  ])('refuses %s actual hours (%s), writing nothing', async (typed, button) => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Actual hours'), typed);
    await user.selectOptions(screen.getByLabelText('Action taken'), 'Repair');
    await user.selectOptions(screen.getByLabelText('Failure cause (required for this work type)'), 'MNT – Maintenance');
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByLabelText('Actual hours')).toHaveAccessibleDescription(
      'Actual hours must be more than 0 and less than 1,000.',
    );
    expect(screen.getByLabelText('Actual hours')).toHaveValue(typed);
    nothingWritten();
  });

  it('refuses a delay of 30 hours, writing nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Actual hours'), '3');
    await user.click(screen.getByRole('button', { name: 'Add a delay' }));
    await user.selectOptions(screen.getByLabelText('Code of delay 1'), '4A');
    await user.type(screen.getByLabelText('Hours of delay 1'), '30');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));

    expect(screen.getByRole('group', { name: 'Delays' })).toHaveAccessibleDescription(
      'Each delay needs a code from 1A to 7D, hours above 0 and at most 24, and a note of at most 1,000 characters.',
    );
    expect(screen.getByLabelText('Hours of delay 1')).toHaveValue('30');
    nothingWritten();
  });

  it('saves a record without moving the order, then completes it with the whole record', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Actual hours'), '2');
    await user.click(screen.getByRole('button', { name: 'Add a delay' }));
    await user.selectOptions(screen.getByLabelText('Code of delay 1'), '4A');
    await user.type(screen.getByLabelText('Hours of delay 1'), '1.5');
    await user.type(screen.getByLabelText('Note of delay 1'), 'Waiting for the seal kit');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));

    const delays = [{ code: '4A', hours: 1.5, note: 'Waiting for the seal kit' }];
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.changes[0]).toMatchObject({
      from: 'inProgress',
      to: 'inProgress',
      note: '',
      changes: { execution: { ...STARTED, actualHours: 2, delays } },
    });

    await user.clear(screen.getByLabelText('Actual hours'));
    await user.type(screen.getByLabelText('Actual hours'), '3.5');
    await user.selectOptions(screen.getByLabelText('Action taken'), 'Replace');
    await user.selectOptions(screen.getByLabelText('Failure cause (required for this work type)'), 'MNT – Maintenance');
    await user.type(screen.getByLabelText('Note when completing (optional)'), 'Seal replaced');
    await user.click(screen.getByRole('button', { name: 'Mark Work Complete' }));

    const execution = { ...STARTED, actualHours: 3.5, action: 'replace', failureCause: 'MNT', delays };
    await waitFor(() => expect(server.changes).toHaveLength(2));
    expect(server.changes[1]).toMatchObject({
      from: 'inProgress',
      to: 'workComplete',
      note: 'Seal replaced',
      changes: { execution },
    });
    expect(server.orders[NUMBER]).toMatchObject({ status: 'workComplete', version: 5, execution });
  });

  it('offers a new delay line with a code not used yet, refuses a repeated code, and stops at 5 lines', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Actual hours'), '2');
    const add = () => user.click(screen.getByRole('button', { name: 'Add a delay' }));
    await add();
    await add();
    expect(screen.getByLabelText('Code of delay 1')).toHaveValue('1A');
    expect(screen.getByLabelText('Code of delay 2')).toHaveValue('1B');
    await user.selectOptions(screen.getByLabelText('Code of delay 2'), '1A');
    await user.type(screen.getByLabelText('Hours of delay 1'), '1');
    await user.type(screen.getByLabelText('Hours of delay 2'), '2');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));
    expect(
      await screen.findByText('Each delay code appears once: add the hours of the same code together.'),
    ).toBeInTheDocument();
    expect(server.changes).toHaveLength(0);
    expect(screen.getByLabelText('Hours of delay 2')).toHaveValue('2'); // nothing typed is lost
    for (let i = 0; i < 3; i++) await add();
    expect(screen.getByLabelText('Code of delay 5')).toHaveValue('1D');
    expect(screen.queryByRole('button', { name: 'Add a delay' })).toBeNull();
    expect(screen.getByText(/at most 5 delays, one per code/)).toBeInTheDocument();
  });

  it('adds a comment as a note on the timeline, with no other change', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Comment'), 'Coupling guard removed');
    await user.click(screen.getByRole('button', { name: 'Add the comment' }));
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.changes[0]).toMatchObject({ to: 'inProgress', changes: {}, note: 'Coupling guard removed' });
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('starts the work from the daily schedule', async () => {
    const user = userEvent.setup();
    open(order({ status: 'dailySchedule', assignees: ['user-1'] }));
    await user.click(await screen.findByRole('button', { name: 'Start the work' }));
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.changes[0]).toMatchObject({
      from: 'dailySchedule',
      to: 'inProgress',
      changes: { execution: { actualHours: 0, action: null, failureCause: null, delays: [] } },
    });
    expect(server.orders[NUMBER].status).toBe('inProgress');
    expect(await screen.findByLabelText('Actual hours')).toBeVisible();
  });

  it('tells an editor not assigned to the order why there is nothing to record', async () => {
    open(inProgress({ assignees: ['user-2'] }));
    expect(
      await screen.findByText(
        'Only the people assigned to this order, and admins, start it, record the work and mark it complete.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Actual hours')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Work Complete' })).toBeNull();
  });

  it('lets an admin record work on any order', async () => {
    open(inProgress({ assignees: ['user-2'] }), testUser);
    expect(await screen.findByLabelText('Actual hours')).toBeVisible();
    expect(screen.queryByText(/Only the people assigned/)).toBeNull();
  });
});
