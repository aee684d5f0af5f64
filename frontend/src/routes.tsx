/**
 * Routes as data. The auth shell and the admin check wrap their children as layout routes; every page
 * is a lazy import so each screen is its own chunk.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly } from './auth/PublicOnly';
import { RequireAdmin } from './auth/RequireAdmin';
import { RequireAuth } from './auth/RequireAuth';
import { Loading } from './components/Loading';

const AppShell = lazy(() => import('./components/shell/AppShell'));
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const VerifyEmailPage = lazy(() => import('./pages/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./pages/auth/ConfirmEmailPage'));
const AccountPage = lazy(() => import('./pages/account/AccountPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const FamilyPage = lazy(() => import('./pages/family/FamilyPage'));
const MembersPage = lazy(() => import('./pages/members/MembersPage'));
const TrashPage = lazy(() => import('./pages/trash/TrashPage'));
const AlbumPage = lazy(() => import('./pages/albums/AlbumPage'));
const ShareLinksPage = lazy(() => import('./pages/shareLinks/ShareLinksPage'));
const SharedPage = lazy(() => import('./pages/shared/SharedPage'));
const PhotoPage = lazy(() => import('./pages/photo/PhotoPage'));
const PeoplePage = lazy(() => import('./pages/people/PeoplePage'));
const PersonPage = lazy(() => import('./pages/people/PersonPage'));
const OnThisDayPage = lazy(() => import('./pages/onthisday/OnThisDayPage'));
const TimelinePage = lazy(() => import('./pages/timeline/TimelinePage'));
const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const ActivityPage = lazy(() => import('./pages/activity/ActivityPage'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const AcceptInvitationPage = lazy(() => import('./pages/invitation/AcceptInvitationPage'));
const AdminLayout = lazy(() => import('./pages/admin/AdminLayout'));
const AdminDashboardPage = lazy(() => import('./pages/admin/AdminDashboardPage'));
const AdminUsersPage = lazy(() => import('./pages/admin/AdminUsersPage'));
const AdminBackupsPage = lazy(() => import('./pages/admin/AdminBackupsPage'));
const AdminAuditPage = lazy(() => import('./pages/admin/AdminAuditPage'));
const FamilyAuditPage = lazy(() => import('./pages/audit/FamilyAuditPage'));
const ComingSoonPage = lazy(() => import('./pages/admin/ComingSoonPage'));

const page = (node: ReactNode) => <Suspense fallback={<Loading fullPage />}>{node}</Suspense>;

export const routes: RouteObject[] = [
  { path: '/login', element: page(<PublicOnly><LoginPage /></PublicOnly>) },
  { path: '/register', element: page(<PublicOnly><RegisterPage /></PublicOnly>) },
  // Public and open to a signed-in user alike: the address check link may be opened in any browser.
  { path: '/verify-email', element: page(<VerifyEmailPage />) },
  { path: '/forgot-password', element: page(<PublicOnly><ForgotPasswordPage /></PublicOnly>) },
  // Open signed in too: the reset link may be opened in a browser signed in as anyone; it signs in as its account.
  { path: '/reset-password', element: page(<ResetPasswordPage />) },
  { path: '/confirm-email', element: page(<ConfirmEmailPage />) },
  // A share link's page: no account, no app chrome, whoever is or is not signed in.
  { path: '/s/:token', element: page(<SharedPage />) },
  {
    path: '/admin',
    element: page(
      <RequireAuth>
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      </RequireAuth>,
    ),
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'users', element: <AdminUsersPage /> },
      { path: 'backups', element: <AdminBackupsPage /> },
      { path: 'audit', element: <AdminAuditPage /> },
      { path: 'families', element: <ComingSoonPage /> },
      { path: 'content', element: <ComingSoonPage /> },
      { path: 'settings', element: <ComingSoonPage /> },
    ],
  },
  {
    path: '/',
    element: page(
      <RequireAuth>
        <AppShell />
      </RequireAuth>,
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      // The family page with its Photos tab, or its Albums tab at /albums (a child route: the page stays mounted, and
      // keeps its loaded photos, when the tab changes).
      { path: 'families/:familyId', element: <FamilyPage />, children: [{ path: 'albums' }] },
      { path: 'families/:familyId/members', element: <MembersPage /> },
      { path: 'families/:familyId/people', element: <PeoplePage /> },
      { path: 'people/:personId', element: <PersonPage /> },
      { path: 'families/:familyId/trash', element: <TrashPage /> },
      { path: 'families/:familyId/audit', element: <FamilyAuditPage /> },
      { path: 'albums/:albumId', element: <AlbumPage /> },
      { path: 'families/:familyId/share-links', element: <ShareLinksPage /> },
      { path: 'photos/:photoId', element: <PhotoPage /> },
      { path: 'on-this-day', element: <OnThisDayPage /> },
      { path: 'timeline', element: <TimelinePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'activity', element: <ActivityPage /> },
      { path: 'settings/notifications', element: <SettingsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'invitations/:token', element: <AcceptInvitationPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];
