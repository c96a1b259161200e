// The plans list through a real store: plans and orders delivered as the plans saga delivers
// them; what an admin and an editor see; search and the overdue filter; compliance in figures and
// in the chart's table; the generation hooks on the root.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../../store/featureRegistry';
import { generationFinished, selectRecount } from '../plansSlice';
import PlansListPage from './PlansListPage';
import { fakePlansFeature, openPlansPage, plan, pmOrder, server } from '../../../testing/harness/planPages';

function Page() {
  useFeature(fakePlansFeature);
  return (
    <Routes>
      <Route path="/app/plans" element={<PlansListPage />} />
      <Route path="/app/plans/:planId" element={<h1>Plan page</h1>} />
    </Routes>
  );
}

const plans = [
  plan(),
  plan({
    id: 'plan2',
    title: 'Fan vibration route',
    equipmentIds: ['fan1', 'pump1'],
    trigger: 'either',
    interval: { every: 3, unit: 'months' },
    meter: { equipmentId: 'fan1', meterId: 'm1', every: 500 },
    nextThreshold: 1500,
    scheduling: 'floating',
    nextDue: '2027-01-15',
  }),
  plan({ id: 'plan3', title: 'Pump alignment', equipmentIds: ['pump1'], active: false, pending: true }),
];
const doneOn = (day: string) => ({ status: 'workComplete' as const, completedAt: `${day}T12:00:00.000Z` });
const orders = [
  pmOrder('plan1', '2026-10-01', doneOn('2026-10-02')),
  pmOrder('plan1', '2026-10-31', doneOn('2026-11-10')), // late
  pmOrder('plan1', '2026-11-05'), // overdue on 23 Nov
  pmOrder('plan2', '2026-09-15', doneOn('2026-09-15')),
];

