import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { updateAdminUser } from '../../../api/admin';
import type { AdminUser } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { adminUsers as copy, app } from '../../../messages';

interface Props {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Name and Administrator; an admin cannot remove their own admin flag. */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: Props) {
  const [name, setName] = useState(user.name);
  const [isAdmin, setIsAdmin] = useState(user.is_admin);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await updateAdminUser(user.id, { name: name.trim(), is_admin: isSelf ? user.is_admin : isAdmin });
      onSaved();
    } catch {
      setError(copy.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={copy.editTitle}
      open
      onCancel={onClose}
      onOk={save}
      okText={copy.saveChanges}
      cancelText={app.cancel}
      okButtonProps={{ loading: saving, disabled: name.trim() === '' }}
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form layout="vertical" component="div">
        <Form.Item label={copy.name} htmlFor="admin-user-name">
          <Input id="admin-user-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Checkbox checked={isAdmin} disabled={isSelf} onChange={(e) => setIsAdmin(e.target.checked)}>
          {copy.administrator}
        </Checkbox>
        {isSelf && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {copy.selfDemote}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
