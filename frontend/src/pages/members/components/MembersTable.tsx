import { MoreOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Member } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { members as copy } from '../../../messages';

interface Props {
  members: Member[];
  loading: boolean;
  isAdmin: boolean;
  isSelf: (member: Member) => boolean;
  onToggleRole: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/** Member, Email, Role, Joined, and Actions (family admins only; no menu on one's own row). */
export function MembersTable({ members, loading, isAdmin, isSelf, onToggleRole, onRemove }: Props) {
  const columns: ColumnsType<Member> = [
    {
      title: copy.columns.member,
      key: 'member',
      render: (_, member) => (
        <Flex align="center" gap={8}>
          <Avatar style={{ background: '#3f51b5' }}>{member.user.name.charAt(0).toUpperCase()}</Avatar>
          <Typography.Text>
            {member.user.name} {isSelf(member) && <Typography.Text type="secondary">{copy.you}</Typography.Text>}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: copy.columns.email, key: 'email', render: (_, member) => member.user.email },
    {
      title: copy.columns.role,
      dataIndex: 'role',
      render: (role: Member['role']) => <Tag color={role === 'admin' ? 'magenta' : 'geekblue'}>{role}</Tag>,
    },
    { title: copy.columns.joined, dataIndex: 'joined_at', render: (value: string) => formatDate(value) },
  ];
  if (isAdmin) {
    columns.push({
      title: copy.columns.actions,
      key: 'actions',
      align: 'right',
      fixed: 'right',
      render: (_, member) =>
        isSelf(member) ? null : (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'role',
                  label: member.role === 'admin' ? copy.makeMember : copy.makeAdmin,
                  onClick: () => onToggleRole(member),
                },
                { key: 'remove', label: copy.remove, danger: true, onClick: () => onRemove(member) },
              ],
            }}
          >
            <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={copy.memberActions(member.user.name)} />
          </Dropdown>
        ),
    });
  }
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