beforeEach(() => {
  server.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('the plans list', () => {
  it('lists each plan with its equipment, trigger, scheduling, next due date, compliance and flags', () => {
    const page = openPlansPage(<Page />, '/app/plans');
    expect(screen.getByText('Loading the plans…')).toBeVisible();
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

    const first = within(row('Lubricate the dryer bearings'));
    expect(first.getByText('PM1-DRY-001')).toBeVisible();
    expect(first.getByText('Every 30 days')).toBeVisible();
    expect(first.getByText('Fixed')).toBeVisible();
    expect(first.getByText('01.12.2026')).toBeVisible();
    expect(first.getByText('33% on time (1 of 3)')).toBeVisible();
    expect(first.getByText('Overdue')).toBeVisible();

    const second = within(row('Fan vibration route'));
    expect(second.getByRole('cell', { name: 'PM1-HOOD-FAN, P-101' })).toBeVisible();
    expect(second.getByText('Every 3 months or every 500 on a meter of PM1-HOOD-FAN, whichever first')).toBeVisible();
    expect(second.getByText('Floating')).toBeVisible();
    expect(second.getByText('15.01.2027 · At 1,500 on the meter')).toBeVisible();
    expect(second.getByText('100% on time (1 of 1)')).toBeVisible();
    expect(second.queryByText('Overdue')).toBeNull();

    const third = within(row('Pump alignment'));
    expect(third.getByText('Paused')).toBeVisible();
    expect(third.getByText('waiting to sync')).toBeVisible();
    expect(third.getByText('No data')).toBeVisible();
    expect(row('Pump alignment')).toHaveAttribute('data-plan-id', 'plan3');

    expect(screen.getByText('Plant PM compliance, last 12 months: 50% on time (2 of 4)')).toBeVisible();
  });

  it('names the on-time rule; an admin chooses another and recounts by it', async () => {
    const page = openPlansPage(<Page />, '/app/plans');
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    expect(
      screen.getByText('On time: within 10% of the interval after the due date (Stangier and Smith’s rule).'),
    ).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'A preventive order is on time when done' });
    expect(select).toHaveValue('tenPercent');
    expect(select).toHaveAccessibleDescription(/Done early is always on time/);
    expect(screen.getByRole('button', { name: 'Recount from the orders' })).toBeEnabled();

    const user = userEvent.setup();
    await user.selectOptions(select, 'by the due date (SMRP 5.4.14)');
    await user.click(screen.getByRole('button', { name: 'Use this rule and recount' }));
    // The recount runs (the saga, tested apart, saves the rule first): the button waits for it.
    expect(selectRecount(page.store.getState()).status).toBe('running');
    expect(screen.getByRole('button', { name: 'Use this rule and recount' })).toBeDisabled();
  });

  it('searches by title or tag and filters overdue and paused plans', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const page = openPlansPage(<Page />, '/app/plans');
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    const titles = () =>
      [...page.container.querySelectorAll('tr[data-plan-id]')].map((r) => r.getAttribute('data-plan-id'));
    await user.type(screen.getByLabelText('Search the plans'), 'p-101');
    expect(titles()).toEqual(['plan2', 'plan3']);
    await user.clear(screen.getByLabelText('Search the plans'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Overdue');
    expect(titles()).toEqual(['plan1']);
    await user.selectOptions(screen.getByLabelText('Show'), 'Paused');
    expect(titles()).toEqual(['plan3']);
    await user.type(screen.getByLabelText('Search the plans'), 'nothing like it');
    expect(screen.getByText('No plans match.')).toBeVisible();
  });

  it('opens on the filter the address asks for (Home links to ?show=overdue)', () => {
    const page = openPlansPage(<Page />, '/app/plans?show=overdue');
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    expect(screen.getByLabelText('Show')).toHaveValue('overdue');
    expect([...page.container.querySelectorAll('tr[data-plan-id]')].map((r) => r.getAttribute('data-plan-id'))).toEqual(
      ['plan1'],
    );
  });

  it('gives compliance per month as a labelled image and a table of the same numbers', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const page = openPlansPage(<Page />, '/app/plans');
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    const name = 'Preventive orders per month of their due date, last 12 months: on time, late and missed';
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
    const table = screen.getByRole('table', { name });
    const october = within(table).getByRole('rowheader', { name: 'Oct 26' }).closest('tr')!;
    expect([...october.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['1', '1', '0', '2', '50%']);
    const november = within(table).getByRole('rowheader', { name: 'Nov 26' }).closest('tr')!;
    expect([...november.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['0', '0', '1', '1', '0%']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const toggle = screen.getByRole('button', { name: 'Show the numbers as a table' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets an admin pause and resume a plan and says what the generation did', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const page = openPlansPage(<Page />, '/app/plans');
    for (const p of plans) server.plans.set(p.id, p);
    page.deliverPlans(plans);
    expect(screen.getByRole('link', { name: 'New plan' })).toHaveAttribute('href', '/app/plans/new');
    expect(screen.getByRole('link', { name: 'Edit Pump alignment' })).toHaveAttribute('href', '/app/plans/plan3/edit');
    act(() => {
      page.store.dispatch(
        generationFinished({ generated: 3, read: 4, finishedAt: '2026-11-23T10:00:00Z', plant: null }),
      );
    });
    expect(screen.getByText('3 preventive orders generated')).toBeVisible();
    const root = page.container.querySelector('[data-generation]')!;
    expect(root).toHaveAttribute('data-generation', 'done');
    expect(root).toHaveAttribute('data-generated', '3');
    expect(root).toHaveAttribute('data-read', '4');
    await user.click(screen.getByRole('button', { name: 'Pause Lubricate the dryer bearings' }));
    const first = screen.getByRole('link', { name: 'Lubricate the dryer bearings' }).closest('tr')!;
    expect(within(first).getByText('Paused')).toBeVisible();
    expect(within(first).getByText('waiting to sync')).toBeVisible();
    expect(server.plans.get('plan1')?.active).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Resume Lubricate the dryer bearings' }));
    expect(server.plans.get('plan1')?.active).toBe(true);
  });

  it('shows an editor the plans without ways to change them', () => {
    const page = openPlansPage(<Page />, '/app/plans', 'editor');
    page.deliverPlans(plans);
    expect(screen.getByText('Admins create and change plans; you can read them.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('reads in Spanish', () => {
    const page = openPlansPage(<Page />, '/app/plans', 'admin', 'es');
    page.deliverPlans(plans);
    page.deliverOrders(orders);
    const row = screen.getByRole('link', { name: 'Fan vibration route' }).closest('tr')!;
    expect(
      within(row).getByText('Cada 3 meses o cada 500 en un contador de PM1-HOOD-FAN, lo que ocurra primero'),
    ).toBeVisible();
    expect(within(row).getByText('Flotante')).toBeVisible();
    expect(within(row).getByText('100 % a tiempo (1 de 1)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo plan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pausar Fan vibration route' })).toBeVisible();
  });
});
