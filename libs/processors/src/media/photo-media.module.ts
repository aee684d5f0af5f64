import { AppConfig, InjectConfig } from '@heirloom/config';
import { configureImageProcessing, recommendedThreadsPerImage } from '@heirloom/media';
import { Module } from '@nestjs/common';
import { PhotoDerivativesService } from './photo-derivatives.service';
import { PhotoGeocodeService } from './photo-geocode.service';
import { VIDEO_BINARIES, videoBinariesProvider } from './video-binaries.provider';

/**
 * The photo media work both processes need: the worker's jobs, and the API's on-demand thumbnail; the ffmpeg and
 * ffprobe binaries (the API probes videos at upload). Sets up sharp
 * once per process: no libvips cache, and threads shared out between the jobs that run at once.
 */
@Module({
  providers: [PhotoDerivativesService, PhotoGeocodeService, videoBinariesProvider],
  exports: [PhotoDerivativesService, PhotoGeocodeService, VIDEO_BINARIES],
})
export class PhotoMediaModule {
  constructor(@InjectConfig() config: AppConfig) {
    configureImageProcessing({ threadsPerImage: recommendedThreadsPerImage(config.workerConcurrency) });
  }
}
