import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface RouteMenuItem {
  /** The path the item opens. */
  key: string;
  icon: ReactNode;
  label: string;
}

interface Props {
  /** The accessible name of the navigation landmark. */
  label: string;
  items: RouteMenuItem[];
  selected?: string;
  /** Called after navigating (the phone drawer closes). */
  onNavigate?: () => void;
}

/** A side menu whose items are routes, in a named navigation landmark (the app's and the admin panel's). */
export function RouteMenu({ label, items, selected, onNavigate }: Props) {
  const navigate = useNavigate();
  return (
    <nav aria-label={label}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={items as MenuProps['items']}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
