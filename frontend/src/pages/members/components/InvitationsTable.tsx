import { CloseCircleOutlined, LinkOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FamilyInvitationResponse } from '@heirloom/contracts';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { useIsWide } from '../../../hooks/useIsWide';
import { formatDate } from '../../../lib/format';
import { members as copy } from '../../../messages';
import { ONE_LINE } from '../../../components/tableColumns';
import { ListTable } from '../../../components/ListTable';
import { actionsColumn, RowActions } from '../../../components/RowActions';

/** Shown to family admins only (nobody else may list a family's invitations): copy an invitation's link, or cancel it. */
interface Props {
  invitations: FamilyInvitationResponse[];
  loading: boolean;
  onCopyLink: (invitation: FamilyInvitationResponse) => void;
  onResend: (invitation: FamilyInvitationResponse) => void;
  onCancel: (invitation: FamilyInvitationResponse) => void;
}

export function InvitationsTable({ invitations, loading, onCopyLink, onResend, onCancel }: Props) {
  // On phones the dates are left out and the actions column keeps only its icon, so the e-mail stays readable.
  const wide = useIsWide();
  const phone = useIsPhone();
  const columns: ColumnsType<FamilyInvitationResponse> = [
    { title: copy.invitationColumns.email, dataIndex: 'email', render: (email: string) => <span style={{ wordBreak: 'break-all' }}>{email}</span> },
    {
      title: copy.invitationColumns.role,
      dataIndex: 'role',
      render: (role: string, invitation) => (
        <>
          <Tag>{role}</Tag>
          {invitation.status === 'expired' && <Tag color="warning">{copy.expired}</Tag>}
        </>
      ),
    },
    { title: copy.invitationColumns.sent, dataIndex: 'created_at', hidden: phone, ...ONE_LINE, render: (value: string) => formatDate(value) },
    { title: copy.invitationColumns.expires, dataIndex: 'expires_at', hidden: phone, ...ONE_LINE, render: (value?: string) => formatDate(value) },
  ];
  columns.push(
    actionsColumn(copy.invitationColumns.actions, (invitation) => (
      <RowActions wrap>
        {invitation.link && (
          <Button
            type="text"
            icon={<LinkOutlined aria-hidden />}
            aria-label={copy.copyLinkLabel(invitation.email)}
            title={wide ? undefined : copy.copyLink}
            onClick={() => onCopyLink(invitation)}
          >
            {wide ? copy.copyLink : null}
          </Button>
        )}
        <Button
          type="text"
          icon={<SendOutlined aria-hidden />}
          aria-label={copy.resendLabel(invitation.email)}
          title={wide ? undefined : copy.resend}
          onClick={() => onResend(invitation)}
        >
          {wide ? copy.resend : null}
        </Button>
        <Button
          danger
          type="text"
          icon={<CloseCircleOutlined aria-hidden />}
          aria-label={copy.cancelInvitationLabel(invitation.email)}
          title={wide ? undefined : copy.cancelInvitation}
          onClick={() => onCancel(invitation)}
        >
          {wide ? copy.cancelInvitation : null}
        </Button>
      </RowActions>
    )),
  );
  return (
    <ListTable<FamilyInvitationResponse>
      columns={columns}
      dataSource={invitations}
      loading={loading}
      pagination={false}
      locale={{ emptyText: copy.noInvitations }}
    />
  );
}
