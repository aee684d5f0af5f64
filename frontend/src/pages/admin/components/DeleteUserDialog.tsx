import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { deleteAdminUser } from '../../../api/admin';
import type { AdminUser } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { adminUsers as copy, app } from '../../../messages';

interface Props {
  user: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAdminUser(user.id);
      onDeleted();
    } catch (err) {
      setError(serverTextOr(err, copy.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      title={copy.deleteTitle}
      open
      onCancel={onClose}
      onOk={confirm}
      okText={app.delete}
      cancelText={app.cancel}
      okButtonProps={{ danger: true, loading: deleting }}
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Typography.Paragraph>{copy.deleteConfirm(user.name)}</Typography.Paragraph>
    </Modal>
  );
}
