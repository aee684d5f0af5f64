import { AppConfig, InjectConfig, isScaled } from '@heirloom/config';
import { HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { preloadGeocoder } from '@heirloom/media';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PhotoGeocodeService } from './photo-geocode.service';

@Injectable()
@HandlesJob('media.geocode')
export class GeocodeJobHandler implements JobHandler<'media.geocode'>, OnApplicationBootstrap {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly geocoder: PhotoGeocodeService,
  ) {}

  /** A worker builds the place index once at start (~1 s); the embedded API builds it at its first lookup. */
  onApplicationBootstrap(): void {
    if (!isScaled(this.config)) return;
    const { places, buildMs } = preloadGeocoder();
    new Logger(GeocodeJobHandler.name).log(`Geocoder ready: ${places} places indexed in ${buildMs} ms`);
  }

  async handle({ photoId }: JobPayloads['media.geocode']): Promise<void> {
    await this.geocoder.geocode(photoId);
  }
}
