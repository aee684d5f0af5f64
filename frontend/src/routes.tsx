/**
 * Routes as data. The auth shell and the admin check wrap their children as layout routes; every page
 * is a lazy import so each screen is its own chunk. The shell's routes name their first screen (firstScreen.ts): a
 * page load asks for their code, and for the reads of the screens that show photos, before rendering them.
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { preloadDashboardScreen, preloadFamilyScreen, preloadPhotoScreen, preloadShell, preloadTimelineScreen } from './api/preloads';
import { firstScreen } from './firstScreen';
import { lazyPage } from './lazyPage';
import { idFrom } from './hooks/useIdParam';
import { PublicOnly } from './auth/PublicOnly';
import { RequireAdmin } from './auth/RequireAdmin';
import { RequireAuth } from './auth/RequireAuth';
import { Loading } from './components/Loading';
// Not lazy: every screen after sign-in is inside it, so it comes with the entry rather than after it.
import AppShell from './components/shell/AppShell';

const LoginPage = lazyPage(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('./pages/auth/RegisterPage'));
const VerifyEmailPage = lazyPage(() => import('./pages/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./pages/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazyPage(() => import('./pages/auth/ConfirmEmailPage'));
const AccountPage = lazyPage(() => import('./pages/account/AccountPage'));
const DashboardPage = lazyPage(() => import('./pages/dashboard/DashboardPage'));
const FamilyPage = lazyPage(() => import('./pages/family/FamilyPage'));
const MembersPage = lazyPage(() => import('./pages/members/MembersPage'));
const TrashPage = lazyPage(() => import('./pages/trash/TrashPage'));
const AlbumPage = lazyPage(() => import('./pages/albums/AlbumPage'));
const ShareLinksPage = lazyPage(() => import('./pages/shareLinks/ShareLinksPage'));
const SharedPage = lazyPage(() => import('./pages/shared/SharedPage'));
const PhotoPage = lazyPage(() => import('./pages/photo/PhotoPage'));
const PeoplePage = lazyPage(() => import('./pages/people/PeoplePage'));
const PersonPage = lazyPage(() => import('./pages/people/PersonPage'));
const OnThisDayPage = lazyPage(() => import('./pages/onthisday/OnThisDayPage'));
const TimelinePage = lazyPage(() => import('./pages/timeline/TimelinePage'));
const SearchPage = lazyPage(() => import('./pages/search/SearchPage'));
const ActivityPage = lazyPage(() => import('./pages/activity/ActivityPage'));
const SettingsPage = lazyPage(() => import('./pages/settings/SettingsPage'));
const AcceptInvitationPage = lazyPage(() => import('./pages/invitation/AcceptInvitationPage'));
const AdminLayout = lazyPage(() => import('./pages/admin/AdminLayout'));
const AdminDashboardPage = lazyPage(() => import('./pages/admin/AdminDashboardPage'));
const AdminUsersPage = lazyPage(() => import('./pages/admin/AdminUsersPage'));
const AdminBackupsPage = lazyPage(() => import('./pages/admin/AdminBackupsPage'));
const AdminAuditPage = lazyPage(() => import('./pages/admin/AdminAuditPage'));
const FamilyAuditPage = lazyPage(() => import('./pages/audit/FamilyAuditPage'));
const ComingSoonPage = lazyPage(() => import('./pages/admin/ComingSoonPage'));

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
    handle: firstScreen(null, preloadShell),
    element: page(
      <RequireAuth>
        <AppShell />
      </RequireAuth>,
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage />, handle: firstScreen(DashboardPage.load, preloadDashboardScreen) },
      // The family page with its Photos tab, or its Albums tab at /albums (a child route: the page stays mounted, and
      // keeps its loaded photos, when the tab changes).
      { path: 'families/:familyId', element: <FamilyPage />, handle: firstScreen(FamilyPage.load, ({ familyId }, searchParams) => preloadFamilyScreen(idFrom(familyId), searchParams)), children: [{ path: 'albums' }] },
      { path: 'families/:familyId/members', element: <MembersPage />, handle: firstScreen(MembersPage.load) },
      { path: 'families/:familyId/people', element: <PeoplePage />, handle: firstScreen(PeoplePage.load) },
      { path: 'people/:personId', element: <PersonPage />, handle: firstScreen(PersonPage.load) },
      { path: 'families/:familyId/trash', element: <TrashPage />, handle: firstScreen(TrashPage.load) },
      { path: 'families/:familyId/audit', element: <FamilyAuditPage />, handle: firstScreen(FamilyAuditPage.load) },
      { path: 'albums/:albumId', element: <AlbumPage />, handle: firstScreen(AlbumPage.load) },
      { path: 'families/:familyId/share-links', element: <ShareLinksPage />, handle: firstScreen(ShareLinksPage.load) },
      { path: 'photos/:photoId', element: <PhotoPage />, handle: firstScreen(PhotoPage.load, ({ photoId }) => preloadPhotoScreen(idFrom(photoId))) },
      { path: 'on-this-day', element: <OnThisDayPage />, handle: firstScreen(OnThisDayPage.load) },
      { path: 'timeline', element: <TimelinePage />, handle: firstScreen(TimelinePage.load, (_, searchParams) => preloadTimelineScreen(searchParams)) },
      { path: 'search', element: <SearchPage />, handle: firstScreen(SearchPage.load) },
      { path: 'activity', element: <ActivityPage />, handle: firstScreen(ActivityPage.load) },
      { path: 'settings/notifications', element: <SettingsPage />, handle: firstScreen(SettingsPage.load) },
      { path: 'account', element: <AccountPage />, handle: firstScreen(AccountPage.load) },
      { path: 'invitations/:token', element: <AcceptInvitationPage />, handle: firstScreen(AcceptInvitationPage.load) },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];
