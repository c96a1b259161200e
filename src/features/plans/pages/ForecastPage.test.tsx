// The 12-week forecast through a real store: plans, open orders and the plant's meters delivered as the plans saga does,
// the crew capacity from the schedule's (in-memory) settings; weeks over capacity said in words,
// the chart as a labelled image with its table, the ready hook.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plantMetersLive } from '../plansLive';
import { server as schedule } from '../../work/schedule/fakeScheduleService';
import ForecastPage from './ForecastPage';
import { backend } from '../../../services/fakeBackend';
import { KEY, openPlansPage, plan } from '../../../testing/harness/planPages';

vi.mock('../../../services/firebase/crew', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeCrew')).fakeCrew,
}));
vi.mock('../../work/schedule/scheduleService', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../work/schedule/fakeScheduleService')).fakeScheduleService,
}));

beforeEach(() => {
  schedule.reset();
  backend.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00')); // a Monday
});
afterEach(() => vi.useRealTimers());

const weekly = plan({ interval: { every: 1, unit: 'weeks' }, nextDue: '2026-11-25', estimatedHours: 30 });
const monthly = plan({
  id: 'plan2',
  title: 'Fan belt check',
  interval: { every: 1, unit: 'months' },
  nextDue: '2026-12-02',
  estimatedHours: 15,
});
const meterPlan = plan({
  id: 'plan3',
  title: 'Pump seal by running hours',
  trigger: 'meter',
  interval: null,
  nextDue: null,
  meter: { equipmentId: 'pump1', meterId: 'run', every: 100 },
  nextThreshold: 1100,
  craft: 'Electrical',
  estimatedHours: 4,
});
/** pump1's running-hours meter in the plant's meters: its latest value and where its rate counts from. */
const meter = (value: number, day: string, sinceValue: number, sinceDay: string) => ({
  equipmentId: 'pump1',
  meterId: 'run',
  value,
  readAt: `${day}T08:00:00.000Z`,
  readingId: 'r2',
  since: { value: sinceValue, readAt: `${sinceDay}T08:00:00.000Z` },
  pending: false,
});

