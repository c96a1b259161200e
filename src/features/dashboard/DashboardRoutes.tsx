// The dashboard's own chunk: its slice injects itself when this code loads (with
// Chart.js, never on the login route), and its saga starts here.
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { NotFoundPage } from '../../components/NotFoundPage';
import { dashboardFeature } from './dashboardSaga';
import DashboardPage from './pages/DashboardPage';
import ReportPage from './pages/ReportPage';

export default function DashboardRoutes() {
  useFeature(dashboardFeature);
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="report" element={<ReportPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
