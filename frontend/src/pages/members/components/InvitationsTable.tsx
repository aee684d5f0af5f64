import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FamilyInvitation } from '../../../api/types';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { useIsWide } from '../../../hooks/useIsWide';
import { formatDate } from '../../../lib/format';
import { members as copy } from '../../../messages';
import { ONE_LINE } from '../../../components/tableColumns';

interface Props {
  invitations: FamilyInvitation[];
  loading: boolean;
  canCancel: boolean;
  onCancel: (invitation: FamilyInvitation) => void;
}

export function InvitationsTable({ invitations, loading, canCancel, onCancel }: Props) {
  // On phones the dates are left out and the actions column keeps only its icon, so the e-mail stays readable.
  const wide = useIsWide();
  const phone = useIsPhone();
  const columns: ColumnsType<FamilyInvitation> = [
    { title: copy.invitationColumns.email, dataIndex: 'email', render: (email: string) => <span style={{ wordBreak: 'break-all' }}>{email}</span> },
    { title: copy.invitationColumns.role, dataIndex: 'role', render: (role: string) => <Tag>{role}</Tag> },
    { title: copy.invitationColumns.sent, dataIndex: 'created_at', hidden: phone, ...ONE_LINE, render: (value: string) => formatDate(value) },
    { title: copy.invitationColumns.expires, dataIndex: 'expires_at', hidden: phone, ...ONE_LINE, render: (value?: string) => formatDate(value) },
  ];
  if (canCancel) {
    columns.push({
      title: copy.invitationColumns.actions,
      key: 'actions',
      align: 'right',
      render: (_, invitation) => (
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
      ),
    });
  }
  return (
    <Table<FamilyInvitation>
      rowKey="id"
      columns={columns}
      dataSource={invitations}
      loading={loading}
      pagination={false}
      locale={{ emptyText: copy.noInvitations }}
      // No sideways scrolling at any width, so the actions always stay in view: the cells wrap (e-mails break).
      // Phones: smaller padding.
      size={phone ? 'small' : undefined}
    />
  );
}
