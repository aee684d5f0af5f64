import { Form, Input } from 'antd';
import { useState } from 'react';
import { updateFamily } from '../../../api/families';
import type { FamilyResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { serverTextOr } from '../../../lib/errors';
import { createFamily, family as copy } from '../../../messages';

interface Props {
  family: FamilyResponse;
  open: boolean;
  onClose: () => void;
  onSaved: (family: FamilyResponse) => void;
}

/** Family admins rename the family or change its description. */
export function FamilySettingsDialog({ family, open, onClose, onSaved }: Props) {
  const [name, setName] = useState(family.name);
  const [description, setDescription] = useState(family.description);
  const blank = name.trim() === '';

  const save = async () => {
    onSaved(await updateFamily(family.id, { name: name.trim(), description: description.trim() }));
  };

  return (
    <ActionDialog
      title={copy.familySettings}
      open={open}
      okText={copy.settingsSave}
      onSubmit={save}
      errorText={(err) => serverTextOr(err, copy.settingsFailed)}
      onClose={onClose}
      disabled={blank}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={createFamily.name}
          htmlFor="settings-name"
          required
          validateStatus={blank ? 'error' : undefined}
          help={blank ? createFamily.nameRequired : undefined}
        >
          <Input id="settings-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={createFamily.description} htmlFor="settings-description">
          <Input.TextArea id="settings-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
