import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { PageLoading } from '../../components/PageLoading';

/**
 * Signed out, a protected page sends the user to the login page, remembering the page (with its
 * query) to return to. While an unreadable stored session is rebuilt from Firebase's, it waits.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { currentUser, restoring } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (restoring) return <PageLoading />;
  if (!currentUser) {
    return <Navigate to="/user/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
