import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { PendingInvitationResponse } from '@heirloom/contracts';
import { dashboard } from '../../../messages';
import { colors } from '../../../theme';

interface Props {
  /** Without tokens while the account's address is unverified: those are accepted from their e-mail. */
  invitations: PendingInvitationResponse[];
  busyId: number | null;
  onAccept: (invitation: PendingInvitationResponse) => void;
  onDismiss: (invitation: PendingInvitationResponse) => void;
}

export function PendingInvitations({ invitations, busyId, onAccept, onDismiss }: Props) {
  if (invitations.length === 0) return null;
  return (
    <Card title={dashboard.pendingInvitations} style={{ marginBottom: 24 }}>
      <Flex vertical gap={16} role="list" aria-label={dashboard.pendingInvitations}>
        {invitations.map((invitation) => (
          <Flex key={invitation.id} role="listitem" justify="space-between" align="center" gap={16} wrap>
            <Flex align="center" gap={12}>
              <MailOutlined style={{ fontSize: 20, color: colors.primary }} aria-hidden />
              <div>
                <Typography.Text strong>{invitation.family.name}</Typography.Text>{' '}
                <Tag>{invitation.role}</Tag>
                <div>
                  <Typography.Text type="secondary">
                    {dashboard.invitedBy(invitation.invited_by?.name ?? '', invitation.role)}
                  </Typography.Text>
                </div>
              </div>
            </Flex>
            {invitation.token === null ? (
              // No token before the address is verified: no Accept that cannot work, and declining waits too.
              <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
                {dashboard.acceptFromEmail}
              </Typography.Text>
            ) : (
              <Flex gap={8}>
                <Button
                  type="primary"
                  loading={busyId === invitation.id}
                  onClick={() => onAccept(invitation)}
                  aria-label={`${dashboard.accept} ${invitation.family.name}`}
                >
                  {dashboard.accept}
                </Button>
                <Button onClick={() => onDismiss(invitation)} aria-label={`${dashboard.dismiss} ${invitation.family.name}`}>
                  {dashboard.dismiss}
                </Button>
              </Flex>
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
