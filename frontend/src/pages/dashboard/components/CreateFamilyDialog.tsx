import { Form, Input } from 'antd';
import { useState } from 'react';
import { createFamily } from '../../../api/families';
import type { FamilyResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { serverTextOr } from '../../../lib/errors';
import { createFamily as copy } from '../../../messages';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (family: FamilyResponse) => void;
}

/** Family Name is required after trimming: Create stays disabled while it is blank. */
export function CreateFamilyDialog({ open, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const reset = () => {
    setName('');
    setDescription('');
    setTouched(false);
  };

  const create = async () => {
    const family = await createFamily({ name: name.trim(), description: description.trim() });
    reset();
    onCreated(family);
  };

  return (
    <ActionDialog
      title={copy.title}
      open={open}
      okText={copy.create}
      onSubmit={create}
      errorText={(err) => serverTextOr(err, copy.failed)}
      onClose={() => {
        reset();
        onClose();
      }}
      disabled={blank}
    >
      {(submit) => (
        <Form layout="vertical" component="div">
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
              onPressEnter={() => {
                setTouched(true);
                submit();
              }}
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
      )}
    </ActionDialog>
  );
}
