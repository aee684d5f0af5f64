import { JobName, JobPayloads } from './job-names';

export interface EnqueueOptions {
  /** A job with the same id is not queued twice while it waits; once its every attempt has failed, it can be again. */
  jobId?: string;
}

/** Queues work for later; BullMQ in scaled mode, the API's own event loop in embedded mode. */
export abstract class JobProducer {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;

  /** Resolves once nothing queued by this process is waiting or running (tests and shutdown). */
  abstract drain(timeoutMs?: number): Promise<void>;
}
