import { HandlesJob, JOB_ATTEMPTS, JobContext, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { PhotoDerivativesService } from './photo-derivatives.service';

@Injectable()
@HandlesJob('media.thumbnail')
export class ThumbnailJobHandler implements JobHandler<'media.thumbnail'> {
  constructor(private readonly derivatives: PhotoDerivativesService) {}

  async handle({ photoId }: JobPayloads['media.thumbnail'], { attempt }: JobContext): Promise<void> {
    await this.derivatives.ensureFromJob(photoId, attempt >= JOB_ATTEMPTS);
  }
}
