import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/AuthProvider';
import { Spinner } from '../ui';

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
