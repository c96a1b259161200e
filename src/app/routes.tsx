import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/LazyPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { JoinPage } from '../features/auth/JoinPage';
import { SetupCompanyPage } from '../features/auth/SetupCompanyPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { UserLayout } from '../features/auth/UserLayout';
import { LanguageSelect, ThemeSelect } from '../features/settings/SettingsSelects';

const MainApp = lazyPage('app', () => import('./MainApp'));

export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/app" replace /> },
  {
    path: '/user',
    element: (
      <UserLayout
        settings={
          <>
            <LanguageSelect id="user-language" size="sm" showLabel={false} />
            <ThemeSelect id="user-theme" size="sm" showLabel={false} />
          </>
        }
      />
    ),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'join', element: <JoinPage /> },
      { path: 'setup', element: <SetupCompanyPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    path: '/app/*',
    element: (
      <RequireAuth>
        <MainApp />
      </RequireAuth>
    ),
  },
  { path: '*', element: <NotFoundPage home="/" standalone /> },
];
