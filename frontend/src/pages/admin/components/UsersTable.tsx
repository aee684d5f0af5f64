import { DeleteOutlined, EditOutlined, EyeOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { AdminUserResponse } from '@heirloom/contracts';
import { PersonCell } from '../../../components/PersonCell';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { formatDate } from '../../../lib/format';
import { ADMIN_PAGE_SIZES } from '../../../lib/limits';
import { EmailStatusTag } from './EmailStatusTag';
import { adminUsers as copy } from '../../../messages';
import { ONE_LINE } from '../../../components/tableColumns';
import { ListTable } from '../../../components/ListTable';
import { actionsColumn, IconAction, RowActions } from '../../../components/RowActions';

interface Props {
  users: AdminUserResponse[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  isSelf: (user: AdminUserResponse) => boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (user: AdminUserResponse) => void;
  onEdit: (user: AdminUserResponse) => void;
  onDelete: (user: AdminUserResponse) => void;
  /** Vouches for an unverified address, as its mailed link would. */
  onMarkVerified: (user: AdminUserResponse) => void;
}

/** On phones the e-mail moves under the name and the counts and date are left out (the details dialog has them). */
export function UsersTable(props: Props) {
  const { users, total, page, pageSize, loading, isSelf, onPage, onView, onEdit, onDelete, onMarkVerified } = props;
  const phone = useIsPhone();
  const columns: ColumnsType<AdminUserResponse> = [
    {
      title: copy.columns.name,
      key: 'name',
      // Phones have no Email column: the address and whether it is verified go under the name.
      render: (_, user) => (
        <PersonCell name={user.name} email={phone ? user.email : undefined} avatar={false} note={phone ? <EmailStatusTag verified={user.email_verified} /> : undefined} />
      ),
    },
    {
      title: copy.columns.email,
      key: 'email',
      hidden: phone,
      render: (_, user) => (
        <Flex vertical gap={4} align="flex-start">
          <span style={{ wordBreak: 'break-all' }}>{user.email}</span>
          <EmailStatusTag verified={user.email_verified} />
        </Flex>
      ),
    },
    {
      title: copy.columns.role,
      dataIndex: 'is_admin',
      render: (isAdmin: boolean) => <Tag color={isAdmin ? 'magenta' : 'default'}>{isAdmin ? copy.roleAdmin : copy.roleUser}</Tag>,
    },
    { title: copy.columns.families, dataIndex: 'family_count', align: 'right', hidden: phone },
    { title: copy.columns.photos, dataIndex: 'photo_count', align: 'right', hidden: phone },
    { title: copy.columns.joined, dataIndex: 'created_at', hidden: phone, ...ONE_LINE, render: (value: string) => formatDate(value) },
    actionsColumn(copy.columns.actions, (user) => (
      <RowActions>
        {!user.email_verified && (
          <IconAction icon={<SafetyCertificateOutlined aria-hidden />} tooltip={copy.markVerified} label={copy.markVerifiedLabel(user.name)} onClick={() => onMarkVerified(user)} />
        )}
        <IconAction icon={<EyeOutlined aria-hidden />} tooltip={copy.detailsTitle} label={copy.view(user.name)} onClick={() => onView(user)} />
        <IconAction icon={<EditOutlined aria-hidden />} tooltip={copy.editTitle} label={copy.edit(user.name)} onClick={() => onEdit(user)} />
        <IconAction icon={<DeleteOutlined aria-hidden />} tooltip={copy.deleteTitle} label={copy.delete(user.name)} danger disabled={isSelf(user)} onClick={() => onDelete(user)} />
      </RowActions>
    )),
  ];
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
    showTotal: (count) => copy.total(count),
    onChange: onPage,
  };
  return (
    <ListTable<AdminUserResponse>
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={pagination}
    />
  );
}
