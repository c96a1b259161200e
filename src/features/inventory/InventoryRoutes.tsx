// Spare parts and stock: the parts list, a part (its stock and movements), adding and editing a
// part, and the site's storerooms. Their own chunk, loaded when the menu opens them.
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import PartEditPage from './PartEditPage';
import PartPage from './PartPage';
import PartsListPage from './PartsListPage';
import StoreroomsPage from './StoreroomsPage';

export default function InventoryRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="parts" replace />} />
      <Route path="parts" element={<PartsListPage />} />
      <Route path="parts/new" element={<PartEditPage key="new" isNew />} />
      <Route path="parts/:partId" element={<PartPage />} />
      <Route path="parts/:partId/edit" element={<PartEditPage key="edit" isNew={false} />} />
      <Route path="storerooms" element={<StoreroomsPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
