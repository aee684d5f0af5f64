import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { withRedirect } from '../lib/redirect';
import { useAuth } from './useAuth';

/** Spinner while the session loads; signed-out users go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Loading fullPage />;
  if (!user) {
    const here = location.pathname + location.search;
    // The dashboard is where sign-in leads anyway: keep /login plain for it.
    const target = here === '/' || here === '/dashboard' ? null : here;
    return <Navigate to={withRedirect('/login', target)} replace />;
  }
  return <>{children}</>;
}
