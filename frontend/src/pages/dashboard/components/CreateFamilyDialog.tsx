import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { createFamily } from '../../../api/families';
import type { Family } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { app, createFamily as copy } from '../../../messages';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (family: Family) => void;
}

/** Family Name is required after trimming: Create stays disabled while it is blank. */
export function CreateFamilyDialog({ open, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = name.trim() === '';

  const reset = () => {
    setName('');
    setDescription('');
    setTouched(false);
    setError(null);
  };

  const submit = async () => {
    setTouched(true);
    if (blank) return;
    setSaving(true);
    setError(null);
    try {
      const family = await createFamily({ name: name.trim(), description: description.trim() });
      reset();
      onCreated(family);
    } catch (err) {
      setError(serverTextOr(err, copy.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={copy.title}
      open={open}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={submit}
      okText={copy.create}
      cancelText={app.cancel}
      okButtonProps={{ disabled: blank, loading: saving }}
      destroyOnHidden
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form layout="vertical" onFinish={submit} component="div">
        <Form.Item
          label={copy.name}
          htmlFor="family-name"
          required
          validateStatus={touched && blank ? 'error' : undefined}
          help={touched && blank ? copy.nameRequired : undefined}
        >
          <Input
            id="family-name"
            autoFocus
            value={name}
            maxLength={100}
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label={copy.description} htmlFor="family-description" extra={copy.descriptionHelp}>
          <Input.TextArea
            id="family-description"
            rows={3}
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
