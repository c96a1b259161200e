// The procedures on a work order through a real store, the work saga and the linked
// procedures' saga, on the in-memory backend: the card lists what is linked, an admin
// requires a procedure, the assigned editor's start is refused with the reason until they
// acknowledge it, a revised procedure is read again. What is refused writes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkedHooks, procedure } from '../../../components/procedures/fakeLinkedProceduresService';
import { type CurrentUser, UserRole } from '../../../lib/currentUser';
import { testUser } from '../../../testing/render';
import { ExecutionPanel } from '../forms/ExecutionPanel';
import { server } from '../fakeWorkService';
import { KEY, NUMBER, openOrder, order } from '../../../testing/harness/workForms';
import { OrderProcedures } from './OrderProcedures';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock(
  '../../../components/procedures/linkedProceduresService',
  async () => (await import('../../../components/procedures/fakeLinkedProceduresService')).fakeLinkedProceduresService,
);

const EQ = 'eq:north/pm1/pump1';
const editor: CurrentUser = { ...testUser, role: UserRole.Editor };
const scheduled = (extra = {}) =>
  order({ status: 'dailySchedule', assignees: ['user-1'], scheduledFor: '2026-11-24', ...extra });
const open = (stored = scheduled(), user: CurrentUser = testUser) =>
  openOrder(
    stored,
    (item) => (
      <>
        <OrderProcedures order={item} plant={KEY} />
        <ExecutionPanel order={item} />
      </>
    ),
    user,
  );
const card = async () => within((await screen.findByRole('heading', { name: 'Procedures' })).closest('section')!);

beforeEach(() => {
  server.reset();
  server.procedures = [
    procedure('p1', {
      title: 'Isolate pump P-101',
      category: 'loto',
      revision: 3,
      links: [EQ],
      body: '1. Open breaker 4\n2. Lock and tag it',
    }),
    procedure('p2', { title: 'Grease the bearings', category: 'howto', links: [EQ, 'eq:north/pm1/other'] }),
    procedure('p3', { title: 'Old procedure', links: [EQ], archived: true }),
    procedure('p4', { title: 'Another pump', links: ['eq:north/pm1/other'] }),
  ];
});

