import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobHandlerRegistry } from './job-handler.registry';
import { HOLD_RECHECK_MS, isHeldBy, JobsHold } from './jobs-hold';
import { JOB_QUEUE, JobName, JobPayloads, QueueName } from './job-names';
import { EnqueueOptions, JobProducer } from './job-producer';
import { JOB_ATTEMPTS, backoffDelay, queueConcurrency } from './retry-policy';

interface PendingJob {
  id: string;
  name: JobName;
  payload: unknown;
}

/**
 * Embedded mode: runs the same handlers as the worker inside the API process, after the response,
 * with bounded concurrency per queue and the same retry policy as BullMQ. Jobs do not survive a restart. A job the
 * hold keeps (a restore running) waits in its place before each attempt.
 */
@Injectable()
export class InProcessJobProducer extends JobProducer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('InProcessJobs');
  private readonly waiting = new Map<QueueName, PendingJob[]>();
  private readonly running = new Map<QueueName, number>();
  private readonly queuedIds = new Set<string>();
  private sequence = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly concurrency: number,
    private readonly hold: JobsHold,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    const id = options.jobId ?? `job-${++this.sequence}`;
    if (this.queuedIds.has(id)) return;
    this.queuedIds.add(id);
    const queue = JOB_QUEUE[name];
    const list = this.waiting.get(queue) ?? [];
    list.push({ id, name, payload });
    this.waiting.set(queue, list);
    setImmediate(() => this.pump(queue));
  }

  async drain(timeoutMs = 30_000): Promise<void> {
    if (this.isIdle()) return;
    await Promise.race([
      new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
      // Unreferenced: a drain that ends early must not keep the process alive until the timeout.
      sleep(timeoutMs, undefined, { ref: false }).then(() => {
        throw new Error(`In-process jobs still running after ${timeoutMs} ms`);
      }),
    ]);
  }

  /** Runs what is queued to the end while the database is still open (TypeORM closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.drain().catch((error: Error) => this.logger.warn(error.message));
  }

  private pump(queue: QueueName): void {
    const list = this.waiting.get(queue) ?? [];
    const limit = queueConcurrency(queue, this.concurrency);
    while (list.length > 0 && (this.running.get(queue) ?? 0) < limit) {
      const job = list.shift()!;
      this.queuedIds.delete(job.id);
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      void this.run(job).finally(() => {
        this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
        this.pump(queue);
        this.notifyIfIdle();
      });
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const handler = this.registry.get(job.name);
    for (let attempt = 1; attempt <= JOB_ATTEMPTS; attempt++) {
      try {
        while (await isHeldBy(this.hold, JOB_QUEUE[job.name])) await sleep(HOLD_RECHECK_MS);
        await handler.handle(job.payload as never, { attempt, reportProgress: async () => undefined });
        return;
      } catch (error) {
        const last = attempt === JOB_ATTEMPTS;
        this.logger.warn(`${job.name} ${job.id} failed (attempt ${attempt}/${JOB_ATTEMPTS}): ${(error as Error).message}`);
        if (last) return;
        await sleep(backoffDelay(attempt));
      }
    }
  }

  private isIdle(): boolean {
    const waiting = [...this.waiting.values()].some((list) => list.length > 0);
    const running = [...this.running.values()].some((count) => count > 0);
    return !waiting && !running;
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}
