// Preventive maintenance: the plans with their compliance, a plan's page, the plan editor and the
// 12-week forecast. Their own chunk; the plans saga runs from MainApp (generation on app open), the
// schedule's capacity listener starts with the forecast page.
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from '../../components/LazyPage';
import { NotFoundPage } from '../../components/NotFoundPage';
import PlanPage from './pages/PlanPage';
import PlansListPage from './pages/PlansListPage';

const PlanEditPage = lazyPage('plans-edit', () => import('./pages/PlanEditPage'));
const ForecastPage = lazyPage('plans-forecast', () => import('./pages/ForecastPage'));

export default function PlansRoutes() {
  return (
    <Routes>
      <Route index element={<PlansListPage />} />
      <Route path="new" element={<PlanEditPage />} />
      <Route path="forecast" element={<ForecastPage />} />
      <Route path=":planId" element={<PlanPage />} />
      <Route path=":planId/edit" element={<PlanEditPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
