import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/LazyPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { LoginPage } from '../features/auth/LoginPage';
import { UserLayout } from '../features/auth/UserLayout';
import { LanguageSelect, ThemeSelect } from '../features/settings/SettingsSelects';

const MainApp = lazyPage('app', () => import('./MainApp'));

/** The other signed-out pages share one chunk, downloaded when one of them is opened. */
const accountPages = () => import('../features/auth/accountPages');
const RegisterPage = lazyPage('account', () => accountPages().then((m) => ({ default: m.RegisterPage })));
const JoinPage = lazyPage('account', () => accountPages().then((m) => ({ default: m.JoinPage })));
const SetupCompanyPage = lazyPage('account', () => accountPages().then((m) => ({ default: m.SetupCompanyPage })));
const ForgotPasswordPage = lazyPage('account', () => accountPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyPage('account', () => accountPages().then((m) => ({ default: m.ResetPasswordPage })));

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