describe('the procedures card on a work order', () => {
  it('lists the procedures linked to its equipment, safety first, and shows a body in place', async () => {
    const user = userEvent.setup();
    open();
    const c = await card();
    await waitFor(() => expect(c.getAllByRole('link', { name: /Isolate|Grease|Old|Another/ })).toHaveLength(2));
    const links = c.getAllByRole('link', { name: /Isolate|Grease/ });
    expect(links.map((l) => l.textContent)).toEqual(['Isolate pump P-101', 'Grease the bearings']);
    expect(links[0]).toHaveAttribute('href', '/app/procedures/p1');
    expect(c.getByText('Lock-out/tag-out')).toHaveClass('text-bg-danger');
    expect(c.getByText('Revision 3')).toBeInTheDocument();
    await user.click(c.getByRole('button', { name: 'Read Isolate pump P-101' }));
    expect(await c.findByText('Open breaker 4')).toBeInTheDocument();
    expect(c.getByText('Open breaker 4').closest('ol')).not.toBeNull();
    expect(c.getByRole('button', { name: 'Hide Isolate pump P-101' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('tells an admin where procedures are linked when there are none', async () => {
    server.procedures = [];
    open();
    expect(
      await screen.findByText('No procedures are linked here. Link procedures from the procedures library.'),
    ).toBeInTheDocument();
  });

  it('shows a failure in words with a retry', async () => {
    linkedHooks.failWith = 'permission-denied';
    open();
    expect(await screen.findByText(/The linked procedures could not be loaded/)).toBeInTheDocument();
    linkedHooks.failWith = null;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Isolate pump P-101' })).toBeInTheDocument();
  });
});

describe('requiring and acknowledging', () => {
  it('an admin requires a procedure: a change with its note', async () => {
    const user = userEvent.setup();
    open();
    const c = await card();
    const boxes = await c.findAllByRole('checkbox', { name: 'Require acknowledgement before starting' });
    await user.click(boxes[0]);
    await waitFor(() => expect(server.orders[NUMBER].requiredProcedures).toEqual(['p1']));
    expect(server.changes).toEqual([
      expect.objectContaining({
        from: 'dailySchedule',
        to: 'dailySchedule',
        changes: { requiredProcedures: ['p1'] },
        note: 'Requires acknowledgement of Isolate pump P-101',
      }),
    ]);
    expect(await c.findByText('Not acknowledged yet.')).toBeInTheDocument();
  });

  it('an editor cannot require one', async () => {
    open(scheduled(), editor);
    await screen.findByRole('link', { name: 'Isolate pump P-101' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('refuses the start with the reason, offers the acknowledgement there, then starts', async () => {
    const user = userEvent.setup();
    open(scheduled({ requiredProcedures: ['p1'] }), editor);
    const gate = await screen.findByText('Acknowledge “Isolate pump P-101” before starting.');
    await user.click(screen.getByRole('button', { name: 'Start the work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The work cannot start yet');
    expect(server.changes).toEqual([]);
    expect(server.orders[NUMBER].status).toBe('dailySchedule');

    const acknowledge = within(gate.closest('li')!).getByRole('button', {
      name: 'I have read Isolate pump P-101 (revision 3)',
    });
    await user.click(acknowledge);
    await waitFor(() =>
      expect(server.orders[NUMBER].acknowledgements.p1['user-1']).toMatchObject({ revision: 3, by: 'user-1' }),
    );
    expect(server.changes[0]).toMatchObject({
      to: 'dailySchedule',
      changes: { acknowledge: { procedureId: 'p1', revision: 3 } },
      note: 'Acknowledged Isolate pump P-101, revision 3',
    });
    expect(await screen.findByText(/Acknowledged by .*, revision 3/)).toBeInTheDocument();
    expect(screen.queryByText('Acknowledge “Isolate pump P-101” before starting.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the work' }));
    await waitFor(() => expect(server.orders[NUMBER].status).toBe('inProgress'));
  });

  it('asks for a revised procedure to be read again', async () => {
    const user = userEvent.setup();
    const ack = { revision: 2, by: 'user-1', byName: 'Ana López', at: '2026-11-20T08:00:00.000Z' };
    open(scheduled({ requiredProcedures: ['p1'], acknowledgements: { p1: { 'user-1': ack } } }), editor);
    expect(await screen.findByText(/Ana López acknowledged revision 2; revision 3 is current/)).toBeInTheDocument();
    expect(screen.getByText(/was revised \(revision 3\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the work' }));
    expect(server.changes).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'I have read Isolate pump P-101 (revision 3)' })[0]);
    await waitFor(() => expect(server.orders[NUMBER].acknowledgements.p1['user-1'].revision).toBe(3));
  });

  it('asks a second person on the order to acknowledge for themself before starting or recording work', async () => {
    const user = userEvent.setup();
    // A colleague read it; Ana, assigned too, has not.
    const theirs = { revision: 3, by: 'user-2', byName: 'Bob Ruiz', at: '2026-11-20T08:00:00.000Z' };
    open(
      scheduled({
        status: 'inProgress',
        assignees: ['user-1', 'user-2'],
        execution: {
          actualHours: 1,
          action: null,
          failureCause: null,
          delays: [],
          startedAt: '2026-11-23T07:00:00.000Z',
        },
        requiredProcedures: ['p1'],
        acknowledgements: { p1: { 'user-2': theirs } },
      }),
      editor,
    );
    expect(await screen.findByText(/Acknowledged by Bob Ruiz, revision 3/)).toBeInTheDocument();
    await screen.findByText('Acknowledge “Isolate pump P-101” before starting.');
    await user.clear(screen.getByLabelText('Actual hours'));
    await user.type(screen.getByLabelText('Actual hours'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acknowledge the required procedures yourself before recording work on this order.',
    );
    expect(server.changes).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'I have read Isolate pump P-101 (revision 3)' })[0]);
    await waitFor(() => expect(server.orders[NUMBER].acknowledgements.p1['user-1']).toMatchObject({ revision: 3 }));
    expect(server.orders[NUMBER].acknowledgements.p1['user-2']).toEqual(theirs);
    await user.click(screen.getByRole('button', { name: 'Save the record' }));
    await waitFor(() => expect(server.orders[NUMBER].execution?.actualHours).toBe(2.5));
  });

  it('an editor not assigned sees the requirement but cannot acknowledge', async () => {
    open(scheduled({ requiredProcedures: ['p1'], assignees: ['user-3'] }), editor);
    expect(await screen.findByText('Not acknowledged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I have read/ })).not.toBeInTheDocument();
  });
});
