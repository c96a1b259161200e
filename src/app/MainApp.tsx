// The signed-in app: its own chunk, downloaded after sign-in (docs/product.md §1).
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from '../components/LazyPage';
import { NotFoundPage } from '../components/NotFoundPage';
import AppearancePage from '../features/settings/AppearancePage';
import DataFilterPage from '../features/settings/DataFilterPage';
import { assetsFeature } from '../features/assets/assetsSaga';
import { membershipFeature } from '../features/company/membershipSaga';
import { useSessionLists } from '../features/company/sessionLive';
import { contractsFeature } from '../features/contracts/contractsSaga';
import { plansFeature } from '../features/plans/plansSaga';
import { workFeature } from '../features/work/workSaga';
import { syncFeature } from '../features/sync/syncSaga';
import { useFeature } from '../store/featureRegistry';
import { registerServiceWorker } from './serviceWorker';
import { WithAppMessages } from '../components/I18nProvider';
import { AppLayout } from './layout/AppLayout';
import { useAppSelector } from '../store/hooks';
import { selectCompany } from '../features/company/companySlice';

const HomePages = lazyPage('home', () => import('../features/home/HomeRoutes'));
const DashboardPages = lazyPage('dashboard', () => import('../features/dashboard/DashboardRoutes'));
const DemoApps = lazyPage('demo', () => import('../features/demo/DemoRoutes'));
const AssetPages = lazyPage('assets', () => import('../features/assets/AssetsRoutes'));
const WorkPages = lazyPage('work', () => import('../features/work/WorkRoutes'));
const PlanPages = lazyPage('plans', () => import('../features/plans/PlansRoutes'));
const ContractPages = lazyPage('contracts', () => import('../features/contracts/ContractsRoutes'));
const ProcedurePages = lazyPage('procedures', () => import('../features/procedures/ProceduresRoutes'));
const JobPlanPages = lazyPage('job-plans', () => import('../features/jobPlans/JobPlansRoutes'));
const CompanyPages = lazyPage('company', () => import('../features/company/CompanyRoutes'));
const InventoryPages = lazyPage('inventory', () => import('../features/inventory/InventoryRoutes'));
const HelpPages = lazyPage('help', () => import('../features/help/HelpRoutes'));
const NotificationPages = lazyPage('notifications', () => import('../features/notifications/NotificationsRoutes'));
// The owner of a closed company sees only this (with the export: the same chunk).
const ClosedCompanyPage = lazyPage('company-export', () => import('../features/company/export/ClosedCompanyPage'));

export default function MainApp() {
  // The installable app is the signed-in app: its worker registers once someone is
  // signed in (after load and idle), never on the login route, which cannot work offline anyway.
  useEffect(() => registerServiceWorker(), []);
  // The sync centre in the top bar: the connection, and the writes waiting for the server.
  useFeature(syncFeature);
  // The company record, the user's own membership and this month's uploads, live on every page
  // of the app (the session follows them).
  useFeature(membershipFeature);
  useSessionLists();
  // The saved plant as the plant slice's state (its document is listened to by the top bar's
  // picker) and the register's writes.
  useFeature(assetsFeature);
  // Work orders show on equipment pages as well as under Work.
  useFeature(workFeature);
  // Preventive orders that are due are generated when the app opens (no server of our own).
  useFeature(plansFeature);
  // Contracts about to expire are listed on Home.
  useFeature(contractsFeature);
  // A closed company (its owner alone still signed in: members are signed out) shows only its
  // last export.
  const closedAt = useAppSelector((s) => selectCompany(s).company?.closedAt ?? null);
  return (
    // The app's own messages come with it, never on the login page (vitePluginMessages `part=app`).
    <WithAppMessages>
      <AppLayout>
        {closedAt ? (
          <ClosedCompanyPage />
        ) : (
          <Routes>
            <Route index element={<Navigate to="home" replace />} />
            <Route path="home" element={<HomePages />} />
            <Route path="dashboard/*" element={<DashboardPages />} />
            <Route path="work/*" element={<WorkPages />} />
            <Route path="plans/*" element={<PlanPages />} />
            <Route path="contracts/*" element={<ContractPages />} />
            <Route path="procedures/*" element={<ProcedurePages />} />
            <Route path="job-plans/*" element={<JobPlanPages />} />
            <Route path="assets/*" element={<AssetPages />} />
            <Route path="inventory/*" element={<InventoryPages />} />
            <Route path="company/*" element={<CompanyPages />} />
            <Route path="demo/*" element={<DemoApps />} />
            <Route path="help/*" element={<HelpPages />} />
            <Route path="notifications" element={<NotificationPages />} />
            <Route path="settings" element={<Navigate to="appearance" replace />} />
            <Route path="settings/appearance" element={<AppearancePage />} />
            <Route path="settings/data-filter" element={<DataFilterPage />} />
            <Route path="*" element={<NotFoundPage home="/app" />} />
          </Routes>
        )}
      </AppLayout>
    </WithAppMessages>
  );
}
