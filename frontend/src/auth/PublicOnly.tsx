import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { useAuth } from './useAuth';

/** /login and /register: an already signed-in user goes to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Loading fullPage />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
