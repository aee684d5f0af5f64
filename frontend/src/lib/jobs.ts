import type { Backup, JobStatus } from '../api/types';

export type JobKind = 'create' | 'restore';

export interface JobState {
  status: JobStatus;
  /** 0-100, as reported by the server */
  progress: number;
  error?: string | null;
  /** A restore that committed, which ended every session, this browser's too: it must sign in again. */
  signedOut?: boolean;
}

const KNOWN: JobStatus[] = ['queued', 'running', 'completed', 'failed'];

function normalise(status: unknown): JobStatus {
  return KNOWN.includes(status as JobStatus) ? (status as JobStatus) : 'running';
}

function clamp(progress: unknown): number {
  const value = typeof progress === 'number' && Number.isFinite(progress) ? progress : 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** The state of a backup's create job or restore job, read from GET /admin/backup/{id}. */
export function jobState(backup: Backup, kind: JobKind): JobState {
  const rawStatus = kind === 'create' ? backup.status : backup.restore_status;
  const status = normalise(rawStatus);
  const progress = status === 'completed' ? 100 : clamp(kind === 'create' ? backup.progress : backup.restore_progress);
  const error = kind === 'create' ? backup.error : (backup.restore_error ?? backup.error);
  return { status, progress, error: status === 'failed' ? error : undefined };
}

export const isTerminal = (status: JobStatus) => status === 'completed' || status === 'failed';

/** A restore answer without a restore status is a plain success: the restore is already done. */
export function restoreFinishedAtOnce(backup: Backup | undefined): boolean {
  return !backup || backup.restore_status === undefined || backup.restore_status === null;
}
