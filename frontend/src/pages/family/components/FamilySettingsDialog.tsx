import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { updateFamily } from '../../../api/families';
import type { Family } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { app, createFamily, family as copy } from '../../../messages';

interface Props {
  family: Family;
  open: boolean;
  onClose: () => void;
  onSaved: (family: Family) => void;
}

/** Family admins rename the family or change its description. */
export function FamilySettingsDialog({ family, open, onClose, onSaved }: Props) {
  const [name, setName] = useState(family.name);
  const [description, setDescription] = useState(family.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = name.trim() === '';

  const save = async () => {
    if (blank) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateFamily(family.id, { name: name.trim(), description: description.trim() }));
    } catch (err) {
      setError(serverTextOr(err, copy.settingsFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={copy.familySettings}
      open={open}
      onCancel={onClose}
      onOk={save}
      okText={copy.settingsSave}
      cancelText={app.cancel}
      okButtonProps={{ disabled: blank, loading: saving }}
      destroyOnHidden
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
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
    </Modal>
  );
}
