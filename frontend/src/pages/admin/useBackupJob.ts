/**
 * Follows a backup or restore job by polling GET /admin/backup/{id} until it completes or fails: the
 * progress shown is the server's, never a made-up counter.
 */
import { useRef } from 'react';
import { useBackupRun } from '../../api/hooks';
import { ApiError } from '../../api/http';
import { isTerminal, jobState, type JobKind, type JobState } from '../../lib/jobs';

export interface Job {
  kind: JobKind;
  backupId: number;
  /** When the job was started: each run gets its own cache entry, so an old answer is never reused. */
  startedAt: number;
}

/** Consecutive failed polls after which the job is reported failed. */
const MAX_POLL_ERRORS = 5;

export function useBackupJob(job: Job | null): JobState {
  const errors = useRef(0);
  const { data, error } = useBackupRun(job, (latest) => isTerminal(jobState(latest, job!.kind).status), {
    onSuccess: () => {
      errors.current = 0;
    },
    onError: () => {
      errors.current += 1;
    },
  });

  if (!job) return { status: 'queued', progress: 0 };
  // A restore ends every session as it commits (a failed one ends none): a 401 while following one means it is done.
  if (job.kind === 'restore' && error instanceof ApiError && error.status === 401) return { status: 'completed', progress: 100, signedOut: true };
  if (errors.current >= MAX_POLL_ERRORS) return { status: 'failed', progress: 0 };
  return data ? jobState(data, job.kind) : { status: 'queued', progress: 0 };
}
