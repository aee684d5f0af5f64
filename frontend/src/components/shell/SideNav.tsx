import { Drawer, Layout } from 'antd';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH, spacing, colors } from '../../theme';

export const HEADER_HEIGHT = 64;

interface Props {
  wide: boolean;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/** The 240 px side navigation: a permanent sider on wide screens, a temporary drawer on small ones. */
export function SideNav({ wide, open, onClose, title, children }: Props) {
  if (!wide) {
    return (
      <Drawer placement="left" size={DRAWER_WIDTH} open={open} onClose={onClose} title={title} styles={{ body: { padding: 0 } }}>
        {children}
      </Drawer>
    );
  }
  // The sider runs the full height of the page (its border and white never stop short of a long page);
  // the menu inside stays in view while the page scrolls.
  return (
    <Layout.Sider width={DRAWER_WIDTH} theme="light" style={{ borderInlineEnd: `1px solid ${colors.divider}` }}>
      <div style={{ position: 'sticky', top: HEADER_HEIGHT, maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`, overflowY: 'auto', paddingTop: spacing(1) }}>
        {children}
      </div>
    </Layout.Sider>
  );
}
