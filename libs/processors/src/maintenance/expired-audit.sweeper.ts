import { AppConfig, InjectConfig } from '@heirloom/config';
import { AuditRepository } from '@heirloom/database';
import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Events deleted per statement: a long backlog goes in short steps. */
export const AUDIT_PURGED_PER_STEP = 1000;

/**
 * The audit trail keeps AUDIT_DAYS: older events are deleted, the only deletion the trail knows. Every process that
 * runs jobs sweeps (the worker in scaled mode, the API in embedded mode); deleting by age, sweeps at once agree.
 */
@Injectable()
export class ExpiredAuditSweeper extends PeriodicSweep {
  private readonly logger = new Logger(ExpiredAuditSweeper.name);
  protected readonly everyMs = SWEEP_EVERY_MS;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: AuditRepository,
  ) {
    super();
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

  protected async round(): Promise<void> {
    try {
      const purged = await this.sweep();
      if (purged > 0) this.logger.log(`Deleted ${purged} audit events older than ${this.config.auditDays} days`);
    } catch (error) {
      // A database outage: the next sweep catches up.
      this.logger.warn(`Purging old audit events failed: ${(error as Error).message}`);
    }
  }
}
