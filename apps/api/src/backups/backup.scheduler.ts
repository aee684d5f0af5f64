import { AppConfig, InjectConfig } from '@heirloom/config';
import { JobProducer, scheduledBackupJobId } from '@heirloom/jobs';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';

/**
 * Queues a backup at every BACKUP_CRON tick. Each API process has the schedule; the job id names the tick,
 * so several API processes still queue one backup per tick.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(BackupScheduler.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly jobs: JobProducer,
  ) {}

  onApplicationBootstrap(): void {
    const job = CronJob.from({ cronTime: this.config.backupCron, onTick: () => this.tick(), start: true });
    this.registry.addCronJob('scheduled-backup', job);
  }

  async tick(at = new Date()): Promise<void> {
    // BullMQ job ids may not contain ':' — 2030-01-01T03:00 becomes 2030-01-01T0300.
    const slot = at.toISOString().slice(0, 16).replace(':', '');
    try {
      await this.jobs.enqueue('backup.scheduled', { slot }, { jobId: scheduledBackupJobId(slot) });
    } catch (error) {
      this.logger.error(`Could not queue the scheduled backup of ${slot}: ${(error as Error).message}`);
    }
  }
}
