// The field moves through a real store and the work saga on the in-memory live server: a
// breakdown started at once by whoever raised it (the emergency path), work in progress put on
// hold for parts (refused in words without a parts delay, writing nothing) and resumed.
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

const editor: CurrentUser = { ...testUser, role: UserRole.Editor };
const STARTED: WorkExecution = {
  actualHours: 1,
  action: null,
  failureCause: null,
  delays: [],
  startedAt: '2026-11-23T07:00:00.000Z',
};
// The order's number marks that it has loaded, whatever the panel shows.
const open = (stored: ReturnType<typeof order>, user = editor) =>
  openOrder(
    stored,
    (item) => (
      <>
        <p>{item.number}</p>
        <ExecutionPanel order={item} />
      </>
    ),
    user,
  );

beforeEach(() => server.reset());

describe('the emergency path', () => {
  it('lets the editor who raised a breakdown start it at once, taking the work', async () => {
    const user = userEvent.setup();
    open(order({ status: 'new', workType: 'BRP', raisedBy: editor.uid, plan: null, assignees: [] }));
    const start = await screen.findByRole('button', { name: 'Start now (emergency)' });
    // Not yet assigned, yet theirs to start: no "only the people assigned" notice beside it.
    expect(screen.queryByText(/^Only the people assigned/)).toBeNull();
    await user.click(start);
    await waitFor(() => expect(server.orders[NUMBER].status).toBe('inProgress'));
    expect(server.orders[NUMBER].assignees).toEqual([editor.uid]);
    expect(server.orders[NUMBER].execution?.startedAt).toEqual(expect.any(String));
    expect(server.changes[0]).toMatchObject({
      from: 'new',
      to: 'inProgress',
      note: 'Emergency: started at once, planning to follow.',
    });
  });

  it('is not offered for other work types', async () => {
    open(order({ status: 'new', workType: 'QI', raisedBy: editor.uid, plan: null, assignees: [] }));
    await screen.findByText(NUMBER);
    expect(screen.queryByRole('button', { name: 'Start now (emergency)' })).toBeNull();
  });

  it('is not offered to an editor who did not raise it', async () => {
    open(order({ status: 'new', workType: 'BRP', raisedBy: 'user-2', plan: null, assignees: [] }));
    await screen.findByText(NUMBER);
    expect(screen.queryByRole('button', { name: 'Start now (emergency)' })).toBeNull();
  });
});

describe('on hold for parts, and back', () => {
  it('refuses the hold in words without a parts delay, writing nothing; with one, holds', async () => {
    const user = userEvent.setup();
    open(order({ status: 'inProgress', workType: 'BRP', assignees: [editor.uid], execution: STARTED }));
    const hold = await screen.findByRole('button', { name: 'On hold for parts' });
    await user.click(hold);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add a parts delay (4A–4E) with its hours first: it says why the work waits.',
    );
    expect(server.changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add a delay' }));
    await user.selectOptions(screen.getByLabelText('Code of delay 1'), '4A');
    await user.type(screen.getByLabelText('Hours of delay 1'), '2');
    await user.click(hold);
    await waitFor(() => expect(server.orders[NUMBER].status).toBe('awaitingMaterials'));
    expect(server.orders[NUMBER].execution?.delays).toEqual([{ code: '4A', hours: 2, note: '' }]);
    expect(server.orders[NUMBER].execution?.startedAt).toBe(STARTED.startedAt);
  });

  it('resumes work that started, keeping what was recorded', async () => {
    const user = userEvent.setup();
    const execution = { ...STARTED, delays: [{ code: '4B', hours: 3, note: 'Seal kit' }] };
    open(order({ status: 'awaitingMaterials', workType: 'BRP', assignees: [editor.uid], execution }));
    await user.click(await screen.findByRole('button', { name: 'Resume the work' }));
    await waitFor(() => expect(server.orders[NUMBER].status).toBe('inProgress'));
    expect(server.orders[NUMBER].execution).toEqual(execution);
  });

  it('offers no resume for work that waits for parts before it ever started', async () => {
    open(order({ status: 'awaitingMaterials', workType: 'BRP', assignees: [editor.uid], execution: null }));
    await screen.findByText(NUMBER);
    expect(screen.queryByRole('button', { name: 'Resume the work' })).toBeNull();
  });
});
