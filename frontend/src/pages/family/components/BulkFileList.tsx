import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Progress, Typography } from 'antd';
import { DuplicateLink } from '../../../components/DuplicateLink';
import { FilePreview } from '../../../components/FilePreview';
import type { UploadItem } from '../../../lib/uploads';
import { upload } from '../../../messages';

interface Props {
  items: UploadItem[];
  onRemove?: (uid: string) => void;
  /** Before the upload: each file takes its own caption. */
  onCaption?: (uid: string, caption: string) => void;
  /** A duplicate's link to the photo already there was followed. */
  onOpenExisting?: () => void;
}

const progressStatus = (item: UploadItem) =>
  item.status === 'error' ? 'exception' : item.status === 'success' ? 'success' : item.status === 'uploading' ? 'active' : 'normal';

/** Each chosen file with its preview, its own progress bar and, after the upload, its result. */
export function BulkFileList({ items, onRemove, onCaption, onOpenExisting }: Props) {
  return (
    <Flex vertical gap={8} role="list" aria-label={upload.selected(items.length)}>
      {items.map((item) => (
        <Flex key={item.uid} role="listitem" align="center" gap={12} style={{ minWidth: 0 }}>
          <FilePreview file={item.file} size={48} />
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text ellipsis title={item.file.name}>
              {item.file.name}
            </Typography.Text>
            <Progress
              percent={item.progress}
              size="small"
              status={progressStatus(item)}
              aria-label={`${item.file.name} ${item.progress}%`}
            />
            {onCaption && (
              <Input
                size="small"
                placeholder={upload.caption}
                aria-label={upload.captionOf(item.file.name)}
                maxLength={2000}
                value={item.caption ?? ''}
                onChange={(event) => onCaption(item.uid, event.target.value)}
                style={{ marginTop: 4 }}
              />
            )}
            {item.message && (
              <Typography.Text type={item.status === 'error' ? 'danger' : 'success'} style={{ fontSize: 12 }}>
                {item.message}
              </Typography.Text>
            )}
            {item.existingPhotoId !== undefined && <DuplicateLink photoId={item.existingPhotoId} onOpen={onOpenExisting} />}
          </Flex>
          {onRemove && (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={upload.removeFile(item.file.name)}
              onClick={() => onRemove(item.uid)}
            />
          )}
        </Flex>
      ))}
    </Flex>
  );
}
