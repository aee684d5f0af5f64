import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MemberResponse } from '@heirloom/contracts';
import { PersonCell } from '../../../components/PersonCell';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { formatDate } from '../../../lib/format';
import { members as copy } from '../../../messages';
import { ONE_LINE } from '../../../components/tableColumns';
import { ListTable } from '../../../components/ListTable';
import { actionsColumn } from '../../../components/RowActions';

interface Props {
  members: MemberResponse[];
  loading: boolean;
  isAdmin: boolean;
  isSelf: (member: MemberResponse) => boolean;
  onToggleRole: (member: MemberResponse) => void;
  onRemove: (member: MemberResponse) => void;
}

/**
 * Member, Email, Role, Joined, and Actions (family admins only; no menu on one's own row). On phones the
 * e-mail moves under the name and Joined is left out, so the table fits without scrolling sideways.
 */
export function MembersTable({ members, loading, isAdmin, isSelf, onToggleRole, onRemove }: Props) {
  const phone = useIsPhone();
  const columns: ColumnsType<MemberResponse> = [
    {
      title: copy.columns.member,
      key: 'member',
      render: (_, member) => (
        <PersonCell
          name={member.user.name}
          email={phone ? member.user.email : undefined}
          note={isSelf(member) && <Typography.Text type="secondary">{copy.you}</Typography.Text>}
        />
      ),
    },
    { title: copy.columns.email, key: 'email', hidden: phone, render: (_, member) => member.user.email },
    {
      title: copy.columns.role,
      dataIndex: 'role',
      render: (role: MemberResponse['role']) => <Tag color={role === 'admin' ? 'magenta' : 'geekblue'}>{role}</Tag>,
    },
    { title: copy.columns.joined, dataIndex: 'joined_at', hidden: phone, ...ONE_LINE, render: (value: string) => formatDate(value) },
  ];
  if (isAdmin) {
    columns.push(
      actionsColumn(copy.columns.actions, (member) =>
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
      ),
    );
  }
  return (
    <ListTable<MemberResponse>
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
    />
  );
}
