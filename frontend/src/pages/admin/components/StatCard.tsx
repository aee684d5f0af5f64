import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  value: ReactNode;
  subtitle: string;
  icon: ReactNode;
  to?: string;
}

/** One number of the admin dashboard; the whole card links to its section. */
export function StatCard({ title, value, subtitle, icon, to }: Props) {
  const card = (
    <Card hoverable={!!to} style={{ height: '100%' }}>
      <Statistic title={title} value={value as string} prefix={icon} />
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
    </Card>
  );
  return to ? (
    <Link to={to} aria-label={`${title}: ${String(value)}`} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  ) : (
    card
  );
}
