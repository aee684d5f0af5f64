import type { BackupResponse, BackupStatus } from '@heirloom/contracts';

export type JobKind = 'create' | 'restore';

export interface JobState {
  status: BackupStatus;
  /** 0-100, as reported by the server */
  progress: number;
  error?: string | null;
  /** A restore that committed, which ended every session, this browser's too: it must sign in again. */
  signedOut?: boolean;
}

const clamp = (progress: number): number => Math.round(Math.min(100, Math.max(0, progress)));

/** The state of a backup's create job or restore job, read from GET /admin/backup/{id}. */
export function jobState(backup: BackupResponse, kind: JobKind): JobState {
  // A restore's status is null until one is asked for; the answer to that request already says 'queued'.
  const status = (kind === 'create' ? backup.status : backup.restore_status) ?? 'queued';
  const progress = status === 'completed' ? 100 : clamp(kind === 'create' ? backup.progress : backup.restore_progress);
  const error = kind === 'create' ? backup.error : (backup.restore_error ?? backup.error);
  return { status, progress, error: status === 'failed' ? error : undefined };
}

export const isTerminal = (status: BackupStatus) => status === 'completed' || status === 'failed';
