import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { FilePreview } from '../../../components/FilePreview';
import type { UploadItem } from '../../../lib/uploads';
import { upload } from '../../../messages';

interface Props {
  items: UploadItem[];
  onRemove?: (uid: string) => void;
}

const progressStatus = (item: UploadItem) =>
  item.status === 'error' ? 'exception' : item.status === 'success' ? 'success' : item.status === 'uploading' ? 'active' : 'normal';

/** Each chosen file with its preview, its own progress bar and, after the upload, its result. */
export function BulkFileList({ items, onRemove }: Props) {
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
            {item.message && (
              <Typography.Text type={item.status === 'error' ? 'danger' : 'success'} style={{ fontSize: 12 }}>
                {item.message}
              </Typography.Text>
            )}
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
