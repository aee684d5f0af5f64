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
          { key: 'edit', icon: <EditOutlined aria-hidden />, label: copy.edit, onClick: onEdit },
          { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: copy.delete, danger: true, onClick: onDelete },
        ],
      }}
    >
      <Button icon={<MoreOutlined aria-hidden />} aria-label={copy.actions} />
    </Dropdown>
  );
}
