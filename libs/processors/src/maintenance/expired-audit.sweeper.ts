import { AppConfig, InjectConfig } from '@heirloom/config';
import { AuditRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { DAY_MS, ExpirySweep, HOUR_MS } from './periodic-sweep';

/** Events deleted per statement: a long backlog goes in short steps. */
export const AUDIT_PURGED_PER_STEP = 1000;

/**
 * The audit trail keeps AUDIT_DAYS: older events are deleted, the only deletion the trail knows. Every process that
 * runs jobs sweeps (the worker in scaled mode, the API in embedded mode); deleting by age, sweeps at once agree.
 */
@Injectable()
export class ExpiredAuditSweeper extends ExpirySweep {
  protected readonly logger = new Logger(ExpiredAuditSweeper.name);
  protected readonly task = 'Purging old audit events';
  protected readonly everyMs = HOUR_MS;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: AuditRepository,
    hold: JobsHold,
  ) {
    super(hold);
  }

  /** Answers how many events were deleted: all those recorded more than AUDIT_DAYS before `now`. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - this.config.auditDays * DAY_MS);
    let purged = 0;
    for (;;) {
      const step = await this.audit.purgeBefore(before, AUDIT_PURGED_PER_STEP);
      purged += step;
      if (step < AUDIT_PURGED_PER_STEP) return purged;
    }
  }

  protected done(count: number): string {
    return `Deleted ${count} audit events older than ${this.config.auditDays} days`;
  }
}
