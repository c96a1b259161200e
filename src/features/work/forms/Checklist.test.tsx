// A preventive order's checklist, readings and signature ("Execution") through a real
// store and the work saga on the in-memory live server: refusals in words with nothing written,
// what is accepted is on the server; the order page shows the origin, the record and the signature.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser, UserRole } from '../../../lib/currentUser';
import type { ChecklistItem, PmOrigin, WorkExecution } from '../../../services/firebase/work';
import { testUser } from '../../../testing/render';
import OrderPage from '../pages/OrderPage';
import { PLAN_RAISER } from '../../../domain/generation';
import { moveRequested, selectWork, updateRequested } from '../workSlice';
import { ExecutionPanel } from './ExecutionPanel';
import { server } from '../fakeWorkService';
import { NUMBER, openOrder, order } from '../../../testing/harness/workForms';
import { followUpNumber, workNumberLabel } from '../../../lib/workNumber';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);

const STARTED: WorkExecution = {
  actualHours: 0,
  action: null,
  failureCause: null,
  delays: [],
  startedAt: '2026-11-23T07:00:00.000Z',
};
const PM: PmOrigin = {
  planId: 'plan0000000000000001',
  due: '2026-11-25',
  threshold: null,
  toleranceDays: 3,
  signatureRequired: false,
  equipmentIds: ['pump1'],
};
const CHECKLIST: ChecklistItem[] = [
  { text: 'Check the coupling guard', reading: null, done: false, value: null },
  { text: 'Discharge pressure', reading: { unit: 'bar', min: 2, max: 4.5 }, done: false, value: null },
];
const editor: CurrentUser = { ...testUser, role: UserRole.Editor };
const pmOrder = (extra = {}) =>
  order({
    title: 'Monthly pump inspection',
    workType: 'PM-INSP',
    status: 'inProgress',
    assignees: ['user-1'],
    execution: STARTED,
    pm: PM,
    checklist: CHECKLIST,
    raisedBy: PLAN_RAISER,
    ...extra,
  });
const open = (stored = pmOrder(), user = editor) => openOrder(stored, (item) => <ExecutionPanel order={item} />, user);

async function recordWork(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Actual hours'), '1.5');
  await user.selectOptions(screen.getByLabelText('Action taken'), 'Service');
}

/** A paragraph whose whole text is `text` (dates and names sit in their own <bdi>). */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;

beforeEach(() => server.reset());

