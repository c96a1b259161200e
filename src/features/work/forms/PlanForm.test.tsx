// The planning form through a real store and the work saga; the service is a small in-memory
// server, so "nothing is written" is what the server holds, not a call that was not made.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppDispatch } from '../../../store/hooks';
import type { WorkRow } from '../workSlice';
import { moveRequested } from '../workSlice';
import { server } from '../fakeWorkService';
import { PlanForm } from './PlanForm';
import { KEY, NUMBER, openOrder, order } from '../../../testing/harness/workForms';
import { partsLive } from '../../inventory/inventoryLive';
import type { Part } from '../../../services/firebase/inventory';
import { jobPlansLive } from '../../jobPlans/jobPlansLive';
import { equipmentLive } from '../../plant/equipmentLive';
import type { JobPlan } from '../../../services/firebase/jobPlans';
import type { Equipment } from '../../../services/firebase/assets';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
// The catalogue arrives as the test says (below), not from a server.
vi.mock('../../../services/firebase/inventory', () => ({ subscribeParts: () => () => undefined }));
// So do the job plans and the order's equipment (its class).
vi.mock('../../jobPlans/jobPlansService', () => ({ subscribeJobPlans: () => () => undefined, JOB_PLANS_PAGE: 100 }));
vi.mock('../../plant/equipmentService', () => ({ subscribeEquipment: () => () => undefined }));

function Plan({ item }: { item: WorkRow }) {
  const dispatch = useAppDispatch();
  return (
    <PlanForm
      order={item}
      submitLabel="Ready to schedule"
      onCancel={() => undefined}
      onSubmit={(plan, note, requiredProcedures) =>
        dispatch(
          moveRequested({
            number: item.number,
            to: 'readyToSchedule',
            changes: requiredProcedures ? { plan, requiredProcedures } : { plan },
            note,
          }),
        )
      }
    />
  );
}

const open = (extra = {}) => openOrder(order(extra), (item) => <Plan item={item} />);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Ready to schedule' }));
const nothingWritten = () => {
  expect(server.changes).toEqual([]);
  expect(server.orders[NUMBER]).toMatchObject({ status: 'inPlanning', version: 3, plan: null });
};

beforeEach(() => server.reset());

