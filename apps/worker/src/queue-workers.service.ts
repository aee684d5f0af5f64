import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection, HOLD_RECHECK_MS, isHeldBy, JobHandlerRegistry, JobsHold, lockSettings, QueueName, queueConcurrency } from '@heirloom/jobs';
import { OwedJobsSweeper } from '@heirloom/processors';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, Queue, Worker } from 'bullmq';
import { DigestSchedule } from './digest-schedule.service';
import IORedis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One BullMQ Worker per queue that has handlers in this process. Each job is dispatched by name to its
 * handler; on SIGTERM the workers stop taking jobs and wait for the running ones to finish. While Redis is away the
 * workers wait for it (they retry forever); each time it is back, and at start, the queue state that an empty Redis
 * would have lost is put back: the backup queue's limit, the jobs still owed (thumbnails, place names, e-mails) and
 * the digest schedule with the digests owed now. A job the hold keeps (a restore running) goes back to the queue,
 * delayed, without using an attempt.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];
  private connection?: IORedis;
  private stopping = false;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly registry: JobHandlerRegistry,
    private readonly sweeper: OwedJobsSweeper,
    private readonly digests: DigestSchedule,
    private readonly hold: JobsHold,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redisUrl) throw new Error('The worker needs REDIS_URL: in embedded mode jobs run inside the API process');
    this.connection = createRedisConnection(this.config.redisUrl, 'worker');
    await this.limitBackups();
    for (const queue of this.registry.queues()) {
      const worker = new Worker(queue, (job: Job, token?: string) => this.process(queue, job, token), {
        connection: this.connection,
        concurrency: queueConcurrency(queue, this.config.workerConcurrency),
        ...lockSettings(this.config.jobLockSeconds),
      });
      worker.on('failed', (job, error) => this.logger.warn(`${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
      worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
      this.workers.push(worker);
      this.logger.log(`Consuming the ${queue} queue`);
    }
    let lost = false;
    this.connection.on('close', () => (lost = true));
    this.connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.logger.log('Redis is back');
      void this.restoreQueueState();
    });
    void this.restoreQueueState();
  }

  /** Backups and restores must never overlap, whatever the number of workers: one backup job at a time, cluster-wide. */
  private async limitBackups(): Promise<void> {
    const backupQueue = new Queue('backup', { connection: this.connection! });
    await backupQueue.setGlobalConcurrency(1);
    await backupQueue.close();
  }

  /** Retried until it works: the queue producer's own connection may come back a little after this one. */
  private async restoreQueueState(): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await this.limitBackups();
        const pending = await this.sweeper.sweep();
        if (pending > 0) this.logger.log(`Queued again ${pending} jobs still owed (media, e-mails)`);
        await this.digests.restore();
        return;
      } catch (error) {
        this.logger.warn(`Could not restore the queues yet (attempt ${attempt}): ${(error as Error).message}`);
        await sleep(Math.min(1000 * attempt, 10_000));
      }
    }
  }

  /**
   * Before any module's onApplicationShutdown: the running jobs still write to the database, whose connection
   * TypeORM closes in its own.
   */
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.stopping = true;
    this.logger.log(`Stopping (${signal ?? 'shutdown'}): waiting for running jobs`);
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.connection?.disconnect();
    this.logger.log('All running jobs finished');
  }

  private async process(queue: QueueName, job: Job, token?: string): Promise<void> {
    if (await isHeldBy(this.hold, queue)) {
      await job.moveToDelayed(Date.now() + HOLD_RECHECK_MS, token);
      throw new DelayedError();
    }
    await this.registry.get(job.name).handle(job.data, {
      attempt: job.attemptsMade + 1,
      reportProgress: (percent) => job.updateProgress(percent),
    });
  }
}
