import { AccountTokensRepository, InvitationsRepository, MailOutboxRepository, OwedPhotoWork, PhotosRepository } from '@heirloom/database';
import { accountTokenMailJobId, invitationMailJobId, JOB_QUEUE, JobName, JobProducer, photoMediaJobId, playbackJobId } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';

const PAGE = 500;

type PhotoJob = JobName & ('video.playback' | `media.${string}`);

/** The media jobs a photo may still be owed, each with the work the database says the photo is waiting for, and its id. */
const OWED_MEDIA: { job: PhotoJob; work: OwedPhotoWork; jobId: (photoId: number) => string }[] = [
  { job: 'media.thumbnail', work: 'derivatives', jobId: (id) => photoMediaJobId('media.thumbnail', id) },
  { job: 'media.geocode', work: 'place', jobId: (id) => photoMediaJobId('media.geocode', id) },
  { job: 'media.video', work: 'video-metadata', jobId: (id) => photoMediaJobId('media.video', id) },
  { job: 'video.playback', work: 'playback', jobId: playbackJobId },
];

/**
 * Redis may come back from an outage empty (no persistence, failover), and the embedded API's in-process queue dies
 * with the process: either way queued jobs are lost, and a request whose enqueue failed left its jobs unqueued. The
 * database knows better: every photo still waiting for its thumbnail or its place name, every video for its first read
 * or its playback copy, and every open invitation or
 * account token (an address check) whose e-mail has not gone out, and every e-mail job still in the outbox
 * (mail_outbox: mentions and comments), gets its job again. Job ids are per photo and job,
 * per issue of an invitation and per token, so sweeps of several workers, or a job still waiting, queue nothing twice;
 * a job finds nothing to do for a photo that is already done (a place in the open sea is looked up again, cheaply).
 */
@Injectable()
export class OwedJobsSweeper {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly invitations: InvitationsRepository,
    private readonly accountTokens: AccountTokensRepository,
    private readonly jobs: JobProducer,
    private readonly outbox: MailOutboxRepository,
  ) {}

  /** Answers how many jobs were queued again. */
  async sweep(now = new Date()): Promise<number> {
    let count = 0;
    for (const { job, work, jobId } of OWED_MEDIA) {
      count += await eachPage(
        (after) => this.photos.getIdsWaitingFor(work, after, PAGE),
        (id) => id,
        (id) => this.jobs.enqueue(job, { photoId: id }, { jobId: jobId(id) }),
      );
    }
    count += await eachPage(
      (after) => this.invitations.getOwedMail(now, after, PAGE),
      (invitation) => invitation.id,
      (invitation) => this.jobs.enqueue('mail.invitation', { invitationId: invitation.id }, { jobId: invitationMailJobId(invitation) }),
    );
    count += await eachPage(
      (after) => this.accountTokens.getOwedMail(now, after, PAGE),
      (token) => token.id,
      (token) => this.jobs.enqueue('mail.account-token', { tokenId: token.id }, { jobId: accountTokenMailJobId(token) }),
    );
    return count + (await this.sweepOutbox(now));
  }

  /**
   * Queues again the e-mail jobs of the outbox written before `before`: all of them when a queue was just lost, those
   * older than a few minutes on the digest's tick (an enqueue that failed while Redis was away for the API alone).
   */
  sweepOutbox(before: Date): Promise<number> {
    return eachPage(
      (after) => this.outbox.getOwed(before, after, PAGE),
      (owed) => owed.id,
      async (owed) => {
        if (owed.name in JOB_QUEUE) await this.jobs.enqueue(owed.name as JobName, JSON.parse(owed.payload) as never, { jobId: owed.jobId });
      },
    );
  }
}

/** Every row the pages hold, read along the primary key a page after another; answers how many. */
async function eachPage<T>(read: (afterId: number) => Promise<T[]>, idOf: (row: T) => number, queue: (row: T) => Promise<void>): Promise<number> {
  let count = 0;
  for (let after = 0; ; ) {
    const page = await read(after);
    for (const row of page) await queue(row);
    count += page.length;
    if (page.length < PAGE) return count;
    after = idOf(page[page.length - 1]);
  }
}
