import { Module } from '@nestjs/common';
import { GeocodeJobHandler } from './geocode.handler';
import { PhotoMediaModule } from './photo-media.module';
import { ThumbnailJobHandler } from './thumbnail.handler';
import { VideoMetadataJobHandler, VideoPlaybackJobHandler } from './video.handlers';
import { VideoMetadataService } from './video-metadata.service';
import { VideoPlaybackService } from './video-playback.service';

/** The media queue's handlers (thumbnails and previews, geocoding, a video's first read) and the video queue's (playback copies). */
@Module({
  imports: [PhotoMediaModule],
  providers: [ThumbnailJobHandler, GeocodeJobHandler, VideoMetadataService, VideoMetadataJobHandler, VideoPlaybackService, VideoPlaybackJobHandler],
})
export class MediaJobsModule {}
