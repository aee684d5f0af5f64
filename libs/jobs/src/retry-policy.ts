/** One retry policy for both runners: three attempts, exponential back-off from one second. */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 1000;

export const backoffDelay = (attempt: number): number => JOB_BACKOFF_MS * 2 ** (attempt - 1);

/**
 * How many jobs of each queue run at once in one process: one backup; one transcode (ffmpeg keeps every core busy by
 * itself); WORKER_CONCURRENCY of the others.
 */
export const queueConcurrency = (queue: string, workerConcurrency: number): number =>
  queue === 'backup' || queue === 'video' ? 1 : workerConcurrency;
