import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { colors } from '../../../theme';

interface Props {
  title: string;
  value: ReactNode;
  /** After the number, smaller (e.g. "of 100 GB"). */
  suffix?: ReactNode;
  subtitle: string;
  icon: ReactNode;
  to?: string;
  /** Between the number and the subtitle (e.g. a progress bar). */
  children?: ReactNode;
}

/** One number of the admin dashboard; the whole card links to its section. */
export function StatCard({ title, value, suffix, subtitle, icon, to, children }: Props) {
  const card = (
    <Card hoverable={!!to} style={{ height: '100%' }}>
      <Statistic title={title} value={value as string} prefix={icon} suffix={suffix} styles={{ value: { fontWeight: 600 }, suffix: { fontSize: 16, color: colors.textSecondary } }} />
      {children}
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
