import { LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { colors } from '../../theme';
import { account, nav } from '../../messages';

/** Avatar with the first letter of the user's name; menu: e-mail (disabled), Account, then Logout. */
export function UserMenu() {
  const { user, logout } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      message.error(nav.logoutFailed);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'email', icon: <MailOutlined aria-hidden />, label: user.email, disabled: true },
          { key: 'account', icon: <UserOutlined aria-hidden />, label: account.menuItem, onClick: () => navigate('/account') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: nav.logout, onClick: onLogout },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label={nav.accountMenu} style={{ padding: 0, height: 40, width: 40 }}>
        <Avatar style={{ background: colors.secondary, color: colors.onDark }}>
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
