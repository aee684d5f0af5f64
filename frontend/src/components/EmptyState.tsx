import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { colors } from '../theme';

interface Props {
  /** An Ant Design icon that says what is missing (photos, families, memories). */
  icon: ReactNode;
  title: string;
  hint?: string;
  /** What to do about it, e.g. a button. */
  action?: ReactNode;
}

/** The empty state of a list or page: an icon in a tinted circle, the spec's words, a hint and the next step. */
export function EmptyState({ icon, title, hint, action }: Props) {
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '32px 16px', textAlign: 'center' }}>
      <Flex
        align="center"
        justify="center"
        aria-hidden
        style={{ width: 72, height: 72, borderRadius: '50%', background: colors.primary50, color: colors.primary, fontSize: 32, marginBottom: 8 }}
      >
        {icon}
      </Flex>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {hint && (
        <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
          {hint}
        </Typography.Text>
      )}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Flex>
  );
}
