// Company → Members, My profile, Plan and prices, Export data, Bin: their own chunk (the export
// and the bin a chunk each); the company saga starts with it.
import { Navigate, Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { lazyPage } from '../../components/LazyPage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { companyFeature } from './companySaga';
import MembersPage from './MembersPage';
import PricesPage from './PricesPage';
import ProfilePage from './ProfilePage';

// The export brings the zip library and the CSV writers: loaded when it is opened.
const ExportPage = lazyPage('company-export', () => import('./export/ExportPage'));
const BinPage = lazyPage('company-bin', () => import('./bin/BinPage'));

export default function CompanyRoutes() {
  useFeature(companyFeature);
  return (
    <Routes>
      <Route index element={<Navigate to="members" replace />} />
      <Route path="members" element={<MembersPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="plan" element={<PricesPage />} />
      <Route path="export" element={<ExportPage />} />
      <Route path="bin" element={<BinPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
