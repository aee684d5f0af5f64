import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from './SideNav';
import { colors } from '../../theme';

interface Props {
  wide: boolean;
  menuLabel: string;
  menuOpen: boolean;
  onMenu: () => void;
  title: ReactNode;
  children?: ReactNode;
}

/** The sticky top bar: a menu button on small screens, a title, and actions on the right. */
export function TopBar({ wide, menuLabel, menuOpen, onMenu, title, children }: Props) {
  return (
    <Layout.Header
      style={{ position: 'sticky', top: 0, zIndex: 20, height: HEADER_HEIGHT, display: 'flex', alignItems: 'center' }}
    >
      <Flex align="center" gap={wide ? 16 : 8} style={{ width: '100%', minWidth: 0 }}>
        {!wide && (
          <Button
            type="text"
            icon={<MenuOutlined style={{ color: colors.onDark, fontSize: 20 }} aria-hidden />}
            aria-label={menuLabel}
            aria-expanded={menuOpen}
            onClick={onMenu}
          />
        )}
        {title}
        <Flex justify="flex-end" align="center" gap={wide ? 16 : 8} style={{ flex: 1 }}>
          {children}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
