import { DownloadsRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { ExpirySweep, HOUR_MS } from './periodic-sweep';

/**
 * How long an expired download's rows are kept: for this long its link still answers 410 (expired, make a new one)
 * rather than 404, so a person who comes back to a stale tab is told what happened.
 */
export const EXPIRED_DOWNLOAD_KEPT_MS = HOUR_MS;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Download links last 10 minutes; their rows (the link and its selection, up to 10,000 items) are deleted an hour
 * after. Every process that runs jobs sweeps; the delete is by expiry, so sweeps of several workers at once agree.
 */
@Injectable()
export class ExpiredDownloadsSweeper extends ExpirySweep {
  protected readonly logger = new Logger(ExpiredDownloadsSweeper.name);
  protected readonly task = 'Sweeping expired downloads';
  protected readonly everyMs = SWEEP_EVERY_MS;

  constructor(
    private readonly downloads: DownloadsRepository,
    hold: JobsHold,
  ) {
    super(hold);
  }

  /** Answers how many downloads were deleted. */
  sweep(now = Date.now()): Promise<number> {
    return this.downloads.deleteExpiredBefore(new Date(now - EXPIRED_DOWNLOAD_KEPT_MS));
  }

  protected done(count: number): string {
    return `Removed ${count} expired downloads`;
  }
}
