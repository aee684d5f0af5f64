import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection, JobHandlerRegistry, queueConcurrency } from '@heirloom/jobs';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';

/**
 * One BullMQ Worker per queue that has handlers in this process. Each job is dispatched by name to its
 * handler; on SIGTERM the workers stop taking jobs and wait for the running ones to finish.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];
  private connection?: IORedis;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly registry: JobHandlerRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redisUrl) throw new Error('The worker needs REDIS_URL: in embedded mode jobs run inside the API process');
    this.connection = createRedisConnection(this.config.redisUrl, 'worker');
    // Backups and restores must never overlap, whatever the number of workers: one backup job at a time, cluster-wide.
    const backupQueue = new Queue('backup', { connection: this.connection });
    await backupQueue.setGlobalConcurrency(1);
    await backupQueue.close();
    for (const queue of this.registry.queues()) {
      const worker = new Worker(queue, (job: Job) => this.process(job), {
        connection: this.connection,
        concurrency: queueConcurrency(queue, this.config.workerConcurrency),
      });
      worker.on('failed', (job, error) => this.logger.warn(`${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
      worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
      this.workers.push(worker);
      this.logger.log(`Consuming the ${queue} queue`);
    }
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log(`Stopping (${signal ?? 'shutdown'}): waiting for running jobs`);
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.connection?.disconnect();
    this.logger.log('All running jobs finished');
  }

  private async process(job: Job): Promise<void> {
    await this.registry.get(job.name).handle(job.data, {
      attempt: job.attemptsMade + 1,
      reportProgress: (percent) => job.updateProgress(percent),
    });
  }
}
