import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection, DIGEST_TICK_SCHEDULER_ID, JOB_QUEUE } from '@heirloom/jobs';
import { DIGEST_TICK_MS, DigestPlanner } from '@heirloom/processors';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';

/**
 * Scaled mode's digest schedule: a BullMQ job scheduler queues a `digest.tick` every DIGEST_TICK_MS, whichever worker
 * takes it. Every worker upserts it (one scheduler under one id, however many do) at start, when Redis comes back, and
 * again every tick on its own timer, so a Redis that lost its keys without dropping the connection gets it back too.
 * The digests themselves are claimed in the database: Redis only says when to look.
 */
@Injectable()
export class DigestSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DigestSchedule.name);
  private connection?: IORedis;
  private queue?: Queue;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly planner: DigestPlanner,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.ensureScheduler(), DIGEST_TICK_MS).unref();
  }

  /** What a worker does when it starts or Redis is back: the scheduler, and the digests owed now queued at once. */
  async restore(): Promise<void> {
    await this.ensureScheduler();
    const queued = await this.planner.queueOwed();
    if (queued > 0) this.logger.log(`Queued ${queued} digests owed`);
  }

  private async ensureScheduler(): Promise<void> {
    if (!this.queue) {
      this.connection = createRedisConnection(this.config.redisUrl!, 'worker');
      this.queue = new Queue(JOB_QUEUE['digest.tick'], { connection: this.connection });
    }
    try {
      await this.queue.upsertJobScheduler(DIGEST_TICK_SCHEDULER_ID, { every: DIGEST_TICK_MS }, { name: 'digest.tick', data: {} });
    } catch (error) {
      this.logger.warn(`Could not schedule the digest tick yet: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
