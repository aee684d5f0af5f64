import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { useAuth } from './useAuth';
import { useRedirectTarget } from './useRedirectTarget';

/** /login and /register: an already signed-in user goes on to where they were heading, else /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { destination } = useRedirectTarget();
  if (loading) return <Loading fullPage />;
  if (user) return <Navigate to={destination} replace />;
  return <>{children}</>;
}
