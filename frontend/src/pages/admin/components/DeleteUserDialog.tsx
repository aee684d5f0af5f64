import { Typography } from 'antd';
import { deleteAdminUser } from '../../../api/admin';
import type { AdminUserResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { serverTextOr } from '../../../lib/errors';
import { adminUsers as copy, app } from '../../../messages';

interface Props {
  user: AdminUserResponse;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  return (
    <ActionDialog
      title={copy.deleteTitle}
      okText={app.delete}
      danger
      onSubmit={async () => {
        await deleteAdminUser(user.id);
        onDeleted();
      }}
      errorText={(err) => serverTextOr(err, copy.deleteFailed)}
      onClose={onClose}
    >
      <Typography.Paragraph>{copy.deleteConfirm(user.name)}</Typography.Paragraph>
    </ActionDialog>
  );
}
