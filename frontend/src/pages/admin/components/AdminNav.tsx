import {
  AuditOutlined,
  CloudServerOutlined,
  DashboardOutlined,
  FileImageOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { RouteMenu } from '../../../components/shell/RouteMenu';
import { admin } from '../../../messages';

const items = [
  { key: '/admin', icon: <DashboardOutlined aria-hidden />, label: admin.menu.dashboard },
  { key: '/admin/users', icon: <UserOutlined aria-hidden />, label: admin.menu.users },
  { key: '/admin/families', icon: <TeamOutlined aria-hidden />, label: admin.menu.families },
  { key: '/admin/content', icon: <FileImageOutlined aria-hidden />, label: admin.menu.content },
  { key: '/admin/backups', icon: <CloudServerOutlined aria-hidden />, label: admin.menu.backups },
  { key: '/admin/audit', icon: <AuditOutlined aria-hidden />, label: admin.menu.audit },
  { key: '/admin/settings', icon: <SettingOutlined aria-hidden />, label: admin.menu.settings },
];

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const selected = items.find((item) => item.key === pathname)?.key ?? '/admin';
  return <RouteMenu label={admin.panel} items={items} selected={selected} onNavigate={onNavigate} />;
}