describe('the 12-week forecast', () => {
  it('lists each week’s orders and hours per craft against capacity, saying which weeks are over', async () => {
    schedule.capacity = { Mechanical: 40, Electrical: 20 };
    const page = openPlansPage(<ForecastPage />, '/app/plans/forecast', 'editor');
    const root = page.container.querySelector('[data-forecast-ready]')!;
    expect(root).toHaveAttribute('data-forecast-ready', 'false');
    page.deliverPlans([weekly, monthly, meterPlan, plan({ id: 'paused', title: 'Paused plan', active: false })]);
    page.deliverOrders([]);
    // Drawn from the plans; the meter plan waits for its meter's readings, and says so.
    expect(root).toHaveAttribute('data-forecast-ready', 'true');
    expect(root).toHaveAttribute('data-forecast-meters', 'false');
    expect(screen.getByText('1 meter plan joins the forecast as its meter’s readings arrive…')).toBeVisible();
    act(() => {
      // 1000 h on 20.11, counting from 900 h on 10.11: 10 h a day.
      page.store.dispatch(
        plantMetersLive.received(KEY, {
          items: [meter(1000, '2026-11-20', 900, '2026-11-10')],
          fromCache: false,
          hasPendingWrites: false,
          corrupt: [],
        }),
      );
    });
    expect(root).toHaveAttribute('data-forecast-meters', 'true');
    expect(screen.queryByText(/joins the forecast/)).toBeNull();
    expect(await screen.findByText('3 weeks are over capacity.')).toBeVisible();

    const rows = page.container.querySelectorAll('tr[data-week]');
    expect(rows).toHaveLength(12);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('rowheader')).toHaveTextContent('23.11.2026');
    expect(first.getByRole('link', { name: 'Lubricate the dryer bearings' })).toHaveAttribute(
      'href',
      '/app/plans/plan1',
    );
    expect(rows[0].querySelector('li')).toHaveTextContent('Lubricate the dryer bearings due 25.11.2026');
    expect(first.getByText('Mechanical: 30 of 40 h')).toBeVisible();
    expect(first.getByText('Within capacity')).toBeVisible();

    // 2 December: the weekly plan and the monthly one together, 45 h against 40.
    const second = rows[1] as HTMLElement;
    expect(second).toHaveAttribute('data-overloaded', 'true');
    expect(within(second).getByText('Mechanical: 45 of 40 h')).toHaveClass('text-danger-emphasis');
    expect(within(second).getByText('Overloaded: Mechanical (over by 5 h)')).toBeVisible();

    // The pump's meter rises 10 h a day, 1,000 h on 20 November: 1,100 h on 30 November.
    expect(within(second).getByText('Pump seal by running hours')).toBeVisible();
    expect(within(second).getByText('Pump seal by running hours').closest('li')).toHaveTextContent(
      'Pump seal by running hours due 30.11.2026 (meter, projected)',
    );
    expect(within(second).getByText('Electrical: 4 of 20 h')).toBeVisible();
    expect(page.container.textContent).not.toContain('Paused plan');

    const chart =
      'Estimated preventive hours per week for the next 12 weeks, by craft, against the total crew capacity';
    expect(screen.getByRole('img', { name: chart })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: chart });
    const week2 = within(table).getByRole('rowheader', { name: '30.11' }).closest('tr')!;
    expect([...week2.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '4',
      '45',
      '49',
      '60',
      'Overloaded: Mechanical (over by 5 h)',
    ]);
  });

  it('is not ready from this device’s copy alone (a part of the list), and says so', () => {
    const page = openPlansPage(<ForecastPage />, '/app/plans/forecast');
    const root = page.container.querySelector('[data-forecast-ready]')!;
    // The cache holds only what an earlier query read: the first snapshot is a part of the list.
    page.deliverPlans([monthly], true);
    page.deliverOrders([]);
    expect(screen.getByText('Shown from this device’s copy: the server has not answered yet.')).toBeVisible();
    expect(screen.getAllByText('Fan belt check').length).toBeGreaterThan(0);
    expect(root).toHaveAttribute('data-forecast-ready', 'false');
    page.deliverPlans([weekly, monthly]);
    expect(root).toHaveAttribute('data-forecast-ready', 'true');
    expect(screen.queryByText(/the server has not answered yet/)).toBeNull();
    expect(screen.getAllByText('Lubricate the dryer bearings').length).toBeGreaterThan(0);
  });

  it('says when a meter plan cannot be projected and when no capacity is set', () => {
    const page = openPlansPage(<ForecastPage />, '/app/plans/forecast');
    page.deliverPlans([meterPlan]);
    page.deliverOrders([]);
    // Its meter has one reading: no daily rate yet.
    act(() => {
      page.store.dispatch(
        plantMetersLive.received(KEY, {
          items: [meter(900, '2026-11-10', 900, '2026-11-10')],
          fromCache: false,
          hasPendingWrites: false,
          corrupt: [],
        }),
      );
    });
    expect(screen.getByText(/1 meter plan is not in the forecast/)).toBeVisible();
    expect(screen.getByText(/No crew capacity is set yet/)).toBeVisible();
    expect(screen.getByText('No week is over capacity.')).toBeVisible();
  });

  it('counts capacity week by week from the board’s crew when one is set, absences included', async () => {
    schedule.capacity = { Mechanical: 1000 };
    // Two mechanics, 8 h on weekdays: 80 h a week; one away all the week of 30 November.
    backend.crew = {
      people: {
        'user-1': { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
        'user-2': { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
      },
      permitDays: {},
    };
    backend.crewDays = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((day) => ({
      uid: 'user-2',
      day,
      kind: 'holiday' as const,
      hours: 8,
      note: '',
    }));
    const page = openPlansPage(<ForecastPage />, '/app/plans/forecast');
    page.deliverPlans([weekly, monthly]);
    page.deliverOrders([]);
    const rows = () => page.container.querySelectorAll('tr[data-week]');
    // 45 h of Mechanical against the crew's 40 that week (not the schedule's 1,000).
    await vi.waitFor(() => expect(within(rows()[1] as HTMLElement).getByText('Mechanical: 45 of 40 h')).toBeVisible());
    expect(rows()[1]).toHaveAttribute('data-overloaded', 'true');
    expect(within(rows()[0] as HTMLElement).getByText('Mechanical: 30 of 80 h')).toBeVisible();
    expect(screen.getByText(/Capacity is each week’s hours of the crew/)).toBeVisible();
    // Each week's bar carries its own capacity mark.
    expect(page.container.querySelector('[data-bar="2026-11-30"] [data-limit]')).toHaveAttribute('data-limit', '40');
  });
});
