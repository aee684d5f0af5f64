import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIsWide } from '../../hooks/useIsWide';
import { batch as copy } from '../../messages';
import { colors } from '../../theme';

export interface BatchAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Why it is disabled, as its tooltip. */
  reason?: string;
  danger?: boolean;
  loading?: boolean;
  primary?: boolean;
}

interface Props {
  count: number;
  actions: BatchAction[];
  /** Said under the count (too many to download…). */
  note?: string | null;
  onCancel: () => void;
}

/** How many actions show as buttons on a phone; the rest go into a More menu. */
const PHONE_BUTTONS = 2;

/** Floats at the bottom of the screen while tiles are selected: the count, the batch actions and Cancel. */
export function SelectionBar({ count, actions, note, onCancel }: Props) {
  const wide = useIsWide();
  const shown = wide ? actions : actions.slice(0, PHONE_BUTTONS);
  const more = wide ? [] : actions.slice(PHONE_BUTTONS);
  return (
    <Flex
      role="region"
      aria-label={copy.bar}
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        width: wide ? 'min(860px, calc(100vw - 280px))' : 'calc(100vw - 24px)',
        padding: '10px 12px 10px 20px',
        zIndex: 100,
        background: colors.surface,
        borderRadius: 12,
        boxShadow: `0 6px 24px ${colors.cardShadow}`,
      }}
    >
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong aria-live="polite">
          {copy.selected(count)}
        </Typography.Text>
        {note && <Typography.Text type="danger">{note}</Typography.Text>}
      </Flex>
      <Flex gap={8} wrap>
        {shown.map((action) => (
          <Button
            key={action.key}
            type={action.primary ? 'primary' : 'default'}
            danger={action.danger}
            icon={action.icon}
            loading={action.loading}
            disabled={count === 0 || action.disabled}
            title={action.disabled ? action.reason : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
        {more.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map((action) => ({
                key: action.key,
                label: action.label,
                icon: action.icon,
                danger: action.danger,
                disabled: count === 0 || action.disabled,
                title: action.disabled ? action.reason : undefined,
                onClick: action.onClick,
              })),
            }}
          >
            <Button icon={<MoreOutlined aria-hidden />} aria-label={copy.more} />
          </Dropdown>
        )}
        <Button onClick={onCancel}>{copy.cancel}</Button>
      </Flex>
    </Flex>
  );
}
