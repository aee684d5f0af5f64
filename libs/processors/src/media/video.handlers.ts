import { HandlesJob, JOB_ATTEMPTS, JobContext, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { VideoMetadataService } from './video-metadata.service';
import { VideoPlaybackService } from './video-playback.service';

@Injectable()
@HandlesJob('media.video')
export class VideoMetadataJobHandler implements JobHandler<'media.video'> {
  constructor(private readonly metadata: VideoMetadataService) {}

  handle({ photoId }: JobPayloads['media.video'], { attempt }: JobContext): Promise<void> {
    return this.metadata.read(photoId, attempt >= JOB_ATTEMPTS);
  }
}

@Injectable()
@HandlesJob('video.playback')
export class VideoPlaybackJobHandler implements JobHandler<'video.playback'> {
  constructor(private readonly playback: VideoPlaybackService) {}

  handle({ photoId }: JobPayloads['video.playback'], { attempt, reportProgress }: JobContext): Promise<void> {
    return this.playback.make(photoId, reportProgress, attempt >= JOB_ATTEMPTS);
  }
}
