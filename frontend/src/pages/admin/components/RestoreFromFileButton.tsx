import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import type { BackupResponse } from '@heirloom/contracts';
import { uploadBackup } from '../../../api/backups';
import { serverTextOr } from '../../../lib/errors';
import { adminBackups as copy } from '../../../messages';

interface Props {
  disabled?: boolean;
  /** The uploaded archive passed the server's check: it is a backup of the list now. */
  onUploaded: (backup: BackupResponse, fileName: string) => void;
  onError: (text: string, detail?: string | null) => void;
}

/** Picks a backup archive (.zip) on this computer and uploads it, showing how far the upload has gone. */
export function RestoreFromFileButton({ disabled, onUploaded, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    try {
      const backup = await uploadBackup(file, { onProgress: ({ loaded, total }) => setPercent(Math.floor((loaded / total) * 100)) });
      onUploaded(backup, file.name);
    } catch (error) {
      onError(copy.uploadFailed, serverTextOr(error, ''));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label={copy.upload}
        data-testid="backup-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} loading={percent !== null} disabled={disabled} title={copy.uploadHint}>
        {copy.upload}
      </Button>
      {percent !== null && <Progress percent={percent} size="small" aria-label={copy.uploading(percent)} style={{ width: 160 }} />}
    </>
  );
}
