import { Invitation, Photo } from '@heirloom/database';
import { invitationMailJobId, JobName, JobProducer, photoMediaJobId } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, IsNull, MoreThan, ObjectLiteral, Repository } from 'typeorm';

const PAGE = 500;

/** The media jobs a photo may still be owed, each with what the database says of a photo still waiting for it. */
const OWED_MEDIA: { job: JobName & `media.${string}`; waiting: FindOptionsWhere<Photo> }[] = [
  { job: 'media.thumbnail', waiting: { thumbnailStatus: 'pending' } },
  { job: 'media.geocode', waiting: { hasGps: true, displayLocation: IsNull() } },
];

/**
 * Redis may come back from an outage empty (no persistence, failover), and the embedded API's in-process queue dies
 * with the process: either way queued jobs are lost, and a request whose enqueue failed left its jobs unqueued. The
 * database knows better: every photo still waiting for its thumbnail or its place name, and every open invitation
 * whose e-mail has not gone out, gets its job again. Job ids are per photo and job, and per issue of an invitation,
 * so sweeps of several workers, or a job still waiting, queue nothing twice; a job finds nothing to do for a photo
 * that is already done (a place in the open sea is looked up again, cheaply).
 */
@Injectable()
export class OwedJobsSweeper {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
    private readonly jobs: JobProducer,
  ) {}

  /** Answers how many jobs were queued again. */
  async sweep(now = new Date()): Promise<number> {
    let count = 0;
    for (const { job, waiting } of OWED_MEDIA) {
      count += await this.eachPage(this.photos, waiting, { id: true }, ({ id }) =>
        this.jobs.enqueue(job, { photoId: id }, { jobId: photoMediaJobId(job, id) }),
      );
    }
    const owedMail: FindOptionsWhere<Invitation> = { mailSentAt: IsNull(), acceptedAt: IsNull(), expiresAt: MoreThan(now) };
    count += await this.eachPage(this.invitations, owedMail, { id: true, createdAt: true }, (invitation) =>
      this.jobs.enqueue('mail.invitation', { invitationId: invitation.id }, { jobId: invitationMailJobId(invitation) }),
    );
    return count;
  }

  /** Every matching row, in pages along the primary key; answers how many. */
  private async eachPage<T extends ObjectLiteral & { id: number }>(
    rows: Repository<T>,
    where: FindOptionsWhere<T>,
    select: Partial<Record<keyof T, true>>,
    queue: (row: T) => Promise<void>,
  ): Promise<number> {
    let count = 0;
    for (let after = 0; ; ) {
      const page = await rows.find({ select, where: { ...where, id: MoreThan(after) }, order: { id: 'ASC' }, take: PAGE } as never);
      for (const row of page) await queue(row);
      count += page.length;
      if (page.length < PAGE) return count;
      after = page[page.length - 1].id;
    }
  }
}
