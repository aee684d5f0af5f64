import { recoverInterruptedRestores } from '@heirloom/backup';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { BackupsRepository } from '@heirloom/database';
import { BACKUPS_PREFIX, StorageService } from '@heirloom/storage';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { promises as fs } from 'node:fs';

/**
 * Tidies up after a process that died in the middle of backup work: finishes a file swap interrupted after a
 * restore committed, and removes half-written archives of backups that are no longer being written.
 * Runs wherever backup jobs run (the worker, or the API in embedded mode). In embedded mode the jobs died with the
 * process and nothing will run them again, so backups and restores it left queued or running are marked failed
 * (a restore left "running" would otherwise refuse every write with 503 for good). In scaled mode BullMQ hands a
 * stalled job to a worker again, so they are left alone.
 */
@Injectable()
export class BackupRecoveryService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BackupRecoveryService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly backups: BackupsRepository,
    private readonly storage: StorageService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const swaps = await recoverInterruptedRestores(this.config.storageDir);
      if (swaps.completed || swaps.discarded) this.logger.log(`Restore recovery: ${swaps.completed} finished, ${swaps.discarded} discarded`);
      if (!this.config.redisUrl) await this.failInterruptedJobs();
      await this.removeAbandonedPartials();
    } catch (error) {
      this.logger.error(`Backup recovery failed: ${(error as Error).message}`);
    }
  }

  private async failInterruptedJobs(): Promise<void> {
    const reason = 'Interrupted: the server stopped while this ran';
    const { backups, restores } = await this.backups.failBusy(reason);
    if (backups || restores) this.logger.warn(`Marked ${backups} backup(s) and ${restores} restore(s) failed: ${reason}`);
  }

  private async removeAbandonedPartials(): Promise<void> {
    const folder = this.storage.localPath(BACKUPS_PREFIX.replace(/\/$/, ''));
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const busy = new Set((await this.backups.getBusyStorageKeys()).map((key) => `${key}.partial`));
    for (const name of names.filter((n) => n.endsWith('.partial'))) {
      if (busy.has(`${BACKUPS_PREFIX}${name}`)) continue;
      await fs.rm(`${folder}/${name}`, { force: true });
      this.logger.log(`Removed the half-written archive ${name}`);
    }
  }
}
