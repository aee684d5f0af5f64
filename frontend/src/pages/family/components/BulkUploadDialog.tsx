import type { UploadLimitsResponse } from '@heirloom/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { uploadPhotos } from '../../../api/photos';
import { perFileProgress } from '../../../api/upload';
import { FuzzyDateField } from '../../../components/FuzzyDateField';
import { ApiError } from '../../../api/http';
import { serverTextOr } from '../../../lib/errors';
import { tooLargeMessage } from '../../../lib/mediaKinds';
import { fuzzyDateProblem } from '../../../lib/fuzzyDate';
import {
  applyBulkResults,
  failAll,
  fileKey,
  keepBulkMedia,
  summaryText,
  type UploadItem,
  type UploadSummary,
} from '../../../lib/uploads';
import { app, dateEntry, upload } from '../../../messages';
import { BulkFileList } from './BulkFileList';
import { PhotoDropZone } from './PhotoDropZone';

interface Props {
  familyId: number;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  /** The server's limits: larger files are left out here, each named, before a byte is sent (undefined while unknown). */
  limits?: UploadLimitsResponse;
}

export function BulkUploadDialog({ familyId, open, onClose, onUploaded, limits }: Props) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [fuzzyDate, setFuzzyDate] = useState('');
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why the approximate date cannot be read: said once, under its field, before anything is sent. */
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  /** Files of the last choice that are no photo or video, named with the reason. */
  const [leftOut, setLeftOut] = useState<string[]>([]);

  const reset = () => {
    setItems([]);
    setLocation('');
    setDescription('');
    setFuzzyDate('');
    setSummary(null);
    setError(null);
    setDateProblem(null);
    setLeftOut([]);
  };

  const addFiles = (files: File[]) => {
    setSummary(null);
    const media = keepBulkMedia(files);
    const kept = new Set(media);
    setLeftOut(files.filter((file) => !kept.has(file)).map((file) => upload.leftOut(file.name)));
    const tooLarge = media.map((file) => tooLargeMessage(file, limits)).filter((message) => message !== null);
    setError(tooLarge.length > 0 ? tooLarge.join('; ') : null);
    setItems((current) => {
      const known = new Set(current.map((item) => item.uid));
      const added = media
        .filter((file) => tooLargeMessage(file, limits) === null)
        .filter((file) => !known.has(fileKey(file)))
        .map((file): UploadItem => ({ uid: fileKey(file), file, progress: 0, status: 'pending' }));
      return [...current.filter((item) => item.status === 'pending'), ...added];
    });
  };

  const submit = async () => {
    const pending = items;
    if (pending.length === 0) return;
    const problem = fuzzyDateProblem(fuzzyDate);
    setDateProblem(problem);
    if (problem) {
      // Brought into view with its message: on a phone the field is below the list of files.
      const field = document.getElementById('bulk-fuzzy-date');
      field?.focus();
      // Once the message under it has rendered.
      requestAnimationFrame(() => field?.closest('.ant-form-item')?.scrollIntoView?.({ block: 'end' }));
      return;
    }
    setUploading(true);
    setError(null);
    setSummary(null);
    setItems(pending.map((item) => ({ ...item, status: 'uploading', progress: 0, message: undefined })));
    const sizes = pending.map((item) => item.file.size);
    try {
      const response = await uploadPhotos(
        familyId,
        pending.map((item) => item.file),
        { location: location.trim(), description: description.trim(), fuzzy_date: fuzzyDate.trim() },
        {
          onProgress: ({ loaded, total }) => {
            const percents = perFileProgress(sizes, loaded, total);
            setItems((current) => current.map((item, i) => ({ ...item, progress: Math.min(percents[i] ?? 0, 99) })));
          },
        },
        pending.map((item) => item.caption ?? ''),
      );
      setItems((current) => applyBulkResults(current, response));
      setSummary({ successful: response.successful, total: response.total, failed: response.failed });
      if (response.successful > 0) onUploaded();
    } catch (err) {
      const text = serverTextOr(err, upload.bulkFailed);
      setError(text);
      if (err instanceof ApiError && err.status === 400) {
        // The request was refused as a whole (a field): nothing was stored, and the chosen files stay chosen to send again.
        setItems((current) => current.map((item) => ({ ...item, status: 'pending', progress: 0, message: undefined })));
      } else {
        setItems((current) => failAll(current, text));
        setSummary({ successful: 0, total: pending.length, failed: pending.length });
      }
    } finally {
      setUploading(false);
    }
  };

  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const finished = summary !== null;

  return (
    <Modal
      title={upload.bulkTitle}
      open={open}
      onCancel={close}
      width={720}
      centered
      destroyOnHidden
      styles={{
        container: { height: '90vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, overflowY: 'auto', minHeight: 0 },
      }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={uploading}>
            {finished ? upload.done : app.cancel}
          </Button>
          {!finished && (
            <Button type="primary" onClick={submit} disabled={items.length === 0} loading={uploading}>
              {upload.uploadAll(items.length)}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {error && <Alert type="error" showIcon title={error} />}
        {summary && (
          <Alert
            type={summary.failed === 0 ? 'success' : summary.successful === 0 ? 'error' : 'warning'}
            showIcon
            title={summaryText(summary)}
            role="status"
          />
        )}
        {!uploading && !finished && <PhotoDropZone multiple onFiles={addFiles} />}
        {leftOut.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={upload.leftOutTitle(leftOut.length)}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {leftOut.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
        {items.length > 0 && (
          <>
            <Typography.Text type="secondary">{upload.selected(items.length)}</Typography.Text>
            <BulkFileList
              items={items}
              onRemove={uploading || finished ? undefined : (uid) => setItems((c) => c.filter((i) => i.uid !== uid))}
              onCaption={uploading || finished ? undefined : (uid, caption) => setItems((c) => c.map((i) => (i.uid === uid ? { ...i, caption } : i)))}
              onOpenExisting={close}
            />
          </>
        )}
        {!finished && (
          <Form layout="vertical" component="div" disabled={uploading}>
            <Form.Item label={upload.location} htmlFor="bulk-location">
              <Input id="bulk-location" value={location} onChange={(e) => setLocation(e.target.value)} />
            </Form.Item>
            <Form.Item label={upload.description} htmlFor="bulk-description">
              <Input.TextArea id="bulk-description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
            </Form.Item>
            <Form.Item
              label={dateEntry.fuzzyLabel}
              htmlFor="bulk-fuzzy-date"
              style={{ marginBottom: 0 }}
              validateStatus={dateProblem ? 'error' : undefined}
              help={dateProblem ?? undefined}
            >
              <FuzzyDateField
                id="bulk-fuzzy-date"
                value={fuzzyDate}
                onChange={(value) => {
                  setFuzzyDate(value);
                  setDateProblem(null);
                }}
              />
            </Form.Item>
          </Form>
        )}
      </Flex>
    </Modal>
  );
}
