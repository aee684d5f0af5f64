import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useIsAdmin } from '../api/hooks';
import { Loading } from '../components/Loading';

/** Admin access: loading, then verified admin, otherwise redirect to /dashboard (SPEC section 4). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: isAdmin, isLoading } = useIsAdmin();
  if (isLoading || isAdmin === undefined) return <Loading fullPage />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
