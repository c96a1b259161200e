// The plan editor through a real store and a stand-in plans saga: every problem said beside its
// field with nothing saved and nothing typed lost; a good plan saved and its page opened; the
// checklist's steps added, moved and removed from the keyboard; meter plans and their meters.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../../store/featureRegistry';
import PlanEditPage from './PlanEditPage';
import { equipment, fakePlansFeature, openPlansPage, plan, server } from '../../../testing/harness/planPages';

function Page() {
  useFeature(fakePlansFeature);
  return (
    <Routes>
      <Route path="/app/plans/new" element={<PlanEditPage />} />
      <Route path="/app/plans/:planId/edit" element={<PlanEditPage />} />
      <Route path="/app/plans/:planId" element={<h1>Plan page</h1>} />
    </Routes>
  );
}

beforeEach(() => server.reset());

async function chooseEquipment(user: ReturnType<typeof userEvent.setup>, query: string, tag: RegExp) {
  await user.clear(screen.getByLabelText('Find equipment by tag or name'));
  await user.type(screen.getByLabelText('Find equipment by tag or name'), query);
  await user.click(screen.getByRole('checkbox', { name: tag }));
}

describe('the plan editor', () => {
  it('names every problem beside its field, keeps what was typed and saves nothing', async () => {
    const user = userEvent.setup();
    const { router } = openPlansPage(<Page />, '/app/plans/new');
    await user.type(screen.getByLabelText('Every'), '0');
    await user.type(screen.getByLabelText('Estimated hours'), 'two');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));

    expect(screen.getByRole('alert')).toHaveTextContent('5 fields need attention; nothing was saved.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Give the plan a title.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('Choose at least one piece of equipment.')).toBeVisible();
    expect(screen.getByLabelText('Estimated hours')).toHaveAccessibleDescription(
      'Estimated hours must be a number above 0 and at most 1,000.',
    );
    expect(screen.getByLabelText('Estimated hours')).toHaveValue('two');
    expect(screen.getByLabelText('Craft')).toHaveAccessibleDescription(/Name the craft/);
    expect(screen.getByLabelText('Every')).toHaveAccessibleDescription(
      'The interval must be a whole number of at least 1.',
    );
    expect(server.saves).toBe(0);
    expect(router.state.location.pathname).toBe('/app/plans/new');
  });

  it('refuses an interval over 10 years and a lead time longer than the interval', async () => {
    const user = userEvent.setup();
    openPlansPage(<Page />, '/app/plans/new');
    await user.type(screen.getByLabelText('Every'), '11');
    await user.selectOptions(screen.getByLabelText('Unit'), 'years');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(screen.getByLabelText('Every')).toHaveAccessibleDescription('The interval is at most 10 years.');

    await user.clear(screen.getByLabelText('Every'));
    await user.type(screen.getByLabelText('Every'), '2');
    await user.selectOptions(screen.getByLabelText('Unit'), 'weeks');
    await user.clear(screen.getByLabelText('Lead time (days)'));
    await user.type(screen.getByLabelText('Lead time (days)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(screen.getByLabelText('Lead time (days)')).toHaveAccessibleDescription(
      expect.stringContaining('The lead time is longer than the interval (14 days).'),
    );
    expect(server.saves).toBe(0);
  });

  it('says when the meter’s equipment has no meters, and refuses a meter plan on it', async () => {
    const user = userEvent.setup();
    const page = openPlansPage(<Page />, '/app/plans/new');
    await chooseEquipment(user, 'dryer', /PM1-DRY-001/);
    await user.click(screen.getByRole('radio', { name: 'Meter' }));
    expect(screen.getByText('Loading the meters of PM1-DRY-001…')).toBeVisible();
    page.deliverEquipment(equipment('dry1', []));
    expect(
      screen.getByText(/PM1-DRY-001 has no meters\. Add one on its page, or use a calendar interval\./),
    ).toBeVisible();
    expect(screen.queryByLabelText('Every')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(screen.getByLabelText('Meter to follow')).toHaveAccessibleDescription(
      'Choose the meter that triggers the plan.',
    );
    expect(server.saves).toBe(0);
  });

  it('saves a meter plan on one of the equipment’s meters', async () => {
    const user = userEvent.setup();
    const page = openPlansPage(<Page />, '/app/plans/new');
    await user.type(screen.getByLabelText('Title'), 'Fan bearings');
    await chooseEquipment(user, 'fan', /PM1-HOOD-FAN/);
    await user.click(screen.getByRole('radio', { name: 'Whichever comes first' }));
    page.deliverEquipment(equipment('fan1', [{ id: 'run', name: 'Running hours', unit: 'h' }]));
    await user.selectOptions(screen.getByLabelText('Meter to follow'), 'Running hours (h)');
    await user.type(screen.getByLabelText('Every (h)'), '500');
    await user.type(screen.getByLabelText('Every'), '6');
    await user.type(screen.getByLabelText('Estimated hours'), '1,5');
    await user.type(screen.getByLabelText('Craft'), 'Mechanical');
    await user.click(screen.getByRole('radio', { name: 'Floating' }));
    expect(
      screen.getByText(/Floating: the next due date counts from the day the last order was completed/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    await screen.findByRole('heading', { name: 'Plan page' });
    expect(server.plans.get('new1')).toMatchObject({
      title: 'Fan bearings',
      equipmentIds: ['fan1'],
      trigger: 'either',
      interval: { every: 6, unit: 'months' },
      meter: { equipmentId: 'fan1', meterId: 'run', every: 500 },
      estimatedHours: 1.5,
      scheduling: 'floating',
      workType: 'PM-INSP',
    });
  });

  it('builds the checklist from the keyboard: add, type, move up and down, remove, with reading limits checked', async () => {
    const user = userEvent.setup();
    openPlansPage(<Page />, '/app/plans/new');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(screen.getByLabelText('Step 1')).toHaveFocus();
    await user.keyboard('Check the guard');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await user.keyboard('Measure vibration');
    await user.click(screen.getByRole('checkbox', { name: 'Step 2 asks for a reading' }));
    const reading = screen.getByRole('group', { name: 'Step 2 asks for a reading' });
    await user.type(within(reading).getByLabelText('Unit'), 'mm/s');
    await user.type(within(reading).getByLabelText('Lowest allowed'), '5');
    await user.type(within(reading).getByLabelText('Highest allowed'), '2');

    screen.getByRole('button', { name: 'Move step 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Step 1')).toHaveValue('Measure vibration');
    expect(screen.getByLabelText('Step 2')).toHaveValue('Check the guard');
    expect(screen.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(screen.getByText('The lowest allowed value is above the highest.')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Step 1 asks for a reading' })).getByLabelText('Lowest allowed'),
    ).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByLabelText('Step 1')).toHaveValue('Check the guard');
    expect(screen.queryByLabelText('Step 2')).toBeNull();
    expect(server.saves).toBe(0);
  });

  it('edits a plan with its fields filled in, and saves it under its own id', async () => {
    const user = userEvent.setup();
    const page = openPlansPage(<Page />, '/app/plans/plan1/edit');
    const stored = plan({ permits: ['CWP'], signatureRequired: true });
    server.plans.set('plan1', stored);
    page.deliverPlans([stored]);
    expect(screen.getByRole('heading', { name: 'Edit Lubricate the dryer bearings' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Lubricate the dryer bearings');
    expect(screen.getByLabelText('Every')).toHaveValue('30');
    expect(screen.getByLabelText('Unit')).toHaveValue('days');
    expect(screen.getByLabelText('Start date (first due date)')).toHaveValue('01.01.2026');
    expect(screen.getByRole('checkbox', { name: 'CWP Cold work' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bob Ruiz' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A signature is required to complete the order' })).toBeChecked();
    expect(screen.getByLabelText('Step 1')).toHaveValue('Grease the bearings');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Grease the dryer');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    await screen.findByRole('heading', { name: 'Plan page' });
    expect(server.plans.get('plan1')).toMatchObject({ title: 'Grease the dryer', permits: ['CWP'] });
    expect(server.saves).toBe(1);
  });

  it('tells an editor that only admins change plans', () => {
    openPlansPage(<Page />, '/app/plans/new', 'editor');
    expect(screen.getByText('Only admins create and change maintenance plans.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the plan' })).toBeNull();
  });
});
