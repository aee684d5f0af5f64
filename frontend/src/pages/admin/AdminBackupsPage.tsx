import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { useEffect, useState } from 'react';
import { backupDownloadUrl, createBackup, deleteBackup, getBackup, restoreBackup } from '../../api/backups';
import { useBackups } from '../../api/hooks';
import type { BackupResponse } from '@heirloom/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useConfirm } from '../../hooks/useConfirm';
import { downloadUrl } from '../../lib/download';
import { isTerminal } from '../../lib/jobs';
import { JOB_DONE_DELAY_MS } from '../../lib/limits';
import { reloadAt } from '../../lib/navigation';
import { RESTORED_SIGN_IN } from '../../lib/redirect';
import { adminBackups as copy } from '../../messages';
import { BackupProgressDialog } from './components/BackupProgressDialog';
import { BackupsTable } from './components/BackupsTable';
import { RestoreFromFileButton } from './components/RestoreFromFileButton';
import { useBackupJob, type Job } from './useBackupJob';

export default function AdminBackupsPage() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const list = useBackups();
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<{ text: string; detail?: string | null } | null>(null);
  const [starting, setStarting] = useState(false);
  const state = useBackupJob(job);
  const reloadList = list.mutate;

  // A finished job: failure closes the dialog at once; success shows 100 % for 1 s, then the message.
  useEffect(() => {
    if (!job || !isTerminal(state.status)) return;
    if (state.status === 'failed') {
      setJob(null);
      setError({ text: job.kind === 'create' ? copy.createFailed : copy.restoreFailed, detail: state.error });
      void reloadList();
      return;
    }
    const timer = setTimeout(() => {
      setJob(null);
      // Signed out by the restore: the sign-in page says it was restored.
      if (state.signedOut) return reloadAt(RESTORED_SIGN_IN);
      message.success(job.kind === 'create' ? copy.created : copy.restored);
      void reloadList();
    }, JOB_DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [job, state.status, state.error, state.signedOut, reloadList, message]);

  const create = async () => {
    setError(null);
    setStarting(true);
    try {
      const backup = await createBackup();
      setJob({ kind: 'create', backupId: backup.id, startedAt: Date.now() });
      void list.mutate();
    } catch {
      setError({ text: copy.createFailed });
    } finally {
      setStarting(false);
    }
  };

  const restore = async (backup: BackupResponse) => {
    if (!(await confirm({ title: copy.restoreTitle, content: copy.restoreWarning, okText: copy.restoreConfirm }))) return;
    setError(null);
    try {
      await restoreBackup(backup.id);
      setJob({ kind: 'restore', backupId: backup.id, startedAt: Date.now() });
    } catch {
      setError({ text: copy.restoreFailed });
    }
  };

  const remove = async (backup: BackupResponse) => {
    if (!(await confirm({ title: copy.deleteTitle, content: copy.deleteWarning }))) return;
    setError(null);
    try {
      await deleteBackup(backup.id);
      message.success(copy.deleted);
      void list.mutate();
    } catch {
      setError({ text: copy.deleteFailed });
    }
  };

  const download = async (backup: BackupResponse) => {
    setError(null);
    try {
      const fresh = await getBackup(backup.id);
      if (fresh.status !== 'completed') throw new Error('not ready');
      downloadUrl(backupDownloadUrl(backup.id), `${backup.id}.zip`);
    } catch {
      setError({ text: copy.downloadFailed });
    }
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        extra={
          <Flex gap={8} wrap align="center">
            <RestoreFromFileButton
              disabled={!!job}
              onError={(text, detail) => setError({ text, detail })}
              onUploaded={(backup, name) => {
                message.success(copy.uploaded(name));
                void list.mutate();
                void restore(backup);
              }}
            />
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create} loading={starting} disabled={!!job}>
              {copy.create}
            </Button>
          </Flex>
        }
      />
      <Alert type="info" showIcon title={copy.note} style={{ marginBottom: 16 }} />
      <ErrorAlert message={error?.text} description={error?.detail} onClose={() => setError(null)} />
      <ErrorAlert message={list.error ? copy.failed : null} onRetry={() => list.mutate()} />
      <Card>
        <BackupsTable
          backups={list.data ?? []}
          loading={list.isLoading}
          onDownload={download}
          onRestore={restore}
          onDelete={remove}
        />
      </Card>
      <BackupProgressDialog
        open={!!job}
        title={job?.kind === 'restore' ? copy.restoringTitle : copy.creatingTitle}
        percent={state.progress}
      />
    </>
  );
}
