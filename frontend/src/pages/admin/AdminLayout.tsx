import { ArrowLeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { App, Button, Flex, Layout, Tag, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { Loading } from '../../components/Loading';
import { SideNav } from '../../components/shell/SideNav';
import { TopBar } from '../../components/shell/TopBar';
import { useIsWide } from '../../hooks/useIsWide';
import { admin, nav } from '../../messages';
import { colors, spacing } from '../../theme';
import { AdminNav } from './components/AdminNav';

/** The admin area: 'Admin Panel' with an ADMIN chip, back to the app, logout, and the side menu. */
export default function AdminLayout() {
  const wide = useIsWide();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const { message } = App.useApp();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      message.error(nav.logoutFailed);
    }
  };

  const title = (
    <Flex align="center" gap={8}>
      <Typography.Text strong style={{ color: colors.onDark, fontSize: wide ? 20 : 16, whiteSpace: 'nowrap' }}>
        {admin.panel}
      </Typography.Text>
      <Tag color={colors.secondaryDark} variant="solid" style={{ marginInlineEnd: 0 }}>
        {admin.chip}
      </Tag>
    </Flex>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar wide={wide} menuLabel={admin.openMenu} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} title={title}>
        <Button ghost icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate('/dashboard')} aria-label={admin.backToApp}>
          {wide && admin.backToApp}
        </Button>
        <Button ghost icon={<LogoutOutlined aria-hidden />} onClick={onLogout} aria-label={admin.logout}>
          {wide && admin.logout}
        </Button>
      </TopBar>
      <Layout>
        <SideNav wide={wide} open={menuOpen} onClose={() => setMenuOpen(false)} title={admin.panel}>
          <AdminNav onNavigate={() => setMenuOpen(false)} />
        </SideNav>
        <Layout.Content style={{ padding: wide ? spacing(4) : spacing(2), minWidth: 0 }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
