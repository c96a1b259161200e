// A plan's page through a real store: details, checklist, schedule, the meter named from its
// equipment, compliance, and each of its orders on time, late, missed or open, linked to the order.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { workNumberLabel } from '../../../lib/workNumber';
import PlanPage from './PlanPage';
import { equipment, openPlansPage, plan, pmOrder } from '../../../testing/harness/planPages';

function Page() {
  return (
    <Routes>
      <Route path="/app/plans/:planId" element={<PlanPage />} />
    </Routes>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00'));
});
afterEach(() => vi.useRealTimers());

const meterPlan = plan({
  title: 'Dryer drive service',
  equipmentIds: ['dry1', 'pump1'],
  trigger: 'either',
  interval: { every: 6, unit: 'months' },
  meter: { equipmentId: 'dry1', meterId: 'run', every: 500 },
  nextThreshold: 12500,
  steps: [
    { text: 'Grease the bearings', reading: null },
    { text: 'Vibration at the drive end', reading: { unit: 'mm/s', min: null, max: 4.5 } },
  ],
  permits: ['CWP', 'ELCT'],
  signatureRequired: true,
  lastOrder: 'plan1_2026-11-05',
});
const doneOn = (day: string) => ({ status: 'workComplete' as const, completedAt: `${day}T12:00:00.000Z` });

describe('a plan’s page', () => {
  it('shows the plan, its schedule and its orders with their outcome', () => {
    const page = openPlansPage(<Page />, '/app/plans/plan1', 'editor');
    page.deliverPlans([meterPlan, plan({ id: 'other', title: 'Other plan' })]);
    page.deliverOrders([
      pmOrder('plan1', '2026-05-05', doneOn('2026-05-06'), 18),
      pmOrder('plan1', '2026-08-05', doneOn('2026-09-30'), 18),
      pmOrder('plan1', '2026-10-01', { status: 'cancelled' }, 18),
      pmOrder('plan1', '2026-11-05', {}, 10),
      pmOrder('other', '2026-11-01'),
    ]);
    page.deliverEquipment(equipment('dry1', [{ id: 'run', name: 'Running hours', unit: 'h' }]));

    expect(screen.getByRole('heading', { level: 1, name: 'Dryer drive service' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'PM1-DRY-001' })).toHaveAttribute(
      'href',
      '/app/assets/equipment/dry1',
    );
    expect(within(details).getByText('PM-INSP – Inspections')).toBeVisible();
    expect(within(details).getByText('Bob Ruiz')).toBeVisible();
    expect(within(details).getByText('CWP Cold work, ELCT Electrical isolation and work')).toBeVisible();

    const checklist = within(screen.getByRole('region', { name: 'Checklist' }));
    expect(checklist.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Grease the bearings',
      'Vibration at the drive endReading in mm/s: from any to 4.5',
    ]);

    const schedule = within(screen.getByRole('region', { name: 'Schedule' }));
    expect(schedule.getByText('Every 6 months or every 500 h of Running hours, whichever first')).toBeVisible();
    expect(schedule.getByText('01.12.2026 · At 12,500 on the meter')).toBeVisible();
    expect(schedule.getByText('5 days before the due date')).toBeVisible();
    expect(schedule.getByText('25% on time (1 of 4)')).toBeVisible();
    expect(screen.getAllByText('Overdue')[0]).toBeVisible();

    const orders = within(screen.getByRole('region', { name: 'Preventive orders' }));
    const rows = orders.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-work-number'))).toEqual([
      'plan1_2026-11-05',
      'plan1_2026-10-01',
      'plan1_2026-08-05',
      'plan1_2026-05-05',
    ]);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['Overdue', 'Missed', 'Late', 'On time']);
    // Shown by its readable number, opened by its id.
    expect(orders.getByRole('link', { name: workNumberLabel('plan1_2026-08-05') })).toHaveAttribute(
      'href',
      '/app/work/plan1_2026-08-05',
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('says when the plan does not exist', () => {
    const page = openPlansPage(<Page />, '/app/plans/gone');
    page.deliverPlans([meterPlan]);
    expect(screen.getByText('This plan does not exist (it may have been deleted).')).toBeVisible();
  });

  it('waits for the server before saying so: this device’s copy may hold only a part of the plans', () => {
    const page = openPlansPage(<Page />, '/app/plans/plan1');
    const other = plan({ id: 'other', title: 'Another plan' });
    page.deliverPlans([other], true);
    expect(screen.queryByText(/This plan does not exist/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    page.deliverPlans([other, meterPlan]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(meterPlan.title);
  });
});
