import { Button, Flex, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useIsPhone } from '../hooks/useIsPhone';

/** The last column of a table: a row's actions, right-aligned. */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode): ColumnType<T> {
  return { title, key: 'actions', align: 'right', render: (_, row) => render(row) };
}

/** A row's action buttons side by side, closer together on phones. */
export function RowActions({ children, wrap }: { children: ReactNode; wrap?: boolean }) {
  const phone = useIsPhone();
  return (
    <Flex gap={phone ? 0 : 4} justify="flex-end" wrap={wrap}>
      {children}
    </Flex>
  );
}

interface IconActionProps {
  icon: ReactNode;
  /** What a screen reader says: names the row (`Delete Ada`). */
  label: string;
  /** What the pointer shows; the label when not given. */
  tooltip?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One action of a row as an icon button with its tooltip. */
export function IconAction({ icon, label, tooltip, danger, disabled, onClick }: IconActionProps) {
  return (
    <Tooltip title={tooltip ?? label}>
      <Button type="text" danger={danger} icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}
