import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { colors } from '../theme';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  backTo?: string;
  backLabel?: string;
  /** Instead of going to backTo: going back in history (to where the person came from, at its scroll). */
  onBack?: () => void;
  extra?: ReactNode;
}

/** Page title row: optional back button, title and subtitle, actions on the right. */
export function PageHeader({ title, subtitle, backTo, backLabel, onBack, extra }: Props) {
  const navigate = useNavigate();
  return (
    <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <Flex align="flex-start" gap={8} style={{ minWidth: 0, flex: '1 1 240px' /* the actions wrap below rather than squeeze the title */ }}>
        {backTo && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label={backLabel}
            title={backLabel}
            onClick={onBack ?? (() => navigate(backTo))}
          />
        )}
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} className="page-title" style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <div style={{ marginTop: 4, color: colors.textSecondary }}>{subtitle}</div>}
        </div>
      </Flex>
      {extra && <Flex gap={8} wrap>{extra}</Flex>}
    </Flex>
  );
}
