import { AppConfig, InjectConfig, isScaled } from '@heirloom/config';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OwedJobsSweeper } from './owed-jobs.sweeper';

/**
 * In embedded mode queued jobs live in the API process's memory and die with it: at start, every job still owed
 * (a photo's thumbnail or place name, an invitation's or an address check's e-mail) is queued again. (In scaled mode the worker does this whenever Redis is reached.)
 */
@Injectable()
export class EmbeddedJobsRecovery implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmbeddedJobsRecovery.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly sweeper: OwedJobsSweeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (isScaled(this.config)) return;
    try {
      const pending = await this.sweeper.sweep();
      if (pending > 0) this.logger.log(`Queued again ${pending} jobs still owed (media, e-mails)`);
    } catch (error) {
      this.logger.error(`Could not queue the owed jobs again: ${(error as Error).message}`);
    }
  }
}
