import { SetMetadata } from '@nestjs/common';
import { JobName, JobPayloads } from './job-names';

export const JOB_HANDLER_METADATA = 'heirloom:job-handler';

/** What a handler may report while it runs (BullMQ job progress, or nothing in-process). */
export interface JobContext {
  attempt: number;
  reportProgress(percent: number): Promise<void>;
}

/** A job's work: the same class runs in the worker (scaled mode) and inside the API (embedded mode). */
export interface JobHandler<N extends JobName = JobName> {
  handle(payload: JobPayloads[N], context: JobContext): Promise<void>;
}

/** Marks a provider as the handler of one job name; the registry finds it by this marker. */
export const HandlesJob = (name: JobName): ClassDecorator => SetMetadata(JOB_HANDLER_METADATA, name);
