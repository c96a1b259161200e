// Work: the queues, raising a request, a work order's page, the schedules, shutdowns, the printed
// packet, the maintenance cost and the plant's request portal.
// Their own chunk; the work saga starts with it.
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { lazyPage } from '../../components/LazyPage';
import { NotFoundPage } from '../../components/NotFoundPage';
import OrderPage from './pages/OrderPage';
import QueuePage from './pages/QueuePage';
import RaisePage from './pages/RaisePage';
import { workFeature } from './workSaga';

const WeeklySchedulePage = lazyPage('work-weekly', () => import('./schedule/WeeklySchedulePage'));
const BoardPage = lazyPage('work-board', () => import('./board/BoardPage'));
const CalendarPage = lazyPage('work-calendar', () => import('./schedule/CalendarPage'));
const DailySchedulePage = lazyPage('work-daily', () => import('./schedule/DailySchedulePage'));
const PacketPage = lazyPage('work-packet', () => import('./schedule/PacketPage'));
const CostPage = lazyPage('work-costs', () => import('./pages/CostPage'));
const PortalPage = lazyPage('work-portal', () => import('./portal/PortalPage'));
const ShutdownsRoutes = lazyPage('work-shutdowns', () => import('./shutdowns/ShutdownsRoutes'));

/** /app/work opens the queues, keeping what the address asks for (e.g. ?queue=mine). */
function ToQueues() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'queues', search }} replace />;
}

export default function WorkRoutes() {
  useFeature(workFeature);
  return (
    <Routes>
      <Route index element={<ToQueues />} />
      <Route path="queues" element={<QueuePage />} />
      <Route path="new" element={<RaisePage />} />
      <Route path="schedule/weekly" element={<WeeklySchedulePage />} />
      <Route path="schedule/daily" element={<DailySchedulePage />} />
      <Route path="schedule/board" element={<BoardPage />} />
      <Route path="schedule/calendar" element={<CalendarPage />} />
      <Route path="shutdowns/*" element={<ShutdownsRoutes />} />
      <Route path="costs" element={<CostPage />} />
      <Route path="portal" element={<PortalPage />} />
      <Route path=":number" element={<OrderPage />} />
      <Route path=":number/packet" element={<PacketPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
