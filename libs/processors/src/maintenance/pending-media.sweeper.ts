import { Photo } from '@heirloom/database';
import { JobName, JobProducer } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, IsNull, MoreThan, Repository } from 'typeorm';

const PAGE = 500;

/** The media jobs a photo may still be owed, each with what the database says of a photo still waiting for it. */
const OWED: { job: JobName & `media.${string}`; waiting: FindOptionsWhere<Photo> }[] = [
  { job: 'media.thumbnail', waiting: { thumbnailStatus: 'pending' } },
  { job: 'media.geocode', waiting: { hasGps: true, displayLocation: IsNull() } },
];

/**
 * Redis may come back from an outage empty (no persistence, failover), and the embedded API's in-process queue dies
 * with the process: either way queued media jobs are lost, and an upload whose enqueue failed left its jobs
 * unqueued. The database knows better: every photo still waiting for its thumbnail or its place name gets the job
 * again. Job ids are per photo and job, so sweeps of several workers, or a job still waiting, queue nothing twice;
 * a job finds nothing to do for a photo that is already done (a place in the open sea is looked up again, cheaply).
 */
@Injectable()
export class PendingMediaSweeper {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    private readonly jobs: JobProducer,
  ) {}

  /** Answers how many jobs were queued again. */
  async sweep(): Promise<number> {
    let count = 0;
    for (const { job, waiting } of OWED) {
      for (let after = 0; ; ) {
        const page = await this.photos.find({ select: { id: true }, where: { ...waiting, id: MoreThan(after) }, order: { id: 'ASC' }, take: PAGE });
        for (const { id } of page) await this.jobs.enqueue(job, { photoId: id }, { jobId: `${job.slice('media.'.length)}-${id}` });
        count += page.length;
        if (page.length < PAGE) break;
        after = page[page.length - 1].id;
      }
    }
    return count;
  }
}
