import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { JOB_QUEUE, JobName, JobPayloads, QUEUES, QueueName, SCHEDULE_QUEUE } from './job-names';
import { EnqueueOptions, JobProducer } from './job-producer';
import { createRedisConnection } from './redis.connection';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS } from './retry-policy';

/** Scaled mode: puts jobs on BullMQ queues in Redis for the worker processes. */
@Injectable()
export class BullMqJobProducer extends JobProducer implements OnApplicationShutdown {
  private readonly connection: IORedis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(redisUrl: string) {
    super();
    this.connection = createRedisConnection(redisUrl, 'client');
    for (const name of QUEUES) this.queues.set(name, new Queue(name, { connection: this.connection }));
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  allQueues(): Queue[] {
    return [...this.queues.values()];
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    const queue = this.queue(JOB_QUEUE[name]);
    if (options.jobId) await this.releaseFailed(queue, options.jobId);
    await queue.add(name, payload, {
      jobId: options.jobId,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
      removeOnComplete: { count: 1000 },
      removeOnFail: false,
    });
  }

  /**
   * BullMQ keeps a failed job (for the admin's queue view) and ignores a new job that reuses its id, so work whose
   * every attempt failed could never be queued again: a digest owed, a sweep's e-mail. A failed job gives its id up.
   * (A completed one keeps it: that is what makes one scheduled backup per slot across API processes.)
   */
  private async releaseFailed(queue: Queue, jobId: string): Promise<void> {
    const job = await queue.getJob(jobId);
    // Another enqueue may remove it first: then the id is free anyway.
    if (job && (await job.isFailed())) await job.remove().catch(() => undefined);
  }

  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // The schedule's next tick waits, delayed, for as long as the schedule runs: only its due ticks are pending.
      const counts = await Promise.all(this.allQueues().map((q) => q.getJobCounts('waiting', 'active', 'prioritized', ...(q.name === SCHEDULE_QUEUE ? [] : ['delayed' as const]))));
      if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
      await sleep(100);
    }
    throw new Error(`Queued jobs still pending after ${timeoutMs} ms`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.allQueues().map((q) => q.close()));
    this.connection.disconnect();
  }
}
