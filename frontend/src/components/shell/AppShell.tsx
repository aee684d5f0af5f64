import { Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIsWide } from '../../hooks/useIsWide';
import { useScrollMemory } from '../../hooks/useScrollMemory';
import { spacing, colors } from '../../theme';
import { nav } from '../../messages';
import { Loading } from '../Loading';
import { NotificationBell } from '../activity/NotificationBell';
import { TimeZoneSync } from '../activity/TimeZoneSync';
import { Brand } from './Brand';
import { NavMenu } from './NavMenu';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { TopSearch } from './TopSearch';
import { UserMenu } from './UserMenu';

/** The authenticated shell: a top bar and a 240 px drawer (permanent from 900 px, temporary below). */
export default function AppShell() {
  const wide = useIsWide();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useScrollMemory();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar wide={wide} menuLabel={nav.openNavigation} menuOpen={drawerOpen} onMenu={() => setDrawerOpen(true)} title={<Brand color={colors.onDark} />}>
        {wide && <TopSearch />}
        <NotificationBell />
        <TimeZoneSync />
        <UserMenu />
      </TopBar>
      <Layout>
        <SideNav wide={wide} open={drawerOpen} onClose={() => setDrawerOpen(false)} title={<Brand />}>
          <NavMenu onNavigate={() => setDrawerOpen(false)} />
        </SideNav>
        <Layout.Content style={{ padding: wide ? spacing(4) : spacing(2), minWidth: 0 }}>
          <div style={{ maxWidth: 1400, margin: '0 auto' }}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
