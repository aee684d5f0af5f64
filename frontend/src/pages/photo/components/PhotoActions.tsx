import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { photo as copy } from '../../../messages';

/** Edit Photo and Delete Photo; rendered only for the uploader. */
export function PhotoActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'edit', icon: <EditOutlined />, label: copy.edit, onClick: onEdit },
          { key: 'delete', icon: <DeleteOutlined />, label: copy.delete, danger: true, onClick: onDelete },
        ],
      }}
    >
      <Button icon={<MoreOutlined />} aria-label={copy.actions} />
    </Dropdown>
  );
}
