// Company → Members and My profile: their own chunk; the company saga starts with it.
import { Navigate, Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { NotFoundPage } from '../../components/NotFoundPage';
import { companyFeature } from './companySaga';
import MembersPage from './MembersPage';
import PricesPage from './PricesPage';
import ProfilePage from './ProfilePage';

export default function CompanyRoutes() {
  useFeature(companyFeature);
  return (
    <Routes>
      <Route index element={<Navigate to="members" replace />} />
      <Route path="members" element={<MembersPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="plan" element={<PricesPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}
