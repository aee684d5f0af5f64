import type { ReactNode } from 'react';
import useSWR from 'swr';
import { Navigate } from 'react-router-dom';
import { verifyAdmin } from '../api/admin';
import { keys } from '../api/keys';
import { Loading } from '../components/Loading';

/** A failed admin check counts as "not an admin" (SPEC section 8). */
const fetchIsAdmin = () => verifyAdmin().catch(() => false);

/** Admin access: loading, then verified admin, otherwise redirect to /dashboard (SPEC section 4). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: isAdmin, isLoading } = useSWR(keys.admin.verify(), fetchIsAdmin, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (isLoading || isAdmin === undefined) return <Loading fullPage />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
