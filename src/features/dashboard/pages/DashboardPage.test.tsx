// The dashboard page through a real store and the dashboard saga over an in-memory service: the
// KPI tiles worked out from the rollup months and the server's counts, each with its formula;
// "—" with the reason where a figure would divide by zero; "no data for this period" and never
// NaN; the counts offline; the admin's rebuild; the KPI CSV. (Chart.js itself: KpiChart.test.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../store/rootReducer';
import { UserRole } from '../../../lib/currentUser';
import { dayOf } from '../../../lib/days';
import type { PmOnTimeRule } from '../../../domain/plans';
import { emptyCounts, type WorkStatsMonth } from '../../../services/firebase/stats';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import { plantState } from '../../../testing/harness/contracts';
import { initialSettings } from '../../settings/settingsSlice';
import DashboardRoutes from '../DashboardRoutes';
import type * as Service from '../dashboardService';
import type { DashboardCounts, DowntimeMonth } from '../dashboardService';
import { liveState } from '../../../testing/live';
import { registerLive } from '../../plant/registerLive';

interface Fake {
  stats: WorkStatsMonth[];
  pm: { month: string; plans: Record<string, { onTime: number; late: number; missed: number }>; rule: PmOnTimeRule }[];
  capacity: Record<string, number> | null;
  downtime: DowntimeMonth[];
  counts: DashboardCounts | null;
  countError: { code: string; message: string } | null;
  asked: { plant: string; first: string; last: string }[];
  counted: string[];
  rebuilt: string[][];
}

const fake: Fake = vi.hoisted(() => ({
  stats: [] as WorkStatsMonth[],
  pm: [] as {
    month: string;
    plans: Record<string, { onTime: number; late: number; missed: number }>;
    rule: PmOnTimeRule;
  }[],
  capacity: { Mechanical: 80, Electrical: 40 },
  downtime: [] as DowntimeMonth[],
  counts: null as DashboardCounts | null,
  countError: null as { code: string; message: string } | null,
  asked: [] as { plant: string; first: string; last: string }[],
  counted: [] as string[],
  rebuilt: [] as string[][],
}));

vi.mock('../dashboardService', async () => {
  const actual = await vi.importActual<typeof Service>('../dashboardService');
  const list = <T,>(items: T[]) => ({ items, fromCache: false, hasPendingWrites: false, corrupt: [] });
  return {
    AGE_BUCKETS: actual.AGE_BUCKETS,
    subscribeStats: (k: { plant: string }, first: string, last: string, l: { next: (v: unknown) => void }) => {
      fake.asked.push({ plant: k.plant, first, last });
      l.next(list(fake.stats));
      return () => undefined;
    },
    subscribePmMonths: (_k: unknown, _f: string, _l: string, l: { next: (v: unknown) => void }) => {
      l.next(list(fake.pm));
      return () => undefined;
    },
    subscribeDowntimeMonths: (_k: unknown, _f: string, _l: string, l: { next: (v: unknown) => void }) => {
      l.next(list(fake.downtime));
      return () => undefined;
    },
    subscribeSchedule: (_k: unknown, l: { next: (v: unknown) => void }) => {
      l.next({ item: fake.capacity && { capacity: fake.capacity }, fromCache: false, hasPendingWrites: false });
      return () => undefined;
    },
    countDashboard: (k: { plant: string }) => {
      fake.counted.push(k.plant);
      const error = fake.countError;
      return error ? Promise.reject(Object.assign(new Error(error.message), error)) : Promise.resolve(fake.counts);
    },
    rebuildStats: (_k: unknown, months: string[], _uid: string, progress: (r: number, t: number) => void) => {
      fake.rebuilt.push(months);
      progress(0, 40);
      progress(40, 40);
      return Promise.resolve({
        queued: Promise.resolve(),
        acknowledged: Promise.resolve(),
        orders: 40,
        drifted: [months[months.length - 1]],
      });
    },
  };
});

