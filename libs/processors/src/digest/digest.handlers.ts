import { AppConfig, InjectConfig, isScaled } from '@heirloom/config';
import { BackupsRepository, DigestsRepository } from '@heirloom/database';
import { HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { MailService } from '@heirloom/mail';
import { Injectable, Logger } from '@nestjs/common';
import { OwedJobsSweeper } from '../maintenance/owed-jobs.sweeper';
import { PeriodicSweep } from '../maintenance/periodic-sweep';
import { DigestClock } from './digest-clock';
import { DigestComposer } from './digest-composer.service';
import { DigestPlanner } from './digest-planner.service';

/** How often the schedule looks for digests owed (and for e-mails a queue lost). */
export const DIGEST_TICK_MS = 10 * 60 * 1000;

/**
 * One person's digest of one period, exactly once: the period is claimed in digest_runs before anything is written,
 * so a second copy of the job (another worker, a tick after a restart, a queue rebuilt after Redis lost it) finds it
 * taken and does nothing. A failed mail gives the claim back for the retry. (A worker that dies between the mail and
 * the row's update leaves a claim that is taken over after 15 minutes: that rare digest may come twice.)
 *
 * Nor does it start while a restore runs: the restore replaces what a digest tells and the digest_runs its claim is
 * written to, and on MariaDB the claim's row waited for the restore's locks after the mail had gone, failed, and the
 * retry mailed it again. The runners hold every job while a restore runs (JobsHold), from an answer up to a second
 * old; a mail cannot be taken back, so the job asks afresh and fails without claiming, and the first tick after the
 * restore queues it again (the planner queues none meanwhile).
 */
@Injectable()
@HandlesJob('mail.digest')
export class DigestMailHandler implements JobHandler<'mail.digest'> {
  constructor(
    private readonly digests: DigestsRepository,
    private readonly backups: BackupsRepository,
    private readonly composer: DigestComposer,
    private readonly mail: MailService,
    private readonly clock: DigestClock,
  ) {}

  async handle({ userId, period, today }: JobPayloads['mail.digest']): Promise<void> {
    if (await this.backups.isRestoring()) throw new Error('A restore is running: the digest waits for it');
    const now = this.clock.now();
    const token = await this.digests.claim(userId, period, now);
    if (!token) return;
    try {
      // Read again: the digest may have been turned off, or the person left their last family, since it was queued.
      const [recipient] = await this.digests.getRecipients(0, 1, userId);
      const message = recipient ? await this.composer.compose(recipient, { period, today, days: period.startsWith('D') ? 1 : 7 }, now) : null;
      if (message) await this.mail.send(message);
      await this.digests.finish(userId, period, token, message ? 'sent' : 'empty');
    } catch (error) {
      await this.digests.release(userId, period, token);
      throw error;
    }
  }
}

/** The schedule's tick: queues the digests owed now, and the e-mails of the outbox that have waited too long. */
@Injectable()
@HandlesJob('digest.tick')
export class DigestTickHandler implements JobHandler<'digest.tick'> {
  private readonly logger = new Logger(DigestTickHandler.name);

  constructor(
    private readonly planner: DigestPlanner,
    private readonly sweeper: OwedJobsSweeper,
  ) {}

  async handle(): Promise<void> {
    const digests = await this.planner.queueOwed();
    // Older than one tick: not an e-mail whose job is only just queued or running.
    const mails = await this.sweeper.sweepOutbox(new Date(Date.now() - DIGEST_TICK_MS));
    if (digests + mails > 0) this.logger.log(`Queued ${digests} digests and ${mails} e-mails still owed`);
  }
}

/**
 * Embedded mode's schedule: the API process ticks itself, at start and every DIGEST_TICK_MS. (In scaled mode a BullMQ
 * job scheduler ticks, upserted by every worker.)
 */
@Injectable()
export class EmbeddedDigestSchedule extends PeriodicSweep {
  private readonly logger = new Logger(EmbeddedDigestSchedule.name);
  protected readonly everyMs = DIGEST_TICK_MS;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly tick: DigestTickHandler,
  ) {
    super();
  }

  override onApplicationBootstrap(): void {
    if (!isScaled(this.config)) super.onApplicationBootstrap();
  }

  protected async round(): Promise<void> {
    try {
      await this.tick.handle();
    } catch (error) {
      this.logger.warn(`The digest tick failed: ${(error as Error).message}`);
    }
  }
}
