import type { WorkerOptions } from 'bullmq';

/**
 * BullMQ's lock settings from JOB_LOCK_SECONDS. A running job's lock is renewed every half lock; when its worker dies
 * (SIGKILL, crash, lost machine) the lock lapses and the next stalled-job check of any worker, run once per lock
 * period, puts the job back in the queue. A job may stall twice before it counts as failed, so one lock renewal
 * delayed by a busy CPU does not cost a job; handlers are idempotent, so a job run twice does no harm.
 */
export const lockSettings = (jobLockSeconds: number): Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'> => ({
  lockDuration: jobLockSeconds * 1000,
  stalledInterval: jobLockSeconds * 1000,
  maxStalledCount: 2,
});
