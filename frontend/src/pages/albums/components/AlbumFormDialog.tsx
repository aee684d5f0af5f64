import { Form, Input } from 'antd';
import { useState } from 'react';
import type { AlbumResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { serverTextOr } from '../../../lib/errors';
import { albums as copy } from '../../../messages';

interface Props {
  /** The album to edit; none: a new one. */
  album?: AlbumResponse;
  onClose: () => void;
  onSubmit: (fields: { name: string; description: string | null }) => Promise<void>;
}

/** Create Album, or Edit Album: a name (required, up to 100 characters) and a description. */
export function AlbumFormDialog({ album, onClose, onSubmit }: Props) {
  const [name, setName] = useState(album?.name ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const blank = name.trim() === '';
  return (
    <ActionDialog
      title={album ? copy.rename : copy.create}
      okText={album ? copy.save : copy.create}
      onSubmit={() => onSubmit({ name: name.trim(), description: description.trim() || null })}
      errorText={(err) => serverTextOr(err, album ? copy.saveFailed : copy.createFailed)}
      onClose={onClose}
      disabled={blank}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={copy.name} htmlFor="album-name" required validateStatus={blank ? 'error' : undefined} help={blank ? copy.nameRequired : undefined}>
          <Input id="album-name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={copy.description} htmlFor="album-description">
          <Input.TextArea id="album-description" rows={3} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
