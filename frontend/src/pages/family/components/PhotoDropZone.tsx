import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { ReactNode } from 'react';
import { ACCEPTED_MEDIA_INPUT } from '../../../lib/mediaKinds';
import { upload } from '../../../messages';

interface Props {
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** What the zone shows instead of its invitation to drop, e.g. the chosen photo (a new drop replaces it). */
  children?: ReactNode;
}

/** Drag and drop (or click) to choose photos and videos; files are kept locally and sent on submit. */
export function PhotoDropZone({ multiple = false, onFiles, disabled, children }: Props) {
  return (
    <Upload.Dragger
      accept={ACCEPTED_MEDIA_INPUT}
      multiple={multiple}
      showUploadList={false}
      disabled={disabled}
      // Collect the whole selection once: antd calls beforeUpload per file with the full list.
      beforeUpload={(file, fileList) => {
        if (file === fileList[0]) onFiles(fileList as File[]);
        return Upload.LIST_IGNORE;
      }}
      aria-label={multiple ? upload.dropHintBulk : upload.dropHint}
    >
      {children ?? (
        <>
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{multiple ? upload.dropHintBulk : upload.dropHint}</p>
          <p className="ant-upload-hint">{upload.acceptedTypes}</p>
        </>
      )}
    </Upload.Dragger>
  );
}
