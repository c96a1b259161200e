// Shutdowns: the list, a shutdown, its form and its printable plan. One chunk of their own; the
// shutdowns' saga starts with it.
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../../store/featureRegistry';
import { NotFoundPage } from '../../../components/NotFoundPage';
import ShutdownEditPage from './ShutdownEditPage';
import ShutdownPage from './ShutdownPage';
import ShutdownPrintPage from './ShutdownPrintPage';
import ShutdownsListPage from './ShutdownsListPage';
import { shutdownsFeature } from './shutdownsSaga';

export default function ShutdownsRoutes() {
  useFeature(shutdownsFeature);
  return (
    <Routes>
      <Route index element={<ShutdownsListPage />} />
      <Route path="new" element={<ShutdownEditPage key="new" isNew />} />
      <Route path=":shutdownId" element={<ShutdownPage />} />
      <Route path=":shutdownId/edit" element={<ShutdownEditPage key="edit" isNew={false} />} />
      <Route path=":shutdownId/print" element={<ShutdownPrintPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
