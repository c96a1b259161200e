import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';

/** Signed out, a protected page sends the user to the login page (and remembers where to return). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAppSelector((s) => s.auth.currentUser);
  const location = useLocation();
  if (!user) return <Navigate to="/user/login" replace state={{ from: location.pathname }} />;
  return children;
}
