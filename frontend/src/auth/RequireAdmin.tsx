import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminCheck } from '../api/hooks';
import { Loading } from '../components/Loading';
import { AdminTwoFactorFirst } from '../pages/admin/AdminTwoFactorFirst';

/**
 * Admin access: loading, then verified admin, otherwise redirect to /dashboard (SPEC section 4). An admin whom
 * REQUIRE_ADMIN_2FA still owes two-factor sign-in sees why the panel is closed, and the way to the account page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: check, isLoading } = useAdminCheck();
  if (isLoading || check === undefined) return <Loading fullPage />;
  if (!check?.is_admin) return <Navigate to="/dashboard" replace />;
  if (check.two_factor_required) return <AdminTwoFactorFirst />;
  return <>{children}</>;
}
