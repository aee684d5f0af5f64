import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { auth } from '../../../messages';
import { colors, spacing } from '../../../theme';
import { Brand } from '../../../components/shell/Brand';

/** The centred card of the public pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: spacing(2),
        background: `linear-gradient(135deg, ${colors.primary} 0%, ${colors.primary300} 60%, ${colors.secondary} 140%)`,
      }}
    >
      <main style={{ width: '100%', maxWidth: 440 }}>
        <Card style={{ boxShadow: `0 12px 40px ${colors.cardShadow}` }}>
          <Flex vertical align="center" gap={8} style={{ marginBottom: spacing(3) }}>
            <Brand to="/login" />
            <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              {auth.tagline}
            </Typography.Text>
          </Flex>
          {children}
        </Card>
      </main>
    </Flex>
  );
}
