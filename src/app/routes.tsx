import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/LazyPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { UserLayout } from '../features/auth/UserLayout';

const MainApp = lazyPage('app', () => import('./MainApp'));

export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/app" replace /> },
  {
    path: '/user',
    element: <UserLayout />,
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
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
