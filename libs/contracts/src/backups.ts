export type BackupStatus = 'queued' | 'running' | 'completed' | 'failed';
/** imported: an archive an operator copied into the backups folder, from another installation say. */
export type BackupKind = 'manual' | 'scheduled' | 'imported';

export interface BackupResponse {
  id: number;
  kind: BackupKind;
  status: BackupStatus;
  progress: number;
  error: string | null;
  created_at: string;
  completed_at: string | null;
  /** The name of the admin who asked for it, kept after their account is gone; null for scheduled and imported ones. */
  created_by: string | null;
  size_mb: number;
  size_bytes: number;
  stats: { users: number; families: number; photos: number };
  restore_status: BackupStatus | null;
  restore_progress: number;
  restore_error: string | null;
  restored_at: string | null;
}

export interface RestoreBackupRequest {
  /** Restoring replaces every family, photo, story and comment: the caller must say so explicitly. */
  /** Must be true. */
  confirm: boolean;
}
