import { BackupsRepository, DigestRecipient, DigestsRepository } from '@heirloom/database';
import { digestMailJobId, JobProducer } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { DigestClock } from './digest-clock';
import { currentSlot, DigestSlot, owedSlot } from './digest-period';

const PAGE = 500;

/**
 * Who is owed a digest, and their jobs: run by the schedule's tick (every few minutes) and by an admin. It only
 * queues; the job's claim in digest_runs decides whether a digest is written, so queueing twice is harmless.
 */
@Injectable()
export class DigestPlanner {
  constructor(
    private readonly digests: DigestsRepository,
    private readonly backups: BackupsRepository,
    private readonly jobs: JobProducer,
    private readonly clock: DigestClock,
  ) {}

  /** Queues the digest of everyone owed one now (08:00 or later on their digest's local day, not yet claimed). */
  async queueOwed(): Promise<number> {
    const now = this.clock.now();
    let queued = 0;
    for (let after = 0; ; ) {
      const page = await this.digests.getRecipients(after, PAGE);
      queued += await this.queueUnclaimed(page, (recipient) => owedSlot(now, recipient.timeZone, recipient.frequency));
      if (page.length < PAGE) return queued;
      after = page[page.length - 1].userId;
    }
  }

  /** Queues one person's digest of the current period now, whatever the hour, unless it went out already. */
  async queueFor(userId: number): Promise<number> {
    const now = this.clock.now();
    const recipients = await this.digests.getRecipients(0, 1, userId);
    return this.queueUnclaimed(recipients, (recipient) => currentSlot(now, recipient.timeZone, recipient.frequency));
  }

  /** None while a restore runs: their jobs would only wait for it (JobsHold); the first tick after it queues them. */
  private async queueUnclaimed(recipients: DigestRecipient[], slotOf: (recipient: DigestRecipient) => DigestSlot | null): Promise<number> {
    if (await this.backups.isRestoring()) return 0;
    const owed = recipients.flatMap((recipient) => {
      const slot = slotOf(recipient);
      return slot ? [{ userId: recipient.userId, ...slot }] : [];
    });
    const claimed = await this.digests.getClaimed(owed);
    const due = owed.filter(({ userId, period }) => !claimed.has(`${userId} ${period}`));
    for (const { userId, period, today } of due) await this.jobs.enqueue('mail.digest', { userId, period, today }, { jobId: digestMailJobId(userId, period) });
    return due.length;
  }
}
