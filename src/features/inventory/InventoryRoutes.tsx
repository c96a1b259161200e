// Spare parts and stock: the parts list, a part (its stock and movements), adding and editing a
// part, part labels, the site's storerooms, and purchasing (the reorder list, purchase orders, vendors).
// Their own chunk, loaded when the menu opens them.
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from '../../components/LazyPage';
import { NotFoundPage } from '../../components/NotFoundPage';
import PartEditPage from './PartEditPage';
import PartPage from './PartPage';
import PartsListPage from './PartsListPage';
import PartLabelsPage from './labels/PartLabelsPage';
import StoreroomsPage from './StoreroomsPage';
import PoEditPage from './purchasing/PoEditPage';
import PoPage from './purchasing/PoPage';
import PurchaseOrdersPage from './purchasing/PurchaseOrdersPage';
import ReorderPage from './purchasing/ReorderPage';
import VendorsPage from './purchasing/VendorsPage';

/** The CSV import (and the CSV reader it loads) only when an admin opens it. */
const PartsImportPage = lazyPage('inventory-parts-import', () => import('./csv/PartsImportPage'));

export default function InventoryRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="parts" replace />} />
      <Route path="parts" element={<PartsListPage />} />
      <Route path="parts/new" element={<PartEditPage key="new" isNew />} />
      <Route path="parts/import" element={<PartsImportPage />} />
      <Route path="parts/:partId" element={<PartPage />} />
      <Route path="parts/:partId/edit" element={<PartEditPage key="edit" isNew={false} />} />
      <Route path="labels" element={<PartLabelsPage />} />
      <Route path="storerooms" element={<StoreroomsPage />} />
      <Route path="reorder" element={<ReorderPage />} />
      <Route path="vendors" element={<VendorsPage />} />
      <Route path="purchase-orders" element={<PurchaseOrdersPage />} />
      <Route path="purchase-orders/new" element={<PoEditPage key="new" isNew />} />
      <Route path="purchase-orders/:number" element={<PoPage key="view" />} />
      <Route path="purchase-orders/:number/edit" element={<PoEditPage key="edit" isNew={false} />} />
      <Route path="purchase-orders/:number/print" element={<PoPage key="print" print />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
