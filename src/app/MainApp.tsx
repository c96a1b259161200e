// The signed-in app: its own chunk, downloaded after sign-in (spec §1).
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from '../components/LazyPage';
import { NotFoundPage } from '../components/NotFoundPage';
import MembersPage from '../features/company/MembersPage';
import ProfilePage from '../features/company/ProfilePage';
import HomePage from '../features/home/HomePage';
import AppearancePage from '../features/settings/AppearancePage';
import DataFilterPage from '../features/settings/DataFilterPage';
import { companyFeature } from '../features/company/companySaga';
import { useFeature } from './featureRegistry';
import { AppLayout } from './layout/AppLayout';

const DemoApps = lazyPage('demo', () => import('../features/demo/DemoRoutes'));

export default function MainApp() {
  useFeature(companyFeature);
  return (
    <AppLayout>
      <Routes>
        <Route index element={<Navigate to="home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="company" element={<Navigate to="members" replace />} />
        <Route path="company/members" element={<MembersPage />} />
        <Route path="company/profile" element={<ProfilePage />} />
        <Route path="demo/*" element={<DemoApps />} />
        <Route path="settings" element={<Navigate to="appearance" replace />} />
        <Route path="settings/appearance" element={<AppearancePage />} />
        <Route path="settings/data-filter" element={<DataFilterPage />} />
        <Route path="*" element={<NotFoundPage home="/app" />} />
      </Routes>
    </AppLayout>
  );
}
