// The planning calendar through a real store: scheduled orders from the work listener (the one
// in-memory backend), the crew and its days from the board's, the plans delivered as the plans
// saga does. Each day's hours against the crew's, an over-full day said in words, preventive work
// coming due marked, the month and the craft kept in the address, and the weeks ahead as a chart.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../services/fakeBackend';
import { openPlansPage, plan } from '../../../testing/harness/planPages';
import { plannedOrder } from '../../../testing/workOrders';
import CalendarPage from './CalendarPage';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock('../../../services/firebase/crew', async (original) => ({
  ...(await original<object>()),
  ...(await import('../../../services/firebase/fakeCrew')).fakeCrew,
}));

// Monday 23 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00'));
  backend.reset();
  backend.crew = {
    people: {
      'u-bob': { crafts: ['Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
      'user-2': { crafts: ['Electrical', 'Mechanical'], hours: 8, days: [1, 2, 3, 4, 5] },
    },
    permitDays: {},
  };
  backend.crewDays = [{ uid: 'user-2', day: '2026-11-24', kind: 'holiday', hours: 8, note: '' }];
  backend.putOrders(
    plannedOrder('WR-20261101-AAA1', { status: 'weeklySchedule', scheduledFor: '2026-11-24', hours: 10 }),
    plannedOrder('WR-20261101-EEE2', {
      status: 'dailySchedule',
      scheduledFor: '2026-11-26',
      craft: 'Electrical',
      hours: 3,
    }),
    plannedOrder('WR-20261101-DEC3', { status: 'weeklySchedule', scheduledFor: '2026-12-03', hours: 2 }),
    plannedOrder('WR-20261101-RDY4', { hours: 50 }),
  );
});
afterEach(() => vi.useRealTimers());

const weekly = plan({ interval: { every: 1, unit: 'weeks' }, nextDue: '2026-11-25', estimatedHours: 6 });
const day = (d: string) => document.querySelector(`[data-day="${d}"]`) as HTMLElement;

function openCalendar(route = '/app/work/schedule/calendar') {
  const page = openPlansPage(<CalendarPage />, route, 'editor');
  page.deliverPlans([weekly]);
  return page;
}

describe('the planning calendar', () => {
  it('shows each day’s scheduled and due work against the crew’s hours, an over-full day in words', async () => {
    const page = openCalendar();
    const root = page.container.querySelector('[data-calendar-ready]')!;
    await vi.waitFor(() => expect(root).toHaveAttribute('data-calendar-ready', 'true'));
    expect(root).toHaveAttribute('data-month', '2026-11');
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();

    // Tuesday: 10 h of Mechanical on Bob's 8 h (the other person is on holiday).
    const tuesday = day('2026-11-24');
    expect(tuesday).toHaveAttribute('data-load', '10');
    expect(tuesday).toHaveAttribute('data-capacity', '8');
    expect(tuesday).toHaveAttribute('data-over', 'true');
    expect(within(tuesday).getByText('10 of 8 h')).toBeVisible();
    expect(within(tuesday).getByText(/over: Mechanical 2 h/)).toBeVisible();
    expect(within(tuesday).getByRole('link', { name: /AAA1 Title of WR-20261101-AAA1/ })).toHaveAttribute(
      'href',
      '/app/work/WR-20261101-AAA1',
    );

    // Wednesday: the weekly plan comes due (6 h), with both people in (8 h each, Mechanical for both).
    const wednesday = day('2026-11-25');
    expect(within(wednesday).getByRole('link', { name: weekly.title })).toHaveAttribute('href', '/app/plans/plan1');
    expect(within(wednesday).getByText('Preventive work due:')).toBeInTheDocument();
    expect(wednesday).toHaveAttribute('data-load', '6');
    expect(wednesday).not.toHaveAttribute('data-over');
    // Ready work is not on a day.
    expect(screen.queryByText(/RDY4/)).toBeNull();
    // A weekend day has neither work nor crew.
    expect(day('2026-11-28')).toHaveAttribute('data-capacity', '0');
  });

  it('keeps the month and the craft in the address, and shows one craft alone', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const page = openCalendar('/app/work/schedule/calendar?month=2026-12');
    const root = page.container.querySelector('[data-calendar-ready]')!;
    await vi.waitFor(() => expect(root).toHaveAttribute('data-calendar-ready', 'true'));
    expect(root).toHaveAttribute('data-month', '2026-12');
    expect(within(day('2026-12-03')).getByText(/DEC3/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(root).toHaveAttribute('data-month', '2026-11');
    await user.selectOptions(screen.getByLabelText('Craft'), 'Electrical');
    expect(within(day('2026-11-26')).getByText(/EEE2/)).toBeVisible();
    expect(within(day('2026-11-24')).queryByText(/AAA1/)).toBeNull();
    // Electrical's crew on Tuesday: its only person is on holiday.
    expect(day('2026-11-24')).toHaveAttribute('data-capacity', '0');
    expect(day('2026-11-26')).toHaveAttribute('data-capacity', '8');

    // A month that is not one falls back to this month.
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(root).toHaveAttribute('data-month', '2026-11');
  });

  it('charts the weeks ahead against the crew’s hours and counts the weeks over them', async () => {
    const page = openCalendar();
    await vi.waitFor(() =>
      expect(page.container.querySelector('[data-calendar-ready]')).toHaveAttribute('data-calendar-ready', 'true'),
    );
    // This week: 10 + 3 h scheduled and 6 h due, against 80 h less the 8 h holiday.
    const bar = page.container.querySelector('[data-bar="2026-11-23"]')!;
    expect(bar.querySelector('[data-limit]')).toHaveAttribute('data-limit', '72');
    expect(screen.getByRole('status')).toHaveTextContent('No week ahead is over the crew’s hours.');
    // A holiday for both all next week puts it over.
    act(() => {
      for (const d of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'])
        for (const uid of ['u-bob', 'user-2'])
          backend.crewDays.push({ uid, day: d, kind: 'holiday', hours: 8, note: '' });
      backend.changed();
    });
    expect(await screen.findByText('1 week ahead is over the crew’s hours.')).toBeVisible();
    expect(page.container.querySelector('[data-bar="2026-11-30"]')).toHaveAttribute('data-warn', 'true');
  });

  it('says when no crew is set', async () => {
    backend.crew = null;
    const page = openCalendar();
    await vi.waitFor(() =>
      expect(page.container.querySelector('[data-calendar-ready]')).toHaveAttribute('data-calendar-ready', 'true'),
    );
    expect(screen.getByText(/No crew is set yet/)).toBeVisible();
    expect(day('2026-11-24')).toHaveAttribute('data-capacity', '0');
  });
});
