import type { PhotoResponse, UploadLimitsResponse } from '@heirloom/contracts';
import { Flex, Form, Input, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { uploadPhoto } from '../../../api/photos';
import { DateEntry } from '../../../components/DateEntry';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FilePreview } from '../../../components/FilePreview';
import { existingPhotoIdOf, serverTextOr } from '../../../lib/errors';
import { DuplicateLink } from '../../../components/DuplicateLink';
import { datePayload, emptyDateEntry, type DateEntryValue } from '../../../lib/photoDate';
import { isAcceptedMedia, tooLargeMessage } from '../../../lib/mediaKinds';
import { app, dateEntry, upload } from '../../../messages';
import { PhotoDropZone } from './PhotoDropZone';

interface Props {
  familyId: number;
  open: boolean;
  onClose: () => void;
  /** The new photo, to confirm and highlight. */
  onUploaded: (photo: PhotoResponse) => void;
  /** The server's limits: a larger file is refused here, before a byte is sent (undefined while unknown). */
  limits?: UploadLimitsResponse;
}

export function UploadPhotoDialog({ familyId, open, onClose, onUploaded, limits }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [date, setDate] = useState<DateEntryValue>(emptyDateEntry);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The photo the chosen file already is (a 409), linked under the message. */
  const [existingId, setExistingId] = useState<number | null>(null);

  const reset = () => {
    setExistingId(null);
    setFile(null);
    setDescription('');
    setLocation('');
    setDate(emptyDateEntry);
    setProgress(null);
    setError(null);
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    if (!isAcceptedMedia(chosen)) {
      setError(upload.wrongType);
      return;
    }
    const tooLarge = tooLargeMessage(chosen, limits);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    setError(null);
    setExistingId(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file) {
      setError(upload.fileRequired);
      return;
    }
    setError(null);
    setExistingId(null);
    setProgress(0);
    try {
      const photo = await uploadPhoto(
        familyId,
        file,
        { description: description.trim(), location: location.trim(), ...datePayload(date) },
        { onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)) },
      );
      reset();
      onUploaded(photo);
    } catch (err) {
      setProgress(null);
      setError(serverTextOr(err, upload.failed));
      setExistingId(existingPhotoIdOf(err));
    }
  };

  const uploading = progress !== null;

  return (
    <Modal
      title={upload.title}
      open={open}
      onCancel={() => {
        if (uploading) return;
        reset();
        onClose();
      }}
      onOk={submit}
      okText={upload.upload}
      cancelText={app.cancel}
      okButtonProps={{ loading: uploading }}
      cancelButtonProps={{ disabled: uploading }}
      destroyOnHidden
      width={560}
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {existingId !== null && (
        <div style={{ marginBottom: 16 }}>
          <DuplicateLink photoId={existingId} onOpen={onClose} />
        </div>
      )}
      <Flex vertical gap={16}>
        <PhotoDropZone onFiles={choose} disabled={uploading}>
          {file ? (
            <Flex vertical align="center" gap={8}>
              <FilePreview file={file} size="100%" height={200} fit="contain" />
              <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">{upload.chooseAnother}</Typography.Text>
            </Flex>
          ) : undefined}
        </PhotoDropZone>
        {uploading && <Progress percent={progress} aria-label={upload.uploading} />}
        <Form layout="vertical" component="div">
          <Form.Item label={upload.description} htmlFor="upload-description">
            <Input.TextArea
              id="upload-description"
              rows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={upload.location} htmlFor="upload-location">
            <Input id="upload-location" value={location} onChange={(event) => setLocation(event.target.value)} />
          </Form.Item>
          <Form.Item label={dateEntry.label} style={{ marginBottom: 0 }}>
            <DateEntry value={date} onChange={setDate} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