describe('planning form', () => {
  it('shows every problem in words beside its field, keeps what was typed and writes nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a material' }));
    const material = screen.getByLabelText('Material 1');
    await user.click(material);
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Ready to schedule' }));

    const hours = screen.getByLabelText('Estimated hours');
    expect(hours).toHaveAccessibleDescription('Estimated hours must be more than 0 and at most 1,000.');
    expect(hours).toHaveFocus();
    expect(screen.getByLabelText('Craft')).toHaveAccessibleDescription(
      'Enter the craft (for example Mechanical). Choose one of the list or type another.',
    );
    expect(screen.getByRole('group', { name: 'Who does the work' })).toHaveAccessibleDescription(
      'Assign at least one person.',
    );
    expect(screen.getByRole('group', { name: 'Materials' })).toHaveAccessibleDescription(
      'Each material needs a description (up to 200 characters) and a quantity above 0; at most 50 lines.',
    );
    expect(screen.getByLabelText('Material 1')).toHaveValue('x'.repeat(10_000));
    nothingWritten();
  });

  it.each([
    ['-1', 'negative'],
    ['1001', 'absurd'],
    ['0', 'zero'],
    ['lots', 'not a number'],
  ])('refuses %s estimated hours (%s) and writes nothing', async (typed) => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Estimated hours'), typed);
    await user.type(screen.getByLabelText('Craft'), 'Mechanical');
    await user.click(screen.getByLabelText('Bob Ruiz'));
    await submit();
    expect(screen.getByLabelText('Estimated hours')).toHaveAccessibleDescription(
      'Estimated hours must be more than 0 and at most 1,000.',
    );
    expect(screen.getByLabelText('Estimated hours')).toHaveValue(typed);
    expect(screen.getByLabelText('Craft')).not.toHaveAttribute('aria-invalid');
    nothingWritten();
  });

  it('writes the move to Ready-to-Schedule with the plan and the note', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Estimated hours'), '6.5');
    await user.type(screen.getByLabelText('Craft'), 'Mechanical');
    await user.click(screen.getByLabelText('Bob Ruiz'));
    await user.click(screen.getByLabelText('Cleo Diaz'));
    // The estimate is the crew's labour: each of the two does half.
    expect(screen.getByLabelText('Estimated hours')).toHaveAccessibleDescription('2 people × 3.3 h each.');
    await user.click(screen.getByLabelText('CWP Cold work'));
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByLabelText('Material 1'), 'Mechanical seal kit');
    await user.clear(screen.getByLabelText('Quantity of material 1'));
    await user.type(screen.getByLabelText('Quantity of material 1'), '2');
    await user.type(screen.getByLabelText('Note for the timeline (optional)'), 'Seal kit in store');
    await submit();

    await waitFor(() => expect(server.changes).toHaveLength(1));
    const plan = {
      estimatedHours: 6.5,
      craft: 'Mechanical',
      assignees: ['user-2', 'user-3'],
      permits: ['CWP'],
      materials: [{ text: 'Mechanical seal kit', quantity: 2 }],
    };
    expect(server.changes[0]).toMatchObject({
      from: 'inPlanning',
      to: 'readyToSchedule',
      note: 'Seal kit in store',
      changes: { plan },
    });
    // The saga makes the plan's people the order's (the rules let assignees start the work).
    expect(server.orders[NUMBER]).toMatchObject({
      status: 'readyToSchedule',
      version: 4,
      plan,
      assignees: ['user-2', 'user-3'],
    });
  });

  it('starts from the stored plan', async () => {
    open({
      plan: {
        estimatedHours: 3,
        craft: 'Electrical',
        assignees: ['user-3'],
        permits: ['ELCT'],
        materials: [{ text: 'Fuse 10 A', quantity: 4 }],
      },
    });
    expect(await screen.findByLabelText('Estimated hours')).toHaveValue('3');
    expect(screen.getByLabelText('Craft')).toHaveValue('Electrical');
    expect(screen.getByLabelText('Cleo Diaz')).toBeChecked();
    expect(screen.getByLabelText('Bob Ruiz')).not.toBeChecked();
    expect(screen.getByLabelText('ELCT Electrical isolation and work')).toBeChecked();
    expect(screen.getByLabelText('Material 1')).toHaveValue('Fuse 10 A');
    expect(screen.getByLabelText('Quantity of material 1')).toHaveValue('4');
  });

  it('picks a part from the catalogue by number or description; whole pieces stay whole; free text stays', async () => {
    const user = userEvent.setup();
    const view = open();
    const part = (id: string, number: string, description: string, unit: Part['unit']): Part => ({
      id,
      number,
      description,
      unit,
      category: '',
      manufacturer: 'SKF',
      manufacturerNumber: `${number}-M`,
      vendor: '',
      unitCost: 10,
      fits: [],
      archived: false,
      keywords: [],
      createdAt: null,
      createdBy: 'user-1',
      updatedAt: null,
      updatedBy: 'user-1',
    });
    const items = [
      part('brg', 'BRG-6205', 'Ball bearing 6205', 'each'),
      part('oil', 'OIL-68', 'Gear oil ISO VG 68', 'litre'),
    ];
    await user.type(await screen.findByLabelText('Estimated hours'), '2');
    view.store.dispatch(
      partsLive.received(KEY.company, {
        items: items.map((i) => ({ ...i, pending: false })),
        fromCache: false,
        hasPendingWrites: false,
        corrupt: [],
      }),
    );
    await user.type(screen.getByLabelText('Craft'), 'Mechanical');
    await user.click(screen.getByLabelText('Bob Ruiz'));
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    const first = screen.getByLabelText('Material 1');
    expect(first).toHaveAccessibleDescription(
      'Type a part number, description or manufacturer’s number to pick from the catalogue.',
    );
    await user.type(first, 'gear');
    // The catalogue's matches are offered (a datalist: the browser shows them as the person types).
    const options = [...document.querySelectorAll(`#${first.getAttribute('list')} option`)].map((o) =>
      o.getAttribute('value'),
    );
    expect(options).toEqual(['OIL-68 – Gear oil ISO VG 68']);
    expect(first).toHaveAccessibleDescription('Not in the parts catalogue: kept as free text, not reserved.');
    await user.clear(first);
    await user.type(first, 'OIL-68 – Gear oil ISO VG 68');
    expect(first).toHaveAccessibleDescription(
      'A catalogue part (counted in litre): reserve it on the order’s parts card.',
    );
    await user.clear(screen.getByLabelText('Quantity of material 1'));
    await user.type(screen.getByLabelText('Quantity of material 1'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByLabelText('Material 2'), 'BRG-6205 – Ball bearing 6205');
    await user.clear(screen.getByLabelText('Quantity of material 2'));
    await user.type(screen.getByLabelText('Quantity of material 2'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByLabelText('Material 3'), 'Rags');
    await submit();
    expect(screen.getByRole('group', { name: 'Materials' })).toHaveAccessibleDescription(
      'A part counted in whole pieces needs a whole quantity.',
    );
    nothingWritten();
    await user.clear(screen.getByLabelText('Quantity of material 2'));
    await user.type(screen.getByLabelText('Quantity of material 2'), '2');
    await submit();
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.orders[NUMBER].plan?.materials).toEqual([
      { text: 'OIL-68 – Gear oil ISO VG 68', quantity: 0.5, partId: 'oil' },
      { text: 'BRG-6205 – Ball bearing 6205', quantity: 2, partId: 'brg' },
      { text: 'Rags', quantity: 1 },
    ]);
  });

  it('keeps the parts a stored plan names while their text is unchanged, before the catalogue arrives', async () => {
    const user = userEvent.setup();
    open({
      plan: {
        estimatedHours: 2,
        craft: 'Mechanical',
        assignees: ['user-3'],
        permits: [],
        materials: [
          { text: 'BRG-6205 – Ball bearing 6205', quantity: 2, partId: 'brg' },
          { text: 'SEAL-40 – Lip seal', quantity: 1, partId: 'seal' },
        ],
      },
    });
    // No catalogue on this device yet: the second line is changed, so it is free text now.
    await user.clear(await screen.findByLabelText('Material 2'));
    await user.type(screen.getByLabelText('Material 2'), 'Lip seal, any make');
    await submit();
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.orders[NUMBER].plan?.materials).toEqual([
      { text: 'BRG-6205 – Ball bearing 6205', quantity: 2, partId: 'brg' },
      { text: 'Lip seal, any make', quantity: 1 },
    ]);
  });

  it('fills the plan from a job plan that fits the equipment, and requires its procedures', async () => {
    const user = userEvent.setup();
    const view = open();
    const job = (id: string, title: string, classes: string[], extra: Partial<JobPlan> = {}): JobPlan => ({
      id,
      title,
      description: '',
      steps: [],
      craft: 'Mechanical',
      estimatedHours: 6,
      crewSize: 2,
      permits: ['CWP'],
      materials: [{ text: 'Mechanical seal 45 mm', quantity: 1 }],
      procedures: ['loto1'],
      tools: [],
      classes,
      revision: 3,
      keywords: [],
      archived: false,
      createdAt: null,
      createdBy: 'user-1',
      updatedAt: null,
      updatedBy: 'user-1',
      updatedByName: 'Ana López',
      ...extra,
    });
    const items = [
      job('align', 'Alignment check', [], { craft: 'Millwright', estimatedHours: 2, crewSize: 1, procedures: [] }),
      job('rewind', 'Rewind a motor', ['motor']),
      job('seal', 'Replace a pump mechanical seal', ['pump']),
    ];
    await screen.findByLabelText('Estimated hours');
    view.store.dispatch(
      jobPlansLive.received(
        { company: KEY.company, filter: { archived: false, search: '' } },
        {
          items: items.map((i) => ({ ...i, pending: false })),
          fromCache: false,
          hasPendingWrites: false,
          corrupt: [],
          hasMore: false,
        },
      ),
    );
    view.store.dispatch(
      equipmentLive.received(
        { plant: KEY, eqid: 'pump1' },
        {
          item: { id: 'pump1', equipmentClass: 'pump', pending: false } as unknown as Equipment & { pending: boolean },
          fromCache: false,
          hasPendingWrites: false,
        },
      ),
    );
    const picker = await screen.findByLabelText('Job plan');
    // The pump's own job plan first, then the one for any equipment; the motor's is not offered.
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a job plan',
      'Replace a pump mechanical seal · Mechanical · 6 h',
      'Alignment check · Millwright · 2 h',
    ]);
    await user.selectOptions(picker, 'seal');
    await user.click(screen.getByRole('button', { name: 'Fill the plan' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Filled from Replace a pump mechanical seal (revision 3). It takes 2 people. 1 procedure to read first will be required on the order.',
    );
    expect(screen.getByLabelText('Estimated hours')).toHaveValue('6');
    expect(screen.getByLabelText('Craft')).toHaveValue('Mechanical');
    expect(screen.getByLabelText('CWP Cold work')).toBeChecked();
    expect(screen.getByLabelText('Material 1')).toHaveValue('Mechanical seal 45 mm');
    // Who does it is still the planner's choice: nothing is sent without people.
    await submit();
    expect(screen.getByRole('group', { name: 'Who does the work' })).toHaveAccessibleDescription(
      'Assign at least one person.',
    );
    nothingWritten();
    await user.click(screen.getByLabelText('Bob Ruiz'));
    await user.click(screen.getByLabelText('Cleo Diaz'));
    await submit();
    await waitFor(() => expect(server.changes).toHaveLength(1));
    expect(server.changes[0]).toMatchObject({
      to: 'readyToSchedule',
      note: 'Planned from job plan "Replace a pump mechanical seal", revision 3.',
      changes: {
        plan: {
          estimatedHours: 6,
          craft: 'Mechanical',
          assignees: ['user-2', 'user-3'],
          permits: ['CWP'],
          materials: [{ text: 'Mechanical seal 45 mm', quantity: 1 }],
        },
        requiredProcedures: ['loto1'],
      },
    });
  });
});
