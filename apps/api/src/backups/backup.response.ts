import type { BackupResponse } from '@heirloom/contracts';
import { Backup } from '@heirloom/database';

const MB = 1024 * 1024;

export const toBackupResponse = (backup: Backup): BackupResponse => ({
  id: backup.id,
  kind: backup.kind,
  status: backup.status,
  progress: backup.progress,
  error: backup.error,
  created_at: backup.createdAt.toISOString(),
  completed_at: backup.completedAt?.toISOString() ?? null,
  created_by: backup.createdByName,
  size_mb: Math.round((backup.sizeBytes / MB) * 1000) / 1000,
  size_bytes: backup.sizeBytes,
  stats: { users: backup.statsUsers, families: backup.statsFamilies, photos: backup.statsPhotos },
  restore_status: backup.restoreStatus,
  restore_progress: backup.restoreProgress,
  restore_error: backup.restoreError,
  restored_at: backup.restoredAt?.toISOString() ?? null,
});
