import { Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { updateAdminUser } from '../../../api/admin';
import type { AdminUserResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { adminUsers as copy } from '../../../messages';

interface Props {
  user: AdminUserResponse;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Name and Administrator; an admin cannot remove their own admin flag. */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: Props) {
  const [name, setName] = useState(user.name);
  const [isAdmin, setIsAdmin] = useState(user.is_admin);

  const save = async () => {
    await updateAdminUser(user.id, { name: name.trim(), is_admin: isSelf ? user.is_admin : isAdmin });
    onSaved();
  };

  return (
    <ActionDialog
      title={copy.editTitle}
      okText={copy.saveChanges}
      onSubmit={save}
      errorText={() => copy.updateFailed}
      onClose={onClose}
      disabled={name.trim() === ''}
    >
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
    </ActionDialog>
  );
}