// jsdom has no canvas: the charts are KpiChart's own tests; here each says what it would draw.
vi.mock('../../../components/charts/KpiChart', () => ({
  default: ({
    title,
    labels,
    series,
    emptyText,
  }: {
    title: string;
    labels: string[];
    series: { values: (number | null)[] }[];
    emptyText: string;
  }) => {
    const any = series.some((s) => s.values.some((v) => v !== null && v !== 0));
    return (
      <figure data-chart={title}>
        <figcaption>{title}</figcaption>
        {labels.length && any ? <span>{labels.join(' | ')}</span> : <p>{emptyText}</p>}
      </figure>
    );
  },
}));

const thisMonth = dayOf(new Date()).slice(0, 7);

const COUNTS: DashboardCounts = {
  backlogOrders: 12,
  backlogHours: 300,
  backlogUnestimated: 2,
  readyHours: 120,
  // 280 of the 300 hours under crafts with capacity; 20 under others.
  crafts: { Mechanical: { ready: 80, planning: 100 }, Electrical: { ready: 40, planning: 60 } },
  overduePm: 1,
  byGroup: { requests: 3, onHold: 1, planning: 4, scheduled: 2, inProgress: 1, completed: 5, closed: 6 },
  byAge: { week: 4, month: 3, quarter: 2, older: 1 },
  // Two frozen weeks: 13 of 20 orders done in their week, 54 of 80 hours; one week nobody froze.
  weeks: [
    { monday: '2026-11-02', count: 10, hours: 40, doneCount: 7, doneHours: 24 },
    { monday: '2026-11-09', count: 10, hours: 40, doneCount: 6, doneHours: 30 },
  ],
  unfrozenWeeks: ['2026-11-16'],
};

// 10 orders, 100 h, 80 h planned, 3 breakdowns of 30 h on p1, 6 on schedule.
const MONTH: WorkStatsMonth = {
  ...emptyCounts(),
  month: thisMonth,
  done: 10,
  hours: 100,
  plannedHours: 80,
  breakdowns: 3,
  breakdownHours: 30,
  onSchedule: 6,
  causes: { MNT: 2, OPR: 1 },
  delays: { '4A': 3, '1B': 1 },
  equipment: { p1: { n: 3, h: 30 } },
};

const plantRow = (id: string, site: string, equipmentCount: number) => ({
  id,
  site,
  name: id === 'pm1' ? 'Paper machine 1' : `Plant ${id}`,
  archived: false,
  equipmentCount,
  operatingUnits: equipmentCount,
  pending: false,
});
const site = (id: string) => ({ id, name: id, archived: false, createdAt: null, createdBy: 'user-1', pending: false });

function state(role: UserRole = UserRole.Admin): Partial<RootState> {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), 1);
  return {
    plant: plantState(),
    auth: initialAuthState({ ...testUser, role }),
    settings: {
      ...initialSettings(),
      dataFilter: { fromDate: from.toISOString(), toDate: now.toISOString(), dataLimit: 50 },
    },
    live: liveState(registerLive, 'user-1', {
      fromCache: false,
      sites: [site('s1'), site('s2')],
      plants: { s1: [plantRow('pm1', 's1', 2), plantRow('pm2', 's1', 3)], s2: [plantRow('conv', 's2', 5)] },
      corrupt: [],
    }),
  };
}

const renderDashboard = (route = '/app/dashboard', role: UserRole = UserRole.Admin) =>
  renderWithProviders(
    <Routes>
      <Route path="/app/dashboard/*" element={<DashboardRoutes />} />
    </Routes>,
    { signedIn: true, route, preloadedState: state(role) },
  );

const tile = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 2 });
  return heading.closest('[data-kpi]') as HTMLElement;
};

// Stops that ended this month: failures of 3 h and 5 h, a changeover of 2 h.
const DOWNTIME: DowntimeMonth = {
  month: thisMonth,
  stops: 3,
  seconds: 10 * 3600,
  failures: 2,
  failureSeconds: 8 * 3600,
  codes: {},
  reasons: { failure: 8 * 3600, changeover: 2 * 3600 },
  equipment: { 'eq-1': { s: 10 * 3600, f: 2, fs: 8 * 3600 } },
};

