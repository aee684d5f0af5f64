import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { AdminUser } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { ADMIN_PAGE_SIZES } from '../../../lib/limits';
import { adminUsers as copy } from '../../../messages';

interface Props {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  isSelf: (user: AdminUser) => boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable(props: Props) {
  const { users, total, page, pageSize, loading, isSelf, onPage, onView, onEdit, onDelete } = props;
  const columns: ColumnsType<AdminUser> = [
    { title: copy.columns.name, dataIndex: 'name' },
    { title: copy.columns.email, dataIndex: 'email' },
    {
      title: copy.columns.role,
      dataIndex: 'is_admin',
      render: (isAdmin: boolean) => <Tag color={isAdmin ? 'magenta' : 'default'}>{isAdmin ? copy.roleAdmin : copy.roleUser}</Tag>,
    },
    { title: copy.columns.families, dataIndex: 'family_count', align: 'right' },
    { title: copy.columns.photos, dataIndex: 'photo_count', align: 'right' },
    { title: copy.columns.joined, dataIndex: 'created_at', render: (value: string) => formatDate(value) },
    {
      title: copy.columns.actions,
      key: 'actions',
      align: 'right',
      fixed: 'right',
      render: (_, user) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title={copy.detailsTitle}>
            <Button type="text" icon={<EyeOutlined aria-hidden />} aria-label={copy.view(user.name)} onClick={() => onView(user)} />
          </Tooltip>
          <Tooltip title={copy.editTitle}>
            <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={copy.edit(user.name)} onClick={() => onEdit(user)} />
          </Tooltip>
          <Tooltip title={copy.deleteTitle}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={copy.delete(user.name)}
              disabled={isSelf(user)}
              onClick={() => onDelete(user)}
            />
          </Tooltip>
        </Flex>
      ),
    },
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
    <Table<AdminUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
    />
  );
}
