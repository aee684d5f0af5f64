import { AppConfig, InjectConfig, isScaled } from '@heirloom/config';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PendingMediaSweeper } from './pending-media.sweeper';

/**
 * In embedded mode queued jobs live in the API process's memory and die with it: at start, every photo still
 * waiting for its thumbnail or place name gets the job again. (In scaled mode the worker does this whenever Redis is reached.)
 */
@Injectable()
export class EmbeddedJobsRecovery implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmbeddedJobsRecovery.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly sweeper: PendingMediaSweeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (isScaled(this.config)) return;
    try {
      const pending = await this.sweeper.sweep();
      if (pending > 0) this.logger.log(`Queued again ${pending} media jobs photos were still owed`);
    } catch (error) {
      this.logger.error(`Could not queue the pending thumbnails: ${(error as Error).message}`);
    }
  }
}
