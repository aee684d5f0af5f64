import { AppConfig, InjectConfig } from '@heirloom/config';
import { TrashRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { PURGED_PER_STEP, TrashPurger } from '../trash/trash-purger';
import { DAY_MS, ExpirySweep, HOUR_MS } from './periodic-sweep';


/**
 * Photos that have been in their family's trash longer than TRASH_DAYS are deleted for good: rows first, then files
 * (TrashPurger). Every process that runs jobs sweeps (the worker in scaled mode, the API in embedded mode); the
 * purge takes only photos still in the trash, so sweeps of several workers at once, or a restore meanwhile, agree.
 */
@Injectable()
export class ExpiredTrashSweeper extends ExpirySweep {
  protected readonly logger = new Logger(ExpiredTrashSweeper.name);
  protected readonly task = 'Emptying expired trash';
  protected readonly everyMs = HOUR_MS;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly trash: TrashRepository,
    private readonly purger: TrashPurger,
    hold: JobsHold,
  ) {
    super(hold);
  }

  /** Answers how many photos were deleted: all those trashed more than TRASH_DAYS before `now`. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - this.config.trashDays * DAY_MS);
    let purged = 0;
    for (;;) {
      const ids = await this.trash.getTrashedBefore(before, PURGED_PER_STEP);
      if (ids.length === 0) return purged;
      const step = await this.purger.purge(ids, null);
      purged += step;
      // Found but not purged: restored meanwhile, or purged by another process; what remains is for the next round.
      if (step === 0) return purged;
    }
  }

  protected done(count: number): string {
    return `Deleted ${count} photos for good after ${this.config.trashDays} days in the trash`;
  }
}
