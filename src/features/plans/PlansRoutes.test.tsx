// The plans route module: each address opens its page (the editor and the forecast load lazily).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { openPlansPage, plan } from '../../testing/harness/planPages';
import PlansRoutes from './PlansRoutes';

vi.mock('../work/schedule/scheduleService', async (original) => ({
  ...(await original<object>()),
  ...(await import('../work/schedule/fakeScheduleService')).fakeScheduleService,
}));

const app = (
  <Routes>
    <Route path="/app/plans/*" element={<PlansRoutes />} />
  </Routes>
);

describe('plans routes', () => {
  it.each([
    ['/app/plans', 'Preventive maintenance Paper machine 1'],
    ['/app/plans/new', 'New maintenance plan'],
    ['/app/plans/forecast', 'PM forecast: the next 12 weeks'],
    ['/app/plans/plan1', 'Lubricate the dryer bearings'],
    ['/app/plans/plan1/edit', 'Edit Lubricate the dryer bearings'],
  ])('%s opens its page', async (route, heading) => {
    const page = openPlansPage(app, route);
    page.deliverPlans([plan()]);
    page.deliverOrders([]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('says an unknown address is not found', async () => {
    openPlansPage(app, '/app/plans/plan1/nothing');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Lubricate');
  });
});
