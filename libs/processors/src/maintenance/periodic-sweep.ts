import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

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
