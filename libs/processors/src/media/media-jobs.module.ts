import { Module } from '@nestjs/common';
import { GeocodeJobHandler } from './geocode.handler';
import { PhotoMediaModule } from './photo-media.module';
import { ThumbnailJobHandler } from './thumbnail.handler';

/** The media queue's handlers: thumbnails and previews, and geocoding. */
@Module({ imports: [PhotoMediaModule], providers: [ThumbnailJobHandler, GeocodeJobHandler] })
export class MediaJobsModule {}
