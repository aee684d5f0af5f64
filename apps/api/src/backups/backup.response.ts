import { Backup } from '@heirloom/database';

export interface BackupResponse {
  id: number;
  kind: Backup['kind'];
  status: Backup['status'];
  progress: number;
  error: string | null;
  created_at: string;
  completed_at: string | null;
  created_by: string | null;
  size_mb: number;
  size_bytes: number;
  stats: { users: number; families: number; photos: number };
  restore_status: Backup['restoreStatus'];
  restore_progress: number;
  restore_error: string | null;
  restored_at: string | null;
}

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