describe('checklist execution', () => {
  it('saves ticked steps and a reading with the record, offline-first, without moving the order', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Check the coupling guard' }));
    await user.type(screen.getByLabelText('Discharge pressure (bar)'), '3,2');
    expect(screen.getByLabelText('Discharge pressure (bar)')).toHaveAccessibleDescription('Allowed: 2–4.5 bar');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));

    await waitFor(() => expect(server.changes).toHaveLength(1));
    const checklist = [
      { ...CHECKLIST[0], done: true },
      { ...CHECKLIST[1], value: 3.2 },
    ];
    expect(server.changes[0]).toMatchObject({ from: 'inProgress', to: 'inProgress', changes: { checklist } });
    expect(server.orders[NUMBER]).toMatchObject({ status: 'inProgress', checklist });
  });

  it('marks an out-of-range reading in words and raises a follow-up request in one click', async () => {
    const user = userEvent.setup();
    open();
    const reading = await screen.findByLabelText('Discharge pressure (bar)');
    await user.type(reading, '5.1');
    expect(reading).toHaveAttribute('aria-invalid', 'true');
    expect(reading).toHaveAccessibleDescription('Allowed: 2–4.5 bar Out of range (2–4.5)');
    expect(screen.getByText('Out of range (2–4.5)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Raise follow-up request' }));
    const link = await screen.findByRole('link', { name: /^WR-/ });
    const raised = Object.values(server.orders).find((o) => o.number !== NUMBER)!;
    expect(raised).toMatchObject({
      title: 'Out of range: Discharge pressure = 5.1 bar',
      equipmentId: 'pump1',
      workType: 'RPM-INSP',
      status: 'new',
    });
    expect(raised.description).toContain(NUMBER);
    // One per reading: its number is the order's and the step's, and it names them.
    expect(raised.number).toBe(followUpNumber(NUMBER, 1, PM.due));
    expect(raised.followUpOf).toEqual({ number: NUMBER, step: 1 });
    expect(link).toHaveAttribute('href', `/app/work/${raised.number}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Follow-up request raised: ${raised.number}`);
    expect(screen.queryByRole('button', { name: 'Raise follow-up request' })).toBeNull();
    // Raising the follow-up changed nothing on the order itself.
    expect(server.changes).toEqual([]);
  });

  it('after a reload, links a recorded reading to its follow-up instead of offering another', async () => {
    const recorded = pmOrder({ checklist: [CHECKLIST[0], { ...CHECKLIST[1], value: 5.1 }] });
    const number = followUpNumber(NUMBER, 1, PM.due);
    server.orders[number] = order({ number, status: 'new', followUpOf: { number: NUMBER, step: 1 } });
    open(recorded);
    const link = await screen.findByRole('link', { name: number });
    expect(link).toHaveAttribute('href', `/app/work/${number}`);
    expect(screen.queryByRole('button', { name: 'Raise follow-up request' })).toBeNull();
  });

  it('refuses a reading that is not a number, in words, writing nothing', async () => {
    const user = userEvent.setup();
    open();
    const reading = await screen.findByLabelText('Discharge pressure (bar)');
    await user.type(reading, '3 bar');
    await user.click(screen.getByRole('button', { name: 'Save the record' }));

    expect(reading).toHaveAccessibleDescription(
      'Allowed: 2–4.5 bar A reading is a number, for example 4.2 (digits, one decimal point or comma).',
    );
    expect(reading).toHaveFocus();
    expect(reading).toHaveValue('3 bar');
    expect(server.changes).toEqual([]);
    expect(server.orders[NUMBER]).toMatchObject({ version: 3, checklist: CHECKLIST });
  });
});

