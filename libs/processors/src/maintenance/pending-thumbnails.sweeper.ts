import { Photo } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';

const PAGE = 500;

/**
 * Redis may come back from an outage empty (no persistence, failover), taking queued thumbnail jobs with it, and an
 * upload whose enqueue failed while Redis was away left its job unqueued. The database knows better: every photo
 * still 'pending' gets its thumbnail job again. The job id is per photo, so sweeps of several workers, or a job still
 * waiting, queue nothing twice; the job itself does nothing for a photo that is already done.
 */
@Injectable()
export class PendingThumbnailsSweeper {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    private readonly jobs: JobProducer,
  ) {}

  /** Answers how many photos were still waiting for their thumbnail. */
  async sweep(): Promise<number> {
    let count = 0;
    for (let after = 0; ; ) {
      const page = await this.photos.find({
        select: { id: true },
        where: { thumbnailStatus: 'pending', id: MoreThan(after) },
        order: { id: 'ASC' },
        take: PAGE,
      });
      for (const { id } of page) await this.jobs.enqueue('media.thumbnail', { photoId: id }, { jobId: `thumbnail-${id}` });
      count += page.length;
      if (page.length < PAGE) return count;
      after = page[page.length - 1].id;
    }
  }
}