beforeEach(() => {
  fake.stats = [MONTH];
  fake.downtime = [DOWNTIME];
  fake.pm = [{ month: thisMonth, plans: { a: { onTime: 8, late: 1, missed: 0 } }, rule: 'dueDate' }];
  fake.capacity = { Mechanical: 80, Electrical: 40 };
  fake.counts = COUNTS;
  fake.countError = null;
  fake.asked = [];
  fake.counted = [];
  fake.rebuilt = [];
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the KPI dashboard', () => {
  it('works out every KPI from the rollup and the counts, each with its formula', async () => {
    renderDashboard();
    await waitFor(() => expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('2.5 crew-weeks'));
    // 300 h ÷ (80 + 40) h a week.
    expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('Within the healthy 2 to 4 weeks.');
    expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('Not counted: 2 orders with no estimate yet.');
    // 120 h of it ready ÷ 120 h a week: 1 week, below the healthy band.
    expect(tile('Ready backlog (SMRP 5.4.9)')).toHaveTextContent('1.0 crew-weeks');
    expect(tile('Ready backlog (SMRP 5.4.9)')).toHaveTextContent('Below 2 weeks');
    // Per craft in crew-weeks (Mechanical 180 h ÷ 80, Electrical 100 h ÷ 40), the 20 h under other crafts said in hours.
    expect(document.querySelector('[data-chart="Backlog by craft, in crew-weeks"]')).toHaveTextContent(
      'Electrical | Mechanical',
    );
    expect(document.querySelector('[data-other-crafts]')).toHaveTextContent('20.0 h of backlog');
    // 8 on time of 8 + 1 late + 0 missed + 1 overdue.
    expect(tile('PM compliance')).toHaveTextContent('80%');
    expect(tile('PM compliance')).toHaveTextContent('8 on time, 1 late, 0 missed, 1 overdue.');
    // The rule the month was counted by is named.
    expect(tile('PM compliance')).toHaveTextContent('On time: by the due date (SMRP 5.4.14).');
    expect(tile('Planned work')).toHaveTextContent('80%');
    // SMRP 5.4.4 against the frozen weeks; the rollup's on-schedule share said beside it.
    expect(tile('Schedule compliance (SMRP 5.4.4)')).toHaveTextContent('65%');
    expect(tile('Schedule compliance (SMRP 5.4.4)')).toHaveTextContent(
      '13 of 20 frozen orders done in their week (2 weeks); by hours: 67.5%. Not counted: 1 week without a frozen schedule',
    );
    expect(tile('Schedule compliance (SMRP 5.4.4)')).toHaveTextContent(
      'Of the work completed, 60% was done in its scheduled week.',
    );
    expect(tile('Reactive share')).toHaveTextContent('30%');
    // From stop to back in service: (3 h + 5 h) ÷ 2 failure stops; the repair labour said beside it.
    expect(tile('MTTR')).toHaveTextContent('4 h');
    expect(tile('MTTR')).toHaveTextContent('2 failure stops. Repair labour per breakdown order: 10 h.');
    expect(tile('Availability')).toHaveTextContent('3 stops, 10 h stopped.');
    expect(document.querySelector('[data-chart="Downtime by reason"]')).toHaveTextContent(
      'Failure (breakdown) | Set-up or changeover',
    );
    // Each figure is described by its formula.
    const value = within(tile('MTTR')).getByText('4 h').closest('[data-kpi-value]')!;
    expect(document.getElementById(value.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Mean time to restore (SMRP 3.5.2): hours from the equipment stopping until it was back in service',
    );
    // Listeners cover the period and the 12 months of trends.
    expect(fake.asked.at(-1)?.last).toBe(thisMonth);
    // Paretos and equipment by tag.
    expect(screen.getByRole('row', { name: /P-101/ })).toHaveTextContent('3');
    expect(document.querySelector('[data-chart="Failure causes (orders)"]')).toHaveTextContent('MNT Maintenance | OPR');
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('says "—" and why where a figure would divide by zero', async () => {
    fake.capacity = null;
    fake.stats = [{ ...MONTH, breakdowns: 0, breakdownHours: 0, equipment: {} }];
    fake.downtime = [];
    fake.pm = [];
    fake.counts = { ...COUNTS, overduePm: 0 };
    renderDashboard();
    await waitFor(() => expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('No crew capacity is set'));
    expect(
      within(tile('Planned backlog (SMRP 5.4.8)')).getByRole('link', { name: 'Set the crew capacity' }),
    ).toHaveAttribute('href', '/app/work/schedule/weekly');
    expect(tile('PM compliance')).toHaveTextContent('—No preventive maintenance was due in this period.');
    expect(tile('MTTR')).toHaveTextContent('—No failure stop ended in this period.');
    expect(tile('Availability')).toHaveTextContent('—No stop recorded, 0 h stopped.');
    expect(tile('MTBF')).toHaveTextContent('—No breakdown in this period.');
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('says "no data for this period" for an empty period, never NaN or empty axes', async () => {
    fake.stats = [];
    fake.pm = [];
    fake.counts = { ...COUNTS, overduePm: 0 };
    renderDashboard();
    expect(await screen.findByText(/No data for this period: no work was completed/)).toBeVisible();
    expect(tile('Planned work')).toHaveTextContent('—No work was completed in this period.');
    expect(document.querySelector('[data-chart="Failure causes (orders)"]')).toHaveTextContent(
      'No data for this period.',
    );
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('keeps the rollup figures offline and says the counts need a connection', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderDashboard();
    expect(await screen.findByText(/counted by the server and need a connection/)).toBeVisible();
    expect(tile('Planned work')).toHaveTextContent('80%');
    expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('Needs a connection to count.');
  });

  it('reports a failed count in words', async () => {
    fake.countError = { code: 'permission-denied', message: 'Missing or insufficient permissions.' };
    renderDashboard();
    expect(await screen.findByText(/The server could not count:/)).toBeVisible();
    expect(document.body).not.toHaveTextContent('Missing or insufficient permissions.');
  });

  it('lets an admin rebuild the figures, with progress; an editor does not see it', async () => {
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild from the orders' }));
    expect(await screen.findByText(/^Rebuilt from 40 orders\. Corrected the figures of /)).toBeVisible();
    expect(fake.rebuilt.at(-1)?.at(-1)).toBe(thisMonth);
  });

  it('hides the rebuild from editors', async () => {
    renderDashboard('/app/dashboard', UserRole.Editor);
    await waitFor(() => expect(tile('Planned work')).toHaveTextContent('80%'));
    expect(screen.queryByRole('button', { name: 'Rebuild from the orders' })).toBeNull();
  });

  it('the monthly report shows the month’s KPIs and top problems, with a print button', async () => {
    renderDashboard('/app/dashboard/report');
    expect(await screen.findByRole('heading', { name: 'Monthly maintenance report', level: 1 })).toBeVisible();
    await waitFor(() => expect(tile('Planned work')).toHaveTextContent('80%'));
    const top = screen.getByRole('region', { name: 'Top problems' });
    expect(top).toHaveTextContent('Maintenance: 2');
    expect(top).toHaveTextContent('P-101: 30 h');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(thisMonth);
  });

  it('sums a site’s plants or the whole company', async () => {
    renderDashboard();
    await waitFor(() => expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('2.5 crew-weeks'));
    expect(fake.counted).toEqual(['pm1']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Figures for' }), 'Every plant of this site');
    expect(await screen.findByText(/2 plants summed/)).toBeVisible();
    await waitFor(() => expect(new Set(fake.counted)).toEqual(new Set(['pm1', 'pm2'])));
    expect(new Set(fake.asked.map((a) => a.plant))).toEqual(new Set(['pm1', 'pm2']));
    // Twice the backlog hours over twice the capacity; twice the work, the same shares.
    await waitFor(() => expect(tile('Planned backlog (SMRP 5.4.8)')).toHaveTextContent('2.5 crew-weeks'));
    expect(tile('PM compliance')).toHaveTextContent('16 on time, 2 late, 0 missed, 2 overdue.');
    expect(tile('Planned work')).toHaveTextContent('80%');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Figures for' }), 'The whole company');
    expect(await screen.findByText(/3 plants summed/)).toBeVisible();
    await waitFor(() => expect(new Set(fake.counted)).toEqual(new Set(['pm1', 'pm2', 'conv'])));
  });
});