describe('signature', () => {
  const signed = () => pmOrder({ pm: { ...PM, signatureRequired: true } });

  it('blocks Work Complete without a typed signature, in words, writing nothing; then records it', async () => {
    const user = userEvent.setup();
    open(signed());
    await recordWork(user);
    await user.click(screen.getByRole('button', { name: 'Mark Work Complete' }));

    const field = screen.getByLabelText('Signature (type your full name)');
    expect(field).toHaveAccessibleDescription(
      'This order needs a signature: type your full name to sign before marking Work Complete.',
    );
    expect(field).toHaveFocus();
    expect(server.changes).toEqual([]);
    expect(server.orders[NUMBER]).toMatchObject({ status: 'inProgress', signature: null, completedAt: null });

    await user.type(field, '  Ana López ');
    await user.click(screen.getByRole('button', { name: 'Mark Work Complete' }));
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.changes[0]).toMatchObject({ to: 'workComplete', changes: { signature: { name: 'Ana López' } } });
    expect(server.orders[NUMBER]).toMatchObject({
      status: 'workComplete',
      signature: { name: 'Ana López', by: 'user-1' },
      completedAt: expect.any(String) as string,
    });
  });

  it('is checked again by the saga: a client skipping the form writes nothing', async () => {
    const { store } = open(signed());
    await screen.findByLabelText('Signature (type your full name)');
    const execution = { ...STARTED, actualHours: 1, action: 'service' as const };
    store.dispatch(moveRequested({ number: NUMBER, to: 'workComplete', changes: { execution }, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    store.dispatch(
      moveRequested({ number: NUMBER, to: 'workComplete', changes: { execution, signature: { name: ' ' } }, note: '' }),
    );
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    // A checklist of another size (the rules refuse it too), or with a reading that is not a number.
    store.dispatch(updateRequested({ number: NUMBER, changes: { checklist: [CHECKLIST[0]] }, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    const bad = [CHECKLIST[0], { ...CHECKLIST[1], value: Number.NaN }];
    store.dispatch(updateRequested({ number: NUMBER, changes: { checklist: bad }, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    // Each refusal was made before anything was queued (the saga answers on dispatch).
    expect(server.changes).toEqual([]);
    expect(server.orders[NUMBER]).toMatchObject({ status: 'inProgress', version: 3, signature: null });
  });

  it('asks for no signature when the plan does not', async () => {
    const user = userEvent.setup();
    open();
    await recordWork(user);
    expect(screen.queryByLabelText('Signature (type your full name)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark Work Complete' }));
    await waitFor(() => expect(server.orders[NUMBER].status).toBe('workComplete'));
    expect(server.orders[NUMBER].signature).toBeNull();
  });
});

describe('the order page', () => {
  const page = (stored: ReturnType<typeof order>, user = editor) =>
    openOrder(
      stored,
      () => (
        <Routes>
          <Route path="/app/work/:number" element={<OrderPage />} />
        </Routes>
      ),
      user,
    );

  it('links a follow-up request back to the preventive order and step it follows up', async () => {
    const pmNumber = 'plan0000000000000001_2026-11-25';
    page(order({ status: 'new', followUpOf: { number: pmNumber, step: 1 } }));
    const origin = await screen.findByRole('link', { name: workNumberLabel(pmNumber) });
    expect(origin).toHaveAttribute('href', `/app/work/${pmNumber}`);
    expect(origin.closest('p')).toHaveTextContent(
      `Follows up an out-of-range reading (step 2) on ${workNumberLabel(pmNumber)}`,
    );
  });

  it('shows the PM origin, the recorded checklist read-only and who signed when', async () => {
    const at = new Date(2026, 10, 23, 10, 5).toISOString();
    page(
      pmOrder({
        status: 'workComplete',
        execution: { ...STARTED, actualHours: 1.5, action: 'service' },
        checklist: [
          { ...CHECKLIST[0], done: true },
          { ...CHECKLIST[1], done: true, value: 1.5 },
        ],
        signature: { name: 'Ana López', by: 'user-1', at },
        completedAt: at,
      }),
    );
    const plan = await screen.findByRole('link', { name: 'Monthly pump inspection' });
    expect(plan).toHaveAttribute('href', '/app/plans/plan0000000000000001');
    expect(plan.closest('p')).toHaveTextContent('Preventive: Monthly pump inspection, due 25.11.2026');
    expect(screen.getByText('On time if completed within 3 days of the due date.')).toBeVisible();
    // Generated by its plan, not raised by the member whose device generated it.
    const origin = screen.getByRole('link', { name: 'maintenance plan' });
    expect(origin).toHaveAttribute('href', '/app/plans/plan0000000000000001');
    expect(origin.closest('p')).toHaveTextContent(/^Generated by its maintenance plan on/);
    expect(screen.queryByText(/Raised by/)).toBeNull();

    const checklist = screen.getByRole('group', { name: 'Checklist' });
    expect(within(checklist).getByRole('checkbox', { name: 'Check the coupling guard' })).toBeChecked();
    expect(within(checklist).getByRole('checkbox', { name: 'Check the coupling guard' })).toBeDisabled();
    expect(within(checklist).getByLabelText('Discharge pressure (bar)')).toHaveAttribute('readonly');
    expect(within(checklist).getByText('Out of range (2–4.5)')).toBeVisible();

    expect(screen.getByText(paragraph('Signed by Ana López on 23.11.2026 10:05'))).toBeVisible();
    expect(screen.getByText(paragraph('Work completed on 23.11.2026 10:05'))).toBeVisible();
  });

  it('shows a contractor visit with the failure cause defaulting to third party', async () => {
    page(
      order({
        workType: 'PM-INSP',
        status: 'inProgress',
        assignees: ['user-1'],
        execution: STARTED,
        contract: { site: 'north', id: 'contract000000000001', vendor: 'Acme Cranes', visit: '2026-11-23' },
      }),
    );
    expect(await screen.findByText('Contractor visit: Acme Cranes')).toBeVisible();
    expect(screen.getByLabelText('Failure cause')).toHaveValue('3RDPARTY');
  });
});
