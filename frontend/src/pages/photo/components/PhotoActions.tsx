import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { photo as copy } from '../../../messages';

/** Edit Photo (the uploader) and Delete Photo (the uploader or a family admin): each only when given. */
export function PhotoActions({ onEdit, onDelete }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          onEdit && { key: 'edit', icon: <EditOutlined aria-hidden />, label: copy.edit, onClick: onEdit },
          onDelete && { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: copy.delete, danger: true, onClick: onDelete },
        ].filter((item) => !!item),
      }}
    >
      <Button icon={<MoreOutlined aria-hidden />} aria-label={copy.actions} />
    </Dropdown>
  );
}
