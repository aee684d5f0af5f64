import { JobsHold } from '@heirloom/jobs';
import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * Housekeeping that runs once when the process starts and then every `everyMs`, until it shuts down. The timer is
 * unref'd: a sweep never keeps a process alive. Subclasses say how often and what one round does.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  protected abstract readonly everyMs: number;

  /** One round; it must not throw (a failure is for the next round to catch up on). */
  protected abstract round(): Promise<void>;

  onApplicationBootstrap(): void {
    void this.round();
    this.timer = setInterval(() => void this.round(), this.everyMs).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A sweep that deletes what has expired and counts it: each round logs the count when there was any, and a failure
 * as a warning (a database outage: the next round catches up). No round runs while the jobs are held (a restore
 * replaces the rows it would delete, and its writes would wait for the restore's): the next one catches up.
 */
export abstract class ExpirySweep extends PeriodicSweep {
  constructor(private readonly hold: JobsHold) {
    super();
  }

  protected abstract readonly logger: Logger;
  /** What the sweep does, for the failure's log line ('Purging old audit events'). */
  protected abstract readonly task: string;

  /** Deletes what has expired by `now`; answers how many. */
  abstract sweep(now?: number): Promise<number>;

  /** The log line of a round that deleted `count`. */
  protected abstract done(count: number): string;

  protected async round(): Promise<void> {
    try {
      if (await this.hold.active()) return;
      const count = await this.sweep();
      if (count > 0) this.logger.log(this.done(count));
    } catch (error) {
      this.logger.warn(`${this.task} failed: ${(error as Error).message}`);
    }
  }
}
