import {
  CalendarOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  NotificationOutlined,
  SettingOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { canAdmin } from '../../access';
import { useAuth } from '../../auth/useAuth';
import { nav } from '../../messages';
import { RouteMenu } from './RouteMenu';

/** The drawer links of SPEC section 2; Admin only for platform admins. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();

  const items = [
    { key: '/dashboard', icon: <DashboardOutlined aria-hidden />, label: nav.dashboard },
    { key: '/timeline', icon: <FieldTimeOutlined aria-hidden />, label: nav.timeline },
    { key: '/on-this-day', icon: <CalendarOutlined aria-hidden />, label: nav.onThisDay },
    { key: '/search', icon: <SearchOutlined aria-hidden />, label: nav.search },
    { key: '/activity', icon: <NotificationOutlined aria-hidden />, label: nav.activity },
    { key: '/settings/notifications', icon: <SettingOutlined aria-hidden />, label: nav.settings },
    ...(canAdmin(user) ? [{ key: '/admin', icon: <SafetyCertificateOutlined aria-hidden />, label: nav.admin }] : []),
  ];
  const selected = items.find((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))?.key;

  return <RouteMenu label={nav.navigation} items={items} selected={selected} onNavigate={onNavigate} />;
}
