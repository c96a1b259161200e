// Assets: the equipment list and hierarchy, sites and plants, one piece of equipment, CSV import
// and QR labels. Their own chunk; the asset saga itself runs from MainApp (the top bar's picker).
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage } from '../../components/LazyPage';
import { NotFoundPage } from '../../components/NotFoundPage';
import EquipmentListPage from './browse/EquipmentListPage';
import EquipmentTreePage from './browse/EquipmentTreePage';
import { ExportCsvButton } from './csv/ExportCsvButton';
import EquipmentEditPage from './EquipmentEditPage';
import EquipmentPage from './EquipmentPage';
import SitesPage from './SitesPage';

// The CSV parser and the QR library come with their own pages only.
const ImportPage = lazyPage('assets-import', () => import('./csv/ImportPage'));
const LabelsPage = lazyPage('assets-labels', () => import('./labels/LabelsPage'));
// The camera and the code reader come with the scan page only.
const ScanPage = lazyPage('assets-scan', () => import('./scan/ScanPage'));
const FailureCodesPage = lazyPage('assets-failure-codes', () => import('./failureCodes/FailureCodesPage'));

/** /app/assets opens the list, keeping what the address asks for (e.g. ?parent=). */
function ToList() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'list', search }} replace />;
}

export default function AssetsRoutes() {
  return (
    <Routes>
      <Route index element={<ToList />} />
      <Route path="list" element={<EquipmentListPage exportButton={<ExportCsvButton />} />} />
      <Route path="tree" element={<EquipmentTreePage />} />
      <Route path="sites" element={<SitesPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="labels" element={<LabelsPage />} />
      <Route path="scan" element={<ScanPage />} />
      <Route path="failure-codes" element={<FailureCodesPage />} />
      <Route path="equipment/new" element={<EquipmentEditPage isNew />} />
      <Route path="equipment/:eqid" element={<EquipmentPage />} />
      <Route path="equipment/:eqid/edit" element={<EquipmentEditPage isNew={false} />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
